// Integers of every width (`Int128` and `UInt128` too). A JSON number is taken when its
// value is a whole number the type holds (`42`, `42.0`, `4.2e1`); any other number (`41.9`,
// `300` for `UInt8`, `1e400`) is refused and leaves the property as it was, never truncated,
// wrapped or clamped (strict mode reports it). As in ObjectMapper, `null` or a value of
// another kind (a string) gives 0 for a non-optional property and nil for an optional one,
// and `true`/`false` give 1/0. Writing uses the generic `>>>`.

/// Maps an integer property of any width (`Int`, `Int8`, ..., `Int64`, `Int128`, `UInt`,
/// ..., `UInt128`); negative numbers are out of range for the unsigned types.
///
/// ```swift
/// var age: Int8 = 0
/// func mapping(map: Map) { age <- map["age"] }   // 41 and 41.0 give 41; 300 and 41.9 leave it
/// ```
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: FixedWidthInteger>(left: inout T, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let value = right._readInteger(T.self) {
      left = value
    } else if right._readFailed(T.self, optional: false) {
      left = 0
    }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Maps an optional integer property of any width.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: FixedWidthInteger>(left: inout T?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let value = right._readInteger(T.self) {
      left = value
    } else if right._selectsNull || right._readFailed(T.self, optional: true) {
      left = nil
    }
  case .toJSON:
    left >>> right
  default: ()
  }
}

extension Map {
  /// The selected value as `T`, when it is a whole number `T` holds (or a Boolean).
  @inlinable
  func _readInteger<T: FixedWidthInteger>(_ type: T.Type) -> T? {
    let node = _node
    guard node >= 0 else { return nil }
    // Wider than 64 bits: the value layer reads the number's text.
    if T.bitWidth > 64 { return _read(T.self) }
    if let value = _JSONRead.exactInteger(_read.reader, node, as: T.self) {
      if _isStrict { _checkBooleanNumber(T.self, at: node) }
      return value
    }
    return _convertsLeniently ? _readFallback(T.self, at: node) : nil
  }
}
