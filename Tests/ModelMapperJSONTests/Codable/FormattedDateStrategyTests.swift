import Foundation
import ModelMapperJSON
import Testing

// The `.formatted(DateFormatter)` date strategy: the decoder and the encoder read the
// formatter's settings at the first date of each call and convert the dates of that call by
// hand where the settings are covered (the decoder reading the text in place). Every outcome must stay Foundation's:
// the same dates, the same errors at the same coding paths, and a formatter changed between
// two calls read again.

private struct Stamps: Codable, Equatable {
  var first: Date
  var rest: [Date]
  var later: Date?
}

@Suite("The .formatted date strategy decodes and encodes as Foundation's coders do")
struct FormattedDateStrategyTests {
  /// A formatter of `format` in `zone`, in `en_US_POSIX`.
  static func formatter(_ format: String, zone: String?, lenient: Bool = false) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    if let zone { formatter.timeZone = TimeZone(identifier: zone) }
    formatter.dateFormat = format
    formatter.isLenient = lenient
    return formatter
  }

  /// The outcome of decoding `text` with `decode`: the dates, or the error's case, type and
  /// coding path.
  fileprivate static func outcome(_ text: String, _ decode: (Data) throws -> Stamps) -> String {
    do {
      let stamps = try decode(Data(text.utf8))
      let all = [stamps.first] + stamps.rest + (stamps.later.map { [$0] } ?? [])
      return "dates \(all.map(\.timeIntervalSince1970))"
    } catch let error as DecodingError {
      let (name, type, path, _) = Outcome.parts(error)
      return "\(name)(\(type)) at \(path)"
    } catch {
      return "error \(error)"
    }
  }

  static let cases: [(format: String, zone: String?, documents: [String])] = [
    (
      "EEE MMM dd HH:mm:ss Z yyyy", "UTC",
      [
        #"{"first": "Sun Aug 31 00:29:15 +0000 2014", "rest": ["Mon Sep 01 23:59:59 -0830 2014"]}"#,
        #"{"first": "Sun Aug 31 00:29:15 +0000 2014", "rest": ["Sun Aug 31 00:29:15 +0000 14"]}"#,
        #"{"first": "Sun Aug 31 00:29:15 +0000 2014", "rest": [], "later": "Sun Aug 31 25:29:15 +0000 2014"}"#,
      ]
    ),
    (
      "yyyy-MM-dd HH:mm:ss", "America/New_York",
      [
        #"{"first": "2021-03-04 05:06:07", "rest": ["2021-11-07 12:00:00", "1999-12-31 23:59:59"]}"#,
        // An escaped solidus and a escaped digit: read after unescaping, as Foundation reads them.
        #"{"first": "2021-03-04 05:06:0\u0037", "rest": ["2021\/03\/04 05:06:07"]}"#,
        #"{"first": "2021-03-04 05:06:07", "rest": [17]}"#,
        #"{"first": "2021-03-04 05:06:07", "rest": [], "later": null}"#,
      ]
    ),
    (
      "yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ", nil,
      [
        #"{"first": "2015-09-16T04:20:09.123Z", "rest": ["2015-09-16T12:20:09.999+08:00", "2015-09-16T12:20:09+08:00"]}"#
      ]
    ),
  ]

  @Test("dates, errors and coding paths equal Foundation's", arguments: 0..<3)
  func sameAsFoundation(index: Int) {
    let (format, zone, documents) = Self.cases[index]
    for lenient in [false, true] {
      let formatter = Self.formatter(format, zone: zone, lenient: lenient)
      let ours = ModelMapperJSONDecoder()
      ours.dateDecodingStrategy = .formatted(formatter)
      let foundation = JSONDecoder()
      foundation.dateDecodingStrategy = .formatted(formatter)
      for document in documents {
        let expected = Self.outcome(document) { try foundation.decode(Stamps.self, from: $0) }
        #expect(Self.outcome(document) { try ours.decode(Stamps.self, from: $0) } == expected, "\(document)")
      }
    }
  }

  @Test("a formatter changed between two calls is read again at the second")
  func changedFormatter() throws {
    let formatter = Self.formatter("yyyy-MM-dd", zone: "UTC")
    let decoder = ModelMapperJSONDecoder()
    decoder.dateDecodingStrategy = .formatted(formatter)
    let dayDocument = Data(#"{"first": "2021-03-04", "rest": ["2021-03-05"]}"#.utf8)
    let first = try decoder.decode(Stamps.self, from: dayDocument)
    #expect(first.first == Date(timeIntervalSince1970: 1_614_816_000))

    formatter.dateFormat = "dd/MM/yyyy"
    formatter.timeZone = TimeZone(identifier: "Asia/Shanghai")
    #expect(throws: DecodingError.self) { try decoder.decode(Stamps.self, from: dayDocument) }
    let second = try decoder.decode(Stamps.self, from: Data(#"{"first": "04/03/2021", "rest": []}"#.utf8))
    #expect(second.first == Date(timeIntervalSince1970: 1_614_816_000 - 8 * 3600))
  }

  @Test("encoded dates equal Foundation's, a formatter changed between calls read again", arguments: 0..<3)
  func encodedAsFoundation(index: Int) throws {
    let (format, zone, _) = Self.cases[index]
    let formatter = Self.formatter(format, zone: zone)
    // The encoder writes in one pass (members in the order encoded, which for `Stamps` is
    // sorted) and through a tree with `.sortedKeys`; Foundation orders members by their
    // hashes unless sorted.
    let ours = ModelMapperJSONEncoder()
    ours.dateEncodingStrategy = .formatted(formatter)
    let sorted = ModelMapperJSONEncoder()
    sorted.dateEncodingStrategy = .formatted(formatter)
    sorted.outputFormatting = .sortedKeys
    let foundation = JSONEncoder()
    foundation.dateEncodingStrategy = .formatted(formatter)
    foundation.outputFormatting = .sortedKeys
    // Around a transition of New York's zone, the first and last years the hand-written code
    // covers, before 1970, and fractions of a second.
    let seconds: [Double] = [
      0, 1_409_444_955, 1_636_264_800, 1_636_268_400.5, 1_615_705_200, -12_219_292_800, 253_402_300_799.999,
      -1_000.25, 1_442_377_209.123,
    ]
    let stamps = Stamps(first: Date(timeIntervalSince1970: 1), rest: seconds.map(Date.init(timeIntervalSince1970:)))
    let text = { (data: Data) in String(decoding: data, as: UTF8.self) }
    let expected = text(try foundation.encode(stamps))
    #expect(text(try ours.encode(stamps)) == expected)
    #expect(text(try sorted.encode(stamps)) == expected)

    formatter.dateFormat = "dd/MM/yyyy HH:mm"
    formatter.timeZone = TimeZone(identifier: "Asia/Shanghai")
    let changed = text(try foundation.encode(stamps))
    #expect(changed.contains(#"01\/01\/1970 08:00"#))
    #expect(text(try ours.encode(stamps)) == changed)
    #expect(text(try sorted.encode(stamps)) == changed)
  }
}
