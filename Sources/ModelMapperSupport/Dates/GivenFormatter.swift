import Foundation

/// A `DateFormatter` a user gave (to a date transform, or to a Codable encoder or decoder's
/// `.formatted` strategy): converted by hand while its format, locale and
/// zone are ones the hand-written code covers (read again on every call), and by the
/// formatter itself otherwise, under its lock. Its calendar and leniency are read once.
package final class _GivenFormatter: @unchecked Sendable {
  package let formatter: DateFormatter
  /// Whether the formatter's calendar is Gregorian, it is not lenient, has no default date
  /// and formats no relative dates (read once: reading the calendar costs close to a
  /// microsecond).
  private let isPlain: Bool
  /// The hand-written conversions of the settings read last, with those settings.
  private let last = _Locked<(format: String, locale: String, zone: String, formatting: _DateFormatting)?>(nil)

  package init(_ formatter: DateFormatter) {
    self.formatter = formatter
    isPlain = _FormatterLock.withLock(formatter) {
      formatter.calendar.identifier == .gregorian && !formatter.isLenient && formatter.defaultDate == nil
        && !formatter.doesRelativeDateFormatting
    }
  }

  /// The hand-written conversions for the formatter's current settings, when covered (its
  /// settings read now: a caller that converts many dates in one call, such as a Codable
  /// decoder's `.formatted` strategy, reads them once and keeps the answer for the call).
  package var formatting: _DateFormatting? {
    guard isPlain else { return nil }
    let (format, locale, zone) = _FormatterLock.withLock(formatter) {
      (formatter.dateFormat ?? "", formatter.locale.identifier, formatter.timeZone)
    }
    return formatting(format: format, locale: locale, zone: zone)
  }

  /// The hand-written conversions of `format`, `locale` and `zone` (the formatter's, read).
  private func formatting(format: String, locale: String, zone: TimeZone?) -> _DateFormatting {
    let identifier = zone?.identifier ?? ""
    return last.withLock { last in
      if let last, last.format == format, last.locale == locale, last.zone == identifier { return last.formatting }
      // Shared by format, locale and zone: a transform made with the same formatter inside
      // every `mapping(map:)` call does not compile the pattern again.
      let made = _DateFormatting.shared(
        format: format, localeIdentifier: locale, timeZone: zone ?? .current,
        zoneIdentifier: zone == nil ? nil : identifier)
      last = (format, locale, identifier, made)
      return made
    }
  }

  package func date(from string: String) -> Date? {
    string.utf8.withContiguousStorageIfAvailable { date(fromBytes: $0, string: string) }
      ?? date(from: string, in: formatting)
  }

  /// ``date(from:)`` for the UTF-8 bytes of a string (an unescaped JSON string).
  package func date(fromBytes bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    date(fromBytes: bytes, string: nil)
  }

  /// The date of `bytes` (of `string`, when the caller has it).
  ///
  /// When the format has a zone field and the text is in its canonical form, which carries
  /// the zone, the formatter's own zone cannot change the result, so it is not read: a
  /// formatter whose zone was never set asks its Core Foundation formatter for it and finds
  /// the zone by its identifier on every read, which cost more than the rest of the
  /// conversion.
  private func date(fromBytes bytes: UnsafeBufferPointer<UInt8>, string: String?) -> Date? {
    guard isPlain else { return date(from: string ?? String(decoding: bytes, as: UTF8.self), in: nil) }
    let (format, locale) = _FormatterLock.withLock(formatter) {
      (formatter.dateFormat ?? "", formatter.locale.identifier)
    }
    // (`zonedDate` reads only a pattern with a zone field.)
    if locale == "en_US_POSIX", let date = _CompiledDateFormat.of(format).zonedDate(bytes) { return date }
    let zone = _FormatterLock.withLock(formatter) { formatter.timeZone }
    let formatting = formatting(format: format, locale: locale, zone: zone)
    if let date = formatting.fastDate(bytes) { return date }
    return date(from: string ?? String(decoding: bytes, as: UTF8.self), in: nil)
  }

  /// ``date(from:)`` with the conversions of the formatter's settings read already (by a
  /// caller that reads them once per call; nil when they are not covered by hand).
  @inline(__always)
  package func date(from string: String, in formatting: _DateFormatting?) -> Date? {
    if let formatting, let date = string.utf8.withContiguousStorageIfAvailable(formatting.fastDate), let date {
      return date
    }
    guard _dateFormatterAccepts(string) else { return nil }
    return _FormatterLock.withLock(formatter) { formatter.date(from: string) }
  }

  package func string(from date: Date) -> String { string(from: date, in: formatting) }

  /// ``string(from:)`` with the conversions of the formatter's settings read already.
  @inline(__always)
  package func string(from date: Date, in formatting: _DateFormatting?) -> String {
    var text = _DateText()
    if let formatting, let length = formatting.fastFormat(date, into: &text) {
      return text.withBytes(length, _stringOfKnownASCII)
    }
    return _FormatterLock.withLock(formatter) { formatter.string(from: date) }
  }

  package func withFormatted<Result>(_ date: Date, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var fast = _DateText()
    if let formatting, let length = formatting.fastFormat(date, into: &fast) { return fast.withBytes(length, body) }
    var text = _FormatterLock.withLock(formatter) { formatter.string(from: date) }
    return text.withUTF8(body)
  }
}
