// Values through a transform: reading elements and members, writing arrays a value at a
// time (TransformOperators.generated.swift).

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
    if transform.write(object, to: self) { return }
    _writeOptional(transform.transformToJSON(object))
  }

  /// Writes an array through `transform`, elements it gives nil for dropped: while
  /// writing directly, each element straight into the output through the transform's own writer
  /// (a date is formatted into the output, not into a `String` and then a tree).
  @inlinable
  func _writeTransformedArray<Transform: TransformType>(_ objects: [Transform.Object], _ transform: Transform) {
    guard _writesToOutput, _beginOutputMember() else {
      _write(objects.compactMap(transform.transformToJSON))
      return
    }
    _beginOutputElements()
    for object in objects where !transform.write(object, to: self) {
      if let json = transform.transformToJSON(object) { _write(json) }
    }
    _endOutputElements()
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
    // The element borrows the document the map holds: no reference count changes.
    if node >= 0, _reading.document != nil,
      case .some(let value) = _reading.reader.owner._withUnsafeGuaranteedRef({
        transform.transformFromJSON(element: JSONElement(document: $0, index: node))
      })
    {
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
    guard node >= 0, let document = _reading.document else { return transform.transformFromJSON(nil) }
    return transform.transformFromJSON(_JSONBridge.any(document, node, nullAsNil: nullAsNil))
  }
}
