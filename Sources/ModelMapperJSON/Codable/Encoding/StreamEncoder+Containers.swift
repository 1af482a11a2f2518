import Foundation

/// Where a ``_StreamKeyedContainer`` writes: its object's frame and its path. A class, so
/// that the encoder can point a container let go of at the next object of its key type
/// (``_StreamEncoder/keyedContainer(_:frame:base:extra:)``) instead of making another: a new
/// `KeyedEncodingContainer` costs two generic metadata lookups (the key type is only known
/// at run time), two allocations and their release, this object one allocation.
final class _StreamKeyedPlace {
  // Changed only when the encoder reuses the container, once user code let go of it;
  // exempt from run-time exclusivity checks, as the encoder's state is.
  /// The object's frame (index -1: none, the call goes to the tree).
  @exclusivity(unchecked) var frame: (index: Int, id: Int)
  /// How many of the encoder's path components begin the container's path.
  @exclusivity(unchecked) var base: Int
  /// The rest of the path (a nested container's keys).
  @exclusivity(unchecked) var extra: [_CodingStep]

  init(frame: (index: Int, id: Int), base: Int, extra: [_CodingStep]) {
    self.frame = frame
    self.base = base
    self.extra = extra
  }

  /// Points the place at the object of `frame`, with the path (`base`, `extra`).
  @inline(__always)
  func reset(frame: (index: Int, id: Int), base: Int, extra: [_CodingStep]) {
    self.frame = frame
    self.base = base
    self.extra = extra
  }
}

/// A keyed container of ``_StreamEncoder``: an object open in the output.
struct _StreamKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: _StreamEncoder
  /// The object's frame and the path.
  let place: _StreamKeyedPlace

  init(encoder: _StreamEncoder, place: _StreamKeyedPlace) {
    self.encoder = encoder
    self.place = place
  }

  /// The object's frame (index -1: none, the call goes to the tree).
  var frame: (index: Int, id: Int) { place.frame }
  /// How many of the encoder's path components begin this container's path.
  var base: Int { place.base }
  /// The rest of the path (a nested container's keys).
  var extra: [_CodingStep] { place.extra }

  var codingPath: [any CodingKey] {
    encoder.path.prefix(base).map(\.codingKey) + extra.map(\.codingKey)
  }

  /// Writes the separator and key of a new member.
  @inline(__always)
  func member(_ key: Key) throws {
    guard frame.index >= 0 else { throw encoder.giveUp() }
    try encoder.reopen(frame.index, frame.id)
    try encoder.writeMember(key, base: base, extra: extra, frame: frame.index)
  }

  /// The coding path of the member `key`.
  func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

  func encodeNil(forKey key: Key) throws {
    try member(key)
    encoder.emitter.null()
  }

  func encode(_ value: Bool, forKey key: Key) throws {
    try member(key)
    encoder.emitter.boolean(value)
  }

  func encode(_ value: String, forKey key: Key) throws {
    try member(key)
    encoder.emitter.write(string: value)
  }

  func encode(_ value: Double, forKey key: Key) throws {
    try member(key)
    try encoder.writeDouble(value, at: path(key))
  }

  func encode(_ value: Float, forKey key: Key) throws {
    try member(key)
    try encoder.writeFloat(value, at: path(key))
  }

  func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
  func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  func encode(_ value: Int128, forKey key: Key) throws { try integer(value, key) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  func encode(_ value: UInt128, forKey key: Key) throws { try integer(value, key) }

  @inline(__always)
  func integer<Integer: FixedWidthInteger>(_ value: Integer, _ key: Key) throws {
    try member(key)
    encoder.writeInteger(value)
  }

  func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try member(key)
    try encoder.encodeValue(value, base: base, extra: extra, at: .key(key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    encoder.keyedContainer(
      NestedKey.self, frame: nested(.object, key, keyType: ObjectIdentifier(NestedKey.self)), base: base,
      extra: extra + [.key(key)])
  }

  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    _StreamUnkeyedContainer(
      encoder: encoder, frame: nested(.array, key), base: base, extra: extra + [.key(key)])
  }

  /// Opens a nested container as the member `key`; (-1, 0) when it cannot be written now.
  func nested(_ kind: _JSONContainer, _ key: Key, keyType: ObjectIdentifier? = nil) -> (index: Int, id: Int) {
    do {
      try member(key)
    } catch {
      encoder.needsTree = true
      return (-1, 0)
    }
    return encoder.openFrame(kind, slot: 0, keyType: keyType)
  }

  func superEncoder() -> any Encoder {
    // The superclass's value is written when its encoder is used, not here: through the tree.
    encoder.needsTree = true
    return encoder
  }

  func superEncoder(forKey key: Key) -> any Encoder {
    encoder.needsTree = true
    return encoder
  }
}

