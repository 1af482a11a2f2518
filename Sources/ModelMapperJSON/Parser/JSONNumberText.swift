/// Conversions from validated JSON number text (`-?int(.frac)?([eE][+-]?exp)?`).

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

/// The integer value of validated JSON number text as sign and magnitude, when it is a whole
/// number (`12`, `1.0`, `2e3`, `120e-1`) whose magnitude fits 64 bits and that `Int64` or
/// `UInt64` holds.
package func _integer(text: UnsafePointer<UInt8>, count: Int) -> (negative: Bool, magnitude: UInt64)? {
  guard let (negative, magnitude) = _integer(text: text, count: count, as: UInt64.self) else { return nil }
  if negative && magnitude > UInt64(Int64.max) + 1 { return nil }
  return (negative, magnitude)
}

/// The integer value of validated JSON number text as sign and magnitude, when it is a whole
/// number whose magnitude `Magnitude` holds (a negative zero has no sign).
package func _integer<Magnitude: UnsignedInteger & FixedWidthInteger>(
  text: UnsafePointer<UInt8>, count: Int, as: Magnitude.Type
) -> (negative: Bool, magnitude: Magnitude)? {
  var index = 0
  let negative = text[0] == UInt8(ascii: "-")
  if negative { index = 1 }
  // Collect the digits (integer part, then fraction) and the decimal exponent.
  var digitsEnd = index
  while digitsEnd < count && _isDigit(text[digitsEnd]) { digitsEnd += 1 }
  var fractionStart = digitsEnd
  var fractionEnd = digitsEnd
  if digitsEnd < count && text[digitsEnd] == UInt8(ascii: ".") {
    fractionStart = digitsEnd + 1
    fractionEnd = fractionStart
    while fractionEnd < count && _isDigit(text[fractionEnd]) { fractionEnd += 1 }
  }
  var exponent = 0
  if fractionEnd < count {
    var position = fractionEnd + 1
    var exponentNegative = false
    if text[position] == UInt8(ascii: "-") || text[position] == UInt8(ascii: "+") {
      exponentNegative = text[position] == UInt8(ascii: "-")
      position += 1
    }
    while position < count {
      if exponent < 100_000 { exponent = exponent * 10 + Int(text[position] &- 0x30) }
      position += 1
    }
    if exponentNegative { exponent = -exponent }
  }
  // The digit sequence is int ++ frac; the integer part is its first (intCount + exponent)
  // digits, and the rest must be zeros.
  let integerDigits = digitsEnd - index
  let fractionDigits = fractionEnd - fractionStart
  let total = integerDigits + fractionDigits
  let keep = integerDigits + exponent
  func digit(_ position: Int) -> UInt8 {
    position < integerDigits ? text[index + position] &- 0x30 : text[fractionStart + position - integerDigits] &- 0x30
  }
  var rest = max(keep, 0)
  while rest < total {
    if digit(rest) != 0 { return nil }
    rest += 1
  }
  var magnitude: Magnitude = 0
  var position = 0
  while position < keep {
    let value: UInt8 = position < total ? digit(position) : 0
    if magnitude == 0 && value == 0 {
      position += 1
      continue
    }
    let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
    let (sum, overflow2) = times10.addingReportingOverflow(Magnitude(value))
    if overflow1 || overflow2 { return nil }
    magnitude = sum
    position += 1
  }
  return (negative && magnitude != 0, magnitude)
}

/// Whether two numbers' texts (JSON syntax, or Swift's `description` of a `Double`, which may
/// write `1e+300`) denote the same value exactly: `1.50` and `1.5e0` do, `0.1` and
/// `0.1000000000000000055511` do not.
package func _sameNumber(_ lhs: String, _ rhs: String) -> Bool {
  _decimalForm(lhs) == _decimalForm(rhs)
}

