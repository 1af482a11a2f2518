/// A dictionary keyed by a string enum, of models.
///
/// ```swift
/// enum Size: String { case small, large }
/// images <- (map["images"], DictionaryTransform<Size, Image>())
/// ```
public struct DictionaryTransform<Key, Value>: TransformType
where Key: Hashable, Key: RawRepresentable, Key.RawValue == String, Value: Mappable {
  /// Creates a transform.
  public init() {}

  /// The members whose key is a known `Key` and whose value maps to a `Value`.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  public func transformFromJSON(_ value: Any?) -> [Key: Value]? {
    guard let json = value as? [String: Any] else { return nil }
    var result: [Key: Value] = [:]
    for (rawKey, member) in json {
      guard let key = Key(rawValue: rawKey), let object = member as? [String: Any], let value = Value(JSON: object)
      else { continue }
      result[key] = value
    }
    return result
  }

  /// The dictionary with raw keys and the models' JSON objects.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  public func transformToJSON(_ value: [Key: Value]?) -> Any? {
    guard let value else { return nil }
    var result: [String: Any] = [:]
    for (key, object) in value {
      result[key.rawValue] = object.toJSON()
    }
    return result
  }
}
