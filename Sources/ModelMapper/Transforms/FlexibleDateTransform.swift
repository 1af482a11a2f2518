import Foundation
import ModelMapperSupport

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
    // A Swift string (or nil) first, read in place: `as? NSNumber` bridges a `String` to test it.
    if let found = _JSONBridge.exactly(value, as: String.self) {
      guard let string = found else { return nil }
      return date(from: string)
    }
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
    guard let writingFormat else { return _ISO8601Text.withText(of: value, _stringOfKnownASCII) }
    return writingConversions(writingFormat, value)?.string(from: value)
  }

  /// The shared conversions of `format` in the transform's zone, or nil for a date beyond
  /// the range dates are written in.
  func writingConversions(_ format: String, _ date: Date) -> _DateFormatting? {
    guard abs(date.timeIntervalSince1970) <= 8.64e12 else { return nil }
    return _DateFormatting.shared(format: format, localeIdentifier: "en_US_POSIX", timeZone: timeZone)
  }

  /// A date from a string in any recognized format, or an epoch number written as a string.
  ///
  /// - Parameter string: A date in any of the recognized forms.
  public func date(from string: String) -> Date? {
    _withUTF8(string) { date(fromBytes: $0) }
  }

  /// ``date(from:)`` for UTF-8 bytes.
  func date(fromBytes bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    let trimmed = _FlexibleDates.trimmingSpaces(bytes)
    guard let first = trimmed.first else { return nil }
    if (first &- 0x30 < 10 || first == UInt8(ascii: "-") || first == UInt8(ascii: "+"))
      && _FlexibleDates.mayBeNumber(trimmed),
      let number = Double(String(decoding: trimmed, as: UTF8.self))
    {
      return epoch(number)
    }
    return _FlexibleDates.parse(trimmed)
  }

  /// A date from a string in a recognized format (not an epoch number).
  ///
  /// ```swift
  /// FlexibleDateTransform.date(from: "Wed Sep 16 12:20:09 +0800 2015")
  /// ```
  ///
  /// - Parameter string: A date in any of the recognized forms.
  public static func date(from string: String) -> Date? {
    _withUTF8(string) { _FlexibleDates.parse(_FlexibleDates.trimmingSpaces($0)) }
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
    _ISO8601Text.withText(of: date, _stringOfKnownASCII)
  }
}

extension FlexibleDateTransform {
  /// Reads a number or an unescaped string straight from the document.
  ///
  /// - Parameter element: The value in the parsed document.
  public func transformFromJSON(element: JSONElement) -> Date?? {
    switch element.kind {
    case .number: return .some(element.double.flatMap(epoch))
    case .string:
      if let date = _TapeReader(element.document)._withUnescapedStringBytes(at: element.index, { date(fromBytes: $0) })
      {
        return .some(date)
      }
      return .some(element.string.flatMap(date(from:)))
    default: return .some(nil)
    }
  }

  /// Writes the date's text straight into the output.
  ///
  /// - Parameters:
  ///   - date: The property's value.
  ///   - map: The writing map, positioned at the property's key.
  public func write(_ date: Date, to map: Map) -> Bool {
    if let writingFormat {
      if let conversions = writingConversions(writingFormat, date) {
        map._writeDate(date, in: conversions)
      } else {
        map._writeNil()
      }
    } else if _ISO8601Text.withText(of: date, { map._writeString(plain: $0) }) == nil {
      // ISO 8601 text never needs escapes.
      map._writeNil()
    }
    return true
  }
}
