import Foundation

/// The conversions of a `DateFormatterTransform`: through the shared ``_DateFormatting`` of
/// its format (`CustomDateFormatTransform`, `ISO8601DateTransform`) until code reads the
/// transform's `dateFormatter`, and from then on, or from the start for a formatter given to
/// `DateFormatterTransform(dateFormatter:)`, through that formatter as it is then set.
///
/// A value stored in the transform; a transform made inside every `mapping(map:)` costs
/// itself and its exposure.
struct _DateConverter: @unchecked Sendable {
  /// Where a formatter read from the transform is kept: one per transform, or one shared by
  /// all `ISO8601DateTransform`s, which share their formatter as in ObjectMapper.
  final class Exposure: @unchecked Sendable {
    /// The locks of all exposures: a transform made inside every `mapping(map:)` would
    /// otherwise make and destroy a lock of its own each time (about 650 instructions on
    /// Linux). Each is held only to read or set `given`. Not the formatters' stripes:
    /// ``formatter(format:zone:)`` takes a formatter's lock while holding this one.
    private static let locks = _LockStripes()

    /// The lock that guards this exposure (taken on every conversion).
    private var lock: NSLock { Self.locks.lock(for: self) }

    /// Guarded by `lock`.
    @exclusivity(unchecked) private var given: _GivenFormatter?
    /// The formatter to make when first read, when it is not given.
    private let shared: DateFormatter?

    init(given: _GivenFormatter? = nil, shared: DateFormatter? = nil) {
      self.given = given
      self.shared = shared
    }

    /// The formatter read, if it was.
    @inline(__always)
    var current: _GivenFormatter? {
      lock.lock()
      defer { lock.unlock() }
      return given
    }

    /// The formatter, made from `format` and `zone` (or the shared one) on first need.
    func formatter(format: String, zone: TimeZone) -> _GivenFormatter {
      lock.lock()
      defer { lock.unlock() }
      if let given { return given }
      let formatter = shared ?? DateFormatter(withFormat: format, locale: "en_US_POSIX")
      if shared == nil { formatter.timeZone = zone }
      let made = _GivenFormatter(formatter)
      given = made
      return made
    }
  }

  /// The shared conversions of the format, while no formatter was read.
  private let shared: _DateFormatting?
  private let exposure: Exposure

  /// Conversions of `format` with the `en_US_POSIX` locale in the current time zone, as a
  /// formatter made by `DateFormatter(withFormat:locale:)` has them.
  init(format: String, exposure: Exposure? = nil) {
    shared = _DateFormatting.shared(format: format, localeIdentifier: "en_US_POSIX", timeZone: .current)
    self.exposure = exposure ?? Exposure()
  }

  /// Conversions through `formatter`.
  init(given formatter: DateFormatter) {
    shared = nil
    exposure = Exposure(given: _GivenFormatter(formatter))
  }

  /// The formatter code sees; reading it makes the conversions go through it from now on.
  var formatter: DateFormatter {
    exposure.formatter(format: shared?.format ?? "", zone: shared?.timeZone ?? .current).formatter
  }

  func date(from string: String) -> Date? {
    if let given = exposure.current { return given.date(from: string) }
    return shared?.date(from: string)
  }

  func date(fromBytes bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    if let given = exposure.current { return given.date(from: String(decoding: bytes, as: UTF8.self)) }
    return shared?.date(fromBytes: bytes)
  }

  func string(from date: Date) -> String {
    withFormatted(date) { String(decoding: $0, as: UTF8.self) }
  }

  func withFormatted<Result>(_ date: Date, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let given = exposure.current { return given.withFormatted(date, body) }
    guard let shared else { fatalError("unreachable: a converter has shared conversions or a formatter") }
    return shared.withFormatted(date, body)
  }
}

/// A `DateFormatter` given to a transform: converted by hand while its format, locale and
/// zone are ones the hand-written code covers (read again on every call), and by the
/// formatter itself otherwise, under its lock. Its calendar and leniency are read once.
final class _GivenFormatter: @unchecked Sendable {
  let formatter: DateFormatter
  /// Whether the formatter's calendar is Gregorian, it is not lenient, has no default date
  /// and formats no relative dates (read once: reading the calendar costs close to a
  /// microsecond).
  private let isPlain: Bool
  /// The hand-written conversions of the settings read last, with those settings.
  private let last = _Locked<(format: String, locale: String, zone: String, formatting: _DateFormatting)?>(nil)

  init(_ formatter: DateFormatter) {
    self.formatter = formatter
    isPlain = _FormatterLock.withLock(formatter) {
      formatter.calendar.identifier == .gregorian && !formatter.isLenient && formatter.defaultDate == nil
        && !formatter.doesRelativeDateFormatting
    }
  }

  /// The hand-written conversions for the formatter's current settings, when covered.
  private var formatting: _DateFormatting? {
    guard isPlain else { return nil }
    let (format, locale, zone) = _FormatterLock.withLock(formatter) {
      (formatter.dateFormat ?? "", formatter.locale.identifier, formatter.timeZone)
    }
    let identifier = zone?.identifier ?? ""
    return last.withLock { last in
      if let last, last.format == format, last.locale == locale, last.zone == identifier { return last.formatting }
      let made = _DateFormatting(format: format, localeIdentifier: locale, timeZone: zone ?? .current)
      last = (format, locale, identifier, made)
      return made
    }
  }

  func date(from string: String) -> Date? {
    if let formatting = formatting, let date = string.utf8.withContiguousStorageIfAvailable(formatting.fastDate),
      let date
    {
      return date
    }
    guard _dateFormatterAccepts(string) else { return nil }
    return _FormatterLock.withLock(formatter) { formatter.date(from: string) }
  }

  func withFormatted<Result>(_ date: Date, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let formatting, let result = formatting.withFastFormatted(date, body) { return result }
    var text = _FormatterLock.withLock(formatter) { formatter.string(from: date) }
    return text.withUTF8(body)
  }
}
