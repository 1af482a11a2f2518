// The byte-level scans the parser's loops are built on: the first special byte of a string
// (16 bytes at a time), UTF-8 sequences, ASCII runs, digits and hexadecimal digits.

/// The position of the first quote, backslash, control byte or non-ASCII byte (and dot, when
/// `stopsAtDots`) at or after `pos`; with `stopsAtNonASCII` false, non-ASCII bytes are passed
/// over (for text already known to be valid UTF-8, once a string has shown non-ASCII text).
///
/// ASCII runs are skipped 16 bytes at a time: a SIMD compare finds the first special byte.
/// Compared as signed bytes, control bytes (0x00-0x1F) and non-ASCII bytes (0x80-0xFF,
/// negative) are both below 0x20; compared as unsigned bytes, only control bytes are. The
/// masks are combined as integer vectors and read as two 64-bit words: combining `SIMDMask`
/// values directly is not vectorized. The input's zero padding ends every scan.
@inline(__always)
func _firstSpecialByte(
  _ input: UnsafePointer<UInt8>, from start: Int, stopsAtDots: Bool, stopsAtNonASCII: Bool = true
) -> Int {
  var pos = start
  let dots = stopsAtDots ? SIMD16<UInt8>(repeating: 0x2E) : SIMD16<UInt8>(repeating: 0x22)
  while true {
    let chunk = UnsafeRawPointer(input + pos).loadUnaligned(as: SIMD16<UInt8>.self)
    let low =
      stopsAtNonASCII
      ? _lanes(unsafeBitCast(chunk, to: SIMD16<Int8>.self) .< SIMD16(repeating: 0x20))
      : _lanes(chunk .< SIMD16(repeating: 0x20))
    let special =
      _lanes(chunk .== SIMD16(repeating: 0x22)) | _lanes(chunk .== SIMD16(repeating: 0x5C)) | low
      | _lanes(chunk .== dots)
    if let lane = _firstLane(special) { return pos &+ lane }
    pos &+= 16
  }
}

/// The position after the valid UTF-8 sequence at `pos` (a byte >= 0x80), and after the
/// run of three-byte sequences that follows it, if any; -1 when the sequence at `pos` is not
/// valid.
///
/// Three-byte sequences whose lead is neither 0xE0 nor 0xED (most of CJK text; the second
/// byte may then be any continuation byte) are checked with one four-byte load each, a run
/// of them in one loop: the input's zero padding makes the load safe at its end. Anything
/// else is checked byte by byte, so an invalid sequence is found where it starts.
///
/// A free function: a parser method that reads `self` as a whole made the compiler copy the
/// parser (137 bytes) for each sequence.
@inline(__always)
func _utf8SequenceEnd(_ input: UnsafePointer<UInt8>, _ pos: Int) -> Int {
  var end = pos
  while true {
    let word = UInt32(littleEndian: UnsafeRawPointer(input + end).loadUnaligned(as: UInt32.self))
    let lead = UInt8(truncatingIfNeeded: word)
    guard word & 0x00C0_C0F0 == 0x0080_80E0, lead != 0xE0, lead != 0xED else { break }
    end &+= 3
  }
  return end != pos ? end : _utf8SequenceEndByBytes(input, pos)
}

/// ``_utf8SequenceEnd(_:_:)`` for one sequence with any lead byte, a byte at a time.
@inline(__always)
func _utf8SequenceEndByBytes(_ input: UnsafePointer<UInt8>, _ pos: Int) -> Int {
  let lead = input[pos]
  let second = input[pos &+ 1]
  if lead >= 0xC2 && lead <= 0xDF {
    if second & 0xC0 == 0x80 { return pos &+ 2 }
  } else if lead >= 0xE0 && lead <= 0xEF {
    let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
    let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
    if second >= low && second <= high && input[pos &+ 2] & 0xC0 == 0x80 { return pos &+ 3 }
  } else if lead >= 0xF0 && lead <= 0xF4 {
    let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
    let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
    if second >= low && second <= high && input[pos &+ 2] & 0xC0 == 0x80 && input[pos &+ 3] & 0xC0 == 0x80 {
      return pos &+ 4
    }
  }
  return -1
}

