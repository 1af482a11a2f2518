import Foundation
import SeededRandom
import Testing

@testable import ModelMapperJSON

/// A number's sign, significant digits and exponent, read from its UTF-8 bytes, against the
/// reading by `Character` that it replaced (kept here as the reference), over seeded random
/// texts in JSON's syntax and in Swift's `description` of a `Double`.
@Suite("Numbers' decimal forms")
struct DecimalFormTests {
  /// The earlier reading, walking the text by `Character`.
  static func reference(_ text: String) -> (negative: Bool, digits: Substring, exponent: Int, hugeExponent: Substring) {
    var mantissa = Substring(text)
    var exponent = 0
    var hugeExponent: Substring = ""
    if let marker = mantissa.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      let written = mantissa[mantissa.index(after: marker)...]
      if let value = Int(written) {
        exponent = value
      } else {
        let negative = written.hasPrefix("-")
        let digits = written.drop { $0 == "-" || $0 == "+" || $0 == "0" }
        hugeExponent = (negative ? "-" : "") + digits
      }
      mantissa = mantissa[..<marker]
    }
    let negative = mantissa.hasPrefix("-")
    if let point = mantissa.firstIndex(of: ".") {
      exponent -= mantissa.distance(from: point, to: mantissa.endIndex) - 1
    }
    var digits = Substring(mantissa.filter { $0.isASCII && $0.isNumber })
    while digits.last == "0" {
      digits.removeLast()
      exponent += 1
    }
    digits = digits.drop { $0 == "0" }
    return digits.isEmpty ? (false, "", 0, "") : (negative, digits, exponent, hugeExponent)
  }

  /// A random number text: JSON syntax with zeros in every place, or a double's description.
  static func text(_ random: inout SeededGenerator) -> String {
    func digits(_ count: UInt64, zeros: Bool) -> String {
      String((0..<count).map { _ in zeros && random.next() % 3 == 0 ? "0" : Character(String(random.next() % 10)) })
    }
    switch random.next() % 4 {
    case 0:
      let double = Double(bitPattern: random.next())
      return double.isFinite ? "\(double)" : "1e+300"
    case 1:
      return "\(Double(Int64(bitPattern: random.next()) >> (random.next() % 63)) / 1000)"
    default:
      var text = random.next() % 2 == 0 ? "-" : ""
      text += random.next() % 4 == 0 ? "0" : digits(1 + random.next() % 20, zeros: true)
      if random.next() % 2 == 0 { text += "." + digits(1 + random.next() % 20, zeros: true) }
      if random.next() % 2 == 0 {
        text += random.next() % 2 == 0 ? "e" : "E"
        text += ["", "+", "-"][Int(random.next() % 3)]
        text +=
          random.next() % 8 == 0
          ? digits(19 + random.next() % 20, zeros: false) : digits(1 + random.next() % 4, zeros: true)
      }
      return text
    }
  }

  /// The texts of 20,000 seeded random ones for which `differs` is true.
  static func failures(seed: UInt64, _ differs: (inout String) -> Bool) -> [String] {
    var random = SeededGenerator(seed: seed)
    var failures: [String] = []
    for _ in 0..<20_000 {
      var text = Self.text(&random)
      if differs(&text) { failures.append(text) }
    }
    return failures
  }

  @Test("the bytes give the forms the characters gave", arguments: 0..<4)
  func sameForms(seed: UInt64) {
    var failures = Self.failures(seed: 52_711 &+ seed) { _decimalForm($0) != Self.reference($0) }
    let edges = [
      "0", "-0", "0.000", "-0.0e5", "100", "1.2300e-2", "1e+300", "5e-324", "1200.00", "0.00120",
      "-1e-43456789012345678901234567890123", "9e9223372036854775807", "1e-9223372036854775808",
      "1e+0000000000000000000001",
    ]
    for text in edges where _decimalForm(text) != Self.reference(text) { failures.append(text) }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test("significant digits are counted as the form has them", arguments: 0..<2)
  func significantDigits(seed: UInt64) {
    let failures = Self.failures(seed: 104_729 &+ seed) { text in
      text.withUTF8 { _significantDigitCount($0) } != _decimalForm(text).digits.count
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    var samples = ["0.00120", "1.2e-3", "-65.613616999999977", "100", "0", "-0.0"]
    #expect(samples.indices.map { samples[$0].withUTF8 { _significantDigitCount($0) } } == [2, 2, 17, 1, 0, 0])
  }

  @Test("numbers compare by value through their forms")
  func sameNumbers() {
    #expect(_sameNumber("1.50", "1.5e0"))
    #expect(_sameNumber("1200.00", "1.2e3"))
    #expect(_sameNumber("-0.0", "0"))
    #expect(!_sameNumber("0.1", "0.1000000000000000055511"))
    #expect(!_sameNumber("-1e-43456789012345678901234567890123", "-1"))
  }
}
