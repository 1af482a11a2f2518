import Foundation

/// The cursor a type's `mapping(map:)` reads from or writes to.
///
/// Subscripting selects a key and returns the map itself, ready for `<-` or `>>>`:
///
/// ```swift
/// func mapping(map: Map) {
///   name     <- map["name"]                      // a key
///   city     <- map["address.city"]              // a key path through objects
///   friend   <- map["friends.0.name"]            // ... and array indices
///   version  <- map["app.version", nested: false] // a key that contains a dot
///   token    <- map["auth->token", delimiter: "->"]
///   nickname <- map["nickname", ignoreNil: true] // null counts as absent
/// }
/// ```
///
/// When reading, a map walks a parsed ``JSONDocument`` directly: no dictionaries are built
/// and no `Any` is boxed unless ``currentValue`` or ``JSON`` is read. When writing, it
/// collects an ordered ``JSONObject``. A map belongs to one mapping on one thread, so its
/// cursor properties skip the runtime's exclusivity checks.
///
/// The map handed to a nested model's `mapping(map:)` is reused for the next nested object
/// once that call returns, unless something still holds it strongly; a `weak` or `unowned`
/// reference kept past the call may see it reading another object.
public final class Map {
  /// Whether this mapping reads JSON (`.fromJSON`) or writes it (`.toJSON`).
  public let mappingType: MappingType
  /// Whether reading updates an existing object (nested objects are updated in place).
  public let toObject: Bool
  /// The context given to the ``Mapper``, passed to every nested object.
  @exclusivity(unchecked) public var context: MapContext? {
    didSet { _hasContext = context != nil }
  }
  /// Whether `context` is non-nil, tested without copying the existential.
  @exclusivity(unchecked) var _hasContext = false
  /// Whether writing emits `null` for nil optionals instead of omitting them.
  @exclusivity(unchecked) public var shouldIncludeNilValues: Bool
  /// Whether the key selected by the last subscript is in the JSON (a `null` value counts as
  /// present unless `ignoreNil` was set).
  @inlinable
  public var isKeyPresent: Bool {
    if _pendingKey { _resolvePendingKey() }
    return _isKeyPresent
  }
  @exclusivity(unchecked) @usableFromInline var _isKeyPresent = false
  /// Whether `map["key"]` only records the key, leaving the lookup to the first reader. Set
  /// for the `mapping(map:)` that runs after an immutable model's `init(map:)`, whose `>>>`
  /// lines select keys they never read.
  @exclusivity(unchecked) @usableFromInline var _defersLookups = false
  /// Whether the selected key is still to be looked up (see `_defersLookups`).
  @exclusivity(unchecked) @usableFromInline var _pendingKey = false
  /// The key selected by the last subscript.
  ///
  /// When reading found the key as the member after the last one read (the usual case), it
  /// is read back from the document's own key, which spells it byte for byte; when writing
  /// found it to be the expected key of the model's key shape, from the shape. Selecting a key
  /// then stores an index instead of retaining the key and releasing the one before it.
  public internal(set) var currentKey: String? {
    get {
      if _currentKeyIndex >= 0 { return _reader._string(at: _currentKeyIndex) }
      if _currentKeyIndex < -1 { return _shapeKey(at: -2 - _currentKeyIndex) }
      return _storedKey
    }
    set {
      _storedKey = newValue
      _currentKeyIndex = -1
    }
  }
  /// The key at `position` of the shape this map follows or followed.
  func _shapeKey(at position: Int) -> String? {
    (_shape ?? _leftShape)?._withUnsafeGuaranteedRef { $0.keys[position] }
  }
  /// The selected key as a location's key: the document's key when the lookup found it at
  /// the hint, so that reading a nested model makes no string for its location.
  @usableFromInline
  var _locationKey: _LocationKey {
    _currentKeyIndex >= 0 ? .document(_reader.owner, _currentKeyIndex) : .text(currentKey ?? "")
  }
  /// The location of a model at the selected key; nil when no key is selected.
  @usableFromInline
  var _selectedLocation: _MapLocation? {
    if _currentKeyIndex >= 0 { return .key(.document(_reader.owner, _currentKeyIndex)) }
    return currentKey.map { .key(.text($0)) }
  }
  /// The selected key, when `_currentKeyIndex` is -1.
  @exclusivity(unchecked) var _storedKey: String?
  /// Where the selected key is kept: at or above 0, the tape index of the document key that
  /// spells it; -1, in `_storedKey`; below -1, at position `-2 - _currentKeyIndex` of the key
  /// shape.
  @exclusivity(unchecked) var _currentKeyIndex = -1
  /// The delimiter of the key selected by the last subscript (default `"."`).
  @exclusivity(unchecked) public internal(set) var nestedKeyDelimiter = "."
  /// Whether the key selected by the last subscript is a key path.
  @exclusivity(unchecked) public internal(set) var keyIsNested = false
  /// Whether ``nestedKeyDelimiter`` was changed from `"."` by the last subscript.
  @exclusivity(unchecked) var _hasCustomDelimiter = false

