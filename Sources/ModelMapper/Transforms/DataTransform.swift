import Foundation

/// `Data` as a base64 string.
///
/// ```swift
/// thumbnail <- (map["thumbnail"], DataTransform())
/// ```
open class DataTransform: TransformType, @unchecked Sendable {
  /// The property's type.
  public typealias Object = Data
  /// The JSON type.
  public typealias JSON = String

  /// Creates a transform.
  public init() {}

  /// The bytes of a base64 string; nil for anything else.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  open func transformFromJSON(_ value: Any?) -> Data? {
    guard let string = _JSONBridge.cast(value, to: String.self) else { return nil }
    return Data(base64Encoded: string)
  }

  /// The data as a base64 string.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  open func transformToJSON(_ value: Data?) -> String? {
    value?.base64EncodedString()
  }
}
