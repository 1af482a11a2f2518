import Foundation
import ModelMapperSupport

/// A container open in the output of a ``_StreamEncoder``.
struct _StreamFrame {
  /// Unique within the call: a container refers to its frame by index and id.
  var id: Int
  var kind: _JSONContainer
  /// The members or elements written.
  var count = 0
  /// The value (slot) the container is; 0 for a nested container.
  var slot: Int
  /// A summary of the keys written (objects), for finding a key written twice.
  var signatures = SIMD4<UInt64>()
  /// Where this object's keys start in the encoder's `writtenKeys`.
  var keyBase: Int
  /// The identity of the object's `CodingKey` type (of its first keyed container), whose
  /// shape (see ``_CodingKeyShape``) it follows or whose keys it records; nil for none.
  var keyType: ObjectIdentifier?
  /// The key type's shape, held by the cache.
  var shape: Unmanaged<_CodingKeyShape>?
  /// Whether the keys written so far are all the shape's, at increasing positions.
  var followsShape = false
  /// The position after the shape's last key written.
  var shapePosition = 0
  /// The positions of the shape's keys written (bits).
  var shapeWritten: UInt64 = 0
  /// Whether the object records its keys (from `keyTextBase` in the encoder's `keyTexts`)
  /// for its key type's shape when it closes.
  var recordsKeys = false
  var keyTextBase = 0
}

/// The value being encoded: an id, the number of frames open when it began, and whether it
/// was written (a scalar) or opened (a container, the frame at `base`).
struct _StreamSlot {
  var id: Int
  var base: Int
  var filled = false
}

/// Thrown when the output cannot be written in one pass; the call is then encoded through
/// ``_TreeEncoder``. (Also noted in `needsTree`, in case user code catches it.)
struct _NeedsTree: Error {}

/// The fast `Encoder` of ``ModelMapperJSONEncoder``: writes each value into one byte buffer
/// as it is encoded, in the order containers are used.
///
/// A container's writes land in the output only while it is the innermost open one (its
/// nested containers are closed when it writes again). Anything else (a container written
/// after a sibling began, a key written twice, `superEncoder()`, a second value in one
/// single-value container) gives up with ``_NeedsTree`` and the call is encoded again
/// through the tree encoder, which handles every order.
final class _StreamEncoder: Encoder {
  @exclusivity(unchecked) var emitter: _JSONEmitter
  /// The call's options (set again when the encoder is reused, see ``make(options:capacity:)``).
  @exclusivity(unchecked) var options: _EncodingOptions
  @exclusivity(unchecked) var path: [_CodingStep] = []
  @exclusivity(unchecked) var frames: [_StreamFrame] = []
  @exclusivity(unchecked) var slot = _StreamSlot(id: 1, base: 0)
  @exclusivity(unchecked) var lastID = 1
  @exclusivity(unchecked) var needsTree = false
  /// The keys of the open objects' members: where they are in the output, and their hashes.
  @exclusivity(unchecked) var writtenKeys: [_WrittenKey] = []
  /// The key shapes of the call's key strategy (nil for a custom one), and those looked up
  /// so far in this call (so that most containers take no lock): the first apart, so that a
  /// call with one key type allocates no array.
  @exclusivity(unchecked) var keyShapes: _CodingKeyShapes?
  @exclusivity(unchecked) var firstShape: (type: ObjectIdentifier, shape: Unmanaged<_CodingKeyShape>)?
  @exclusivity(unchecked) var knownShapes: [(type: ObjectIdentifier, shape: Unmanaged<_CodingKeyShape>)] = []
  /// The keys of the open objects that record them (see ``_StreamFrame/recordsKeys``).
  @exclusivity(unchecked) var keyTexts: [String] = []
  /// Keyed containers kept for reuse during a call (see StreamEncoder+SpareContainers.swift),
  /// and whether they are: only from ``make(options:capacity:)`` to ``keep(_:)``.
  @exclusivity(unchecked) var spareContainers: [_SpareContainer<_StreamKeyedPlace>] = []
  @exclusivity(unchecked) var containerReuse = _ContainerReuse.off
  /// The place of the call's first keyed container (which is not reused: see
  /// ``newKeyedContainer(_:frame:base:extra:)``).
  let firstPlace = _StreamKeyedPlace(frame: (-1, 0), base: 0, extra: [])
  var madeUserInfo: [CodingUserInfoKey: Any]?
  /// For the `.formatted` date strategy: the formatter's settings, read at the call's first
  /// date.
  @exclusivity(unchecked) var formattedDates = _FormattedDatesOfCall()

  /// The nesting depth of the value in the output (the output of another writer it encodes
  /// into), for indentation.
  var baseDepth = 0

