// The element types of the type matrix (TypeMatrixTests.swift): every scalar a model
// property can have, with the values at its edges, and the JSON each value must be written
// as, spelled independently of the library's writer.
//
// This folder is compiled twice: in ModelMapperTests (Swift 6 mode) and, through a symbolic
// link, in ModelMapperSwift5Tests (Swift 5 mode).

import Foundation
import ModelMapper

/// A type a matrix model holds in every container.
protocol MatrixScalar: MatrixContainer, Hashable {
  /// How many values at the edges of the type the matrix tries.
  static var edgeCount: Int { get }
  /// Value `index` at the edges of the type: the first is used alone, all in containers.
  /// (A method, not an array property: `NSDecimalNumber`, a non-final class, can return
  /// `Self` but not `[Self]`.)
  static func edgeValue(_ index: Int) -> Self
  /// The value a non-optional property starts with.
  static var defaultValue: Self { get }
  /// The JSON the value must be written as.
  var expectedJSON: JSONValue { get }
  /// Whether values can be hashed here, so that sets of them can be built at all.
  static var canBeHashed: Bool { get }
}

extension MatrixScalar {
  /// Values at the edges of the type.
  static var edgeValues: [Self] { (0..<edgeCount).map(edgeValue) }
  static var canBeHashed: Bool { true }
}

/// A scalar whose edge values are a list (every one but `NSDecimalNumber`).
protocol MatrixListedScalar: MatrixScalar {
  static var edgeList: [Self] { get }
}

extension MatrixListedScalar {
  static var edgeCount: Int { edgeList.count }
  static func edgeValue(_ index: Int) -> Self { edgeList[index] }
}

extension MatrixScalar where Self: BinaryInteger {
  var expectedJSON: JSONValue { .number(JSONNumber(self)) }
  static var defaultValue: Self { 0 }
}

extension Int: MatrixListedScalar {
  static var edgeList: [Int] { [.max, .min, 0, -1, 9_007_199_254_740_993, -9_007_199_254_740_993] }
}
extension Int8: MatrixListedScalar { static var edgeList: [Int8] { [.min, .max, 0, -1] } }
extension Int16: MatrixListedScalar { static var edgeList: [Int16] { [.min, .max, 0, 300] } }
extension Int32: MatrixListedScalar { static var edgeList: [Int32] { [.max, .min, 0, 70_000] } }
extension Int64: MatrixListedScalar {
  static var edgeList: [Int64] { [.min, .max, 9_007_199_254_740_993, 0] }
}
extension UInt: MatrixListedScalar { static var edgeList: [UInt] { [.max, 0, 9_007_199_254_740_993] } }
extension UInt8: MatrixListedScalar { static var edgeList: [UInt8] { [.max, 0, 1] } }
extension UInt16: MatrixListedScalar { static var edgeList: [UInt16] { [.max, 0, 300] } }
extension UInt32: MatrixListedScalar { static var edgeList: [UInt32] { [.max, 0, 70_000] } }
extension UInt64: MatrixListedScalar {
  static var edgeList: [UInt64] { [.max, 0, 9_007_199_254_740_993, UInt64(Int64.max) + 1] }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: MatrixListedScalar {
  static var edgeList: [Int128] { [.max, .min, Int128(Int64.max) + 1, Int128(Int64.min) - 1, 0] }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: MatrixListedScalar {
  static var edgeList: [UInt128] { [.max, UInt128(UInt64.max) + 1, 0] }
}

extension Double: MatrixListedScalar {
  static var edgeList: [Double] {
    [
      1.66, -0.0, 0.1, 0, -2.5, 9_007_199_254_740_992, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
      1_716_940_800, .ulpOfOne,
    ]
  }
  static var defaultValue: Double { 0 }
  var expectedJSON: JSONValue { .number(JSONNumber(text: description)!) }
}

extension Float: MatrixListedScalar {
  static var edgeList: [Float] {
    [0.1, -0.0, 1.66, 0, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 16_777_216, .ulpOfOne]
  }
  static var defaultValue: Float { 0 }
  var expectedJSON: JSONValue { .number(JSONNumber(text: description)!) }
}

extension CGFloat: MatrixListedScalar {
  static var edgeList: [CGFloat] { [1.5, -0.0, 0.1, 1e300, 0] }
  static var defaultValue: CGFloat { 0 }
  var expectedJSON: JSONValue { .number(JSONNumber(text: Double(self).description)!) }
}

extension Decimal: MatrixListedScalar {
  static var edgeList: [Decimal] {
    ["1.66", "0.1", "0", "-12.5", "12345678901234567890123456789012345678", "0.000000000000000000001", "1e100"]
      .map { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))! }
  }
  static var defaultValue: Decimal { 0 }
  var expectedJSON: JSONValue { .number(JSONNumber(text: description)!) }
}

