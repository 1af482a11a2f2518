// Values mapped through a transform: `date <- (map["date"], DateTransform())`. The transform
// receives the JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String: Any]`,
// `NSNull` inside collections, nil for a null or absent value). A nil result leaves a
// non-optional property unchanged, sets an optional one to nil, and drops an element from a
// collection; when writing, a nil result omits the key (or writes `null` under
// `shouldIncludeNilValues`) and is dropped from collections.

// MARK: Object

/// Maps a property through a transform.
///
/// ```swift
/// var created = Date()
/// func mapping(map: Map) { created <- (map["created"], DateTransform()) }
/// ```
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout Transform.Object, right: (Map, Transform)) {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent || Transform._readsAbsentKeys:
    if let value = map._transformed(transform, at: map._node, nullAsNil: true) {
      left = value
    } else if map._isStrict {
      map._reportMismatch(Transform.Object.self, optional: false, kind: .transformFailed)
    }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes a value through a transform.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: Transform.Object, right: (Map, Transform)) {
  let (map, transform) = right
  if map.mappingType == .toJSON { map._writeTransformed(transform, left) }
}

/// Maps an optional property through a transform.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout Transform.Object?, right: (Map, Transform)) {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent || Transform._readsAbsentKeys:
    left = map._transformed(transform, at: map._node, nullAsNil: true)
    if left == nil && map._isStrict {
      map._reportMismatch(Transform.Object.self, optional: true, kind: .transformFailed)
    }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional value through a transform.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: Transform.Object?, right: (Map, Transform)) {
  let (map, transform) = right
  guard map.mappingType == .toJSON else { return }
  if let left { map._writeTransformed(transform, left) } else { map._writeOptional(transform.transformToJSON(nil)) }
}

// MARK: Array

/// Maps an array through a transform applied to each element.
///
/// ```swift
/// var visits: [Date] = []
/// func mapping(map: Map) { visits <- (map["visits"], DateTransform()) }
/// ```
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout [Transform.Object], right: (Map, Transform)) {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent:
    if let values = map._transformArray(map._node, transform) { left = values }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an array through a transform applied to each element.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: [Transform.Object], right: (Map, Transform)) {
  let (map, transform) = right
  if map.mappingType == .toJSON { map._writeTransformedArray(left, transform) }
}

/// Maps an optional array through a transform applied to each element.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout [Transform.Object]?, right: (Map, Transform)) {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent:
    left = map._transformArray(map._node, transform)
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional array through a transform applied to each element.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: [Transform.Object]?, right: (Map, Transform)) {
  let (map, transform) = right
  guard map.mappingType == .toJSON else { return }
  if let left { map._writeTransformedArray(left, transform) } else { map._writeNil() }
}

// MARK: Dictionary

/// Maps a dictionary through a transform applied to each value.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout [String: Transform.Object], right: (Map, Transform)) {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent:
    if let values = map._transformDictionary(map._node, transform) { left = values }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes a dictionary through a transform applied to each value.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: [String: Transform.Object], right: (Map, Transform)) {
  let (map, transform) = right
  if map.mappingType == .toJSON { map._write(left.compactMapValues(transform.transformToJSON)) }
}

/// Maps an optional dictionary through a transform applied to each value.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout [String: Transform.Object]?, right: (Map, Transform)) {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent:
    left = map._transformDictionary(map._node, transform)
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional dictionary through a transform applied to each value.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: [String: Transform.Object]?, right: (Map, Transform)) {
  let (map, transform) = right
  if map.mappingType == .toJSON { map._writeOptional(left?.compactMapValues(transform.transformToJSON)) }
}

// MARK: Dictionary of arrays

/// Maps a dictionary of arrays through a transform applied to each element.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout [String: [Transform.Object]], right: (Map, Transform)) {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent:
    if let values = map._transformDictionaryOfArrays(map._node, transform, existing: left) { left = values }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes a dictionary of arrays through a transform applied to each element.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: [String: [Transform.Object]], right: (Map, Transform)) {
  let (map, transform) = right
  if map.mappingType == .toJSON { map._write(left.mapValues { $0.compactMap(transform.transformToJSON) }) }
}

