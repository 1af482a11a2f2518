// The light scan of the stream splitter: it finds where a value ends (the first `,`, `]` or
// `}` outside strings and brackets) without checking the value; the parser checks it once
// its end is known. The scan can stop at the end of the bytes held and go on when more
// arrive, so a large value is scanned once, not once per chunk.

/// Where a light scan stopped: its position, bracket depth and whether it is inside a string.
struct _LightScan {
  /// Where the scanned value starts (the scan is for this value only).
  var start = -1
  /// The next byte to scan.
  var position = 0
  /// Brackets opened and not closed since `start`.
  var depth = 0
  /// Whether `position` is inside a string.
  var inString = false

  /// A scan of the value at `start`.
  init(at start: Int) {
    self.start = start
    position = start
  }

  init() {}

  /// Moves the positions down by `amount` (the buffer dropped that many bytes).
  mutating func shift(by amount: Int) {
    guard start >= 0 else { return }
    start -= amount
    position -= amount
  }

  /// Scans on to the first `,`, `]` or `}` at depth 0 outside strings in the `count` bytes
  /// of `input` and returns its position; nil when the bytes end first, with the state kept
  /// for the next call. It never reads past `count`.
  mutating func delimiter(in input: UnsafePointer<UInt8>, count: Int) -> Int? {
    var pos = position
    var depth = self.depth
    var inString = self.inString
    defer {
      position = pos
      self.depth = depth
      self.inString = inString
    }
    while pos < count {
      if pos &+ 16 <= count, let found = _blockDelimiter(input + pos, depth: &depth, inString: &inString) {
        if found < 16 {
          pos &+= found
          return pos
        }
        pos &+= 16
        continue
      }
      if inString {
        // Most strings end within a few bytes: those are looked at one by one, longer runs
        // 16 bytes at a time.
        let near = min(pos &+ 8, count)
        while pos < near && input[pos] != UInt8(ascii: "\"") && input[pos] != UInt8(ascii: "\\") { pos &+= 1 }
        if pos == near && near < count { pos = _firstStringSpecial(input, from: pos, count: count) }
        guard pos < count else { return nil }
        switch input[pos] {
        case UInt8(ascii: "\""):
          inString = false
          pos &+= 1
        case UInt8(ascii: "\\"):
          // The escaped byte may not have arrived: stop at the backslash.
          guard pos &+ 1 < count else { return nil }
          pos &+= 2
        default:
          pos &+= 1  // a control byte inside the string: the parser reports it
        }
      } else {
        // Between structural bytes there are a few (a colon, a number, a literal).
        let near = min(pos &+ 4, count)
        while pos < near && !_isStructural(input[pos]) { pos &+= 1 }
        if pos == near && near < count { pos = _firstStructuralByte(input, from: pos, count: count) }
        guard pos < count else {
          pos = count
          return nil
        }
        switch input[pos] {
        case UInt8(ascii: "\""):
          inString = true
          pos &+= 1
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth &+= 1
          pos &+= 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { return pos }
          depth &-= 1
          pos &+= 1
        case UInt8(ascii: ","):
          if depth == 0 { return pos }
          pos &+= 1
        default:
          pos &+= 1  // a zero byte in the input
        }
      }
    }
    return nil
  }
}

/// The light scan of the 16 bytes at `block`, when none is a backslash (else nil, for the
/// byte-by-byte scan, which handles escapes): the offset of the first `,`, `]` or `}` at
/// depth 0 outside strings (`inString` is then false, `depth` as there), or 16 with `depth`
/// and `inString` as after the block.
///
/// Each kind of byte becomes a mask of the high bits of its bytes, in two 64-bit words; the
/// bytes inside strings are the prefix parity of the quotes (three shifts), so only the
/// brackets and commas outside strings are looked at one by one.
@inline(__always)
func _blockDelimiter(_ block: UnsafePointer<UInt8>, depth: inout Int, inString: inout Bool) -> Int? {
  let chunk = UnsafeRawPointer(block).loadUnaligned(as: SIMD16<UInt8>.self)
  let high: UInt64 = 0x8080_8080_8080_8080
  func words(_ lanes: SIMD16<Int8>) -> SIMD2<UInt64> { unsafeBitCast(lanes, to: SIMD2<UInt64>.self) }
  let backslashes = words(_lanes(chunk .== SIMD16(repeating: 0x5C)))
  guard backslashes[0] | backslashes[1] == 0 else { return nil }
  // `[` and `{` (0x5B, 0x7B) and `]` and `}` (0x5D, 0x7D) differ only in bit 5.
  let folded = chunk | SIMD16(repeating: 0x20)
  let quotes = words(_lanes(chunk .== SIMD16(repeating: 0x22)))
  let opens = words(_lanes(folded .== SIMD16(repeating: 0x7B)))
  let closes = words(_lanes(folded .== SIMD16(repeating: 0x7D)))
  let commas = words(_lanes(chunk .== SIMD16(repeating: 0x2C)))
  for half in 0..<2 {
    let quote = quotes[half] & high
    // The high bit of each byte: the parity of the quotes up to it, that is, whether a
    // byte that is not a quote is inside a string.
    var inside = quote
    inside ^= inside &<< 8
    inside ^= inside &<< 16
    inside ^= inside &<< 32
    if inString { inside ^= high }
    var structural = (opens[half] | closes[half] | commas[half]) & high & ~inside
    while structural != 0 {
      let bit = structural & (0 &- structural)
      structural &= structural &- 1
      if opens[half] & bit != 0 {
        depth &+= 1
      } else if closes[half] & bit != 0 && depth > 0 {
        depth &-= 1
      } else {
        // A comma, or a bracket that closes the value's container, at depth 0.
        guard depth == 0 else { continue }
        inString = false
        return half &* 8 &+ bit.trailingZeroBitCount &>> 3
      }
    }
    if quote.nonzeroBitCount & 1 != 0 { inString.toggle() }
  }
  return 16
}