  /// A new encoder; calls take one with ``make(options:capacity:)``, which reuses the last.
  init(options: _EncodingOptions, capacity: Int) {
    self.options = options
    keyShapes = _CodingKeyShapes.of(options.keys)
    emitter = _JSONEmitter(options: options.writerOptions, capacity: capacity)
    frames.reserveCapacity(16)
    path.reserveCapacity(16)
    writtenKeys.reserveCapacity(64)
  }

  var codingPath: [any CodingKey] { path.codingPath }

  var userInfo: [CodingUserInfoKey: Any] {
    if let madeUserInfo { return madeUserInfo }
    let made = options.userInfo.mapValues { $0 as Any }
    madeUserInfo = made
    return made
  }

  /// Encodes the top-level value; false when it must be encoded through the tree.
  func encodeRoot<T: Encodable>(_ value: T) throws -> Bool {
    do {
      try write(value)
      if !needsTree && !slot.filled {
        throw EncodingError.invalidValue(
          value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
      }
      try finish(slot)
    } catch is _NeedsTree {
      return false
    } catch {
      if needsTree { return false }
      throw error
    }
    return !needsTree
  }

  /// Gives up on one pass.
  @inline(never)
  func giveUp() -> _NeedsTree {
    needsTree = true
    return _NeedsTree()
  }

  // MARK: Values

  /// Encodes `value` as a new value (its key or separator written) of the container whose
  /// path is the first `base` components of the encoder's and `extra`, under `step`.
  @inline(__always)
  func encodeValue<T: Encodable>(_ value: T, base: Int, extra: [_CodingStep], at step: _CodingStep) throws {
    let saved = slot
    lastID &+= 1
    slot = _StreamSlot(id: lastID, base: frames.count)
    path.truncate(to: base)
    if !extra.isEmpty { path.append(contentsOf: extra) }
    path.append(step)
    try write(value)
    try finish(slot)
    path.truncate(to: base)
    slot = saved
  }

  /// Writes `value` into the current slot: Foundation's special types by their strategies,
  /// everything else by its `encode(to:)`.
  func write<T: Encodable>(_ value: T) throws {
    if T.self == Date.self {
      try writeDate(unsafeBitCast(value, to: Date.self))
    } else if T.self == Data.self {
      try writeData(unsafeBitCast(value, to: Data.self))
    } else if T.self == URL.self {
      try fill()
      emitter.write(string: unsafeBitCast(value, to: URL.self).absoluteString)
    } else if T.self == Decimal.self {
      try writeDecimal(unsafeBitCast(value, to: Decimal.self))
    } else if let kind = _ScalarArrayTypes.shared.kind(of: T.self) {
      switch kind {
      case .strings: try writeElements(unsafeBitCast(value, to: [String].self)) { try $0.encode($1) }
      case .integers: try writeElements(unsafeBitCast(value, to: [Int].self)) { try $0.encode($1) }
      case .doubles: try writeElements(unsafeBitCast(value, to: [Double].self)) { try $0.encode($1) }
      }
    } else if options.convertsKeys, let dictionary = value as? any _StringKeyedDictionaryEncodable {
      try dictionary._encode(into: self)
    } else {
      try value.encode(to: self)
    }
  }

  /// Writes `elements` as `Array.encode(to:)` does (an unkeyed container, each element
  /// encoded into it in turn), without that initializer's generic code: the standard
  /// library's, not specialized for the caller, it boxed the container and went through
  /// the runtime for each element.
  @inline(__always)
  func writeElements<Element>(
    _ elements: [Element], _ encode: (inout _StreamUnkeyedContainer, Element) throws -> Void
  ) throws {
    var container = streamUnkeyedContainer()
    for element in elements { try encode(&container, element) }
  }

  /// Closes what the value `slot` opened; a value that wrote nothing is `{}`, as in
  /// Foundation.
  @inline(__always)
  func finish(_ slot: _StreamSlot) throws {
    guard !needsTree else { throw _NeedsTree() }
    guard self.slot.filled else {
      emitter.open(.object)
      emitter.close(.object, elements: 0, depth: baseDepth + frames.count)
      return
    }
    guard frames.count > slot.base else { return }
    guard frames[slot.base].slot == slot.id else { throw giveUp() }
    close(downTo: slot.base)
  }

  /// Closes the open frames from the innermost down to `index`, inclusive.
  @inline(__always)
  func close(downTo index: Int) {
    while frames.count > index {
      let frame = frames.removeLast()
      emitter.close(frame.kind, elements: frame.count, depth: baseDepth + frames.count)
      if frame.kind == .object {
        writtenKeys.removeSubrange(frame.keyBase...)
        if frame.recordsKeys { recordKeys(of: frame) }
      }
    }
  }

  /// Opens a container as the current slot's value, or as a nested container (`slot` 0); a
  /// keyed container's object follows the shape of its key type `keyType`, or records its
  /// keys when the type has none yet.
  @inline(__always)
  func openFrame(_ kind: _JSONContainer, slot owner: Int, keyType: ObjectIdentifier? = nil) -> (index: Int, id: Int) {
    lastID &+= 1
    emitter.open(kind)
    var frame = _StreamFrame(id: lastID, kind: kind, slot: owner, keyBase: writtenKeys.count)
    if let keyType, keyShapes != nil {
      frame.keyType = keyType
      if let shape = shape(of: keyType) {
        frame.shape = shape
        frame.followsShape = shape._withUnsafeGuaranteedRef { $0.count > 0 }
      } else {
        frame.recordsKeys = true
        frame.keyTextBase = keyTexts.count
      }
    }
    frames.append(frame)
    return (frames.count - 1, lastID)
  }

  /// The shape of the key type `keyType`: from those this call looked up, else from the
  /// cache (taking its lock).
  @inline(__always)
  func shape(of keyType: ObjectIdentifier) -> Unmanaged<_CodingKeyShape>? {
    if let firstShape, firstShape.type == keyType { return firstShape.shape }
    for known in knownShapes where known.type == keyType { return known.shape }
    return lookUpShape(of: keyType)
  }

  @inline(never)
  func lookUpShape(of keyType: ObjectIdentifier) -> Unmanaged<_CodingKeyShape>? {
    guard let shape = keyShapes?.shape(of: keyType) else { return nil }
    if firstShape == nil {
      firstShape = (keyType, shape)
    } else if knownShapes.count < 16 {
      knownShapes.append((keyType, shape))
    }
    return shape
  }

  /// Records the keys `frame` wrote (the shape's it followed first, then those it recorded)
  /// for its key type's shape.
  @inline(never)
  func recordKeys(of frame: _StreamFrame) {
    guard let keyType = frame.keyType, let keyShapes else { return }
    let previous = frame.shape?.takeUnretainedValue()
    let keys = (previous?.keys(among: frame.shapeWritten) ?? []) + keyTexts[frame.keyTextBase...]
    keyTexts.removeSubrange(frame.keyTextBase...)
    // An object that wrote no key (its optionals all nil) tells nothing: the next records.
    guard !keys.isEmpty else { return }
    keyShapes.record(keys, of: keyType, previous: previous)
  }

  /// Makes the frame at `index` (id `id`) the innermost open one, closing nested containers
  /// above it; throws ``_NeedsTree`` when it is closed already.
  @inline(__always)
  func reopen(_ index: Int, _ id: Int) throws {
    guard index < frames.count, frames[index].id == id else { throw giveUp() }
    if frames.count > index + 1 { close(downTo: index + 1) }
  }

  /// Claims the current slot for a scalar the caller then writes.
  @inline(__always)
  func fill() throws {
    guard !slot.filled else { throw giveUp() }
    slot.filled = true
  }

  // MARK: Encoder

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    keyedContainer(Key.self, frame: valueFrame(.object, keyType: ObjectIdentifier(Key.self)), base: path.count)
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer { streamUnkeyedContainer() }

  /// The unkeyed container of the current slot, unboxed (for ``writeElements(_:_:)``, which
  /// writes arrays as `unkeyedContainer()` would have them written).
  @inline(__always)
  func streamUnkeyedContainer() -> _StreamUnkeyedContainer {
    _StreamUnkeyedContainer(encoder: self, frame: valueFrame(.array), base: path.count)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    _StreamSingleValueContainer(encoder: self, slot: slot.id, base: path.count)
  }

  /// The frame of the current slot's container: opened now, or the one opened before (a
  /// second `container(keyedBy:)` adds to the same object, as in Foundation); (-1, 0) when
  /// the slot holds something else.
  func valueFrame(_ kind: _JSONContainer, keyType: ObjectIdentifier? = nil) -> (index: Int, id: Int) {
    if !slot.filled {
      slot.filled = true
      return openFrame(kind, slot: slot.id, keyType: keyType)
    }
    let index = slot.base
    guard index < frames.count, frames[index].slot == slot.id, frames[index].kind == kind else {
      needsTree = true
      return (-1, 0)
    }
    if frames.count > index + 1 { close(downTo: index + 1) }
    return (index, frames[index].id)
  }
}

/// `[String: Value]`, recognized at run time: its keys are written as they are whatever the
/// key strategy, as `JSONEncoder` writes them.
protocol _StringKeyedDictionaryEncodable {
  func _encode(into encoder: _StreamEncoder) throws
  func _encode(into encoder: _TreeEncoder) throws
}
