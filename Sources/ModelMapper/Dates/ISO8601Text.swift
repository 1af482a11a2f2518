import Foundation

/// ISO 8601 text in UTC with milliseconds, as ``FlexibleDateTransform`` writes it, built in
/// stack space with the calendar of CivilCalendar.swift.
enum _ISO8601Text {
  /// Runs `body` with the ISO 8601 text of a date in UTC with milliseconds, written into stack
  /// space: `2015-09-16T04:20:09.123Z`; years before 0 or after 9999 in the expanded form
  /// (`+275760-09-13T00:00:00.000Z`). Nil for a date beyond JavaScript's range (8.64e15
  /// milliseconds either side of 1970).
  static func withText<Result>(of date: Date, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.toNearestOrEven)
    guard milliseconds.isFinite, abs(milliseconds) <= 8.64e15 else { return nil }
    let total = Int64(milliseconds)
    let (seconds, millis) = _CivilCalendar.floorDivision(total, by: 1000)
    let (days, secondOfDay) = _CivilCalendar.floorDivision(seconds, by: 86_400)
    let (year, month, day) = _CivilCalendar.civil(days: days)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      let base = buffer.baseAddress!
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
      return body(UnsafeBufferPointer(start: base, count: length))
    }
  }
}