/// Maps an optional dictionary of arrays through a transform applied to each element.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout [String: [Transform.Object]]?, right: (Map, Transform)) {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent:
    left = map._transformDictionaryOfArrays(map._node, transform, existing: left ?? [:])
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional dictionary of arrays through a transform applied to each element.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: [String: [Transform.Object]]?, right: (Map, Transform)) {
  let (map, transform) = right
  if map.mappingType == .toJSON { map._writeOptional(left?.mapValues { $0.compactMap(transform.transformToJSON) }) }
}

// MARK: Array of arrays

/// Maps an array of arrays through a transform applied to each element.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout [[Transform.Object]], right: (Map, Transform)) {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent:
    if let values = map._transformArrayOfArrays(map._node, transform) { left = values }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an array of arrays through a transform applied to each element.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: [[Transform.Object]], right: (Map, Transform)) {
  let (map, transform) = right
  if map.mappingType == .toJSON { map._write(left.map { $0.compactMap(transform.transformToJSON) }) }
}

/// Maps an optional array of arrays through a transform applied to each element.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout [[Transform.Object]]?, right: (Map, Transform)) {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent:
    left = map._transformArrayOfArrays(map._node, transform)
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional array of arrays through a transform applied to each element.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: [[Transform.Object]]?, right: (Map, Transform)) {
  let (map, transform) = right
  if map.mappingType == .toJSON { map._writeOptional(left?.map { $0.compactMap(transform.transformToJSON) }) }
}

// MARK: Set

/// Maps a set through a transform applied to each element.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout Set<Transform.Object>, right: (Map, Transform))
where Transform.Object: Hashable {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent:
    guard let values = map._transformArray(map._node, transform) else { return }
    guard values.isEmpty || _MapValues.canHash(Transform.Object.self) else {
      return map._reportUnhashable(Transform.Object.self)
    }
    left = Set(values)
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes a set through a transform applied to each element.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: Set<Transform.Object>, right: (Map, Transform))
where Transform.Object: Hashable {
  let (map, transform) = right
  if map.mappingType == .toJSON { map._writeSet(left.compactMap(transform.transformToJSON)) }
}

/// Maps an optional set through a transform applied to each element.
///
/// - Parameters:
///   - left: The property: set when mapping from JSON, written when mapping to JSON.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func <- <Transform: TransformType>(left: inout Set<Transform.Object>?, right: (Map, Transform))
where Transform.Object: Hashable {
  let (map, transform) = right
  switch map.mappingType {
  case .fromJSON where map.isKeyPresent:
    let values = map._transformArray(map._node, transform)
    guard values?.isEmpty != false || _MapValues.canHash(Transform.Object.self) else {
      return map._reportUnhashable(Transform.Object.self)
    }
    left = values.map { Set($0) }
  case .toJSON:
    left >>> right
  default: ()
  }
}

/// Writes an optional set through a transform applied to each element.
///
/// - Parameters:
///   - left: The value to write: a `let` property of an immutable model.
///   - right: The map at a key and the transform between its JSON value and the property:
///     `(map["key"], SomeTransform())`.
@inlinable
public func >>> <Transform: TransformType>(left: Set<Transform.Object>?, right: (Map, Transform))
where Transform.Object: Hashable {
  let (map, transform) = right
  guard map.mappingType == .toJSON else { return }
  if let left { map._writeSet(left.compactMap(transform.transformToJSON)) } else { map._writeNil() }
}