/// The position of the first `"`, `,`, bracket or zero byte at or after `start`, or
/// `count` (it never reads past `count`, so the bytes may be a caller's, without padding).
@inline(__always)
func _firstStructuralByte(_ input: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
  _firstByte(input, from: start, count: count, isStructural: true)
}

/// The position of the first `"`, `\\` or control byte at or after `start`, or `count` (it
/// never reads past `count`).
@inline(__always)
func _firstStringSpecial(_ input: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
  _firstByte(input, from: start, count: count, isStructural: false)
}

/// The scan of the two above: 16 bytes at a time while 16 remain, then byte by byte up to
/// `count`. With `isStructural`, it stops at what ends a value outside strings (`"`, `,`,
/// brackets, a zero byte); otherwise at what ends a run of string text (`"`, `\\`, control
/// bytes).
@inline(__always)
func _firstByte(_ input: UnsafePointer<UInt8>, from start: Int, count: Int, isStructural: Bool) -> Int {
  var pos = start
  while pos &+ 16 <= count {
    let chunk = UnsafeRawPointer(input + pos).loadUnaligned(as: SIMD16<UInt8>.self)
    let special: SIMD16<Int8>
    if isStructural {
      // `[` and `{` (0x5B, 0x7B) and `]` and `}` (0x5D, 0x7D) differ only in bit 5.
      let folded = chunk | SIMD16(repeating: 0x20)
      special =
        _lanes(chunk .== SIMD16(repeating: 0x22)) | _lanes(chunk .== SIMD16(repeating: 0x2C))
        | _lanes(chunk .== SIMD16(repeating: 0)) | _lanes(folded .== SIMD16(repeating: 0x7B))
        | _lanes(folded .== SIMD16(repeating: 0x7D))
    } else {
      special =
        _lanes(chunk .== SIMD16(repeating: 0x22)) | _lanes(chunk .== SIMD16(repeating: 0x5C))
        | _lanes(chunk .< SIMD16(repeating: 0x20))
    }
    if let lane = _firstLane(special) { return pos &+ lane }
    pos &+= 16
  }
  while pos < count {
    let byte = input[pos]
    if isStructural ? _isStructural(byte) : (byte == 0x22 || byte == 0x5C || byte < 0x20) { return pos }
    pos &+= 1
  }
  return pos
}

/// Whether `byte` is a `"`, a `,`, a bracket, or zero (what ``_firstStructuralByte(_:from:count:)``
/// stops at).
@inline(__always)
func _isStructural(_ byte: UInt8) -> Bool {
  let folded = byte | 0x20
  return byte == 0x22 || byte == 0x2C || byte == 0 || folded == 0x7B || folded == 0x7D
}

/// The position of the closing quote of the string whose opening quote is at `start`, or
/// nil when the bytes end first.
func _stringEnd(in input: UnsafePointer<UInt8>, count: Int, from start: Int) -> Int? {
  var pos = start &+ 1
  while pos < count {
    pos = _firstStringSpecial(input, from: pos, count: count)
    guard pos < count else { return nil }
    switch input[pos] {
    case UInt8(ascii: "\""): return pos
    case UInt8(ascii: "\\"): pos &+= 2
    default: pos &+= 1
    }
  }
  return nil
}

/// Whether `byte` is JSON whitespace.
@inline(__always)
func _isJSONWhitespace(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
}
