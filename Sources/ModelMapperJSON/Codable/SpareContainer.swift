import Foundation

// What the decoder and the encoder share to reuse keyed containers during a call
// (TapeDecoder+SpareContainers.swift, StreamEncoder+SpareContainers.swift): a container made
// for one object is handed out again for the next object of its key type once only the
// coder's list refers to the standard library's box around it.

/// Whether a decoder (or an encoder) reuses keyed containers.
enum _ContainerReuse: UInt8 {
  /// Not during this call: each container is new.
  case off
  /// During this call, which made no container yet.
  case beforeFirstContainer
  /// During this call.
  case on
}

/// A `KeyedDecodingContainer` or `KeyedEncodingContainer` kept for reuse: its key type, the
/// container as the one reference to its box that it is (see ``_isOneReferenceToBox(_:named:)``),
/// and what the coder points at the next object (the decoder's keyed container, the
/// encoder's place).
struct _SpareContainer<Handle: AnyObject> {
  let keyType: ObjectIdentifier
  var box: AnyObject
  let handle: Handle
}

extension Array {
  /// The index of a spare container of the key type `keyType` that nothing but this list
  /// refers to, or nil.
  @inline(__always)
  mutating func _indexOfFreeContainer<Handle>(keyType: ObjectIdentifier) -> Int?
  where Element == _SpareContainer<Handle> {
    var index = 0
    while index < count {
      if self[index].keyType == keyType && isKnownUniquelyReferenced(&self[index].box) { return index }
      index += 1
    }
    return nil
  }
}

/// Whether `container` is one reference to a box of the standard library's class named
/// `boxName`, as it lays keyed containers out (their layout is not public: checked once per
/// coder, by making one; where it differs, containers are not reused).
func _isOneReferenceToBox<Container>(_ container: Container, named boxName: String) -> Bool {
  guard MemoryLayout<Container>.size == MemoryLayout<AnyObject>.size,
    MemoryLayout<Container>.alignment == MemoryLayout<AnyObject>.alignment
  else { return false }
  let box = unsafeBitCast(container, to: AnyObject.self)
  return String(reflecting: type(of: box)).contains(boxName)
}
