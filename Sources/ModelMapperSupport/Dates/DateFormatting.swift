import Foundation

/// Dates of one format, locale and time zone, converted by hand whenever the pattern and the
/// locale (`en_US_POSIX`) are ones the hand-written code reproduces exactly; otherwise by one
/// `DateFormatter` made for them on first need and used under a lock, never one made per call.
///
/// Any zone is converted by hand: a fixed offset (UTC, `GMT+0800`) directly, a zone with
/// rules (`America/New_York`, `Asia/Shanghai`) through the spans between its transitions
/// found so far (`_OffsetSpans`), each asked of `TimeZone` once, when a date first falls in
/// it. A local time near a transition (where it may be ambiguous or skipped) and an offset of
/// seconds are left to the formatter.
///
/// Instances are shared through ``shared(format:localeIdentifier:timeZone:)``, so that
/// transforms made inside every `mapping(map:)` call cost a table lookup
/// (DateFormatting+Sharing.swift).
package final class _DateFormatting: @unchecked Sendable {
  package let format: String
  package let localeIdentifier: String
  package let timeZone: TimeZone
  /// The zone's identifier, read once.
  package let zoneIdentifier: String
  /// The format compiled (with the `en_US_POSIX` locale, whatever this instance's locale).
  package let compiled: _CompiledDateFormat
  /// The compiled pattern, when the format and locale are covered.
  package let pattern: _DatePattern?
  /// The zone's offset in seconds east of UTC, when it never changes.
  package let fixedOffset: Int?
  /// The formatter for what the hand-written code does not cover, made on first need.
  private let formatter = _Locked<DateFormatter?>(nil)
  /// For a zone whose offset changes: the spans between its transitions found so far.
  private let spans = _Locked(_OffsetSpans())

  package init(format: String, localeIdentifier: String, timeZone: TimeZone) {
    self.format = format
    self.localeIdentifier = localeIdentifier
    self.timeZone = timeZone
    zoneIdentifier = timeZone.identifier
    compiled = _CompiledDateFormat.of(format)
    pattern = localeIdentifier == "en_US_POSIX" ? compiled.pattern : nil
    fixedOffset = Self.fixedOffset(of: timeZone)
  }

  /// The offset of a zone whose offset no rule changes: UTC under its names, and zones made
  /// with `TimeZone(secondsFromGMT:)` (`GMT+0800`).
  static func fixedOffset(of zone: TimeZone) -> Int? {
    let identifier = zone.identifier
    if ["GMT", "UTC", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu"].contains(identifier) {
      return 0
    }
    guard identifier.hasPrefix("GMT+") || identifier.hasPrefix("GMT-") else { return nil }
    let offset = zone.secondsFromGMT()
    guard let fixed = TimeZone(secondsFromGMT: offset), fixed.identifier == identifier else { return nil }
    return offset
  }

  // MARK: Parsing

  /// The date of `string`, or nil when it is not one in the format.
  package func date(from string: String) -> Date? {
    if pattern != nil, let date = string.utf8.withContiguousStorageIfAvailable({ fastDate($0) }), let date {
      return date
    }
    guard _dateFormatterAccepts(string) else { return nil }
    return withFormatter { $0.date(from: string) }
  }

  /// The date of UTF-8 `bytes` (an unescaped JSON string), or nil.
  package func date(fromBytes bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    if let date = fastDate(bytes) { return date }
    let string = String(decoding: bytes, as: UTF8.self)
    guard _dateFormatterAccepts(string) else { return nil }
    return withFormatter { $0.date(from: string) }
  }

  /// The date of `bytes` when the hand-written parser reads them in the canonical form.
  @inline(__always)
  package func fastDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard let pattern else { return nil }
    if pattern.hasZone || fixedOffset != nil {
      guard let milliseconds = pattern.milliseconds(parsing: bytes, offset: fixedOffset) else { return nil }
      return _CivilCalendar.date(milliseconds: milliseconds)
    }
    // A local time in a zone with rules: read as if in UTC, then placed by the zone's offset.
    guard let local = pattern.milliseconds(parsing: bytes, offset: 0), let milliseconds = utc(local: local) else {
      return nil
    }
    return _CivilCalendar.date(milliseconds: milliseconds)
  }

  // MARK: Offsets

  /// The zone's offset at `date`, in seconds east of UTC: fixed, or from the span of the
  /// zone's rules the date falls in.
  @inline(__always)
  package func offset(at date: Date) -> Int {
    if let fixedOffset { return fixedOffset }
    return steadySpan(at: date.timeIntervalSince1970, margin: 0).offset
  }

  /// The zone's offset at `seconds` (since 1970), and whether no transition of the zone lies
  /// within `margin` seconds of it either side. Answered by the spans found so far when one
  /// covers them, else by `TimeZone`: the offset at the window's start and its next
  /// transition make a span with no transition, which is added (or widens the one the same
  /// transition ends).
  private func steadySpan(at seconds: Double, margin: Double) -> (offset: Int, isSteady: Bool) {
    if let offset = spans.withLock({ $0.offset(from: seconds - margin, to: seconds + margin) }) {
      return (offset, true)
    }
    let start = seconds - margin
    let date = Date(timeIntervalSince1970: start)
    let offset = timeZone.secondsFromGMT(for: date)
    let end = timeZone.nextDaylightSavingTimeTransition(after: date)?.timeIntervalSince1970 ?? .infinity
    spans.withLock { $0.add(_OffsetSpan(start: start, end: end, offset: offset)) }
    guard seconds + margin < end else {
      return (timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)), false)
    }
    return (offset, true)
  }

  /// The milliseconds since 1970 of the local time `local` (milliseconds since 1970 as if in
  /// UTC) in the zone; nil within two days of a transition, where a local time may be
  /// ambiguous or skipped, which the formatter decides.
  private func utc(local: Int64) -> Int64? {
    let guess = Double(local) / 1000
    let first = steadySpan(at: guess, margin: 0).offset
    let seconds = guess - Double(first)
    let (offset, steady) = steadySpan(at: seconds, margin: 2 * 86_400)
    guard steady, offset == first else { return nil }
    return local - Int64(offset) * 1000
  }

  // MARK: Formatting

  /// The date in the format.
  package func string(from date: Date) -> String {
    // Written by hand, the text is ASCII: made into a string without checking it again.
    var text = _DateText()
    if let length = fastFormat(date, into: &text) { return text.withBytes(length, _stringOfKnownASCII) }
    return formatterString(from: date)
  }

  /// The date in the format, by the formatter (for what the hand-written code does not cover).
  package func formatterString(from date: Date) -> String {
    withFormatter { $0.string(from: date) }
  }

  /// Formats `date` by hand into `text`: its length, or nil when the pattern, the zone or
  /// the date is not covered.
  @inline(__always)
  package func fastFormat(_ date: Date, into text: inout _DateText) -> Int? {
    guard let pattern, pattern.maximumLength <= _DateText.capacity,
      let milliseconds = _CivilCalendar.formattedMilliseconds(date)
    else { return nil }
    let offset = offset(at: date)
    guard _DatePattern.formats(offset: offset) else { return nil }
    return text.fill { pattern.format(milliseconds: milliseconds, offset: offset, into: $0) }
  }

  /// Runs `body` with the formatter, made on first use, holding its lock.
  private func withFormatter<Result>(_ body: (DateFormatter) -> Result) -> Result {
    formatter.withLock { formatter in
      if let formatter { return body(formatter) }
      let made = DateFormatter()
      made.locale = Locale(identifier: localeIdentifier)
      made.timeZone = timeZone
      made.dateFormat = format
      formatter = made
      return body(made)
    }
  }
}