extension NSDecimalNumber: MatrixScalar {
  static var edgeCount: Int { Decimal.edgeCount }
  static func edgeValue(_ index: Int) -> Self { NSDecimalNumber(decimal: Decimal.edgeValue(index)) as! Self }
  static var defaultValue: Self { NSDecimalNumber(decimal: 0) as! Self }
  var expectedJSON: JSONValue { decimalValue.expectedJSON }
  /// swift-corelibs-foundation (Swift 6.3.1) recurses until the stack overflows when it
  /// hashes an `NSDecimalNumber`: on Linux no set of them can be built, so the matrix leaves
  /// its set cells empty there.
  static var canBeHashed: Bool {
    #if canImport(Darwin)
      true
    #else
      false
    #endif
  }
}

extension JSONNumber: MatrixListedScalar {
  /// Numbers no Swift number type holds exactly, kept with their text.
  static var edgeList: [JSONNumber] {
    ["1e400", "-1e-400", "1234567890123456789012345678901234567890123", "0.1000000000000000055511151231257827", "7"]
      .map { JSONNumber(text: $0)! }
  }
  static var defaultValue: JSONNumber { 0 }
  var expectedJSON: JSONValue { .number(self) }
}

extension Bool: MatrixListedScalar {
  static var edgeList: [Bool] { [true, false] }
  static var defaultValue: Bool { false }
  var expectedJSON: JSONValue { .bool(self) }
}

extension String: MatrixListedScalar {
  static var edgeList: [String] {
    [
      "plain", "", "quote \" backslash \\ slash / newline \n tab \t nul \u{0} unit \u{1F}", "é naïve",
      "😀 👩‍👩‍👧", "\u{2028}\u{2029}", "日本語のテキスト",
    ]
  }
  static var defaultValue: String { "" }
  var expectedJSON: JSONValue { .string(self) }
}

extension Date: MatrixListedScalar {
  /// Instants and their ISO 8601 text (the proleptic Gregorian calendar, as ISO 8601 and
  /// JavaScript count; Foundation's formatters switch to the Julian calendar before 1582).
  static let written: [(seconds: TimeInterval, text: String)] = [
    (1_442_377_209.123, "2015-09-16T04:20:09.123Z"), (0, "1970-01-01T00:00:00.000Z"),
    (-2_208_988_800, "1900-01-01T00:00:00.000Z"), (253_402_300_799.999, "9999-12-31T23:59:59.999Z"),
    (-62_135_596_800, "0001-01-01T00:00:00.000Z"), (951_782_400.5, "2000-02-29T00:00:00.500Z"),
    (-1.25, "1969-12-31T23:59:58.750Z"),
  ]
  static var edgeList: [Date] { written.map { Date(timeIntervalSince1970: $0.seconds) } }
  static var defaultValue: Date { Date(timeIntervalSince1970: 0) }
  var expectedJSON: JSONValue {
    .string(Date.written.first { $0.seconds == timeIntervalSince1970 }?.text ?? "not an edge value")
  }
}

extension URL: MatrixListedScalar {
  static var edgeList: [URL] {
    ["https://example.com/a/b?c=d&e=%20#f", "file:///tmp/x", "https://example.com/%E4%BE%8B"].map { URL(string: $0)! }
  }
  static var defaultValue: URL { URL(string: "https://example.com")! }
  var expectedJSON: JSONValue { .string(absoluteString) }
}

extension UUID: MatrixListedScalar {
  static var edgeList: [UUID] {
    [
      UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
      UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
    ]
  }
  static var defaultValue: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)) }
  var expectedJSON: JSONValue { .string(uuidString) }
}

