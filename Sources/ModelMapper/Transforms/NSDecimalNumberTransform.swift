import Foundation
import ModelMapperSupport

/// Exact decimals: `NSDecimalNumber` from a JSON number or a numeric string; written as a
/// string.
///
/// Numbers are read from their text in the JSON, never through `Double`: `1.66` is exactly
/// 1.66 (ObjectMapper on Linux went through `Double` and got 1.6599999999999995904).
///
/// ```swift
/// price <- (map["price"], NSDecimalNumberTransform())
/// ```
open class NSDecimalNumberTransform: TransformType, @unchecked Sendable {
  /// The property's type.
  public typealias Object = NSDecimalNumber
  /// The JSON type.
  public typealias JSON = String

  /// Creates a transform.
  public init() {}

  /// A decimal from a numeric string or a number (from a number's text when mapping
  /// JSON; from its `Double` value when called directly with an `NSNumber`).
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  open func transformFromJSON(_ value: Any?) -> NSDecimalNumber? {
    if let string = _JSONBridge.cast(value, to: String.self) {
      let number = NSDecimalNumber(string: string, locale: _posixLocale)
      return number == NSDecimalNumber.notANumber ? nil : number
    }
    if let number = value as? NSNumber, !_JSONBridge.isBooleanObject(number) {
      if let decimal = number as? NSDecimalNumber { return decimal }
      return NSDecimalNumber(string: number.stringValue, locale: _posixLocale)
    }
    return nil
  }

  /// The decimal's digits.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  open func transformToJSON(_ value: NSDecimalNumber?) -> String? {
    value?.description
  }
}

extension NSDecimalNumberTransform {
  /// Reads a number's text exactly (unless a subclass may read differently).
  ///
  /// - Parameter element: The value at the property's key in the parsed document.
  public func transformFromJSON(element: JSONElement) -> NSDecimalNumber?? {
    guard type(of: self) == NSDecimalNumberTransform.self, let text = element.numberText else { return .none }
    return .some(NSDecimalNumber(string: text, locale: _posixLocale))
  }
}
