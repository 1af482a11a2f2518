import Foundation
import ModelMapperJSON
import SeededRandom
import Testing

/// The number parser (Clinger's fast path, Eisel-Lemire, the fallback) against Swift's
/// correctly rounded `Double(String)`, bit for bit.
@Suite("Numbers parse to the nearest Double")
struct NumberParsingTests {
  /// Texts per kind: 20,000, or `MODELMAPPER_NUMBER_SAMPLES` (the long run uses 2,000,000
  /// for each of the five kinds).
  static let samples = ProcessInfo.processInfo.environment["MODELMAPPER_NUMBER_SAMPLES"].flatMap(Int.init) ?? 20_000

  @Test("edge cases: zeros, subnormals, the largest double, halfway, 17 to 20 digits, huge exponents")
  func edgeCases() {
    let texts = [
      "0", "-0", "0.0", "-0.0e-999", "0e99999999999", "1", "-1", "1e0", "1E+2", "1e-2",
      "5e-324", "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
      "2.4703282292062327208828439643411068618252990130716238221279284125033775364e-324",
      "1e-323", "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308",
      "2.225073858507201136057409796709131975934819546351645648e-308",
      "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "1e309", "-1e309",
      "1e-400", "-1e-400", "1e-342", "1e-343", "1e308", "1e22", "1e23", "9e22", "1.5e23", "1e-22", "1e-23",
      "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995",
      "9007199254740993.0000000000000000001", "9007199254740992.9999999999999999999",
      "18446744073709551615", "18446744073709551616", "99999999999999999999", "9999999999999999999",
      "10000000000000000000", "12345678901234567890123", "0.1", "0.2", "0.3", "0.30000000000000004",
      "3.141592653589793", "2.718281828459045", "1.0000000000000002", "0.9999999999999999",
      "0.99999999999999994", "0.99999999999999995", "0.999999999999999944488848768742172978818416595458984375",
      "7.2057594037927933e16", "8.988465674311579e307", "4.35679275629999E-301",
      "1" + String(repeating: "0", count: 400) + "e-400", "0." + String(repeating: "0", count: 400) + "1e400",
      String(repeating: "1", count: 800) + "e-500", "1e-99999", "1e99999", "1e100000", "1e1000000",
      "123456789012345678901234567890e-1000000", "1" + String(repeating: "0", count: 1000) + "e-1000000",
      "-2.2250738585072014e-308", "-4.9406564584124654e-324", "6.631236846766476e-316",
      "3.2378839133029012e+106", "1.2345678901234567e-100", "4.940656458412465441765687928682213723651e-324",
    ]
    for text in texts { expectParsedExactly(text) }
    expectReadThroughDocument(texts)
  }

  @Test("decimal entries' bounds: 19 and 20 digits, nine and ten before the point, exponents, long text")
  func decimalEntryBounds() {
    // The parser keeps a number's significand and exponent when it has at most 19 digits, a
    // significand below 2^57, a decimal exponent within -64...63 and at most 255 bytes of
    // text; each side of each bound must read the same.
    let texts = [
      "0.0", "-0.0", "0e5", "-0e-5", "-0.0e0", "1.5", "-1.5", "1e1", "1E+1", "-1e-1",
      "1234567890123456.7", "144115188075855871e-1", "144115188075855872e-1", "14411518807585587.1",
      "99999999999999999.9", "9999999999999999.99", "0.1234567890123456789", "0.12345678901234567891",
      "1234567890.123456789", "123456789.0123456789", "12345678901234567890.5",
      "1e-64", "1.5e-63", "1e63", "1e64", "1.0e63", "10e62", "0.5e-63", "0.5e-64", "123e-66", "1e-65",
      "4.9e-324", "5e-324", "1.7976931348623157e308", "1e308", "1.5e308", "1e309", "1e-400",
      "0." + String(repeating: "0", count: 240) + "15", "0." + String(repeating: "0", count: 260) + "15",
      "1." + String(repeating: "0", count: 252), "1." + String(repeating: "0", count: 254) + "1",
      "3.00000000000000000", "-65.613616999999977", "-0.30000000000000004", "2.5e-1", "1.0", "100.0e-2",
    ]
    for text in texts { expectParsedExactly(text) }
    expectReadThroughDocument(texts)
  }

