import Foundation

/// Dates written as strings by a `DateFormatter`.
///
/// The formatter is used under a lock, so one transform (and one formatter shared between
/// transforms) is safe to use from many threads at once.
///
/// ```swift
/// let formatter = DateFormatter(withFormat: "dd/MM/yyyy", locale: "en_US_POSIX")
/// birthday <- (map["birthday"], DateFormatterTransform(dateFormatter: formatter))
/// ```
open class DateFormatterTransform: TransformType, @unchecked Sendable {
  /// The property's type.
  public typealias Object = Date
  /// The JSON type.
  public typealias JSON = String

  /// The formatter that reads and writes the strings.
  public let dateFormatter: DateFormatter

  /// Creates a transform that uses `dateFormatter`.
  ///
  /// - Parameter dateFormatter: The formatter that reads and writes the dates.
  public init(dateFormatter: DateFormatter) {
    self.dateFormatter = dateFormatter
  }

  /// A date from a string in the formatter's format.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  open func transformFromJSON(_ value: Any?) -> Date? {
    guard let string = value as? String else { return nil }
    return _FormatterLock.withLock(dateFormatter) { dateFormatter.date(from: string) }
  }

  /// A date as a string in the formatter's format.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  open func transformToJSON(_ value: Date?) -> String? {
    guard let date = value else { return nil }
    return _FormatterLock.withLock(dateFormatter) { dateFormatter.string(from: date) }
  }
}

/// Dates in a fixed format, parsed and written with the `en_US_POSIX` locale.
///
/// ```swift
/// day <- (map["day"], CustomDateFormatTransform(formatString: "yyyy-MM-dd"))
/// ```
open class CustomDateFormatTransform: DateFormatterTransform, @unchecked Sendable {
  /// Creates a transform for dates written as `formatString` (a `DateFormatter` format).
  ///
  /// - Parameter formatString: The `DateFormatter` format, read and written with the `en_US_POSIX`
  ///   locale.
  public init(formatString: String) {
    super.init(dateFormatter: DateFormatter(withFormat: formatString, locale: "en_US_POSIX"))
  }
}

/// Dates as ISO 8601 strings with a zone, such as `2015-09-16T12:20:09+08:00`
/// (`yyyy-MM-dd'T'HH:mm:ssZZZZZ`, `en_US_POSIX`).
///
/// ```swift
/// published <- (map["published_at"], ISO8601DateTransform())
/// ```
open class ISO8601DateTransform: DateFormatterTransform, @unchecked Sendable {
  static let reusableISODateFormatter = DateFormatter(withFormat: "yyyy-MM-dd'T'HH:mm:ssZZZZZ", locale: "en_US_POSIX")

  /// Creates a transform; every instance shares one formatter.
  public init() {
    super.init(dateFormatter: ISO8601DateTransform.reusableISODateFormatter)
  }
}

extension DateFormatter {
  /// A formatter for a fixed format and locale.
  ///
  /// ```swift
  /// let formatter = DateFormatter(withFormat: "yyyy-MM-dd", locale: "en_US_POSIX")
  /// ```
  ///
  /// - Parameters:
  ///   - format: The `DateFormatter` format dates are written in.
  ///   - locale: The locale of the formatter (default `en_US_POSIX`).
  public convenience init(withFormat format: String, locale: String) {
    self.init()
    self.locale = Locale(identifier: locale)
    dateFormat = format
  }
}
