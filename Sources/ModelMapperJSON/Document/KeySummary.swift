// An object's key summary: the 256-bit signature set the parser builds anyway, while it
// checks an object's keys for duplicates, kept for objects of many keys. A lookup of a key
// the object does not hold (an optional field the server left out, the second key of a
// fallback list) then usually ends after one hash, instead of a comparison with every key.
//
// The summary holds one bit per key; a clear bit proves the key absent, a set bit decides
// nothing (about one absent key in nine finds its bit set in an object of 30 keys), and the
// members are then searched one by one. It is kept only when every key of the object was noted:
// not after an escaped key (its raw bytes are not its text) or a duplicate (noting stops),
// so a key the object holds is never reported absent.

/// The fewest members an object must have for the parser to keep its key summary: smaller
/// objects are searched in about the time the hash takes.
let _keySummaryMinimumCount = 8

/// The signature bit (0 to 255) of `key`'s UTF-8 bytes: the bit the parser's `noteKey`
/// sets for a key of those raw bytes, by the same hash (written there again, where it reads
/// past short keys into the input's padding: a shared function made the parser slower).
/// Reads only the key's own bytes.
@inline(__always)
func _signatureBit(of key: UnsafeRawBufferPointer) -> Int {
  let length = key.count
  var bits: UInt64 = 0
  if length >= 8 {
    // The first eight bytes mixed with the last eight, as little-endian words.
    bits = UInt64(littleEndian: key.loadUnaligned(as: UInt64.self))
    let last = UInt64(littleEndian: key.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self))
    bits ^= last &<< 29 | last &>> 35
  } else if let base = key.baseAddress {
    // Four, two and one bytes, as a little-endian word (SmallASCIIString.swift).
    bits = _partialWord(base, length)
  }
  let mixed = (bits ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
  return Int(truncatingIfNeeded: mixed &>> 56)
}

extension _JSONParser {
  /// Copies the closing object's four signature words at `words` to eight child table rows;
  /// returns the first row plus one, for the object's payload (0 means no summary).
  @inline(never)
  mutating func storeKeySummary(_ words: UnsafeMutablePointer<UInt64>) -> Int {
    reserveTableRows(8)
    let rows = table.unsafelyUnwrapped + tableCount
    for index in 0..<4 {
      rows[2 &* index] = UInt32(truncatingIfNeeded: words[index])
      rows[2 &* index &+ 1] = UInt32(truncatingIfNeeded: words[index] &>> 32)
    }
    let start = tableCount
    tableCount &+= 8
    return start &+ 1
  }
}

extension _TapeReader {
  /// Whether the object `entry` may hold `key`: false only when its key summary proves the
  /// key absent; true for an object without a summary.
  @inline(__always)
  func _mayHold(_ entry: _TapeEntry, _ key: UnsafeRawBufferPointer) -> Bool {
    let summary = Int(truncatingIfNeeded: entry.payload &>> 32)
    guard summary != 0 else { return true }
    let bit = _signatureBit(of: key)
    return table.unsafelyUnwrapped[summary &- 1 &+ bit &>> 5] & (1 &<< UInt32(truncatingIfNeeded: bit & 31)) != 0
  }

  /// Whether the key summary of the object at `object` proves `key` (a plain key's UTF-8)
  /// absent; false when it does not, or when the object has no summary.
  @usableFromInline
  package func _provesAbsent(_ key: UnsafeRawBufferPointer, in object: Int) -> Bool {
    !_mayHold(tape[object], key)
  }
}