/// A number's text as its sign, significant digits and decimal exponent (zero has no sign).
///
/// An exponent too large for `Int` (`1e-43456789012345678901234567890123`) is kept as its
/// text, without leading zeros, in `hugeExponent`, and `exponent` holds only what the
/// mantissa adds to it: such numbers are equal only to numbers with the same exponent text
/// (a text exponent read as 0 once made `-1e-434...` the same number as `-1`).
///
/// Works on the UTF-8 bytes: walking the text by `Character` (five times for a number that
/// went to `NSDecimalNumber`) was most of the 7 us such a number cost, when `canada.json` as
/// `[String: Any]` took three times as long as with `JSONSerialization`.
func _decimalForm(_ text: String) -> (negative: Bool, digits: Substring, exponent: Int, hugeExponent: Substring) {
  var text = text
  return text.withUTF8 { _decimalForm(bytes: $0) }
}

/// ``_decimalForm(_:)`` of the UTF-8 bytes of a number's text.
func _decimalForm(
  bytes: UnsafeBufferPointer<UInt8>
) -> (negative: Bool, digits: Substring, exponent: Int, hugeExponent: Substring) {
  var end = bytes.count
  var exponent = 0
  var hugeExponent: Substring = ""
  if let marker = bytes.firstIndex(where: { $0 | 0x20 == UInt8(ascii: "e") }) {
    end = marker
    let written = UnsafeBufferPointer(rebasing: bytes[(marker + 1)...])
    if let value = _exponentValue(written) {
      exponent = value
    } else {
      let negative = written.first == UInt8(ascii: "-")
      let digits = written.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "0") }
      hugeExponent = Substring((negative ? "-" : "") + String(decoding: digits, as: UTF8.self))
    }
  }
  let negative = end > 0 && bytes[0] == UInt8(ascii: "-")
  // The mantissa's digits, without leading and trailing zeros (each trailing zero adds one
  // to the exponent; each digit after the point takes one away).
  let (first, last, point) = _significantRun(bytes, end: end)
  guard first >= 0 else { return (false, "", 0, "") }
  if point >= 0 { exponent -= end - point - 1 }
  // The zero digits after the last significant one (the point, if it is among them, is not
  // a digit).
  exponent += end - last - 1 - (point > last ? 1 : 0)
  var digits = [UInt8]()
  digits.reserveCapacity(last - first + 1)
  for index in first...last where bytes[index] != UInt8(ascii: ".") { digits.append(bytes[index]) }
  return (negative, Substring(String(decoding: digits, as: UTF8.self)), exponent, hugeExponent)
}

/// The number of significant digits of a number's text: the mantissa's digits from its
/// first nonzero digit to its last (`0.00120` and `1.2e-3` have 2; zero has none).
package func _significantDigitCount(_ text: UnsafeBufferPointer<UInt8>) -> Int {
  let end = text.firstIndex { $0 | 0x20 == UInt8(ascii: "e") } ?? text.count
  let (first, last, point) = _significantRun(text, end: end)
  guard first >= 0 else { return 0 }
  return last - first + 1 - (point > first && point < last ? 1 : 0)
}

/// Where the significant digits of the mantissa `text[..<end]` are: the positions of its
/// first and last nonzero digits (-1 for zero) and of its point (-1 without one).
func _significantRun(_ text: UnsafeBufferPointer<UInt8>, end: Int) -> (first: Int, last: Int, point: Int) {
  var first = -1
  var last = -1
  var point = -1
  for index in 0..<end {
    let byte = text[index]
    if byte == UInt8(ascii: ".") {
      point = index
    } else if byte &- UInt8(ascii: "1") < 9 {
      if first < 0 { first = index }
      last = index
    }
  }
  return (first, last, point)
}

/// The exponent written in `text` (an optional sign and decimal digits), or nil when it is
/// empty, not a number, or beyond `Int`.
func _exponentValue(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
  var position = 0
  var negative = false
  if let sign = text.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
    negative = sign == UInt8(ascii: "-")
    position = 1
  }
  guard position < text.count else { return nil }
  var value = 0
  while position < text.count {
    let digit = Int(text[position] &- UInt8(ascii: "0"))
    guard digit < 10 else { return nil }
    let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
    let (sum, overflow2) =
      negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
    if overflow1 || overflow2 { return nil }
    value = sum
    position += 1
  }
  return value
}
