import Foundation

/// Dates from epoch timestamps: numbers (or numeric strings) of seconds or milliseconds
/// since 1970; written as a `Double` in the same unit.
///
/// A string that is not a number gives nil (ObjectMapper read it with `atof`, so `"abc"`
/// became 1970-01-01 and `"12abc"` became 12 seconds).
///
/// ```swift
/// created <- (map["created"], DateTransform())                    // 1700000000
/// updated <- (map["updated_ms"], DateTransform(unit: .milliseconds)) // 1700000000123
/// ```
open class DateTransform: TransformType, @unchecked Sendable {
  /// The property's type.
  public typealias Object = Date
  /// The JSON type.
  public typealias JSON = Double

  /// The unit of the timestamp.
  ///
  /// ```swift
  /// createdAt <- (map["created_ms"], DateTransform(unit: .milliseconds))
  /// ```
  public enum Unit: TimeInterval, Sendable {
    /// Seconds since 1970.
    case seconds = 1
    /// Milliseconds since 1970.
    case milliseconds = 1_000

    func addScale(to interval: Double) -> Double { interval * rawValue }
    func removeScale(from interval: Double) -> Double { interval / rawValue }
  }

  let unit: Unit

  /// Creates a transform for timestamps in `unit` (seconds by default).
  ///
  /// - Parameter unit: Whether the numbers count seconds (the default) or milliseconds since 1970.
  public init(unit: Unit = .seconds) {
    self.unit = unit
  }

  /// A date from a number or a numeric string.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  open func transformFromJSON(_ value: Any?) -> Date? {
    var interval: Double?
    // Swift numbers (and nil) by their exact type first, read in place: `as? NSNumber` makes
    // an `NSNumber` of a Swift `Double` on Linux (about 700 ns a date).
    if let double = _JSONBridge.exactly(value, as: Double.self) {
      interval = double
    } else if let integer = _JSONBridge.exactly(value, as: Int.self) {
      interval = integer.map(Double.init)
    } else if let number = value as? NSNumber, !_JSONBridge.isBooleanObject(number) {
      interval = number.doubleValue
    } else if let string = value as? String {
      interval = Double(string.trimmingCharacters(in: .whitespaces))
    }
    guard let interval, interval.isFinite else { return nil }
    return Date(timeIntervalSince1970: unit.removeScale(from: interval))
  }

  /// The timestamp of a date.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  open func transformToJSON(_ value: Date?) -> Double? {
    value.map { unit.addScale(to: $0.timeIntervalSince1970) }
  }
}

extension DateTransform {
  /// Reads a number straight from the document (unless a subclass may read differently);
  /// strings take `transformFromJSON(_:)`.
  ///
  /// - Parameter element: The value at the property's key in the parsed document.
  public func transformFromJSON(element: JSONElement) -> Date?? {
    guard type(of: self) == DateTransform.self else { return .none }
    switch element.kind {
    case .number:
      guard let interval = element.double, interval.isFinite else { return .some(nil) }
      return .some(Date(timeIntervalSince1970: unit.removeScale(from: interval)))
    case .string: return .none
    default: return .some(nil)
    }
  }

  /// Writes the timestamp as a number (unless a subclass may write differently).
  ///
  /// - Parameters:
  ///   - date: The property's value.
  ///   - map: The writing map, positioned at the property's key.
  public func write(_ date: Date, to map: Map) -> Bool {
    guard type(of: self) == DateTransform.self else { return false }
    map._writeValue(.number(JSONNumber(unit.addScale(to: date.timeIntervalSince1970))))
    return true
  }
}
