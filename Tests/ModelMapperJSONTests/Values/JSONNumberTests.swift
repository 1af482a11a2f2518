import Foundation
import ModelMapperJSON
import SeededRandom
import TestSupport
import Testing

@Suite("Numbers are exact")
struct JSONNumberTests {
  @Test("integers in Int64 and UInt64 range stay integers, at the boundaries too")
  func integerRanges() throws {
    let document = try JSONDocument(
      parsing:
        "[9223372036854775807, -9223372036854775808, 9223372036854775808, 18446744073709551615, 18446744073709551616, -9223372036854775809]"
    )
    let root = document.root
    #expect(root[0]?.int64 == .max)
    #expect(root[1]?.int64 == .min)
    #expect(root[2]?.int64 == nil)
    #expect(root[2]?.uint64 == 9_223_372_036_854_775_808)
    #expect(root[3]?.uint64 == .max)
    #expect(root[4]?.uint64 == nil)
    #expect(root[4]?.numberText == "18446744073709551616")
    #expect(root[4]?.decimal == Decimal(string: "18446744073709551616"))
    #expect(root[5]?.int64 == nil)
    #expect(root[5]?.numberText == "-9223372036854775809")
  }

  @Test("true is never the number 1, and 1 is never true")
  func boolsAreNotNumbers() throws {
    let document = try JSONDocument(parsing: "[true, 1, false, 0]")
    #expect(document.root[0]?.kind == .bool)
    #expect(document.root[0]?.int64 == nil)
    #expect(document.root[0]?.double == nil)
    #expect(document.root[1]?.bool == nil)
    #expect(document.root[2]?.int64 == nil)
    #expect(document.root[3]?.bool == nil)
    #expect(JSONValue.bool(true) != JSONValue.number(1))
  }

  @Test("whole numbers written with a fraction or exponent read as integers")
  func wholeNumbersInOtherForms() throws {
    let document = try JSONDocument(parsing: "[1.0, 2e3, -0, 1.5, 1e-2, 120e-1, 0.0]")
    #expect(document.root[0]?.int64 == 1)
    #expect(document.root[1]?.int64 == 2000)
    #expect(document.root[2]?.int64 == 0)
    #expect(document.root[2]?.numberText == "-0")
    #expect(document.root[3]?.int64 == nil)
    #expect(document.root[4]?.int64 == nil)
    #expect(document.root[5]?.int64 == 12)
    #expect(document.root[6]?.int64 == 0)
  }

  @Test(
    "doubles are correctly rounded",
    arguments: [
      "0.1", "2.2250738585072014e-308", "5e-324", "1.7976931348623157e308", "9007199254740993",
      "0.30000000000000004", "123456789012345678901234567890",
      "1.00000000000000011102230246251565404236316680908203125",
      "-65.613616999999977", "43.420273000000009", "1e22", "1e23", "4.9406564584124654e-324",
    ])
  func doubles(text: String) throws {
    let document = try JSONDocument(parsing: text)
    #expect(document.root.double == Double(text))
  }

  @Test("Decimal is read from the text, never through Double")
  func decimals() throws {
    let document = try JSONDocument(parsing: "[1.66, 0.1, 12345678901234567890.123456789]")
    #expect(document.root[0]?.decimal == Decimal(string: "1.66"))
    #expect(document.root[0]?.decimal?.description == "1.66")
    #expect(document.root[1]?.decimal?.description == "0.1")
    #expect(document.root[2]?.decimal?.description == "12345678901234567890.123456789")
    #expect(JSONNumber(Decimal(string: "1.66")!)?.text == "1.66")
  }

  @Test("exponents too large for Int are kept: -1e-434...123 is not -1")
  func hugeExponents() throws {
    let tiny = try #require(JSONNumber(text: "-1e-43456789012345678901234567890123"))
    #expect(!tiny.isExactlyEqual(to: JSONNumber(-1)))
    #expect(tiny.decimalValue == nil)
    #expect(tiny.int64Value == nil)
    let huge = try #require(JSONNumber(text: "1e99999999999999999999"))
    #expect(huge.isExactlyEqual(to: JSONNumber(text: "1E+0099999999999999999999")!))
    #expect(!huge.isExactlyEqual(to: JSONNumber(text: "1e99999999999999999998")!))
    #expect(!huge.isExactlyEqual(to: JSONNumber(1)))
    let document = try JSONDocument(parsing: "[-1e-43456789012345678901234567890123]")
    #expect(document.root[0]?.decimal == nil)
  }

  @Test("numbers compare and hash by value")
  func equality() throws {
    let one = JSONNumber(1)
    let forms = ["1", "1.0", "1e0", "10e-1", "1.000"].map { JSONNumber(text: $0)! }
    for form in forms {
      #expect(form == one)
      #expect(form.hashValue == one.hashValue)
    }
    #expect(JSONNumber(0.1) == JSONNumber(text: "0.1")!)
    #expect(JSONNumber(1) != JSONNumber(text: "1.5")!)
    #expect(JSONNumber(UInt64.max) == JSONNumber(text: "18446744073709551615")!)
    #expect(JSONNumber(text: "01") == nil)
    #expect(JSONNumber(text: "1 ") == nil)
    #expect(JSONNumber(text: "\"1\"") == nil)
  }

  @Test("doubles are written as the shortest text that round-trips")
  func shortestDoubles() throws {
    let writer = JSONWriter()
    let values: [Double] = [0.1, 1.0, -0.0, 1e16, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 100.5, 0.1 + 0.2]
    #expect(
      try writer.string(.array(values.map { .number(JSONNumber($0)) }))
        == "[0.1,1,-0,1e+16,5e-324,1.7976931348623157e+308,100.5,0.30000000000000004]")
    #expect(try writer.string(.number(JSONNumber(Float(0.1)))) == "0.1")
    var random = SeededGenerator(seed: 7)
    for _ in 0..<10_000 {
      let value = Double(bitPattern: random.next())
      guard value.isFinite else { continue }
      let text = try writer.string(.number(JSONNumber(value)))
      #expect(try JSONDocument(parsing: text).root.double == value, "\(value)")
    }
  }

  @Test("non-finite numbers cannot be written, and the error names the path")
  func nonFinite() {
    let value: JSONValue = ["items": [["price": .number(JSONNumber(1.5))], ["price": .number(JSONNumber(Double.nan))]]]
    let error = #expect(throws: JSONWriteError.self) { try JSONWriter().string(value) }
    #expect(error?.kind == .nonFiniteNumber)
    #expect(error?.path == "items[1].price")
    #expect(throws: JSONWriteError.self) { try JSONWriter().string(.number(JSONNumber(Double.infinity))) }
    #expect(JSONNumber(Decimal.nan) == nil)
  }
}
