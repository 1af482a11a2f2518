import Foundation

/// Typed readers of the selected value, with ObjectMapper's conversion rules (those of a
/// Foundation `NSNumber` cast), but without building `Any`:
///
/// - `String`: JSON strings only (numbers are never strings).
/// - `Bool`: `true`/`false`, and the numbers 0 and 1.
/// - integers: numbers with an exact integer value in range; `true`/`false` as 1/0.
/// - `Double`: any number (the nearest `Double`); `true`/`false` as 1/0.
/// - `Float`: any number, rounded to `Float`.
/// - collections of these: every element must convert, or the whole value fails.
extension Map {
  /// The tape index of the selected value when it is present, or -1.
  @inlinable
  var _presentNode: Int { isKeyPresent ? _node : -1 }

  /// Reads the selected value as `T`; nil when absent, null, or of another type (unless the
  /// mapping asked for lenient conversion).
  @inlinable @inline(__always)
  func _read<T>(_ type: T.Type) -> T? {
    let node = _node
    if let value = _readValue(T.self, at: node) {
      if _isStrict { _checkBooleanNumber(T.self, at: node) }
      return value
    }
    return _convertsLeniently ? _readFallback(T.self, at: node) : nil
  }

  /// Reads the selected value as `T` for a throwing getter: as ``_read(_:)``, except that a
  /// model or enum in a collection that fails fails the whole value instead of being dropped.
  @inlinable
  func _readForGetter<T>(_ type: T.Type) -> T? {
    let node = _node
    guard node >= 0 else { return nil }
    if let value = _JSONRead.value(T.self, _reading.reader, node, map: self, dropsElements: false) { return value }
    return _convertsLeniently ? _readFallback(T.self, at: node) : nil
  }

  /// Reads the value at tape index `node` as `T`; nil when `node` is -1, or the value is
  /// null or of another type.
  @inlinable
  func _readValue<T>(_ type: T.Type, at node: Int) -> T? {
    guard node >= 0 else { return nil }
    // The most common property type first, inline: through `value`, which the compiler
    // keeps out of line once specialized, it was a call per property.
    if T.self == String.self { return _JSONRead.string(_reading.reader, node) as! T? }
    return _JSONRead.value(T.self, _reading.reader, node, map: self)
  }

  /// Whether the selected value is `null`: an optional property becomes nil, with nothing to
  /// report (checked inline before the out-of-line `_readFailed(_:optional:)`).
  @inlinable
  var _selectsNull: Bool {
    let node = _reading.node
    return node >= 0 && _reading.reader.tape[node].kind == .null
  }

  /// After the selected value did not read as `T`: whether an optional property is to be
  /// set to nil (a `null`, a value of another kind); false for a number out of the range of
  /// a numeric `T` (`1e400` for a `Double`, `300` for a `UInt8`), which leaves the property
  /// as it was. Reports the problem in strict mode.
  @usableFromInline
  func _readFailed<T>(_ type: T.Type, optional: Bool) -> Bool {
    let node = _node
    // The kind first: the conformance check costs a runtime lookup, and most failures are a
    // `null` for an optional.
    guard node >= 0, _reading.reader.tape[node].kind.isNumber, T.self is any Numeric.Type else {
      if _isStrict {
        if node >= 0, _reading.reader.tape[node].kind != .null, let failure = _innerFailure(T.self) {
          _session?.record(failure)
        } else {
          _reportMismatch(T.self, optional: optional)
        }
      }
      return true
    }
    if _isStrict { _reportRefusedNumber(T.self) }
    return false
  }

  /// After the selected value did not read as `T`: the error of the first value that failed,
  /// the value itself or one inside it (an element, a member, a nested model's own error).
  ///
  /// The value layer keeps its first failure; a type read by a fast path of `_JSONRead`
  /// (strings, numbers, Booleans and their arrays and dictionaries, which hold no models) is
  /// read again through the value layer to find it.
  @usableFromInline
  func _innerFailure<T>(_ type: T.Type) -> MapError? {
    let node = _reading.node
    guard node >= 0 else { return nil }
    if _reading.valueFailure?.node != node {
      _ = _JSONRead.throughValueLayer(
        T.self, _reading.reader, node, map: self, dropsElements: true, describesFailures: true)
    }
    guard let failure = _reading.valueFailure, failure.node == node else { return nil }
    _reading.valueFailure = nil
    return failure.error
  }