extension Map {
  /// The elements of the array at `node` through `transform`, failures dropped; nil when it
  /// is not an array.
  @inlinable
  func _transformArray<Transform: TransformType>(_ node: Int, _ transform: Transform) -> [Transform.Object]? {
    guard let elements = _elements(node, objectsOnly: false) else {
      if _isStrict { _reportMismatch([Transform.Object].self, optional: true) }
      return nil
    }
    var result: [Transform.Object] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      if let value = _transformed(transform, at: element, nullAsNil: false) {
        result.append(value)
      } else if _isStrict {
        _reportDroppedElement(
          .transformFailed, element, index: index, member: nil, expected: Transform.Object.self,
          reason: "The transform gave nil")
      }
    }
    return result
  }

  /// The values of the object at `node` through `transform`, failures dropped; nil when it
  /// is not an object.
  @inlinable
  func _transformDictionary<Transform: TransformType>(_ node: Int, _ transform: Transform)
    -> [String: Transform.Object]?
  {
    guard let members = _members(node) else { return nil }
    var result: [String: Transform.Object] = [:]
    for member in members {
      if let value = _transformed(transform, at: member.node, nullAsNil: false) {
        result[member.key] = value
      } else if _isStrict {
        _reportDroppedElement(
          .transformFailed, member.node, index: nil, member: member.key, expected: Transform.Object.self,
          reason: "The transform gave nil")
      }
    }
    return result
  }

  /// The arrays of the object at `node` through `transform`; a member that is not an array
  /// keeps its `existing` value (or becomes empty), as ObjectMapper did.
  @inlinable
  func _transformDictionaryOfArrays<Transform: TransformType>(
    _ node: Int, _ transform: Transform, existing: [String: [Transform.Object]]
  ) -> [String: [Transform.Object]]? {
    guard let members = _members(node) else { return nil }
    var result: [String: [Transform.Object]] = [:]
    for member in members {
      result[member.key] = _transformArray(member.node, transform) ?? existing[member.key] ?? []
    }
    return result
  }

  /// The arrays of the array at `node` through `transform`; nil when it is not an array of
  /// arrays (rows that are not arrays are dropped).
  @inlinable
  func _transformArrayOfArrays<Transform: TransformType>(_ node: Int, _ transform: Transform)
    -> [[Transform.Object]]?
  {
    guard let rows = _elements(node, objectsOnly: false) else { return nil }
    var result: [[Transform.Object]] = []
    result.reserveCapacity(rows.count)
    for row in rows {
      guard let values = _transformArray(row, transform) else { return nil }
      result.append(values)
    }
    return result
  }

  /// Writes `object` through `transform` (a ModelMapper transform may produce the JSON value
  /// directly).
  @inlinable
  func _writeTransformed<Transform: TransformType>(_ transform: Transform, _ object: Transform.Object) {
    if transform._write(object, to: self) { return }
    _writeOptional(transform.transformToJSON(object))
  }

  /// Writes an array through `transform`, elements it gives nil for dropped: while
  /// streaming, each element straight into the output through the transform's own writer
  /// (a date is formatted into the output, not into a `String` and then a tree).
  @inlinable
  func _writeTransformedArray<Transform: TransformType>(_ objects: [Transform.Object], _ transform: Transform) {
    guard _isStreaming, _beginStreamedMember() else {
      _write(objects.compactMap(transform.transformToJSON))
      return
    }
    _beginStreamedElements()
    for object in objects where !transform._write(object, to: self) {
      if let json = transform.transformToJSON(object) { _write(json) }
    }
    _endStreamedElements()
  }

  /// The value at `node` through `transform`: a ModelMapper transform reads the parsed value
  /// directly (exact number text); others receive it in Foundation form (`nullAsNil`: a
  /// `null` arrives as nil rather than `NSNull`).
  @inlinable
  func _transformed<Transform: TransformType>(_ transform: Transform, at node: Int, nullAsNil: Bool)
    -> Transform.Object?
  {
    // Small, to be inlined with the transform's own reading where the transform is used;
    // the Foundation form is built out of line.
    if node >= 0, _read.document != nil, case .some(let value) = transform._transformFromJSON(self, at: node) {
      return value
    }
    return _transformedFromFoundation(transform, at: node, nullAsNil: nullAsNil)
  }

  /// The value at `node` through `transform`'s ``TransformType/transformFromJSON(_:)``, in
  /// Foundation form (see ``_transformed(_:at:nullAsNil:)``).
  @inlinable
  @inline(never)
  func _transformedFromFoundation<Transform: TransformType>(
    _ transform: Transform, at node: Int, nullAsNil: Bool
  ) -> Transform.Object? {
    guard node >= 0, let document = _read.document else { return transform.transformFromJSON(nil) }
    return transform.transformFromJSON(_JSONBridge.any(document, node, nullAsNil: nullAsNil))
  }
}
