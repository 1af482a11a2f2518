import Foundation
import ModelMapper
import Testing

private final class ValueHolder: Mappable {
  var date = Date(timeIntervalSince1970: 7)
  var dates: [Date] = []
  var number: JSONNumber = 0

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    date <- map["date"]
    dates <- map["dates"]
    number <- map["number"]
  }
}

private struct DecimalHolder: Mappable {
  var price: Decimal = 0
  var prices: [Decimal] = []
  var maybe: [Decimal?] = []
  var ratio = 0.0

  init() {}
  init?(map: Map) {}

  mutating func mapping(map: Map) {
    price <- map["price"]
    prices <- map["prices"]
    maybe <- map["maybe"]
    ratio <- map["ratio"]
  }
}

@Suite("The value layer's edges: dates, exact numbers, Foundation forms")
struct ValueLayerTests {
  @Test("dates are read in every form FlexibleDateTransform reads, within the range they can be written")
  func dateRange() throws {
    let dated = try #require(
      ValueHolder(
        JSONString: #"{"date": 1442377209, "dates": ["2015-09-16T12:20:09+08:00", 1442377209123, "2015-09-16"]}"#))
    #expect(dated.date == Date(timeIntervalSince1970: 1_442_377_209))
    #expect(dated.dates.map(\.timeIntervalSince1970) == [1_442_377_209, 1_442_377_209.123, 1_442_361_600])
    // Beyond JavaScript's range a date could not be written back: refused, the property kept.
    let far = try #require(ValueHolder(JSONString: #"{"date": 1e20, "dates": [1e20]}"#))
    #expect(far.date == Date(timeIntervalSince1970: 7))
    #expect(far.dates.isEmpty)
    #expect(far.toJSONString()?.contains(#""date":"1970-01-01T00:00:07.000Z""#) == true)
    // Years beyond 9999 and before 0 are written in the expanded form, and read back.
    for seconds in [253_402_300_800.999, -62_198_755_200.0, 8.64e12, -8.64e12] {
      let dated = ValueHolder()
      dated.date = Date(timeIntervalSince1970: seconds)
      let text = try #require(dated.toJSONString())
      #expect(ValueHolder(JSONString: text)?.date == dated.date, "\(text)")
    }
  }

  @Test("JSONNumber keeps numbers no Swift number type holds, with their text")
  func exactNumbers() throws {
    for text in ["1e400", "-1e-400", "1234567890123456789012345678901234567890123", "0.1000000000000000055511"] {
      let dated = try #require(ValueHolder(JSONString: #"{"number": \#(text)}"#))
      #expect(dated.number.text == text)
      #expect(dated.toJSONString() == #"{"date":"1970-01-01T00:00:07.000Z","dates":[],"number":\#(text)}"#)
    }
  }

  @Test("a set of NSDecimalNumber, which Foundation cannot hash on Linux, is refused, not a crash")
  func unhashableSets() throws {
    let json = #"{"set": [1, 2], "tSet": [3], "plain": 1}"#
    let model = try #require(NSDecimalNumberInFinalClass(JSONString: json))
    #expect(model.plain == NSDecimalNumber(value: 1))
    #if !canImport(Darwin)
      #expect(model.set.isEmpty && model.tSet.isEmpty)
      let problems = try #require(throws: MappingProblems.self) {
        try Mapper<NSDecimalNumberInFinalClass>(options: .strict).mapOrThrow(JSONString: json)
      }
      #expect(problems.errors.map(\.path) == ["set", "tSet"])
      // Found by the mapping fuzzer: lenient conversion and SetTransform built such sets too.
      let lenient = try #require(Mapper<NSDecimalNumberInStruct>(options: .lenientConversion).map(JSONString: json))
      #expect(lenient.set.isEmpty && lenient.plain == NSDecimalNumber(value: 1))
      #expect(SetTransform(NSDecimalNumberTransform()).transformFromJSON([1, "2"]) == nil)
      #expect(SetTransform(NSDecimalNumberTransform()).transformFromJSON([Any]()) == [])
    #endif
  }

