import Foundation

/// Reads a value with YYModel's conversions, but exactly: for APIs that send numbers as
/// strings, Booleans as `"YES"`, or `"null"` for nothing.
///
/// Use it per key, as a transform (the type comes from the property), or for a whole
/// mapping with ``MappingOptions/lenientConversion``:
///
/// ```swift
/// age <- (map["age"], Lenient())        // "42" gives 42
/// ages <- (map["ages"], Lenient())      // ["1", 2, "x"] gives [1, 2]
/// let user = Mapper<User>(options: .lenientConversion).map(JSONString: json)
/// ```
///
/// The rules, beyond the usual ones:
///
/// | into | also accepts |
/// |---|---|
/// | integers | a string of decimal digits with an optional sign, in range (`"12abc"`, `"1.5"` and `"1e5"` are failures, never 12, 1 or 100000) |
/// | `Double`, `Float`, `Decimal` | a string holding a JSON number (surrounding spaces allowed) |
/// | `String` | a number (its text as written: `1.50` gives `"1.50"`), a Boolean (`"true"`) |
/// | `Bool` | `true`/`True`/`TRUE`/`yes`/`Yes`/`YES` and `false`/`False`/`FALSE`/`no`/`No`/`NO` |
/// | `URL` | a string, trimmed; an empty string gives nil |
/// | `Data` | a string, as its UTF-8 bytes |
/// | anything | the strings `nil`, `null`, `NULL`, `<null>` and `(null)` mean no value |
///
/// Out-of-range numbers are failures, not wrapped or clamped values. For a collection, the
/// transform converts each element, and drops those that fail (as every transform does);
/// ``MappingOptions/lenientConversion`` converts collections as a whole.
public struct Lenient<Value: LenientConvertible>: TransformType {
  /// The property's type.
  public typealias Object = Value
  /// Written as the property's own type.
  public typealias JSON = Value

  /// Creates a transform; the type comes from the property it maps.
  public init() {}

  /// The value converted by the lenient rules, or nil.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  public func transformFromJSON(_ value: Any?) -> Value? {
    guard let value, let json = _JSONBridge.value(fromAny: value),
      let document = try? JSONDocument(parsing: JSONWriter().bytes(json))
    else { return nil }
    return _LenientConversion.value(Value.self, document, 0)
  }

  /// The value itself.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  public func transformToJSON(_ value: Value?) -> Value? {
    value
  }
}

extension Lenient: Sendable where Value: Sendable {}

/// A type ``Lenient`` converts to: the integer types, `Double`, `Float`, `Decimal`, `String`,
/// `Bool`, `URL` and `Data`.
///
/// ```swift
/// age <- (map["age"], Lenient())   // Int: LenientConvertible
/// ```
public protocol LenientConvertible {}

extension Int: LenientConvertible {}
extension Int8: LenientConvertible {}
extension Int16: LenientConvertible {}
extension Int32: LenientConvertible {}
extension Int64: LenientConvertible {}
extension UInt: LenientConvertible {}
extension UInt8: LenientConvertible {}
extension UInt16: LenientConvertible {}
extension UInt32: LenientConvertible {}
extension UInt64: LenientConvertible {}
extension Double: LenientConvertible {}
extension Float: LenientConvertible {}
extension Decimal: LenientConvertible {}
extension String: LenientConvertible {}
extension Bool: LenientConvertible {}
extension URL: LenientConvertible {}
extension Data: LenientConvertible {}

extension Lenient {
  /// Reads a number or a Boolean exactly, and `null` for a type that is not optional,
  /// inlined where the transform is used; anything else by the lenient rules.
  ///
  /// - Parameter element: The value in the parsed document.
  @inlinable
  @inline(__always)
  public func transformFromJSON(element: JSONElement) -> Value?? {
    let reader = _TapeReader(element.document)
    let kind = reader.tape[element.index].kind
    if kind == .null {
      if !_isOptional(Value.self) { return .some(nil) }
    } else if kind != .string && !kind.isContainer, let exact = _JSONRead.value(Value.self, reader, element.index) {
      return .some(exact)
    }
    return .some(_LenientConversion.value(Value.self, element.document, element.index))
  }

  /// A `URL` is written as its string, `Data` as the UTF-8 string it was read from (nil
  /// when the bytes are not UTF-8); other values as they are.
  ///
  /// - Parameters:
  ///   - object: The property's value.
  ///   - map: The writing map, positioned at the property's key.
  @inlinable
  public func write(_ object: Value, to map: Map) -> Bool {
    // Decided on the type first, inlined where the transform is used, so that it folds
    // away for numbers and strings: casting every value asked the runtime (about 250
    // instructions a cast), and the call itself cost about 45. `_canBeClass` is 0 for a
    // type known not to be a class, decided at compile time; the runtime is asked only
    // when it cannot tell.
    guard
      Value.self == URL.self || Value.self == Data.self
        || (_canBeClass(Value.self) != 0 && Value.self is AnyObject.Type)
    else { return false }
    return _writeConverted(object, to: map)
  }

  /// Writes a `URL` or `Data` value (see ``write(_:to:)``); false for any other value.
  @usableFromInline
  func _writeConverted(_ object: Value, to map: Map) -> Bool {
    switch object {
    case let url as URL: map._writeString(url.absoluteString)
    case let data as Data: map._writeOptional(String(data: data, encoding: .utf8).map(JSONValue.string))
    default: return false
    }
    return true
  }
}
