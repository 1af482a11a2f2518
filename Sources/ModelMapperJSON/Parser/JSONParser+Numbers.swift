extension _JSONParser {
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
