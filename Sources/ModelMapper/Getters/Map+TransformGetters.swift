// The throwing getters through a transform, for every container an operator maps through a
// transform (ObjectMapper's arrays, dictionaries and arrays of arrays, and beyond them
// optionals of each container, dictionaries of arrays and sets), so that an immutable model
// can read each:
//
//     let tags: Set<Tag>? = try map.value("tags", using: TagTransform())
//
// An optional result is nil when the key is absent or `null`; a value that is there but
// does not transform throws, naming the element that failed.

extension Map {
  // MARK: Collections through a transform

  /// The value of `key` as an array, each element through `transform`; throws when it is
  /// not an array or an element does not transform.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts the JSON value to the property's type.
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> [Transform.Object] {
    _select(key, nested: nested, delimiter: delimiter)
    return try _transformedArray(_node, transform, file: file, function: function, line: line)
  }

  /// The value of `key` as a dictionary, each value through `transform`.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts the JSON value to the property's type.
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> [String: Transform.Object] {
    _select(key, nested: nested, delimiter: delimiter)
    return try _transformedDictionary(_node, transform, file: file, function: function, line: line)
  }

  /// The value of `key` as an array of arrays, each element through `transform`.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts the JSON value to the property's type.
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> [[Transform.Object]] {
    _select(key, nested: nested, delimiter: delimiter)
    return try _transformedRows(transform, file: file, function: function, line: line)
  }

  /// The value of `key` through a transform, or nil when the key is absent or `null`; throws
  /// when the value is there but the transform gives nil.
  ///
  /// ```swift
  /// let edited: Date? = try map.value("edited", using: DateTransform())
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts the JSON value to the property's type.
  /// - Throws: ``MapError`` when the value is there but does not transform; the error names the
  ///   key path, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> Transform.Object? {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    guard let value = _transformed(transform, at: _node, nullAsNil: true) else {
      throw _error(
        .transformFailed, Map._cannotTransform(transform),
        expected: Transform.Object.self,
        file: file, function: function, line: line)
    }
    return value
  }

  /// The elements of the array at `key` through a transform, or nil when the key is absent or
  /// `null`; throws when the value is not an array or an element does not transform.
  ///
  /// ```swift
  /// let dates: [Date]? = try map.value("dates", using: DateTransform())
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts each element's JSON value to the element type.
  /// - Throws: ``MapError`` when the value is there but does not transform; the error names the
  ///   key path of the element, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> [Transform.Object]? {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    return try _transformedArray(_node, transform, file: file, function: function, line: line)
  }

  /// The values of the object at `key` through a transform, or nil when the key is absent or
  /// `null`; throws when the value is not an object or a value does not transform.
  ///
  /// ```swift
  /// let opened: [String: Date]? = try map.value("opened", using: DateTransform())
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts each member's JSON value to the value type.
  /// - Throws: ``MapError`` when the value is there but does not transform; the error names the
  ///   key path of the member, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> [String: Transform.Object]? {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    return try _transformedDictionary(_node, transform, file: file, function: function, line: line)
  }

  /// The arrays of the array of arrays at `key` through a transform, or nil when the key is
  /// absent or `null`; throws when the value is not an array of arrays or an element does not
  /// transform.
  ///
  /// ```swift
  /// let weeks: [[Date]]? = try map.value("weeks", using: DateTransform())
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts each element's JSON value to the element type.
  /// - Throws: ``MapError`` when the value is there but does not transform; the error names the
  ///   key path of the element, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> [[Transform.Object]]? {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    return try _transformedRows(transform, file: file, function: function, line: line)
  }

  /// The arrays of the object of arrays at `key` through a transform; throws when the value is
  /// absent, not an object of arrays, or an element does not transform.
  ///
  /// ```swift
  /// let shifts: [String: [Date]] = try map.value("shifts", using: DateTransform())
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts each element's JSON value to the element type.
  /// - Throws: ``MapError`` when the key is absent or the value does not transform; the error
  ///   names the key path of the element, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> [String: [Transform.Object]] {
    _select(key, nested: nested, delimiter: delimiter)
    return try _transformedDictionaryOfArrays(transform, file: file, function: function, line: line)
  }

  /// The arrays of the object of arrays at `key` through a transform, or nil when the key is
  /// absent or `null`; throws when the value is there but does not transform.
  ///
  /// ```swift
  /// let shifts: [String: [Date]]? = try map.value("shifts", using: DateTransform())
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts each element's JSON value to the element type.
  /// - Throws: ``MapError`` when the value is there but does not transform; the error names the
  ///   key path of the element, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> [String: [Transform.Object]]? {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    return try _transformedDictionaryOfArrays(transform, file: file, function: function, line: line)
  }

  /// The elements of the array at `key` through a transform, as a set; throws when the value
  /// is absent, not an array, or an element does not transform.
  ///
  /// ```swift
  /// let holidays: Set<Date> = try map.value("holidays", using: DateTransform())
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts each element's JSON value to the element type.
  /// - Throws: ``MapError`` when the key is absent or the value does not transform; the error
  ///   names the key path of the element, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> Set<Transform.Object> where Transform.Object: Hashable {
    _select(key, nested: nested, delimiter: delimiter)
    let values = try _transformedArray(_node, transform, file: file, function: function, line: line)
    if !values.isEmpty { try _checkHashable(Transform.Object.self, file: file, function: function, line: line) }
    return Set(values)
  }

  /// The elements of the array at `key` through a transform, as a set, or nil when the key is
  /// absent or `null`; throws when the value is there but does not transform.
  ///
  /// ```swift
  /// let holidays: Set<Date>? = try map.value("holidays", using: DateTransform())
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts each element's JSON value to the element type.
  /// - Throws: ``MapError`` when the value is there but does not transform; the error names the
  ///   key path of the element, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> Set<Transform.Object>? where Transform.Object: Hashable {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    let values = try _transformedArray(_node, transform, file: file, function: function, line: line)
    if !values.isEmpty { try _checkHashable(Transform.Object.self, file: file, function: function, line: line) }
    return Set(values)
  }
}

extension Map {
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