  @Test("random doubles written shortest, with 17 digits and with 1 to 25 digits")
  func randomDoubles() {
    var random = SeededGenerator(seed: 0x4E55_4D42)
    var texts: [String] = []
    for _ in 0..<Self.samples {
      let value = randomDouble(&random)
      // Shortest, 17 digits, 1 to 25 digits, and fixed notation (of a value whose exponent
      // bits are cut down to below 2^65, to keep that text short).
      let written = [
        value.description, String(format: "%.16e", value),
        String(format: "%.\(Int.random(in: 0...24, using: &random))e", value),
        String(
          format: "%.\(Int.random(in: 0...20, using: &random))f",
          Double(bitPattern: value.bitPattern & 0xC3FF_FFFF_FFFF_FFFF)),
      ]
      for text in written {
        expectParsedExactly(text)
        texts.append(text)
      }
    }
    expectReadThroughDocument(texts)
  }

  @Test("random digit strings: 1 to 25 significant digits, exponents from -360 to 330 and beyond")
  func randomDigits() {
    var random = SeededGenerator(seed: 0x4449_4749)
    var texts: [String] = []
    for _ in 0..<Self.samples {
      let digits = Int.random(in: 1...25, using: &random)
      var mantissa = String(Int.random(in: 1...9, using: &random))
      for _ in 1..<digits { mantissa.append(String(Int.random(in: 0...9, using: &random))) }
      let point = Int.random(in: 0...digits, using: &random)
      var text = Bool.random(using: &random) ? "-" : ""
      if point == 0 {
        text += "0." + String(repeating: "0", count: Int.random(in: 0...3, using: &random)) + mantissa
      } else if point == digits {
        text += mantissa
      } else {
        text += mantissa.prefix(point) + "." + mantissa.dropFirst(point)
      }
      let exponent =
        Int.random(in: 0..<8, using: &random) == 0
        ? Int.random(in: -800...800, using: &random) : Int.random(in: -360...330, using: &random)
      if exponent != 0 || Bool.random(using: &random) { text += "e\(exponent)" }
      expectParsedExactly(text)
      texts.append(text)
    }
    expectReadThroughDocument(texts)
  }

