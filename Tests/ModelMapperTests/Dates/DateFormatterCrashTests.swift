import Foundation
import ModelMapper
import Testing

/// A model whose dates go through `DateFormatter` for what the hand-written parsers refuse.
final class FormattedDates: Mappable {
  static let hindi: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "hi_IN")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "d MMMM yyyy"
    return formatter
  }()

  var iso: Date?
  var custom: Date?
  var given: Date?

  required init?(map: Map) {}

  func mapping(map: Map) {
    iso <- (map["iso"], ISO8601DateTransform())
    custom <- (map["custom"], CustomDateFormatTransform(formatString: "yyyy-MM-dd"))
    given <- (map["given"], DateFormatterTransform(dateFormatter: Self.hindi))
  }
}

@Suite("Dates that would stop swift-corelibs-foundation's DateFormatter")
struct DateFormatterCrashTests {
  /// Strings with a digit or a dash followed by a combining mark or a variation selector:
  /// on Linux, `DateFormatter.date(from:)` stops the process for them ("Incorrect range").
  /// The first is the mapping fuzzer's finding.
  static let hostile = [
    "2015-\u{34B}DictionaryOfArrays0", "2015-09-16\u{301}", "201\u{34B}5-09-16", "2015-09-16T10:00:00Z\u{FE0F}",
    "1\u{20E3}",
  ]

  @Test("they are not dates, through every transform and the Codable decoder", arguments: hostile)
  func refused(text: String) throws {
    let json = try JSONWriter().string(["iso": .string(text), "custom": .string(text), "given": .string(text)])
    let model = try #require(Mapper<FormattedDates>().map(JSONString: json))
    #expect(model.iso == nil)
    #expect(model.custom == nil)
    #expect(model.given == nil)
    var decoder = JSONValueDecoder()
    decoder.dateDecodingStrategy = .formatted(FormattedDates.hindi)
    #expect(throws: DecodingError.self) { try decoder.decode(Date.self, from: .string(text)) }
  }

  @Test("dates whose letters carry marks, and whitespace the formatter allows, still parse")
  func stillParsed() throws {
    let day = Date(timeIntervalSince1970: 1_419_984_000)  // 2014-12-31, midnight UTC
    let hindi = FormattedDates.hindi.string(from: day)
    #expect(hindi.unicodeScalars.count > hindi.count)  // characters of several scalars
    let json = try JSONWriter().string(["given": .string(hindi), "custom": "2015-\r\n09-16"])
    let model = try #require(Mapper<FormattedDates>().map(JSONString: json))
    #expect(model.given == day)
    #expect(model.custom == CustomDateFormatTransform(formatString: "yyyy-MM-dd").transformFromJSON("2015-09-16"))
  }
}
