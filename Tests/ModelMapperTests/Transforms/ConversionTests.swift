import Foundation
import ModelMapper
import SeededRandom
import TestSupport
import Testing

/// Properties that take the lenient rules per key.
final class LenientFields: Mappable {
  var age = 0
  var small: Int8?
  var ratio: Double?
  var label: String?
  var flag = false
  var optionalFlag: Bool?
  var site: URL?
  var bytes: Data?
  var ages: [Int] = []
  var scores: [String: Double] = [:]
  var ids: Set<Int> = []
  var price: Decimal?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    age <- (map["age"], Lenient())
    small <- (map["small"], Lenient())
    ratio <- (map["ratio"], Lenient())
    label <- (map["label"], Lenient())
    flag <- (map["flag"], Lenient())
    optionalFlag <- (map["optionalFlag"], Lenient())
    site <- (map["site"], Lenient())
    bytes <- (map["bytes"], Lenient())
    ages <- (map["ages"], Lenient())
    scores <- (map["scores"], Lenient())
    ids <- (map["ids"], Lenient())
    price <- (map["price"], Lenient())
  }
}

/// The same properties with plain `<-`, for the per-Mapper option and the default rules.
final class PlainFields: Mappable {
  var age = 0
  var ratio: Double?
  var label: String?
  var flag = false
  var ages: [Int] = []
  var nested: PlainFields?
  var price: Decimal?
  var big: String?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    age <- map["age"]
    ratio <- map["ratio"]
    label <- map["label"]
    flag <- map["flag"]
    ages <- map["ages"]
    nested <- map["nested"]
    price <- map["price"]
    big <- map["big"]
  }
}

/// Containers of optionals, for the lenient rules' `null`.
final class LenientOptionals: Mappable {
  var counts: [Int?] = []
  var names: [String: String?] = [:]

  required init?(map: Map) {}

  func mapping(map: Map) {
    counts <- map["counts"]
    names <- map["names"]
  }
}

/// Dates in every form the flexible transform knows.
final class Dated: Mappable {
  var date: Date?
  var dates: [Date] = []
  var byName: [String: Date] = [:]

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    date <- (map["date"], FlexibleDateTransform())
    dates <- (map["dates"], FlexibleDateTransform())
    byName <- (map["byName"], FlexibleDateTransform())
  }
}

@Suite("Lenient conversion, exact decimals and flexible dates")
struct ConversionTests {
  static func lenient(_ json: String) throws -> LenientFields {
    try #require(Mapper<LenientFields>().map(JSONString: json))
  }

  @Test(
    "numeric strings convert to integers only when exact and in range",
    arguments: [
      ("\"42\"", 42), ("\" 42 \"", 42), ("\"+7\"", 7), ("\"-3\"", -3), ("42", 42),
      ("\"12abc\"", 0), ("\"1.5\"", 0), ("\"1e5\"", 0), ("\"\"", 0), ("\"99999999999999999999\"", 0), ("true", 1),
    ])
  func integers(json: String, expected: Int) throws {
    #expect(try Self.lenient(#"{"age": \#(json)}"#).age == expected)
  }

  @Test("out-of-range numbers are failures, not wrapped values")
  func ranges() throws {
    #expect(try Self.lenient(#"{"small": "127"}"#).small == 127)
    #expect(try Self.lenient(#"{"small": "128"}"#).small == nil)
    #expect(try Self.lenient(#"{"small": 300}"#).small == nil)
    #expect(try Self.lenient(#"{"small": "-129"}"#).small == nil)
  }

  @Test("numbers to strings keep their text; strings to Double, Decimal, Bool, URL and Data")
  func otherConversions() throws {
    let fields = try Self.lenient(
      """
      {"ratio": " 2.5e1 ", "label": 1.50, "flag": "YES", "optionalFlag": "no", "site": " https://a.example/x ",
       "bytes": "hi", "price": "0.1"}
      """)
    #expect(fields.ratio == 25)
    #expect(fields.label == "1.50")
    #expect(fields.flag)
    #expect(fields.optionalFlag == false)
    #expect(fields.site == URL(string: "https://a.example/x"))
    #expect(fields.bytes == Data("hi".utf8))
    #expect(fields.price == Decimal(string: "0.1"))
    #expect(try Self.lenient(#"{"label": true}"#).label == "true")
    #expect(try Self.lenient(#"{"flag": "maybe"}"#).flag == false)
    #expect(try Self.lenient(#"{"ratio": "NaN"}"#).ratio == nil)
  }

