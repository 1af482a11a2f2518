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
  // The object and the path change when the decoder reuses the container for another object
  // of its key type (``_TapeDecoder/keyedContainer(_:object:base:extra:)``), which it does
  // only once user code let go of it; like the decoder's state, exempt from run-time
  // exclusivity checks.
  /// The tape index of the object.
  @exclusivity(unchecked) private(set) var object: Int
  /// How many of the decoder's path components begin this container's path.
  @exclusivity(unchecked) private(set) var base: Int
  /// The rest of the path (a nested container's keys).
  @exclusivity(unchecked) private(set) var extra: [_CodingStep]
  /// The converted keys, with a key strategy other than `.useDefaultKeys`.
  /// (Its lookup hint changes as keys are found: only the container's own lookups change it,
  /// one at a time.)
  @exclusivity(unchecked) var converted: _ConvertedKeys?
  /// With the default keys, the key index where the next lookup starts: members are mostly
  /// read in document order, so most lookups compare one key.
  @exclusivity(unchecked) private var hint = 0

  init(decoder: _TapeDecoder, object: Int, base: Int, extra: [_CodingStep]) {
    self.decoder = decoder
    self.object = object
    self.base = base
    self.extra = extra
    prepareLookups()
  }

  /// Makes the container the object at `object`'s, with the path (`base`, `extra`).
  func reset(object: Int, base: Int, extra: [_CodingStep]) {
    self.object = object
    self.base = base
    self.extra = extra
    prepareLookups()
  }

  /// Starts the key lookups at the object's first member.
  @inline(__always)
  private func prepareLookups() {
    if decoder.options.keysAreDefault {
      converted = nil
      hint = object + 1
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
    let object = object
    let found = _withUTF8(key.stringValue) { name in
      // The usual case inline: the key where the last lookup ended (members read in
      // document order), a plain key of an object without repeated keys.
      let hinted = reader._keyAtHint(of: object, hint: hint, length: name.count)
      if hinted >= 0 && reader._keyBytesMatch(hinted, name) {
        hint = reader._next(after: hinted + 1)
        return hinted + 1
      }
      let bytes = UnsafeRawBufferPointer(name)
      if reader.tape[object].flags & _TapeEntry.flagDuplicateKeys != 0 {
        return reader._firstMember(of: object, key: bytes)
      }
      return reader._member(of: object, key: bytes, hint: &hint)
    }
    return found >= 0 ? found : canonicallyEqualMember(key.stringValue)
  }

  /// The tape index of the value of the first member whose key is canonically equal to `name`
  /// but not byte for byte (`"\u{212A}"`, KELVIN SIGN, is `"K"`), as Foundation's dictionary
  /// of keys finds it; -1 when there is none. Only when `name` or a key is not plain ASCII
  /// (the parser flags such objects: most missing keys are known absent at once).
  @inline(never)
  func canonicallyEqualMember(_ name: String) -> Int {
    let reader = decoder.reader
    let entry = reader.tape[object]
    let nameIsASCII = _withUTF8(name) { !$0.contains { $0 >= 0x80 } }
    if nameIsASCII && entry.flags & _TapeEntry.flagUnicodeKeys == 0 { return -1 }
    let special = _TapeEntry.flagNonASCII | _TapeEntry.flagHasEscapes
    var member = object + 1
    while member < entry.end {
      if !nameIsASCII || reader.tape[member].flags & special != 0, reader._string(at: member) == name {
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
    return decoder.keyedContainer(NestedKey.self, object: node, base: base, extra: extra + [.key(key)])
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
/// The converted keys' UTF-8 bytes side by side in one buffer, searched from where the last
/// lookup ended (members are mostly read in document order): making a `String` of every
/// converted key and hashing it into a dictionary cost more than the conversions. An ASCII key
/// is compared byte for byte with listed ASCII keys of its length, and one whose length and
/// last byte no listed ASCII key has is known absent at once; a key that is not ASCII is
/// compared as a `String` (`"\u{212A}"`, KELVIN SIGN, equals `"K"`).
struct _ConvertedKeys {
  /// A listed key: where its bytes are in ``bytes``, whether it is ASCII, and the tape index
  /// of its value.
  private struct Listed {
    var start: Int32
    var count: Int32
    var isASCII: Bool
    var node: Int
  }

  /// The listed keys' bytes.
  private var bytes: [UInt8] = []
  /// The listed keys, in document order.
  private var listed: [Listed] = []
  /// A bit of 256 per ASCII key, chosen by its length and its first and last bytes
  /// (``signature(_:)``).
  private var summary = SIMD4<UInt64>()
  /// Whether a listed key is not ASCII.
  private var hasNonASCII = false
  /// Where the next lookup starts.
  private var hint = 0

  init(decoder: _TapeDecoder, object: Int, path: [any CodingKey]) {
    let reader = decoder.reader
    let entry = reader.tape[object]
    listed.reserveCapacity(entry.count)
    bytes.reserveCapacity(entry.count * 16)
    var member = object + 1
    while member < entry.end {
      switch decoder.options.keys {
      case .convertFromSnakeCase: appendCamelCase(reader, member)
      case .useDefaultKeys: appendIfNew(reader._string(at: member), node: member + 1)
      case .custom(let convert):
        let key = convert(path + [_JSONCodingKey(stringValue: reader._string(at: member))])
        appendIfNew(key.stringValue, node: member + 1)
      }
      member = reader._next(after: member + 1)
    }
    hint = 0
  }

  /// The converted keys, each once, in document order.
  var order: [String] { listed.indices.map(text) }

  /// The listed key at `index`, as a `String`.
  private func text(_ index: Int) -> String {
    let key = listed[index]
    return String(decoding: bytes[Int(key.start)..<Int(key.start + key.count)], as: UTF8.self)
  }

  /// Lists the key at `member` converted from snake case (from its bytes when it is plain
  /// ASCII), unless a listed key is the same.
  private mutating func appendCamelCase(_ reader: _TapeReader, _ member: Int) {
    let entry = reader.tape[member]
    let length = Int(truncatingIfNeeded: entry.payload)
    if entry.flags & (_TapeEntry.flagNonASCII | _TapeEntry.flagHasEscapes) == 0 {
      let key = UnsafeBufferPointer(start: reader.bytes + entry.offset, count: length)
      let done = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, length)) { output -> Bool in
        guard let count = _asciiCamelCaseFromSnakeCase(key, into: output.baseAddress!) else { return false }
        let converted = UnsafeBufferPointer(start: output.baseAddress!, count: count)
        if search(asciiBytes: converted) < 0 { append(converted, isASCII: true, node: member + 1) }
        return true
      }
      if done { return }
    }
    appendIfNew(_camelCaseFromSnakeCaseAsFoundation(reader._string(at: member)), node: member + 1)
  }

  /// Lists `key`, whose value is at `node`, unless a listed key is the same.
  private mutating func appendIfNew(_ key: String, node: Int) {
    guard self.node(of: key) < 0 else { return }
    _withUTF8(key) { key in
      append(key, isASCII: !key.contains { $0 >= 0x80 }, node: node)
    }
  }

  /// Lists the key of UTF-8 bytes `key`, whose value is at `node`.
  private mutating func append(_ key: UnsafeBufferPointer<UInt8>, isASCII ascii: Bool, node: Int) {
    listed.append(Listed(start: Int32(bytes.count), count: Int32(key.count), isASCII: ascii, node: node))
    bytes.append(contentsOf: key)
    if ascii {
      let (word, bit) = Self.signature(key)
      summary[word] |= bit
    } else {
      hasNonASCII = true
    }
  }

  /// The summary's word and bit for the ASCII key `key`.
  @inline(__always)
  private static func signature(_ key: UnsafeBufferPointer<UInt8>) -> (Int, UInt64) {
    guard let first = key.first, let last = key.last else { return (0, 1) }
    let mixed = (UInt64(key.count) &* 0x9E37_79B9 ^ UInt64(first) << 8 ^ UInt64(last)) &* 0xFF51_AFD7_ED55_8CCD
    return (Int(truncatingIfNeeded: mixed >> 62), 1 << (mixed >> 56 & 63))
  }

  /// The tape index of the value whose converted key is `key`, or -1.
  mutating func node(of key: String) -> Int {
    guard !listed.isEmpty else { return -1 }
    return _withUTF8(key) { key in
      guard !key.contains(where: { $0 >= 0x80 }) else { return search(text: String(decoding: key, as: UTF8.self)) }
      return search(asciiBytes: key)
    }
  }

  /// The tape index of the value of the listed key equal to the ASCII bytes `key`, searched
  /// from the hint around; -1 when there is none. A listed key that is not ASCII may equal it
  /// as a `String` and is compared so.
  private mutating func search(asciiBytes key: UnsafeBufferPointer<UInt8>) -> Int {
    let count = listed.count
    guard count > 0 else { return -1 }
    var index = hint < count ? hint : 0
    let length = Int32(key.count)
    return bytes.withUnsafeBufferPointer { text in
      let start = text.baseAddress!
      // The hint first: members are mostly read in document order.
      let hinted = listed[index]
      if hinted.isASCII, hinted.count == length, _bytesEqual(start + Int(hinted.start), key.baseAddress, key.count) {
        hint = index + 1
        return hinted.node
      }
      if !hasNonASCII {
        let (word, bit) = Self.signature(key)
        if summary[word] & bit == 0 { return -1 }
      }
      var keyText: String?
      for _ in 0..<count {
        let candidate = listed[index]
        let equal: Bool
        if candidate.isASCII {
          equal = candidate.count == length && _bytesEqual(start + Int(candidate.start), key.baseAddress, key.count)
        } else {
          if keyText == nil { keyText = String(decoding: key, as: UTF8.self) }
          equal = self.text(index) == keyText
        }
        if equal {
          hint = index + 1
          return candidate.node
        }
        index = index + 1 == count ? 0 : index + 1
      }
      return -1
    }
  }

  /// The tape index of the value of the listed key equal to `key` (not ASCII) as a `String`;
  /// -1 when there is none.
  private mutating func search(text key: String) -> Int {
    for index in listed.indices where text(index) == key {
      hint = index + 1
      return listed[index].node
    }
    return -1
  }
}