  @Test("Decimal takes every number it holds exactly, however it is written, and refuses the rest")
  func decimalRange() throws {
    final class Money: Mappable {
      var amount: Decimal = 7
      required init?(map: Map) {}
      func mapping(map: Map) { amount <- map["amount"] }
    }
    func read(_ text: String) -> Decimal? { Money(JSONString: #"{"amount": \#(text)}"#)?.amount }
    let big = try #require(Decimal(string: "1" + String(repeating: "0", count: 147)))
    #expect(read("1e147") == big)
    #expect(read("1e+147") == big)
    #expect(read("1" + String(repeating: "0", count: 147)) == big)
    #expect(read("-1.66") == Decimal(string: "-1.66"))
    #expect(
      read("12345678901234567890123456789012345678e-30") == Decimal(string: "12345678.901234567890123456789012345678"))
    // Refused, the property kept: 39 significant digits, exponents out of range either way.
    #expect(read("123456789012345678901234567890123456789") == 7)
    #expect(read("1e166") == 7)
    #expect(read("1e-129") == 7)
  }

  @Test("numbers compare exactly with isExactlyEqual(to:), at Double precision with ==")
  func exactEquality() throws {
    let precise = try #require(JSONNumber(text: "0.1000000000000000055511"))
    let tenth = try #require(JSONNumber(text: "0.1"))
    #expect(precise == tenth)
    #expect(!precise.isExactlyEqual(to: tenth))
    #expect(try #require(JSONNumber(text: "1.50")).isExactlyEqual(to: #require(JSONNumber(text: "15e-1"))))
    #expect(try #require(JSONNumber(text: "0e400")).isExactlyEqual(to: JSONNumber(0)))
    #expect(JSONNumber(1e300).isExactlyEqual(to: try #require(JSONNumber(text: "1e300"))))
    #expect(!JSONNumber(-2.5).isExactlyEqual(to: JSONNumber(2.5)))
  }

  @Test("Foundation forms lose nothing: NSDecimalNumber, Int128 or JSONNumber where a Double cannot hold the number")
  func foundationNumbers() throws {
    let json = #"{"a": 0.1000000000000000055511, "b": 18446744073709551616, "c": 1e400, "d": -0.0, "e": 1.5, "f": 2}"#
    let values = try #require(Mapper<ValueHolder>.parseJSONStringIntoDictionary(JSONString: json))
    #expect((values["a"] as? NSDecimalNumber)?.decimalValue == Decimal(string: "0.1000000000000000055511"))
    #expect((values["b"] as? NSDecimalNumber)?.decimalValue == Decimal(string: "18446744073709551616"))
    #expect((values["c"] as? JSONNumber)?.text == "1e400")
    #expect((values["d"] as? NSNumber)?.doubleValue.sign == .minus)
    #expect(values["e"] as? Double == 1.5)
    #expect(values["f"] as? Int == 2)
    if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      let wide = try #require(
        Mapper<ValueHolder>.parseJSONStringIntoDictionary(
          JSONString: #"{"w": 170141183460469231731687303715884105727}"#))
      #expect(wide["w"] as? UInt128 == UInt128(Int128.max))
    }
  }

  // Found by the mapping fuzzer: a `Decimal` of 16 or 17 digits that is no `Double`'s text
  // became the nearest `Double` in `toJSON()` (as parsed texts of up to 17 digits do), and
  // mapping the dictionary back gave another number.
  @Test(
    "a Decimal's every digit survives toJSON() and mapping back, where a parsed number of 17 digits is a Double",
    arguments: [
      "0.000050000000000000001", "-65.613616999999977", "0.1000000000000000055511", "12345.678901234567", "1.5",
    ])
  func decimalsThroughFoundationForms(text: String) throws {
    let expected = try #require(Decimal(string: text))
    var model = DecimalHolder()
    model.price = expected
    model.prices = [expected]
    model.maybe = [expected, nil]
    for options in [MappingOptions(), .lenientConversion, .strict] {
      let dictionary = model.toJSON()
      let back = try Mapper<DecimalHolder>(options: options).mapOrThrow(JSONObject: dictionary)
      #expect(back.price == expected, "\(options)")
      #expect(back.prices == [expected])
      #expect(back.maybe == [expected, nil])
    }
    #expect(model.toJSONString()?.contains(#""price":\#(text)"#) == true)
    // A parsed number stays the nearest Double in Foundation form, as before.
    let parsed = try #require(
      Mapper<DecimalHolder>.parseJSONStringIntoDictionary(JSONString: #"{"ratio": -65.613616999999977}"#))
    #expect(parsed["ratio"] as? Double == -65.613616999999977)
    #expect(try Mapper<DecimalHolder>().mapOrThrow(JSONObject: parsed).ratio == -65.613616999999977)
  }

  // Found by the mapping fuzzer: a `JSONNumber` property read from a text of 17 significant
  // digits that is no double's shortest text (`12345678901234.567`: the double nearest to it
  // is written 12345678901234.566) became that double in `toJSON()`, so the model mapped back
  // from the dictionary held another number. A parsed document in Foundation form still
  // gives the nearest double, as before.
  @Test(
    "a JSONNumber of 17 digits that is no double's text survives toJSON() exactly",
    arguments: ["12345678901234.567", "12345678901234.5670", "-0.12345678901234567", "9.8765432109876543e-20"])
  func seventeenDigitTexts(text: String) throws {
    struct Holder: Mappable {
      var number: JSONNumber?
      var numbers: [JSONNumber?] = []
      var decimal: Decimal?
      init?(map: Map) {}
      mutating func mapping(map: Map) {
        number <- map["n"]
        numbers <- map["ns"]
        decimal <- map["n"]
      }
    }
    let expected = try #require(JSONNumber(text: text))
    let model = try Mapper<Holder>().mapOrThrow(JSONString: #"{"n": \#(text), "ns": [\#(text), null]}"#)
    #expect(model.number?.isExactlyEqual(to: expected) == true)
    for options in [MappingOptions(), .lenientConversion, .strict] {
      let back = try Mapper<Holder>(options: options).mapOrThrow(JSONObject: model.toJSON())
      #expect(back.number?.isExactlyEqual(to: expected) == true, "\(options): \(String(describing: back.number))")
      #expect(back.numbers.first??.isExactlyEqual(to: expected) == true)
      #expect(back.decimal == Decimal(string: text))
    }
    // Where a double is the value, it is the double that the text names.
    let double = try #require(Double(text))
    let parsed = try #require(Mapper<DecimalHolder>.parseJSONStringIntoDictionary(JSONString: #"{"ratio": \#(text)}"#))
    #expect(try Mapper<DecimalHolder>().mapOrThrow(JSONObject: parsed).ratio == double)
  }
}
