import Foundation

/// The forms ``FlexibleDateTransform`` reads, straight from the bytes: ISO 8601 (any number of
/// fraction digits, with or without time and zone, and expanded years) and Twitter's
/// `EEE MMM dd HH:mm:ss Z yyyy` (with or without milliseconds). Variable-width forms, read
/// by a scanner on the names and calendar the fixed patterns (DatePattern.swift) use.
package enum _FlexibleDates {
  /// `bytes` without the spaces and tabs around it (what `.whitespaces` trimmed that a date
  /// can hold in ASCII; other Unicode spaces are not trimmed, and such a date does not parse).
  package static func trimmingSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var start = 0
    var end = bytes.count
    while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
    while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  /// False when `bytes` cannot be a `Double`'s text (a `:`, or a sign inside that does not
  /// follow an exponent's `e`), so that dates skip the attempt to read a number.
  package static func mayBeNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for index in bytes.indices.dropFirst() {
      let byte = bytes[index]
      if byte == UInt8(ascii: ":") { return false }
      if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && bytes[index - 1] | 0x20 != UInt8(ascii: "e") {
        return false
      }
    }
    return true
  }

  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard bytes.count >= 10 else { return nil }
    if bytes[4] == UInt8(ascii: "-") { return parseISO(bytes) }
    // The expanded form of years before 0 or after 9999: `+010000-01-01T00:00:00.000Z`.
    if bytes.count >= 13, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-")
    {
      return parseISO(bytes)
    }
    if bytes[3] == UInt8(ascii: " ") { return parseTwitter(bytes) }
    return nil
  }

  /// `yyyy-MM-dd` (or `±yyyyyy-MM-dd`), then optionally `[T ]HH:mm:ss`, `.fraction`, and
  /// `Z` / `±hh:mm` / `±hhmm`.
  static func parseISO(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    var scanner = _DateScanner(bytes)
    let year: Int
    if scanner.skip("+") {
      guard let expanded = scanner.number(6) else { return nil }
      year = expanded
    } else if scanner.skip("-") {
      guard let expanded = scanner.number(6) else { return nil }
      year = -expanded
    } else {
      guard let plain = scanner.number(4) else { return nil }
      year = plain
    }
    guard scanner.skip("-"), let month = scanner.number(2), scanner.skip("-"), let day = scanner.number(2)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    var offset = 0
    if !scanner.isAtEnd {
      guard scanner.skip("T") || scanner.skip(" "), let h = scanner.number(2), scanner.skip(":"),
        let m = scanner.number(2), scanner.skip(":"), let s = scanner.number(2)
      else { return nil }
      (hour, minute, second) = (h, m, s)
      if scanner.skip(".") {
        guard let value = scanner.fraction() else { return nil }
        fraction = value
      }
      if !scanner.isAtEnd {
        guard let zone = scanner.zone() else { return nil }
        offset = zone
      }
    }
    guard scanner.isAtEnd else { return nil }
    return makeDate(year, month, day, hour, minute, second, fraction, offset)
  }

  /// `EEE MMM dd HH:mm:ss[.SSS] Z yyyy`.
  static func parseTwitter(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    var scanner = _DateScanner(bytes)
    guard let weekday = scanner.name(), _DateSymbols.isWeekday(weekday), scanner.skip(" "),
      let monthName = scanner.name(), let month = _DateSymbols.month(named: monthName), scanner.skip(" "),
      let day = scanner.number(2), scanner.skip(" "), let hour = scanner.number(2), scanner.skip(":"),
      let minute = scanner.number(2), scanner.skip(":"), let second = scanner.number(2)
    else { return nil }
    var fraction = 0.0
    if scanner.skip(".") {
      guard let value = scanner.fraction() else { return nil }
      fraction = value
    }
    guard scanner.skip(" "), let offset = scanner.zone(), scanner.skip(" "), let year = scanner.number(4),
      scanner.isAtEnd
    else { return nil }
    return makeDate(year, Int(month), day, hour, minute, second, fraction, offset)
  }

  static func makeDate(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int, _ fraction: Double,
    _ offset: Int
  ) -> Date? {
    guard (1...12).contains(month), day >= 1, day <= _CivilCalendar.daysIn(month: Int64(month), year: Int64(year)),
      (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
    else { return nil }
    let days = _CivilCalendar.days(year: Int64(year), month: Int64(month), day: Int64(day))
    let seconds = Double(days * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset)) + fraction
    return Date(timeIntervalSince1970: seconds)
  }
}

/// Reads the parts of a date string.
package struct _DateScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { position >= bytes.count }

  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard position < bytes.count, bytes[position] == UInt8(character.value) else { return false }
    position += 1
    return true
  }

  /// Exactly `count` decimal digits.
  mutating func number(_ count: Int) -> Int? {
    guard position + count <= bytes.count else { return nil }
    var value = 0
    for index in position..<position + count {
      let digit = bytes[index] &- 0x30
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    position += count
    return value
  }

  /// One or more digits after a decimal point, as a fraction of a second.
  mutating func fraction() -> Double? {
    var value = 0.0
    var scale = 0.1
    let start = position
    while position < bytes.count, bytes[position] &- 0x30 < 10 {
      value += Double(bytes[position] &- 0x30) * scale
      scale /= 10
      position += 1
    }
    return position > start ? value : nil
  }

  /// The three letters at the position, packed (see ``_DateSymbols/packed(_:_:_:)``).
  mutating func name() -> UInt32? {
    guard position + 3 <= bytes.count else { return nil }
    defer { position += 3 }
    return _DateSymbols.packed(bytes[position], bytes[position + 1], bytes[position + 2])
  }

  /// `Z`, `±hh:mm` or `±hhmm`, as seconds east of UTC.
  mutating func zone() -> Int? {
    if skip("Z") { return 0 }
    guard position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
    else { return nil }
    let sign = bytes[position] == UInt8(ascii: "-") ? -1 : 1
    position += 1
    guard let hours = number(2) else { return nil }
    _ = skip(":")
    guard let minutes = number(2), hours <= 23, minutes <= 59 else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }
}