  // Reading.
  @usableFromInline let _document: JSONDocument?
  /// The tape of `_document` as plain pointers (an empty document's when there is none), for
  /// the reads of the hot path: they cost no retain and release. `_document` keeps it alive.
  @usableFromInline let _reader: _TapeReader
  /// The tape index of this map's object in `_document`.
  @exclusivity(unchecked) @usableFromInline var _object: Int
  /// The key index to resume member lookups from.
  @exclusivity(unchecked) @usableFromInline var _hint = 0
  /// The tape index of the value selected by the last subscript, or -1.
  @inlinable
  var _node: Int {
    if _pendingKey { _resolvePendingKey() }
    return _nodeIndex
  }
  @exclusivity(unchecked) @usableFromInline var _nodeIndex = -1
  /// The dictionary the map was created with, returned as is by ``JSON``.
  var _providedJSON: [String: Any]?
  /// The first value that did not convert when a value at tape index `node` was last read
  /// through the value layer, for the error of a throwing getter.
  @exclusivity(unchecked) @usableFromInline var _valueFailure: (node: Int, error: MapError)?

  // Writing.
  @exclusivity(unchecked) @usableFromInline var _output = JSONObject()
  /// A 64-bit summary of the keys written so far, to skip most duplicate checks.
  @exclusivity(unchecked) @usableFromInline var _writtenKeys = _KeySignature()
  /// The signature of the key selected for writing (set by the default subscript).
  @exclusivity(unchecked) @usableFromInline var _keySignature: _KeySignature?

  // Streaming (see Map+Streaming.swift).
  @exclusivity(unchecked) var _stream: _JSONStream?
  /// `_stream` without a reference count, for the writes of the hot path (`_stream` keeps
  /// it alive).
  @exclusivity(unchecked) var _streamRef: Unmanaged<_JSONStream>?
  @exclusivity(unchecked) var _streamDepth = 0
  @exclusivity(unchecked) var _streamStart = 0
  @exclusivity(unchecked) var _streamMembers = 0
  @exclusivity(unchecked) var _streamFellBack = false
  @exclusivity(unchecked) var _streamKeyBase = 0
  /// The key shape this map follows while its keys are the expected ones (see
  /// KeyShape.swift), the position of the next expected key, and the position of the
  /// selected key in the shape (-1 when it was not the expected one).
  @exclusivity(unchecked) var _shape: Unmanaged<_KeyShape>?
  @exclusivity(unchecked) var _shapeCursor = 0
  /// The shape this map followed before a key left it, whose first `_shapeCursor` keys may
  /// have been written (shaped members are not recorded one by one; see `_endShape()`).
  @exclusivity(unchecked) var _leftShape: Unmanaged<_KeyShape>?
  @exclusivity(unchecked) var _shapeKeyIndex = -1
  /// While the model type has no shape yet: the type and the keys selected so far.
  @exclusivity(unchecked) var _shapeType: ObjectIdentifier?
  @exclusivity(unchecked) var _recordedKeys: [String]?

