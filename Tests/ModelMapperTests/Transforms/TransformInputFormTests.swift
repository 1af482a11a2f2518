import Foundation
import ModelMapper
import Testing

/// The forms a value reaches `transformFromJSON(_:)` in: a Swift value, the Foundation object
/// `JSONSerialization` makes, an optional wrapped in `Any`, and values of other types. The
/// transforms read a Swift `String`, `Double` or `Int` without a dynamic cast; every other form
/// must convert exactly as `as?` converts it.
@Suite("Transforms read every form of their JSON type")
struct TransformInputFormTests {
  enum Color: String { case red, green }
  enum Level: Int {
    case low = 1
    case high = 2
  }

  /// `value` in the forms it can reach a transform in.
  static func forms(of text: String) -> [(name: String, value: Any?)] {
    let wrapped: String? = text
    return [
      ("String", text), ("NSString", NSString(string: text)), ("String? in Any", wrapped as Any),
      ("substring", Substring(text)),
    ]
  }

  @Test("a date string in every form, and values that are not one")
  func dateStrings() {
    let custom = CustomDateFormatTransform(formatString: "yyyy-MM-dd'T'HH:mm:ssZZZZZ")
    let iso = ISO8601DateTransform()
    let flexible = FlexibleDateTransform()
    let expected = Date(timeIntervalSince1970: 1_400_000_000)
    for (name, value) in Self.forms(of: "2014-05-13T16:53:20Z") {
      // A Substring is not a String to `as?`: no transform reads it.
      let readable = name != "substring"
      #expect(custom.transformFromJSON(value) == (readable ? expected : nil), "\(name)")
      #expect(iso.transformFromJSON(value) == (readable ? expected : nil), "\(name)")
      #expect(flexible.transformFromJSON(value) == (readable ? expected : nil), "\(name)")
    }
    for other: Any? in [nil, 1_400_000_000.5, 7, true, NSNull(), ["2014-05-13T16:53:20Z"]] {
      #expect(custom.transformFromJSON(other) == nil)
      #expect(iso.transformFromJSON(other) == nil)
    }
    #expect(custom.transformFromJSON("2014-05-13") == nil)
  }

  @Test("epoch numbers as Swift numbers, NSNumbers and strings; Booleans are not dates")
  func epochNumbers() {
    let seconds = DateTransform()
    let milliseconds = DateTransform(unit: .milliseconds)
    let flexible = FlexibleDateTransform()
    let expected = Date(timeIntervalSince1970: 1_500)
    let values: [(String, Any?)] = [
      ("Double", 1_500.0), ("Int", 1_500), ("NSNumber", NSNumber(value: 1_500)), ("Int64", Int64(1_500)),
      ("Double? in Any", Double?(1_500.0) as Any), ("String", "1500"), ("NSString", NSString(string: "1500")),
    ]
    for (name, value) in values {
      #expect(seconds.transformFromJSON(value) == expected, "\(name)")
      #expect(milliseconds.transformFromJSON(value) == Date(timeIntervalSince1970: 1.5), "\(name)")
    }
    #expect(flexible.transformFromJSON(1_500.0) == expected)
    #expect(flexible.transformFromJSON(NSNumber(value: 1_500)) == expected)
    #expect(flexible.transformFromJSON(1_500_000_000_000.0) == Date(timeIntervalSince1970: 1_500_000_000))
    for boolean: Any in [true, NSNumber(value: true)] {
      #expect(seconds.transformFromJSON(boolean) == nil)
      #expect(flexible.transformFromJSON(boolean) == nil)
    }
    #expect(seconds.transformFromJSON(Double.infinity) == nil)
    #expect(seconds.transformFromJSON("soon") == nil)
  }

  @Test("URLs, data, enums and closures read strings and numbers in every form")
  func otherTransforms() {
    for (name, value) in Self.forms(of: "https://example.com/a%20b") where name != "substring" {
      #expect(URLTransform().transformFromJSON(value) == URL(string: "https://example.com/a%20b"), "\(name)")
    }
    for (name, value) in Self.forms(of: "AQID") where name != "substring" {
      #expect(DataTransform().transformFromJSON(value) == Data([1, 2, 3]), "\(name)")
    }
    for (name, value) in Self.forms(of: "green") where name != "substring" {
      #expect(EnumTransform<Color>().transformFromJSON(value) == .green, "\(name)")
      let upper = TransformOf<String, String>(fromJSON: { $0?.uppercased() }, toJSON: { $0 })
      #expect(upper.transformFromJSON(value) == "GREEN", "\(name)")
    }
    #expect(EnumTransform<Color>().transformFromJSON(Substring("green")) == nil)
    #expect(EnumTransform<Color>().transformFromJSON("blue") == nil)
    for value: Any in [2, NSNumber(value: 2), Int?(2) as Any] {
      #expect(EnumTransform<Level>().transformFromJSON(value) == .high)
    }
    #expect(EnumTransform<Level>().transformFromJSON(2.0) == nil)
    #expect(EnumTransform<Level>().transformFromJSON("2") == nil)
    let doubled = TransformOf<Double, Double>(fromJSON: { $0.map { $0 * 2 } }, toJSON: { $0 })
    #expect(doubled.transformFromJSON(1.25) == 2.5)
    #expect(doubled.transformFromJSON(NSNumber(value: 1.25)) == 2.5)
    #expect(doubled.transformFromJSON("1.25") == nil)
  }

  /// What `as?` makes of `value` for `T` (generic, as the transforms cast).
  static func asCast<T>(_ value: Any?, _ type: T.Type) -> T? { value as? T }

  @Test("an absent value reaches a TransformOf closure as `as?` makes it, for Any and optional JSON types")
  func absentValues() {
    let any = TransformOf<String, Any>(fromJSON: { $0 == nil ? "absent" : "present" }, toJSON: { $0 })
    let optional = TransformOf<String, String?>(fromJSON: { $0 == nil ? "absent" : "present" }, toJSON: { $0 })
    let plain = TransformOf<String, String>(fromJSON: { $0 ?? "absent" }, toJSON: { $0 })
    let missing: Any? = nil
    // `as?` makes a nil into a present value of an optional or `Any` type.
    #expect(Self.asCast(missing, Any.self) != nil && Self.asCast(missing, String?.self) != nil)
    #expect(any.transformFromJSON(missing) == "present")
    #expect(optional.transformFromJSON(missing) == "present")
    #expect(plain.transformFromJSON(missing) == "absent")
    #expect(any.transformFromJSON("x") == "present")
    #expect(optional.transformFromJSON("x") == "present")
    #expect(plain.transformFromJSON("x") == "x")
    #expect(plain.transformFromJSON(NSString(string: "y")) == "y")
  }
}
