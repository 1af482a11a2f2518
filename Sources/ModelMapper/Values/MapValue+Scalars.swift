import Foundation

// Scalars of the value layer (see MapValue.swift). Numbers are read exactly: an integer type
// takes a number only when its value is a whole number the type holds (`1e2` is 100; `1.5`,
// `300` for `UInt8` and `1e400` are refused, never truncated, wrapped or clamped); `Float`,
// `Double` and `CGFloat` take the nearest value when it is finite; `Decimal` takes numbers
// of up to 38 significant digits exactly, from their text. `true` and `false` read as 1 and
// 0 into numbers (a Foundation cast's rule, which ObjectMapper kept).

/// An integer type of the value layer: every width shares one reader and one writer.
@usableFromInline
protocol _MapInteger: _MapValue, FixedWidthInteger {}

extension _MapInteger {
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> Self? {
    let reader = reading.reader
    if let value = _JSONRead.exactInteger(reader, node, as: Self.self) { return value }
    // Wider than 64 bits: the number's text, exactly.
    guard bitWidth > 64, reader.tape[node].kind.isNumber else { return nil }
    let entry = reader.tape[node]
    let length = entry.numberTextLength
    guard let (negative, magnitude) = _integer(text: reader.bytes + entry.offset, count: length, as: Magnitude.self)
    else { return nil }
    if !negative { return Self(exactly: magnitude) }
    guard Self.isSigned else { return nil }
    // -(max + 1) is min.
    if magnitude == Magnitude(Self.max) + 1 { return Self.min }
    return Self(exactly: magnitude).map { 0 - $0 }
  }

  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    .number(JSONNumber(self))
  }
}

extension Int: _MapInteger {}
extension Int8: _MapInteger {}
extension Int16: _MapInteger {}
extension Int32: _MapInteger {}
extension Int64: _MapInteger {}
extension UInt: _MapInteger {}
extension UInt8: _MapInteger {}
extension UInt16: _MapInteger {}
extension UInt32: _MapInteger {}
extension UInt64: _MapInteger {}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: _MapInteger {}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: _MapInteger {}

extension Double: _MapValue {
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> Double? {
    _JSONRead.double(reading.reader, node)
  }

  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    .number(JSONNumber(self))
  }
}

extension Float: _MapValue {
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> Float? {
    _JSONRead.float(reading.reader, node)
  }

  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    .number(JSONNumber(self))
  }
}

extension CGFloat: _MapValue {
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> CGFloat? {
    _JSONRead.double(reading.reader, node).map { CGFloat($0) }
  }

  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    .number(JSONNumber(Double(self)))
  }
}

extension Decimal: _MapValue {
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> Decimal? {
    reading.reader._decimal(at: node)
  }

  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    JSONNumber(self).map(JSONValue.number)
  }
}

extension NSDecimalNumber: _MapValue {
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> Self? {
    reading.reader._decimal(at: node).flatMap { NSDecimalNumber(decimal: $0) as? Self }
  }

  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    JSONNumber(decimalValue).map(JSONValue.number)
  }
}

extension Bool: _MapValue {
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> Bool? {
    _JSONRead.bool(reading.reader, node)
  }

  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    .bool(self)
  }
}

extension String: _MapValue {
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> String? {
    _JSONRead.string(reading.reader, node)
  }

  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    .string(self)
  }
}

extension JSONNumber: _MapValue {
  /// Any number, kept exactly (its text when it is neither a 64-bit integer nor a `Double`).
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> JSONNumber? {
    reading.reader.tape[node].kind.isNumber ? reading.reader._number(at: node) : nil
  }

  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    .number(self)
  }
}

extension JSONValue: _MapValue {
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> JSONValue? {
    reading.reader._value(at: node)
  }

  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    self
  }
}

extension _JSONRead {
  /// Why the number at `node` did not read as the numeric `type`: it has a fraction (for an
  /// integer type) or is out of the type's range.
  static func refusal(of node: Int, as type: Any.Type, _ reader: _TapeReader) -> String {
    let fractional = double(reader, node).map { $0.rounded(.towardZero) != $0 } == true
    return type is any BinaryInteger.Type && fractional ? "Not a whole number" : "Out of range for '\(_typeName(type))'"
  }

  /// The nearest `Float` to a number (or a Boolean as 0 or 1), when it is finite: read from
  /// the number's text directly, not through `Double` (which could round twice).
  @usableFromInline
  static func float(_ reader: _TapeReader, _ node: Int) -> Float? {
    let entry = reader.tape[node]
    let value: Float?
    switch entry.kind {
    case .true: return 1
    case .false: return 0
    case .int64: value = Float(Int64(bitPattern: entry.payload))
    case .uint64: value = Float(entry.payload)
    case .text:
      let text = UnsafeBufferPointer(start: reader.bytes + entry.offset, count: entry.numberTextLength)
      value = Float(Substring(decoding: text, as: UTF8.self))
    default: return nil
    }
    guard let value, value.isFinite else { return nil }
    return value
  }
}
