import Foundation

/// A JSON value is `Codable` with any encoder and decoder: objects as keyed containers,
/// arrays as unkeyed ones, the rest as single values. ``JSONValueEncoder`` and
/// ``JSONValueDecoder`` pass it through unchanged.
///
/// ```swift
/// let data = try PropertyListEncoder().encode(JSONValue.object(["id": 1]))
/// let back = try PropertyListDecoder().decode(JSONValue.self, from: data)
/// ```
extension JSONValue: Codable {
  /// Encodes the value: `null` as nil, numbers as `Int64`, `UInt64` or `Double`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let bool):
      var container = encoder.singleValueContainer()
      try container.encode(bool)
    case .number(let number):
      var container = encoder.singleValueContainer()
      if number.isInteger, let integer = number.int64Value {
        try container.encode(integer)
      } else if number.isInteger, let integer = number.uint64Value {
        try container.encode(integer)
      } else {
        try container.encode(number.doubleValue)
      }
    case .string(let string):
      var container = encoder.singleValueContainer()
      try container.encode(string)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .object(let object):
      var container = encoder.container(keyedBy: _AnyKey.self)
      for (key, value) in object { try container.encode(value, forKey: _AnyKey(key)) }
    }
  }

  /// Decodes whatever the decoder holds: an object, an array, or a single value (tried as
  /// nil, Boolean, integer, floating-point number, then string).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` when the decoder holds something other than JSON
  ///   values.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: _AnyKey.self) {
      var object = JSONObject(minimumCapacity: container.allKeys.count)
      for key in container.allKeys { object[key.stringValue] = try container.decode(JSONValue.self, forKey: key) }
      self = .object(object)
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      if let count = container.count { elements.reserveCapacity(count) }
      while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
      self = .array(elements)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int64.self) {
      self = .number(JSONNumber(integer))
    } else if let integer = try? container.decode(UInt64.self) {
      self = .number(JSONNumber(integer))
    } else if let double = try? container.decode(Double.self) {
      self = .number(JSONNumber(double))
    } else {
      self = .string(try container.decode(String.self))
    }
  }
}

/// A coding key made of any string.
struct _AnyKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ string: String) {
    stringValue = string
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    stringValue = String(intValue)
  }
}
