import Foundation
import ModelMapperSupport

/// Decodes `Decodable` types from a ``JSONValue`` (or a parsed ``JSONElement``) directly,
/// without going through JSON text: the bridge that lets a `Codable` value be a property of a
/// mappable model.
///
/// Numbers are exact: an `Int` property accepts `3` and `3.0` but not `3.5`, and `Decimal`
/// is read from the number's text. Strategies mirror `JSONDecoder`'s.
///
/// ```swift
/// struct Point: Codable { var x: Int; var y: Int }
/// let point = try JSONValueDecoder().decode(Point.self, from: ["x": 1, "y": 2])
/// ```
public struct JSONValueDecoder: Sendable {
  /// How dates are decoded.
  ///
  /// ```swift
  /// var decoder = JSONValueDecoder()
  /// decoder.dateDecodingStrategy = .secondsSince1970
  /// ```
  public enum DateDecodingStrategy: Sendable {
    /// `Date`'s own `Decodable` form: seconds since 2001-01-01.
    case deferredToDate
    /// A number of seconds since 1970.
    case secondsSince1970
    /// A number of milliseconds since 1970.
    case millisecondsSince1970
    /// An ISO 8601 string, with or without fractional seconds.
    case iso8601
    /// A string in the formatter's format.
    case formatted(DateFormatter)
  }

  /// How `Data` is decoded.
  ///
  /// ```swift
  /// var decoder = JSONValueDecoder()
  /// decoder.dataDecodingStrategy = .base64
  /// ```
  public enum DataDecodingStrategy: Sendable {
    /// A base64 string.
    case base64
    /// `Data`'s own `Decodable` form: an array of bytes.
    case deferredToData
  }

  /// How keys are matched.
  ///
  /// ```swift
  /// var decoder = JSONValueDecoder()
  /// decoder.keyDecodingStrategy = .convertFromSnakeCase
  /// ```
  public enum KeyDecodingStrategy: Sendable {
    /// Keys as they are.
    case useDefaultKeys
    /// `first_name` in the JSON matches the coding key `firstName`.
    case convertFromSnakeCase
  }

  /// How dates are decoded (default: `.deferredToDate`, as `JSONDecoder`).
  public var dateDecodingStrategy = DateDecodingStrategy.deferredToDate
  /// How `Data` is decoded (default: `.base64`).
  public var dataDecodingStrategy = DataDecodingStrategy.base64
  /// How keys are matched (default: `.useDefaultKeys`).
  public var keyDecodingStrategy = KeyDecodingStrategy.useDefaultKeys
  /// Values for `Decoder.userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// Creates a decoder with the default strategies.
  public init() {}

  /// Decodes a value of type `T`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - value: The JSON to decode.
  /// - Throws: `DecodingError` with the coding path of the first problem.
  public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try _ValueDecoder(value: value, codingPath: [], options: self).decode(T.self)
  }

  /// Decodes a value of type `T` from a parsed element.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - element: A parsed element to decode, read straight from its document.
  /// - Throws: `DecodingError` with the coding path of the first problem.
  public func decode<T: Decodable>(_ type: T.Type, from element: JSONElement) throws -> T {
    try withExtendedLifetime(element.document) {
      let reader = _TapeReader(element.document)
      let decoder = _TapeDecoder(reader: reader, node: element.index, settings: _DecodingSettings(tapeOptions))
      return try decoder.decodeRoot(T.self)
    }
  }

  /// The same strategies for ``ModelMapperJSONDecoder``'s decoder, which reads a parsed
  /// element where it lies instead of making a ``JSONValue`` of it first.
  var tapeOptions: _DecodingOptions {
    var options = _DecodingOptions()
    switch dateDecodingStrategy {
    case .deferredToDate: options.setDates(.deferredToDate)
    case .secondsSince1970: options.setDates(.secondsSince1970)
    case .millisecondsSince1970: options.setDates(.millisecondsSince1970)
    case .iso8601: options.setDates(.iso8601)
    case .formatted(let formatter): options.setDates(.formatted(formatter))
    }
    switch dataDecodingStrategy {
    case .base64: options.data = .base64
    case .deferredToData: options.data = .deferredToData
    }
    switch keyDecodingStrategy {
    case .useDefaultKeys: options.keys = .useDefaultKeys
    case .convertFromSnakeCase: options.keys = .convertFromSnakeCase
    }
    options.userInfo = userInfo
    options.maxDepth = .max
    return options
  }
}

