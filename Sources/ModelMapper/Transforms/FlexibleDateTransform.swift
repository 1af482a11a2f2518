import Foundation

/// Dates in whatever form an API sends them: epoch numbers (seconds or milliseconds, as
/// numbers or numeric strings), ISO 8601 with or without fractional seconds and zones, the
/// date-and-time formats YYModel recognized, and Twitter's and Weibo's
/// `EEE MMM dd HH:mm:ss Z yyyy`. Writes ISO 8601 in UTC with milliseconds:
/// `2015-09-16T04:20:09.000Z`.
///
/// Recognized strings (formats without a zone are read as UTC):
///
/// | example | format |
/// |---|---|
/// | `2015-09-16` | `yyyy-MM-dd` |
/// | `2015-09-16 12:20:09` | `yyyy-MM-dd HH:mm:ss` |
/// | `2015-09-16T12:20:09` | `yyyy-MM-dd'T'HH:mm:ss` |
/// | `2015-09-16T12:20:09.123` | ... with fractional seconds (any number of digits) |
/// | `2015-09-16T12:20:09Z`, `2015-09-16T12:20:09+0800`, `2015-09-16T12:20:09+08:00` | ... with a zone |
/// | `2015-09-16T12:20:09.123+08:00` | fractional seconds and a zone |
/// | `Wed Sep 16 12:20:09 +0800 2015` | `EEE MMM dd HH:mm:ss Z yyyy` |
/// | `Wed Sep 16 12:20:09.123 +0800 2015` | ... with milliseconds |
/// | `1442377209`, `"1442377209.5"`, `1442377209123` | epoch seconds or milliseconds |
///
/// Parsing is done by hand, so the transform shares no formatter and is safe from any thread.
///
/// ```swift
/// created <- (map["created_at"], FlexibleDateTransform())
/// ```
public struct FlexibleDateTransform: TransformType, Sendable {
  /// The property's type.
  public typealias Object = Date
  /// Written as an ISO 8601 string.
  public typealias JSON = String

  /// How epoch numbers are read.
  ///
  /// ```swift
  /// updatedAt <- (map["updated"], FlexibleDateTransform(epochUnit: .milliseconds))
  /// ```
  public enum EpochUnit: Sendable {
    /// Seconds, unless the magnitude is 100,000,000,000 or more (a date after the year 5138
    /// in seconds), which is read as milliseconds.
    case automatic
    /// Always seconds.
    case seconds
    /// Always milliseconds.
    case milliseconds
  }

  /// How epoch numbers are read.
  public var epochUnit: EpochUnit

  /// The `DateFormatter` format dates are written in, or nil for ISO 8601 in UTC with
  /// milliseconds.
  public var writingFormat: String?

  /// The time zone of ``writingFormat``.
  public var timeZone: TimeZone

  /// Creates a transform that writes ISO 8601 in UTC with milliseconds.
  ///
  /// - Parameter epochUnit: How epoch numbers are read (default `.automatic`: seconds, or
  ///   milliseconds for numbers too large to be seconds).
  public init(epochUnit: EpochUnit = .automatic) {
    self.epochUnit = epochUnit
    writingFormat = nil
    timeZone = TimeZone(secondsFromGMT: 0) ?? .current
  }

  /// Creates a transform that reads every recognized form and writes dates in `format` in
  /// the zone `secondsFromGMT` east of UTC (`28800` for `+0800`).
  ///
  /// ```swift
  /// created <- (map["created_at"], FlexibleDateTransform(writingFormat: "EEE MMM dd HH:mm:ss Z yyyy", secondsFromGMT: 28800))
  /// ```
  ///
  /// - Parameters:
  ///   - epochUnit: How epoch numbers are read (default `.automatic`: seconds, or milliseconds for
  ///     numbers too large to be seconds).
  ///   - format: The `DateFormatter` format dates are written in.
  ///   - secondsFromGMT: The time zone dates are written in, as an offset from UTC in seconds.
  public init(epochUnit: EpochUnit = .automatic, writingFormat format: String, secondsFromGMT: Int) {
    self.init(
      epochUnit: epochUnit, writingFormat: format,
      timeZone: TimeZone(secondsFromGMT: secondsFromGMT) ?? TimeZone(secondsFromGMT: 0) ?? .current)
  }

