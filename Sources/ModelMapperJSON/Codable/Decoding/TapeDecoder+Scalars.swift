import Foundation
import ModelMapperSupport

// Scalars read from the tape, nil when the value is not one of the type (then `mismatch`
// says which of Foundation's errors it is), and the errors.

extension _TapeDecoder {
  @inline(__always)
  func bool(at node: Int) -> Bool? {
    switch reader.tape[node].kind {
    case .true: true
    case .false: false
    default: nil
    }
  }

  @inline(__always)
  func string(at node: Int) -> String? {
    reader.tape[node].kind == .string ? reader._string(at: node) : nil
  }

  /// The number at `node` as an `Integer` when it is one exactly: `3`, `3.0` and `3e0` are 3;
  /// `3.5` and a number beyond the type's range are not integers of it.
  @inline(__always)
  func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, at node: Int) -> Integer? {
    let entry = reader.tape[node]
    switch entry.kind {
    case .int64: return Integer(exactly: Int64(bitPattern: entry.payload))
    case .uint64: return Integer(exactly: entry.payload)
    case .text: return textInteger(Integer.self, at: node)
    default: return nil
    }
  }

  /// An integer from a number's text with a fraction or an exponent, as Foundation reads one
  /// (digits alone are read exactly, beyond 64 bits for `Int128`): the nearest `Double` must
  /// be a whole number that the type holds (`4.0`, `1e2`, `3.99999999999999999999` are
  /// integers; `1.5` and `2e-1` are not). Below 2^53 the value is that `Double`; from 2^53 on,
  /// where a `Double` skips integers, it is the text's significant digits (at most 64 bits of
  /// them, trailing zeros aside) shifted by the exponent, any fraction cut off:
  /// `9.007199254740993e15` is 9007199254740993, `9007199254740993.5` is 9007199254740993,
  /// and `1e20` and `123456789012345678901e-3` are not integers, even of `Int128`.
  /// (Worked out by probing Foundation's `JSONDecoder`; see the Foundation-style tests.)
  func textInteger<Integer: FixedWidthInteger>(_ type: Integer.Type, at node: Int) -> Integer? {
    let entry = reader.tape[node]
    let text = UnsafeBufferPointer(start: reader.bytes + entry.offset, count: entry.numberTextLength)
    guard text.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) else {
      guard
        let (negative, magnitude) = _integer(
          text: reader.bytes + entry.offset, count: text.count, as: Integer.Magnitude.self)
      else { return nil }
      return Self.signed(Integer.self, negative: negative, magnitude: magnitude, allowsMinimum: true)
    }
    guard let double = reader._double(at: node), double == double.rounded(.towardZero),
      let nearest = Integer(exactly: double)
    else { return nil }
    if double.magnitude < 9_007_199_254_740_992 { return nearest }
    guard let (negative, digits) = Self.significantDigits(of: text),
      let magnitude = Integer.Magnitude(exactly: digits)
    else { return nil }
    return Self.signed(Integer.self, negative: negative, magnitude: magnitude, allowsMinimum: false)
  }

  /// `magnitude` with its sign as an `Integer`; the minimum of a signed type only when
  /// `allowsMinimum` (Foundation's digit reading of a number with an exponent negates a
  /// positive value, so `-9.223372036854775808e18` is not an `Int64`).
  static func signed<Integer: FixedWidthInteger>(
    _ type: Integer.Type, negative: Bool, magnitude: Integer.Magnitude, allowsMinimum: Bool
  ) -> Integer? {
    if !negative || magnitude == 0 { return Integer(exactly: magnitude) }
    guard Integer.isSigned else { return nil }
    if magnitude <= Integer.Magnitude(Integer.max) { return 0 - Integer(magnitude) }
    return allowsMinimum && magnitude == Integer.Magnitude(Integer.max) + 1 ? Integer.min : nil
  }

  /// The whole part of validated number text read as Foundation reads a large one: its
  /// significant digits (leading and trailing zeros aside, ``_decimalForm(bytes:)``) must fit
  /// 64 bits; they are then shifted by the exponent (nil past 64 bits) and any fraction is
  /// cut off.
  static func significantDigits(of text: UnsafeBufferPointer<UInt8>) -> (negative: Bool, magnitude: UInt64)? {
    var (negative, digits, exponent, hugeExponent) = _decimalForm(bytes: text)
    guard hugeExponent.isEmpty else { return nil }
    if digits.isEmpty { return (negative, 0) }
    guard var magnitude = digits.withUTF8({ _exactUInt64($0.baseAddress.unsafelyUnwrapped, count: $0.count) })
    else { return nil }
    if exponent >= 0 {
      for _ in 0..<exponent {
        let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
        if overflow { return nil }
        magnitude = times10
      }
    } else {
      for _ in 0..<min(-exponent, 20) { magnitude /= 10 }
    }
    return (negative, magnitude)
  }

  /// The nearest `Double` to the number at `node`; nil beyond `Double`'s range, for a number
  /// that is not zero but rounds to zero, and for a string unless the non-conforming float
  /// strategy names it.
  @inline(__always)
  func double(at node: Int) -> Double? {
    let entry = reader.tape[node]
    switch entry.kind {
    case .int64: return Double(Int64(bitPattern: entry.payload))
    case .uint64: return Double(entry.payload)
    case .text:
      guard let value = reader._double(at: node) else { return nil }
      return value == 0 && !isZeroText(at: node) ? nil : value
    case .string: return nonConforming(at: node)
    default: return nil
    }
  }

  /// The `Float` nearest the number's text (not the `Float` nearest its nearest `Double`);
  /// nil as for ``double(at:)``.
  func float(at node: Int) -> Float? {
    let entry = reader.tape[node]
    switch entry.kind {
    case .int64, .uint64, .text:
      let text = UnsafeBufferPointer(start: reader.bytes + entry.offset, count: entry.numberTextLength)
      guard let value = Float(Substring(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
      return value == 0 && !isZeroText(at: node) ? nil : value
    case .string: return nonConforming(at: node).map(Float.init)
    default: return nil
    }
  }

  /// Whether the number's significand has no digit but 0.
  func isZeroText(at node: Int) -> Bool {
    let entry = reader.tape[node]
    let text = reader.bytes + entry.offset
    for position in 0..<entry.numberTextLength {
      switch text[position] {
      case UInt8(ascii: "1")...UInt8(ascii: "9"): return false
      case UInt8(ascii: "e"), UInt8(ascii: "E"): return true
      default: continue
      }
    }
    return true
  }

  /// The value the non-conforming float strategy gives the string at `node`, if any.
  func nonConforming(at node: Int) -> Double? {
    guard case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloats else {
      return nil
    }
    switch reader._string(at: node) {
    case positive: return .infinity
    case negative: return -.infinity
    case nan: return .nan
    default: return nil
    }
  }

  // MARK: Errors

  /// Foundation's error for a value at `node` that is not a `type`: `valueNotFound` for null,
  /// `dataCorrupted` for a number the type cannot hold, else `typeMismatch`.
  /// (Foundation calls a null `Bool` a type mismatch: so does this.)
  ///
  /// The messages of `valueNotFound` and `typeMismatch` depend only on the type and what was
  /// found, and the last one is kept (``lastMismatch``): code that tries one type and then
  /// another (`try? container.decode(Int.self)`, then `String`, for a number some documents
  /// send as a string) fails the same way value after value, and building the message (the
  /// type's name and three appends) cost more than half of such a failure.
  @inline(never)
  func mismatch(_ type: Any.Type, at node: Int, path: [any CodingKey]) -> DecodingError {
    let kind = reader.tape[node].kind
    if kind == .null && type != Bool.self {
      return .valueNotFound(type, .init(codingPath: path, debugDescription: mismatchMessage(type, found: kind)))
    }
    if kind.isNumber && Self.isNumeric(type) {
      return .dataCorrupted(
        .init(
          codingPath: path,
          debugDescription: "Parsed JSON number <\(reader._numberText(at: node))> does not fit in \(type)."))
    }
    return .typeMismatch(type, .init(codingPath: path, debugDescription: mismatchMessage(type, found: kind)))
  }

  /// The message of a `valueNotFound` (null found) or `typeMismatch` error for `type`, the last
  /// one built again when it is the same.
  private func mismatchMessage(_ type: Any.Type, found kind: _TapeKind) -> String {
    let key = _MismatchKey(type: ObjectIdentifier(type), found: kind)
    if let last = lastMismatch, last.key == key { return last.message }
    let message =
      kind == .null && type != Bool.self
      ? "Cannot get value of type \(type) -- found null value instead"
      : "Expected to decode \(type) but found \(found(kind)) instead."
    lastMismatch = (key, message)
    return message
  }

  /// Whether values of `type` are read from JSON numbers.
  static func isNumeric(_ type: Any.Type) -> Bool {
    type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type || type == Decimal.self
  }

  /// What the value at `node` is, as Foundation's errors say it.
  func found(at node: Int) -> String { found(reader.tape[node].kind) }

  /// What a value of `kind` is, as Foundation's errors say it.
  func found(_ kind: _TapeKind) -> String {
    switch kind {
    case .null: "null"
    case .true, .false: "bool"
    case .string: "a string"
    case .int64, .uint64, .text: "number"
    case .array: "an array"
    case .object: "a dictionary"
    }
  }

  /// A `dataCorrupted` error at `path`.
  @inline(never)
  func corrupted(_ message: String, path: [any CodingKey], underlying: (any Error)? = nil) -> DecodingError {
    .dataCorrupted(.init(codingPath: path, debugDescription: message, underlyingError: underlying))
  }
}

/// What a mismatch message depends on: the type asked for and the kind of value found.
struct _MismatchKey: Equatable {
  let type: ObjectIdentifier
  let found: _TapeKind
}
