import ModelMapperSupport

// Models (types adopting Mappable, StaticMappable or ImmutableMappable) and their
// collections. Reading creates models through the mapper; elements that do not map are
// dropped; a value of the wrong kind leaves a non-optional property unchanged and sets an
// optional one to nil. When mapping onto an existing object, nested models (and the
// values of dictionaries of models) are updated in place.

// MARK: Model

/// Maps a nested model.
///
/// ```swift
/// var owner = User()
/// func mapping(map: Map) { owner <- map["owner"] }
/// ```
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable>(left: inout T, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let object: T = right._readObject(right._node, existing: left, at: right._selectedLocation) {
      left = object
    }
  case .toJSON:
    right._writeObject(left)
  default: ()
  }
}

/// Writes a nested model.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable>(left: T, right: Map) {
  if right.mappingType == .toJSON { right._writeObject(left) }
}

/// Maps an optional nested model.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable>(left: inout T?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    left = right._readObject(right._node, existing: left, at: right._selectedLocation)
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional nested model.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable>(left: T?, right: Map) {
  guard right.mappingType == .toJSON else { return }
  if let left { right._writeObject(left) } else { right._writeNil() }
}

// MARK: Dictionary of models

/// Maps a dictionary of models.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable>(left: inout [String: T], right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    let existing = right.toObject && !left.isEmpty ? left : nil
    if let objects: [String: T] = right._readObjectDictionary(
      right._node, key: right._locationKey, existing: existing)
    {
      left = objects
    }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes a dictionary of models.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable>(left: [String: T], right: Map) {
  if right.mappingType == .toJSON { right._writeObjectDictionary(left) }
}

/// Maps an optional dictionary of models.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable>(left: inout [String: T]?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    let existing = right.toObject ? left : nil
    left = right._readObjectDictionary(right._node, key: right._locationKey, existing: existing)
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional dictionary of models.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable>(left: [String: T]?, right: Map) {
  guard right.mappingType == .toJSON else { return }
  if let left { right._writeObjectDictionary(left) } else { right._writeNil() }
}

// MARK: Dictionary of arrays of models

/// Maps a dictionary of arrays of models.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable>(left: inout [String: [T]], right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let objects: [String: [T]] = right._readObjectDictionaryOfArrays(right._node, key: right._locationKey) {
      left = objects
    }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes a dictionary of arrays of models.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable>(left: [String: [T]], right: Map) {
  if right.mappingType == .toJSON { right._writeValue(right._objectDictionaryOfArraysJSON(left)) }
}

/// Maps an optional dictionary of arrays of models.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable>(left: inout [String: [T]]?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    left = right._readObjectDictionaryOfArrays(right._node, key: right._locationKey)
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional dictionary of arrays of models.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable>(left: [String: [T]]?, right: Map) {
  guard right.mappingType == .toJSON else { return }
  if let left { right._writeValue(right._objectDictionaryOfArraysJSON(left)) } else { right._writeNil() }
}

// MARK: Array of models

/// Maps an array of models.
///
/// ```swift
/// var friends: [User] = []
/// func mapping(map: Map) { friends <- map["friends"] }
/// ```
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable>(left: inout [T], right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let objects: [T] = right._readObjectArray(right._node, key: right._locationKey) { left = objects }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an array of models.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable>(left: [T], right: Map) {
  if right.mappingType == .toJSON { right._writeObjectArray(left) }
}

/// Maps an optional array of models.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable>(left: inout [T]?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    left = right._readObjectArray(right._node, key: right._locationKey)
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional array of models.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable>(left: [T]?, right: Map) {
  guard right.mappingType == .toJSON else { return }
  if let left { right._writeObjectArray(left) } else { right._writeNil() }
}

// MARK: Array of arrays of models

/// Maps an array of arrays of models.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable>(left: inout [[T]], right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let objects: [[T]] = right._readObjectArrayOfArrays(right._node, key: right._locationKey) {
      left = objects
    }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an array of arrays of models.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable>(left: [[T]], right: Map) {
  if right.mappingType == .toJSON { right._writeValue(right._objectArrayOfArraysJSON(left)) }
}

/// Maps an optional array of arrays of models.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable>(left: inout [[T]]?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    left = right._readObjectArrayOfArrays(right._node, key: right._locationKey)
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional array of arrays of models.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable>(left: [[T]]?, right: Map) {
  guard right.mappingType == .toJSON else { return }
  if let left { right._writeValue(right._objectArrayOfArraysJSON(left)) } else { right._writeNil() }
}

// MARK: Set of models

/// Maps a set of models.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable & Hashable>(left: inout Set<T>, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    if let objects: [T] = right._readObjectArray(right._node, key: right._locationKey) { left = Set(objects) }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes a set of models, sorted by their JSON text (a set's own order changes from run to
/// run).
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable & Hashable>(left: Set<T>, right: Map) {
  if right.mappingType == .toJSON { right._writeSet(left) }
}

/// Maps an optional set of models.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func <- <T: BaseMappable & Hashable>(left: inout Set<T>?, right: Map) {
  switch right.mappingType {
  case .fromJSON where right.isKeyPresent:
    let objects: [T]? = right._readObjectArray(right._node, key: right._locationKey)
    left = objects.map { Set($0) }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional set of models, sorted by their JSON text.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key: `map["key"]`.
@inlinable
public func >>> <T: BaseMappable & Hashable>(left: Set<T>?, right: Map) {
  guard right.mappingType == .toJSON else { return }
  if let left { right._writeSet(left) } else { right._writeNil() }
}

extension Map {
  /// The JSON object of a dictionary of arrays of models.
  @inlinable
  func _objectDictionaryOfArraysJSON<N: BaseMappable>(_ objects: [String: [N]]) -> JSONValue {
    let key = _locationKey
    var result = JSONObject(minimumCapacity: objects.count)
    for (member, array) in _sortedByKey(objects) {
      var elements: [JSONValue] = []
      elements.reserveCapacity(array.count)
      for (index, object) in array.enumerated() {
        if let json = _objectJSON(object, at: .memberElement(key, member, index)) { elements.append(json) }
      }
      result._appendUnchecked(member, .array(elements))
    }
    return .object(result)
  }

  /// The JSON array of arrays of models.
  @inlinable
  func _objectArrayOfArraysJSON<N: BaseMappable>(_ rows: [[N]]) -> JSONValue {
    var result: [JSONValue] = []
    result.reserveCapacity(rows.count)
    for (outer, row) in rows.enumerated() {
      result.append(_objectArrayJSON(row, outer: outer))
    }
    return .array(result)
  }
}
