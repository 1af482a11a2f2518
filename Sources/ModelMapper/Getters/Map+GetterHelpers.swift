// What the throwing getters (Map+Getters.generated.swift) read enums and collections through
// a transform with: each failure a MapError naming the key path and the element.

extension Map {
  /// The selected value as an enum, through its raw value; throws for a missing value or an
  /// unknown raw value.
  @inlinable
  func _rawValue<T: RawRepresentable>(_ type: T.Type, file: StaticString, function: StaticString, line: UInt)
    throws -> T
  {
    guard let value = _readRaw(T.self, at: _node) else {
      let node = _node
      throw _error(
        node >= 0 ? _rawFailure(T.self, at: node) : .missingKey, "Cannot transform to '\(T.self)' using EnumTransform",
        expected: T.self, file: file, function: function, line: line)
    }
    return value
  }

  @inlinable
  func _rawArray<T: RawRepresentable>(_ type: T.Type, file: StaticString, function: StaticString, line: UInt)
    throws -> [T]
  {
    guard let elements = _elements(_node, objectsOnly: false) else {
      throw _error(
        .typeMismatch, "Cannot cast to '[Any]'", expected: [T].self, file: file, function: function, line: line)
    }
    return try elements.enumerated().map { index, element in
      guard let value = _readRaw(T.self, at: element) else {
        throw _elementError(
          index, element, _rawFailure(T.self, at: element), "Cannot transform to '\(T.self)' using EnumTransform",
          expected: T.self, file: file,
          function: function, line: line)
      }
      return value
    }
  }

  /// The values of the object at `node` through `transform`; throws when it is not an object
  /// or a value does not transform.
  @inlinable
  func _transformedDictionary<Transform: TransformType>(
    _ node: Int, _ transform: Transform, file: StaticString, function: StaticString, line: UInt
  ) throws -> [String: Transform.Object] {
    guard let members = _members(node) else {
      throw _error(
        .typeMismatch, "Cannot cast to '[String: Any]'", expected: [String: Transform.Object].self, file: file,
        function: function, line: line)
    }
    var result: [String: Transform.Object] = [:]
    for member in members {
      guard let value = _transformed(transform, at: member.node, nullAsNil: false) else {
        var error = _error(
          .transformFailed, Map._cannotTransform(transform),
          expected: Transform.Object.self, at: member.node, file: file, function: function, line: line)
        error.path = _path(of: _selectedKey) + Map._memberSuffix(member.key)
        throw error
      }
      result[member.key] = value
    }
    return result
  }

  /// Throws when a set of `Element` cannot be built here (see `_MapValues.canHash(_:)`).
  @inlinable
  func _checkHashable<Element: Hashable>(
    _ type: Element.Type, file: StaticString, function: StaticString, line: UInt
  ) throws {
    guard !_MapValues.canHash(Element.self) else { return }
    throw _error(
      .noJSONForm, _MapValues.cannotHash(Element.self), expected: Set<Element>.self, file: file, function: function,
      line: line)
  }

  /// The arrays of the selected array of arrays through `transform`.
  @inlinable
  func _transformedRows<Transform: TransformType>(
    _ transform: Transform, file: StaticString, function: StaticString, line: UInt
  ) throws -> [[Transform.Object]] {
    guard let rows = _elements(_node, objectsOnly: false) else {
      throw _error(
        .typeMismatch, "Cannot cast to '[[Any]]'", expected: [[Transform.Object]].self, file: file,
        function: function, line: line)
    }
    return try rows.enumerated().map { row, node in
      try _transformedArray(node, transform, file: file, function: function, line: line, at: "[\(row)]")
    }
  }

  /// The arrays of the selected object of arrays through `transform`.
  @inlinable
  func _transformedDictionaryOfArrays<Transform: TransformType>(
    _ transform: Transform, file: StaticString, function: StaticString, line: UInt
  ) throws -> [String: [Transform.Object]] {
    guard let members = _members(_node) else {
      throw _error(
        .typeMismatch, "Cannot cast to '[String: [Any]]'", expected: [String: [Transform.Object]].self,
        file: file, function: function, line: line)
    }
    var result: [String: [Transform.Object]] = [:]
    for member in members {
      result[member.key] = try _transformedArray(
        member.node, transform, file: file, function: function, line: line, at: Map._memberSuffix(member.key))
    }
    return result
  }
}
