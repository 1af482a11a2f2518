import Foundation

/// An exact JSON number.
///
/// Integers within `Int64` and `UInt64` stay integers; any other number keeps the text it
/// was written with, so `Double`, `Decimal` and big integers can each be read from it
/// exactly. Numbers compare and hash by value: `1`, `1.0` and `1e0` are equal; integers
/// compare exactly and other numbers at `Double` precision.
///
/// ```swift
/// let price = JSONNumber(text: "19.99")!
/// price.decimalValue   // 19.99, exactly
/// price.doubleValue    // 19.99 (nearest Double)
/// JSONNumber(42) == JSONNumber(text: "42.0")!   // true
/// ```
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral
{
  @usableFromInline
  package enum Storage: Sendable {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    /// A finite `Float`, written with its own shortest text.
    case float(Float)
    /// Validated JSON number text.
    case text(String)
    /// A `Decimal`'s text (with a fraction: whole decimals within 64 bits are integers), so
    /// that Foundation forms of the number (``Mapper/toJSON(_:)``) hold an `NSDecimalNumber`
    /// with every digit, as ObjectMapper's held the `Decimal`, where a parsed text of up to 17
    /// digits becomes the nearest `Double`.
    case decimal(String)
  }

  @usableFromInline package var storage: Storage

  @inlinable
  init(storage: Storage) {
    self.storage = storage
  }

  /// Creates a number from any integer; values beyond 64 bits keep their exact digits.
  ///
  /// ```swift
  /// JSONNumber(UInt8(7)).int64Value   // 7
  /// ```
  ///
  /// - Parameter value: The number.
  @inlinable
  public init<Integer: BinaryInteger>(_ value: Integer) {
    if let small = Int64(exactly: value) {
      storage = .int(small)
    } else if let large = UInt64(exactly: value) {
      storage = .uint(large)
    } else {
      storage = .text(String(value))
    }
  }

  /// Creates a number from a `Double`. Writing a non-finite value throws
  /// ``JSONWriteError/Kind/nonFiniteNumber``.
  ///
  /// ```swift
  /// JSONNumber(0.1).text   // "0.1"
  /// ```
  ///
  /// - Parameter value: The number.
  @inlinable
  public init(_ value: Double) {
    storage = .double(value)
  }

  /// Creates a number from a `Float`, written with the Float's own shortest text (`0.1`
  /// stays `0.1`, not `0.10000000149011612`).
  ///
  /// - Parameter value: The number.
  @inlinable
  public init(_ value: Float) {
    storage = value.isFinite ? .float(value) : .double(Double(value))
  }

  /// Creates a number from a `Decimal`, keeping every digit; NaN is not a number.
  ///
  /// ```swift
  /// JSONNumber(Decimal(string: "1.66")!).text   // "1.66"
  /// ```
  ///
  /// - Parameter value: The number.
  public init?(_ value: Decimal) {
    guard !value.isNaN, let number = JSONNumber(text: value.description) else { return nil }
    if case .text(let text) = number.storage {
      storage = .decimal(text)
    } else {
      self = number
    }
  }

  /// Creates a number from JSON number text, or nil when `text` is not a valid JSON number.
  ///
  /// ```swift
  /// JSONNumber(text: "1e400")   // a number; its doubleValue is nil
  /// JSONNumber(text: "01")      // nil: leading zero
  /// ```
  ///
  /// - Parameter text: The number's JSON text.
  public init?(text: String) {
    guard let document = try? JSONDocument(parsing: text), document.root.kind == .number,
      document.root.numberText?.utf8.count == text.utf8.count
    else { return nil }
    self = _TapeReader(document)._number(at: 0)
  }

  /// Creates a number from an integer literal.
  ///
  /// - Parameter value: The number.
  public init(integerLiteral value: Int64) {
    storage = .int(value)
  }

  /// Creates a number from a floating-point literal.
  ///
  /// - Parameter value: The number.
  public init(floatLiteral value: Double) {
    storage = .double(value)
  }

  /// The number as JSON text: integers in decimal, doubles as the shortest text that reads
  /// back to the same `Double`, other numbers as they were written.
  public var text: String {
    switch storage {
    case .int(let value): return String(value)
    case .uint(let value): return String(value)
    case .double(let value): return _shortestText(value)
    case .float(let value): return _shortestText(value)
    case .text(let text), .decimal(let text): return text
    }
  }

  /// The number as JSON text.
  public var description: String { text }

  /// Whether the number was written or stored as an integer (no fraction, no exponent).
  public var isInteger: Bool {
    switch storage {
    case .int, .uint: return true
    case .double, .float: return false
    case .text(let text), .decimal(let text):
      return !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
    }
  }

  /// The value as an `Int64` when it is a whole number in range (`2`, `2.0`, `2e0`).
  public var int64Value: Int64? {
    switch canonical {
    case .int(let value): return value
    default: return nil
    }
  }

  /// The value as a `UInt64` when it is a whole, non-negative number in range.
  public var uint64Value: UInt64? {
    switch canonical {
    case .int(let value): return UInt64(exactly: value)
    case .uint(let value): return value
    default: return nil
    }
  }

  /// The nearest `Double` (infinite for text beyond `Double`'s range).
  public var doubleValue: Double {
    switch storage {
    case .int(let value): return Double(value)
    case .uint(let value): return Double(value)
    case .double(let value): return value
    case .float(let value): return Double(_shortestText(value)) ?? Double(value)
    case .text(var text), .decimal(var text):
      return text.withUTF8 { _parseDouble($0.baseAddress!, count: $0.count) }
    }
  }

  /// The value as a `Decimal`, read from the text (never through `Double` for text numbers).
  public var decimalValue: Decimal? {
    switch storage {
    case .int(let value): return Decimal(value)
    case .uint(let value): return Decimal(value)
    case .double(let value): return value.isFinite ? _decimalFromNumberText(_shortestText(value)) : nil
    case .float(let value): return _decimalFromNumberText(_shortestText(value))
    case .text(let text), .decimal(let text): return _decimalFromNumberText(text)
    }
  }

  @usableFromInline
  enum Canonical: Hashable {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
  }

  /// The value normalized for comparison: whole numbers within 64 bits as integers,
  /// everything else as the nearest Double.
  @usableFromInline
  var canonical: Canonical {
    switch storage {
    case .int(let value): return .int(value)
    case .uint(let value): return .uint(value)
    case .double(let value): return Self.canonical(of: value)
    case .float: return Self.canonical(of: doubleValue)
    case .text(var text), .decimal(var text):
      let exact = text.withUTF8 { _integer(text: $0.baseAddress!, count: $0.count) }
      if let (negative, magnitude) = exact {
        if negative { return .int(_negate(magnitude)!) }
        return magnitude <= UInt64(Int64.max) ? .int(Int64(magnitude)) : .uint(magnitude)
      }
      return .double(doubleValue)
    }
  }

  static func canonical(of value: Double) -> Canonical {
    if value.rounded(.towardZero) == value {
      if let small = Int64(exactly: value) { return .int(small) }
      if let large = UInt64(exactly: value) { return .uint(large) }
    }
    return .double(value)
  }

  /// Whether the two numbers have exactly the same value, digit for digit, however they are
  /// written; `==` compares numbers with a fraction or exponent at `Double` precision.
  ///
  /// ```swift
  /// JSONNumber(text: "1.50")!.isExactlyEqual(to: JSONNumber(text: "15e-1")!)                  // true
  /// JSONNumber(text: "0.1")!.isExactlyEqual(to: JSONNumber(text: "0.1000000000000000055511")!) // false
  /// ```
  ///
  /// - Parameter other: The number to compare with.
  public func isExactlyEqual(to other: JSONNumber) -> Bool {
    _sameNumber(text, other.text)
  }

  /// Numbers are equal when their values are (see ``JSONNumber``).
  ///
  /// - Parameters:
  ///   - lhs: A number.
  ///   - rhs: Another number.
  public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
    lhs.canonical == rhs.canonical
  }

  /// Hashes the value, consistently with `==`.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(canonical)
  }
}

/// The shortest text that reads back as the same value, in JSON syntax.
///
/// Whole numbers have no fractional part (`2`, `1716940800`, `-0`), as JSONSerialization
/// writes them; others are Swift's shortest round-trip form (`1.5`, `1e+16`, `5e-324`).
@usableFromInline
package func _shortestText<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value) -> String {
  let text = value.description
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