  @Test("halfway cases: the exact midpoint of two doubles, and one digit either side of it")
  func halfwayCases() {
    var random = SeededGenerator(seed: 0x4841_4C46)
    var texts: [String] = []
    for index in 0..<Self.samples {
      // Midpoints between 2^53 and 2^83 (short enough for ties to even to decide), anywhere,
      // and among subnormals.
      let value: Double
      switch index % 3 {
      case 0:
        value = Double(bitPattern: (0x434 + UInt64.random(in: 0..<30, using: &random)) << 52 | random.next() >> 12)
      case 1: value = abs(randomDouble(&random))
      default: value = Double(bitPattern: random.next() >> 12)
      }
      guard value.isFinite, value < .greatestFiniteMagnitude else { continue }
      let midpoint = Self.exactDecimal(
        significand: (value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)) << 1 | 1,
        binaryExponent: Int(value.exponentBitPattern == 0 ? 1 : value.exponentBitPattern) - 1075 - 1)
      expectParsedExactly("\(midpoint.digits)e\(midpoint.exponent)")
      expectParsedExactly("\(midpoint.digits)1e\(midpoint.exponent - 1)")
      // Just below the midpoint: its last digit one less (an odd multiple of 2^k can end
      // in 0; then the digit before it).
      var digits = Array(midpoint.digits.utf8)
      var position = digits.count - 1
      while digits[position] == UInt8(ascii: "0") {
        digits[position] = UInt8(ascii: "9")
        position -= 1
      }
      digits[position] -= 1
      let below = "\(String(decoding: digits, as: UTF8.self))e\(midpoint.exponent)"
      expectParsedExactly(below)
      texts += ["\(midpoint.digits)e\(midpoint.exponent)", "\(midpoint.digits)1e\(midpoint.exponent - 1)", below]
    }
    expectReadThroughDocument(texts)
  }

  @Test("numbers read through documents are the parser's (and beyond the range, nil)")
  func throughDocuments() throws {
    var random = SeededGenerator(seed: 0x444F_4353)
    var texts: [String] = []
    for _ in 0..<2_000 {
      let value = randomDouble(&random)
      texts.append(String(format: "%.\(Int.random(in: 0...20, using: &random))e", value))
    }
    let document = try JSONDocument(parsing: "[" + texts.joined(separator: ",") + ",1e400]")
    for (position, text) in texts.enumerated() {
      #expect(document.root[position]?.double?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
    #expect(document.root[texts.count]?.double == nil)
  }

  /// A random finite double: any bit pattern, half of them drawn again until finite.
  func randomDouble(_ random: inout SeededGenerator) -> Double {
    while true {
      let value = Double(bitPattern: random.next())
      if value.isFinite { return value }
    }
  }

  func expectParsedExactly(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = Double(text)
    let parsed = text.utf8.withContiguousStorageIfAvailable { _parseDouble($0.baseAddress!, count: $0.count) }
    #expect(parsed?.bitPattern == expected?.bitPattern, "\(text)", sourceLocation: sourceLocation)
    // The document's path, which reads eight bytes at a time past the digits: digits after
    // the text must not count.
    let padded = Array(text.utf8) + Array("98765432".utf8)
    let fromDocument = padded.withUnsafeBufferPointer { _parseDouble(padded: $0.baseAddress!, count: text.utf8.count) }
    #expect(fromDocument.bitPattern == expected?.bitPattern, "\(text) (padded)", sourceLocation: sourceLocation)
  }

  /// Reads `texts` through one parsed document, where the parser keeps most numbers'
  /// digits for reading (see `_TapeEntry.flagDecimal`): each must read as `Double(String)`
  /// does, bit for bit (nil where that is not finite), keep its exact text and integer
  /// value, and the document must write back to the same text.
  func expectReadThroughDocument(_ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let text = "[" + texts.joined(separator: ",") + "]"
    guard let document = try? JSONDocument(parsing: text) else {
      Issue.record("the numbers did not parse as a document", sourceLocation: sourceLocation)
      return
    }
    var position = 0
    document.root.forEachElement { element in
      let written = texts[position]
      position += 1
      let expected = Double(written).flatMap { $0.isFinite ? $0 : nil }
      #expect(element.double?.bitPattern == expected?.bitPattern, "\(written)", sourceLocation: sourceLocation)
      #expect(element.numberText == written, "\(written): text", sourceLocation: sourceLocation)
      #expect(element.int64 == Self.exactWhole(written), "\(written): integer", sourceLocation: sourceLocation)
    }
    #expect(position == texts.count, sourceLocation: sourceLocation)
    #expect(JSONWriter().string(document.root) == text, "written back", sourceLocation: sourceLocation)
  }

  /// The `Int64` that number text denotes exactly, from its digits alone (`2.50e1` is 25,
  /// `1.0000000000000000000001` none).
  static func exactWhole(_ text: String) -> Int64? {
    var mantissa = Substring(text)
    var exponent = 0
    if let marker = mantissa.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      guard let written = Int(mantissa[mantissa.index(after: marker)...]) else { return nil }
      exponent = written
      mantissa = mantissa[..<marker]
    }
    let negative = mantissa.hasPrefix("-")
    if let point = mantissa.firstIndex(of: ".") {
      exponent -= mantissa.distance(from: point, to: mantissa.endIndex) - 1
    }
    var digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
    while digits.last == "0" {
      digits.removeLast()
      exponent += 1
    }
    if digits.isEmpty { return 0 }
    guard exponent >= 0, digits.count + exponent <= 19,
      let magnitude = UInt64(String(digits) + String(repeating: "0", count: exponent))
    else { return nil }
    return negative
      ? (magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil)
      : Int64(exactly: magnitude)
  }

  /// The exact decimal digits of `significand × 2^binaryExponent` and their decimal exponent.
  static func exactDecimal(significand: UInt64, binaryExponent: Int) -> (digits: String, exponent: Int) {
    // Little-endian limbs of 10^9: multiply by 2^k (k >= 0) or by 5^-k, keeping 10^k aside.
    var limbs: [UInt64] = [
      significand % 1_000_000_000, significand / 1_000_000_000 % 1_000_000_000, significand / 1_000_000_000_000_000_000,
    ]
    func multiply(by factor: UInt64) {
      var carry: UInt64 = 0
      for index in limbs.indices {
        let product = limbs[index] * factor + carry
        limbs[index] = product % 1_000_000_000
        carry = product / 1_000_000_000
      }
      while carry > 0 {
        limbs.append(carry % 1_000_000_000)
        carry /= 1_000_000_000
      }
    }
    var remaining = abs(binaryExponent)
    while remaining > 0 {
      let step = min(remaining, 12)
      multiply(by: binaryExponent > 0 ? 1 << UInt64(step) : (0..<step).reduce(1) { product, _ in product * 5 })
      remaining -= step
    }
    while limbs.count > 1 && limbs.last == 0 { limbs.removeLast() }
    var digits = String(limbs.last!)
    for limb in limbs.dropLast().reversed() {
      let part = String(limb)
      digits += String(repeating: "0", count: 9 - part.count) + part
    }
    return (digits, binaryExponent > 0 ? 0 : binaryExponent)
  }
}
