import Foundation
import ModelMapperSupport

// Exact conversions of validated JSON number text: integers of any width (`2e3` is 2000),
// `Decimal` from the text (never through `Double`), and whether two texts are the same
// number. The mapping layer's lenient conversion reads numbers written in strings with these.

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

/// A `Decimal` from JSON number text, when it holds the value exactly (at most 38
/// significant digits, and an exponent that fits); nil otherwise. `Decimal(string:)` alone
/// rounds away digits beyond 38, refuses `1e+147` although the value fits, and turns some
/// tiny numbers into 0: the text is rewritten in a form it reads (`1` and 147 zeros), and
/// the result is kept only when it is the same number.
package func _decimalFromNumberText(_ text: String) -> Decimal? {
  let (negative, digits, exponent, hugeExponent) = _decimalForm(text)
  if digits.isEmpty { return 0 }
  guard digits.count <= 38, hugeExponent.isEmpty, (-200...200).contains(exponent) else { return nil }
  let plain = exponent >= 0 ? digits + String(repeating: "0", count: exponent) : "\(digits)e\(exponent)"
  guard let decimal = Decimal(string: (negative ? "-" : "") + plain, locale: _posixLocale), !decimal.isNaN,
    _sameNumber(decimal.description, text)
  else { return nil }
  return decimal
}

/// The `Int64` of `-magnitude`, when it is in range.
@inlinable
package func _negate(_ magnitude: UInt64) -> Int64? {
  magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil
}
