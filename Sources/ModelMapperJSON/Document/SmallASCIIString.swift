// Small ASCII strings made from their bytes' words.
//
// On 64-bit platforms a `String` of at most 15 UTF-8 bytes is stored inline, in its two
// words: the bytes in order (little-endian), and in the top byte of the second word a
// discriminator (immortal, small, ASCII: 0xE0) with the count. A parsed string the tape
// marks as plain ASCII can be made as those two words, instead of through
// `String(unsafeUninitializedCapacity:initializingUTF8With:)`, which calls a closure to
// copy the bytes and then scans them for their ASCII flag (about 110 instructions for such
// a string, against about 15).
//
// The layout is checked once, against strings the standard library makes: where it
// differs (another word size or byte order, a future layout), strings are made the
// ordinary way.

/// Whether small ASCII strings made by ``_smallASCIIStringBits(_:_:)`` are the strings the
/// standard library makes from the same bytes (checked on first use).
let _smallASCIIStringsMatch: Bool = {
  guard MemoryLayout<String>.size == 16, MemoryLayout<(UInt64, UInt64)>.size == 16 else { return false }
  let samples = ["", "a", "ab", "abc", "abcd", "abcdefg", "abcdefgh", "abcdefghi", "Organization", "abcdefghijklmno"]
  for sample in samples {
    // Made from bytes at run time, as parsed strings are (not a literal).
    let bytes = Array(sample.utf8)
    let made = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    let built = bytes.withUnsafeBufferPointer { _smallASCIIStringBits($0.baseAddress!, $0.count) }
    let stored = withUnsafeBytes(of: made) {
      ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }
    guard stored == built else { return false }
  }
  return true
}()

/// The two words of the small ASCII string of `length` (at most 15) bytes at `start`. Reads
/// only those bytes.
@inline(__always)
func _smallASCIIStringBits(_ start: UnsafePointer<UInt8>, _ length: Int) -> (UInt64, UInt64) {
  let raw = UnsafeRawPointer(start)
  let discriminator = UInt64(0xE0 | length) &<< 56
  if length >= 8 {
    let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
    return (low, _partialWord(raw + 8, length &- 8) | discriminator)
  }
  return (_partialWord(raw, length), discriminator)
}

/// The `count` (at most 7) bytes at `raw` as a little-endian word: four, two and one bytes,
/// without a call to `memcpy`.
@inline(__always)
func _partialWord(_ raw: UnsafeRawPointer, _ count: Int) -> UInt64 {
  var bits: UInt64 = 0
  var offset = 0
  if count & 4 != 0 {
    bits = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
    offset = 4
  }
  if count & 2 != 0 {
    let pair = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    bits |= UInt64(pair) &<< UInt64(truncatingIfNeeded: offset &* 8)
    offset &+= 2
  }
  if count & 1 != 0 {
    bits |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) &<< UInt64(truncatingIfNeeded: offset &* 8)
  }
  return bits
}

/// The string of `length` (at most 15) ASCII bytes at `start`. Out of line: inlined, it made
/// the registers ``_TapeReader/_string(at:)`` saves cost more than a call.
@inline(never)
func _smallASCIIString(_ start: UnsafePointer<UInt8>, _ length: Int) -> String {
  guard _smallASCIIStringsMatch else { return _smallString(start, length) }
  return unsafeBitCast(_smallASCIIStringBits(start, length), to: String.self)
}
