// The throwing getters of immutable models: `let id: Int = try map.value("id")`. Each error
// is a MapError with the key, the full key path from the top-level JSON, the expected type,
// what was found, and the file and line of the call.
//
// Optional results (`T?`, `[T]?`, ...) are nil when the key is absent or null, and throw
// only when a value is there but does not map.

extension Map {
  // MARK: Basic values

  /// The value of `key` as `T`; throws when it is absent, null, or of another type. For an
  /// optional `T`, an absent or null key gives nil.
  ///
  /// ```swift
  /// init(map: Map) throws {
  ///   id = try map.value("id")
  ///   nickname = try map.value("nickname")   // String?
  /// }
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
  public func value<T>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T {
    _select(key, nested: nested, delimiter: delimiter)
    if let value = _readForGetter(T.self) { return value }
    // An optional `T` is nil when the key is absent.
    if let optionalType = T.self as? _MapOptional.Type, _isNullOrAbsent { return optionalType._none as! T }
    throw _valueError(T.self, file: file, function: function, line: line)
  }

  /// The value of `key` through a transform; throws when the transform gives nil.
  ///
  /// ```swift
  /// created = try map.value("created", using: DateTransform())
  /// ```
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
  ) throws -> Transform.Object {
    _select(key, nested: nested, delimiter: delimiter)
    guard let value = transform.transformFromJSON(currentValue) else {
      throw _error(
        .transformFailed, Map._cannotTransform(transform),
        expected: Transform.Object.self,
        file: file, function: function, line: line)
    }
    return value
  }

  // MARK: RawRepresentable

  /// The value of `key` as an enum, through its raw value; throws for an absent key or an
  /// unknown raw value.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: RawRepresentable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T {
    _select(key, nested: nested, delimiter: delimiter)
    return try _rawValue(T.self, file: file, function: function, line: line)
  }

  /// The value of `key` as an optional enum: nil when absent or null; throws for an
  /// unknown raw value.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: RawRepresentable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T? {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    return try _rawValue(T.self, file: file, function: function, line: line)
  }

  /// The value of `key` as an array of enums; throws when it is not an array or holds an
  /// unknown raw value.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: RawRepresentable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [T] {
    _select(key, nested: nested, delimiter: delimiter)
    return try _rawArray(T.self, file: file, function: function, line: line)
  }

  /// The value of `key` as an optional array of enums: nil when absent or null.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: RawRepresentable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [T]? {
    _select(key, nested: nested, delimiter: delimiter)
    if _isNullOrAbsent { return nil }
    return try _rawArray(T.self, file: file, function: function, line: line)
  }

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

  // MARK: Defaults

  /// The value of `key` as `T`, or `default` when it is absent or does not map.
  ///
  /// ```swift
  /// retries = try map.value("retries", default: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - default: What to return when the key is absent or `null`, or its value does not convert.
  /// - Throws: Never: a value that does not map gives `default`; `throws` is kept for
  ///   ObjectMapper's signature.
  @inlinable
  public func value<T>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", default: T, file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T {
    (try? value(key, nested: nested, delimiter: delimiter, file: file, function: function, line: line) as T)
      ?? `default`
  }

  /// The value of `key` through a transform, or `default` when it is absent or does not
  /// transform.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - default: What to return when the key is absent or `null`, or its value does not convert.
  ///   - transform: Converts the JSON value to the property's type.
  /// - Throws: Never: a value that does not map gives `default`; `throws` is kept for
  ///   ObjectMapper's signature.
  @inlinable
  public func value<Transform: TransformType>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", default: Transform.Object,
    using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> Transform.Object {
    (try? value(key, nested: nested, delimiter: delimiter, using: transform, file: file, function: function, line: line))
      ?? `default`
  }

  /// The value of `key` as a model, or `default` when it is absent or does not map.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - default: What to return when the key is absent or `null`, or its value does not convert.
  /// - Throws: Never: a value that does not map gives `default`; `throws` is kept for
  ///   ObjectMapper's signature.
  @inlinable
  public func value<T: BaseMappable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", default: T, file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T {
    (try? value(key, nested: nested, delimiter: delimiter, file: file, function: function, line: line) as T)
      ?? `default`
  }

  /// The value of `key` as an array of models, or `default` when it is absent or does not
  /// map.
  ///
  /// - Parameters:
  ///   - key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  ///   - nested: Whether `key` is a key path split at `delimiter`; nil (the default) makes it one
  ///     when it contains `delimiter`.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - default: What to return when the key is absent or `null`, or its value does not convert.
  /// - Throws: Never: a value that does not map gives `default`; `throws` is kept for
  ///   ObjectMapper's signature.
  @inlinable
  public func value<T: BaseMappable>(
    _ key: String, nested: Bool? = nil, delimiter: String = ".", default: [T], file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [T] {
    (try? value(key, nested: nested, delimiter: delimiter, file: file, function: function, line: line) as [T])
      ?? `default`
  }
}
