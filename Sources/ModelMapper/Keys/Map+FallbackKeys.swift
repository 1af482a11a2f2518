import Foundation
import ModelMapperSupport

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
  @inlinable
  public subscript(
    keys: [String], nested nested: Bool? = nil, delimiter delimiter: String = ".", ignoreNil ignoreNil: Bool = false
  ) -> Map {
    // A small body around one call that takes the array: the caller's literal then stays a
    // constant the compiler emits once, statically, instead of an array allocated per call
    // (inlining the loop grew mappings of many lists past what the optimizer folds). The
    // call borrows the array, and may keep it (a deferred lookup): so the constant is
    // neither released after each call (owned, about 20 instructions a list) nor, as an
    // array the call is known not to keep, built on the stack and destroyed after each call
    // (`swift_arrayDestroy`, about 90).
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

  /// Selects the first key of `keys` with a value (reading) or the first key (writing); with
  /// the default options each key takes `map["key"]`'s path.
  @usableFromInline
  func _selectFirst(_ keys: __shared [String], nested: Bool?, delimiter: String, ignoreNil: Bool) {
    // The usual cases first, in a small body, with the default options: writing the first
    // key, or reading it where it is the member at the hint and has a value.
    if mappingType == .toJSON && nested == nil && !ignoreNil && !_reading.defersLookups && !keys.isEmpty
      && delimiter == "."
    {
      _selectOther(keys[0])
      return
    }
    var firstIsNull = false
    if nested == nil && _readsKeysAsWritten && !_reading.defersLookups && !_hasCustomDelimiter && _reading.object >= 0
      && keys.count > 1 && delimiter == "." && _lookUpAtHint(keys[0])
    {
      if _reading.reader.tape[_reading.node].kind != .null { return }
      // The first key's `null` stands when the object's key summary proves the others
      // absent (the usual case: an optional field the server sent as `null`).
      if _laterKeysAreAbsent(keys) { return }
      firstIsNull = true
    }
    if _reading.defersLookups && nested == nil && delimiter == "." && !ignoreNil && keys.count > 1 {
      _deferLookup(of: keys)
      return
    }
    _selectFirstInOrder(keys, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil, firstIsNull: firstIsNull)
  }

  /// Selects the first key of `keys` with a value, trying them in order (see
  /// ``_selectFirst(_:nested:delimiter:ignoreNil:)``); with `firstIsNull`, the first key is
  /// selected already, with a `null` value.
  @inline(never)
  func _selectFirstInOrder(_ keys: [String], nested: Bool?, delimiter: String, ignoreNil: Bool, firstIsNull: Bool) {
    let count = keys.count
    guard count > 1, mappingType == .fromJSON else {
      _selectOne(count > 0 ? keys[0] : "", nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
      return
    }
    let plain = nested == nil && delimiter == "." && !_reading.defersLookups
    var nullIndex = -1
    var index = 0
    // The first key's `null` is kept to fall back to.
    if firstIsNull {
      nullIndex = 0
      _saveSelection()
      index = 1
    }
    while index < count {
      if plain {
        // The first key is usually the one present: the object's key summary is asked
        // first for the others.
        _reading.keyIsLikelyAbsent = index > 0
        _select(keys[index])
        _reading.keyIsLikelyAbsent = false
      } else {
        _select(keys[index], nested: nested, delimiter: delimiter, ignoreNil: false)
      }
      if _reading.isKeyPresent {
        if _reading.reader.tape[_reading.node].kind != .null { return }
        if nullIndex < 0 {
          nullIndex = index
          _saveSelection()
        }
      }
      index += 1
    }
    _settleFirst(nullIndex: nullIndex, first: keys[0], nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
  }

  /// Whether the key summary of the selected object proves every key of `keys` after the
  /// first absent: each a plain key (no dot, no bracket), which a lookup would search for
  /// as it is.
  @inline(never)
  func _laterKeysAreAbsent(_ keys: [String]) -> Bool {
    let reader = _reading.reader
    let object = _reading.object
    for index in 1..<keys.count {
      let absent = _withUTF8(keys[index]) { bytes in
        guard reader._provesAbsent(UnsafeRawBufferPointer(bytes), in: object) else { return false }
        for byte in bytes where byte == UInt8(ascii: ".") || byte == UInt8(ascii: "[") { return false }
        return true
      }
      guard absent else { return false }
    }
    return true
  }

  /// Keeps `keys` to be looked up when the selection is read, as a single key is kept while
  /// lookups are deferred (the `>>>` lines of an immutable model's `mapping(map:)`, after
  /// its `init(map:)`, select keys they never read).
  func _deferLookup(of keys: [String]) {
    currentKey = keys[0]
    _reading.pendingKey = true
    _reading.pendingKeys = keys
  }

  /// Selects one key of a fallback list: with the default options through `map["key"]`'s
  /// path, else with the options.
  @usableFromInline
  func _selectOne(_ key: String, nested: Bool?, delimiter: String, ignoreNil: Bool) {
    if nested == nil && delimiter == "." && !_reading.defersLookups && !ignoreNil {
      _select(key)
    } else {
      _select(key, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
    }
  }

  /// Keeps the selection (the first key found `null`), to return to it without a lookup.
  @usableFromInline
  func _saveSelection() {
    _reading.saved = _SavedSelection(
      key: _key, keyText: _keyText, node: _reading.node, isKeyPresent: _reading.isKeyPresent, keyIsNested: keyIsNested)
  }

  /// Returns to the selection ``_saveSelection()`` kept.
  @usableFromInline
  func _restoreSelection() {
    guard let saved = _reading.saved else { return }
    _key = saved.key
    _keyText = saved.keyText
    _reading.node = saved.node
    _reading.isKeyPresent = saved.isKeyPresent
    keyIsNested = saved.keyIsNested
    _reading.saved = nil
  }
}

/// A key selection kept by a fallback list.
struct _SavedSelection {
  let key: _SelectedKey
  let keyText: String?
  let node: Int
  let isKeyPresent: Bool
  let keyIsNested: Bool
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
      guard _reading.isKeyPresent else { continue }
      if _reading.reader.tape[_reading.node].kind != .null { return key }
      if nullKey == nil { nullKey = key }
    }
    return nullKey ?? first
  }

  /// After no key held a value other than `null`: selects the first `null` found (unless
  /// `ignoreNil`), or the first key, as absent.
  @usableFromInline
  func _settleFirst(nullIndex: Int, first key: String, nested: Bool?, delimiter: String, ignoreNil: Bool) {
    if nullIndex >= 0 && !ignoreNil {
      _restoreSelection()
    } else {
      _selectOne(key, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
      _reading.isKeyPresent = false
    }
  }
}
