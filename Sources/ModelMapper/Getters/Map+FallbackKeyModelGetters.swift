// The throwing getters for a list of fallback keys (see Map+FallbackKeyGetters.swift), for
// models, transforms and defaults: `try map.value(["owner", "user"])`.

extension Map {
  /// The value of the first of `keys` that holds one as a model; throws when it is absent, not an object, or the model
  /// does not map (with the nested error's full key path).
  ///
  /// ```swift
  /// owner = try map.value(["owner", "user"])
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
  public func value<T: BaseMappable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an optional model: nil when absent or null.
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
  public func value<T: BaseMappable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T? {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an array of models; throws when it is not an array or an element
  /// does not map.
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
  public func value<T: BaseMappable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [T] {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an optional array of models: nil when absent or null.
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
  public func value<T: BaseMappable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [T]? {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as a dictionary of models.
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
  public func value<T: BaseMappable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [String: T] {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an optional dictionary of models: nil when absent or null.
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
  public func value<T: BaseMappable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [String: T]? {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an array of arrays of models.
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
  public func value<T: BaseMappable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [[T]] {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an optional array of arrays of models: nil when absent or null.
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
  public func value<T: BaseMappable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [[T]]? {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an array, each element through `transform`; throws when it is
  /// not an array or an element does not transform.
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
  ) throws -> [Transform.Object] {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      using: transform, file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as a dictionary, each value through `transform`.
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
  ) throws -> [String: Transform.Object] {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      using: transform, file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an array of arrays, each element through `transform`.
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
  ) throws -> [[Transform.Object]] {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      using: transform, file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as `T`, or `default` when it is absent or does not map.
  ///
  /// ```swift
  /// retries = try map.value(["retries", "retry_count"], default: 3)
  /// ```
  ///
  /// - Parameters:
  ///   - keys: Keys or key paths to try in order; the first that holds a value other than `null` is
  ///     read, and the first is written.
  ///   - nested: Whether each of `keys` is a key path split at `delimiter`; nil (the default)
  ///     makes one that contains `delimiter` a key path.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - defaultValue: What to return when the key is absent or `null`, or its value does not
  ///     convert.
  /// - Throws: Never: a value that does not map gives `default`; `throws` is kept for
  ///   ObjectMapper's signature.
  @inlinable
  public func value<T>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", default defaultValue: T, file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      default: defaultValue, file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one through a transform, or `default` when it is absent or does not
  /// transform.
  ///
  /// - Parameters:
  ///   - keys: Keys or key paths to try in order; the first that holds a value other than `null` is
  ///     read, and the first is written.
  ///   - nested: Whether each of `keys` is a key path split at `delimiter`; nil (the default)
  ///     makes one that contains `delimiter` a key path.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - defaultValue: What to return when the key is absent or `null`, or its value does not
  ///     convert.
  ///   - transform: Converts the JSON value to the property's type.
  /// - Throws: Never: a value that does not map gives `default`; `throws` is kept for
  ///   ObjectMapper's signature.
  @inlinable
  public func value<Transform: TransformType>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", default defaultValue: Transform.Object,
    using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line
  ) throws -> Transform.Object {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      default: defaultValue, using: transform, file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as a model, or `default` when it is absent or does not map.
  ///
  /// - Parameters:
  ///   - keys: Keys or key paths to try in order; the first that holds a value other than `null` is
  ///     read, and the first is written.
  ///   - nested: Whether each of `keys` is a key path split at `delimiter`; nil (the default)
  ///     makes one that contains `delimiter` a key path.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - defaultValue: What to return when the key is absent or `null`, or its value does not
  ///     convert.
  /// - Throws: Never: a value that does not map gives `default`; `throws` is kept for
  ///   ObjectMapper's signature.
  @inlinable
  public func value<T: BaseMappable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", default defaultValue: T, file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> T {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      default: defaultValue, file: file, function: function, line: line)
  }

  /// The value of the first of `keys` that holds one as an array of models, or `default`
  /// when none maps.
  ///
  /// ```swift
  /// tags = try map.value(["tags", "labels"], default: [])
  /// ```
  ///
  /// - Parameters:
  ///   - keys: Keys or key paths to try in order; the first that holds a value other than `null` is
  ///     read, and the first is written.
  ///   - nested: Whether each of `keys` is a key path split at `delimiter`; nil (the default)
  ///     makes one that contains `delimiter` a key path.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - defaultValue: What to return when the key is absent or `null`, or its value does not
  ///     convert.
  /// - Throws: Never: a value that does not map gives `default`; `throws` is kept for
  ///   ObjectMapper's signature.
  @inlinable
  public func value<T: BaseMappable>(
    _ keys: [String], nested: Bool? = nil, delimiter: String = ".", default defaultValue: [T],
    file: StaticString = #file,
    function: StaticString = #function, line: UInt = #line
  ) throws -> [T] {
    try value(
      _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter,
      default: defaultValue, file: file, function: function, line: line)
  }
}