  /// The value at `node` as Foundation-style `Any` (`NSNull` for `null`), the input of
  /// transforms.
  @usableFromInline
  func _anyValue(at node: Int) -> Any? {
    guard let document = _reading.document, node >= 0 else { return nil }
    return _JSONBridge.any(document, node)
  }
}

/// Readers of one tape value, shared by the map's typed paths and the transforms.
@usableFromInline
enum _JSONRead {
  /// The value at `node` as `T`, by the rules above; nil when it is null or of another type.
  /// Types without a fast path here go through the value layer (MapValue.swift), which
  /// reads nested models and reports problems through `map` when one is given.
  @inlinable
  static func value<T>(
    _ type: T.Type, _ reader: _TapeReader, _ node: Int, map: Map? = nil, dropsElements: Bool = true
  ) -> T? {
    if T.self == String.self { return string(reader, node) as! T? }
    if T.self == Int.self { return exactInteger(reader, node, as: Int.self) as! T? }
    if T.self == Double.self { return double(reader, node) as! T? }
    if T.self == Bool.self { return bool(reader, node) as! T? }
    if T.self == Float.self { return float(reader, node) as! T? }
    if T.self == Int64.self { return exactInteger(reader, node, as: Int64.self) as! T? }
    if T.self == UInt64.self { return exactInteger(reader, node, as: UInt64.self) as! T? }
    if T.self == Int32.self { return exactInteger(reader, node, as: Int32.self) as! T? }
    if T.self == UInt32.self { return exactInteger(reader, node, as: UInt32.self) as! T? }
    if T.self == UInt.self { return exactInteger(reader, node, as: UInt.self) as! T? }
    if T.self == Int16.self { return exactInteger(reader, node, as: Int16.self) as! T? }
    if T.self == UInt16.self { return exactInteger(reader, node, as: UInt16.self) as! T? }
    if T.self == Int8.self { return exactInteger(reader, node, as: Int8.self) as! T? }
    if T.self == UInt8.self { return exactInteger(reader, node, as: UInt8.self) as! T? }
    if T.self == String?.self { return optional(reader, node, string) as! T? }
    if T.self == Int?.self {
      return optional(reader, node) { exactInteger($0, $1, as: Int.self) } as! T?
    }
    if T.self == Double?.self { return optional(reader, node, double) as! T? }
    if T.self == Bool?.self { return optional(reader, node, bool) as! T? }
    if T.self == [String].self { return array(reader, node, string) as! T? }
    if T.self == [Int].self {
      return array(reader, node) { exactInteger($0, $1, as: Int.self) } as! T?
    }
    if T.self == [Double].self { return array(reader, node, double) as! T? }
    if T.self == [Bool].self { return array(reader, node, bool) as! T? }
    if T.self == [Float].self { return array(reader, node, float) as! T? }
    if T.self == [String: String].self { return dictionary(reader, node, string) as! T? }
    if T.self == [String: Int].self {
      return dictionary(reader, node) { exactInteger($0, $1, as: Int.self) } as! T?
    }
    if T.self == [String: Double].self { return dictionary(reader, node, double) as! T? }
    if T.self == [String: Bool].self { return dictionary(reader, node, bool) as! T? }
    if T.self == [String: Float].self { return dictionary(reader, node, float) as! T? }
    if T.self == Decimal.self { return reader._decimal(at: node) as! T? }
    return throughValueLayer(T.self, reader, node, map: map, dropsElements: dropsElements)
  }

  /// The general case: the value layer (MapValue.swift). A failure is kept on `map`, for the
  /// error of a throwing getter. Without `dropsElements`, a model or enum in a collection
  /// that fails fails the whole value (the throwing getters' rule).
  @usableFromInline
  static func throughValueLayer<T>(
    _ type: T.Type, _ reader: _TapeReader, _ node: Int, map: Map?, dropsElements: Bool, describesFailures: Bool = false
  ) -> T? {
    var reading = _ValueReading(reader: reader, map: map)
    reading.dropsElements = dropsElements
    reading.describesFailures = describesFailures || !dropsElements || map?._isStrict == true
    let value = _MapValues.read(T.self, &reading, at: node)
    if value == nil, let map, let failure = reading.failure {
      map._reading.valueFailure = _ValueFailure(node: node, error: failure)
    }
    return value
  }

