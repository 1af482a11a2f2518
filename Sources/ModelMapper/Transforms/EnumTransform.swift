/// A `RawRepresentable` type (an enum) from its raw value.
///
/// The enum operators use the same rule without naming a transform
/// (`role <- map["role"]`); this type is for the transform forms and the throwing getters.
///
/// ```swift
/// roles <- (map["roles"], EnumTransform<Role>())
/// ```
open class EnumTransform<T: RawRepresentable>: TransformType, @unchecked Sendable {
  /// The property's type.
  public typealias Object = T
  /// The JSON type.
  public typealias JSON = T.RawValue

  /// Creates a transform.
  public init() {}

  /// The value whose raw value is `value`; nil for unknown raw values.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  open func transformFromJSON(_ value: Any?) -> T? {
    guard let raw = _JSONBridge.cast(value, to: T.RawValue.self) else { return nil }
    return T(rawValue: raw)
  }

  /// The raw value.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  open func transformToJSON(_ value: T?) -> T.RawValue? {
    value?.rawValue
  }
}
