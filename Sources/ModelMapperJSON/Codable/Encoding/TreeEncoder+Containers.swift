import Foundation

/// A keyed container of ``_TreeEncoder``: an object of the tree.
struct _TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: _TreeEncoder
  let object: _TreeObject
  let codingPath: [any CodingKey]

  func set(_ value: JSONValue, _ key: Key) {
    object.set(encoder.writtenKey(key, at: codingPath), .value(value))
  }

  mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(try encoder.number(value, typeName: "Double", at: codingPath + [key]), key)
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(try encoder.float(value, at: codingPath + [key]), key)
  }

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

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128, forKey key: Key) throws { set(.number(JSONNumber(value)), key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let slot = _TreeSlot()
    object.set(encoder.writtenKey(key, at: codingPath), .slot(slot))
    try _TreeEncoder(options: encoder.options, codingPath: codingPath + [key], slot: slot, shared: encoder.shared)
      .write(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    // A second nested container for one key adds to the first, as in Foundation.
    let written = encoder.writtenKey(key, at: codingPath)
    let nested: _TreeObject
    if case .object(let existing) = object.value(for: written) {
      nested = existing
    } else {
      nested = _TreeObject()
      object.set(written, .object(nested))
    }
    return KeyedEncodingContainer(
      _TreeKeyedContainer<NestedKey>(encoder: encoder, object: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let written = encoder.writtenKey(key, at: codingPath)
    let nested: _TreeArray
    if case .array(let existing) = object.value(for: written) {
      nested = existing
    } else {
      nested = _TreeArray()
      object.set(written, .array(nested))
    }
    return _TreeUnkeyedContainer(encoder: encoder, array: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let slot = _TreeSlot()
    // Foundation converts the `super` key by the key strategy, as any other.
    object.set(encoder.writtenKey(_JSONCodingKey.super, at: codingPath), .slot(slot))
    return _TreeEncoder(
      options: encoder.options, codingPath: codingPath + [_JSONCodingKey.super], slot: slot, shared: encoder.shared)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let slot = _TreeSlot()
    object.set(encoder.writtenKey(key, at: codingPath), .slot(slot))
    return _TreeEncoder(options: encoder.options, codingPath: codingPath + [key], slot: slot, shared: encoder.shared)
  }
}

/// An unkeyed container of ``_TreeEncoder``: an array of the tree.
struct _TreeUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: _TreeEncoder
  let array: _TreeArray
  let codingPath: [any CodingKey]

  var count: Int { array.values.count }

  /// The coding path of the next element.
  var nextPath: [any CodingKey] { codingPath + [_JSONCodingKey(index: count)] }

  func append(_ value: JSONValue) { array.values.append(.value(value)) }

  mutating func encodeNil() throws { append(.null) }
  mutating func encode(_ value: Bool) throws { append(.bool(value)) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws { append(try encoder.number(value, typeName: "Double", at: nextPath)) }
  mutating func encode(_ value: Float) throws { append(try encoder.float(value, at: nextPath)) }
  mutating func encode(_ value: Int) throws { append(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int8) throws { append(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int16) throws { append(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int32) throws { append(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int64) throws { append(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt) throws { append(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt8) throws { append(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt16) throws { append(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt32) throws { append(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt64) throws { append(.number(JSONNumber(value))) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128) throws { append(.number(JSONNumber(value))) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128) throws { append(.number(JSONNumber(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let slot = _TreeSlot()
    let path = nextPath
    array.values.append(.slot(slot))
    try _TreeEncoder(options: encoder.options, codingPath: path, slot: slot, shared: encoder.shared).write(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    let nested = _TreeObject()
    let path = nextPath
    array.values.append(.object(nested))
    return KeyedEncodingContainer(_TreeKeyedContainer<NestedKey>(encoder: encoder, object: nested, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = _TreeArray()
    let path = nextPath
    array.values.append(.array(nested))
    return _TreeUnkeyedContainer(encoder: encoder, array: nested, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let slot = _TreeSlot()
    let path = nextPath
    array.values.append(.slot(slot))
    return _TreeEncoder(options: encoder.options, codingPath: path, slot: slot, shared: encoder.shared)
  }
}

/// The single-value container of ``_TreeEncoder``: its value.
struct _TreeSingleValueContainer: SingleValueEncodingContainer {
  let encoder: _TreeEncoder

  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws { try encoder.set(.null) }
  mutating func encode(_ value: Bool) throws { try encoder.set(.bool(value)) }
  mutating func encode(_ value: String) throws { try encoder.set(.string(value)) }
  mutating func encode(_ value: Double) throws {
    try encoder.set(encoder.number(value, typeName: "Double", at: codingPath))
  }
  mutating func encode(_ value: Float) throws { try encoder.set(encoder.float(value, at: codingPath)) }
  mutating func encode(_ value: Int) throws { try encoder.set(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int8) throws { try encoder.set(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int16) throws { try encoder.set(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int32) throws { try encoder.set(.number(JSONNumber(value))) }
  mutating func encode(_ value: Int64) throws { try encoder.set(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt) throws { try encoder.set(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt8) throws { try encoder.set(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt16) throws { try encoder.set(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt32) throws { try encoder.set(.number(JSONNumber(value))) }
  mutating func encode(_ value: UInt64) throws { try encoder.set(.number(JSONNumber(value))) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128) throws { try encoder.set(.number(JSONNumber(value))) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128) throws { try encoder.set(.number(JSONNumber(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    guard encoder.slot.value == nil else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: codingPath,
          debugDescription:
            "Attempt to encode value through single value container when previously value already encoded."
        ))
    }
    try encoder.write(value)
  }
}
