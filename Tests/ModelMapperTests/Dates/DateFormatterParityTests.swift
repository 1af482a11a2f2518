import Foundation
import ModelMapper
import SeededRandom
import Testing

/// The date transforms against `DateFormatter`, which they must match exactly: every
/// supported pattern, formatted and parsed, over seeded instants from year 1 to 9999 (before
/// 1970, leap days, fractional seconds, the Gregorian cutover), in zones from -12:00 to
/// +14:00 and one with daylight saving time, and over malformed strings.
///
/// `swift test` checks `DateParity.samples` instants per pattern (400); set
/// `MODELMAPPER_DATE_SAMPLES` for a longer run, such as a million.
@Suite("Dates: the transforms give exactly what DateFormatter gives")
struct DateFormatterParityTests {
  static let patterns = [
    "yyyy-MM-dd'T'HH:mm:ssZZZZZ", "EEE MMM dd HH:mm:ss Z yyyy", "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX",
    "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd", "dd/MM/yyyy HH:mm", "yyyyMMdd'T'HHmmss.SSSxxx",
    "EEE, dd MMM yyyy HH:mm:ss Z", "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", "MMM dd, yyyy 'at' HH:mm:ss xxxxx",
    "yyyy-MM-dd'T'HH:mm:ssXXX",
    // A `Z` for UTC before other fields, where the hand-written parser rebuilds the text.
    "HH:mm:ss.SSSXXX dd/MM/yyyy",
    // Longer than the hand-written code takes (64 bytes): the formatter converts it.
    "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX 'as written to the log of the nightly build run'",
  ]

  /// The zones the transforms' formatters are in: fixed offsets across the range, and one
  /// with daylight saving time (converted by the formatter itself).
  static let zones: [TimeZone] =
    [0, 8 * 3600, -12 * 3600, 14 * 3600, 5 * 3600 + 1800, -(9 * 3600 + 1800)]
    .compactMap { TimeZone(secondsFromGMT: $0) } + [TimeZone(identifier: "America/New_York")].compactMap { $0 }

