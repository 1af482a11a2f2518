// The throwing getters of nested models: `let owner: User = try map.value("owner")`, and
// optionals, arrays, dictionaries and arrays of arrays of models. A model's own error (from
// its `init(map:)`) is thrown as it is, with its path from the top-level JSON.

extension Map {
  /// The value of `key` as a model; throws when it is absent, not an object, or the model
  /// does not map (with the nested error's full key path).
  ///
  /// ```swift
  /// owner = try map.value("owner")
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: BaseMappable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent {
      throw _error(.null, "Found unexpected nil value", expected: T.self, file: file, function: function, line: line)
    }
    return try _model(T.self, at: _node, _MapLocation.key(_locationKey), file: file, function: function, line: line)
  }

  /// The value of `key` as an optional model: nil when absent or null.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: BaseMappable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T? {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    return try _model(T.self, at: _node, _MapLocation.key(_locationKey), file: file, function: function, line: line)
  }

  /// The value of `key` as an array of models; throws when it is not an array or an element
  /// does not map.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: BaseMappable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [T] {
    _select(key, nested: nested, delimiter: delimiter)
    return try _modelArray(T.self, at: _node, key: _locationKey, outer: nil, file: file, function: function, line: line)
  }

  /// The value of `key` as an optional array of models: nil when absent or null.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: BaseMappable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [T]? {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    return try _modelArray(T.self, at: _node, key: _locationKey, outer: nil, file: file, function: function, line: line)
  }

  /// The value of `key` as a dictionary of models.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: BaseMappable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [String: T] {
    _select(key, nested: nested, delimiter: delimiter)
    return try _modelDictionary(T.self, key: _locationKey, file: file, function: function, line: line)
  }

  /// The value of `key` as an optional dictionary of models: nil when absent or null.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: BaseMappable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [String: T]? {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    return try _modelDictionary(T.self, key: _locationKey, file: file, function: function, line: line)
  }

  /// The value of `key` as an array of arrays of models.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: BaseMappable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [[T]] {
    _select(key, nested: nested, delimiter: delimiter)
    return try _modelArrayOfArrays(T.self, key: _locationKey, file: file, function: function, line: line)
  }

  /// The value of `key` as an optional array of arrays of models: nil when absent or null.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: BaseMappable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [[T]]? {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    return try _modelArrayOfArrays(T.self, key: _locationKey, file: file, function: function, line: line)
  }
}