  /// Creates a transform that reads every recognized form and writes dates in `format`
  /// (a `DateFormatter` format, with the POSIX locale) in `timeZone`: for APIs that expect
  /// their own form back. `modelmapper generate` uses it with the form of the samples.
  ///
  /// ```swift
  /// created <- (map["created_at"], FlexibleDateTransform(writingFormat: "EEE MMM dd HH:mm:ss Z yyyy"))
  /// ```
  ///
  /// - Parameters:
  ///   - epochUnit: How epoch numbers are read (default `.automatic`: seconds, or milliseconds for
  ///     numbers too large to be seconds).
  ///   - format: The `DateFormatter` format dates are written in.
  ///   - timeZone: The time zone dates are written in.
  public init(
    epochUnit: EpochUnit = .automatic, writingFormat format: String,
    timeZone: TimeZone = TimeZone(secondsFromGMT: 0) ?? .current
  ) {
    self.epochUnit = epochUnit
    writingFormat = format
    self.timeZone = timeZone
  }

  /// A date from a number, a numeric string, or a string in a recognized format.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  public func transformFromJSON(_ value: Any?) -> Date? {
    if let number = value as? NSNumber, !_JSONBridge.isBooleanObject(number) {
      return epoch(number.doubleValue)
    }
    guard let string = value as? String else { return nil }
    return date(from: string)
  }

  /// The date in ``writingFormat``, or as ISO 8601 in UTC with milliseconds; nil for a date
  /// beyond the years -271821 to 275760 (JavaScript's range).
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  public func transformToJSON(_ value: Date?) -> String? {
    guard let value else { return nil }
    return withText(of: value) { String(decoding: $0, as: UTF8.self) }
  }

  /// Runs `body` with the UTF-8 text the transform writes for `date` (nil beyond the range
  /// dates are written in): by hand for ISO 8601 and for writing formats the hand-written
  /// code covers, else by one shared `DateFormatter` of the format and zone.
  func withText<Result>(of date: Date, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    guard let writingFormat else { return Self.withISOText(of: date, body) }
    guard abs(date.timeIntervalSince1970) <= 8.64e12 else { return nil }
    return _DateFormatting.shared(format: writingFormat, localeIdentifier: "en_US_POSIX", timeZone: timeZone)
      .withFormatted(date, body)
  }

  /// A date from a string in any recognized format, or an epoch number written as a string.
  ///
  /// - Parameter string: A date in any of the recognized forms.
  public func date(from string: String) -> Date? {
    _withUTF8(string) { date(fromBytes: $0) }
  }

  /// ``date(from:)`` for UTF-8 bytes.
  func date(fromBytes bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    let trimmed = Self.trimmingSpaces(bytes)
    guard let first = trimmed.first else { return nil }
    if (first &- 0x30 < 10 || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")) && Self.mayBeNumber(trimmed),
      let number = Double(String(decoding: trimmed, as: UTF8.self))
    {
      return epoch(number)
    }
    return Self.parse(trimmed)
  }

  /// `bytes` without the spaces and tabs around it (what `.whitespaces` trimmed that a date
  /// can hold in ASCII; other Unicode spaces are not trimmed, and such a date does not parse).
  static func trimmingSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var start = 0
    var end = bytes.count
    while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
    while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  /// False when `bytes` cannot be a `Double`'s text (a `:`, or a sign inside that does not
  /// follow an exponent's `e`), so that dates skip the attempt to read a number.
  static func mayBeNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for index in bytes.indices.dropFirst() {
      let byte = bytes[index]
      if byte == UInt8(ascii: ":") { return false }
      if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && bytes[index - 1] | 0x20 != UInt8(ascii: "e") {
        return false
      }
    }
    return true
  }

  /// A date from a string in a recognized format (not an epoch number).
  ///
  /// ```swift
  /// FlexibleDateTransform.date(from: "Wed Sep 16 12:20:09 +0800 2015")
  /// ```
  ///
  /// - Parameter string: A date in any of the recognized forms.
  public static func date(from string: String) -> Date? {
    _withUTF8(string) { parse(trimmingSpaces($0)) }
  }

  func epoch(_ number: Double) -> Date? {
    guard number.isFinite else { return nil }
    switch epochUnit {
    case .seconds: return Date(timeIntervalSince1970: number)
    case .milliseconds: return Date(timeIntervalSince1970: number / 1000)
    case .automatic:
      return Date(timeIntervalSince1970: abs(number) >= 100_000_000_000 ? number / 1000 : number)
    }
  }

  /// ISO 8601 in UTC with milliseconds: `2015-09-16T04:20:09.123Z`. Years before 0 or
  /// after 9999 are written in the expanded form (`+275760-09-13T00:00:00.000Z`); nil for a
  /// date beyond JavaScript's range (8.64e15 milliseconds either side of 1970).
  ///
  /// ```swift
  /// FlexibleDateTransform.string(from: Date(timeIntervalSince1970: 0))   // "1970-01-01T00:00:00.000Z"
  /// ```
  ///
  /// - Parameter date: The date to write.
  public static func string(from date: Date) -> String? {
    withISOText(of: date) { String(decoding: $0, as: UTF8.self) }
  }

  /// Runs `body` with the ISO 8601 text of ``string(from:)``, written into stack space.
  static func withISOText<Result>(of date: Date, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.toNearestOrEven)
    guard milliseconds.isFinite, abs(milliseconds) <= 8.64e15 else { return nil }
    let total = Int64(milliseconds)
    var seconds = total / 1000
    var millis = total % 1000
    if millis < 0 {
      millis += 1000
      seconds -= 1
    }
    var days = seconds / 86_400
    var secondOfDay = seconds % 86_400
    if secondOfDay < 0 {
      secondOfDay += 86_400
      days -= 1
    }
    let (year, month, day) = _CivilCalendar.civil(days: days)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      let base = buffer.baseAddress!
      var length = 0
      func put(_ byte: UInt8) {
        base[length] = byte
        length += 1
      }
      func digits(_ value: Int64, _ width: Int) {
        var divisor: Int64 = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
          put(UInt8(truncatingIfNeeded: 0x30 + rest / divisor))
          rest %= divisor
          divisor /= 10
        }
      }
      if (0...9999).contains(year) {
        digits(year, 4)
      } else {
        // The expanded form of years before 0 or after 9999: `+010000`, `-000001`.
        put(year < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        digits(abs(year), 6)
      }
      put(UInt8(ascii: "-"))
      digits(month, 2)
      put(UInt8(ascii: "-"))
      digits(day, 2)
      put(UInt8(ascii: "T"))
      digits(secondOfDay / 3600, 2)
      put(UInt8(ascii: ":"))
      digits(secondOfDay / 60 % 60, 2)
      put(UInt8(ascii: ":"))
      digits(secondOfDay % 60, 2)
      put(UInt8(ascii: "."))
      digits(millis, 3)
      put(UInt8(ascii: "Z"))
      return body(UnsafeBufferPointer(start: base, count: length))
    }
  }

  // MARK: Parsing

  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
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
    guard scanner.name(_DatePattern.weekdayNames) != nil, scanner.skip(" "),
      let monthIndex = scanner.name(_DatePattern.monthNames), scanner.skip(" "),
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
    return makeDate(year, monthIndex + 1, day, hour, minute, second, fraction, offset)
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

extension FlexibleDateTransform {
  /// Reads a number or an unescaped string straight from the document.
  ///
  /// - Parameter element: The value in the parsed document.
  public func _transformFromJSON(_ element: JSONElement) -> Date?? {
    switch element.kind {
    case .number: return .some(element.double.flatMap(epoch))
    case .string:
      if let date = element._withUnescapedStringBytes(date(fromBytes:)) { return .some(date) }
      return .some(element.string.flatMap(date(from:)))
    default: return .some(nil)
    }
  }

  /// Writes the date's text straight into the output.
  public func _write(_ date: Date, to map: Map) -> Bool {
    if withText(of: date, { map._writeString(bytes: $0) }) == nil { map._writeNil() }
    return true
  }
}

/// Reads the parts of a date string.
struct _DateScanner {
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

  /// The index in `names` of the three-letter name at the position.
  mutating func name(_ names: [[UInt8]]) -> Int? {
    guard position + 3 <= bytes.count else { return nil }
    for (index, name) in names.enumerated()
    where bytes[position] == name[0] && bytes[position + 1] == name[1] && bytes[position + 2] == name[2] {
      position += 3
      return index
    }
    return nil
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
