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
/// and no `Any` is boxed unless ``currentValue`` or ``JSON`` is read. When writing JSON text,
/// it writes each member straight into the output bytes (``BaseMappable/toJSONString(prettyPrint:)``);
/// for ``BaseMappable/toJSON()`` it collects an ordered ``JSONObject``. A map belongs to one
/// mapping on one thread, so its cursor properties skip the runtime's exclusivity checks.
///
/// The throwing getters of immutable models (`try map.value("id")`, and its forms with
/// `using:`, `default:` and fallback key lists) also take `file:`, `function:` and `line:`,
/// which default to the place of the call and are recorded in a thrown ``MapError``: leave
/// them out.
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
  public var context: MapContext? {
    get { _context?.value }
    set { _context = .boxing(newValue) }
  }
  /// The context, boxed for the maps of a mapping to share (see ``_MapContextBox``).
  @exclusivity(unchecked) var _context: _MapContextBox?
  /// Whether writing emits `null` for nil optionals instead of omitting them.
  @exclusivity(unchecked) public var shouldIncludeNilValues: Bool
  /// Whether the key selected by the last subscript is in the JSON (a `null` value counts as
  /// present unless `ignoreNil` was set).
  @inlinable
  public var isKeyPresent: Bool {
    if _reading.pendingKey { _resolvePendingKey() }
    return _reading.isKeyPresent
  }
  /// The key selected by the last subscript.
  ///
  /// When reading found the key as the member after the last one read (the usual case), it
  /// is read back from the document's own key, which spells it byte for byte; when writing
  /// found it to be the expected key of the model's key shape, from the shape: selecting a
  /// key then retains no string.
  public internal(set) var currentKey: String? {
    get {
      switch _key {
      case .none: return nil
      case .text: return _keyText
      case .documentKey(let index): return _reading.reader._string(at: index)
      case .shapeKey(let position): return _shapeKey(at: position)
      }
    }
    set {
      _keyText = newValue
      _key = newValue == nil ? .none : .text
    }
  }
  /// The key at `position` of the shape this map follows or followed.
  func _shapeKey(at position: Int) -> String? {
    (_writing.shape ?? _writing.leftShape)?._withUnsafeGuaranteedRef { $0.keys[position] }
  }
  /// The selected key as a location's key: the document's key when the lookup found it at
  /// the hint, so that reading a nested model makes no string for its location.
  @usableFromInline
  var _locationKey: _LocationKey {
    if case .documentKey(let index) = _key { return .document(_reading.reader.owner, index) }
    return .text(currentKey ?? "")
  }
  /// The location of a model at the selected key; nil when no key is selected.
  @usableFromInline
  var _selectedLocation: _MapLocation? {
    if case .documentKey(let index) = _key { return .key(.document(_reading.reader.owner, index)) }
    return currentKey.map { .key(.text($0)) }
  }
  /// The delimiter of the key selected by the last subscript (default `"."`).
  @exclusivity(unchecked) public internal(set) var nestedKeyDelimiter = "."
  /// Whether the key selected by the last subscript is a key path.
  @exclusivity(unchecked) public internal(set) var keyIsNested = false
  /// Whether ``nestedKeyDelimiter`` was changed from `"."` by the last subscript.
  @exclusivity(unchecked) var _hasCustomDelimiter = false

  // The parts (MapParts.swift).
  /// Where the selected key is kept.
  @exclusivity(unchecked) @usableFromInline var _key = _SelectedKey.none
  /// The text of a `.text` key (what is left here under other keys is not read).
  @exclusivity(unchecked) var _keyText: String?
  /// The reading part: the document and the selected value.
  @exclusivity(unchecked) @usableFromInline var _reading: _ReadCursor
  /// The writing part: the object written so far and the key shape.
  @exclusivity(unchecked) @usableFromInline var _writing = _WriteState()
  /// The direct output part.
  @exclusivity(unchecked) var _output = _OutputState()

  /// The tape index of the value selected by the last subscript, or -1; a deferred lookup is
  /// made first.
  @inlinable
  var _node: Int {
    if _reading.pendingKey { _resolvePendingKey() }
    return _reading.node
  }

  // The mapping this map is part of, and where its object is, for error messages.
  /// How many objects enclose this map's object (0 for the top level).
  @usableFromInline let _depth: Int
  /// The options and problem log shared by the maps of one mapping (nil: ObjectMapper's
  /// defaults).
  let _session: _MapSession?
  /// Whether the mapping collects problems (strict mode), checked on failure paths.
  @usableFromInline let _isStrict: Bool
  /// Whether the mapping has options (a session), checked on failure paths.
  @usableFromInline let _hasOptions: Bool
  /// Whether a read that failed is tried again by the lenient rules
  /// (``MappingOptions/lenientConversion``): other options leave such a read failed, with
  /// no call.
  @usableFromInline let _convertsLeniently: Bool
  /// Whether keys are converted before lookup (``MappingOptions/snakeCaseKeys``).
  @usableFromInline let _convertsKeys: Bool
  /// Whether this map reads JSON with keys as written (no key conversion): the condition of
  /// the hinted fast path of `map["key"]`.
  @usableFromInline let _readsKeysAsWritten: Bool
  @exclusivity(unchecked) var _parent: Map?
  @exclusivity(unchecked) var _location: _MapLocation?
  /// The dictionary ``JSON`` last built, with where it came from (see ``_JSONOrigin``).
  @exclusivity(unchecked) var _origin: _JSONOrigin?

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
  public convenience init(
    mappingType: MappingType, JSON: [String: Any], toObject: Bool = false, context: MapContext? = nil,
    shouldIncludeNilValues: Bool = false
  ) {
    let document = mappingType == .fromJSON ? _JSONBridge.document(fromObject: JSON) : nil
    self.init(
      mappingType, document: document, object: document == nil ? -1 : 0, toObject: toObject,
      context: .boxing(context),
      shouldIncludeNilValues: shouldIncludeNilValues, parent: nil, location: nil, session: nil)
    _reading.providedJSON = JSON
    if mappingType == .toJSON, !JSON.isEmpty, case .object(let object) = _JSONBridge.value(fromAny: JSON) ?? .null {
      _writing.output = object
      for key in object.keys { _writing.writtenKeys.formUnion(Self._signature(of: key)) }
    }
  }

  /// A map that reads the object at tape index `object` of `document`.
  convenience init(
    reading document: JSONDocument, object: Int, toObject: Bool, context: _MapContextBox?,
    shouldIncludeNilValues: Bool, parent: Map?, location: _MapLocation?, session: _MapSession?
  ) {
    self.init(
      .fromJSON, document: document, object: object, toObject: toObject, context: context,
      shouldIncludeNilValues: shouldIncludeNilValues, parent: parent, location: location, session: session)
  }

  /// A map that writes a new object.
  convenience init(
    writingWith context: _MapContextBox?, shouldIncludeNilValues: Bool, parent: Map?, location: _MapLocation?,
    session: _MapSession?
  ) {
    self.init(
      .toJSON, document: nil, object: -1, toObject: false, context: context,
      shouldIncludeNilValues: shouldIncludeNilValues, parent: parent, location: location, session: session)
  }

  /// The designated initializer: a map of `mappingType` over the object at tape index
  /// `object` of `document` (none when writing), in the mapping that `session` describes.
  init(
    _ mappingType: MappingType, document: JSONDocument?, object: Int, toObject: Bool, context: _MapContextBox?,
    shouldIncludeNilValues: Bool, parent: Map?, location: _MapLocation?, session: _MapSession?
  ) {
    self.mappingType = mappingType
    self.toObject = toObject
    _context = context
    self.shouldIncludeNilValues = shouldIncludeNilValues
    _reading = _ReadCursor(document: document, object: object)
    _parent = parent
    _depth = parent.map { $0._depth + 1 } ?? 0
    _session = session
    _isStrict = session?.isStrict ?? false
    _hasOptions = session != nil
    _convertsLeniently = session?.options.contains(.lenientConversion) ?? false
    _convertsKeys = session?.options.contains(.snakeCaseKeys) ?? false
    _readsKeysAsWritten = mappingType == .fromJSON && !_convertsKeys
    _location = location
  }

  // MARK: Values

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The JSON of this map's object as a dictionary (reading), or what has been written so
  /// far (writing). Built on demand; prefer the typed `<-` operators.
  ///
  /// The dictionary remembers where it came from: handed to `Mapper<T>().map(JSON:)` (or
  /// `map(JSONObject:)`) while this mapping runs, as class clusters do, it is mapped from the
  /// parsed document directly, as a nested model would be, rather than converted back.
  ///
  /// ```swift
  /// payload = Mapper<EventPayload>().map(JSON: map.JSON)
  /// ```
  public var JSON: [String: Any] {
    switch mappingType {
    case .fromJSON:
      if let provided = _reading.providedJSON { return provided }
      guard let document = _reading.document, _reading.object >= 0 else { return [:] }
      if let origin = _origin, origin.document === document, origin.node == _reading.object {
        return origin.dictionary
      }
      let dictionary = _JSONBridge.dictionary(document, _reading.object)
      let origin = _JSONOrigin(dictionary: dictionary, document: document, node: _reading.object)
      _origin = origin
      _JSONOrigin.register(origin)
      return dictionary
    case .toJSON:
      return _JSONBridge.dictionary(from: _writing.output)
    }
  }

  /// The value of the selected key as Foundation-style `Any`: `String`, `NSNumber` (numbers
  /// and Booleans), `[Any]`, `[String: Any]`, or nil when the key is absent or `null`.
  public var currentValue: Any? {
    guard mappingType == .fromJSON, _node >= 0, let document = _reading.document else { return nil }
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

  /// The selected value as an enum (any `RawRepresentable`), made from its raw value: the
  /// same value as the general `value()`, read the way `<-` reads an enum property.
  ///
  /// The idiom of class clusters, whose `objectForMapping(map:)` picks a subclass by a
  /// field: specialized for the enum, it finds the raw value's type and the initializer
  /// without run-time casts.
  ///
  /// ```swift
  /// enum Kind: String { case push = "PushEvent", fork = "ForkEvent" }
  /// let kind: Kind? = map["type"].value()
  /// ```
  @inlinable
  public func value<T: RawRepresentable>() -> T? {
    let node = _node
    if node >= 0, let value = _readRaw(T.self, at: node) {
      if _isStrict { _checkBooleanNumber(T.self, at: node) }
      return value
    }
    // Anything else (absent, null, an unknown raw value, a value for lenient conversion)
    // takes the general path, which records the failure for the throwing getters.
    return _read(T.self)
  }
}

/// The reader of maps without a document.
let _emptyDocument = try! JSONDocument(parsing: "{}")

/// The deepest nesting of models written: deeper models (such as a reference cycle) are
/// written as `null`, and ``Mapper/toJSONString(_:prettyPrint:)`` gives nil.
@usableFromInline
let _maxWriteDepth = 512
