import Foundation
import ModelMapper
import Testing

struct Settings: Codable, Equatable {
  var theme: String
  var fontSize: Int
  var ratio: Decimal?
}

final class Transformed: Mappable {
  var seconds = Date(timeIntervalSince1970: 1)
  var milliseconds: Date?
  var iso: Date?
  var custom: Date?
  var formatted: Date?
  var data: Data?
  var url: URL?
  var encodedURL: URL?
  var role: Role?
  var decimal: NSDecimalNumber?
  var settings: Settings?
  var counts: [Role: Person]?
  var cents: Int?
  var visits: [Date] = []
  var byDay: [String: Date] = [:]
  var grid: [[Date]] = []
  var groups: [String: [Date]] = [:]
  var uniqueDates: Set<Date> = []

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    seconds <- (map["seconds"], DateTransform())
    milliseconds <- (map["milliseconds"], DateTransform(unit: .milliseconds))
    iso <- (map["iso"], ISO8601DateTransform())
    custom <- (map["custom"], CustomDateFormatTransform(formatString: "dd/MM/yyyy"))
    formatted <- (
      map["formatted"],
      DateFormatterTransform(dateFormatter: DateFormatter(withFormat: "yyyyMMdd", locale: "en_US_POSIX"))
    )
    data <- (map["data"], DataTransform())
    url <- (map["url"], URLTransform())
    encodedURL <- (map["encodedURL"], URLTransform(shouldEncodeURLString: true))
    role <- (map["role"], EnumTransform<Role>())
    decimal <- (map["decimal"], NSDecimalNumberTransform())
    settings <- (map["settings"], CodableTransform<Settings>())
    counts <- (map["counts"], DictionaryTransform<Role, Person>())
    cents <- (
      map["cents"], TransformOf<Int, String>(fromJSON: { $0.flatMap { Int($0) } }, toJSON: { $0.map(String.init) })
    )
    visits <- (map["visits"], DateTransform())
    byDay <- (map["byDay"], DateTransform())
    grid <- (map["grid"], DateTransform())
    groups <- (map["groups"], DateTransform())
    uniqueDates <- (map["uniqueDates"], DateTransform())
  }
}

@Suite("Shipped transforms")
struct TransformTests {
  static let json = """
    {"seconds": 1700000000, "milliseconds": 1700000000123, "iso": "2015-09-16T12:20:09+08:00", "custom": "31/12/2020",
     "formatted": "20200102", "data": "aGVsbG8=", "url": "https://example.com/a?b=c", "encodedURL": "https://example.com/a b",
     "role": "admin", "decimal": 1.66, "settings": {"theme": "dark", "fontSize": 12, "ratio": 0.1},
     "counts": {"admin": {"name": "A"}, "boss": {"name": "B"}, "member": 3}, "cents": "250",
     "visits": [0, "x", 60], "byDay": {"a": 0, "b": "y"}, "grid": [[0], [60, 120]], "groups": {"g": [0, 1]},
     "uniqueDates": [0, 0, 1]}
    """

  @Test("each transform reads its JSON form")
  func reading() throws {
    let model = try #require(Mapper<Transformed>().map(JSONString: Self.json))
    #expect(model.seconds == Date(timeIntervalSince1970: 1_700_000_000))
    #expect(model.milliseconds == Date(timeIntervalSince1970: 1_700_000_000.123))
    #expect(model.iso == Date(timeIntervalSince1970: 1_442_377_209))
    // Midnight in the process's zone, as a formatter of the format reads it.
    let day = DateFormatter(withFormat: "dd/MM/yyyy", locale: "en_US_POSIX").date(from: "31/12/2020")
    let midnight = try #require(day)
    #expect(model.custom == midnight)
    let offset = TimeZone.current.secondsFromGMT(for: midnight)
    #expect(model.custom?.timeIntervalSince1970 == 1_609_372_800 - Double(offset))
    #expect(model.formatted != nil)
    #expect(model.data == Data("hello".utf8))
    #expect(model.url?.absoluteString == "https://example.com/a?b=c")
    #expect(model.encodedURL?.absoluteString == "https://example.com/a%20b")
    #expect(model.role == .admin)
    #expect(model.decimal == NSDecimalNumber(string: "1.66"))
    #expect(model.decimal?.description == "1.66")
    #expect(model.settings == Settings(theme: "dark", fontSize: 12, ratio: Decimal(string: "0.1")))
    #expect(model.counts?.count == 1)
    #expect(model.counts?[.admin]?.name == "A")
    #expect(model.cents == 250)
    #expect(model.visits == [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 60)])
    #expect(model.byDay == ["a": Date(timeIntervalSince1970: 0)])
    #expect(model.grid.map(\.count) == [1, 2])
    #expect(model.groups["g"]?.count == 2)
    #expect(model.uniqueDates.count == 2)
  }

