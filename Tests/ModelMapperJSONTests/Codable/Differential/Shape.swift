import Foundation
import SeededRandom

// The types of the differential tests, made at run time: a `Shape` is a Codable type's
// structure (scalars of every kind, optionals, arrays, dictionaries, objects, enums, a class
// with a superclass), and `DynamicValue` decodes and encodes by it, through every kind of
// container, so one Swift type stands for any number of generated ones.

/// The structure of a generated `Codable` type.
indirect enum Shape: Sendable, CustomStringConvertible {
  case bool, string, double, float, decimal, date, data, url
  case integer(IntegerKind)
  case optional(Shape)
  case array(Shape)
  /// `[String: T]`.
  case dictionary(Shape)
  /// `[Int: T]` (keyed by the integers' text).
  case intKeyed(Shape)
  case object([Field])
  /// `Suit`, an enum with `String` raw values.
  case suit
  /// `Level`, an enum with `Int` raw values.
  case level
  /// `Figure`, an enum with associated values (synthesized `Codable`).
  case figure
  /// `Puppy`, a class that encodes its superclass `Pet` through `superEncoder()`.
  case puppy

  var description: String {
    switch self {
    case .bool: "Bool"
    case .string: "String"
    case .double: "Double"
    case .float: "Float"
    case .decimal: "Decimal"
    case .date: "Date"
    case .data: "Data"
    case .url: "URL"
    case .integer(let kind): "\(kind)"
    case .optional(let wrapped): "\(wrapped)?"
    case .array(let element): "[\(element)]"
    case .dictionary(let value): "[String: \(value)]"
    case .intKeyed(let value): "[Int: \(value)]"
    case .object(let fields): "{" + fields.map { "\($0.name): \($0.shape)" }.joined(separator: ", ") + "}"
    case .suit: "Suit"
    case .level: "Level"
    case .figure: "Figure"
    case .puppy: "Puppy"
    }
  }

  /// The shape at `path` below this one (an optional is transparent).
  func at(_ path: ArraySlice<any CodingKey>) -> Shape? {
    guard let first = path.first else { return self }
    if case .optional(let wrapped) = self { return wrapped.at(path) }
    switch self {
    case .array(let element): return first.intValue == nil ? nil : element.at(path.dropFirst())
    case .dictionary(let value), .intKeyed(let value): return value.at(path.dropFirst())
    case .object(let fields):
      return fields.first { $0.name == first.stringValue }?.shape.at(path.dropFirst())
    default: return nil
    }
  }
}

extension Shape {
  /// The positions in `path` (a coding path's keys) that are keys of dictionaries.
  func dictionaryKeyPositions(along path: [String]) -> Set<Int> {
    var positions: Set<Int> = []
    var shape = self
    for (position, key) in path.enumerated() {
      while case .optional(let wrapped) = shape { shape = wrapped }
      switch shape {
      case .dictionary(let value), .intKeyed(let value):
        positions.insert(position)
        shape = value
      case .array(let element): shape = element
      case .object(let fields):
        guard let field = fields.first(where: { $0.name == key }) else { return positions }
        shape = field.shape
      default: return positions
      }
    }
    return positions
  }
}

/// The integer types.
enum IntegerKind: String, CaseIterable, Sendable {
  case int = "Int"
  case int8 = "Int8"
  case int16 = "Int16"
  case int32 = "Int32"
  case int64 = "Int64"
  case uint = "UInt"
  case uint8 = "UInt8"
  case uint16 = "UInt16"
  case uint32 = "UInt32"
  case uint64 = "UInt64"
  case int128 = "Int128"
  case uint128 = "UInt128"

  /// The least and greatest values.
  var range: (min: Int128, max: Int128) {
    switch self {
    case .int, .int64: (Int128(Int64.min), Int128(Int64.max))
    case .int8: (Int128(Int8.min), Int128(Int8.max))
    case .int16: (Int128(Int16.min), Int128(Int16.max))
    case .int32: (Int128(Int32.min), Int128(Int32.max))
    case .uint, .uint64: (0, Int128(UInt64.max))
    case .uint8: (0, Int128(UInt8.max))
    case .uint16: (0, Int128(UInt16.max))
    case .uint32: (0, Int128(UInt32.max))
    case .int128: (Int128.min, Int128.max)
    case .uint128: (0, Int128.max)
    }
  }
}

/// A member of an object shape, and how its value is decoded and encoded.
struct Field: Sendable {
  /// How the containers are used for the field.
  enum Style: CaseIterable, Sendable {
    /// `decode(T.self, forKey:)` with the concrete type (a scalar, or `DynamicValue`).
    case direct
    /// A nested container (`nestedContainer`, `nestedUnkeyedContainer`) where the value is
    /// an object or array; else as `direct`.
    case nested
  }

  /// The coding key: camel case words (`userName`).
  var name: String
  /// The same words in snake case (`user_name`), for documents read with
  /// `.convertFromSnakeCase` and written with `.convertToSnakeCase`.
  var snakeName: String
  var shape: Shape
  var style: Style
}

/// Makes shapes at random.
struct ShapeMaker {
  var random: SeededGenerator

  static let words = [
    "id", "name", "user", "count", "created", "at", "url", "value", "items", "is", "active", "score", "tag",
    "x", "y2", "meta", "data", "profile", "ratio", "level",
  ]

  mutating func shape(depth: Int = 0) -> Shape {
    let roll = Int.random(in: 0..<100, using: &random)
    if depth >= 4 || roll < 55 { return scalar() }
    switch roll {
    case 55..<65: return .optional(shape(depth: depth + 1))
    case 65..<77: return .array(shape(depth: depth + 1))
    case 77..<82: return .dictionary(shape(depth: depth + 1))
    case 82..<85: return .intKeyed(shape(depth: depth + 1))
    default: return object(depth: depth + 1)
    }
  }

  mutating func object(depth: Int) -> Shape {
    var fields: [Field] = []
    var names: Set<String> = []
    for _ in 0..<Int.random(in: 1...7, using: &random) {
      let count = Int.random(in: 1...3, using: &random)
      let parts = (0..<count).map { _ in Self.words.randomElement(using: &random)! }
      let name = parts[0] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      guard names.insert(name).inserted else { continue }
      let style = Field.Style.allCases.randomElement(using: &random)!
      fields.append(
        Field(name: name, snakeName: parts.joined(separator: "_"), shape: shape(depth: depth), style: style))
    }
    return .object(fields)
  }

  mutating func scalar() -> Shape {
    switch Int.random(in: 0..<22, using: &random) {
    case 0..<3: .string
    case 3..<5: .bool
    case 5..<7: .double
    case 7: .float
    case 8: .decimal
    case 9..<11: .date
    case 11: .data
    case 12: .url
    case 13: .suit
    case 14: .level
    case 15: .figure
    case 16: .puppy
    default: .integer(IntegerKind.allCases.randomElement(using: &random)!)
    }
  }
}
