import Foundation
import ModelMapperJSON
import Testing

// The whole migration from Foundation's coders: these two lines. Everything below is written
// for `JSONDecoder` and `JSONEncoder` as Foundation documents them, and compiles and passes
// unchanged with Foundation's own types when the two lines are removed.
private typealias JSONDecoder = ModelMapperJSONDecoder
private typealias JSONEncoder = ModelMapperJSONEncoder

private struct Account: Codable, Equatable {
  enum Kind: String, Codable { case personal, business }
  enum Tier: Int, Codable {
    case free = 0
    case pro = 1
  }

  var id: Int64
  var userName: String
  var email: String?
  var kind: Kind
  var tier: Tier
  var balance: Decimal
  var score: Double
  var tags: [String]
  var limits: [String: Int]
  var home: URL
  var address: Address?
}

private struct Address: Codable, Equatable {
  var streetName: String
  var zipCode: String
}

private enum Drawing: Codable, Equatable {
  case circle(radius: Double)
  case square(Double)
  case empty
}

private class Animal: Codable {
  var name: String
  init(name: String) { self.name = name }
}

private final class Dog: Animal {
  var goodBoy: Bool

  init(name: String, goodBoy: Bool) {
    self.goodBoy = goodBoy
    super.init(name: name)
  }

  enum CodingKeys: String, CodingKey { case goodBoy }

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    goodBoy = try container.decode(Bool.self, forKey: .goodBoy)
    try super.init(from: container.superDecoder())
  }

  override func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(goodBoy, forKey: .goodBoy)
    try super.encode(to: container.superEncoder())
  }
}

private struct Stamp: Codable, Equatable { var at: Date }
private struct Blob: Codable, Equatable { var bytes: Data }
private struct Reading: Codable, Equatable { var value: Double }

private let accountJSON = """
  {"id": 9007199254740993, "userName": "ada", "email": null, "kind": "business", "tier": 1,
   "balance": 1234.5678901234567890123, "score": 0.1, "tags": ["a", "b"], "limits": {"daily": 5},
   "home": "https://example.com/ada", "address": {"streetName": "Main", "zipCode": "02134"}}
  """

@Suite("Foundation-style JSONDecoder and JSONEncoder code, run with ModelMapper's coders")
struct FoundationStyleCodableTests {
  @Test("a synthesized Codable type decodes every field: 64-bit ids, exact decimals, enums, optionals")
  func decodesSynthesizedType() throws {
    let account = try JSONDecoder().decode(Account.self, from: Data(accountJSON.utf8))
    #expect(account.id == 9_007_199_254_740_993)
    #expect(account.email == nil)
    #expect(account.kind == .business)
    #expect(account.tier == .pro)
    #expect(account.balance == Decimal(string: "1234.5678901234567890123"))
    #expect(account.score == 0.1)
    #expect(account.limits == ["daily": 5])
    #expect(account.home == URL(string: "https://example.com/ada"))
    #expect(account.address == Address(streetName: "Main", zipCode: "02134"))
  }

  @Test("encode then decode gives the value back, and sorted keys give a fixed text")
  func roundTrip() throws {
    let account = try JSONDecoder().decode(Account.self, from: Data(accountJSON.utf8))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(account)
    #expect(try JSONDecoder().decode(Account.self, from: data) == account)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix(#"{"address":{"streetName":"Main","zipCode":"02134"},"balance":1234.5678901234567890123,"#))
    #expect(text.contains(#""home":"https:\/\/example.com\/ada""#))
    #expect(!text.contains("email"))
  }

