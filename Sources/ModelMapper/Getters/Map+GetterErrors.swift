// Helpers of the throwing getters (Map+Getters.swift and the files beside it): their errors,
// and the models and transformed arrays they read.

extension Map {
  /// The reason of a transform's failure: `Cannot transform to 'Date' using DateTransform(...)`.
  @usableFromInline
  static func _cannotTransform<Transform: TransformType>(_ transform: Transform) -> String {
    "Cannot transform to '\(Transform.Object.self)' using \(transform)"
  }

  /// The key selected last (as the JSON spells it).
  @inlinable
  var _selectedKey: String { currentKey ?? "" }

  /// Whether the selected key is absent or `null`.
  @inlinable
  var _isNullOrAbsent: Bool {
    _node < 0 || _kind(_node) == .null
  }

  /// The error of a generic getter whose value did not read as `T`: the first value inside it
  /// that failed (an element, a nested model's own error) when the value layer found one,
  /// else the selected value itself.
  @usableFromInline
  func _valueError<T>(_ type: T.Type, file: StaticString, function: StaticString, line: UInt) -> Error {
    if var error = _innerFailure(T.self) {
      if error.file == nil {
        error.file = file
        error.function = function
        error.line = line
      }
      return error
    }
    return _error(
      .typeMismatch, "Cannot cast to '\(T.self)'", expected: T.self, file: file, function: function, line: line)
  }

  /// An error about element `index` (at tape index `node`) of the selected array.
  @usableFromInline
  func _elementError(
    _ index: Int, _ node: Int, _ kind: MapError.Kind, _ reason: String, expected: Any.Type, file: StaticString,
    function: StaticString, line: UInt, at suffix: String = ""
  ) -> MapError {
    var error = _error(kind, reason, expected: expected, at: node, file: file, function: function, line: line)
    error.path = _path(of: (currentKey ?? "") + suffix + "[\(index)]")
    return error
  }

  /// A model from the object at `node`, throwing the model's own error (whose path starts
  /// at the top-level JSON) or a ``MapError`` when the value is not an object.
  @inlinable
  func _model<T: BaseMappable>(
    _ type: T.Type, at node: Int, _ location: _MapLocation, file: StaticString, function: StaticString, line: UInt
  ) throws -> T {
    guard _isObject(node) else {
      var error = _error(
        .typeMismatch, "Cannot cast to '[String: Any]'", expected: T.self, at: node, file: file, function: function,
        line: line)
      error.path = _childPath(location)
      throw error
    }
    return try _withChildReader(node, location) { try _instantiateOrThrow(T.self, map: $0) }
  }

  /// Models from the array at `node`; the first element that fails throws.
  @inlinable
  func _modelArray<T: BaseMappable>(
    _ type: T.Type, at node: Int, key: _LocationKey, outer: Int?, file: StaticString, function: StaticString, line: UInt
  ) throws -> [T] {
    guard let elements = _elements(node, objectsOnly: false) else {
      throw _error(
        .typeMismatch, "Cannot cast to '[Any]'", expected: [T].self, at: node, file: file, function: function,
        line: line)
    }
    return try elements.enumerated().map { index, element in
      let location: _MapLocation = outer.map { .nestedElement(key, $0, index) } ?? .element(key, index)
      return try _model(T.self, at: element, location, file: file, function: function, line: line)
    }
  }

  /// Models from the selected object of objects.
  @inlinable
  func _modelDictionary<T: BaseMappable>(
    _ type: T.Type, key: _LocationKey, file: StaticString, function: StaticString, line: UInt
  ) throws -> [String: T] {
    guard let members = _members(_node) else {
      throw _error(
        .typeMismatch, "Cannot cast to '[String: Any]'", expected: [String: T].self, file: file,
        function: function,
        line: line)
    }
    var result: [String: T] = [:]
    for member in members {
      result[member.key] = try _model(
        T.self, at: member.node, .member(key, member.key), file: file, function: function, line: line)
    }
    return result
  }

  /// Arrays of models from the selected array of arrays.
  @inlinable
  func _modelArrayOfArrays<T: BaseMappable>(
    _ type: T.Type, key: _LocationKey, file: StaticString, function: StaticString, line: UInt
  ) throws -> [[T]] {
    guard let rows = _elements(_node, objectsOnly: false) else {
      throw _error(
        .typeMismatch, "Cannot cast to '[[Any]]'", expected: [[T]].self, file: file, function: function,
        line: line)
    }
    return try rows.enumerated().map { outer, row in
      try _modelArray(T.self, at: row, key: key, outer: outer, file: file, function: function, line: line)
    }
  }

  /// The elements of the array at `node` through `transform`; throws when it is not an
  /// array or an element does not transform. `suffix` is where the array is inside the
  /// selected value (`[2]`, `.name`), for the path of an error.
  @inlinable
  func _transformedArray<Transform: TransformType>(
    _ node: Int, _ transform: Transform, file: StaticString, function: StaticString, line: UInt, at suffix: String = ""
  ) throws -> [Transform.Object] {
    guard let elements = _elements(node, objectsOnly: false) else {
      var error = _error(
        .typeMismatch, "Cannot cast to '[Any]'", expected: [Transform.Object].self, at: node, file: file,
        function: function, line: line)
      if !suffix.isEmpty { error.path = _path(of: _selectedKey + suffix) }
      throw error
    }
    return try elements.enumerated().map { index, element in
      guard let value = _transformed(transform, at: element, nullAsNil: false) else {
        throw _elementError(
          index, element, .transformFailed, Map._cannotTransform(transform),
          expected: Transform.Object.self, file: file, function: function, line: line, at: suffix)
      }
      return value
    }
  }

  /// The key path of a nested object at `location` of this map's object.
  @usableFromInline
  func _childPath(_ location: _MapLocation) -> String {
    let base = _objectPath
    let part = Map._render(location)
    if base.isEmpty { return part }
    return part.hasPrefix("[") ? base + part : base + "." + part
  }
}

/// Lets the generic getter see that `T` is an optional, to return nil for an absent key.
@usableFromInline
protocol _MapOptional {
  static var _none: Self { get }
}

extension Optional: _MapOptional {
  @inlinable
  static var _none: Self { .none }
}
