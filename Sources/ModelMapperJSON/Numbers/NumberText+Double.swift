// Conversions from validated JSON number text (`-?int(.frac)?([eE][+-]?exp)?`) to the
// nearest `Double`. The exact conversions (integers, decimals, comparisons) are in
// NumberText+Exact.swift; Eisel-Lemire's step and its table in EiselLemire.swift and
// PowersOfFive.swift.

/// Powers of ten that `Double` holds exactly.
private let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
  1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// The nearest `Double` to validated JSON number text (correctly rounded).
///
/// Numbers with a mantissa below 2^53 and a decimal exponent within ±22 are computed exactly
/// with one multiplication or division (Clinger's fast path); other numbers of up to 19
/// significant digits by the Eisel-Lemire algorithm (``_eiselLemire(_:_:)``). Longer
/// mantissas are truncated to 19 digits and rounded both ways; when the two agree that is
/// the answer, otherwise (and for exponents past ±100,000) Swift's correctly rounded
/// `Double(String)` decides.
package func _parseDouble(_ text: UnsafePointer<UInt8>, count: Int) -> Double {
  if let value = _parseDoubleFast(text, count: count, padded: false) { return value }
  return _parseDoubleInParts(text, count: count)
}

/// ``_parseDouble(_:count:)`` for text followed by at least eight readable bytes (a parsed
/// document's input, which zero padding follows): the last digits of the fraction are read
/// in one load too.
package func _parseDouble(padded text: UnsafePointer<UInt8>, count: Int) -> Double {
  if let value = _parseDoubleFast(text, count: count, padded: true) { return value }
  return _parseDoubleInParts(text, count: count)
}

/// ``_parseDouble(_:count:)`` for the usual numbers: at most 19 significant digits and an
/// exponent below 100,000 (nil for others). The digits of a fraction are read eight at a
/// time where they come eight in a row (fast_float's SWAR loop), and every digit goes into
/// the significand, whose count of leading zeros is only needed past 19 digits.
@inline(__always)
func _parseDoubleFast(_ text: UnsafePointer<UInt8>, count: Int, padded: Bool) -> Double? {
  var index = 0
  let negative = text[0] == UInt8(ascii: "-")
  if negative { index = 1 }
  let start = index
  var mantissa: UInt64 = 0
  while index < count {
    let digit = text[index] &- 0x30
    guard digit < 10 else { break }
    mantissa = mantissa &* 10 &+ UInt64(digit)
    index &+= 1
  }
  var digits = index &- start
  var exponent = 0
  if index < count && text[index] == UInt8(ascii: ".") {
    index &+= 1
    let fractionStart = index
    if padded {
      _digitRun(text, from: &index, upTo: count, into: &mantissa)
    } else {
      while count &- index >= 8 {
        let chunk = UInt64(littleEndian: UnsafeRawPointer(text + index).loadUnaligned(as: UInt64.self))
        guard _areEightDigits(chunk) else { break }
        mantissa = mantissa &* 100_000_000 &+ _eightDigits(chunk)
        index &+= 8
      }
      while index < count {
        let digit = text[index] &- 0x30
        guard digit < 10 else { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        index &+= 1
      }
    }
    digits &+= index &- fractionStart
    exponent = fractionStart &- index
  }
  if digits > 19 {
    // Leading zeros (`0.000…`) are not significant; more than 19 other digits are.
    var zeros = 0
    var position = start
    while position < index && (text[position] == UInt8(ascii: "0") || text[position] == UInt8(ascii: ".")) {
      if text[position] == UInt8(ascii: "0") { zeros &+= 1 }
      position &+= 1
    }
    if digits &- zeros > 19 { return nil }
  }
  if index < count {
    let (value, saturated) = _exponentPart(text, at: index, count: count)
    if saturated { return nil }
    exponent &+= value
  }
  let magnitude = _exactDouble(mantissa, exponent) ?? _eiselLemire(mantissa, exponent)
  return negative ? -magnitude : magnitude
}

/// The exponent of validated number text whose `e` or `E` is at `index`, up to the end at
/// `count`; saturated when it has more digits after reaching 100,000.
@inline(__always)
func _exponentPart(_ text: UnsafePointer<UInt8>, at index: Int, count: Int) -> (value: Int, saturated: Bool) {
  var index = index &+ 1
  var negative = false
  if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
    negative = text[index] == UInt8(ascii: "-")
    index &+= 1
  }
  var value = 0
  while index < count {
    guard value < 100_000 else { return (negative ? -value : value, true) }
    value = value &* 10 &+ Int(text[index] &- 0x30)
    index &+= 1
  }
  return (negative ? -value : value, false)
}

/// `mantissa × 10^exponent` computed exactly with one multiplication or division (Clinger's
/// fast path), when both factors are exact `Double`s; nil otherwise.
@inline(__always)
func _exactDouble(_ mantissa: UInt64, _ exponent: Int) -> Double? {
  guard mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 else { return nil }
  let value = Double(mantissa)
  return exponent < 0 ? value / exactPowersOfTen[-exponent] : value * exactPowersOfTen[exponent]
}

