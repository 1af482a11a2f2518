import Foundation

extension _DatePattern {
  /// The milliseconds since 1970 of `text` when it is in the pattern's canonical form (what
  /// the pattern formats) with every field in range, in a year from 1583 to 9999; nil when it
  /// is anything else, which the caller hands to `DateFormatter` to decide (it accepts more
  /// forms: fewer digits, other zone forms, spaces). `offset` is the zone of a pattern
  /// without a zone field, in seconds east of UTC, or nil when it is not fixed.
  func milliseconds(parsing text: UnsafeBufferPointer<UInt8>, offset fixedOffset: Int?) -> Int64? {
    guard let base = text.baseAddress else { return nil }
    let count = text.count
    var position = 0
    var year: Int64 = 0
    var month: Int64 = 0
    var day: Int64 = 0
    var hour: Int64 = 0
    var minute: Int64 = 0
    var second: Int64 = 0
    var millisecond: Int64 = 0
    var offset: Int64? = fixedOffset.map(Int64.init)

    /// `width` digits at `position`, or nil.
    @inline(__always)
    func digits(_ width: Int) -> Int64? {
      guard position + width <= count else { return nil }
      var value: Int64 = 0
      for index in position..<position + width {
        let digit = base[index] &- 0x30
        guard digit < 10 else { return nil }
        value = value &* 10 &+ Int64(digit)
      }
      position += width
      return value
    }

    /// The index of the three-letter name at `position` in `names`, or nil.
    @inline(__always)
    func name(_ names: [[UInt8]]) -> Int? {
      guard position + 3 <= count else { return nil }
      for (index, name) in names.enumerated()
      where base[position] == name[0] && base[position + 1] == name[1] && base[position + 2] == name[2] {
        position += 3
        return index
      }
      return nil
    }

    /// `+hhmm` or `+hh:mm` (`Z` too when `allowsZ`) as seconds east of UTC, or nil.
    @inline(__always)
    func zone(colon: Bool, allowsZ: Bool) -> Int64? {
      guard position < count else { return nil }
      if allowsZ && base[position] == UInt8(ascii: "Z") {
        position += 1
        return 0
      }
      let sign = base[position]
      guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
      position += 1
      guard let hours = digits(2) else { return nil }
      if colon {
        guard position < count, base[position] == UInt8(ascii: ":") else { return nil }
        position += 1
      }
      guard let minutes = digits(2), hours <= 14, minutes <= 59 else { return nil }
      let seconds = hours * 3600 + minutes * 60
      return sign == UInt8(ascii: "-") ? -seconds : seconds
    }

    for token in tokens {
      switch token.field {
      case .literal:
        guard position < count, base[position] == token.byte else { return nil }
        position += 1
      case .year:
        guard let value = digits(4) else { return nil }
        year = value
      case .month:
        guard let value = digits(2) else { return nil }
        month = value
      case .monthName:
        guard let index = name(Self.monthNames) else { return nil }
        month = Int64(index + 1)
      case .day:
        guard let value = digits(2) else { return nil }
        day = value
      case .hour:
        guard let value = digits(2) else { return nil }
        hour = value
      case .minute:
        guard let value = digits(2) else { return nil }
        minute = value
      case .second:
        guard let value = digits(2) else { return nil }
        second = value
      case .millisecond:
        guard let value = digits(3) else { return nil }
        millisecond = value
      case .weekday:
        // ICU reads the weekday and ignores it: the date fields decide.
        guard name(Self.weekdayNames) != nil else { return nil }
      case .zoneBasic:
        guard let value = zone(colon: false, allowsZ: false) else { return nil }
        offset = value
      case .zoneExtendedOrZ:
        guard let value = zone(colon: true, allowsZ: true) else { return nil }
        offset = value
      case .zoneExtended:
        guard let value = zone(colon: true, allowsZ: false) else { return nil }
        offset = value
      }
    }
    guard position == count, let offset, year >= 1583, year <= 9999, month >= 1, month <= 12, day >= 1,
      day <= _CivilCalendar.daysIn(month: month, year: year), hour <= 23, minute <= 59, second <= 59
    else { return nil }
    let days = _CivilCalendar.days(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
    return seconds * 1000 + millisecond
  }
}
