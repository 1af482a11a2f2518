import ModelMapperSupport

// An index of one object's keys, for a reader that asks for members out of document order.
// A lookup starts at the member after the last one found (``_TapeReader/_member(of:key:hint:isLikelyAbsent:)``),
// so keys read in the order the document has them cost one comparison each; a key read out
// of that order costs a scan from there to the end of the object and around again. Models
// read out of order often (a Twitter status is written `created_at`, `id`, `text`... and
// read `id`, `text`, `created_at`...), and in a wide object each such scan passes dozens of
// members. After a few scans in one object, the mapping layer indexes its keys here once and
// finds the rest by hash.

/// The keys of one object of a document, by hash: an open-addressing table of the key
/// entries' tape indices, each beside the high half of its key's hash.
///
/// A reader keeps one and indexes one object at a time in it, the table's room kept from one
/// object to the next. Only objects whose keys are all unescaped and unique are indexed (see
/// ``build(_:object:)``); the caller scans the others.
///
/// ```swift
/// let index = _MemberIndex()
/// if index.build(reader, object: object) {
///   let key = index.keyIndex(of: bytes, in: reader)  // the key entry's tape index, or -1
/// }
/// ```
package final class _MemberIndex {
  /// The tape index of the object indexed, or -1.
  @exclusivity(unchecked) package private(set) var object = -1
  /// The slots: 0 when empty, else the key entry's tape index plus one in the low half and
  /// the high half of its key's hash in the high half.
  ///
  /// The stored properties are read without Swift's runtime exclusivity check (a call on
  /// each access of a class's property from outside the file, more than the probe itself):
  /// an index belongs to one reading map, on one thread.
  @exclusivity(unchecked) private var slots = _FixedBuffer<UInt64>(repeating: 0, count: 0)
  /// How far a hash is shifted right to give its slot: 64 minus the slot count's log.
  @exclusivity(unchecked) private var shift: UInt64 = 64

  /// An empty index.
  package init() {}

  /// Indexes the keys of the object at tape index `object` of `reader`'s document; false,
  /// with nothing indexed, when the object has an escaped key (its raw bytes are not its
  /// text) or a repeated one (the last must win), or is not an object.
  package func build(_ reader: _TapeReader, object: Int) -> Bool {
    self.object = -1
    let entry = reader.tape[object]
    let end = entry.end
    guard entry.kind == .object, entry.flags & _TapeEntry.flagDuplicateKeys == 0, end < Int(UInt32.max) else {
      return false
    }
    // At most half full: a miss ends at an empty slot after a probe or two.
    var log = 4
    while 1 << log < entry.count * 2 { log += 1 }
    let capacity = 1 << log
    if slots.count < capacity { slots = _FixedBuffer(repeating: 0, count: capacity) }
    let table = slots.pointer(at: 0)
    table.update(repeating: 0, count: capacity)
    shift = UInt64(64 - log)
    let mask = capacity - 1
    var index = object + 1
    while index < end {
      let key = reader.tape[index]
      guard key.flags & _TapeEntry.flagHasEscapes == 0 else { return false }
      let hash = _memberHash(padded: reader.bytes + key.offset, Int(truncatingIfNeeded: key.payload))
      var slot = Int(truncatingIfNeeded: hash &>> shift)
      while table[slot] != 0 { slot = (slot &+ 1) & mask }
      table[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(index &+ 1)
      let value = reader.tape[index &+ 1]
      index = value.kind.isContainer ? value.end : index &+ 2
    }
    self.object = object
    return true
  }

  /// The tape index of the key entry that spells `key` (UTF-8) in the object indexed, or -1
  /// when the object has no such key.
  package func keyIndex(of key: UnsafeRawBufferPointer, in reader: _TapeReader) -> Int {
    let hash = _memberHash(key.baseAddress, key.count)
    let high = hash & 0xFFFF_FFFF_0000_0000
    let table = slots.pointer(at: 0)
    let mask = Int(truncatingIfNeeded: UInt64.max &>> shift)
    var slot = Int(truncatingIfNeeded: hash &>> shift)
    while true {
      let stored = table[slot]
      if stored == 0 { return -1 }
      if stored & 0xFFFF_FFFF_0000_0000 == high {
        let index = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) &- 1
        let entry = reader.tape[index]
        if Int(truncatingIfNeeded: entry.payload) == key.count
          && _bytesEqual(reader.bytes + entry.offset, key.baseAddress, key.count)
        {
          return index
        }
      }
      slot = (slot &+ 1) & mask
    }
  }
}

/// The hash of the `length` bytes at `start`: the first eight mixed with the last eight (the
/// bytes themselves below eight) and the length, multiplied by a large odd constant, whose
/// high bits mix every input bit. Reads only the key's own bytes (the caller's key);
/// ``_memberHash(padded:_:)`` gives the same for a key in the document.
@inline(__always)
func _memberHash(_ start: UnsafeRawPointer?, _ length: Int) -> UInt64 {
  guard let start, length < 8 else { return _memberHash(padded: start, length) }
  // Four, two and one bytes: the same word as the document's key masked to its length.
  let bits = _partialWord(start, length)
  return (bits ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
}

/// ``_memberHash(_:_:)`` of a key in a document, whose input is followed by its closing quote
/// and zero padding: a short key is read as one word, masked to its length.
@inline(__always)
func _memberHash(padded start: UnsafeRawPointer?, _ length: Int) -> UInt64 {
  var bits: UInt64 = 0
  if let start {
    bits = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self))
    if length < 8 {
      bits &= (1 &<< UInt64(truncatingIfNeeded: length &* 8)) &- 1
    } else {
      let last = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self))
      bits ^= last &<< 29 | last &>> 35
    }
  }
  return (bits ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
}
