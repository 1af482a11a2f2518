/// Applies a transform to each element of an array: `ArrayTransform(DateTransform())` maps
/// `[Date]`; nest it for `[[Date]]`. Elements the transform refuses are dropped.
///
/// The plain form `dates <- (map["dates"], DateTransform())` does the same for arrays,
/// sets, dictionaries and arrays of arrays; `ArrayTransform` is for places that need one
/// transform value, such as `TransformOf` or another container transform.
///
/// ```swift
/// schedule <- (map["schedule"], ArrayTransform(ArrayTransform(DateTransform())))  // [[Date]]
/// ```
public struct ArrayTransform<Element: TransformType>: TransformType {
  /// The property's type.
  public typealias Object = [Element.Object]
  /// The JSON type.
  public typealias JSON = [Element.JSON]

  /// The transform applied to each element.
  public let element: Element

  /// Creates a transform that applies `element` to each element.
  ///
  /// - Parameter element: The transform applied to each element.
  public init(_ element: Element) {
    self.element = element
  }

  /// The elements through the element transform; nil when the value is not an array.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  public func transformFromJSON(_ value: Any?) -> [Element.Object]? {
    (value as? [Any])?.compactMap(element.transformFromJSON)
  }

  /// The elements through the element transform.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  public func transformToJSON(_ value: [Element.Object]?) -> [Element.JSON]? {
    value?.compactMap(element.transformToJSON)
  }
}

extension ArrayTransform: Sendable where Element: Sendable {}

/// Applies a transform to each element of a set (read from a JSON array).
///
/// ```swift
/// days <- (map["days"], SetTransform(DateTransform()))
/// ```
public struct SetTransform<Element: TransformType>: TransformType where Element.Object: Hashable {
  /// The property's type.
  public typealias Object = Set<Element.Object>
  /// The JSON type.
  public typealias JSON = [Element.JSON]

  /// The transform applied to each element.
  public let element: Element

  /// Creates a transform that applies `element` to each element.
  ///
  /// - Parameter element: The transform applied to each element.
  public init(_ element: Element) {
    self.element = element
  }

  /// The elements through the element transform; nil when the value is not an array, or
  /// when the elements are of a type Foundation cannot hash on this platform
  /// (`NSDecimalNumber` on Linux).
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  public func transformFromJSON(_ value: Any?) -> Set<Element.Object>? {
    guard let elements = (value as? [Any]).map({ $0.compactMap(element.transformFromJSON) }) else { return nil }
    guard elements.isEmpty || _MapValues.canHash(Element.Object.self) else { return nil }
    return Set(elements)
  }

  /// The elements through the element transform.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  public func transformToJSON(_ value: Set<Element.Object>?) -> [Element.JSON]? {
    value?.compactMap(element.transformToJSON)
  }
}

extension SetTransform: Sendable where Element: Sendable {}

/// Applies a transform to each value of a dictionary: `[String: Date]`, or nested,
/// `[String: [URL]]` with `DictionaryValuesTransform(ArrayTransform(URLTransform()))`.
///
/// ```swift
/// links <- (map["links"], DictionaryValuesTransform(ArrayTransform(URLTransform())))
/// ```
public struct DictionaryValuesTransform<Element: TransformType>: TransformType {
  /// The property's type.
  public typealias Object = [String: Element.Object]
  /// The JSON type.
  public typealias JSON = [String: Element.JSON]

  /// The transform applied to each value.
  public let element: Element

  /// Creates a transform that applies `element` to each value.
  ///
  /// - Parameter element: The transform applied to each element.
  public init(_ element: Element) {
    self.element = element
  }

  /// The values through the element transform; nil when the value is not an object.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  public func transformFromJSON(_ value: Any?) -> [String: Element.Object]? {
    (value as? [String: Any])?.compactMapValues(element.transformFromJSON)
  }

  /// The values through the element transform.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  public func transformToJSON(_ value: [String: Element.Object]?) -> [String: Element.JSON]? {
    value?.compactMapValues(element.transformToJSON)
  }
}

extension DictionaryValuesTransform: Sendable where Element: Sendable {}
