import Foundation

// Day counts and civil dates of the proleptic Gregorian calendar, and the millisecond
// arithmetic Foundation's DateFormatter does around ICU: the hand-written date parsers and
// formatters give results identical to it by doing the same operations.

/// Conversions between days since 1970-01-01 and (year, month, day).
package enum _CivilCalendar {
  /// Days since 1970-01-01 of a proleptic Gregorian date (a month from 1 to 12, a day from 1
  /// to 31).
  ///
  /// Neri and Schneider's algorithm (see ``civil(days:)``) in 32-bit arithmetic for the years
  /// -32,799 to 99,999; the general algorithm (``daysOfAnyYear(year:month:day:)``) elsewhere.
  @inline(__always)
  static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
    guard year > -32_800 && year < 100_000 && month >= 1 && month <= 12 && day >= 1 && day <= 31 else {
      return daysOfAnyYear(year: year, month: month, day: day)
    }
    // Years from March 1st of the year -32,800.
    let isJanuaryOrFebruary = month <= 2
    let shiftedYear = UInt32(truncatingIfNeeded: year &+ 32_800) &- (isJanuaryOrFebruary ? 1 : 0)
    let shiftedMonth = UInt32(truncatingIfNeeded: month) &+ (isJanuaryOrFebruary ? 12 : 0)
    let century = shiftedYear / 100
    let daysBeforeYear = 1_461 &* shiftedYear / 4 &- century &+ century / 4
    let daysBeforeMonth = (979 &* shiftedMonth &- 2_919) / 32
    return Int64(daysBeforeYear &+ daysBeforeMonth &+ UInt32(truncatingIfNeeded: day) &- 1) - 12_699_422
  }

  /// ``days(year:month:day:)`` for any date (Howard Hinnant's algorithm).
  @inline(never)
  static func daysOfAnyYear(year: Int64, month: Int64, day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day count since 1970-01-01.
  ///
  /// Cassio Neri and Lorenz Schneider's algorithm ("Euclidean affine functions and their
  /// application to calendar algorithms", 2022), in 32-bit arithmetic with multiplications
  /// for divisions, for the days of the years -32,800 to about 2.9 million; the general
  /// algorithm (``civilOfAnyDay(_:)``) elsewhere. Both gave the same date for every day of the
  /// years -32,800 to 56,700 and every 97th day beyond, in a check made when this was written;
  /// `CivilCalendarTests` checks every day of the years 1583 to 9999, both ends of the range
  /// and a stride across it.
  @inline(__always)
  static func civil(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    // Days from March 1st of the year -32,800 (82 eras of 400 years before year 0).
    let shifted = days &+ 12_699_422
    guard shifted >= 0 && shifted < 1 << 30 else { return civilOfAnyDay(days) }
    let n = 4 &* UInt32(truncatingIfNeeded: shifted) &+ 3
    let century = n / 146_097
    let dayOfCentury = n % 146_097 / 4
    let yearPart = UInt64(2_939_745) &* UInt64(4 &* dayOfCentury &+ 3)
    let yearOfCentury = UInt32(truncatingIfNeeded: yearPart >> 32)
    let dayOfYear = UInt32(truncatingIfNeeded: yearPart) / 2_939_745 / 4
    let monthAndDay = 2_141 &* dayOfYear &+ 197_913
    let month = monthAndDay >> 16
    let day = (monthAndDay & 0xFFFF) / 2_141 &+ 1
    // The year began on March 1st: January and February are in the next one.
    let isJanuaryOrFebruary = dayOfYear >= 306
    return (
      Int64(100 &* century &+ yearOfCentury) - 32_800 + (isJanuaryOrFebruary ? 1 : 0),
      Int64(isJanuaryOrFebruary ? month &- 12 : month), Int64(day)
    )
  }

  /// ``civil(days:)`` for any day count (Howard Hinnant's algorithm).
  @inline(never)
  static func civilOfAnyDay(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthPart = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthPart + 2) / 5 + 1
    let month = monthPart < 10 ? monthPart + 3 : monthPart - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// `value` divided by `divisor` (positive), rounded down, and the remainder, 0 or more:
  /// the day of a millisecond count and the millisecond of that day, before 1970 too.
  @inline(__always)
  static func floorDivision(_ value: Int64, by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
    let remainder = value % divisor
    return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }

  /// The number of days of `month` in `year`.
  @inline(__always)
  static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The day of the week of a day count since 1970-01-01: 0 for Sunday ... 6 for Saturday
  /// (1970-01-01 was a Thursday).
  @inline(__always)
  static func weekday(days: Int64) -> Int {
    Int(((days + 4) % 7 + 7) % 7)
  }

  /// The seconds between 1970-01-01 and 2001-01-01, Foundation's reference date.
  static let referenceOffset = 978_307_200.0

  /// The milliseconds since 1970 that DateFormatter formats a date as: it hands ICU
  /// `(timeIntervalSinceReferenceDate + 978307200) * 1000 + 0.5`, and ICU takes the floor;
  /// nil beyond the range the hand-written formatters cover (years 1583 to 9999).
  @inline(__always)
  package static func formattedMilliseconds(_ date: Date) -> Int64? {
    let milliseconds = ((date.timeIntervalSinceReferenceDate + referenceOffset) * 1000.0 + 0.5).rounded(.down)
    guard milliseconds >= firstMillisecond && milliseconds <= lastMillisecond else { return nil }
    return Int64(milliseconds)
  }

  /// The date DateFormatter makes of the milliseconds since 1970 that ICU parsed:
  /// `milliseconds / 1000 - 978307200` seconds after the reference date.
  @inline(__always)
  static func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSinceReferenceDate: Double(milliseconds) / 1000.0 - referenceOffset)
  }

  /// 1583-01-01T00:00:00Z, the first day of the first whole year of the Gregorian calendar;
  /// ICU's calendar is Julian before 1582-10-15, which the hand-written code leaves to it.
  /// The hand-written code covers local dates from here (with a margin for zone offsets).
  static let firstMillisecond = Double(days(year: 1583, month: 1, day: 2)) * 86_400_000
  /// 9999-12-30T23:59:59.999Z: the last local dates that four-digit years hold, with a
  /// margin for zone offsets.
  static let lastMillisecond = Double(days(year: 9999, month: 12, day: 31)) * 86_400_000 - 1
}