/// Dates from `start` to before `end` (seconds since 1970) in which a zone has `offset`
/// seconds east of UTC: no transition of the zone lies between them.
struct _OffsetSpan: Sendable {
  var start: Double
  var end: Double
  var offset: Int
}

/// The spans of a zone found so far, in order and apart (at most ``capacity``; later ones are
/// not kept).
struct _OffsetSpans: Sendable {
  static var capacity: Int { 1_024 }
  private var spans: [_OffsetSpan] = []

  /// The offset throughout `from...to`, when a span found so far covers it.
  func offset(from: Double, to: Double) -> Int? {
    // The last span that starts at or before `from`.
    var low = 0
    var high = spans.count
    while low < high {
      let middle = (low + high) / 2
      if spans[middle].start <= from { low = middle + 1 } else { high = middle }
    }
    guard low > 0, to < spans[low - 1].end else { return nil }
    return spans[low - 1].offset
  }

  /// Adds `span`, or widens the span its transition ends (no transition lies before it in
  /// either, so they are one).
  mutating func add(_ span: _OffsetSpan) {
    if let same = spans.firstIndex(where: { $0.end == span.end }) {
      spans[same].start = min(spans[same].start, span.start)
      return
    }
    guard spans.count < Self.capacity else { return }
    let position = spans.firstIndex { $0.start > span.start } ?? spans.count
    spans.insert(span, at: position)
  }
}

/// Room on the stack for a date formatted by hand (a pattern's longest text is at most
/// ``capacity`` bytes, or the pattern is formatted by `DateFormatter`).
@frozen
package struct _DateText {
  package static let capacity = 64
  @usableFromInline var storage: (SIMD32<UInt8>, SIMD32<UInt8>)

  @inlinable
  package init() {
    storage = (.zero, .zero)
  }

  /// Runs `write` on the room.
  @inlinable @inline(__always)
  package mutating func fill<Result>(_ write: (UnsafeMutablePointer<UInt8>) -> Result) -> Result {
    withUnsafeMutableBytes(of: &storage) { write($0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)) }
  }

  /// Runs `body` on the first `length` bytes.
  @inlinable @inline(__always)
  package func withBytes<Result>(_ length: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withUnsafeBytes(of: storage) {
      body(
        UnsafeBufferPointer(start: $0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self), count: length))
    }
  }
}
