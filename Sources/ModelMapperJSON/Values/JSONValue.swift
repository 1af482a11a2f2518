import ModelMapperSupport

/// An owned JSON value: a tree you can build, inspect, compare and write.
///
/// Parse into a ``JSONDocument`` when you only read; use `JSONValue` to build output or to
/// keep a value independent of its document. Objects keep their key order (see
/// ``JSONObject``); numbers are exact (see ``JSONNumber``).
///
/// Equality follows JSON: strings and keys compare scalar by scalar (not by Swift's
/// canonical equivalence), numbers by value, objects regardless of member order.
///
/// ```swift
/// let value: JSONValue = ["name": "Ada", "year": 1815, "tags": ["math", "poetry"]]
/// value["tags"]?[1]?.string        // "poetry"
/// try JSONWriter().string(value)   // {"name":"Ada","year":1815,"tags":["math","poetry"]}
/// ```
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(JSONNumber)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, keys in order.
  case object(JSONObject)

  /// Parses JSON text into a value.
  ///
  /// ```swift
  /// let value = try JSONValue(parsing: "[1, 2.5, null]")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - options: The depth limit and what to do with a byte order mark.
  /// - Throws: ``JSONParseError`` naming the line and column of the first problem.
  public init(parsing text: String, options: JSONDocument.Options = .default) throws(JSONParseError) {
    self = try JSONDocument(parsing: text, options: options).root.value
  }

  /// The kind of the value.
  public var kind: JSONKind {
    switch self {
    case .null: return .null
    case .bool: return .bool
    case .number: return .number
    case .string: return .string
    case .array: return .array
    case .object: return .object
    }
  }

  /// The member `key` of an object, or nil.
  ///
  /// - Parameter key: The member's key.
  public subscript(key: String) -> JSONValue? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  /// The element at `position` of an array, or nil.
  ///
  /// - Parameter position: The element's index; out of range gives nil.
  public subscript(position: Int) -> JSONValue? {
    if case .array(let array) = self, array.indices.contains(position) { return array[position] }
    return nil
  }

  /// The string, if the value is a string.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The Boolean, if the value is `true` or `false`.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The number, if the value is a number.
  public var number: JSONNumber? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The elements, if the value is an array.
  public var array: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The members, if the value is an object.
  public var object: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// Whether the value is `null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}

extension JSONValue {
  /// Whether two values are equal as JSON values (see ``JSONValue``).
  ///
  /// - Parameters:
  ///   - lhs: The property: set when mapping from JSON, written when mapping to JSON.
  ///   - rhs: The map at a key: `map["key"]`.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let left), .bool(let right)): return left == right
    case (.number(let left), .number(let right)): return left == right
    case (.string(let left), .string(let right)): return _utf8Equal(left, right)
    case (.array(let left), .array(let right)): return left == right
    case (.object(let left), .object(let right)): return left == right
    default: return false
    }
  }

  /// Hashes the value, consistently with `==`.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .string(let value): _hashUTF8(value, into: &hasher)
    case .array(let value): hasher.combine(value)
    case .object(let value): hasher.combine(value)
    }
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// `null`.
  ///
  /// - Parameter nilLiteral: The literal.
  public init(nilLiteral: ()) { self = .null }
  /// A Boolean.
  ///
  /// - Parameter value: The value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An integer.
  ///
  /// - Parameter value: The value.
  public init(integerLiteral value: Int64) { self = .number(JSONNumber(value)) }
  /// A floating-point number.
  ///
  /// - Parameter value: The value.
  public init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
  /// A string.
  ///
  /// - Parameter value: The value.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An array.
  ///
  /// - Parameter elements: The literal's elements.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// An object, keys in the literal's order (a repeated key: the last value wins).
  ///
  /// - Parameter elements: The literal's elements.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}

extension JSONValue: CustomStringConvertible {
  /// The value as compact JSON text. Non-finite numbers, which JSON cannot hold, appear as
  /// `nan` or `inf` here (``JSONWriter`` rejects them).
  public var description: String {
    if let text = try? JSONWriter().string(self) { return text }
    switch self {
    case .number(let number): return number.text
    case .array(let elements): return "[" + elements.map(\.description).joined(separator: ",") + "]"
    case .object(let object):
      return "{" + object.map { "\(JSONValue.string($0.key)):\($0.value)" }.joined(separator: ",") + "}"
    default: return "null"
    }
  }
}

extension JSONElement {
  /// The value as an owned ``JSONValue`` tree (strings decoded, duplicate keys merged with
  /// the last value winning at the first key's position).
  public var value: JSONValue {
    _TapeReader(document)._value(at: index)
  }
}
