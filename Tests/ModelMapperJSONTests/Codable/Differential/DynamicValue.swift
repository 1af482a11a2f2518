import Foundation

/// A decoded value of any shape, compared between decoders.
indirect enum Value: Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  /// Any integer type, by its text.
  case integer(String)
  case double(Double)
  case float(Float)
  case decimal(Decimal)
  case date(Date)
  case data(Data)
  case url(String)
  case string(String)
  case array([Value])
  case object([String: Value])
  case suit(Suit)
  case level(Level)
  case figure(Figure)
  case puppy(Puppy)

  static func == (lhs: Value, rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.integer(let a), .integer(let b)): a == b
    case (.double(let a), .double(let b)): a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    case (.float(let a), .float(let b)): a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    case (.decimal(let a), .decimal(let b)): a == b
    case (.date(let a), .date(let b)):
      a.timeIntervalSinceReferenceDate.bitPattern == b.timeIntervalSinceReferenceDate.bitPattern
    case (.data(let a), .data(let b)): a == b
    case (.url(let a), .url(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a == b
    case (.suit(let a), .suit(let b)): a == b
    case (.level(let a), .level(let b)): a == b
    case (.figure(let a), .figure(let b)): a == b
    case (.puppy(let a), .puppy(let b)): a == b
    default: false
    }
  }

  var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .integer(let text): text
    case .double(let value): "\(value)"
    case .float(let value): "\(value)f"
    case .decimal(let value): "\(value)d"
    case .date(let value): "date(\(value.timeIntervalSince1970))"
    case .data(let value): "data(\(value.base64EncodedString()))"
    case .url(let value): "url(\(value))"
    case .string(let value): value.debugDescription
    case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    case .suit(let value): "\(value)"
    case .level(let value): "\(value)"
    case .figure(let value): "\(value)"
    case .puppy(let value): "\(value)"
    }
  }
}

/// Where the root shape is found in `userInfo`.
extension CodingUserInfoKey {
  static let shape = CodingUserInfoKey(rawValue: "differential.shape")!
}

/// The root shape, in `userInfo`.
final class ShapeBox: Sendable {
  let shape: Shape
  init(_ shape: Shape) { self.shape = shape }
}

/// An error of the harness itself (not of a decoder): a shape not found at a coding path
/// means the decoder's coding path is wrong.
struct HarnessError: Error, CustomStringConvertible {
  let description: String
}

/// Any string key.
struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// A value of a generated type: it finds its shape in `userInfo` by its coding path when it is
/// read (which tests the decoder's coding paths), carries it when it is written, and reads or
/// writes itself through the containers the shape's fields ask for.
struct DynamicValue: Codable {
  var value: Value
  /// The value's shape when it is written: encoders' coding paths are not needed to find it.
  var shape: Shape?

  init(_ value: Value, shape: Shape? = nil) {
    self.value = value
    self.shape = shape
  }

  static func shape(at path: [any CodingKey], _ userInfo: [CodingUserInfoKey: Any]) throws -> Shape {
    guard let box = userInfo[.shape] as? ShapeBox else { throw HarnessError(description: "no shape in userInfo") }
    guard let shape = box.shape.at(path[...]) else {
      throw HarnessError(description: "no shape at \(path.map(\.stringValue)) in \(box.shape)")
    }
    return shape
  }

  init(from decoder: any Decoder) throws {
    value = try Self.decode(try Self.shape(at: decoder.codingPath, decoder.userInfo), from: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    try Self.encode(value, as: try shape ?? Self.shape(at: encoder.codingPath, encoder.userInfo), to: encoder)
  }
}
