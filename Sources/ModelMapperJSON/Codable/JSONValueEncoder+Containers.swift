import Foundation

// The keyed, unkeyed and single-value containers of `JSONValueEncoder`.

struct _KeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: _ValueEncoder
  let node: _EncodingNode
  let codingPath: [any CodingKey]

  func set(_ value: JSONValue, _ key: Key) {
    node.child(forKey: encoder.key(key)).set(value)
  }

  mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { set(try _number(value, codingPath + [key]), key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { set(try _number(value, codingPath + [key]), key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try encoder.encodeValue(
      value, into: node.child(forKey: encoder.key(key)), path: codingPath.dropFirst(encoder.codingPath.count) + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = node.child(forKey: encoder.key(key))
    child.makeObject()
    return KeyedEncodingContainer(
      _KeyedEncoding<NestedKey>(encoder: encoder, node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = node.child(forKey: encoder.key(key))
    child.makeArray()
    return _UnkeyedEncoding(encoder: encoder, node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    _ValueEncoder(options: encoder.options, codingPath: codingPath, root: node.child(forKey: "super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    _ValueEncoder(
      options: encoder.options, codingPath: codingPath + [key], root: node.child(forKey: encoder.key(key)))
  }
}

struct _UnkeyedEncoding: UnkeyedEncodingContainer {
  let encoder: _ValueEncoder
  let node: _EncodingNode
  let codingPath: [any CodingKey]
  var count: Int { node.count }

  func append(_ value: JSONValue) {
    node.appendElement().set(value)
  }

  var nextKey: _IndexKey { _IndexKey(index: count) }

  mutating func encodeNil() throws { append(.null) }
  mutating func encode(_ value: Bool) throws { append(.bool(value)) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws { append(try _number(value, codingPath + [nextKey])) }
  mutating func encode(_ value: Float) throws { append(try _number(value, codingPath + [nextKey])) }
  mutating func encode(_ value: Int) throws { append(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int64) throws { append(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt64) throws { append(.number(JSONNumber(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let key = nextKey
    try encoder.encodeValue(
      value, into: node.appendElement(), path: codingPath.dropFirst(encoder.codingPath.count) + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let key = nextKey
    let child = node.appendElement()
    child.makeObject()
    return KeyedEncodingContainer(
      _KeyedEncoding<NestedKey>(encoder: encoder, node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = nextKey
    let child = node.appendElement()
    child.makeArray()
    return _UnkeyedEncoding(encoder: encoder, node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let key = nextKey
    return _ValueEncoder(options: encoder.options, codingPath: codingPath + [key], root: node.appendElement())
  }
}

struct _SingleValueEncoding: SingleValueEncodingContainer {
  let encoder: _ValueEncoder
  let node: _EncodingNode
  let codingPath: [any CodingKey]

  func set(_ value: JSONValue) { node.set(value) }

  mutating func encodeNil() throws { set(.null) }
  mutating func encode(_ value: Bool) throws { set(.bool(value)) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws { set(try _number(value, codingPath)) }
  mutating func encode(_ value: Float) throws { set(try _number(value, codingPath)) }
  mutating func encode(_ value: Int) throws { set(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int8) throws { set(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int16) throws { set(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int32) throws { set(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int64) throws { set(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt) throws { set(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt8) throws { set(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt16) throws { set(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt32) throws { set(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt64) throws { set(.number(JSONNumber(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try encoder.encodeValue(value, into: node, path: Array(codingPath.dropFirst(encoder.codingPath.count)))
  }
}
