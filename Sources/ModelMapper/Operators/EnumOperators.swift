// RawRepresentable types (enums) map through their raw value: an unknown raw value leaves a
// non-optional property unchanged, sets an optional one to nil, and is dropped from arrays
// and dictionaries.

/// Maps a `RawRepresentable` property (an enum) through its raw value.
///
/// ```swift
/// enum Role: String { case admin, member }
/// var role = Role.member
/// func mapping(map: Map) { role <- map["role"] }
/// ```
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: RawRepresentable>(left: inout T, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let value = right._readRaw(T.self, at: right._node) {
      left = value
    } else if right._isStrict {
      right._reportMismatch(T.self, optional: false, kind: right._rawFailure(T.self, at: right._node))
    }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes a `RawRepresentable` value's raw value.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: RawRepresentable>(left: T, right: Map) {
  if right.mappingType == .toJSON { right._write(left.rawValue) }
}

/// Maps an optional `RawRepresentable` property.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: RawRepresentable>(left: inout T?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    left = right._readRaw(T.self, at: right._node)
    if left == nil && right._isStrict {
      right._reportMismatch(T.self, optional: true, kind: right._rawFailure(T.self, at: right._node))
    }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional `RawRepresentable` value's raw value.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: RawRepresentable>(left: T?, right: Map) {
  if right.mappingType == .toJSON { right._writeOptional(left?.rawValue) }
}

/// Maps an array of `RawRepresentable` values; unknown raw values are dropped.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: RawRepresentable>(left: inout [T], right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let values = right._readRawArray(T.self) { left = values }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an array of `RawRepresentable` values.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: RawRepresentable>(left: [T], right: Map) {
  if right.mappingType == .toJSON { right._write(left.map(\.rawValue)) }
}

/// Maps an optional array of `RawRepresentable` values.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: RawRepresentable>(left: inout [T]?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    left = right._readRawArray(T.self)
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional array of `RawRepresentable` values.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: RawRepresentable>(left: [T]?, right: Map) {
  if right.mappingType == .toJSON { right._writeOptional(left?.map(\.rawValue)) }
}

/// Maps a dictionary of `RawRepresentable` values; unknown raw values are dropped.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: RawRepresentable>(left: inout [String: T], right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let values = right._readRawDictionary(T.self) { left = values }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes a dictionary of `RawRepresentable` values.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: RawRepresentable>(left: [String: T], right: Map) {
  if right.mappingType == .toJSON { right._write(left.mapValues(\.rawValue)) }
}

/// Maps an optional dictionary of `RawRepresentable` values.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: RawRepresentable>(left: inout [String: T]?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    left = right._readRawDictionary(T.self)
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional dictionary of `RawRepresentable` values.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: RawRepresentable>(left: [String: T]?, right: Map) {
  if right.mappingType == .toJSON { right._writeOptional(left?.mapValues(\.rawValue)) }
}

extension Map {
  /// The value at `node` as a `T` made from its raw value.
  @inlinable
  func _readRaw<T: RawRepresentable>(_ type: T.Type, at node: Int) -> T? {
    _readValue(T.RawValue.self, at: node).flatMap(T.init(rawValue:))
  }

  /// Why the value at `node` is not a `T`: a raw value of no case, or a value of another kind.
  @usableFromInline
  func _rawFailure<T: RawRepresentable>(_ type: T.Type, at node: Int) -> MapError.Kind {
    _readValue(T.RawValue.self, at: node) == nil ? .typeMismatch : .unknownRawValue
  }

  /// The selected array's elements as `T`s, unknown raw values dropped; nil when it is not
  /// an array.
  @inlinable
  func _readRawArray<T: RawRepresentable>(_ type: T.Type) -> [T]? {
    guard let elements = _elements(_node, objectsOnly: false) else {
      if _isStrict { _reportMismatch([T].self, optional: true) }
      return nil
    }
    var result: [T] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      if let value = _readRaw(T.self, at: element) {
        result.append(value)
      } else if _isStrict {
        _reportDroppedElement(
          _rawFailure(T.self, at: element), element, index: index, member: nil, expected: T.self,
          reason: "Unknown raw value")
      }
    }
    return result
  }

  /// The selected object's values as `T`s, unknown raw values dropped; nil when it is not
  /// an object.
  @inlinable
  func _readRawDictionary<T: RawRepresentable>(_ type: T.Type) -> [String: T]? {
    guard let members = _members(_node) else {
      if _isStrict { _reportMismatch([String: T].self, optional: true) }
      return nil
    }
    var result: [String: T] = [:]
    for member in members {
      if let value = _readRaw(T.self, at: member.node) {
        result[member.key] = value
      } else if _isStrict {
        _reportDroppedElement(
          _rawFailure(T.self, at: member.node), member.node, index: nil, member: member.key, expected: T.self,
          reason: "Unknown raw value")
      }
    }
    return result
  }
}
