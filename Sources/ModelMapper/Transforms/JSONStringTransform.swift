import Foundation

/// A model whose JSON arrives as a string inside the JSON (`"payload": "{\"id\": 1}"`), as
/// some APIs and message queues send it: read from the string's text, written back as a
/// string holding the model's JSON.
///
/// ```swift
/// payload <- (map["payload"], JSONStringTransform<Payload>())
/// // {"payload": "{\"id\": 1}"}  ->  payload.id == 1, and back
/// ```
///
/// A string that is not valid JSON, or whose JSON does not map, gives nil (strict mode
/// reports it as a failed transform).
public struct JSONStringTransform<Model: BaseMappable>: TransformType, @unchecked Sendable {
  /// The property's type.
  public typealias Object = Model
  /// Written as a string.
  public typealias JSON = String

  /// The context handed to the model's mapping, both ways.
  public let context: MapContext?

  /// Creates a transform.
  ///
  /// - Parameter context: Handed to the model's `mapping(map:)` (default nil).
  public init(context: MapContext? = nil) {
    self.context = context
  }

  /// The model mapped from the JSON text of a string; nil for anything else.
  ///
  /// - Parameter value: The JSON value in Foundation form; nil when the key is absent.
  public func transformFromJSON(_ value: Any?) -> Model? {
    guard let text = _JSONBridge.cast(value, to: String.self) else { return nil }
    return Mapper<Model>(context: context).map(JSONString: text)
  }

  /// The model's JSON, compact, as a string.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  public func transformToJSON(_ value: Model?) -> String? {
    value.flatMap { Mapper<Model>(context: context).toJSONString($0) }
  }
}