/// Whether the `count` bytes at `start` are all ASCII (below 0x80), 16 at a time.
@inline(__always)
func _bytesAreASCII(_ start: UnsafeRawPointer, count: Int) -> Bool {
  var vector = SIMD16<UInt8>()
  var position = 0
  while position + 64 <= count {
    let first =
      start.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self)
      | start.loadUnaligned(fromByteOffset: position + 16, as: SIMD16<UInt8>.self)
    let second =
      start.loadUnaligned(fromByteOffset: position + 32, as: SIMD16<UInt8>.self)
      | start.loadUnaligned(fromByteOffset: position + 48, as: SIMD16<UInt8>.self)
    vector |= first | second
    position += 64
  }
  while position + 16 <= count {
    vector |= start.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self)
    position += 16
  }
  let words = unsafeBitCast(vector, to: SIMD2<UInt64>.self)
  var bits = words[0] | words[1]
  while position + 8 <= count {
    bits |= start.loadUnaligned(fromByteOffset: position, as: UInt64.self)
    position += 8
  }
  while position < count {
    bits |= UInt64(start.load(fromByteOffset: position, as: UInt8.self))
    position += 1
  }
  return bits & 0x8080_8080_8080_8080 == 0
}

@inline(__always)
func _isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

/// The value of a hexadecimal digit, or 255.
@inline(__always)
func _hexValue(_ byte: UInt8) -> UInt8 {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- 0x30
  case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- 0x57
  case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- 0x37
  default: return 255
  }
}

/// The value of `count` decimal digits, or nil when it exceeds `UInt64.max`.
func _exactUInt64(_ digits: UnsafePointer<UInt8>, count: Int) -> UInt64? {
  var value: UInt64 = 0
  for index in 0..<count {
    let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
    let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digits[index] &- 0x30))
    if overflow1 || overflow2 { return nil }
    value = sum
  }
  return value
}

/// The lanes of a comparison mask as an integer vector (-1 where true), the form that
/// compiles to vector instructions when combined with `|`.
@inline(__always)
func _lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<Int8> {
  unsafeBitCast(mask, to: SIMD16<Int8>.self)
}

/// One bit per lane of `lanes` (a combination of ``_lanes(_:)``): bit `i` is set when lane
/// `i` is. (Each word's lane tops gathered into its top byte by one multiplication.)
@inline(__always)
func _laneBits(_ lanes: SIMD16<Int8>) -> UInt32 {
  let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
  let gather: UInt64 = 0x0002_0408_1020_4081
  let low = ((words[0] & 0x8080_8080_8080_8080) &* gather) &>> 56
  let high = ((words[1] & 0x8080_8080_8080_8080) &* gather) &>> 56
  return UInt32(truncatingIfNeeded: low | high &<< 8)
}

/// The first lane set in `lanes` (a combination of ``_lanes(_:)``), read as two 64-bit
/// words; nil when none is.
@inline(__always)
func _firstLane(_ lanes: SIMD16<Int8>) -> Int? {
  let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
  if words[0] != 0 { return words[0].trailingZeroBitCount &>> 3 }
  if words[1] != 0 { return 8 + words[1].trailingZeroBitCount &>> 3 }
  return nil
}

/// ``_firstLane(_:)`` without a branch on which word holds the lane, for scans where that
/// varies from one call to the next, which a branch mispredicts (the end of an indentation,
/// whose depth changes from line to line): a zero word's count is 64, lane 8.
@inline(__always)
func _firstLaneUnpredictable(_ lanes: SIMD16<Int8>) -> Int? {
  let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
  let low = words[0]
  let high = words[1]
  guard low | high != 0 else { return nil }
  let first = low.trailingZeroBitCount &>> 3
  return first &+ (low == 0 ? high.trailingZeroBitCount &>> 3 : 0)
}
