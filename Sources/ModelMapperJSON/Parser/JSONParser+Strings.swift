extension _JSONParser {
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
}
