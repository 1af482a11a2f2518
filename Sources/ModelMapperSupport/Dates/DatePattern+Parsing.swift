import Foundation

extension _DatePattern {
  /// The milliseconds since 1970 of `text` when it is in the pattern's canonical form (what
  /// the pattern formats) with every field in range, in a year from 1583 to 9999; nil when it
  /// is anything else, which the caller hands to `DateFormatter` to decide (it accepts more
  /// forms: fewer digits, other zone forms, spaces). `offset` is the zone of a pattern
  /// without a zone field, in seconds east of UTC, or nil when it is not fixed.
  ///
  /// Every field has a fixed width, so the text has the template's length (five bytes less
  /// after a `Z` for UTC). Its literal bytes are compared with the template's eight at a
  /// time, then each field is read at its offset. A `Z` that ends the text is read in place;
  /// elsewhere, the text is rebuilt with the `+00:00` it stands for.
  func milliseconds(parsing text: UnsafeBufferPointer<UInt8>, offset fixedOffset: Int?) -> Int64? {
    guard let source = text.baseAddress else { return nil }
    if text.count == maximumLength {
      guard literalsMatch(source, literals, length: maximumLength) else { return nil }
      return fields(source, offset: fixedOffset, endsWithZ: false)
    }
    let cut = shortZoneOffset
    guard text.count == maximumLength - 5, cut >= 0, source[cut] == UInt8(ascii: "Z") else { return nil }
    if literalsBeforeZ.count > 0 {
      guard literalsMatch(source, literalsBeforeZ, length: cut) else { return nil }
      return fields(source, offset: fixedOffset, endsWithZ: true)
    }
    var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    return withUnsafeMutableBytes(of: &words) { buffer -> Int64? in
      buffer.copyMemory(from: UnsafeRawBufferPointer(start: source, count: cut))
      buffer.storeBytes(of: UInt32(0x3A30_302B).littleEndian, toByteOffset: cut, as: UInt32.self)  // "+00:"
      buffer.storeBytes(of: UInt16(0x3030), toByteOffset: cut + 4, as: UInt16.self)  // "00"
      UnsafeMutableRawBufferPointer(rebasing: buffer[(cut + 6)...]).copyMemory(
        from: UnsafeRawBufferPointer(start: source + cut + 1, count: text.count - cut - 1))
      return buffer.withMemoryRebound(to: UInt8.self) { rebuilt in
        let base = UnsafePointer(rebuilt.baseAddress.unsafelyUnwrapped)
        guard literalsMatch(base, literals, length: maximumLength) else { return nil }
        return fields(base, offset: fixedOffset, endsWithZ: false)
      }
    }
  }

  /// Whether the `length` bytes at `base` have the literal bytes of `words` (``literals`` or
  /// ``literalsBeforeZ``, made for that length).
  @inline(__always)
  private func literalsMatch(_ base: UnsafePointer<UInt8>, _ words: borrowing _FixedBuffer<UInt64>, length: Int)
    -> Bool
  {
    let raw = UnsafeRawPointer(base)
    var differences: UInt64 = 0
    var index = 0
    var start = 0
    while index < words.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: Swift.min(start, length - 8), as: UInt64.self))
      differences |= (word & words[index + 1]) ^ words[index]
      index &+= 2
      start &+= 8
    }
    return differences == 0
  }

  /// The milliseconds since 1970 of the fields at their offsets in `base` (the text in its
  /// longest form, or ending with a `Z` for UTC at the last field when `endsWithZ`, literal
  /// bytes checked), or nil when one is not in its form or range.
  @inline(__always)
  private func fields(_ base: UnsafePointer<UInt8>, offset fixedOffset: Int?, endsWithZ: Bool) -> Int64? {
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
    /// `+hhmm` or `+hh:mm` at `position`, as seconds east of UTC.
    @inline(__always)
    func zone(_ position: Int, colon: Bool) -> Int64? {
      let sign = base[position]
      guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), let hours = two(position + 1) else { return nil }
      if colon && base[position + 3] != UInt8(ascii: ":") { return nil }
      guard let minutes = two(position + (colon ? 4 : 3)), hours <= 14, minutes <= 59 else { return nil }
      let seconds = hours * 3600 + minutes * 60
      return sign == UInt8(ascii: "-") ? -seconds : seconds
    }

    for slot in slots.buffer {
      let position = slot.offset
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
        guard let value = zone(position, colon: false) else { return nil }
        offset = value
      case .zoneExtendedOrZ:
        guard let value = endsWithZ ? 0 : zone(position, colon: true) else { return nil }
        offset = value
      case .zoneExtended:
        guard let value = zone(position, colon: true) else { return nil }
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
