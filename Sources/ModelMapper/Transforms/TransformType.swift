/// Converts between a property's type (`Object`) and its JSON form (`JSON`), for values the
/// mapper cannot convert by itself: dates, URLs, enums with custom rules, decimals, ...
///
/// Use a transform by pairing it with the map: `date <- (map["date"], DateTransform())`.
/// Collections of the object type (`[Object]`, `[String: Object]`, `[[Object]]`) take the
/// same transform, element by element.
///
/// ```swift
/// struct CentsTransform: TransformType {
///   func transformFromJSON(_ value: Any?) -> Decimal? {
///     (value as? Int).map { Decimal($0) / 100 }
///   }
///   func transformToJSON(_ value: Decimal?) -> Int? {
///     value.map { NSDecimalNumber(decimal: $0 * 100).intValue }
///   }
/// }
/// ```
public protocol TransformType {
  /// The property's type.
  associatedtype Object
  /// The type written to JSON: a string, a number, a Bool, an array or a dictionary.
  associatedtype JSON

  /// Converts a JSON value (a `String`, an `NSNumber`, `[Any]`, `[String: Any]`, or nil
  /// for a missing or null value) to the property's type; nil when it cannot.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  func transformFromJSON(_ value: Any?) -> Object?

  /// Converts a property's value to its JSON form; nil to write nothing.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  func transformToJSON(_ value: Object?) -> JSON?

  /// Reads the value from the parsed document yourself, exactly as it is there (a number's
  /// text, a string's bytes), instead of receiving it in Foundation form: the result in
  /// `.some` (`.some(nil)` when it does not convert), or nil to have
  /// ``transformFromJSON(_:)`` called with the Foundation form.
  ///
  /// The default returns nil. ModelMapper's own transforms implement it: dates are parsed
  /// from the string's bytes, numbers read without `NSNumber`.
  ///
  /// ```swift
  /// struct CentsTransform: TransformType {
  ///   // ...
  ///   func transformFromJSON(element: JSONElement) -> Decimal?? {
  ///     .some(element.decimal.map { $0 / 100 })   // exact, from the number's text
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter element: The value in the parsed document.
  func transformFromJSON(element: JSONElement) -> Object??

  /// Writes `value` yourself under the map's selected key (with `>>>`, for example
  /// `formatted >>> map`) and returns true; or returns false to have the result of
  /// ``transformToJSON(_:)`` written.
  ///
  /// The default returns false. ModelMapper's date transforms implement it to format a
  /// date straight into the output, without making a `String` first.
  ///
  /// ```swift
  /// func write(_ value: Decimal, to map: Map) -> Bool {
  ///   NSDecimalNumber(decimal: value * 100).intValue >>> map
  ///   return true
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The property's value.
  ///   - map: The map being written, with the key selected.
  func write(_ value: Object, to map: Map) -> Bool

  /// Whether the transform also runs when the key is absent (its
  /// ``transformFromJSON(_:)`` then receives nil): for a transform that supplies a value of
  /// its own, as ``Default`` does. The default is false: an absent key leaves the property
  /// alone.
  static var readsAbsentKeys: Bool { get }
}

extension TransformType {
  /// Nil: the value goes to ``transformFromJSON(_:)`` in Foundation form.
  ///
  /// - Parameter element: The value in the parsed document.
  @inlinable
  public func transformFromJSON(element: JSONElement) -> Object?? { nil }

  /// False: the result of ``transformToJSON(_:)`` is written.
  ///
  /// - Parameters:
  ///   - value: The property's value.
  ///   - map: The map being written, with the key selected.
  @inlinable
  public func write(_ value: Object, to map: Map) -> Bool { false }

  /// False: an absent key leaves the property alone.
  @inlinable
  public static var readsAbsentKeys: Bool { false }
}
