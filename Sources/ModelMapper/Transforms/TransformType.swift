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

  /// Reads the parsed value directly (ModelMapper's own transforms): the result in `.some`,
  /// or nil to receive the value in Foundation form through ``transformFromJSON(_:)``.
  ///
  /// Do not implement it: the default returns nil.
  ///
  /// - Parameter element: The value in the parsed document.
  func _transformFromJSON(_ element: JSONElement) -> Object??

  /// Reads the value at a tape index of the map's document directly: the result in
  /// `.some`, or nil to receive the value in Foundation form through
  /// ``transformFromJSON(_:)``.
  ///
  /// Do not implement it: the default reads through ``_transformFromJSON(_:)``. ``Lenient``
  /// implements it to read numbers and Booleans without retaining the document.
  ///
  /// - Parameters:
  ///   - map: The map being read.
  ///   - node: The tape index of the value, 0 or more.
  func _transformFromJSON(_ map: Map, at node: Int) -> Object??

  /// Writes a value directly under the map's selected key (ModelMapper's own transforms):
  /// true when written, false to write the result of ``transformToJSON(_:)``.
  ///
  /// Do not implement it: the default returns false.
  ///
  /// - Parameters:
  ///   - object: The property's value.
  ///   - map: The map being written, with the key selected.
  func _write(_ object: Object, to map: Map) -> Bool

  /// Whether the transform also runs when the key is absent (``Default``, to supply its
  /// value). Do not implement it: the default is false.
  static var _readsAbsentKeys: Bool { get }
}

extension TransformType {
  /// Nil: the value goes to ``transformFromJSON(_:)`` in Foundation form.
  ///
  /// - Parameter element: The value in the parsed document.
  @inlinable
  public func _transformFromJSON(_ element: JSONElement) -> Object?? { nil }

  /// The value through ``_transformFromJSON(_:)``; nil for a map without a document.
  ///
  /// - Parameters:
  ///   - map: The map being read.
  ///   - node: The tape index of the value, 0 or more.
  @inlinable
  public func _transformFromJSON(_ map: Map, at node: Int) -> Object?? {
    guard let document = map._reading.document else { return nil }
    return _transformFromJSON(JSONElement(document: document, index: node))
  }

  /// False: the result of ``transformToJSON(_:)`` is written.
  ///
  /// - Parameters:
  ///   - object: The property's value.
  ///   - map: The map being written, with the key selected.
  @inlinable
  public func _write(_ object: Object, to map: Map) -> Bool { false }

  /// False: an absent key leaves the property alone.
  @inlinable
  public static var _readsAbsentKeys: Bool { false }
}