  // Where this map's object is, for error messages.
  /// How many objects enclose this map's object (0 for the top level).
  @usableFromInline let _depth: Int
  /// The options and problem log shared by the maps of one mapping (nil: ObjectMapper's
  /// defaults).
  let _session: _MapSession?
  /// Whether the mapping collects problems (strict mode), checked on failure paths.
  @usableFromInline let _isStrict: Bool
  /// Whether the mapping has options (a session), checked on failure paths.
  @usableFromInline let _hasOptions: Bool
  /// Whether keys are converted before lookup (``MappingOptions/snakeCaseKeys``).
  let _convertsKeys: Bool
  /// Whether this map reads JSON with keys as written (no key conversion): the condition of
  /// the hinted fast path of `map["key"]`.
  @usableFromInline let _readsKeysAsWritten: Bool
  @exclusivity(unchecked) var _parent: Map?
  @exclusivity(unchecked) var _location: _MapLocation?
  /// A child reader that finished its object, kept to read the next nested object (see
  /// ``_withChildReader(_:_:_:)``).
  @exclusivity(unchecked) var _spareChild: Map?

  /// Creates a map over a dictionary, as ObjectMapper did; the dictionary is read exactly as
  /// JSON text with the same content would be.
  ///
  /// ```swift
  /// let map = Map(mappingType: .fromJSON, JSON: ["id": 7])
  /// var id = 0
  /// id <- map["id"]
  /// ```
  ///
  /// - Parameters:
  ///   - mappingType: Whether the map reads JSON (`.fromJSON`) or writes it (`.toJSON`).
  ///   - JSON: A dictionary in Foundation form, as `JSONSerialization` gives it.
  ///   - toObject: Whether the map updates an existing object, so that absent keys leave its
  ///     properties alone.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  ///   - shouldIncludeNilValues: Whether nil optionals are written as `null` (default false: left
  ///     out).
  public init(
    mappingType: MappingType, JSON: [String: Any], toObject: Bool = false, context: MapContext? = nil,
    shouldIncludeNilValues: Bool = false
  ) {
    self.mappingType = mappingType
    self.toObject = toObject
    self.context = context
    _hasContext = context != nil
    self.shouldIncludeNilValues = shouldIncludeNilValues
    _parent = nil
    _depth = 0
    _session = nil
    _isStrict = false
    _hasOptions = false
    _convertsKeys = false
    _readsKeysAsWritten = mappingType == .fromJSON
    _location = nil
    _providedJSON = JSON
    switch mappingType {
    case .fromJSON:
      _document = _JSONBridge.document(fromObject: JSON)
      _reader = _TapeReader(_document ?? _emptyDocument)
      _object = _document == nil ? -1 : 0
      _hint = 1
    case .toJSON:
      _document = nil
      _reader = _TapeReader(_emptyDocument)
      _object = -1
      if !JSON.isEmpty, case .object(let object) = _JSONBridge.value(fromAny: JSON) ?? .null {
        _output = object
        for key in object.keys { _writtenKeys.formUnion(Self._signature(of: key)) }
      }
    }
  }

  /// A map that reads the object at tape index `object` of `document`.
  init(
    reading document: JSONDocument, object: Int, toObject: Bool, context: MapContext?,
    shouldIncludeNilValues: Bool, parent: Map?, location: _MapLocation?, session: _MapSession?
  ) {
    mappingType = .fromJSON
    self.toObject = toObject
    self.context = context
    _hasContext = context != nil
    self.shouldIncludeNilValues = shouldIncludeNilValues
    _document = document
    _reader = _TapeReader(document)
    _object = object
    // The first lookup usually asks for the first member.
    _hint = object + 1
    _parent = parent
    _depth = parent.map { $0._depth + 1 } ?? 0
    _session = session
    _isStrict = session?.isStrict ?? false
    _hasOptions = session != nil
    _convertsKeys = session?.options.contains(.snakeCaseKeys) ?? false
    _readsKeysAsWritten = !_convertsKeys
    _location = location
  }

