import Foundation
import ModelMapperSupport

// Selecting a key: `map["key"]` and its options, and the lookup it makes when reading (the
// member at the hint, the whole object, a key path). Key paths are resolved in
// Map+Lookup.swift, fallback key lists in Map+FallbackKeys.swift.

extension Map {
  /// Selects `key`: a plain key, or a key path such as `"user.friends.0.name"` when it
  /// contains a dot.
  ///
  /// ```swift
  /// name <- map["name"]
  /// city <- map["address.city"]
  /// ```
  ///
  /// - Parameter key: The key, or a key path such as `"user.name"` or `"friends.0.name"`.
  @inlinable
  public subscript(key: String) -> Map {
    _select(key)
    return self
  }

  /// Selects `key` with options: whether it is a key path, its delimiter, and whether a
  /// `null` value counts as absent.
  ///
  /// - Parameters:
  ///   - key: The key or key path.
  ///   - nested: Whether `key` is a key path; nil (the default) means "when it contains the
  ///     delimiter".
  ///   - delimiter: The separator of key path parts (default `"."`).
  ///   - ignoreNil: Whether a `null` value counts as absent (default false).
  /// - Returns: The map itself, for `<-` and `>>>`.
  ///
  /// ```swift
  /// domain <- map["example.com", nested: false]
  /// token <- map["auth->token", delimiter: "->"]
  /// nickname <- map["nickname", ignoreNil: true]
  /// ```
  public subscript(key: String, nested nested: Bool? = nil, delimiter delimiter: String = ".",
    ignoreNil ignoreNil: Bool = false
  ) -> Map {
    _select(key, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
    return self
  }

  /// Selects a key with the default options (the hot path of `map["key"]`): reading with
  /// keys as written and everything else take separate small paths, chosen where the key is
  /// selected.
  @inlinable
  func _select(_ key: String) {
    if _readsKeysAsWritten { _selectForReading(key) } else { _selectOther(key) }
  }

  /// Selects a key off the hinted reading path: writing, converted keys, deferred lookups.
  /// A converted key that the model's shape expects is not converted again.
  @usableFromInline
  func _selectOther(_ key: String) {
    if _convertsKeys {
      if mappingType == .fromJSON && _selectFollowingReadShape(key) { return }
      _selectSnakeCased(key)
      return
    }
    _selectConverted(key, selected: key)
  }

  /// Selects `key` converted to snake_case (out of line: the plain path stays small).
  @inline(never)
  func _selectSnakeCased(_ key: String) {
    if mappingType == .fromJSON {
      _selectConverted(_snakeCasedForReading(key), selected: key)
      return
    }
    if _writing.shape != nil && _followShape(key) { return }
    _selectConverted(_SnakeCaseKeys.shared.convert(key), selected: key)
  }

  /// The hot path of reading with keys as written: the key is usually the member at the
  /// hint. A small function of its own, so that the hinted comparison inlines into it.
  @usableFromInline
  func _selectForReading(_ key: String) {
    if !_hasCustomDelimiter {
      if _reading.defersLookups {
        // `mapping(map:)` after an immutable model's `init(map:)`: look up only when read.
        currentKey = key
        _reading.pendingKey = true
        if _reading.pendingKeys != nil { _reading.pendingKeys = nil }
        return
      }
      if _reading.object >= 0 {
        if !_lookUpAtHint(key) {
          currentKey = key
          _lookUpFromStart(key)
        }
        return
      }
    }
    _selectOther(key)
  }

  /// Selects a key as the JSON spells it; `selected` is the key as `mapping(map:)` selected
  /// it (before conversion), which the model's key shape matches.
  @inline(__always)
  func _selectConverted(_ key: String, selected: String) {
    if _hasCustomDelimiter {
      nestedKeyDelimiter = "."
      _hasCustomDelimiter = false
    }
    guard mappingType == .fromJSON else {
      if _writing.shape != nil {
        if _followShape(selected) { return }
        _endShape()
      }
      currentKey = key
      _writing.shapeKeyIndex = -1
      let (hasDot, signature) = _withUTF8(key, _scanKey)
      keyIsNested = hasDot
      _writing.keySignature = signature
      if _writing.recordedKeys != nil { _recordKey(selected) }
      return
    }
    currentKey = key
    if _reading.defersLookups {
      _reading.pendingKey = true
      if _reading.pendingKeys != nil { _reading.pendingKeys = nil }
      return
    }
    _lookUp(key)
  }

  /// Selects the key the model's shape expects next when `selected` is that key; false
  /// otherwise (the shape is left to the caller).
  @inline(__always)
  func _followShape(_ selected: String) -> Bool {
    let shape = _writing.shape.unsafelyUnwrapped
    let position = _writing.shapeCursor
    let matched = shape._withUnsafeGuaranteedRef { shape in
      guard shape.matches(selected, at: position) else { return false }
      _writing.keySignature = shape.signatures[position]
      return true
    }
    guard matched else { return false }
    // The shape keeps the key (the same text): no retain of it here. A key path is written
    // through its groups, not with a prepared form.
    _key = .shapeKey(position)
    let isPath = shape._withUnsafeGuaranteedRef { $0.isPath[position] }
    keyIsNested = isPath
    _writing.shapeKeyIndex = isPath ? -1 : position
    _writing.shapeCursor = position + 1
    return true
  }

  /// Looks up the key selected while lookups were deferred.
  @usableFromInline
  func _resolvePendingKey() {
    _reading.pendingKey = false
    if let keys = _reading.pendingKeys {
      _reading.pendingKeys = nil
      _selectFirstInOrder(keys, nested: nil, delimiter: ".", ignoreNil: false, firstIsNull: false)
      return
    }
    if let key = currentKey { _lookUp(key) }
  }

  /// Finds `key` (a key, or a dotted key path) in this map's object.
  func _lookUp(_ key: String) {
    guard _reading.object >= 0 else {
      keyIsNested = _containsDot(key)
      _reading.node = -1
      _reading.isKeyPresent = false
      return
    }
    if _lookUpAtHint(key) { return }
    _lookUpFromStart(key)
  }

  /// Selects `key` when it is the plain key of the member at the hint (the member after the
  /// last one read); false otherwise. Lengths are compared first, and the bytes only for the
  /// likely match.
  @inline(__always)
  func _lookUpAtHint(_ key: String) -> Bool {
    let utf8 = key.utf8
    let hinted = _reading.reader._keyAtHint(of: _reading.object, hint: _reading.hint, length: utf8.count)
    guard hinted >= 0, utf8.withContiguousStorageIfAvailable({ _reading.reader._keyBytesMatch(hinted, $0) }) == true
    else { return false }
    _selectAtHint(hinted)
    return true
  }

  /// ``_lookUpAtHint(_:)`` for a key given as its UTF-8 (a key shape's converted key).
  @inline(__always)
  func _lookUpAtHint(_ key: UnsafePointer<UInt8>, length: Int) -> Bool {
    let hinted = _reading.reader._keyAtHint(of: _reading.object, hint: _reading.hint, length: length)
    guard hinted >= 0, _reading.reader._keyBytesMatch(hinted, UnsafeBufferPointer(start: key, count: length)) else {
      return false
    }
    _selectAtHint(hinted)
    return true
  }

  /// Selects the member whose key is at `hinted`, the hint, and moves the hint past it.
  @inline(__always)
  func _selectAtHint(_ hinted: Int) {
    _reading.hint = _reading.reader._next(after: hinted + 1)
    _key = .documentKey(hinted)
    keyIsNested = false
    _reading.node = hinted + 1
    _reading.isKeyPresent = true
  }

  /// Finds `key` when it is not the member at the hint: a search of the whole object, or a
  /// key path.
  func _lookUpFromStart(_ key: String) {
    let reader = _reading.reader
    let (node, nested) = _withUTF8(key) { bytes -> (Int, Bool) in
      let raw = UnsafeRawBufferPointer(bytes)
      if _hasDot(bytes) {
        let dot: StaticString = "."
        let delimiter = UnsafeRawBufferPointer(start: dot.utf8Start, count: 1)
        return (_resolvePath(raw, delimiter: delimiter, in: reader), true)
      }
      let node = _member(raw, in: reader, isLikelyAbsent: _reading.keyIsLikelyAbsent)
      if node < 0 && raw.contains(UInt8(ascii: "[")) {
        return (_resolveBracketKey(raw, in: reader), false)
      }
      return (node, false)
    }
    keyIsNested = nested
    _reading.node = node
    _reading.isKeyPresent = node >= 0
  }

  /// Selects a key for a throwing getter: the fast path unless options are given (inlined,
  /// so that the default options are decided where the getter is called).
  @inlinable
  func _select(_ key: String, nested: Bool?, delimiter: String) {
    if nested == nil && delimiter == "." {
      _select(key)
    } else {
      _select(key, nested: nested, delimiter: delimiter, ignoreNil: false)
    }
  }

  /// Records the selected key and, when reading, finds its value.
  @usableFromInline
  func _select(_ key: String, nested: Bool?, delimiter: String, ignoreNil: Bool) {
    let key =
      !_convertsKeys ? key : mappingType == .fromJSON ? _snakeCasedForReading(key) : _SnakeCaseKeys.shared.convert(key)
    currentKey = key
    if delimiter != "." {
      nestedKeyDelimiter = delimiter
      _hasCustomDelimiter = true
    } else if _hasCustomDelimiter {
      nestedKeyDelimiter = "."
      _hasCustomDelimiter = false
    }
    guard mappingType == .fromJSON else {
      keyIsNested = nested ?? (!delimiter.isEmpty && _contains(key, delimiter))
      _writing.keySignature = nil
      _leaveShape()
      return
    }
    _reading.pendingKey = false
    let (node, isNested) = _resolve(key, nested: nested, delimiter: delimiter)
    keyIsNested = isNested
    _reading.node = node
    _reading.isKeyPresent = node >= 0
    if ignoreNil && node >= 0 && _reading.reader.tape[node].kind == .null {
      _reading.isKeyPresent = false
    }
  }
}

/// True when `text` contains `part`.
@usableFromInline
func _contains(_ text: String, _ part: String) -> Bool {
  if part.utf8.count == 1, let byte = part.utf8.first {
    var text = text
    return text.withUTF8 { $0.contains(byte) }
  }
  return text.contains(part)
}

/// True when `key` contains a dot (the default key path delimiter).
@usableFromInline
func _containsDot(_ key: String) -> Bool {
  _withUTF8(key, _hasDot)
}