/// An unkeyed container of ``_StreamEncoder``: an array open in the output.
struct _StreamUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: _StreamEncoder
  let frame: (index: Int, id: Int)
  let base: Int
  var extra: [_CodingStep] = []
  private(set) var count = 0

  init(encoder: _StreamEncoder, frame: (index: Int, id: Int), base: Int, extra: [_CodingStep] = []) {
    self.encoder = encoder
    self.frame = frame
    self.base = base
    self.extra = extra
    if frame.index >= 0 { count = encoder.frames[frame.index].count }
  }

  var codingPath: [any CodingKey] { encoder.path.prefix(base).map(\.codingKey) + extra.map(\.codingKey) }

  /// Writes the separator of a new element.
  @inline(__always)
  mutating func element() throws {
    guard frame.index >= 0 else { throw encoder.giveUp() }
    try encoder.reopen(frame.index, frame.id)
    let written = encoder.frames[frame.index].count
    encoder.emitter.separate(element: written, depth: encoder.baseDepth + encoder.frames.count)
    encoder.frames[frame.index].count = written + 1
    count = written + 1
  }

  /// The coding path of the element being written.
  func path() -> [any CodingKey] { codingPath + [_JSONCodingKey(index: count - 1)] }

  mutating func encodeNil() throws {
    try element()
    encoder.emitter.null()
  }

  mutating func encode(_ value: Bool) throws {
    try element()
    encoder.emitter.boolean(value)
  }

  mutating func encode(_ value: String) throws {
    try element()
    encoder.emitter.write(string: value)
  }

  mutating func encode(_ value: Double) throws {
    try element()
    try encoder.writeDouble(value, at: path())
  }

  mutating func encode(_ value: Float) throws {
    try element()
    try encoder.writeFloat(value, at: path())
  }

  mutating func encode(_ value: Int) throws { try integer(value) }
  mutating func encode(_ value: Int8) throws { try integer(value) }
  mutating func encode(_ value: Int16) throws { try integer(value) }
  mutating func encode(_ value: Int32) throws { try integer(value) }
  mutating func encode(_ value: Int64) throws { try integer(value) }
  mutating func encode(_ value: UInt) throws { try integer(value) }
  mutating func encode(_ value: UInt8) throws { try integer(value) }
  mutating func encode(_ value: UInt16) throws { try integer(value) }
  mutating func encode(_ value: UInt32) throws { try integer(value) }
  mutating func encode(_ value: UInt64) throws { try integer(value) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128) throws { try integer(value) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128) throws { try integer(value) }

  @inline(__always)
  mutating func integer<Integer: FixedWidthInteger>(_ value: Integer) throws {
    try element()
    encoder.writeInteger(value)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try element()
    try encoder.encodeValue(value, base: base, extra: extra, at: .index(count - 1))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    let frame = nested(.object, keyType: ObjectIdentifier(NestedKey.self))
    return encoder.keyedContainer(NestedKey.self, frame: frame, base: base, extra: extra + [.index(count - 1)])
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let frame = nested(.array)
    return _StreamUnkeyedContainer(encoder: encoder, frame: frame, base: base, extra: extra + [.index(count - 1)])
  }

  /// Opens a nested container as the next element; (-1, 0) when it cannot be written now.
  mutating func nested(_ kind: _JSONContainer, keyType: ObjectIdentifier? = nil) -> (index: Int, id: Int) {
    do {
      try element()
    } catch {
      encoder.needsTree = true
      count += 1
      return (-1, 0)
    }
    return encoder.openFrame(kind, slot: 0, keyType: keyType)
  }

  mutating func superEncoder() -> any Encoder {
    encoder.needsTree = true
    return encoder
  }
}

/// The single-value container of ``_StreamEncoder``: the current value.
struct _StreamSingleValueContainer: SingleValueEncodingContainer {
  let encoder: _StreamEncoder
  /// The value this container writes.
  let slot: Int
  let base: Int

  var codingPath: [any CodingKey] { encoder.path.prefix(base).map(\.codingKey) }

  /// Claims the value for a scalar: it must be the current one, not written yet.
  @inline(__always)
  func claim() throws {
    guard encoder.slot.id == slot else { throw encoder.giveUp() }
    try encoder.fill()
  }

  mutating func encodeNil() throws {
    try claim()
    encoder.emitter.null()
  }

  mutating func encode(_ value: Bool) throws {
    try claim()
    encoder.emitter.boolean(value)
  }

  mutating func encode(_ value: String) throws {
    try claim()
    encoder.emitter.write(string: value)
  }

  mutating func encode(_ value: Double) throws {
    try claim()
    try encoder.writeDouble(value, at: codingPath)
  }

  mutating func encode(_ value: Float) throws {
    try claim()
    try encoder.writeFloat(value, at: codingPath)
  }

  mutating func encode(_ value: Int) throws { try integer(value) }
  mutating func encode(_ value: Int8) throws { try integer(value) }
  mutating func encode(_ value: Int16) throws { try integer(value) }
  mutating func encode(_ value: Int32) throws { try integer(value) }
  mutating func encode(_ value: Int64) throws { try integer(value) }
  mutating func encode(_ value: UInt) throws { try integer(value) }
  mutating func encode(_ value: UInt8) throws { try integer(value) }
  mutating func encode(_ value: UInt16) throws { try integer(value) }
  mutating func encode(_ value: UInt32) throws { try integer(value) }
  mutating func encode(_ value: UInt64) throws { try integer(value) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128) throws { try integer(value) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128) throws { try integer(value) }

  @inline(__always)
  func integer<Integer: FixedWidthInteger>(_ value: Integer) throws {
    try claim()
    encoder.writeInteger(value)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    guard encoder.slot.id == slot, !encoder.slot.filled else { throw encoder.giveUp() }
    try encoder.write(value)
  }
}
