import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

/// The parsing and formatting of hexadecimal colors, platform-neutral (what
/// `HexColorTransform` does on Apple platforms, tested everywhere).
enum _HexColor {
  /// The red, green, blue and alpha components (0 to 1) of `RGB`, `RGBA`, `RRGGBB` or
  /// `RRGGBBAA`, with or without a leading `#`; nil for anything else. Every character must
  /// be a hexadecimal digit (ObjectMapper's `Scanner` stopped at the first one that was not,
  /// so `"12GG34"` was a color).
  static func components(_ text: String) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
    var digits = Substring(text)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard [3, 4, 6, 8].contains(digits.utf8.count), digits.utf8.allSatisfy(isHexDigit),
      let value = UInt64(digits, radix: 16)
    else { return nil }
    func component(_ shift: UInt64, _ width: UInt64) -> Double {
      let mask: UInt64 = width == 4 ? 0xF : 0xFF
      return Double((value >> shift) & mask) / (width == 4 ? 15 : 255)
    }
    switch digits.utf8.count {
    case 3: return (component(8, 4), component(4, 4), component(0, 4), 1)
    case 4: return (component(12, 4), component(8, 4), component(4, 4), component(0, 4))
    case 6: return (component(16, 8), component(8, 8), component(0, 8), 1)
    default: return (component(24, 8), component(16, 8), component(8, 8), component(0, 8))
    }
  }

  /// Whether `byte` is an ASCII hexadecimal digit.
  static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// `RRGGBB` (or `RRGGBBAA` with `alpha`), with a leading `#` when `prefix`: each component
  /// times 255, rounded to the nearest (ObjectMapper truncated, so a color read from `88`
  /// could be written `87`).
  static func string(red: Double, green: Double, blue: Double, alpha: Double, prefix: Bool, includesAlpha: Bool)
    -> String
  {
    func hex(_ component: Double) -> String {
      let value = max(0, min(255, Int((component * 255).rounded())))
      let digits = String(value, radix: 16, uppercase: true)
      return value < 16 ? "0" + digits : digits
    }
    return (prefix ? "#" : "") + hex(red) + hex(green) + hex(blue) + (includesAlpha ? hex(alpha) : "")
  }
}

#if canImport(UIKit) || canImport(AppKit)
  /// Colors from hexadecimal strings (`"#FF8800"`, `"F80"`, `"FF880080"`), as in ObjectMapper;
  /// on Apple platforms, where `UIColor` or `NSColor` exists.
  ///
  /// Reads `RGB`, `RGBA`, `RRGGBB` and `RRGGBBAA`, with or without `#`; writes `RRGGBB`, with a
  /// `#` and the alpha when asked.
  ///
  /// ```swift
  /// tint <- (map["tint"], HexColorTransform(prefixToJSON: true))
  /// ```
  open class HexColorTransform: TransformType, @unchecked Sendable {
    #if canImport(UIKit)
      /// The property's type.
      public typealias Object = UIColor
    #else
      /// The property's type.
      public typealias Object = NSColor
    #endif
    /// The JSON type.
    public typealias JSON = String

    /// Whether written colors start with `#`.
    var prefix: Bool
    /// Whether written colors end with the alpha component.
    var alpha: Bool

    /// Creates a transform.
    ///
    /// - Parameters:
    ///   - prefixToJSON: Whether written colors start with `#` (default false).
    ///   - alphaToJSON: Whether written colors end with the alpha component (default false).
    public init(prefixToJSON: Bool = false, alphaToJSON: Bool = false) {
      prefix = prefixToJSON
      alpha = alphaToJSON
    }

    /// A color from a hexadecimal string; nil for anything else.
    ///
    /// - Parameter value: The JSON value in Foundation form; nil when the key is absent.
    open func transformFromJSON(_ value: Any?) -> Object? {
      guard let text = _JSONBridge.cast(value, to: String.self), let components = _HexColor.components(text) else {
        return nil
      }
      return Object(
        red: CGFloat(components.red), green: CGFloat(components.green), blue: CGFloat(components.blue),
        alpha: CGFloat(components.alpha))
    }

    /// The color as a hexadecimal string.
    ///
    /// - Parameter value: The property's value; nil when it is nil.
    open func transformToJSON(_ value: Object?) -> JSON? {
      guard let value, let components = value.cgColor.components, !components.isEmpty else { return nil }
      let gray = components.count < 4
      return _HexColor.string(
        red: Double(components[0]), green: Double(gray ? components[0] : components[1]),
        blue: Double(gray ? components[0] : components[2]), alpha: Double(components[components.count - 1]),
        prefix: prefix, includesAlpha: alpha)
    }
  }
#endif
