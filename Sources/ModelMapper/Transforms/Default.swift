/// Supplies a default when the key is absent, `null`, or holds a value that does not map:
/// `retries <- (map["retries"], Default(3))`, without the `(try? ...) ?? default` dance.
///
/// Works for the basic types (strings, numbers, Booleans and their collections) and for
/// `RawRepresentable` enums. Writing writes the property as usual.
///
/// ```swift
/// retries <- (map["retries"], Default(3))
/// role <- (map["role"], Default(Role.member))
/// tags <- (map["tags"], Default([String]()))
/// ```
public struct Default<Value>: TransformType {
  /// The property's type.
  public typealias Object = Value
  /// Written as the property's own type.
  public typealias JSON = Value

  /// The value used when the JSON has none that maps.
  public let value: Value

  /// Creates a transform with a default.
  ///
  /// - Parameter value: The value the property gets when the key is absent or `null`.
  public init(_ value: Value) {
    self.value = value
  }

  /// The JSON value when it maps to `Value` (cast as `value()` casts), else the default.
  ///
  /// - Parameter json: The JSON value in Foundation form; nil when the key is absent.
  public func transformFromJSON(_ json: Any?) -> Value? {
    if let json, let element = _JSONBridge.document(fromObject: json)?.root {
      return Self.read(element) ?? value
    }
    return value
  }

  /// The value itself.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  public func transformToJSON(_ value: Value?) -> Value? {
    value
  }

  static func read(_ element: JSONElement) -> Value? {
    if let exact = _JSONRead.value(Value.self, _TapeReader(element.document), element.index) { return exact }
    if let rawType = Value.self as? any RawRepresentable.Type {
      return readRaw(rawType, element) as? Value
    }
    return nil
  }

  static func readRaw<Raw: RawRepresentable>(_ type: Raw.Type, _ element: JSONElement) -> Raw? {
    _JSONRead.value(Raw.RawValue.self, _TapeReader(element.document), element.index).flatMap(Raw.init(rawValue:))
  }
}

extension Default: Sendable where Value: Sendable {}

extension Default {
  /// Reads the value, or the default, straight from the document.
  ///
  /// - Parameter element: The value in the parsed document.
  public func transformFromJSON(element: JSONElement) -> Value?? {
    .some(Self.read(element) ?? value)
  }

  /// An enum is written as its raw value; other values as they are.
  ///
  /// - Parameters:
  ///   - object: The property's value.
  ///   - map: The writing map, positioned at the property's key.
  public func write(_ object: Value, to map: Map) -> Bool {
    guard let raw = object as? any RawRepresentable else { return false }
    map._writeOptional(_JSONBridge.value(fromAny: raw.rawValue))
    return true
  }

  /// True: an absent key gives the default.
  public static var readsAbsentKeys: Bool { true }
}