  /// A map that writes a new object.
  init(
    writingWith context: MapContext?, shouldIncludeNilValues: Bool, parent: Map?, location: _MapLocation?,
    session: _MapSession?
  ) {
    mappingType = .toJSON
    toObject = false
    self.context = context
    _hasContext = context != nil
    self.shouldIncludeNilValues = shouldIncludeNilValues
    _document = nil
    _reader = _TapeReader(_emptyDocument)
    _object = -1
    _parent = parent
    _depth = parent.map { $0._depth + 1 } ?? 0
    _session = session
    _isStrict = session?.isStrict ?? false
    _hasOptions = session != nil
    _convertsKeys = session?.options.contains(.snakeCaseKeys) ?? false
    _readsKeysAsWritten = false
    _location = location
  }

  // MARK: Subscripts

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
  @usableFromInline
  func _selectOther(_ key: String) {
    if _convertsKeys {
      _selectConverted(_SnakeCaseKeys.shared.convert(key))
      return
    }
    _selectConverted(key)
  }

  /// The hot path of reading with keys as written: the key is usually the member at the
  /// hint. A small function of its own, so that the hinted comparison inlines into it.
  @usableFromInline
  func _selectForReading(_ key: String) {
    if !_hasCustomDelimiter {
      if _defersLookups {
        // `mapping(map:)` after an immutable model's `init(map:)`: look up only when read.
        currentKey = key
        _pendingKey = true
        return
      }
      if _object >= 0 {
        if !_lookUpAtHint(key) {
          currentKey = key
          _lookUpFromStart(key)
        }
        return
      }
    }
    _selectOther(key)
  }

  /// Selects a key as the JSON spells it.
  @inline(__always)
  func _selectConverted(_ key: String) {
    if _hasCustomDelimiter {
      nestedKeyDelimiter = "."
      _hasCustomDelimiter = false
    }
    guard mappingType == .fromJSON else {
      if let shape = _shape {
        let position = _shapeCursor
        let matched = shape._withUnsafeGuaranteedRef { shape in
          guard position < shape.count && shape.matches(key, at: position) else { return false }
          _keySignature = shape.signatures[position]
          return true
        }
        if matched {
          // The shape keeps the key (the same text): no retain of it here.
          _currentKeyIndex = -2 - position
          keyIsNested = false
          _shapeKeyIndex = position
          _shapeCursor = position + 1
          return
        }
        _endShape()
      }
      currentKey = key
      _shapeKeyIndex = -1
      let (hasDot, signature) = _withUTF8(key, _scanKey)
      keyIsNested = hasDot
      _keySignature = signature
      if _recordedKeys != nil { _recordKey(key) }
      return
    }
    currentKey = key
    if _defersLookups {
      _pendingKey = true
      return
    }
    _lookUp(key)
  }

  /// Looks up the key selected while lookups were deferred.
  @usableFromInline
  func _resolvePendingKey() {
    _pendingKey = false
    if let key = currentKey { _lookUp(key) }
  }

  /// Finds `key` (a key, or a dotted key path) in this map's object.
  func _lookUp(_ key: String) {
    guard _object >= 0 else {
      keyIsNested = _containsDot(key)
      _nodeIndex = -1
      _isKeyPresent = false
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
    let hinted = _reader._keyAtHint(of: _object, hint: _hint, length: utf8.count)
    guard hinted >= 0, utf8.withContiguousStorageIfAvailable({ _reader._keyBytesMatch(hinted, $0) }) == true
    else { return false }
    _hint = _reader._next(after: hinted + 1)
    _currentKeyIndex = hinted
    keyIsNested = false
    _nodeIndex = hinted + 1
    _isKeyPresent = true
    return true
  }

  /// Finds `key` when it is not the member at the hint: a search of the whole object, or a
  /// key path.
  func _lookUpFromStart(_ key: String) {
    let document = _document.unsafelyUnwrapped
    let (node, nested) = _withUTF8(key) { bytes -> (Int, Bool) in
      let raw = UnsafeRawBufferPointer(bytes)
      if _hasDot(bytes) {
        let dot: StaticString = "."
        let delimiter = UnsafeRawBufferPointer(start: dot.utf8Start, count: 1)
        return (_resolvePath(raw, delimiter: delimiter, in: document), true)
      }
      var hint = _hint
      let node = document._member(of: _object, key: raw, hint: &hint)
      _hint = hint
      if node < 0 && raw.contains(UInt8(ascii: "[")) {
        return (_resolveBracketKey(raw, in: document), false)
      }
      return (node, false)
    }
    keyIsNested = nested
    _nodeIndex = node
    _isKeyPresent = node >= 0
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
    let key = _convertsKeys ? _SnakeCaseKeys.shared.convert(key) : key
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
      _keySignature = nil
      _leaveShape()
      return
    }
    _pendingKey = false
    let (node, isNested) = _resolve(key, nested: nested, delimiter: delimiter)
    keyIsNested = isNested
    _nodeIndex = node
    _isKeyPresent = node >= 0
    if ignoreNil && node >= 0 && _reader.tape[node].kind == .null {
      _isKeyPresent = false
    }
  }

