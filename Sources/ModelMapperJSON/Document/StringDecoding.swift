import Foundation
import ModelMapperSupport

// Strings decoded from a document's bytes: copied when plain, unescaped in one pass
// otherwise. The parser has validated the bytes (and rejects lone surrogate escapes, so
// unescaped text is valid UTF-8 too): strings are made without checking their UTF-8 again,
// which `String(decoding:as:)` and `String(unsafeUninitializedCapacity:)` do (about 560 of
// the 1,100 instructions a tweet's 140-character text cost).

/// Decodes a validated string entry.
func _decodeString(_ entry: _TapeEntry, base: UnsafePointer<UInt8>) -> String {
  let start = base + entry.offset
  let length = Int(truncatingIfNeeded: entry.payload)
  let rawIsASCII = entry.flags & _TapeEntry.flagNonASCII == 0
  if entry.flags & _TapeEntry.flagHasEscapes == 0 { return _plainString(start, length, isASCII: rawIsASCII) }
  return _unescapedString(UnsafeBufferPointer(start: start, count: length), rawIsASCII: rawIsASCII)
}

/// The string of the escaped, validated text `raw` (ASCII bytes when `rawIsASCII`).
@inline(never)
func _unescapedString(_ raw: UnsafeBufferPointer<UInt8>, rawIsASCII: Bool) -> String {
  // Decoded text is never longer than its escaped form.
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, raw.count)) { buffer in
    let out = buffer.baseAddress.unsafelyUnwrapped
    let count = _unescape(raw, into: out)
    let text = UnsafeBufferPointer(start: out, count: count)
    // A `\u` escape may have written non-ASCII text into ASCII input.
    return _stringFromValidUTF8(text, isASCII: rawIsASCII && _bytesAreASCII(out, count: count))
  }
}

/// The string of `length` bytes of valid UTF-8 at `start` (ASCII when `isASCII`), which need
/// no unescaping.
///
/// Bytes that fit in a small string (up to 15) are copied into it in place; longer ones
/// into a new string's storage, without checking them again.
@inline(__always)
func _plainString(_ start: UnsafePointer<UInt8>, _ length: Int, isASCII: Bool) -> String {
  if length <= 15 { return _smallString(start, length) }
  return _stringFromValidUTF8(UnsafeBufferPointer(start: start, count: length), isASCII: isASCII)
}

/// The small string of `length` (at most 15) bytes at `start`; see ``_plainString(_:_:isASCII:)``.
/// One copy of the initializing closure for every caller.
@inline(never)
func _smallString(_ start: UnsafePointer<UInt8>, _ length: Int) -> String {
  String(unsafeUninitializedCapacity: length) { out in
    out.baseAddress?.update(from: start, count: length)
    return length
  }
}

/// Writes the UTF-8 of validated, escaped string content to `out`; returns the byte count.
func _unescape(_ raw: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
  guard let base = raw.baseAddress else { return 0 }
  var read = 0
  var written = 0
  let length = raw.count
  while read < length {
    // Copy the run up to the next backslash in one go.
    let run = _offset(of: 0x5C, in: base + read, count: length - read)
    if run > 0 {
      (out + written).update(from: base + read, count: run)
      written += run
      read += run
      continue
    }
    let escape = raw[read + 1]
    read += 2
    switch escape {
    case UInt8(ascii: "b"): out[written] = 0x08
    case UInt8(ascii: "f"): out[written] = 0x0C
    case UInt8(ascii: "n"): out[written] = 0x0A
    case UInt8(ascii: "r"): out[written] = 0x0D
    case UInt8(ascii: "t"): out[written] = 0x09
    case UInt8(ascii: "u"):
      var scalar = _hex4(raw, read)
      read += 4
      if scalar >= 0xD800 && scalar <= 0xDBFF {
        let low = _hex4(raw, read + 2)
        read += 6
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      written += _encodeUTF8(scalar, into: out + written)
      continue
    default: out[written] = escape  // \" \\ \/
    }
    written += 1
  }
  return written
}

@inline(__always)
func _hex4(_ raw: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
  UInt32(_hexValue(raw[at])) << 12 | UInt32(_hexValue(raw[at + 1])) << 8
    | UInt32(_hexValue(raw[at + 2])) << 4 | UInt32(_hexValue(raw[at + 3]))
}

/// Writes the UTF-8 encoding of a scalar value; returns the byte count.
@inline(__always)
func _encodeUTF8(_ scalar: UInt32, into out: UnsafeMutablePointer<UInt8>) -> Int {
  switch scalar {
  case 0..<0x80:
    out[0] = UInt8(scalar)
    return 1
  case 0x80..<0x800:
    out[0] = UInt8(0xC0 | scalar >> 6)
    out[1] = UInt8(0x80 | scalar & 0x3F)
    return 2
  case 0x800..<0x10000:
    out[0] = UInt8(0xE0 | scalar >> 12)
    out[1] = UInt8(0x80 | scalar >> 6 & 0x3F)
    out[2] = UInt8(0x80 | scalar & 0x3F)
    return 3
  default:
    out[0] = UInt8(0xF0 | scalar >> 18)
    out[1] = UInt8(0x80 | scalar >> 12 & 0x3F)
    out[2] = UInt8(0x80 | scalar >> 6 & 0x3F)
    out[3] = UInt8(0x80 | scalar & 0x3F)
    return 4
  }
}
