import Foundation

/// A `Codable` value as a property of a mappable model: decoded from, and encoded to, the
/// JSON at its key by the engine's Codable coders with `JSONDecoder`'s and `JSONEncoder`'s
/// default strategies: read where it lies in the parsed document and written into the
/// model's output (never through `JSONSerialization`).
///
/// ```swift
/// struct Settings: Codable { var theme: String; var fontSize: Int }
/// settings <- (map["settings"], CodableTransform<Settings>())
/// ```
open class CodableTransform<T: Codable>: TransformType, @unchecked Sendable {
  /// The property's type.
  public typealias Object = T
  /// The JSON type: Foundation-style `Any` (`[String: Any]`, `[Any]`, ...).
  public typealias JSON = Any

  /// Creates a transform.
  public init() {}

  /// A value decoded from Foundation-style JSON; nil when it does not decode.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  open func transformFromJSON(_ value: Any?) -> T? {
    guard let value, let json = _JSONBridge.value(fromAny: value) else { return nil }
    return try? JSONValueDecoder().decode(T.self, from: json)
  }

  /// The value encoded as Foundation-style JSON; nil when it does not encode.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  open func transformToJSON(_ value: T?) -> Any? {
    guard let value, let json = try? JSONValueEncoder().encode(value) else { return nil }
    return _JSONBridge.any(json)
  }
}

extension CodableTransform {
  /// Decodes straight from the parsed document (unless a subclass may decode differently).
  ///
  /// - Parameter element: The value at the property's key in the parsed document.
  public func transformFromJSON(element: JSONElement) -> T?? {
    guard type(of: self) == CodableTransform<T>.self else { return .none }
    return .some(try? _decodeFromTape(T.self, from: element))
  }

  /// Encodes straight into the model's output (unless a subclass may encode differently).
  ///
  /// - Parameters:
  ///   - object: The property's value.
  ///   - map: The writing map, positioned at the property's key.
  public func write(_ object: T, to map: Map) -> Bool {
    guard type(of: self) == CodableTransform<T>.self else { return false }
    if !map._writeEncodable(object) { map._writeNil() }
    return true
  }
}
