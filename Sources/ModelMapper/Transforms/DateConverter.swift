import Foundation
import ModelMapperSupport

/// The conversions of a `DateFormatterTransform`: through its format's compiled pattern and
/// the shared ``_DateFormatting`` of the format in the current zone
/// (`CustomDateFormatTransform`, `ISO8601DateTransform`) until code reads the
/// transform's `dateFormatter`, and from then on, or from the start for a formatter given to
/// `DateFormatterTransform(dateFormatter:)`, through that formatter as it is then set.
///
/// A value stored in the transform; a transform made inside every `mapping(map:)` costs
/// itself and its exposure.
struct _DateConverter: @unchecked Sendable {
  /// Where a formatter read from the transform is kept, and the conversions of the zone
  /// the transform formats in: one per transform, or one shared by all
  /// `ISO8601DateTransform`s, which share their formatter (and so its zone) as in
  /// ObjectMapper.
  ///
  /// Each is set at most once, with an atomic compare-and-swap, and read on every
  /// conversion with an atomic load: no lock (a lock per conversion cost about 110
  /// instructions, and one per transform, made inside every `mapping(map:)`, about 650 to
  /// make and destroy on Linux). Its elements are the formatter (a `_GivenFormatter`) and
  /// the zone's conversions (a `_DateFormatting`), or nil until set; its header is the
  /// shared formatter to expose when it is first read, if any.
  final class Exposure: ManagedBuffer<DateFormatter?, AnyObject?> {
    /// An exposure of `given` (nil until code reads the transform's formatter), or of
    /// `shared` once read.
    static func make(
      given: _GivenFormatter? = nil, shared: DateFormatter? = nil, zoned: _DateFormatting? = nil
    ) -> Exposure {
      let made = unsafeDowncast(create(minimumCapacity: 2) { _ in shared }, to: Exposure.self)
      made.withUnsafeMutablePointerToElements {
        $0.initialize(to: given)
        ($0 + 1).initialize(to: zoned)
      }
      return made
    }

    deinit {
      // One at a time: `deinitialize(count: 2)` destroys through the runtime's array loop.
      withUnsafeMutablePointerToElements {
        $0.deinitialize(count: 1)
        ($0 + 1).deinitialize(count: 1)
      }
    }

    /// The formatter read, if it was.
    @inline(__always)
    var current: _GivenFormatter? {
      withUnsafeMutablePointerToElements {
        _stdlib_atomicAcquiringLoadARCRef(object: $0).map {
          unsafeDowncast($0.takeUnretainedValue(), to: _GivenFormatter.self)
        }
      }
    }

    /// The formatter, made from `format` and `zone` (or the shared one) on first need. Two
    /// threads may both make one; the first stored is kept, and both return it.
    func formatter(format: String, zone: @autoclosure () -> TimeZone) -> _GivenFormatter {
      if let current { return current }
      let formatter = header ?? DateFormatter(withFormat: format, locale: "en_US_POSIX")
      if header == nil { formatter.timeZone = zone() }
      let made: AnyObject = _GivenFormatter(formatter)
      return withUnsafeMutablePointerToElements {
        unsafeDowncast(
          _stdlib_atomicAcquiringInitializeARCRef(object: $0, desired: made).takeUnretainedValue(),
          to: _GivenFormatter.self)
      }
    }

    /// The conversions of `format` in the zone the process was in when they were first
    /// needed (formatting, or parsing a string without a zone), as a `DateFormatter` made
    /// then would have it.
    @inline(__always)
    func zoned(_ compiled: _CompiledDateFormat) -> _DateFormatting {
      let known = withUnsafeMutablePointerToElements { _stdlib_atomicAcquiringLoadARCRef(object: $0 + 1) }
      if let known { return unsafeDowncast(known.takeUnretainedValue(), to: _DateFormatting.self) }
      return makeZoned(compiled)
    }

    /// Finds the zone's conversions for ``zoned(_:)`` and keeps them (the first kept when two
    /// threads find them at once).
    @inline(never)
    private func makeZoned(_ compiled: _CompiledDateFormat) -> _DateFormatting {
      let made: AnyObject = _DateFormatting.shared(
        format: compiled.format, localeIdentifier: "en_US_POSIX", timeZone: .current)
      return withUnsafeMutablePointerToElements {
        unsafeDowncast(
          _stdlib_atomicAcquiringInitializeARCRef(object: $0 + 1, desired: made).takeUnretainedValue(),
          to: _DateFormatting.self)
      }
    }
  }

  /// The format, compiled (of no format for a formatter given, which is always exposed).
  private let compiled: _CompiledDateFormat
  private let exposure: Exposure

  /// Conversions of `format` with the `en_US_POSIX` locale in the current time zone, as a
  /// formatter made by `DateFormatter(withFormat:locale:)` has them.
  ///
  /// A transform with an exposure of its own (`CustomDateFormatTransform`) reads the zone
  /// here, as a formatter made now would. One sharing an exposure (`ISO8601DateTransform`)
  /// reads it when a conversion of any of them first needs it (formatting, or parsing a
  /// string without a zone): one made inside every `mapping(map:)` asks `TimeZone` nothing.
  init(format: String, exposure: Exposure? = nil) {
    if let exposure {
      compiled = _CompiledDateFormat.of(format)
      self.exposure = exposure
    } else {
      // Looked up now: later, the transform's first conversion would pay a compare-and-swap
      // on top of the same lookup (13% slower formatting measured).
      let zoned = _DateFormatting.shared(format: format, localeIdentifier: "en_US_POSIX", timeZone: .current)
      compiled = zoned.compiled
      self.exposure = Exposure.make(zoned: zoned)
    }
  }

  /// Conversions through `formatter`.
  init(given formatter: DateFormatter) {
    compiled = _CompiledDateFormat.none
    exposure = Exposure.make(given: _GivenFormatter(formatter))
  }

  /// The formatter code sees; reading it makes the conversions go through it from now on.
  var formatter: DateFormatter {
    if let given = exposure.current { return given.formatter }
    return exposure.formatter(format: compiled.format, zone: exposure.zoned(compiled).timeZone).formatter
  }

  @inline(__always)
  func date(from string: String) -> Date? {
    if let given = exposure.current { return given.date(from: string) }
    if let date = string.utf8.withContiguousStorageIfAvailable({ compiled.zonedDate($0) }), let date { return date }
    return exposure.zoned(compiled).date(from: string)
  }

  @inline(__always)
  func date(fromBytes bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    if let given = exposure.current { return given.date(fromBytes: bytes) }
    if let date = compiled.zonedDate(bytes) { return date }
    return exposure.zoned(compiled).date(fromBytes: bytes)
  }

  @inline(__always)
  func string(from date: Date) -> String {
    if let given = exposure.current { return given.string(from: date) }
    return exposure.zoned(compiled).string(from: date)
  }

  /// Writes `date` under the map's selected key.
  @inline(__always)
  func write(_ date: Date, to map: Map) {
    if let given = exposure.current {
      map._writeDate(date, through: given)
      return
    }
    map._writeDate(date, in: exposure.zoned(compiled))
  }
}
