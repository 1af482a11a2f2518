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
}
