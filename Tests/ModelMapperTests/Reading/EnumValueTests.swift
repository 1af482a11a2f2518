import Foundation
import ModelMapper
import Testing

private enum EventKind: String {
  case push = "PushEvent"
  case fork = "ForkEvent"
}

private enum Weekday: Int {
  case monday = 1
  case tuesday
  case wednesday
}

/// The general `value()`, as a call where `T` is unconstrained reaches it.
private func generalValue<T>(_ map: Map) -> T? {
  map.value()
}

/// Reads through the `RawRepresentable` overload of `value()`.
private final class SpecializedReads: Mappable {
  var kind: EventKind?
  var day: Weekday?

  init?(map: Map) {}

  func mapping(map: Map) {
    guard map.mappingType == .fromJSON else { return }
    kind = map["kind"].value()
    day = map["day"].value()
  }
}

/// Reads the same keys through the general `value()`.
private final class GeneralReads: Mappable {
  var kind: EventKind?
  var day: Weekday?

  init?(map: Map) {}

  func mapping(map: Map) {
    guard map.mappingType == .fromJSON else { return }
    kind = generalValue(map["kind"])
    day = generalValue(map["day"])
  }
}

@Suite("value() for enums")
struct EnumValueTests {
  static let kinds = [
    #""PushEvent""#, #""ForkEvent""#, #""pushevent""#, #""""#, "1", "true", "null", #"["PushEvent"]"#, #"{"a": 1}"#,
  ]
  static let days = [
    "1", "2", "3", "4", "0", "-1", "2.0", "2.5", "1e0", #""2""#, #""x""#, "true", "false", "null",
    "18446744073709551616", "[1]",
  ]

  /// Maps `json` with both models and `options`: the values read, or the error thrown.
  private func outcomes(_ json: String, _ options: MappingOptions) -> (String, String) {
    func describe<M: Mappable>(_ type: M.Type, _ read: (M) -> (EventKind?, Weekday?)) -> String {
      do {
        let (kind, day) = read(try Mapper<M>(options: options).mapOrThrow(JSONString: json))
        return "\(String(describing: kind)) \(String(describing: day))"
      } catch {
        return "error: \(error)"
      }
    }
    return (describe(SpecializedReads.self) { ($0.kind, $0.day) }, describe(GeneralReads.self) { ($0.kind, $0.day) })
  }

  @Test("reads what the general value() reads, in every mode", arguments: kinds)
  func sameAsGeneral(_ kind: String) {
    for day in Self.days + [""] {
      let json = day.isEmpty ? #"{"kind": \#(kind)}"# : #"{"kind": \#(kind), "day": \#(day)}"#
      for options: MappingOptions in [[], .lenientConversion, .strict] {
        let (specialized, general) = outcomes(json, options)
        #expect(specialized == general, "\(json) with \(options)")
      }
    }
  }

  @Test("reads raw values, and nil for unknown ones or other kinds")
  func values() throws {
    let map = Map(mappingType: .fromJSON, JSON: ["kind": "ForkEvent", "day": 3, "other": "Unknown", "text": "2"])
    let kind: EventKind? = map["kind"].value()
    let day: Weekday? = map["day"].value()
    let unknown: EventKind? = map["other"].value()
    let text: Weekday? = map["text"].value()
    let absent: Weekday? = map["absent"].value()
    #expect(kind == .fork)
    #expect(day == .wednesday)
    #expect(unknown == nil)
    #expect(text == nil)
    #expect(absent == nil)
  }

  @Test("strict mode reports a Boolean read as an enum's number")
  func strictBoolean() {
    let (specialized, _) = outcomes(#"{"kind": "PushEvent", "day": true}"#, .strict)
    #expect(specialized.hasPrefix("error:"))
  }
}
