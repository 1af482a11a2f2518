extension _DatePattern {
  /// Writes the date `milliseconds` after 1970 in the zone `offset` seconds east of UTC (a
  /// whole number of minutes) into `buffer` (room for ``maximumLength`` bytes) as
  /// DateFormatter would; the number of bytes written, or nil for a local date outside the
  /// years 1583 to 9999, which the caller hands to `DateFormatter`.
  func format(milliseconds: Int64, offset: Int, into buffer: UnsafeMutablePointer<UInt8>) -> Int? {
    guard offset % 60 == 0, abs(offset) < 86_400 else { return nil }
    let local = milliseconds + Int64(offset) * 1000
    var days = local / 86_400_000
    var millisecondOfDay = local % 86_400_000
    if millisecondOfDay < 0 {
      millisecondOfDay += 86_400_000
      days -= 1
    }
    let (year, month, day) = _CivilCalendar.civil(days: days)
    guard year >= 1583 && year <= 9999 else { return nil }
    let secondOfDay = millisecondOfDay / 1000
    var length = 0

    @inline(__always)
    func put(_ byte: UInt8) {
      buffer[length] = byte
      length += 1
    }
    @inline(__always)
    func two(_ value: Int64) {
      put(UInt8(truncatingIfNeeded: 0x30 + value / 10))
      put(UInt8(truncatingIfNeeded: 0x30 + value % 10))
    }
    @inline(__always)
    func name(_ bytes: [UInt8]) {
      put(bytes[0])
      put(bytes[1])
      put(bytes[2])
    }
    @inline(__always)
    func zone(colon: Bool, zForUTC: Bool) {
      if zForUTC && offset == 0 {
        put(UInt8(ascii: "Z"))
        return
      }
      put(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
      let minutes = Int64(abs(offset) / 60)
      two(minutes / 60)
      if colon { put(UInt8(ascii: ":")) }
      two(minutes % 60)
    }

    for token in tokens {
      switch token.field {
      case .literal: put(token.byte)
      case .year:
        two(year / 100)
        two(year % 100)
      case .month: two(month)
      case .monthName: name(Self.monthNames[Int(month - 1)])
      case .day: two(day)
      case .hour: two(secondOfDay / 3600)
      case .minute: two(secondOfDay / 60 % 60)
      case .second: two(secondOfDay % 60)
      case .millisecond:
        let millisecond = millisecondOfDay % 1000
        put(UInt8(truncatingIfNeeded: 0x30 + millisecond / 100))
        two(millisecond % 100)
      case .weekday: name(Self.weekdayNames[_CivilCalendar.weekday(days: days)])
      case .zoneBasic: zone(colon: false, zForUTC: false)
      case .zoneExtendedOrZ: zone(colon: true, zForUTC: true)
      case .zoneExtended: zone(colon: true, zForUTC: false)
      }
    }
    return length
  }
}
