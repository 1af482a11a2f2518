import Foundation
import ModelMapperSupport

// Object keys while parsing: the key and its colon, the flags of keys that need care (escapes,
// dots, non-ASCII text), and the detection of repeated keys (a 256-bit signature per object
// and, on a collision, a scan of the object's key hashes).

extension _JSONParser {
  /// Parses `"key"`, the colon and the whitespace after it; returns the position of the value.
  @inline(__always)
  mutating func parseMemberKey(at start: Int, afterComma: Bool) throws(JSONParseError) -> Int {
    guard input[start] == UInt8(ascii: "\"") else { throw memberKeyError(at: start, afterComma: afterComma) }
    let keyIndex = tapeCount
    var pos = _firstSpecialByte(input, from: start &+ 1, stopsAtDots: true)
    if input[pos] == UInt8(ascii: "\"") {
      // A plain key (the usual case): its entry and signature straight from the scan.
      let length = pos &- start &- 1
      append(_TapeEntry(kind: .string, low: UInt64(start &+ 1), payload: UInt64(length)))
      pos &+= 1
      let frame = frames + (depth &- 1)
      if !frame.pointee.hasDuplicateKey && !frame.pointee.needsFullKeyCheck {
        noteKey(input + (start &+ 1), length: length, keyIndex: keyIndex)
      }
    } else {
      pos = try parseStringRest(from: start, at: pos, isKey: true)
      noteSpecialKey(at: keyIndex)
    }
    // The usual forms first: `"key":value` and `"key": value`.
    if input[pos] == UInt8(ascii: ":") {
      let next = input[pos &+ 1]
      if next > 0x20 { return pos &+ 1 }
      if next == 0x20 && input[pos &+ 2] > 0x20 { return pos &+ 2 }
      return skipWhitespace(pos &+ 1)
    }
    pos = skipWhitespace(pos)
    guard input[pos] == UInt8(ascii: ":") else { throw unexpected(at: pos, expected: "':' after the key") }
    return skipWhitespace(pos &+ 1)
  }

  /// The error for a member that does not start with a quote at `start`.
  @inline(never)
  func memberKeyError(at start: Int, afterComma: Bool) -> JSONParseError {
    if afterComma && input[start] == UInt8(ascii: "}") {
      return fail(.unexpectedCharacter, at: start, "unexpected '}' after ','; trailing commas are not allowed")
    }
    return unexpected(at: start, expected: "a string key in double quotes")
  }

  /// Notes a key that took the general string path (an escape, a dot or non-ASCII text).
  @inline(never)
  mutating func noteSpecialKey(at keyIndex: Int) {
    let key = tape[keyIndex]
    let frame = frames + (depth &- 1)
    if key.flags & (_TapeEntry.flagHasEscapes | _TapeEntry.flagNonASCII) != 0 { frame.pointee.hasUnicodeKey = true }
    if key.flags & _TapeEntry.flagHasEscapes != 0 {
      frame.pointee.needsFullKeyCheck = true
    } else if !frame.pointee.hasDuplicateKey && !frame.pointee.needsFullKeyCheck {
      noteKey(input + key.offset, length: Int(truncatingIfNeeded: key.payload), keyIndex: keyIndex)
    }
  }

  /// Records the raw key of `length` bytes at `start` in the open object's 256-bit signature
  /// set; on a signature collision, compares it with the earlier keys to find a real duplicate.
  @inline(__always)
  mutating func noteKey(_ start: UnsafePointer<UInt8>, length: Int, keyIndex: Int) {
    // The first eight bytes (masked to the key), the last eight of a longer key, and the
    // length. Reading eight bytes from the key's start is safe: the closing quote and the
    // input's zero padding follow it. Lookups compute the same hash (`_signatureBit(of:)`,
    // KeySummary.swift): a change here is a change there.
    let raw = UnsafeRawPointer(start)
    var bits = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
    if length < 8 {
      bits &= (1 &<< UInt64(truncatingIfNeeded: length &* 8)) &- 1
    } else {
      let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self))
      bits ^= last &<< 29 | last &>> 35
    }
    let mixed = (bits ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
    // Each key's 32-bit hash goes on the scratch stack (the object's keys are contiguous
    // there: nested containers pop what they push), for the collision check to scan.
    let record = UInt32(truncatingIfNeeded: mixed &>> 16)
    pushScratch(Int(record))
    let hash = Int(truncatingIfNeeded: mixed &>> 56)
    let bit: UInt64 = 1 &<< UInt64(hash & 63)
    let word = signatures + ((depth &- 1) &* 4 &+ hash &>> 6)
    if word.pointee & bit == 0 {
      word.pointee |= bit
      return
    }
    findDuplicate(of: start, length: length, record: record, before: keyIndex)
  }

  /// After a signature collision: compares the key at `start` with the open object's earlier
  /// keys, and records a real duplicate. Only keys whose 32-bit hash `record` matches are
  /// compared byte by byte.
  @inline(never)
  mutating func findDuplicate(
    of start: UnsafePointer<UInt8>, length: Int, record: UInt32, before keyIndex: Int
  ) {
    let frame = frames + (depth &- 1)
    // In a wide object, collisions are frequent and each scan is long: check all the keys
    // at once, with a hash set, when the object closes.
    if frame.pointee.count > 64 {
      frame.pointee.needsFullKeyCheck = true
      return
    }
    let records = scratch
    var position = frame.pointee.childBase
    let last = scratchCount &- 1
    while position < last && records[position] != record { position &+= 1 }
    if position == last { return }
    var index = frame.pointee.index &+ 1
    while index < keyIndex {
      let other = tape[index]
      if other.flags & _TapeEntry.flagHasEscapes == 0 && Int(truncatingIfNeeded: other.payload) == length
        && memcmp(input + other.offset, start, length) == 0
      {
        frame.pointee.hasDuplicateKey = true
        return
      }
      let value = tape[index &+ 1]
      index = value.kind.isContainer ? value.end : index &+ 2
    }
  }

  /// The full check, for objects with an escaped key or many keys: decodes every key into a
  /// set.
  func hasDuplicateDecodedKeys(objectAt objectIndex: Int) -> Bool {
    var keys: [_UTF8Key] = []
    var index = objectIndex + 1
    while index < tapeCount {
      keys.append(_UTF8Key(_decodeString(tape[index], base: input)))
      let value = tape[index &+ 1]
      index = value.kind.isContainer ? value.end : index &+ 2
    }
    return Set(keys).count != keys.count
  }
}
