import Foundation

// The lenient conversion rules (``Lenient``, ``MappingOptions/lenientConversion``): what a
// read that did not convert exactly tries next.

extension Map {
  /// The value at `node` as `T` by the lenient rules, when the mapping asked for them.
  @inlinable
  func _readFallback<T>(_ type: T.Type, at node: Int) -> T? {
    // An absent key, and `null` for a type that is not optional, read as nil by any rule:
    // decided inline, where `T` is known (an optional property the server sent as `null`
    // is the usual case), before a call and the session's retain.
    guard node >= 0, _isOptional(T.self) || _reading.reader.tape[node].kind != .null else { return nil }
    return _readLeniently(T.self, at: node)
  }

  /// The value at `node` as `T` by the lenient rules, when the mapping asked for them (see
  /// ``_readFallback(_:at:)``).
  @usableFromInline
  func _readLeniently<T>(_ type: T.Type, at node: Int) -> T? {
    guard let session = _session, session.options.contains(.lenientConversion),
      let document = _reading.document
    else { return nil }
    return _LenientConversion.value(T.self, document, node)
  }
}

/// The lenient conversion rules (see ``Lenient``).
@usableFromInline
enum _LenientConversion {
  static let nullStrings: Set<String> = ["nil", "null", "NULL", "<null>", "(null)"]
  static let trueStrings: Set<String> = ["true", "True", "TRUE", "yes", "Yes", "YES"]
  static let falseStrings: Set<String> = ["false", "False", "FALSE", "no", "No", "NO"]

  /// The value at `node` as `T`: the exact reading first, then the lenient rules.
  @usableFromInline
  static func value<T>(_ type: T.Type, _ document: JSONDocument, _ node: Int) -> T? {
    // `null` is a value only for an optional (an element type such as `String?`); for any
    // other type the rules give nil, after runtime type checks that cost more than the
    // whole read. Decided here, before anything that holds a `T?` (whose metadata an
    // unspecialized call looks up at run time).
    if _TapeReader(document).tape[node].kind == .null && !_isOptional(T.self) { return nil }
    return converted(T.self, document, node)
  }

  /// The value at `node` as `T` by the exact reading or the lenient rules (see
  /// ``value(_:_:_:)``).
  static func converted<T>(_ type: T.Type, _ document: JSONDocument, _ node: Int) -> T? {
    let reader = _TapeReader(document)
    let entry = reader.tape[node]
    // A number, Boolean or container that reads exactly needs none of the rules below (and
    // none of their runtime type checks).
    if entry.kind != .string && entry.kind != .null, let exact = _JSONRead.value(T.self, reader, node) {
      return exact
    }
    var string: String?
    if entry.kind == .string {
      let text = reader._string(at: node)
      if nullStrings.contains(text) { return nil }
      string = text
    }
    if let optional = T.self as? _MapLenientOptional.Type {
      return optional._lenient(document, node) as? T
    }
    if let exact = _JSONRead.value(T.self, reader, node) { return exact }
    if let container = T.self as? _MapLenientContainer.Type {
      return container._lenient(document, node) as? T
    }
    if T.self == String.self {
      switch entry.kind {
      case .int64, .uint64, .text: return reader._numberText(at: node) as? T
      case .true: return "true" as? T
      case .false: return "false" as? T
      default: return nil
      }
    }
    guard let string else { return nil }
    let trimmed = string.trimmingCharacters(in: .whitespaces)
    switch T.self {
    case is Bool.Type:
      if trueStrings.contains(trimmed) { return true as? T }
      if falseStrings.contains(trimmed) { return false as? T }
      return nil
    case is Double.Type: return number(trimmed)?.doubleValue.finite as? T
    case is Float.Type: return number(trimmed)?.doubleValue.finite.map(Float.init) as? T
    case is Decimal.Type: return number(trimmed)?.decimalValue as? T
    case is URL.Type: return trimmed.isEmpty ? nil : URL(string: trimmed) as? T
    case is Data.Type: return Data(string.utf8) as? T
    default: return integer(trimmed, as: T.self)
    }
  }

  /// A JSON number written in a string.
  static func number(_ text: String) -> JSONNumber? {
    JSONNumber(text: text)
  }

  /// An integer written as decimal digits with an optional sign, when `T` is an integer
  /// type that holds it.
  static func integer<T>(_ text: String, as type: T.Type) -> T? {
    guard let integerType = T.self as? any FixedWidthInteger.Type else { return nil }
    var digits = Substring(text)
    var negative = false
    if let sign = digits.first, sign == "+" || sign == "-" {
      negative = sign == "-"
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 &- 0x30 < 10 }), let magnitude = UInt64(digits) else {
      return nil
    }
    return integerType.init(exactly: _WideInteger(negative: negative, magnitude: magnitude)) as? T
  }
}

extension Double {
  /// The value, when finite.
  var finite: Double? { isFinite ? self : nil }
}

/// Lets lenient conversion convert each element of an array, set or dictionary (the
/// collection fails when an element does, as a plain cast does).
protocol _MapLenientContainer {
  static func _lenient(_ document: JSONDocument, _ node: Int) -> Any?
}

extension Array: _MapLenientContainer {
  static func _lenient(_ document: JSONDocument, _ node: Int) -> Any? {
    _JSONRead.array(_TapeReader(document), node) { _LenientConversion.value(Element.self, $0.document, $1) }
  }
}

extension Set: _MapLenientContainer {
  static func _lenient(_ document: JSONDocument, _ node: Int) -> Any? {
    guard let elements = [Element]._lenient(document, node) as? [Element] else { return nil }
    // Foundation cannot hash some types here (NSDecimalNumber on Linux): no set, no crash.
    guard elements.isEmpty || _MapValues.canHash(Element.self) else { return nil }
    return Set(elements)
  }
}

extension Dictionary: _MapLenientContainer where Key == String {
  static func _lenient(_ document: JSONDocument, _ node: Int) -> Any? {
    _JSONRead.dictionary(_TapeReader(document), node) { _LenientConversion.value(Value.self, $0.document, $1) }
  }
}

/// Lets lenient conversion see through optionals.
protocol _MapLenientOptional {
  static func _lenient(_ document: JSONDocument, _ node: Int) -> Any?
}

extension Optional: _MapLenientOptional {
  static func _lenient(_ document: JSONDocument, _ node: Int) -> Any? {
    if _TapeReader(document).tape[node].kind == .null { return Wrapped?.none }
    guard let value = _LenientConversion.value(Wrapped.self, document, node) else { return nil }
    return Wrapped?.some(value) as Any
  }
}
