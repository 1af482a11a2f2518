import Foundation

extension Map {
  /// Selects the first of several keys that holds a value: for JSON whose producers
  /// disagree on a key's spelling (`id`, `ID`, `user.id`).
  ///
  /// Reading takes the first key whose value is present and not `null`; if none has a value
  /// but one is `null`, the key reads as `null`; otherwise it is absent. Writing uses the
  /// first key. Each key may be a key path.
  ///
  /// ```swift
  /// id <- map[["id", "ID", "user.id"]]
  /// let id: Int = try map.value(["id", "ID"])
  /// ```
  ///
  /// - Parameters:
  ///   - keys: Keys or key paths to try in order; the first that holds a value other than `null` is
  ///     read, and the first is written.
  ///   - nested: Whether each of `keys` is a key path split at `delimiter`; nil (the default)
  ///     makes one that contains `delimiter` a key path.
  ///   - delimiter: What separates the components of a key path (default `"."`).
  ///   - ignoreNil: Whether a `null` value counts as absent, leaving the property as it is (default
  ///     false).
  public subscript(
    keys: [String], nested nested: Bool? = nil, delimiter delimiter: String = ".", ignoreNil ignoreNil: Bool = false
  ) -> Map {
    _selectFirst(keys, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
    return self
  }

  /// Selects the first of several keys that holds a value (see ``subscript(_:nested:delimiter:ignoreNil:)-(String,_,_,_)``).
  ///
  /// ```swift
  /// name <- map[firstOf: "name", "full_name", "profile.name"]
  /// ```
  ///
  /// - Parameter keys: Keys or key paths to try in order; the first that holds a value other than
  ///   `null` is read, and the first is written.
  public subscript(firstOf keys: String...) -> Map {
    _selectFirst(keys, nested: nil, delimiter: ".", ignoreNil: false)
    return self
  }

  /// Selects the first key with a value (reading) or the first key (writing).
  @usableFromInline
  func _selectFirst(_ keys: [String], nested: Bool?, delimiter: String, ignoreNil: Bool) {
    // The default options take the fast path of `map["key"]` for each key.
    let plain = nested == nil && delimiter == "." && !_read.defersLookups
    func select(_ key: String, ignoringNil: Bool) {
      if plain && !ignoringNil {
        _select(key)
      } else {
        _select(key, nested: nested, delimiter: delimiter, ignoreNil: ignoringNil)
      }
    }
    guard let first = keys.first else {
      select("", ignoringNil: ignoreNil)
      return
    }
    guard mappingType == .fromJSON, keys.count > 1 else {
      select(first, ignoringNil: ignoreNil)
      return
    }
    var nullKey: String?
    for key in keys {
      select(key, ignoringNil: false)
      guard _read.isKeyPresent else { continue }
      if _read.document.unsafelyUnwrapped.tape[_read.node].kind != .null { return }
      if nullKey == nil { nullKey = key }
    }
    if let nullKey, !ignoreNil {
      select(nullKey, ignoringNil: false)
    } else {
      select(first, ignoringNil: ignoreNil)
      _read.isKeyPresent = false
    }
  }
}

extension Map {
  /// The key of `keys` that the throwing getters read: the first whose value is present and
  /// not null, else the first that is null, else the first.
  @usableFromInline
  func _firstPresentKey(_ keys: [String], nested: Bool?, delimiter: String) -> String {
    guard let first = keys.first else { return "" }
    guard mappingType == .fromJSON, keys.count > 1 else { return first }
    var nullKey: String?
    for key in keys {
      _select(key, nested: nested, delimiter: delimiter)
      guard _read.isKeyPresent else { continue }
      if _read.document.unsafelyUnwrapped.tape[_read.node].kind != .null { return key }
      if nullKey == nil { nullKey = key }
    }
    return nullKey ?? first
  }
}
