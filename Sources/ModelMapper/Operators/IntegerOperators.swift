// Integers of every width, with ObjectMapper's rules: a JSON number is converted with any
// fraction dropped (1.9 gives 1); a value outside the type's range, a string, or `null`
// gives 0 for a non-optional property and nil for an optional one; `true`/`false` give 1/0.
// Writing uses the generic `>>>`.

/// Maps a signed integer property (`Int`, `Int8`, ..., `Int64`).
///
/// ```swift
/// var age: Int8 = 0
/// func mapping(map: Map) { age <- map["age"] }   // 300 gives 0, 41.9 gives 41
/// ```
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: SignedInteger & FixedWidthInteger>(left: inout T, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    let value = right._readTruncatedInteger(T.self)
    left = value ?? 0
    if right._isStrict { right._checkInteger(T.self, read: value, optional: false) }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Maps an optional signed integer property.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: SignedInteger & FixedWidthInteger>(left: inout T?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    left = right._readTruncatedInteger(T.self)
    if right._isStrict { right._checkInteger(T.self, read: left, optional: true) }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Maps an unsigned integer property (`UInt`, `UInt8`, ..., `UInt64`); negative numbers are
/// out of range.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: UnsignedInteger & FixedWidthInteger>(left: inout T, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    let value = right._readTruncatedInteger(T.self)
    left = value ?? 0
    if right._isStrict { right._checkInteger(T.self, read: value, optional: false) }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Maps an optional unsigned integer property.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: UnsignedInteger & FixedWidthInteger>(left: inout T?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    left = right._readTruncatedInteger(T.self)
    if right._isStrict { right._checkInteger(T.self, read: left, optional: true) }
  case .toJSON:
    left >>> right
  default: ()
  }
}

extension Map {
  /// The selected number with any fraction dropped, when `T` holds it.
  @inlinable
  func _readTruncatedInteger<T: FixedWidthInteger>(_ type: T.Type) -> T? {
    let node = _node
    guard node >= 0 else { return nil }
    if let value = _JSONRead.truncatedInteger(_reader, node, as: T.self) { return value }
    return _hasOptions ? _readFallback(T.self, at: node) : nil
  }
}