  @Test("pretty printed, sorted output is Foundation's layout")
  func prettyPrinted() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let text = String(decoding: try encoder.encode(["b": ["x/y"], "a": [], "c": [String]()]), as: UTF8.self)
    #expect(text == "{\n  \"a\" : [\n\n  ],\n  \"b\" : [\n    \"x/y\"\n  ],\n  \"c\" : [\n\n  ]\n}")
  }

  @Test("snake_case keys both ways, as Foundation converts them")
  func snakeCase() throws {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let address = try decoder.decode(Address.self, from: Data(#"{"street_name": "Elm", "zip_code": "1"}"#.utf8))
    #expect(address == Address(streetName: "Elm", zipCode: "1"))

    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(address), as: UTF8.self)
    #expect(text == #"{"street_name":"Elm","zip_code":"1"}"#)
    // Dictionary keys are data, not coding keys: never converted.
    #expect(String(decoding: try encoder.encode(["someKey": 1]), as: UTF8.self) == #"{"someKey":1}"#)
  }

  @Test("a custom key strategy sees the whole coding path")
  func customKeys() throws {
    struct Upper: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .custom { path in Upper(stringValue: path.last!.stringValue.lowercased()) }
    let reading = try decoder.decode(Reading.self, from: Data(#"{"VALUE": 2.5}"#.utf8))
    #expect(reading == Reading(value: 2.5))

    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .custom { path in Upper(stringValue: path.last!.stringValue.uppercased()) }
    #expect(String(decoding: try encoder.encode(reading), as: UTF8.self) == #"{"VALUE":2.5}"#)
  }

  @Test("every date strategy reads and writes as Foundation's does")
  func dates() throws {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let cases: [(JSONEncoder.DateEncodingStrategy, JSONDecoder.DateDecodingStrategy, String)] = [
      (.deferredToDate, .deferredToDate, #"{"at":721692800}"#),
      (.secondsSince1970, .secondsSince1970, #"{"at":1700000000}"#),
      (.millisecondsSince1970, .millisecondsSince1970, #"{"at":1700000000000}"#),
      (.iso8601, .iso8601, #"{"at":"2023-11-14T22:13:20Z"}"#),
    ]
    for (encoding, decoding, expected) in cases {
      let encoder = JSONEncoder()
      encoder.dateEncodingStrategy = encoding
      let data = try encoder.encode(Stamp(at: date))
      #expect(String(decoding: data, as: UTF8.self) == expected)
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = decoding
      #expect(try decoder.decode(Stamp.self, from: data) == Stamp(at: date))
    }
  }

  @Test("formatted and custom date strategies")
  func formattedDates() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .formatted(formatter)
    let date = Date(timeIntervalSince1970: 86_400 * 365)
    let data = try encoder.encode(Stamp(at: date))
    #expect(String(decoding: data, as: UTF8.self) == #"{"at":"1971-01-01 00:00:00"}"#)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(formatter)
    #expect(try decoder.decode(Stamp.self, from: data).at == date)

    decoder.dateDecodingStrategy = .custom { decoder in
      let days = try decoder.singleValueContainer().decode(Int.self)
      return Date(timeIntervalSince1970: Double(days) * 86_400)
    }
    #expect(try decoder.decode(Stamp.self, from: Data(#"{"at": 365}"#.utf8)).at == date)

    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(Int(date.timeIntervalSince1970 / 86_400))
    }
    #expect(String(decoding: try encoder.encode(Stamp(at: date)), as: UTF8.self) == #"{"at":365}"#)
  }

  @Test("a date that does not parse is dataCorrupted")
  func badDate() throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    // (Its coding path is the date's key with ModelMapper; Foundation on Linux reports the
    // path of the object holding the date.)
    #expect {
      try decoder.decode(Stamp.self, from: Data(#"{"at": "yesterday"}"#.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted = error else { return false }
      return true
    }
  }

  @Test("data as base64, as an array of bytes, and custom")
  func data() throws {
    let blob = Blob(bytes: Data([0, 1, 2, 254, 255]))
    let encoder = JSONEncoder()
    #expect(String(decoding: try encoder.encode(blob), as: UTF8.self) == #"{"bytes":"AAEC\/v8="}"#)
    encoder.dataEncodingStrategy = .deferredToData
    let deferred = try encoder.encode(blob)
    #expect(String(decoding: deferred, as: UTF8.self) == #"{"bytes":[0,1,2,254,255]}"#)
    let decoder = JSONDecoder()
    decoder.dataDecodingStrategy = .deferredToData
    #expect(try decoder.decode(Blob.self, from: deferred) == blob)
    decoder.dataDecodingStrategy = .custom { decoder in
      Data(try decoder.singleValueContainer().decode(String.self).utf8)
    }
    #expect(try decoder.decode(Blob.self, from: Data(#"{"bytes": "hi"}"#.utf8)).bytes == Data("hi".utf8))
    decoder.dataDecodingStrategy = .base64
    #expect(throws: DecodingError.self) { try decoder.decode(Blob.self, from: Data(#"{"bytes": "%%%"}"#.utf8)) }
  }

  @Test("non-conforming floats: an error by default, strings when asked")
  func nonConformingFloats() throws {
    #expect {
      try JSONEncoder().encode(Reading(value: .infinity))
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["value"]
    }
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
    let data = try encoder.encode([Reading(value: .infinity), Reading(value: -.infinity)])
    #expect(String(decoding: data, as: UTF8.self) == #"[{"value":"+inf"},{"value":"-inf"}]"#)
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
    #expect(try decoder.decode([Reading].self, from: data) == [Reading(value: .infinity), Reading(value: -.infinity)])
    #expect(try decoder.decode(Reading.self, from: Data(#"{"value": "nan"}"#.utf8)).value.isNaN)
  }

  @Test("enums with associated values and classes with super encode as Foundation's")
  func enumsAndClasses() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let shapes: [Drawing] = [.circle(radius: 2), .square(3), .empty]
    let data = try encoder.encode(shapes)
    #expect(
      String(decoding: data, as: UTF8.self) == #"[{"circle":{"radius":2}},{"square":{"_0":3}},{"empty":{}}]"#)
    #expect(try JSONDecoder().decode([Drawing].self, from: data) == shapes)

    let dog = try encoder.encode(Dog(name: "Rex", goodBoy: true))
    #expect(String(decoding: dog, as: UTF8.self) == #"{"goodBoy":true,"super":{"name":"Rex"}}"#)
    let decoded = try JSONDecoder().decode(Dog.self, from: dog)
    #expect(decoded.name == "Rex" && decoded.goodBoy)
  }

  @Test("integers of every width, and numbers that do not fit are dataCorrupted")
  func integers() throws {
    let decoder = JSONDecoder()
    #expect(try decoder.decode([UInt8].self, from: Data("[0, 255]".utf8)) == [0, 255])
    #expect(try decoder.decode(Int64.self, from: Data("-9223372036854775808".utf8)) == .min)
    #expect(try decoder.decode(UInt64.self, from: Data("18446744073709551615".utf8)) == .max)
    #expect(try decoder.decode(Int.self, from: Data("1e3".utf8)) == 1000)
    #expect(try decoder.decode(Int.self, from: Data("4.0".utf8)) == 4)
    // A fraction is allowed where the nearest Double is a whole number; the digits count.
    #expect(try decoder.decode(UInt64.self, from: Data("18446744073709551.615".utf8)) == 18_446_744_073_709_551)
    #expect(try decoder.decode(Int64.self, from: Data("9007199254740993.5".utf8)) == 9_007_199_254_740_993)
    #expect(throws: DecodingError.self) { try decoder.decode(UInt64.self, from: Data("1.8446744073709551615e19".utf8)) }
    #expect(throws: DecodingError.self) { try decoder.decode(Int8.self, from: Data("128".utf8)) }
    #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: Data("1.5".utf8)) }
    if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      let big = try decoder.decode(Int128.self, from: Data("-170141183460469231731687303715884105728".utf8))
      #expect(big == .min)
      #expect(String(decoding: try JSONEncoder().encode(UInt128.max), as: UTF8.self) == "\(UInt128.max)")
    }
  }

  /// Numbers with a fraction or an exponent read into integers, with what Foundation's
  /// `JSONDecoder` gives for `Int64`, `UInt64` and `Int128` (nil: `dataCorrupted`), probed on
  /// Linux: the nearest `Double` below 2^53, the significant digits (at most 64 bits) above.
  static let scientificIntegerCases: [(text: String, int64: Int64?, uint64: UInt64?, int128: String?)] = [
    ("9.007199254740993e15", 9_007_199_254_740_993, 9_007_199_254_740_993, "9007199254740993"),
    ("90071992547409931e-1", 9_007_199_254_740_993, 9_007_199_254_740_993, "9007199254740993"),
    ("0.00000009007199254740993e24", 90_071_992_547_409_930, 90_071_992_547_409_930, "90071992547409930"),
    ("9007199254740990.9", 9_007_199_254_740_991, 9_007_199_254_740_991, "9007199254740991"),
    ("9007199254740991.9", 9_007_199_254_740_991, 9_007_199_254_740_991, "9007199254740991"),
    ("-9007199254740993.5", -9_007_199_254_740_993, nil, "-9007199254740993"),
    ("3.99999999999999999999", 4, 4, "4"),
    ("3.99999999999999999999e0", 4, 4, "4"),
    ("-97687341.05e11", nil, nil, "-9768734105000000000"),
    ("9.2233720368547758e18", nil, 9_223_372_036_854_775_800, "9223372036854775800"),
    ("-9.2233720368547758e18", -9_223_372_036_854_775_800, nil, "-9223372036854775800"),
    ("-9.223372036854775808e18", nil, nil, "-9223372036854775808"),
    ("1.8446744073709551615e19", nil, nil, "18446744073709551615"),
    ("100000000000000000000e-2", 1_000_000_000_000_000_000, 1_000_000_000_000_000_000, "1000000000000000000"),
    ("10000000000000000000.00e-3", 10_000_000_000_000_000, 10_000_000_000_000_000, "10000000000000000"),
    ("12345678901234567.89e2", 1_234_567_890_123_456_789, 1_234_567_890_123_456_789, "1234567890123456789"),
    ("1e19", nil, 10_000_000_000_000_000_000, "10000000000000000000"),
    ("1e20", nil, nil, nil),
    ("18446744073709551616e0", nil, nil, nil),
    ("123456789012345678901e-3", nil, nil, nil),
    ("123456789012345678901.0", nil, nil, nil),
    ("99999999999999999999e-1", nil, nil, nil),
    ("1.00000000000000000001e16", nil, nil, nil),
    ("4503599627370495.7", nil, nil, nil),
    ("1e-400", 0, 0, "0"),
    ("1e400", nil, nil, nil),
  ]

  @Test(
    "integers written with a fraction or an exponent read as Foundation reads them",
    arguments: FoundationStyleCodableTests.scientificIntegerCases.indices)
  func scientificIntegers(index: Int) throws {
    let (text, int64, uint64, int128) = Self.scientificIntegerCases[index]
    let decoder = JSONDecoder()
    let data = Data("[\(text)]".utf8)
    #expect((try? decoder.decode([Int64].self, from: data))?.first == int64, "Int64 from \(text)")
    #expect((try? decoder.decode([UInt64].self, from: data))?.first == uint64, "UInt64 from \(text)")
    if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      let wide = (try? decoder.decode([Int128].self, from: data))?.first
      #expect(wide.map { "\($0)" } == int128, "Int128 from \(text)")
    }
    if int64 == nil {
      #expect(throws: DecodingError.self) { try decoder.decode([Int64].self, from: data) }
    }
  }

  @Test("dictionaries with Int keys are objects keyed by the numbers' text")
  func intKeyedDictionaries() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode([2: "b", 1: "a"])
    #expect(String(decoding: data, as: UTF8.self) == #"{"1":"a","2":"b"}"#)
    #expect(try JSONDecoder().decode([Int: String].self, from: data) == [1: "a", 2: "b"])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Int: String].self, from: Data(#"{"x": "a"}"#.utf8))
    }
  }

  @Test("errors name the case, the type and the coding path")
  func errors() throws {
    let decoder = JSONDecoder()
    let missing = Data(#"{"streetName": "Main"}"#.utf8)
    #expect {
      try decoder.decode(Address.self, from: missing)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
      return key.stringValue == "zipCode" && context.codingPath.isEmpty
    }
    let wrongType = Data(#"[{"value": 1}, {"value": "x"}]"#.utf8)
    #expect {
      try decoder.decode([Reading].self, from: wrongType)
    } throws: { error in
      guard case DecodingError.typeMismatch(let type, let context) = error else { return false }
      return type == Double.self && context.codingPath.map(\.stringValue) == ["Index 1", "value"]
    }
    let null = Data(#"{"value": null}"#.utf8)
    #expect {
      try decoder.decode(Reading.self, from: null)
    } throws: { error in
      guard case DecodingError.valueNotFound(let type, let context) = error else { return false }
      return type == Double.self && context.codingPath.map(\.stringValue) == ["value"]
    }
    #expect {
      try decoder.decode(Reading.self, from: Data(#"{"value": 1"#.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.isEmpty
    }
  }

  @Test("unkeyed, nested and single-value containers in hand-written Codable code")
  func handWrittenContainers() throws {
    struct Point: Codable, Equatable {
      var x: Int
      var y: Int
      var label: String?

      enum CodingKeys: String, CodingKey { case coordinates, meta }
      enum MetaKeys: String, CodingKey { case label }

      init(x: Int, y: Int, label: String?) {
        self.x = x
        self.y = y
        self.label = label
      }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var coordinates = try container.nestedUnkeyedContainer(forKey: .coordinates)
        x = try coordinates.decode(Int.self)
        y = try coordinates.decode(Int.self)
        #expect(coordinates.isAtEnd)
        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        label = try meta.decodeIfPresent(String.self, forKey: .label)
      }

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var coordinates = container.nestedUnkeyedContainer(forKey: .coordinates)
        try coordinates.encode(x)
        try coordinates.encode(y)
        var meta = container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        try meta.encodeIfPresent(label, forKey: .label)
      }
    }
    let point = Point(x: 3, y: -4, label: "p")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(point)
    #expect(String(decoding: data, as: UTF8.self) == #"{"coordinates":[3,-4],"meta":{"label":"p"}}"#)
    #expect(try JSONDecoder().decode(Point.self, from: data) == point)
    let unlabelled = try JSONDecoder().decode(Point.self, from: Data(#"{"coordinates":[1,2],"meta":{}}"#.utf8))
    #expect(unlabelled == Point(x: 1, y: 2, label: nil))
  }

  @Test("userInfo reaches init(from:) and encode(to:)")
  func userInfo() throws {
    let unitKey = CodingUserInfoKey(rawValue: "unit")!
    struct Length: Codable {
      var meters: Double
      init(meters: Double) { self.meters = meters }
      init(from decoder: any Decoder) throws {
        let scale = decoder.userInfo[CodingUserInfoKey(rawValue: "unit")!] as? Double ?? 1
        meters = try decoder.singleValueContainer().decode(Double.self) * scale
      }
      func encode(to encoder: any Encoder) throws {
        let scale = encoder.userInfo[CodingUserInfoKey(rawValue: "unit")!] as? Double ?? 1
        var container = encoder.singleValueContainer()
        try container.encode(meters / scale)
      }
    }
    let decoder = JSONDecoder()
    decoder.userInfo[unitKey] = 1000.0
    #expect(try decoder.decode(Length.self, from: Data("2.5".utf8)).meters == 2500)
    let encoder = JSONEncoder()
    encoder.userInfo[unitKey] = 1000.0
    #expect(String(decoding: try encoder.encode(Length(meters: 1500)), as: UTF8.self) == "1.5")
  }

  @Test("top-level scalars, optionals and empty values")
  func topLevel() throws {
    #expect(try JSONDecoder().decode(String.self, from: Data(#""é\u00e9""#.utf8)) == "éé")
    #expect(try JSONDecoder().decode(Int?.self, from: Data("null".utf8)) == nil)
    #expect(try JSONDecoder().decode([Int?].self, from: Data("[1, null]".utf8)) == [1, nil])
    #expect(String(decoding: try JSONEncoder().encode([Int?]([1, nil])), as: UTF8.self) == "[1,null]")
    #expect(String(decoding: try JSONEncoder().encode("a\u{2028}\"/"), as: UTF8.self) == #""a\#u{2028}\"\/""#)
  }
}
