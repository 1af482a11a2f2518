import Foundation
import ModelMapperSupport

/// Encodes `Encodable` values into a ``JSONValue`` directly, without going through JSON
/// text. Keys keep the order in which the value encodes them; `Decimal` keeps every digit.
///
/// ```swift
/// struct Point: Codable { var x: Int; var y: Int }
/// let value = try JSONValueEncoder().encode(Point(x: 1, y: 2))   // {"x":1,"y":2}
/// ```
public struct JSONValueEncoder: Sendable {
  /// How dates are encoded.
  ///
  /// ```swift
  /// var encoder = JSONValueEncoder()
  /// encoder.dateEncodingStrategy = .secondsSince1970
  /// ```
  public enum DateEncodingStrategy: Sendable {
    /// `Date`'s own `Encodable` form: seconds since 2001-01-01.
    case deferredToDate
    /// A number of seconds since 1970.
    case secondsSince1970
    /// A number of milliseconds since 1970.
    case millisecondsSince1970
    /// An ISO 8601 string in UTC.
    case iso8601
    /// A string in the formatter's format.
    case formatted(DateFormatter)
  }

  /// How `Data` is encoded.
  ///
  /// ```swift
  /// var encoder = JSONValueEncoder()
  /// encoder.dataEncodingStrategy = .base64
  /// ```
  public enum DataEncodingStrategy: Sendable {
    /// A base64 string.
    case base64
    /// `Data`'s own `Encodable` form: an array of bytes.
    case deferredToData
  }

  /// How keys are written.
  ///
  /// ```swift
  /// var encoder = JSONValueEncoder()
  /// encoder.keyEncodingStrategy = .convertToSnakeCase
  /// ```
  public enum KeyEncodingStrategy: Sendable {
    /// Keys as they are.
    case useDefaultKeys
    /// The coding key `firstName` is written `first_name`.
    case convertToSnakeCase
  }

  /// How dates are encoded (default: `.deferredToDate`, as `JSONEncoder`).
  public var dateEncodingStrategy = DateEncodingStrategy.deferredToDate
  /// How `Data` is encoded (default: `.base64`).
  public var dataEncodingStrategy = DataEncodingStrategy.base64
  /// How keys are written (default: `.useDefaultKeys`).
  public var keyEncodingStrategy = KeyEncodingStrategy.useDefaultKeys
  /// Values for `Encoder.userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// Creates an encoder with the default strategies.
  public init() {}

  /// Encodes a value.
  ///
  /// - Parameter value: The value to encode.
  /// - Throws: `EncodingError` when the value encodes nothing or an invalid value.
  public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
    let encoder = _ValueEncoder(options: self, codingPath: [])
    try encoder.encodeValue(value, into: encoder.root)
    guard let result = encoder.root.resolved() else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "\(T.self) did not encode any value"))
    }
    return result
  }
}

/// A value under construction: containers write into nodes that nested containers share.
final class _EncodingNode {
  enum Kind {
    case unset
    case value
    case object
    case array
  }

  var kind = Kind.unset
  var value = JSONValue.null
  var keys: [String] = []
  var children: [_EncodingNode] = []

  func set(_ value: JSONValue) {
    kind = .value
    self.value = value
  }

  func resolved() -> JSONValue? {
    switch kind {
    case .unset: return nil
    case .value: return value
    case .object:
      var object = JSONObject(minimumCapacity: keys.count)
      for (key, node) in zip(keys, children) {
        object._appendUnchecked(key, node.resolved() ?? .object(JSONObject()))
      }
      return .object(object)
    case .array: return .array(children.map { $0.resolved() ?? .object(JSONObject()) })
    }
  }

  /// The child node for `key`, making this node an object.
  func child(forKey key: String) -> _EncodingNode {
    makeObject()
    if let position = keys.lastIndex(where: { _utf8Equal($0, key) }) { return children[position] }
    let node = _EncodingNode()
    keys.append(key)
    children.append(node)
    return node
  }

  /// A new element node, making this node an array.
  func appendElement() -> _EncodingNode {
    makeArray()
    let node = _EncodingNode()
    children.append(node)
    return node
  }

  func makeObject() {
    if kind != .object {
      kind = .object
      keys = []
      children = []
    }
  }

  func makeArray() {
    if kind != .array {
      kind = .array
      children = []
    }
  }

  /// Takes the content of another node.
  func adopt(_ other: _EncodingNode) {
    kind = other.kind
    value = other.value
    keys = other.keys
    children = other.children
  }

  var count: Int { children.count }
}

/// The encoder a value encodes itself to: it writes into `root`, a new node, or a given one
/// (a `superEncoder`'s member or element).
final class _ValueEncoder: Encoder {
  let options: JSONValueEncoder
  let codingPath: [any CodingKey]
  let root: _EncodingNode
  var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

  init(options: JSONValueEncoder, codingPath: [any CodingKey], root: _EncodingNode = _EncodingNode()) {
    self.options = options
    self.codingPath = codingPath
    self.root = root
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    root.makeObject()
    return KeyedEncodingContainer(_KeyedEncoding<Key>(encoder: self, node: root, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    root.makeArray()
    return _UnkeyedEncoding(encoder: self, node: root, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    _SingleValueEncoding(encoder: self, node: root, codingPath: codingPath)
  }

  func key(_ key: any CodingKey) -> String {
    switch options.keyEncodingStrategy {
    case .useDefaultKeys: return key.stringValue
    case .convertToSnakeCase: return _snakeCaseFromCamelCaseAsFoundation(key.stringValue)
    }
  }

  /// Encodes `value` into `node`, with the special forms of dates, data, decimals and URLs.
  func encodeValue<T: Encodable>(_ value: T, into node: _EncodingNode, path: [any CodingKey] = []) throws {
    let fullPath = codingPath + path
    switch value {
    case let json as JSONValue:
      node.set(json)
      return
    case let date as Date:
      switch options.dateEncodingStrategy {
      case .deferredToDate: break
      case .secondsSince1970:
        node.set(.number(JSONNumber(date.timeIntervalSince1970)))
        return
      case .millisecondsSince1970:
        node.set(.number(JSONNumber(date.timeIntervalSince1970 * 1000)))
        return
      case .iso8601:
        node.set(.string(ISO8601DateFormatter().string(from: date)))
        return
      case .formatted(let formatter):
        node.set(.string(_FormatterLock.withLock(formatter) { formatter.string(from: date) }))
        return
      }
    case let data as Data:
      if case .base64 = options.dataEncodingStrategy {
        node.set(.string(data.base64EncodedString()))
        return
      }
    case let decimal as Decimal:
      guard let number = JSONNumber(decimal) else {
        throw EncodingError.invalidValue(decimal, .init(codingPath: fullPath, debugDescription: "NaN is not JSON"))
      }
      node.set(.number(number))
      return
    case let url as URL:
      node.set(.string(url.absoluteString))
      return
    default: break
    }
    let encoder = _ValueEncoder(options: options, codingPath: fullPath)
    try value.encode(to: encoder)
    node.adopt(encoder.root)
  }
}

/// A finite floating-point number as JSON, or an `EncodingError`.
func _number<Value: BinaryFloatingPoint>(_ value: Value, _ path: [any CodingKey]) throws -> JSONValue {
  guard value.isFinite else {
    throw EncodingError.invalidValue(value, .init(codingPath: path, debugDescription: "\(value) is not a JSON number"))
  }
  if let float = value as? Float { return .number(JSONNumber(float)) }
  return .number(JSONNumber(Double(value)))
}