  @Test("each transform writes its JSON form")
  func writing() throws {
    let model = try #require(Mapper<Transformed>().map(JSONString: Self.json))
    let json = try JSONValue(parsing: try #require(model.toJSONString()))
    #expect(json["seconds"] == 1_700_000_000.0)
    #expect(json["milliseconds"]?.number?.doubleValue == 1_700_000_000_123)
    #expect(json["iso"] == "2015-09-16T04:20:09Z" || json["iso"]?.string?.hasPrefix("2015-09-16") == true)
    #expect(json["custom"] == "31/12/2020")
    #expect(json["data"] == "aGVsbG8=")
    #expect(json["url"] == "https://example.com/a?b=c")
    #expect(json["role"] == "admin")
    #expect(json["decimal"] == "1.66")
    #expect(json["settings"] == ["theme": "dark", "fontSize": 12, "ratio": 0.1])
    #expect(json["counts"]?["admin"]?["name"] == "A")
    #expect(json["cents"] == "250")
    #expect(json["visits"] == [0.0, 60.0])
    #expect(json["grid"]?[1] == [60.0, 120.0])
    // A second round gives the same text (but for the URL, which is percent-encoded again,
    // as ObjectMapper's URLTransform(shouldEncodeURLString: true) does).
    let text = try #require(model.toJSONString())
    let again = try #require(Mapper<Transformed>().map(JSONString: text))
    again.encodedURL = model.encodedURL
    // Sets have no order of their own: compare them separately.
    #expect(again.uniqueDates == model.uniqueDates)
    again.uniqueDates = []
    model.uniqueDates = []
    #expect(again.toJSONString() == model.toJSONString())
  }

  @Test("a date whose format has a slash is written as the model's other strings are")
  func slashInDateFormat() throws {
    let model = try #require(Mapper<Transformed>().map(JSONString: #"{"custom": "31/12/2020", "url": "a/b"}"#))
    let text = try #require(model.toJSONString())
    #expect(text.contains(#""custom":"31/12/2020""#))
    #expect(text.contains(#""url":"a/b""#))
  }

  @Test("DateTransform reads numbers and numeric strings, and rejects other strings")
  func dateTransform() {
    let transform = DateTransform()
    #expect(transform.transformFromJSON(NSNumber(value: 10)) == Date(timeIntervalSince1970: 10))
    #expect(transform.transformFromJSON("10.5") == Date(timeIntervalSince1970: 10.5))
    #expect(transform.transformFromJSON("abc") == nil)
    #expect(transform.transformFromJSON("12abc") == nil)
    #expect(transform.transformFromJSON(NSNumber(value: true)) == nil)
    #expect(transform.transformFromJSON(nil) == nil)
    #expect(DateTransform(unit: .milliseconds).transformToJSON(Date(timeIntervalSince1970: 1.5)) == 1500)
  }

  @Test("NSDecimalNumberTransform is exact from JSON text, strings and numbers")
  func decimals() throws {
    let transform = NSDecimalNumberTransform()
    #expect(transform.transformFromJSON("1.66")?.description == "1.66")
    #expect(transform.transformFromJSON(NSNumber(value: 1.66))?.description == "1.66")
    #expect(transform.transformFromJSON("abc") == nil)
    #expect(transform.transformToJSON(NSDecimalNumber(string: "12.3400")) == "12.34")
    let map = Map(mappingType: .fromJSON, JSON: [:])
    _ = map
    let model = try #require(
      Mapper<Transformed>().map(JSONString: #"{"decimal": 12345678901234567890.123456789}"#))
    #expect(model.decimal?.description == "12345678901234567890.123456789")
  }

  @Test("URLTransform and DataTransform reject other kinds")
  func rejections() {
    #expect(URLTransform().transformFromJSON(3) == nil)
    #expect(DataTransform().transformFromJSON("***") == nil)
    #expect(EnumTransform<Role>().transformFromJSON("boss") == nil)
    #expect(CodableTransform<Settings>().transformFromJSON(["theme": 1]) == nil)
    #expect(
      CodableTransform<Settings>().transformFromJSON(["theme": "x", "fontSize": 1]) == Settings(theme: "x", fontSize: 1)
    )
    let encoded = CodableTransform<Settings>().transformToJSON(Settings(theme: "x", fontSize: 1)) as? [String: Any]
    #expect(encoded?["theme"] as? String == "x")
  }

  @Test("shipped transforms are Sendable", arguments: [0])
  func sendable(_: Int) async {
    let transforms: [any TransformType & Sendable] = [
      DateTransform(), ISO8601DateTransform(), CustomDateFormatTransform(formatString: "yyyy"), DataTransform(),
      URLTransform(), EnumTransform<Role>(), NSDecimalNumberTransform(), CodableTransform<Settings>(),
    ]
    await withTaskGroup(of: Int.self) { group in
      for transform in transforms {
        group.addTask { String(describing: transform).count }
      }
    }
    #expect(transforms.count == 8)
  }
}