  static func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = format
    return formatter
  }

  @Test("formatting and parsing match DateFormatter for every pattern", arguments: Self.patterns)
  func parity(pattern: String) throws {
    // A seed of the pattern's bytes (FNV-1a), the same in every run.
    var random = SeededGenerator(
      seed: pattern.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
    let pairs = Self.zones.map { zone in
      (
        reference: Self.formatter(pattern, zone),
        transform: DateFormatterTransform(dateFormatter: Self.formatter(pattern, zone))
      )
    }
    // Strings in every zone, read by a transform and a formatter in UTC (the zone in the text
    // decides, or the formatter's zone when the pattern has none).
    let readerReference = Self.formatter(pattern, TimeZone(secondsFromGMT: 0)!)
    let reader = DateFormatterTransform(dateFormatter: Self.formatter(pattern, TimeZone(secondsFromGMT: 0)!))
    var checked = 0
    var failures: [String] = []
    for index in 0..<DateParity.samples {
      let date = DateParity.instant(&random, index: index)
      let pair = pairs[index % pairs.count]
      let expected = pair.reference.string(from: date)
      let written = pair.transform.transformToJSON(date)
      if written != expected {
        failures.append("format \(date.timeIntervalSince1970): \(written ?? "nil") != \(expected)")
      }
      let read = pair.transform.transformFromJSON(expected)
      let referenceRead = pair.reference.date(from: expected)
      if !DateParity.same(read, referenceRead) {
        failures.append(
          "parse '\(expected)' in \(pair.reference.timeZone.identifier): \(DateParity.describe(read)) != \(DateParity.describe(referenceRead))"
        )
      }
      if !DateParity.same(reader.transformFromJSON(expected), readerReference.date(from: expected)) {
        failures.append("parse '\(expected)' in UTC")
      }
      let malformed = DateParity.malformed(expected, &random)
      if !DateParity.same(reader.transformFromJSON(malformed), readerReference.date(from: malformed)) {
        failures.append(
          "malformed '\(malformed)': \(DateParity.describe(reader.transformFromJSON(malformed))) != \(DateParity.describe(readerReference.date(from: malformed)))"
        )
      }
      checked += 1
      if failures.count >= 10 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
    print("date parity \(pattern): \(checked) instants, each formatted, parsed back and malformed")
  }

  @Test("CustomDateFormatTransform, ISO8601DateTransform and FlexibleDateTransform's writing format match too")
  func builtInTransforms() throws {
    var random = SeededGenerator(seed: 1583)
    let zone = TimeZone.current
    let custom = CustomDateFormatTransform(formatString: "EEE MMM dd HH:mm:ss Z yyyy")
    let customReference = Self.formatter("EEE MMM dd HH:mm:ss Z yyyy", zone)
    let iso = ISO8601DateTransform()
    let isoReference = Self.formatter("yyyy-MM-dd'T'HH:mm:ssZZZZZ", zone)
    let flexible = FlexibleDateTransform(writingFormat: "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", secondsFromGMT: 19800)
    let flexibleReference = Self.formatter("yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", TimeZone(secondsFromGMT: 19800)!)
    for index in 0..<DateParity.samples {
      let date = DateParity.instant(&random, index: index)
      let text = customReference.string(from: date)
      #expect(custom.transformToJSON(date) == text)
      #expect(DateParity.same(custom.transformFromJSON(text), customReference.date(from: text)), "\(text)")
      let isoText = isoReference.string(from: date)
      #expect(iso.transformToJSON(date) == isoText)
      #expect(DateParity.same(iso.transformFromJSON(isoText), isoReference.date(from: isoText)), "\(isoText)")
      if abs(date.timeIntervalSince1970) <= 8.64e12 {
        #expect(flexible.transformToJSON(date) == flexibleReference.string(from: date))
      }
    }
  }

  @Test(
    "transforms made for every date, as mapping(map:) makes them, match DateFormatter in the process's zone",
    arguments: Self.patterns)
  func madePerDate(pattern: String) throws {
    var random = SeededGenerator(seed: UInt64(pattern.utf8.count) &* 0x9E37_79B9_7F4A_7C15)
    // The zone is read when a transform first needs it: formatting, or parsing a pattern
    // without a zone.
    let reference = Self.formatter(pattern, TimeZone.current)
    let isoReference = Self.formatter("yyyy-MM-dd'T'HH:mm:ssZZZZZ", TimeZone.current)
    for index in 0..<min(DateParity.samples, 200) {
      let date = DateParity.instant(&random, index: index)
      let text = reference.string(from: date)
      #expect(CustomDateFormatTransform(formatString: pattern).transformToJSON(date) == text)
      let read = CustomDateFormatTransform(formatString: pattern).transformFromJSON(text)
      #expect(DateParity.same(read, reference.date(from: text)), "\(text)")
      let isoText = isoReference.string(from: date)
      #expect(ISO8601DateTransform().transformToJSON(date) == isoText)
      #expect(DateParity.same(ISO8601DateTransform().transformFromJSON(isoText), isoReference.date(from: isoText)))
    }
    // A new transform's formatter, once read, has the format and the process's zone, and
    // converts from then on.
    let transform = CustomDateFormatTransform(formatString: pattern)
    let date = Date(timeIntervalSince1970: 1_442_377_209)
    #expect(transform.dateFormatter.dateFormat == pattern)
    #expect(transform.dateFormatter.timeZone == TimeZone.current)
    #expect(transform.transformToJSON(date) == reference.string(from: date))
    transform.dateFormatter.dateFormat = "yyyy"
    #expect(transform.transformToJSON(date) == "2015")
  }

  @Test("a formatter changed after the transform was made is honoured: format, locale and zone")
  func changedFormatter() throws {
    let formatter = Self.formatter("yyyy-MM-dd", TimeZone(secondsFromGMT: 0)!)
    let transform = DateFormatterTransform(dateFormatter: formatter)
    let date = Date(timeIntervalSince1970: 1_442_377_209)
    #expect(transform.transformToJSON(date) == "2015-09-16")
    formatter.dateFormat = "dd.MM.yyyy HH:mm"
    #expect(transform.transformToJSON(date) == "16.09.2015 04:20")
    formatter.timeZone = TimeZone(secondsFromGMT: 8 * 3600)
    #expect(transform.transformToJSON(date) == "16.09.2015 12:20")
    #expect(transform.transformFromJSON("16.09.2015 12:20") == Date(timeIntervalSince1970: 1_442_377_200))
    formatter.locale = Locale(identifier: "fr_FR")
    formatter.dateFormat = "d MMMM yyyy"
    #expect(transform.transformToJSON(date) == formatter.string(from: date))
    // A CustomDateFormatTransform's formatter, once read, is the one used.
    let custom = CustomDateFormatTransform(formatString: "yyyy-MM-dd")
    custom.dateFormatter.timeZone = TimeZone(secondsFromGMT: -12 * 3600)
    #expect(custom.transformToJSON(date) == "2015-09-15")
  }

  @Test("a formatter's zone field is read from the text, and its later format and locale apply")
  func zoneFromTheText() throws {
    // The zone is never set: the text's zone decides, whatever the process's zone is.
    let formatter = DateFormatter(withFormat: "yyyy-MM-dd'T'HH:mm:ssZZZZZ", locale: "en_US_POSIX")
    let transform = DateFormatterTransform(dateFormatter: formatter)
    let text = "2015-09-16T12:20:09+08:00"
    #expect(transform.transformFromJSON(text) == Date(timeIntervalSince1970: 1_442_377_209))
    #expect(transform.transformFromJSON("2015-09-16T04:20:09Z") == Date(timeIntervalSince1970: 1_442_377_209))
    formatter.dateFormat = "yyyy-MM-dd"
    #expect(transform.transformFromJSON(text) == nil)
    #expect(transform.transformFromJSON("2015-09-16") == formatter.date(from: "2015-09-16"))
    formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
    formatter.locale = Locale(identifier: "fr_FR")
    let date = Date(timeIntervalSince1970: 1_442_377_209)
    let french = formatter.string(from: date)
    #expect(transform.transformFromJSON(french) == formatter.date(from: french))
    // The English text the POSIX locale reads is not French: the formatter decides.
    let english = "Wed Sep 16 12:20:09 +0800 2015"
    #expect(transform.transformFromJSON(english) == formatter.date(from: english))
  }
}

/// The instants, malformed strings and comparisons of the parity tests.
enum DateParity {
  /// Instants per pattern: 400, or `MODELMAPPER_DATE_SAMPLES`.
  static let samples = ProcessInfo.processInfo.environment["MODELMAPPER_DATE_SAMPLES"].flatMap(Int.init) ?? 400

  /// Edge instants first (year 1, the cutover, leap days, 1970, 9999), then random ones:
  /// whole seconds, milliseconds, and fractions that round either way.
  static func instant(_ random: inout SeededGenerator, index: Int) -> Date {
    let edges: [Double] = [
      -62_135_596_800, -62_135_596_800.001, -12_219_292_800, -12_219_292_801, -12_212_553_600, -11_676_096_000,
      -2_203_891_200, -2_208_988_800, 951_782_400, 951_868_799.999, 0, -0.0005, -0.0004999, 0.0005, 1.9995,
      -1.5, 253_402_300_799.999, 253_402_300_799, 1_709_164_800, 4_107_542_400, 68_169_600,
    ]
    if index < edges.count { return Date(timeIntervalSince1970: edges[index]) }
    let seconds = Double(Int64.random(in: -62_135_596_800...253_402_300_799, using: &random))
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return Date(timeIntervalSince1970: seconds)
    case 1: return Date(timeIntervalSince1970: seconds + Double(Int.random(in: 0..<1000, using: &random)) / 1000)
    case 2: return Date(timeIntervalSince1970: seconds + Double.random(in: 0..<1, using: &random))
    default:
      let half = Double(Int.random(in: 0..<1000, using: &random)) / 1000 + 0.0005
      return Date(timeIntervalSince1970: seconds + half + Double.random(in: -1e-7...1e-7, using: &random))
    }
  }

  /// `text` broken one way: truncated, a digit made a letter, a field out of range, a space
  /// or sign added, a name's case changed.
  static func malformed(_ text: String, _ random: inout SeededGenerator) -> String {
    var bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return "x" }
    let position = Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<7, using: &random) {
    case 0: bytes.removeSubrange(position...)
    case 1: bytes[position] = UInt8(ascii: "x")
    case 2: bytes.insert(UInt8(ascii: " "), at: position)
    case 3: bytes[position] = bytes[position] >= 0x30 && bytes[position] <= 0x39 ? UInt8(ascii: "9") : bytes[position]
    case 4: bytes.remove(at: position)
    case 5:
      bytes[position] = bytes[position] >= 0x41 && bytes[position] <= 0x5A ? bytes[position] + 32 : bytes[position]
    default: bytes.insert(UInt8(ascii: "+"), at: position)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether two parse results are the same date to the bit (or both nil).
  static func same(_ lhs: Date?, _ rhs: Date?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs?, let rhs?):
      return lhs.timeIntervalSinceReferenceDate.bitPattern == rhs.timeIntervalSinceReferenceDate.bitPattern
    default: return false
    }
  }

  static func describe(_ date: Date?) -> String {
    date.map { "\($0.timeIntervalSince1970)" } ?? "nil"
  }
}
