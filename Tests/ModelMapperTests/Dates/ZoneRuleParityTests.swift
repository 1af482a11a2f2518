import Foundation
import ModelMapper
import SeededRandom
import Testing

/// The date transforms in zones whose offset changes (daylight saving time, rule changes,
/// local mean time before the zone's first rule, a skipped day), against `DateFormatter`:
/// dates a few hours apart across their transitions, in order (so that the cached span of
/// one offset is reused, widened and replaced as the dates cross transitions), then at random
/// (so that it is replaced at every date), formatted and parsed back, with and without a zone
/// in the text.
@Suite("Dates in zones with rules: exactly what DateFormatter gives")
struct ZoneRuleParityTests {
  static let zones = [
    "America/New_York", "Asia/Shanghai", "Europe/Moscow", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Apia",
    "America/Sao_Paulo", "Europe/London", "America/St_Johns", "Africa/Casablanca",
  ]

  static let patterns = ["yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ", "EEE MMM dd HH:mm:ss Z yyyy"]

  @Test("formatted and parsed as DateFormatter does, across transitions", arguments: Self.zones)
  func zone(identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    var random = SeededGenerator(seed: identifier.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) })
    var failures: [String] = []
    for pattern in Self.patterns {
      let reference = DateFormatterParityTests.formatter(pattern, zone)
      let transform = DateFormatterTransform(dateFormatter: DateFormatterParityTests.formatter(pattern, zone))
      func check(_ date: Date) {
        let expected = reference.string(from: date)
        let written = transform.transformToJSON(date)
        if written != expected {
          failures.append("\(identifier) format \(date.timeIntervalSince1970): \(written ?? "nil") != \(expected)")
        }
        let read = transform.transformFromJSON(expected)
        let referenceRead = reference.date(from: expected)
        if read != referenceRead {
          failures.append(
            "\(identifier) parse '\(expected)': \(String(describing: read)) != \(String(describing: referenceRead))")
        }
      }
      // Around every transition from 1850 to 2045, in order: just before and after it, and the
      // hours and days either side, where a local time may be skipped or ambiguous.
      var transition = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: -3_786_825_600))
      while let at = transition, at.timeIntervalSince1970 < 2_366_841_600, failures.count < 10 {
        for shift in [-172_800.0, -90_000, -5_400, -3_600, -1_800, -1, 0, 0.5, 1_800, 3_600, 5_400, 90_000] {
          check(at.addingTimeInterval(shift))
        }
        transition = zone.nextDaylightSavingTimeTransition(after: at)
      }
      // Every 9 days 7 hours from 1850 to 2045, in order.
      var seconds = -3_786_825_600.0
      while seconds < 2_366_841_600 && failures.count < 10 {
        check(Date(timeIntervalSince1970: seconds))
        seconds += 9 * 86_400 + 7 * 3_600 + 13.125
      }
      // Then at random, from 1583 to 9999.
      for _ in 0..<500 where failures.count < 10 {
        check(Date(timeIntervalSince1970: Double(random.next() % 264_000_000_000) - 12_212_553_600))
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
  }
}
