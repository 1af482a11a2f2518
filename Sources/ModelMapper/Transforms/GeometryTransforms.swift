import Foundation

/// `CGPoint` from `"{x, y}"` (the `NSStringFromCGPoint` form), `{"x": .., "y": ..}` or
/// `[x, y]`; written as `"{x, y}"`.
///
/// ```swift
/// origin <- (map["origin"], CGPointTransform())   // "{12, 40.5}"
/// ```
public struct CGPointTransform: TransformType, Sendable {
  /// Creates a transform.
  public init() {}

  /// A point from a string, an object or an array.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  public func transformFromJSON(_ value: Any?) -> CGPoint? {
    guard let numbers = _Geometry.numbers(value, keys: [["x"], ["y"]], count: 2) else { return nil }
    return CGPoint(x: numbers[0], y: numbers[1])
  }

  /// `"{x, y}"`.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  public func transformToJSON(_ value: CGPoint?) -> String? {
    value.map { _Geometry.string([$0.x, $0.y]) }
  }
}

/// `CGSize` from `"{w, h}"`, `{"width": .., "height": ..}` (or `w`/`h`) or `[w, h]`;
/// written as `"{w, h}"`.
///
/// ```swift
/// size <- (map["size"], CGSizeTransform())   // "{320, 480}"
/// ```
public struct CGSizeTransform: TransformType, Sendable {
  /// Creates a transform.
  public init() {}

  /// A size from a string, an object or an array.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  public func transformFromJSON(_ value: Any?) -> CGSize? {
    guard let numbers = _Geometry.numbers(value, keys: [["width", "w"], ["height", "h"]], count: 2) else {
      return nil
    }
    return CGSize(width: numbers[0], height: numbers[1])
  }

  /// `"{w, h}"`.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  public func transformToJSON(_ value: CGSize?) -> String? {
    value.map { _Geometry.string([$0.width, $0.height]) }
  }
}

#if canImport(CoreGraphics)
  // CoreGraphics' `CGVector`; Foundation on Linux has no such type, and ModelMapper does not
  // declare one there (it would clash with any other).

  /// `CGVector` from `"{dx, dy}"`, `{"dx": .., "dy": ..}` or `[dx, dy]`; written as
  /// `"{dx, dy}"`.
  ///
  /// ```swift
  /// velocity <- (map["velocity"], CGVectorTransform())
  /// ```
  public struct CGVectorTransform: TransformType, Sendable {
    /// Creates a transform.
    public init() {}

    /// A vector from a string, an object or an array.
    ///
    /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
    ///   Any]`...); nil when the key is absent.
    public func transformFromJSON(_ value: Any?) -> CGVector? {
      guard let numbers = _Geometry.numbers(value, keys: [["dx"], ["dy"]], count: 2) else { return nil }
      return CGVector(dx: numbers[0], dy: numbers[1])
    }

    /// `"{dx, dy}"`.
    ///
    /// - Parameter value: The property's value; nil when it is nil.
    public func transformToJSON(_ value: CGVector?) -> String? {
      value.map { _Geometry.string([$0.dx, $0.dy]) }
    }
  }
#endif

/// `CGRect` from `"{{x, y}, {w, h}}"` (the `NSStringFromCGRect` form),
/// `{"x": .., "y": .., "width": .., "height": ..}`, `{"origin": {..}, "size": {..}}` or
/// `[x, y, w, h]`; written as `"{{x, y}, {w, h}}"`.
///
/// ```swift
/// frame <- (map["frame"], CGRectTransform())   // "{{0, 0}, {320, 480}}"
/// ```
public struct CGRectTransform: TransformType, Sendable {
  /// Creates a transform.
  public init() {}

  /// A rectangle from a string, an object or an array.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  public func transformFromJSON(_ value: Any?) -> CGRect? {
    if let object = value as? [String: Any], let origin = object["origin"], let size = object["size"] {
      guard let point = CGPointTransform().transformFromJSON(origin),
        let size = CGSizeTransform().transformFromJSON(size)
      else { return nil }
      return CGRect(origin: point, size: size)
    }
    let keys = [["x"], ["y"], ["width", "w"], ["height", "h"]]
    guard let numbers = _Geometry.numbers(value, keys: keys, count: 4) else { return nil }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `"{{x, y}, {w, h}}"`.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  public func transformToJSON(_ value: CGRect?) -> String? {
    value.map {
      "{\(_Geometry.string([$0.origin.x, $0.origin.y])), \(_Geometry.string([$0.size.width, $0.size.height]))}"
    }
  }
}

/// Reading and writing the geometry strings.
enum _Geometry {
  /// `count` numbers from a `"{a, b}"`-style string (braces and spaces ignored), an object
  /// (one of several key spellings per number) or an array; nil unless all are numbers.
  static func numbers(_ value: Any?, keys: [[String]], count: Int) -> [CGFloat]? {
    var numbers: [Double] = []
    switch value {
    case let string as String:
      let parts = string.split { $0 == "{" || $0 == "}" || $0 == "," || $0 == " " }
      for part in parts {
        guard let number = JSONNumber(text: String(part))?.doubleValue, number.isFinite else { return nil }
        numbers.append(number)
      }
    case let object as [String: Any]:
      for spellings in keys {
        guard let found = spellings.lazy.compactMap({ object[$0] as? NSNumber }).first,
          !_JSONBridge.isBooleanObject(found)
        else { return nil }
        numbers.append(found.doubleValue)
      }
    case let array as [Any]:
      for element in array {
        guard let number = element as? NSNumber, !_JSONBridge.isBooleanObject(number) else { return nil }
        numbers.append(number.doubleValue)
      }
    default:
      return nil
    }
    guard numbers.count == count else { return nil }
    return numbers.map { CGFloat($0) }
  }

  /// `{a, b}` with each number in its shortest form (`12`, `40.5`).
  static func string(_ values: [CGFloat]) -> String {
    "{"
      + values.map { value -> String in
        let double = Double(value)
        if let integer = Int64(exactly: double) { return String(integer) }
        return _shortestText(double)
      }.joined(separator: ", ") + "}"
  }
}