  // MARK: Values

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The JSON of this map's object as a dictionary (reading), or what has been written so
  /// far (writing). Built on demand; prefer the typed `<-` operators.
  public var JSON: [String: Any] {
    switch mappingType {
    case .fromJSON:
      if let provided = _providedJSON { return provided }
      guard let document = _document, _object >= 0 else { return [:] }
      return (_JSONBridge.any(document, _object) as? [String: Any]) ?? [:]
    case .toJSON:
      return _JSONBridge.dictionary(from: _output)
    }
  }

  /// The value of the selected key as Foundation-style `Any`: `String`, `NSNumber` (numbers
  /// and Booleans), `[Any]`, `[String: Any]`, or nil when the key is absent or `null`.
  public var currentValue: Any? {
    guard mappingType == .fromJSON, _node >= 0, let document = _document else { return nil }
    return _JSONBridge.any(document, _node, nullAsNil: true)
  }

  /// The selected value cast to `T`, as ObjectMapper's `value()`: a number converts to any
  /// numeric type that holds it exactly, and `Float` (also in arrays and dictionaries)
  /// accepts any number.
  ///
  /// ```swift
  /// let name: String? = map["name"].value()
  /// ```
  @inlinable
  public func value<T>() -> T? {
    _read(T.self)
  }
}

/// The reader of maps without a document.
let _emptyDocument = try! JSONDocument(parsing: "{}")

/// The deepest nesting of models written: deeper models (such as a reference cycle) are
/// written as `null`, and ``Mapper/toJSONString(_:prettyPrint:)`` gives nil.
@usableFromInline
let _maxWriteDepth = 512

/// Where a nested map's object sits in its parent, for key paths in errors.
@usableFromInline
enum _MapLocation {
  /// The object at a key (or key path) of the parent.
  case key(_LocationKey)
  /// Element `index` of the array at a key.
  case element(_LocationKey, Int)
  /// Element `[outer][inner]` of the array of arrays at a key.
  case nestedElement(_LocationKey, Int, Int)
  /// The value of `member` in the dictionary at a key.
  case member(_LocationKey, String)
  /// Element `index` of the array under `member` of the dictionary at a key.
  case memberElement(_LocationKey, String, Int)
  /// Element `index` of a top-level array.
  case rootElement(Int)
  /// The value of `member` of a top-level dictionary.
  case rootMember(String)
  /// A value nested in the collections at a key (`key[2].name[0]`).
  case path(_LocationKey, [_PathStep])
}

/// The key of a location: as the mapping code spelled it, or as the document's key that
/// spells it (made into a `String` only when an error path is built).
@usableFromInline
enum _LocationKey {
  /// A key as the mapping code gave it.
  case text(String)
  /// The key entry at a tape index of a document, which the location's map keeps alive.
  case document(Unmanaged<JSONDocument>, Int)

  /// The key's text.
  var name: String {
    switch self {
    case .text(let text): return text
    case .document(let document, let index): return _TapeReader(document.takeUnretainedValue())._string(at: index)
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
