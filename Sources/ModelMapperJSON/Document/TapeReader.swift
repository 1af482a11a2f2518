import Foundation
import ModelMapperSupport

/// The reading side of a ``JSONDocument`` as plain pointers: what the mapping layer's hot
/// paths read, without retaining the document (the caller keeps the document alive while
/// it uses this view).
@usableFromInline
package struct _TapeReader {
  @usableFromInline package let tape: UnsafeMutablePointer<_TapeEntry>
  @usableFromInline package let bytes: UnsafeMutablePointer<UInt8>
  @usableFromInline let table: UnsafeMutablePointer<UInt32>?
  /// The document, unretained (for the rare reads that need it).
  @usableFromInline package let owner: Unmanaged<JSONDocument>

  @inlinable
  package init(_ document: JSONDocument) {
    tape = document.tape
    bytes = document.bytes
    table = document.table
    owner = Unmanaged.passUnretained(document)
  }

  /// The document the reader reads.
  @inlinable
  package var document: JSONDocument { owner.takeUnretainedValue() }

  /// The tape index after the value at `index` and all its descendants.
  @inlinable
  package func _next(after index: Int) -> Int {
    let entry = tape[index]
    return entry.kind.isContainer ? entry.end : index + 1
  }

  /// The tape index of element `position` of the array at `array`, or -1.
  @inlinable
  package func _element(of array: Int, at position: Int) -> Int {
    let entry = tape[array]
    guard position >= 0 && position < entry.count else { return -1 }
    if entry.flags & _TapeEntry.flagScalarElements != 0 { return array + 1 + position }
    return Int(table.unsafelyUnwrapped[entry.childTableStart + position])
  }

  /// Whether the key entry at `index` spells `key` (UTF-8). A plain key (most keys) is
  /// compared inline, its length first; an escaped one is decoded out of line.
  @inline(__always)
  func _keyMatches(_ index: Int, _ key: UnsafeRawBufferPointer) -> Bool {
    let entry = tape[index]
    let length = Int(truncatingIfNeeded: entry.payload)
    if entry.flags & _TapeEntry.flagHasEscapes == 0 {
      guard length == key.count else { return false }
      return _bytesEqual(bytes + entry.offset, key.baseAddress, length)
    }
    return _escapedKeyMatches(entry, key)
  }

  /// Whether the escaped key `entry` decodes to `key`.
  @usableFromInline
  func _escapedKeyMatches(_ entry: _TapeEntry, _ key: UnsafeRawBufferPointer) -> Bool {
    var decoded = _decodeString(entry, base: bytes)
    return decoded.withUTF8 {
      $0.count == key.count && ($0.isEmpty || memcmp($0.baseAddress!, key.baseAddress!, key.count) == 0)
    }
  }

  /// The key index `hint` when it is a plain key (no escape, no dot) of `length` bytes in the
  /// object at `object`, which has no repeated keys; else -1. The first half of the hinted
  /// lookup, before ``_keyBytesMatch(_:_:)``.
  @inlinable @inline(__always)
  package func _keyAtHint(of object: Int, hint: Int, length: Int) -> Int {
    let container = tape[object]
    guard hint > object && hint < container.end, container.flags & _TapeEntry.flagDuplicateKeys == 0 else {
      return -1
    }
    let entry = tape[hint]
    let special = _TapeEntry.flagHasEscapes | _TapeEntry.flagKeyHasDot
    return entry.flags & special == 0 && Int(truncatingIfNeeded: entry.payload) == length ? hint : -1
  }

  /// Whether the raw bytes of the key at `index` are `key` (its length already matched).
  @inlinable @inline(__always)
  package func _keyBytesMatch(_ index: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    _bytesEqual(bytes + tape[index].offset, UnsafeRawPointer(key.baseAddress), key.count)
  }

  /// The tape index of the value of member `key` in the object at `object`, or -1.
  ///
  /// The search starts at `hint` (a key index from an earlier lookup) and wraps around, so
  /// reading members in document order costs one comparison each. When the object has
  /// duplicate keys, the last member with the key wins. On success `hint` moves past the
  /// member found. With `isLikelyAbsent`, the object's key summary (KeySummary.swift) is
  /// asked before any member is compared, else only before the search wraps around.
  @usableFromInline
  package func _member(
    of object: Int, key: UnsafeRawBufferPointer, hint: inout Int, isLikelyAbsent: Bool = false
  ) -> Int {
    let entry = tape[object]
    let end = entry.end
    guard entry.count > 0, !isLikelyAbsent || _mayHold(entry, key) else { return -1 }
    let first = object + 1
    let start = hint > object && hint < end ? hint : first
    // From the hint to the end, then (unless the object's key summary proves the key absent)
    // from the first member to the hint: `hint` is always a key index, so the second run
    // stops exactly where the first began. Keys are mostly read in document order, so the
    // summary is asked only where the first run did not find the key.
    var found = _scan(key, from: start, to: end)
    if found < 0 {
      // (A likely absent key asked the summary already.)
      guard start != first, isLikelyAbsent || _mayHold(entry, key) else { return -1 }
      found = _scan(key, from: first, to: start)
      guard found >= 0 else { return -1 }
    }
    var next = _next(after: found + 1)
    if entry.flags & _TapeEntry.flagDuplicateKeys != 0 {
      var later = next
      while later < end {
        if _keyMatches(later, key) { found = later }
        later = _next(after: later + 1)
      }
      next = _next(after: found + 1)
    }
    hint = next
    return found + 1
  }

  /// The key index of the first member from key index `from` up to `to` whose key is `key`,
  /// or -1. The loop of every lookup the hint did not answer: it tests a key's length (or
  /// its escapes) before anything else, and steps over a member's value by its end.
  @inline(__always)
  func _scan(_ key: UnsafeRawBufferPointer, from: Int, to: Int) -> Int {
    let length = UInt64(truncatingIfNeeded: key.count)
    var index = from
    while index < to {
      let keyEntry = tape[index]
      if keyEntry.payload == length {
        if _keyMatches(index, key) { return index }
      } else if keyEntry.flags & _TapeEntry.flagHasEscapes != 0 {
        // An escaped key's payload is its raw length, not its decoded one.
        if _escapedKeyMatches(keyEntry, key) { return index }
      }
      let value = tape[index &+ 1]
      index = value.kind.isContainer ? value.end : index &+ 2
    }
    return -1
  }

  /// The decoded string at `index` (a string or key entry).
  ///
  /// Plain ASCII text of up to 15 bytes is made as a small string's two words
  /// (SmallASCIIString.swift), longer plain ASCII text without scanning it again
  /// (LargeASCIIString.swift): the parser flags every string with a byte over 0x7F.
  /// Other text is copied (and unescaped) without checking its UTF-8 again either: the
  /// parser validated it (StringDecoding.swift).
  @usableFromInline
  package func _string(at index: Int) -> String {
    let entry = tape[index]
    guard entry.flags & (_TapeEntry.flagNonASCII | _TapeEntry.flagHasEscapes) == 0 else {
      return _decodeString(entry, base: bytes)
    }
    let length = Int(truncatingIfNeeded: entry.payload)
    if length <= 15 { return _smallASCIIString(bytes + entry.offset, length) }
    return _largeASCIIString(bytes + entry.offset, length)
  }

  /// The exact text of the number at `index`.
  @usableFromInline
  package func _numberText(at index: Int) -> String {
    let entry = tape[index]
    let length = entry.numberTextLength
    return String(decoding: UnsafeBufferPointer(start: bytes + entry.offset, count: length), as: UTF8.self)
  }

  /// The nearest `Double` to the number at `index`, or nil when it is not a number or is
  /// beyond `Double`'s range.
  @usableFromInline
  package func _double(at index: Int) -> Double? {
    let entry = tape[index]
    switch entry.kind {
    case .int64: return Double(Int64(bitPattern: entry.payload))
    case .uint64: return Double(entry.payload)
    case .text:
      // The document's input is followed by zero padding.
      let value =
        entry.flags & _TapeEntry.flagDecimal != 0
        ? entry.decimalValue
        : _parseDouble(padded: bytes + entry.offset, count: Int(truncatingIfNeeded: entry.payload))
      return value.isFinite ? value : nil
    default: return nil
    }
  }

  /// The number at `index` as an exact integer (sign and magnitude), when its value is an
  /// integer within 64 bits: `12`, `-3`, `1.0` and `2e3` qualify; `1.5` does not.
  @usableFromInline
  package func _exactInteger(at index: Int) -> (negative: Bool, magnitude: UInt64)? {
    let entry = tape[index]
    switch entry.kind {
    case .int64:
      let value = Int64(bitPattern: entry.payload)
      return (value < 0, value.magnitude)
    case .uint64: return (false, entry.payload)
    case .text:
      return _integer(text: bytes + entry.offset, count: entry.numberTextLength)
    default: return nil
    }
  }
}
