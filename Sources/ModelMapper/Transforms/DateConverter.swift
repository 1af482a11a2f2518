import Foundation
import ModelMapperSupport

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
  ///
  /// The formatter is set at most once, with an atomic compare-and-swap, and read on every
  /// conversion with an atomic load: no lock (a lock per conversion cost about 110
  /// instructions, and one per transform, made inside every `mapping(map:)`, about 650 to
  /// make and destroy on Linux). Its one element is the formatter, or nil; its header is the
  /// shared formatter to expose when it is first read, if any.
  final class Exposure: ManagedBuffer<DateFormatter?, _GivenFormatter?> {
    /// An exposure of `given` (nil until code reads the transform's formatter), or of
    /// `shared` once read.
    static func make(given: _GivenFormatter? = nil, shared: DateFormatter? = nil) -> Exposure {
      let made = unsafeDowncast(create(minimumCapacity: 1) { _ in shared }, to: Exposure.self)
      made.withUnsafeMutablePointerToElements { $0.initialize(to: given) }
      return made
    }

    deinit {
      _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
    }

    /// The formatter read, if it was.
    @inline(__always)
    var current: _GivenFormatter? {
      withUnsafeMutablePointerToElements { _stdlib_atomicAcquiringLoadARCRef(object: $0)?.takeUnretainedValue() }
    }

    /// The formatter, made from `format` and `zone` (or the shared one) on first need. Two
    /// threads may both make one; the first stored is kept, and both return it.
    func formatter(format: String, zone: TimeZone) -> _GivenFormatter {
      if let current { return current }
      let formatter = header ?? DateFormatter(withFormat: format, locale: "en_US_POSIX")
      if header == nil { formatter.timeZone = zone }
      let made = _GivenFormatter(formatter)
      return withUnsafeMutablePointerToElements {
        _stdlib_atomicAcquiringInitializeARCRef(object: $0, desired: made).takeUnretainedValue()
      }
    }
  }

  /// The shared conversions of the format, while no formatter was read.
  private let shared: _DateFormatting?
  private let exposure: Exposure

  /// Conversions of `format` with the `en_US_POSIX` locale in the current time zone, as a
  /// formatter made by `DateFormatter(withFormat:locale:)` has them.
  init(format: String, exposure: Exposure? = nil) {
    shared = _DateFormatting.shared(format: format, localeIdentifier: "en_US_POSIX", timeZone: .current)
    self.exposure = exposure ?? Exposure.make()
  }

  /// Conversions through `formatter`.
  init(given formatter: DateFormatter) {
    shared = nil
    exposure = Exposure.make(given: _GivenFormatter(formatter))
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
    if let given = exposure.current { return given.string(from: date) }
    guard let shared else { fatalError("unreachable: a converter has shared conversions or a formatter") }
    return shared.string(from: date)
  }

  /// Writes `date` under the map's selected key.
  func write(_ date: Date, to map: Map) {
    if let given = exposure.current {
      map._writeDate(date, through: given)
      return
    }
    guard let shared else { fatalError("unreachable: a converter has shared conversions or a formatter") }
    map._writeDate(date, in: shared)
  }
}
