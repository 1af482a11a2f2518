import Foundation

/// ISO 8601 text in UTC with milliseconds, as ``FlexibleDateTransform`` writes it, built in
/// stack space with the calendar of CivilCalendar.swift.
package enum _ISO8601Text {
  /// Runs `body` with the ISO 8601 text of a date in UTC with milliseconds, written into stack
  /// space: `2015-09-16T04:20:09.123Z`; years before 0 or after 9999 in the expanded form
  /// (`+275760-09-13T00:00:00.000Z`). Nil for a date beyond JavaScript's range (8.64e15
  /// milliseconds either side of 1970).
  @inlinable
  package static func withText<Result>(of date: Date, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    var text = _DateText()
    guard let length = write(date, into: &text) else { return nil }
    return text.withBytes(length, body)
  }

  /// Writes the text of ``withText(of:_:)`` into `text`: its length, or nil for a date beyond
  /// JavaScript's range.
  @usableFromInline
  package static func write(_ date: Date, into text: inout _DateText) -> Int? {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.toNearestOrEven)
    guard milliseconds.isFinite, abs(milliseconds) <= 8.64e15 else { return nil }
    let total = Int64(milliseconds)
    let (seconds, millis) = _CivilCalendar.floorDivision(total, by: 1000)
    let (days, secondOfDay) = _CivilCalendar.floorDivision(seconds, by: 86_400)
    let (year, month, day) = _CivilCalendar.civil(days: days)
    return text.fill { base in
      var length = 0
      func put(_ byte: UInt8) {
        base[length] = byte
        length += 1
      }
      // From the last digit back, dividing by the constant 10 (a multiplication), not by a
      // power of ten worked out at run time.
      func digits(_ value: Int64, _ width: Int) {
        var rest = value
        var index = length + width - 1
        while index >= length {
          base[index] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
          rest /= 10
          index -= 1
        }
        length += width
      }
      if (0...9999).contains(year) {
        digits(year, 4)
      } else {
        // The expanded form of years before 0 or after 9999: `+010000`, `-000001`.
        put(year < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        digits(abs(year), 6)
      }
      // The two-digit fields as the fixed patterns write them.
      func two(_ value: Int64) {
        _DateSymbols.writeTwo(value, to: base, at: length)
        length += 2
      }
      put(UInt8(ascii: "-"))
      two(month)
      put(UInt8(ascii: "-"))
      two(day)
      put(UInt8(ascii: "T"))
      two(secondOfDay / 3600)
      put(UInt8(ascii: ":"))
      two(secondOfDay / 60 % 60)
      put(UInt8(ascii: ":"))
      two(secondOfDay % 60)
      put(UInt8(ascii: "."))
      digits(millis, 3)
      put(UInt8(ascii: "Z"))
      return length
    }
  }
}

// The Codable coders' `.iso8601` strategy: Foundation's `Date.ISO8601FormatStyle()` (what
// `JSONDecoder` and `JSONEncoder` use), by hand for the form nearly every date has, and by
// that style for everything else, so that results are Foundation's to the bit.

extension _ISO8601Text {
  /// The date of `2024-05-01T12:30:00Z` or `2024-05-01T12:30:00+02:00` (a valid date and
  /// time from 1583 on, no fraction, an offset of at most 14 hours); nil for any other text,
  /// which ``foundationDate(from:)`` reads. (Before 1583 Foundation's calendar is Julian.)
  package static func parseInternetDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard bytes.count == 20 || bytes.count == 25, let text = bytes.baseAddress else { return nil }
    guard text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"), text[10] == UInt8(ascii: "T"),
      text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
      let century = _DateSymbols.two(text, 0), let yearOfCentury = _DateSymbols.two(text, 2),
      let month = _DateSymbols.two(text, 5), let day = _DateSymbols.two(text, 8),
      let hour = _DateSymbols.two(text, 11), let minute = _DateSymbols.two(text, 14),
      let second = _DateSymbols.two(text, 17)
    else { return nil }
    let year = century * 100 + yearOfCentury
    guard year >= 1583, (1...12).contains(month), day >= 1, day <= _CivilCalendar.daysIn(month: month, year: year),
      hour < 24, minute < 60, second < 60
    else { return nil }
    var offset: Int64 = 0
    if bytes.count == 20 {
      guard text[19] == UInt8(ascii: "Z") else { return nil }
    } else {
      let sign = text[19]
      guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), text[22] == UInt8(ascii: ":"),
        let offsetHours = _DateSymbols.two(text, 20), let offsetMinutes = _DateSymbols.two(text, 23),
        offsetMinutes < 60, offsetHours * 60 + offsetMinutes <= 14 * 60
      else { return nil }
      offset = (offsetHours * 3600 + offsetMinutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
    }
    let days = _CivilCalendar.days(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds))
  }

  /// The date of ISO 8601 `text` as `Date.ISO8601FormatStyle()` reads it, or nil.
  package static func foundationDate(from text: String) -> Date? {
    try? Date.ISO8601FormatStyle().parse(text)
  }

  /// Writes `2024-05-01T12:30:00Z` (UTC, whole seconds rounded down) into `text` for a date
  /// from 1583 to 9999: its length, else nil, for ``foundationText(of:)``.
  package static func writeInternetDate(_ date: Date, into text: inout _DateText) -> Int? {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    guard seconds >= -12_212_553_600, seconds < 253_402_300_800 else { return nil }
    let (days, secondOfDay) = _CivilCalendar.floorDivision(Int64(seconds), by: 86_400)
    let (year, month, day) = _CivilCalendar.civil(days: days)
    return text.fill { base in
      _DateSymbols.writeTwo(year / 100, to: base, at: 0)
      _DateSymbols.writeTwo(year % 100, to: base, at: 2)
      base[4] = UInt8(ascii: "-")
      _DateSymbols.writeTwo(month, to: base, at: 5)
      base[7] = UInt8(ascii: "-")
      _DateSymbols.writeTwo(day, to: base, at: 8)
      base[10] = UInt8(ascii: "T")
      _DateSymbols.writeTwo(secondOfDay / 3600, to: base, at: 11)
      base[13] = UInt8(ascii: ":")
      _DateSymbols.writeTwo(secondOfDay / 60 % 60, to: base, at: 14)
      base[16] = UInt8(ascii: ":")
      _DateSymbols.writeTwo(secondOfDay % 60, to: base, at: 17)
      base[19] = UInt8(ascii: "Z")
      return 20
    }
  }

  /// The text `Date.ISO8601FormatStyle()` gives `date`.
  package static func foundationText(of date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle())
  }
}
