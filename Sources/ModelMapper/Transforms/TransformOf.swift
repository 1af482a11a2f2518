/// A transform made of two closures.
///
/// The JSON value is cast to `JSONType` before `fromJSON` sees it (numbers arrive as
/// `NSNumber`, so `Int`, `Double` and `Bool` casts work).
///
/// ```swift
/// let cents = TransformOf<Decimal, Int>(
///   fromJSON: { $0.map { Decimal($0) / 100 } },
///   toJSON: { $0.map { NSDecimalNumber(decimal: $0 * 100).intValue } })
/// price <- (map["price_cents"], cents)
/// ```
open class TransformOf<ObjectType, JSONType>: TransformType {
  /// The property's type.
  public typealias Object = ObjectType
  /// The JSON type.
  public typealias JSON = JSONType

  private let fromJSON: (JSONType?) -> ObjectType?
  private let toJSON: (ObjectType?) -> JSONType?

  /// Creates a transform from two closures.
  ///
  /// - Parameters:
  ///   - fromJSON: Converts the JSON value (nil when absent) to the property's type; nil leaves the
  ///     property alone.
  ///   - toJSON: Converts the property's value to its JSON form; nil writes nothing.
  public init(fromJSON: @escaping (JSONType?) -> ObjectType?, toJSON: @escaping (ObjectType?) -> JSONType?) {
    self.fromJSON = fromJSON
    self.toJSON = toJSON
  }

  /// Casts the value to `JSONType` and calls `fromJSON`.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  open func transformFromJSON(_ value: Any?) -> ObjectType? {
    fromJSON(_JSONBridge.cast(value, to: JSONType.self))
  }

  /// Calls `toJSON`.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  open func transformToJSON(_ value: ObjectType?) -> JSONType? {
    toJSON(value)
  }
}