/// Reads the run of digits at `index` (before `count`, when given) into `mantissa`
/// (wrapping past 19 digits, as the callers allow for), eight at a time, and the last up to
/// seven in one load too: the digits are moved to the top of the word and the bytes below
/// them made `0`s. The eight bytes at every position up to the run's end must be readable;
/// without `count`, a byte that is not a digit must end the run (the parser's padding).
@inline(__always)
func _digitRun(_ text: UnsafePointer<UInt8>, from index: inout Int, upTo count: Int?, into mantissa: inout UInt64) {
  while true {
    let chunk = _load8(text + index)
    // The high bit of each byte that is not a digit (no carry crosses bytes).
    let offset = chunk ^ 0x3030_3030_3030_3030
    let notDigits = (((offset & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7676_7676_7676_7676) | offset) & 0x8080_8080_8080_8080
    if notDigits == 0 && (count.map { $0 &- index >= 8 } ?? true) {
      mantissa = mantissa &* 100_000_000 &+ _eightDigits(chunk)
      index &+= 8
      continue
    }
    var run = notDigits.trailingZeroBitCount &>> 3
    if let count { run = min(run, count &- index) }
    if run > 0 {
      let shift = UInt64(truncatingIfNeeded: (8 &- run) &* 8)
      let digits = (chunk &<< shift) | (0x3030_3030_3030_3030 &>> (64 &- shift))
      mantissa = mantissa &* _powerOfTen(run) &+ _eightDigits(digits)
      index &+= run
    }
    return
  }
}

/// 10^`exponent`, for 1 through 7.
@inline(__always)
func _powerOfTen(_ exponent: Int) -> UInt64 {
  switch exponent {
  case 1: 10
  case 2: 100
  case 3: 1_000
  case 4: 10_000
  case 5: 100_000
  case 6: 1_000_000
  default: 10_000_000
  }
}

/// The eight bytes at `pointer` as a little-endian word.
@inline(__always)
func _load8(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
  UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
}

/// Whether the eight bytes of `chunk` (little-endian) are all ASCII digits.
@inline(__always)
func _areEightDigits(_ chunk: UInt64) -> Bool {
  (chunk & 0xF0F0_F0F0_F0F0_F0F0) | (((chunk &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0) >> 4)
    == 0x3333_3333_3333_3333
}

/// The value of eight ASCII digits (little-endian: the first digit in the lowest byte).
@inline(__always)
func _eightDigits(_ chunk: UInt64) -> UInt64 {
  var value = chunk &- 0x3030_3030_3030_3030
  value = value &* 10 &+ (value >> 8)
  let pairs = value & 0x0000_00FF_0000_00FF
  let quads = (value >> 16) & 0x0000_00FF_0000_00FF
  return (pairs &* 0x000F_4240_0000_0064 &+ quads &* 0x0000_2710_0000_0001) >> 32
}

/// ``_parseDouble(_:count:)`` for any number: significant digits counted as they come,
/// truncated past 19.
func _parseDoubleInParts(_ text: UnsafePointer<UInt8>, count: Int) -> Double {
  var index = 0
  let negative = text[0] == UInt8(ascii: "-")
  if negative { index = 1 }
  var mantissa: UInt64 = 0
  var significant = 0
  var exponent = 0
  var exact = true
  while index < count && _isDigit(text[index]) {
    if significant < 19 {
      mantissa = mantissa &* 10 &+ UInt64(text[index] &- 0x30)
      if mantissa != 0 { significant += 1 }
    } else {
      exponent += 1
      if text[index] != UInt8(ascii: "0") { exact = false }
    }
    index += 1
  }
  if index < count && text[index] == UInt8(ascii: ".") {
    index += 1
    while index < count && _isDigit(text[index]) {
      if significant < 19 {
        mantissa = mantissa &* 10 &+ UInt64(text[index] &- 0x30)
        if mantissa != 0 { significant += 1 }
        exponent -= 1
      } else if text[index] != UInt8(ascii: "0") {
        exact = false
      }
      index += 1
    }
  }
  var exponentSaturated = false
  if index < count {
    let (value, saturated) = _exponentPart(text, at: index, count: count)
    exponent += value
    exponentSaturated = saturated
  }
  if exact, let value = _exactDouble(mantissa, exponent) { return negative ? -value : value }
  if mantissa == 0 { return negative ? -0.0 : 0.0 }
  if !exponentSaturated {
    let value = _eiselLemire(mantissa, exponent)
    // Truncated digits: the value lies in [mantissa, mantissa + 1) × 10^exponent.
    if exact || _eiselLemire(mantissa &+ 1, exponent) == value { return negative ? -value : value }
  }
  let string = String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  return Double(string) ?? .nan
}
