extension _DatePattern {
  /// Whether the hand-written formatter writes dates in a zone `offset` seconds east of UTC:
  /// a whole number of minutes, less than a day.
  @inline(__always)
  package static func formats(offset: Int) -> Bool {
    offset % 60 == 0 && abs(offset) < 86_400
  }

  /// Writes the date `milliseconds` after 1970 in the zone `offset` seconds east of UTC (a
  /// whole number of minutes) into `buffer` (room for ``maximumLength`` bytes) as
  /// DateFormatter would; the number of bytes written, or nil for a local date outside the
  /// years 1583 to 9999, which the caller hands to `DateFormatter`.
  ///
  /// The template's literal bytes are copied, then each field is written at its offset;
  /// a `Z` for UTC closes the gap it leaves at the end.
  package func format(milliseconds: Int64, offset: Int, into buffer: UnsafeMutablePointer<UInt8>) -> Int? {
    guard Self.formats(offset: offset) else { return nil }
    let (days, millisecondOfDay) = _CivilCalendar.floorDivision(milliseconds + Int64(offset) * 1000, by: 86_400_000)
    let (year, month, day) = _CivilCalendar.civil(days: days)
    guard year >= 1583 && year <= 9999 else { return nil }
    let secondOfDay = millisecondOfDay / 1000
    _copyBytes(template.pointer(at: 0), to: buffer, count: maximumLength)

    @inline(__always)
    func two(_ value: Int64, at position: Int) { _DateSymbols.writeTwo(value, to: buffer, at: position) }
    @inline(__always)
    func name(_ packed: UInt32, at position: Int) {
      buffer[position] = UInt8(truncatingIfNeeded: packed)
      buffer[position + 1] = UInt8(truncatingIfNeeded: packed >> 8)
      buffer[position + 2] = UInt8(truncatingIfNeeded: packed >> 16)
    }
    @inline(__always)
    func zone(colon: Bool, at position: Int) {
      buffer[position] = offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
      let minutes = Int64(abs(offset) / 60)
      two(minutes / 60, at: position + 1)
      if colon { buffer[position + 3] = UInt8(ascii: ":") }
      two(minutes % 60, at: position + (colon ? 4 : 3))
    }

    for slot in slots.buffer {
      let position = slot.offset
      switch slot.field {
      case .literal: break
      case .year:
        two(year / 100, at: position)
        two(year % 100, at: position + 2)
      case .month: two(month, at: position)
      case .monthName: name(_DateSymbols.name(ofMonth: month), at: position)
      case .day: two(day, at: position)
      case .hour: two(secondOfDay / 3600, at: position)
      case .minute: two(secondOfDay / 60 % 60, at: position)
      case .second: two(secondOfDay % 60, at: position)
      case .millisecond:
        let millisecond = millisecondOfDay % 1000
        buffer[position] = UInt8(truncatingIfNeeded: 0x30 + millisecond / 100)
        two(millisecond % 100, at: position + 1)
      case .weekday: name(_DateSymbols.name(ofWeekday: _CivilCalendar.weekday(days: days)), at: position)
      case .zoneBasic: zone(colon: false, at: position)
      case .zoneExtendedOrZ, .zoneExtended: zone(colon: true, at: position)
      }
    }
    guard offset == 0, shortZoneOffset >= 0 else { return maximumLength }
    // `Z` for UTC: five bytes shorter, the rest moved up.
    buffer[shortZoneOffset] = UInt8(ascii: "Z")
    let rest = shortZoneOffset + 6
    UnsafeMutableRawPointer(buffer + shortZoneOffset + 1).copyMemory(
      from: buffer + rest, byteCount: maximumLength - rest)
    return maximumLength - 5
  }
}