  // Always inlined: passed as a function to `optional` and `array`, it stayed a call.
  @inlinable @inline(__always)
  static func string(_ reader: _TapeReader, _ node: Int) -> String? {
    reader.tape[node].kind == .string ? reader._string(at: node) : nil
  }

  @usableFromInline
  static func bool(_ reader: _TapeReader, _ node: Int) -> Bool? {
    switch reader.tape[node].kind {
    case .true: return true
    case .false: return false
    case .int64, .uint64, .text:
      guard let (negative, magnitude) = reader._exactInteger(at: node), !negative || magnitude == 0,
        magnitude <= 1
      else { return nil }
      return magnitude == 1
    default: return nil
    }
  }

  @usableFromInline
  static func double(_ reader: _TapeReader, _ node: Int) -> Double? {
    switch reader.tape[node].kind {
    case .true: return 1
    case .false: return 0
    default: return reader._double(at: node)
    }
  }

  /// A whole number (or Boolean as 0/1) that `Integer` holds exactly.
  @inlinable
  static func exactInteger<Integer: FixedWidthInteger>(_ reader: _TapeReader, _ node: Int, as: Integer.Type)
    -> Integer?
  {
    let entry = reader.tape[node]
    if entry.kind == .int64 { return Integer(exactly: Int64(bitPattern: entry.payload)) }
    return _integer(reader, node).flatMap(Integer.init(exactly:))
  }

  /// The value as an integer of up to 64 bits, or a wide signed representation for the
  /// range check: `Int64` when negative, `UInt64` otherwise.
  @usableFromInline
  static func _integer(_ reader: _TapeReader, _ node: Int) -> _WideInteger? {
    let kind = reader.tape[node].kind
    if kind == .true { return _WideInteger(negative: false, magnitude: 1) }
    if kind == .false { return _WideInteger(negative: false, magnitude: 0) }
    guard kind.isNumber else { return nil }
    let value = reader._exactInteger(at: node)
    return value.map { _WideInteger(negative: $0.negative, magnitude: $0.magnitude) }
  }

  /// The value as an optional of the read type, as a cast to an optional would give it:
  /// `.some(nil)` for `null`, `.some(value)` when it converts, nil otherwise.
  @inlinable @inline(__always)
  static func optional<Wrapped>(
    _ reader: _TapeReader, _ node: Int, _ read: (_TapeReader, Int) -> Wrapped?
  ) -> Wrapped?? {
    if reader.tape[node].kind == .null { return .some(nil) }
    guard let value = read(reader, node) else { return nil }
    return .some(value)
  }

  /// Reads every element of an array; nil if the value is not an array or any element does
  /// not convert.
  @inlinable
  static func array<Element>(
    _ reader: _TapeReader, _ node: Int, _ read: (_TapeReader, Int) -> Element?
  ) -> [Element]? {
    let entry = reader.tape[node]
    guard entry.kind == .array else { return nil }
    var result: [Element] = []
    result.reserveCapacity(entry.count)
    var child = node + 1
    while child < entry.end {
      guard let element = read(reader, child) else { return nil }
      result.append(element)
      child = reader._next(after: child)
    }
    return result
  }

  /// Reads every member of an object; nil if the value is not an object or any member does
  /// not convert. For a repeated key the last member wins.
  @inlinable
  static func dictionary<Value>(
    _ reader: _TapeReader, _ node: Int, _ read: (_TapeReader, Int) -> Value?
  ) -> [String: Value]? {
    let entry = reader.tape[node]
    guard entry.kind == .object else { return nil }
    var result: [String: Value] = [:]
    result.reserveCapacity(entry.count)
    var key = node + 1
    while key < entry.end {
      guard let value = read(reader, key + 1) else { return nil }
      result[reader._string(at: key)] = value
      key = reader._next(after: key + 1)
    }
    return result
  }
}

/// A sign and a 64-bit magnitude, converted to any fixed-width integer exactly.
@usableFromInline
struct _WideInteger {
  @usableFromInline let negative: Bool
  @usableFromInline let magnitude: UInt64

  @inlinable
  init(negative: Bool, magnitude: UInt64) {
    self.negative = negative
    self.magnitude = magnitude
  }
}

extension FixedWidthInteger {
  /// The value of `wide` when this type holds it exactly.
  @inlinable
  init?(exactly wide: _WideInteger) {
    if wide.negative {
      guard let signed = _negate(wide.magnitude) else { return nil }
      self.init(exactly: signed)
    } else {
      self.init(exactly: wide.magnitude)
    }
  }
}