/// An enum with `String` raw values.
enum Hue: String, MatrixListedScalar {
  case red
  case blue
  case unicode = "ünï 🎨"

  static var edgeList: [Hue] { [.unicode, .red, .blue] }
  static var defaultValue: Hue { .red }
  var expectedJSON: JSONValue { .string(rawValue) }
}

/// An enum with `Int` raw values.
enum Rank: Int, MatrixListedScalar {
  case low = 1
  case negative = -5
  case huge = 9_007_199_254_740_993

  static var edgeList: [Rank] { [.huge, .negative, .low] }
  static var defaultValue: Rank { .low }
  var expectedJSON: JSONValue { .number(JSONNumber(rawValue)) }
}

/// An enum with `UInt8` raw values.
enum Octet: UInt8, MatrixListedScalar {
  case zero = 0
  case top = 255

  static var edgeList: [Octet] { [.top, .zero] }
  static var defaultValue: Octet { .zero }
  var expectedJSON: JSONValue { .number(JSONNumber(rawValue)) }
}

/// The members every leaf model has: an integer and a string.
private func leafJSON(_ id: Int, _ name: String) -> JSONValue {
  .object(JSONObject([("id", .number(JSONNumber(id))), ("name", .string(name))]))
}

/// A nested `Mappable` class.
final class LeafClass: Mappable, MatrixListedScalar {
  var id = 0
  var name = ""

  init(_ id: Int, _ name: String) {
    self.id = id
    self.name = name
  }

  required init?(map: Map) {}

  func mapping(map: Map) {
    id <- map["id"]
    name <- map["name"]
  }

  static var edgeList: [LeafClass] { [LeafClass(1, "one"), LeafClass(-2, "ключ"), LeafClass(0, "")] }
  static var defaultValue: LeafClass { LeafClass(0, "default") }
  var expectedJSON: JSONValue { leafJSON(id, name) }
  static func == (lhs: LeafClass, rhs: LeafClass) -> Bool { lhs.id == rhs.id && lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(name)
  }
}

/// A nested `Mappable` struct.
struct LeafStruct: Mappable, MatrixListedScalar {
  var id = 0
  var name = ""

  init(_ id: Int, _ name: String) {
    self.id = id
    self.name = name
  }

  init?(map: Map) {}

  mutating func mapping(map: Map) {
    id <- map["id"]
    name <- map["name"]
  }

  static var edgeList: [LeafStruct] { [LeafStruct(3, "three"), LeafStruct(.max, "🐢"), LeafStruct(0, "")] }
  static var defaultValue: LeafStruct { LeafStruct(0, "default") }
  var expectedJSON: JSONValue { leafJSON(id, name) }
}

/// A nested `ImmutableMappable` struct.
struct LeafImmutable: ImmutableMappable, MatrixListedScalar {
  let id: Int
  let name: String

  init(_ id: Int, _ name: String) {
    self.id = id
    self.name = name
  }

  init(map: Map) throws {
    id = try map.value("id")
    name = try map.value("name")
  }

  func mapping(map: Map) {
    id >>> map["id"]
    name >>> map["name"]
  }

  static var edgeList: [LeafImmutable] { [LeafImmutable(5, "five"), LeafImmutable(.min, "é")] }
  static var defaultValue: LeafImmutable { LeafImmutable(0, "default") }
  var expectedJSON: JSONValue { leafJSON(id, name) }
}

/// A nested `StaticMappable` class.
final class LeafStatic: StaticMappable, MatrixListedScalar {
  var id = 0
  var name = ""

  init(_ id: Int, _ name: String) {
    self.id = id
    self.name = name
  }

  static func objectForMapping(map: Map) -> BaseMappable? { LeafStatic(0, "") }

  func mapping(map: Map) {
    id <- map["id"]
    name <- map["name"]
  }

  static var edgeList: [LeafStatic] { [LeafStatic(7, "seven"), LeafStatic(8, "\u{0}")] }
  static var defaultValue: LeafStatic { LeafStatic(0, "default") }
  var expectedJSON: JSONValue { leafJSON(id, name) }
  static func == (lhs: LeafStatic, rhs: LeafStatic) -> Bool { lhs.id == rhs.id && lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(name)
  }
}