/// The `Decoder` over one value.
final class _ValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  let options: JSONValueDecoder
  var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

  init(value: JSONValue, codingPath: [any CodingKey], options: JSONValueDecoder) {
    self.value = value
    self.codingPath = codingPath
    self.options = options
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else { throw mismatch([String: Any].self) }
    return KeyedDecodingContainer(_KeyedDecoding<Key>(decoder: self, object: object))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch([Any].self) }
    return _UnkeyedDecoding(decoder: self, elements: elements)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    _SingleValueDecoding(decoder: self)
  }

  func mismatch(_ type: Any.Type) -> DecodingError {
    DecodingError.typeMismatch(
      type,
      .init(codingPath: codingPath, debugDescription: "Expected \(type) but found \(value.summary)"))
  }

  func corrupted(_ message: String) -> DecodingError {
    DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
  }

  func child(_ value: JSONValue, _ key: any CodingKey) -> _ValueDecoder {
    _ValueDecoder(value: value, codingPath: codingPath + [key], options: options)
  }

  // MARK: Scalars

  func decodeNil() -> Bool { value.isNull }

  func decodeBool() throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch(Bool.self) }
    return flag
  }

  func decodeString() throws -> String {
    guard case .string(let string) = value else { throw mismatch(String.self) }
    return string
  }

  func decodeNumber() throws -> JSONNumber {
    guard case .number(let number) = value else { throw mismatch(Double.self) }
    return number
  }

  func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    let number = try decodeNumber()
    let exact: Integer? =
      if let signed = number.int64Value { Integer(exactly: signed) } else {
        number.uint64Value.flatMap(Integer.init(exactly:))
      }
    guard let exact else { throw corrupted("Number \(number) does not fit in \(Integer.self)") }
    return exact
  }

  func decodeDouble() throws -> Double {
    let value = try decodeNumber().doubleValue
    guard value.isFinite else { throw corrupted("Number does not fit in Double") }
    return value
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == JSONValue.self { return value as! T }
    if T.self == Date.self { return try decodeDate() as! T }
    if T.self == Data.self, case .base64 = options.dataDecodingStrategy {
      guard let data = Data(base64Encoded: try decodeString()) else { throw corrupted("Invalid base64 data") }
      return data as! T
    }
    if T.self == Decimal.self {
      guard let decimal = try decodeNumber().decimalValue else { throw corrupted("Number does not fit in Decimal") }
      return decimal as! T
    }
    if T.self == URL.self {
      guard let url = URL(string: try decodeString()) else { throw corrupted("Invalid URL string") }
      return url as! T
    }
    return try T(from: self)
  }

  func decodeDate() throws -> Date {
    switch options.dateDecodingStrategy {
    case .deferredToDate: return try Date(from: self)
    case .secondsSince1970: return Date(timeIntervalSince1970: try decodeDouble())
    case .millisecondsSince1970: return Date(timeIntervalSince1970: try decodeDouble() / 1000)
    case .iso8601:
      let string = try decodeString()
      let formatter = ISO8601DateFormatter()
      if let date = formatter.date(from: string) { return date }
      formatter.formatOptions.insert(.withFractionalSeconds)
      guard let date = formatter.date(from: string) else { throw corrupted("Expected an ISO 8601 date: \(string)") }
      return date
    case .formatted(let formatter):
      let string = try decodeString()
      guard _dateFormatterAccepts(string),
        let date = _FormatterLock.withLock(formatter, { formatter.date(from: string) })
      else {
        throw corrupted("Date string does not match format: \(string)")
      }
      return date
    }
  }
}

struct _KeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: _ValueDecoder
  let members: [String: JSONValue]

  init(decoder: _ValueDecoder, object: JSONObject) {
    self.decoder = decoder
    var members: [String: JSONValue] = [:]
    members.reserveCapacity(object.count)
    for (key, value) in object {
      switch decoder.options.keyDecodingStrategy {
      case .useDefaultKeys: members[key] = value
      case .convertFromSnakeCase: members[_camelCaseFromSnakeCaseAsFoundation(key)] = value
      }
    }
    self.members = members
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

  func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

  func child(_ key: Key) throws -> _ValueDecoder {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "No value for key '\(key.stringValue)'"))
    }
    return decoder.child(value, key)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decodeBool() }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decodeString() }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decodeDouble() }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try child(key).decodeDouble()) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decodeInteger(Int.self) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decodeInteger(Int8.self) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decodeInteger(Int16.self) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decodeInteger(Int32.self) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decodeInteger(Int64.self) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decodeInteger(UInt.self) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decodeInteger(UInt8.self) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decodeInteger(UInt16.self) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decodeInteger(UInt32.self) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decodeInteger(UInt64.self) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(T.self) }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = members[key.stringValue], !value.isNull else { return nil }
    return try decoder.child(value, key).decode(T.self)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try child(key).container(keyedBy: NestedKey.self)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    decoder.child(members["super"] ?? .null, _IndexKey(stringValue: "super"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    decoder.child(members[key.stringValue] ?? .null, key)
  }
}

struct _UnkeyedDecoding: UnkeyedDecodingContainer {
  let decoder: _ValueDecoder
  let elements: [JSONValue]
  var currentIndex = 0

  init(decoder: _ValueDecoder, elements: [JSONValue]) {
    self.decoder = decoder
    self.elements = elements
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  mutating func next() throws -> _ValueDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self, .init(codingPath: codingPath, debugDescription: "Unkeyed container is at its end"))
    }
    defer { currentIndex += 1 }
    return decoder.child(elements[currentIndex], _IndexKey(index: currentIndex))
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex].isNull else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(T.self) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: NestedKey.self)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
  mutating func superDecoder() throws -> any Decoder { try next() }
}

struct _SingleValueDecoding: SingleValueDecodingContainer {
  let decoder: _ValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.decodeNil() }
  func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
  func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
  func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble() }
  func decode(_ type: Float.Type) throws -> Float { Float(try decoder.decodeDouble()) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(Int.self) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(Int8.self) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(Int16.self) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(Int32.self) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(Int64.self) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(UInt.self) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(UInt8.self) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(UInt16.self) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(UInt32.self) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(UInt64.self) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(T.self) }
}

/// A coding key for array positions and synthesized keys.
struct _IndexKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    self.init(index: intValue)
  }
}
