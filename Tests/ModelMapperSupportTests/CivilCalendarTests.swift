import Foundation
import Testing

@testable import ModelMapperSupport

@Suite("Civil dates of day counts")
struct CivilCalendarTests {
  /// Days from 1970-01-01 to check: both ends of the fast algorithm's range and the days
  /// around them, the years transforms write (1583 to 9999) every day, and a stride across
  /// the rest.
  static func days() -> [Int64] {
    let fastStart: Int64 = -12_699_422
    let fastEnd: Int64 = (1 << 30) - 12_699_422
    let edges = [fastStart, fastEnd].flatMap { ($0 - 400)...($0 + 400) }
    let written = Array(Int64(-141_349)...Int64(2_932_896))
    let across = Array(stride(from: Int64(-40_000_000), through: 1_200_000_000, by: 9_973))
    return edges + written + across + [Int64.min / 2, Int64.max / 2, -719_468, 0, -1]
  }

  @Test("the fast algorithm gives the general one's date for every day checked")
  func fastMatchesGeneral() {
    var mismatches: [String] = []
    for day in Self.days() {
      let fast = _CivilCalendar.civil(days: day)
      let general = _CivilCalendar.civilOfAnyDay(day)
      if fast != general, mismatches.count < 10 {
        mismatches.append("\(day): \(fast) != \(general)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }

  @Test("the fast day count gives the general one's for every date checked")
  func fastDaysMatchGeneral() {
    var mismatches: [String] = []
    for day in Self.days() {
      let (year, month, dayOfMonth) = _CivilCalendar.civilOfAnyDay(day)
      // Each date, and the day after the month's end that parsers may be handed.
      for candidate in [dayOfMonth, 31] {
        let fast = _CivilCalendar.days(year: year, month: month, day: candidate)
        let general = _CivilCalendar.daysOfAnyYear(year: year, month: month, day: candidate)
        if fast != general, mismatches.count < 10 {
          mismatches.append("\(year)-\(month)-\(candidate): \(fast) != \(general)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }

  @Test(
    "dates round-trip through their day count",
    arguments: [
      (1970, 1, 1, 0), (2000, 2, 29, 11_016), (1583, 1, 1, -141_349), (9999, 12, 31, 2_932_896),
      (1969, 12, 31, -1), (2038, 1, 19, 24_855),
    ] as [(Int64, Int64, Int64, Int64)])
  func knownDates(year: Int64, month: Int64, day: Int64, days: Int64) {
    #expect(_CivilCalendar.days(year: year, month: month, day: day) == days)
    #expect(_CivilCalendar.civil(days: days) == (year, month, day))
  }
}
