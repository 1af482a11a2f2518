extension _JSONParser {
  // MARK: Strings

  /// Validates the string that starts with the quote at `start`, appends its entry, and
  /// returns the position after the closing quote.
  ///
  /// The fast path, small enough to inline into the parse loop, handles strings whose first
  /// special byte is the closing quote; anything else (an escape, a control or non-ASCII
  /// byte, a dot in a key, the end of input) continues in ``parseStringRest(from:at:isKey:)``.
  @inline(__always)
  mutating func parseString(at start: Int, isKey: Bool = false) throws(JSONParseError) -> Int {
    let pos = _firstSpecialByte(input, from: start &+ 1, stopsAtDots: isKey)
    guard input[pos] == UInt8(ascii: "\"") else { return try parseStringRest(from: start, at: pos, isKey: isKey) }
    append(_TapeEntry(kind: .string, low: UInt64(start &+ 1), payload: UInt64(pos &- start &- 1)))
    return pos &+ 1
  }

  /// The general string path: continues the string that starts at `start` from the special
  /// byte at `pos`.
  @inline(never)
  mutating func parseStringRest(from start: Int, at special: Int, isKey: Bool) throws(JSONParseError) -> Int {
    var pos = special
    var flags: UInt64 = 0
    while true {
      let byte = input[pos]
      if byte == 0x22 { break }
      if byte == 0x2E {
        flags |= _TapeEntry.flagKeyHasDot
        pos &+= 1
      } else if byte == 0x5C {
        flags |= _TapeEntry.flagHasEscapes
        pos = try validateEscape(at: pos)
      } else if byte >= 0x80 {
        flags |= _TapeEntry.flagNonASCII
        if checksUTF8 {
          repeat {
            let next = _utf8SequenceEnd(input, pos)
            if next < 0 { throw utf8Error(at: pos) }
            pos = next
          } while input[pos] >= 0x80
        } else {
          // A `String`'s UTF-8, valid by construction: skip to the next byte that matters,
          // 16 bytes at a time through non-ASCII text.
          pos = _firstSpecialByte(input, from: pos &+ 1, stopsAtDots: isKey, stopsAtNonASCII: false)
          continue
        }
      } else {
        throw stringError(at: pos, stringStart: start)
      }
      pos = _firstSpecialByte(input, from: pos, stopsAtDots: isKey)
    }
    append(
      _TapeEntry(
        kind: .string, flags: flags, low: UInt64(start &+ 1), payload: UInt64(pos &- start &- 1)))
    return pos &+ 1
  }

  /// The error for a control byte at `pos`, or the end of input, inside the string that
  /// starts at `stringStart`.
  @inline(never)
  func stringError(at pos: Int, stringStart start: Int) -> JSONParseError {
    if pos >= count {
      return fail(.unexpectedEnd, at: count, "unexpected end of input inside a string that starts at byte \(start)")
    }
    return fail(
      .controlCharacterInString, at: pos,
      "unescaped control character \(describe(pos)) in a string; write it as an escape such as \\n or \\u00XX")
  }

  /// Validates the escape at `pos` (a backslash) and returns the position after it; out of
  /// line, as escapes are rare and their errors long.
  @inline(never)
  mutating func validateEscape(at pos: Int) throws(JSONParseError) -> Int {
    switch input[pos &+ 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return pos &+ 2
    case UInt8(ascii: "u"):
      let unit = try hexQuad(at: pos &+ 2, escapeAt: pos)
      if unit >= 0xD800 && unit <= 0xDBFF {
        guard input[pos &+ 6] == UInt8(ascii: "\\") && input[pos &+ 7] == UInt8(ascii: "u") else {
          if pos &+ 6 >= count {
            throw fail(.unexpectedEnd, at: count, "unexpected end of input after a high surrogate escape")
          }
          throw fail(
            .invalidEscape, at: pos,
            "lone surrogate \\u\(hex(unit)): a high surrogate must be followed by a \\uDC00-\\uDFFF escape")
        }
        let low = try hexQuad(at: pos &+ 8, escapeAt: pos &+ 6)
        guard low >= 0xDC00 && low <= 0xDFFF else {
          throw fail(
            .invalidEscape, at: pos,
            "lone surrogate \\u\(hex(unit)): followed by \\u\(hex(low)), which is not a low surrogate")
        }
        return pos &+ 12
      }
      if unit >= 0xDC00 && unit <= 0xDFFF {
        throw fail(
          .invalidEscape, at: pos, "lone surrogate \\u\(hex(unit)): a low surrogate without a high surrogate before it")
      }
      return pos &+ 6
    default:
      if pos &+ 1 >= count { throw fail(.unexpectedEnd, at: count, "unexpected end of input in an escape") }
      throw fail(
        .invalidEscape, at: pos,
        "invalid escape '\\\(describe(pos &+ 1))'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
    }
  }

  func hex(_ unit: UInt32) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  @inline(__always)
  func hexQuad(at pos: Int, escapeAt: Int) throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    for index in pos..<pos &+ 4 {
      let digit = _hexValue(input[index])
      if digit > 15 {
        if index >= count { throw fail(.unexpectedEnd, at: count, "unexpected end of input in a \\u escape") }
        throw fail(.invalidEscape, at: escapeAt, "invalid \\u escape: \(describe(index)) is not a hexadecimal digit")
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  @inline(never)
  func utf8Error(at pos: Int) -> JSONParseError {
    let lead = input[pos]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    if lead >= 0xC2 && lead <= 0xF4 && pos &+ length > count {
      var complete = true
      for index in pos &+ 1..<count where input[index] & 0xC0 != 0x80 { complete = false }
      if complete {
        return fail(.unexpectedEnd, at: count, "unexpected end of input inside a UTF-8 sequence")
      }
    }
    return fail(.invalidUTF8, at: pos, "invalid UTF-8 sequence starting with \(describe(pos))")
  }

  // MARK: Numbers

  /// Validates the number at `start` and appends it: an integer entry with its value when
  /// it has no fraction or exponent and fits 64 bits, otherwise a text entry.
  @inline(__always)
  mutating func parseNumber(at start: Int) throws(JSONParseError) -> Int {
    var pos = start
    let negative = input[pos] == UInt8(ascii: "-")
    if negative { pos &+= 1 }
    var value: UInt64 = 0
    let digitsStart = pos
    let first = input[pos]
    if first == UInt8(ascii: "0") {
      pos &+= 1
      if _isDigit(input[pos]) {
        throw fail(.invalidNumber, at: pos, "leading zeros are not allowed in numbers")
      }
    } else if first >= UInt8(ascii: "1") && first <= UInt8(ascii: "9") {
      repeat {
        value = value &* 10 &+ UInt64(input[pos] &- 0x30)
        pos &+= 1
      } while _isDigit(input[pos])
    } else {
      throw numberError(at: pos, "expected a digit")
    }
    var isInteger = true
    let digitCount = pos &- digitsStart
    // The digits of a fraction go on into `value` (wrapping past 19 digits, which a decimal
    // entry refuses), and the exponent is read too: reading the number as a `Double` then
    // need not scan its text again (see `appendDecimal`).
    var fractionDigits = 0
    if input[pos] == UInt8(ascii: ".") {
      pos &+= 1
      guard _isDigit(input[pos]) else { throw numberError(at: pos, "expected a digit after the decimal point") }
      // Eight digits at a time (coordinates and prices have fifteen or so), the last up to
      // seven in one load; the padding after the input is not digits.
      let fractionStart = pos
      _digitRun(input, from: &pos, upTo: nil, into: &value)
      fractionDigits = pos &- fractionStart
      isInteger = false
    }
    var exponent = 0
    if input[pos] | 0x20 == UInt8(ascii: "e") {
      pos &+= 1
      let exponentIsNegative = input[pos] == UInt8(ascii: "-")
      if exponentIsNegative || input[pos] == UInt8(ascii: "+") { pos &+= 1 }
      guard _isDigit(input[pos]) else { throw numberError(at: pos, "expected a digit in the exponent") }
      repeat {
        // Saturated past what a decimal entry holds.
        if exponent < 100_000 { exponent = exponent &* 10 &+ Int(input[pos] &- 0x30) }
        pos &+= 1
      } while _isDigit(input[pos])
      if exponentIsNegative { exponent = 0 &- exponent }
      isInteger = false
    }
    let length = pos &- start
    if !isInteger {
      appendDecimal(
        start: start, length: length, significand: value, digits: digitCount &+ fractionDigits,
        exponent: exponent &- fractionDigits, negative: negative)
      return pos
    }
    // Up to 19 digits cannot overflow; 20 may; more always do.
    var fits = digitCount < 20
    if digitCount == 20, let exact = _exactUInt64(input + digitsStart, count: 20) {
      value = exact
      fits = true
    }
    if fits {
      if !negative {
        let kind: _TapeKind = value <= UInt64(Int64.max) ? .int64 : .uint64
        append(_TapeEntry(kind: kind, low: UInt64(start) | UInt64(length) << 48, payload: value))
        return pos
      }
      if value != 0 && value <= UInt64(Int64.max) + 1 {
        append(_TapeEntry(kind: .int64, low: UInt64(start) | UInt64(length) << 48, payload: 0 &- value))
        return pos
      }
    }
    append(_TapeEntry(kind: .text, low: UInt64(start), payload: UInt64(length)))
    return pos
  }

  /// Appends a number with a fraction or an exponent, `significand` × 10^`exponent`: a
  /// decimal entry (see ``_TapeEntry/flagDecimal``) when it has at most 19 digits, a
  /// significand below 2^57, an exponent within -64...63 and text of at most 255 bytes
  /// (coordinates, prices, the shortest text of most `Double`s); a text entry otherwise.
  @inline(__always)
  mutating func appendDecimal(start: Int, length: Int, significand: UInt64, digits: Int, exponent: Int, negative: Bool)
  {
    if digits <= 19 && significand < _TapeEntry.decimalSignificandLimit && exponent >= -64 && exponent <= 63
      && length <= 255
    {
      let flags = _TapeEntry.flagDecimal | (negative ? _TapeEntry.flagNegative : 0)
      append(
        _TapeEntry(
          kind: .text, flags: flags, low: UInt64(start) | UInt64(length) << 48,
          payload: significand | UInt64(exponent &+ 64) << 57))
      return
    }
    append(_TapeEntry(kind: .text, low: UInt64(start), payload: UInt64(length)))
  }

  @inline(never)
  func numberError(at pos: Int, _ message: String) -> JSONParseError {
    if pos >= count { return fail(.unexpectedEnd, at: count, "unexpected end of input in a number; \(message)") }
    return fail(.invalidNumber, at: pos, "invalid number: \(message), found \(describe(pos))")
  }
}

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

/// The position after the valid UTF-8 sequence at `pos` (a byte >= 0x80), or -1.
///
/// A free function: a parser method that reads `self` as a whole made the compiler copy the
/// parser (137 bytes) for each sequence.
@inline(__always)
func _utf8SequenceEnd(_ input: UnsafePointer<UInt8>, _ pos: Int) -> Int {
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

/// The first lane set in `lanes` (a combination of ``_lanes(_:)``), read as two 64-bit
/// words; nil when none is.
@inline(__always)
func _firstLane(_ lanes: SIMD16<Int8>) -> Int? {
  let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
  if words[0] != 0 { return words[0].trailingZeroBitCount &>> 3 }
  if words[1] != 0 { return 8 + words[1].trailingZeroBitCount &>> 3 }
  return nil
}
