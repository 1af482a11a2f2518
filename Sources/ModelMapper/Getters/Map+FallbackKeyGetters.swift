// The throwing getters for a list of fallback keys: `try map.value(["id", "ID"])`.

// MARK: Fallback keys

// The same getters for a list of keys: the first key whose value is present and not null
// is read (see `Map.subscript(_:nested:delimiter:ignoreNil:)` for the rule), through the
// getter for that one key; its errors name it (the first key when none is present).
extension Map {
  /// The value of the first of `keys` that holds one as `T`; throws when it is absent, null, or of another type. For an
  /// optional `T`, an absent or null key gives nil.
  ///
  /// ```swift
  /// id = try map.value(["id", "ID"])
  /// ```
  ///
  /// - Parameters:
  ///   - keys: Keys or key paths to try in order; the first that holds a value other than `null` is
  ///     read, and the first is written.
  ///   - nested: Whether each of `keys` is a key path split at `delimiter`; nil (the default)
  ///     makes one that contains `delimiter` a key path.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one through a transform; throws when the transform gives nil.
  ///
  /// ```swift
  /// created = try map.value(["created_at", "created"], using: DateTransform())
  /// ```
  ///
  /// - Parameters:
  ///   - keys: Keys or key paths to try in order; the first that holds a value other than `null` is
  ///     read, and the first is written.
  ///   - nested: Whether each of `keys` is a key path split at `delimiter`; nil (the default)
  ///     makes one that contains `delimiter` a key path.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - transform: Converts the JSON value to the property's type.
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<Transform: TransformType>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", using transform: Transform,
    file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> Transform.Object {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      using: transform, file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an enum, through its raw value; throws for an absent key or an
  /// unknown raw value.
  ///
  /// - Parameters:
  ///   - keys: Keys or key paths to try in order; the first that holds a value other than `null` is
  ///     read, and the first is written.
  ///   - nested: Whether each of `keys` is a key path split at `delimiter`; nil (the default)
  ///     makes one that contains `delimiter` a key path.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: RawRepresentable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an optional enum: nil when absent or null; throws for an
  /// unknown raw value.
  ///
  /// - Parameters:
  ///   - keys: Keys or key paths to try in order; the first that holds a value other than `null` is
  ///     read, and the first is written.
  ///   - nested: Whether each of `keys` is a key path split at `delimiter`; nil (the default)
  ///     makes one that contains `delimiter` a key path.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: RawRepresentable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T? {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an array of enums; throws when it is not an array or holds an
  /// unknown raw value.
  ///
  /// - Parameters:
  ///   - keys: Keys or key paths to try in order; the first that holds a value other than `null` is
  ///     read, and the first is written.
  ///   - nested: Whether each of `keys` is a key path split at `delimiter`; nil (the default)
  ///     makes one that contains `delimiter` a key path.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: RawRepresentable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [T] {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an optional array of enums: nil when absent or null.
  ///
  /// - Parameters:
  ///   - keys: Keys or key paths to try in order; the first that holds a value other than `null` is
  ///     read, and the first is written.
  ///   - nested: Whether each of `keys` is a key path split at `delimiter`; nil (the default)
  ///     makes one that contains `delimiter` a key path.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  /// - Throws: ``MapError`` when the key is absent, the value is `null` for a non-optional type, or
  ///   it does not convert; the error names the key path, the expected type and what was found.
  @inlinable
  public func value<T: RawRepresentable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [T]? {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }
}
