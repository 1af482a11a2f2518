import Foundation
import ModelMapperSupport

/// A keyed container of ``_TapeDecoder``: an object on the tape, its members found in place.
///
/// With the default key strategy a key is found by comparing its UTF-8 bytes with the
/// members' (from where the last lookup ended: members are mostly read in document order);
/// with another strategy the converted keys are listed once, as Foundation lists them. When an
/// object repeats a key, the first member with it counts, as in Foundation.
///
/// A class: `KeyedDecodingContainer` keeps it in a box that copies it for every value it
/// decodes, and a reference is one word to copy.
final class _TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: _TapeDecoder
  /// The tape index of the object.
  let object: Int
  /// How many of the decoder's path components begin this container's path.
  let base: Int
  /// The rest of the path (a nested container's keys).
  let extra: [_CodingStep]
  /// The converted keys, with a key strategy other than `.useDefaultKeys`.
  let converted: _ConvertedKeys?

  init(decoder: _TapeDecoder, object: Int, base: Int, extra: [_CodingStep]) throws {
    self.decoder = decoder
    self.object = object
    self.base = base
    self.extra = extra
    if case .useDefaultKeys = decoder.options.keys {
      converted = nil
      decoder.resetHint(depth: base + extra.count, object: object)
    } else {
      converted = _ConvertedKeys(decoder: decoder, object: object, path: decoder.path(base: base, extra: extra))
    }
  }

  var codingPath: [any CodingKey] { decoder.path(base: base, extra: extra) }

  var allKeys: [Key] {
    if let converted { return converted.order.compactMap { Key(stringValue: $0) } }
    let reader = decoder.reader
    let entry = reader.tape[object]
    var seen: Set<String>? = entry.flags & _TapeEntry.flagDuplicateKeys != 0 ? [] : nil
    var keys: [Key] = []
    keys.reserveCapacity(entry.count)
    var member = object + 1
    while member < entry.end {
      let name = reader._string(at: member)
      if seen?.insert(name).inserted != false, let key = Key(stringValue: name) { keys.append(key) }
      member = reader._next(after: member + 1)
    }
    return keys
  }

  /// The tape index of the value of `key`, or -1.
  @inline(__always)
  func member(_ key: Key) -> Int {
    if let converted { return converted.members[key.stringValue] ?? -1 }
    let reader = decoder.reader
    let depth = base + extra.count
    let object = object
    return _withUTF8(key.stringValue) { name in
      let bytes = UnsafeRawBufferPointer(name)
      if reader.tape[object].flags & _TapeEntry.flagDuplicateKeys != 0 {
        return reader._firstMember(of: object, key: bytes)
      }
      return reader._member(of: object, key: bytes, hint: &decoder.hints[depth])
    }
  }

  /// The tape index of the value of `key`, or the error that it is missing.
  @inline(__always)
  func existing(_ key: Key) throws -> Int {
    let node = member(key)
    guard node >= 0 else { throw keyNotFound(key) }
    return node
  }

  @inline(never)
  func keyNotFound(_ key: Key) -> DecodingError {
    .keyNotFound(
      key,
      .init(codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
  }

  func contains(_ key: Key) -> Bool { member(key) >= 0 }

  func decodeNil(forKey key: Key) throws -> Bool {
    decoder.reader.tape[try existing(key)].kind == .null
  }

  // MARK: Scalars

  /// The scalar `read` makes of the value of `key`, or the error.
  @inline(__always)
  func scalar<Value>(_ key: Key, _ read: (Int) -> Value?) throws -> Value {
    let node = try existing(key)
    if let value = read(node) { return value }
    throw decoder.mismatch(Value.self, at: node, path: decoder.path(base: base, extra: extra, adding: .key(key)))
  }

  /// The scalar `read` makes of the value of `key`; nil when the key is missing or null.
  @inline(__always)
  func scalarIfPresent<Value>(_ key: Key, _ read: (Int) -> Value?) throws -> Value? {
    let node = member(key)
    guard node >= 0, decoder.reader.tape[node].kind != .null else { return nil }
    if let value = read(node) { return value }
    throw decoder.mismatch(Value.self, at: node, path: decoder.path(base: base, extra: extra, adding: .key(key)))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key) { decoder.bool(at: $0) } }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key) { decoder.string(at: $0) } }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key) { decoder.double(at: $0) } }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key) { decoder.float(at: $0) } }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try scalar(key) { decoder.integer(Int.self, at: $0) }
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try scalar(key) { decoder.integer(Int8.self, at: $0) }
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try scalar(key) { decoder.integer(Int16.self, at: $0) }
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try scalar(key) { decoder.integer(Int32.self, at: $0) }
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try scalar(key) { decoder.integer(Int64.self, at: $0) }
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try scalar(key) { decoder.integer(UInt.self, at: $0) }
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try scalar(key) { decoder.integer(UInt8.self, at: $0) }
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try scalar(key) { decoder.integer(UInt16.self, at: $0) }
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try scalar(key) { decoder.integer(UInt32.self, at: $0) }
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try scalar(key) { decoder.integer(UInt64.self, at: $0) }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
    try scalar(key) { decoder.integer(Int128.self, at: $0) }
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
    try scalar(key) { decoder.integer(UInt128.self, at: $0) }
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try scalarIfPresent(key) { decoder.bool(at: $0) }
  }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try scalarIfPresent(key) { decoder.string(at: $0) }
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try scalarIfPresent(key) { decoder.double(at: $0) }
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try scalarIfPresent(key) { decoder.float(at: $0) }
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try scalarIfPresent(key) { decoder.integer(Int.self, at: $0) }
  }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try scalarIfPresent(key) { decoder.integer(Int64.self, at: $0) }
  }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try scalarIfPresent(key) { decoder.integer(UInt64.self, at: $0) }
  }

  // MARK: Values

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.unwrap(T.self, at: try existing(key), base: base, extra: extra, adding: .key(key))
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    let node = member(key)
    guard node >= 0, decoder.reader.tape[node].kind != .null else { return nil }
    return try decoder.unwrap(T.self, at: node, base: base, extra: extra, adding: .key(key))
  }

  // MARK: Nested containers

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let node = try existing(key)
    guard decoder.reader.tape[node].kind == .object else {
      throw decoder.containerError(
        keyed: true, at: node, path: decoder.path(base: base, extra: extra, adding: .key(key)))
    }
    return KeyedDecodingContainer(
      try _TapeKeyedContainer<NestedKey>(decoder: decoder, object: node, base: base, extra: extra + [.key(key)]))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let node = try existing(key)
    guard decoder.reader.tape[node].kind == .array else {
      throw decoder.containerError(
        keyed: false, at: node, path: decoder.path(base: base, extra: extra, adding: .key(key)))
    }
    return _TapeUnkeyedContainer(decoder: decoder, array: node, base: base, extra: extra + [.key(key)])
  }

  func superDecoder() throws -> any Decoder {
    let node = _withUTF8("super") { decoder.reader._firstMember(of: object, key: UnsafeRawBufferPointer($0)) }
    return decoder.detached(at: node, path: decoder.path(base: base, extra: extra, adding: .superKey))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    decoder.detached(at: member(key), path: decoder.path(base: base, extra: extra, adding: .key(key)))
  }
}

/// The members of an object by converted key (the first member where conversions collide),
/// and the converted keys in document order.
struct _ConvertedKeys {
  private(set) var members: [String: Int] = [:]
  private(set) var order: [String] = []

  init(decoder: _TapeDecoder, object: Int, path: [any CodingKey]) {
    let reader = decoder.reader
    let entry = reader.tape[object]
    members.reserveCapacity(entry.count)
    order.reserveCapacity(entry.count)
    var member = object + 1
    while member < entry.end {
      let name = reader._string(at: member)
      let converted: String
      switch decoder.options.keys {
      case .useDefaultKeys: converted = name
      case .convertFromSnakeCase: converted = _camelCaseFromSnakeCaseAsFoundation(name)
      case .custom(let convert): converted = convert(path + [_JSONCodingKey(stringValue: name)]).stringValue
      }
      if members[converted] == nil {
        members[converted] = member + 1
        order.append(converted)
      }
      member = reader._next(after: member + 1)
    }
  }
}
