import Foundation

extension _DatePattern {
  /// The milliseconds since 1970 of `text` when it is in the pattern's canonical form (what
  /// the pattern formats) with every field in range, in a year from 1583 to 9999; nil when it
  /// is anything else, which the caller hands to `DateFormatter` to decide (it accepts more
  /// forms: fewer digits, other zone forms, spaces). `offset` is the zone of a pattern
  /// without a zone field, in seconds east of UTC, or nil when it is not fixed.
  ///
  /// Every field has a fixed width, so the text has the template's length (five bytes less
  /// after a `Z` for UTC), its literal bytes are the template's, and each field is read at
  /// its offset.
  func milliseconds(parsing text: UnsafeBufferPointer<UInt8>, offset fixedOffset: Int?) -> Int64? {
    guard let base = text.baseAddress else { return nil }
    // The bytes after a `Z` for UTC sit five bytes before their offsets in the template.
    var shift = 0
    if text.count != maximumLength {
      guard text.count == maximumLength - 5, shortZoneOffset >= 0, base[shortZoneOffset] == UInt8(ascii: "Z")
      else { return nil }
      shift = 5
    }
    let cut = shortZoneOffset
    @inline(__always)
    func at(_ position: Int) -> Int { position > cut ? position - shift : position }

    for position in literals.buffer where base[at(position)] != template[position] { return nil }

    var year: Int64 = 0
    var month: Int64 = 0
    var day: Int64 = 0
    var hour: Int64 = 0
    var minute: Int64 = 0
    var second: Int64 = 0
    var millisecond: Int64 = 0
    var offset: Int64? = fixedOffset.map(Int64.init)

    /// The two digits at `position`, or nil.
    @inline(__always)
    func two(_ position: Int) -> Int64? { _DateSymbols.two(base, position) }
    @inline(__always)
    func name(_ position: Int) -> UInt32 {
      _DateSymbols.packed(base[position], base[position + 1], base[position + 2])
    }
    /// `+hhmm` or `+hh:mm` (`Z` too when `allowsZ`) at `position`, as seconds east of UTC.
    @inline(__always)
    func zone(_ position: Int, colon: Bool, allowsZ: Bool) -> Int64? {
      if allowsZ && shift == 5 { return 0 }
      let sign = base[position]
      guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), let hours = two(position + 1) else { return nil }
      if colon && base[position + 3] != UInt8(ascii: ":") { return nil }
      guard let minutes = two(position + (colon ? 4 : 3)), hours <= 14, minutes <= 59 else { return nil }
      let seconds = hours * 3600 + minutes * 60
      return sign == UInt8(ascii: "-") ? -seconds : seconds
    }

    for slot in slots.buffer {
      let position = at(slot.offset)
      switch slot.field {
      case .literal: break
      case .year:
        guard let high = two(position), let low = two(position + 2) else { return nil }
        year = high * 100 + low
      case .month:
        guard let value = two(position) else { return nil }
        month = value
      case .monthName:
        guard let value = _DateSymbols.month(named: name(position)) else { return nil }
        month = value
      case .day:
        guard let value = two(position) else { return nil }
        day = value
      case .hour:
        guard let value = two(position) else { return nil }
        hour = value
      case .minute:
        guard let value = two(position) else { return nil }
        minute = value
      case .second:
        guard let value = two(position) else { return nil }
        second = value
      case .millisecond:
        let hundreds = base[position] &- 0x30
        guard hundreds < 10, let rest = two(position + 1) else { return nil }
        millisecond = Int64(hundreds) * 100 + rest
      case .weekday:
        // ICU reads the weekday and ignores it: the date fields decide.
        guard _DateSymbols.isWeekday(name(position)) else { return nil }
      case .zoneBasic:
        guard let value = zone(position, colon: false, allowsZ: false) else { return nil }
        offset = value
      case .zoneExtendedOrZ:
        guard let value = zone(position, colon: true, allowsZ: true) else { return nil }
        offset = value
      case .zoneExtended:
        guard let value = zone(position, colon: true, allowsZ: false) else { return nil }
        offset = value
      }
    }
    guard let offset, year >= 1583, year <= 9999, month >= 1, month <= 12, day >= 1,
      day <= _CivilCalendar.daysIn(month: month, year: year), hour <= 23, minute <= 59, second <= 59
    else { return nil }
    let days = _CivilCalendar.days(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
    return seconds * 1000 + millisecond
  }
}
