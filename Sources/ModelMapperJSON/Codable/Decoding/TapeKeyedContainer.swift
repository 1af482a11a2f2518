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
  /// (Its lookup hint changes as keys are found; like the decoder's state, exempt from
  /// run-time exclusivity checks: only the container's own lookups change it, one at a time.)
  @exclusivity(unchecked) var converted: _ConvertedKeys?
  /// Whether a key of the object is not ASCII, once a lookup needed to know.
  @exclusivity(unchecked) private var hasNonASCIIKey: Bool?

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
    if converted != nil { return converted!.node(of: key.stringValue) }
    let reader = decoder.reader
    let depth = base + extra.count
    let object = object
    let found = _withUTF8(key.stringValue) { name in
      let bytes = UnsafeRawBufferPointer(name)
      if reader.tape[object].flags & _TapeEntry.flagDuplicateKeys != 0 {
        return reader._firstMember(of: object, key: bytes)
      }
      return reader._member(of: object, key: bytes, hint: &decoder.hints[depth])
    }
    return found >= 0 ? found : canonicallyEqualMember(key.stringValue)
  }

  /// The tape index of the value of the first member whose key is canonically equal to `name`
  /// but not byte for byte (`"\u{212A}"`, KELVIN SIGN, is `"K"`), as Foundation's dictionary
  /// of keys finds it; -1 when there is none. Only when `name` or a key is not ASCII.
  @inline(never)
  func canonicallyEqualMember(_ name: String) -> Int {
    let reader = decoder.reader
    let end = reader.tape[object].end
    var nameIsASCII = true
    for byte in name.utf8 where byte >= 0x80 { nameIsASCII = false }
    if nameIsASCII {
      if hasNonASCIIKey == nil {
        var found = false
        var member = object + 1
        while member < end && !found {
          found = reader.tape[member].flags & _TapeEntry.flagNonASCII != 0
          member = reader._next(after: member + 1)
        }
        hasNonASCIIKey = found
      }
      guard hasNonASCIIKey == true else { return -1 }
    }
    var member = object + 1
    while member < end {
      if !nameIsASCII || reader.tape[member].flags & _TapeEntry.flagNonASCII != 0, reader._string(at: member) == name {
        return member + 1
      }
      member = reader._next(after: member + 1)
    }
    return -1
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
///
/// A list, searched from where the last lookup ended (members are mostly read in document
/// order): hashing every converted key into a dictionary cost more than the conversions. An
/// ASCII key is compared only with listed keys of its length, and one whose length and last
/// byte no listed ASCII key has is known absent at once (a non-ASCII key may equal an ASCII
/// one, `"\u{212A}"` is `"K"`, so it is compared with all).
struct _ConvertedKeys {
  /// The converted keys, each once (its first member), in document order.
  private(set) var order: [String] = []
  /// The tape index of each key's value.
  private var nodes: [Int] = []
  /// The UTF-8 length of each key, -1 for a key that is not ASCII.
  private var lengths: [Int] = []
  /// A bit per ASCII key's length and last byte (``signature(_:_:)``).
  private var summary: UInt64 = 0
  /// Whether a listed key is not ASCII.
  private var hasNonASCII = false
  /// Where the next lookup starts.
  private var hint = 0

  init(decoder: _TapeDecoder, object: Int, path: [any CodingKey]) {
    let reader = decoder.reader
    let entry = reader.tape[object]
    order.reserveCapacity(entry.count)
    nodes.reserveCapacity(entry.count)
    lengths.reserveCapacity(entry.count)
    var member = object + 1
    while member < entry.end {
      let converted: String
      switch decoder.options.keys {
      case .useDefaultKeys: converted = reader._string(at: member)
      case .convertFromSnakeCase: converted = Self.camelCase(reader, member)
      case .custom(let convert):
        converted = convert(path + [_JSONCodingKey(stringValue: reader._string(at: member))]).stringValue
      }
      if node(of: converted) < 0 { append(converted, node: member + 1) }
      member = reader._next(after: member + 1)
    }
    hint = 0
  }

  /// Lists `key`, whose value is at `node`.
  private mutating func append(_ key: String, node: Int) {
    var key = key
    let ascii = key.withUTF8 { bytes -> (Int, UInt64)? in
      for byte in bytes where byte >= 0x80 { return nil }
      return (bytes.count, Self.signature(bytes.count, bytes.last ?? 0))
    }
    if let (length, bit) = ascii {
      lengths.append(length)
      summary |= bit
    } else {
      lengths.append(-1)
      hasNonASCII = true
    }
    order.append(key)
    nodes.append(node)
  }

  /// The summary bit of an ASCII key of `length` bytes whose last byte is `last`.
  @inline(__always)
  private static func signature(_ length: Int, _ last: UInt8) -> UInt64 {
    1 << UInt64((length &* 7 &+ Int(last)) & 63)
  }

  /// The key at `member` converted from snake case, from its bytes when it is plain ASCII.
  private static func camelCase(_ reader: _TapeReader, _ member: Int) -> String {
    let entry = reader.tape[member]
    let length = Int(truncatingIfNeeded: entry.payload)
    if entry.flags & (_TapeEntry.flagNonASCII | _TapeEntry.flagHasEscapes) == 0 {
      let key = UnsafeBufferPointer(start: reader.bytes + entry.offset, count: length)
      let converted = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, length)) { output -> String? in
        guard let count = _asciiCamelCaseFromSnakeCase(key, into: output.baseAddress!) else { return nil }
        return count <= 15
          ? _smallASCIIString(output.baseAddress!, count) : _largeASCIIString(output.baseAddress!, count)
      }
      if let converted { return converted }
    }
    return _camelCaseFromSnakeCaseAsFoundation(reader._string(at: member))
  }

  /// The tape index of the value whose converted key is `key`, or -1.
  mutating func node(of key: String) -> Int {
    let count = order.count
    guard count > 0 else { return -1 }
    if hint < count && order[hint] == key {
      hint += 1
      return nodes[hint - 1]
    }
    return search(key)
  }

  /// ``node(of:)`` where the hint did not answer: the keys of `key`'s length (all, when it or
  /// a listed key is not ASCII), from the hint around.
  private mutating func search(_ key: String) -> Int {
    let count = order.count
    var key = key
    let asciiLength = key.withUTF8 { bytes -> Int in
      for byte in bytes where byte >= 0x80 { return -1 }
      if !hasNonASCII && summary & Self.signature(bytes.count, bytes.last ?? 0) == 0 { return -2 }
      return bytes.count
    }
    guard asciiLength != -2 else { return -1 }
    var index = hint < count ? hint : 0
    for _ in 0..<count {
      let length = lengths[index]
      if (asciiLength < 0 || length < 0 || length == asciiLength) && order[index] == key {
        hint = index + 1
        return nodes[index]
      }
      index = index + 1 == count ? 0 : index + 1
    }
    return -1
  }
}