  @Test("YYModel's null strings mean no value", arguments: ["nil", "null", "NULL", "<null>", "(null)"])
  func nullStrings(text: String) throws {
    let fields = try Self.lenient(#"{"label": "\#(text)", "optionalFlag": "\#(text)", "site": "\#(text)"}"#)
    #expect(fields.label == nil && fields.optionalFlag == nil && fields.site == nil)
  }

  @Test("null: a property keeps its value, an optional becomes nil, an optional element stays in place")
  func nulls() throws {
    let fields = try Self.lenient(#"{"age": null, "flag": null, "label": null, "optionalFlag": null, "ages": null}"#)
    #expect(fields.age == 0 && !fields.flag && fields.label == nil && fields.optionalFlag == nil && fields.ages == [])
    let mapper = Mapper<LenientOptionals>(options: .lenientConversion)
    let read = try #require(mapper.map(JSONString: #"{"counts": [null, "2", 3], "names": {"a": null, "b": 4}}"#))
    #expect(read.counts == [nil, 2, 3])
    #expect(read.names == ["a": nil, "b": "4"])
  }

  @Test("the transform converts containers element by element, dropping failures; the option converts them whole")
  func containers() throws {
    let fields = try Self.lenient(#"{"ages": ["1", 2, "3"], "scores": {"a": "1.5", "b": 2}, "ids": ["4", 4, 5]}"#)
    #expect(fields.ages == [1, 2, 3])
    #expect(fields.scores == ["a": 1.5, "b": 2])
    #expect(fields.ids == [4, 5])
    #expect(try Self.lenient(#"{"ages": ["1", "x", 3]}"#).ages == [1, 3])
    let mapper = Mapper<PlainFields>(options: .lenientConversion)
    #expect(mapper.map(JSONString: #"{"ages": ["1", 2]}"#)?.ages == [1, 2])
    #expect(mapper.map(JSONString: #"{"ages": ["1", "x", 3]}"#)?.ages == [])
  }

  @Test("lenient transforms write the value as it is")
  func writing() throws {
    let fields = LenientFields()
    fields.age = 5
    fields.label = "x"
    fields.ages = [1]
    fields.price = Decimal(string: "12.34")
    fields.site = URL(string: "https://a.example/x")
    fields.bytes = Data("hi".utf8)
    let json = Mapper<LenientFields>().toJSONValue(fields)
    #expect(json["age"] == 5 && json["label"] == "x" && json["ages"] == [1])
    #expect(json["site"] == "https://a.example/x" && json["bytes"] == "hi")
    #expect(try #require(fields.toJSONString()).contains(#""price":12.34"#))
  }

  @Test(".lenientConversion applies the rules to every key of every nested model; default mapping is unchanged")
  func mapperOption() throws {
    let json = #"{"age": "41", "ratio": "0.5", "label": 7, "flag": "yes", "ages": ["1"], "nested": {"age": "2"}}"#
    let converted = try #require(Mapper<PlainFields>(options: .lenientConversion).map(JSONString: json))
    #expect(converted.age == 41 && converted.ratio == 0.5 && converted.label == "7" && converted.flag)
    #expect(converted.ages == [1] && converted.nested?.age == 2)
    let plain = try #require(Mapper<PlainFields>().map(JSONString: json))
    #expect(plain.age == 0 && plain.ratio == nil && plain.label == nil && !plain.flag)
    #expect(plain.ages == [] && plain.nested?.age == 0)
  }

  @Test("Decimal reads the number's text exactly; big integers read as Decimal, or as String when lenient")
  func decimals() throws {
    let json = #"{"price": 0.1, "big": 123456789012345678901234567890}"#
    let fields = try #require(Mapper<PlainFields>().map(JSONString: json))
    #expect(fields.price == Decimal(string: "0.1"))
    #expect(fields.big == nil)
    let lenient = try #require(Mapper<PlainFields>(options: .lenientConversion).map(JSONString: json))
    #expect(lenient.big == "123456789012345678901234567890")
    struct Big: ImmutableMappable {
      let value: Decimal
      init(map: Map) throws { value = try map.value("value") }
    }
    let big = try Big(JSONString: #"{"value": 123456789012345678901234567890}"#)
    #expect(big.value == Decimal(string: "123456789012345678901234567890"))
  }

  @Test(
    "flexible dates: every recognized string format",
    arguments: [
      ("2015-09-16", 1_442_361_600.0),
      ("2015-09-16 12:20:09", 1_442_406_009),
      ("2015-09-16T12:20:09", 1_442_406_009),
      ("2015-09-16T12:20:09.5", 1_442_406_009.5),
      ("2015-09-16T12:20:09.123456", 1_442_406_009.123456),
      ("2015-09-16T12:20:09Z", 1_442_406_009),
      ("2015-09-16T12:20:09+0800", 1_442_377_209),
      ("2015-09-16T12:20:09+08:00", 1_442_377_209),
      ("2015-09-16T12:20:09.250-05:30", 1_442_425_809.25),
      ("Wed Sep 16 12:20:09 +0800 2015", 1_442_377_209),
      ("1442377209", 1_442_377_209),
      ("1442377209.5", 1_442_377_209.5),
      ("1442377209123", 1_442_377_209.123),
    ])
  func dateStrings(text: String, seconds: Double) throws {
    let dated = try #require(Mapper<Dated>().map(JSONString: #"{"date": "\#(text)"}"#))
    let date = try #require(dated.date)
    #expect(abs(date.timeIntervalSince1970 - seconds) < 0.000_5)
  }

  @Test("flexible dates: epoch numbers in seconds or milliseconds; garbage is nil")
  func dateNumbers() throws {
    let dated = try #require(
      Mapper<Dated>().map(JSONString: #"{"date": 1442377209123, "dates": [0, "1970-01-02"], "byName": {"a": 60}}"#))
    #expect(dated.date == Date(timeIntervalSince1970: 1_442_377_209.123))
    #expect(dated.dates == [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 86_400)])
    #expect(dated.byName == ["a": Date(timeIntervalSince1970: 60)])
    for garbage in [#""2015-13-45""#, #""yesterday""#, "true", "{}", #""2015-09-16T25:00:00Z""#] {
      #expect(Mapper<Dated>().map(JSONString: #"{"date": \#(garbage)}"#)?.date == nil, "\(garbage)")
    }
    #expect(FlexibleDateTransform(epochUnit: .milliseconds).transformFromJSON(1000) == Date(timeIntervalSince1970: 1))
  }

  @Test("flexible dates write ISO 8601 in UTC with milliseconds, and read back exactly")
  func dateWriting() throws {
    let dated = Dated()
    dated.date = Date(timeIntervalSince1970: 1_442_377_209.123)
    dated.dates = [Date(timeIntervalSince1970: -1.5)]
    let text = try #require(dated.toJSONString())
    #expect(text == #"{"date":"2015-09-16T04:20:09.123Z","dates":["1969-12-31T23:59:58.500Z"],"byName":{}}"#)
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<500 {
      let milliseconds = Double(Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &generator))
      let date = Date(timeIntervalSince1970: milliseconds / 1000)
      let written = try #require(FlexibleDateTransform.string(from: date))
      #expect(FlexibleDateTransform.date(from: written) == date, "\(written)")
    }
    #expect(FlexibleDateTransform.string(from: Date(timeIntervalSince1970: 1e300)) == nil)
    #expect(FlexibleDateTransform.string(from: Date(timeIntervalSince1970: 8.64e12)) == "+275760-09-13T00:00:00.000Z")
  }
}
