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

  /// The conversions: by hand where they reproduce the formatter exactly, else through it.
  let _converter: _DateConverter

  /// The formatter that reads and writes the strings.
  ///
  /// A `CustomDateFormatTransform` or `ISO8601DateTransform` makes it when it is first read
  /// (until then, dates are converted without one); from then on, changes made to it apply.
  public var dateFormatter: DateFormatter { _converter.formatter }

  /// Creates a transform that uses `dateFormatter`.
  ///
  /// Its format, locale and time zone are read on every conversion, so later changes to the
  /// formatter apply; its calendar and leniency are read once, when the transform is made.
  ///
  /// - Parameter dateFormatter: The formatter that reads and writes the dates.
  public init(dateFormatter: DateFormatter) {
    _converter = _DateConverter(given: dateFormatter)
  }

  /// Creates a transform for `format` with the `en_US_POSIX` locale in the current zone.
  init(format: String, exposure: _DateConverter.Exposure? = nil) {
    _converter = _DateConverter(format: format, exposure: exposure)
  }

  /// Whether this is one of ModelMapper's own date transform classes (not a subclass, whose
  /// overrides of the two conversions must be called).
  var _convertsDirectly: Bool {
    let type = type(of: self)
    return type == DateFormatterTransform.self || type == CustomDateFormatTransform.self
      || type == ISO8601DateTransform.self
  }

  /// A date from a string in the formatter's format.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  open func transformFromJSON(_ value: Any?) -> Date? {
    guard let string = _JSONBridge.cast(value, to: String.self) else { return nil }
    return _converter.date(from: string)
  }

  /// A date as a string in the formatter's format.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  open func transformToJSON(_ value: Date?) -> String? {
    guard let date = value else { return nil }
    return _converter.string(from: date)
  }
}

extension DateFormatterTransform {
  /// Reads an unescaped string's bytes straight from the document.
  ///
  /// - Parameter element: The value at the property's key in the parsed document.
  public func transformFromJSON(element: JSONElement) -> Date?? {
    guard _convertsDirectly else { return .none }
    guard element.kind == .string else { return .some(nil) }
    if let date = _TapeReader(element.document)._withUnescapedStringBytes(
      at: element.index, { _converter.date(fromBytes: $0) })
    {
      return .some(date)
    }
    return .some(element.string.flatMap(_converter.date(from:)))
  }

  /// Writes the formatted date straight into the output.
  ///
  /// - Parameters:
  ///   - date: The property's value.
  ///   - map: The writing map, positioned at the property's key.
  public func write(_ date: Date, to map: Map) -> Bool {
    guard _convertsDirectly else { return false }
    _converter.write(date, to: map)
    return true
  }
}

/// Dates in a fixed format, parsed and written with the `en_US_POSIX` locale.
///
/// Cheap to make: ObjectMapper's README makes one inside `mapping(map:)`, for every property
/// of every model. Transforms of one format share their conversions, made once: by hand
/// for the formats the hand-written code covers (see ``CustomDateFormatTransform``'s
/// discussion in Docs/Transforms.md), else by one shared `DateFormatter`.
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
    super.init(format: formatString)
  }
}

/// Dates as ISO 8601 strings with a zone, such as `2015-09-16T12:20:09+08:00`
/// (`yyyy-MM-dd'T'HH:mm:ssZZZZZ`, `en_US_POSIX`).
///
/// ```swift
/// published <- (map["published_at"], ISO8601DateTransform())
/// ```
open class ISO8601DateTransform: DateFormatterTransform, @unchecked Sendable {
  /// The format, as ObjectMapper has it.
  static let format = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"

  /// The formatter every instance shares, as in ObjectMapper: made when code first reads an
  /// instance's `dateFormatter`.
  static let reusableISODateFormatter = DateFormatter(withFormat: format, locale: "en_US_POSIX")

  /// The box of the shared formatter, once read (a `ManagedBuffer`, which Swift does not
  /// let be `Sendable`; it is safe to share: see `_DateConverter.Exposure`).
  nonisolated(unsafe) static let exposure = _DateConverter.Exposure.make(shared: reusableISODateFormatter)

  /// Creates a transform; every instance shares one formatter.
  public init() {
    super.init(format: Self.format, exposure: Self.exposure)
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
