import ModelMapperSupport

/// Reading and writing nested models and their collections, shared by the operators, the
/// throwing getters and ``Mapper``.
extension Map {
  /// Runs `body` with a map that reads the object at tape index `node`, nested in this one.
  ///
  /// Nested objects are read one after the other, so the map of one is reused for the next
  /// (an allocation, ~40 stored properties to set and release, per nested model saved): when
  /// `body` is done and nobody else holds the map, it is kept as this map's spare, without
  /// its reference to this map (no cycle), and set up afresh for the next object.
  @inlinable
  func _withChildReader<Result>(
    _ node: Int, _ location: _MapLocation?, _ body: (Map) throws -> Result
  ) rethrows -> Result {
    var child = _childReader(node, location)
    defer { _recycle(&child) }
    return try body(child)
  }

  /// A map that reads the object at tape index `node`, nested in this one: the spare one
  /// when there is one, else a new one.
  @usableFromInline
  func _childReader(_ node: Int, _ location: __owned _MapLocation?) -> Map {
    guard let spare = _reading.spareChild else {
      return Map(
        reading: _reading.document.unsafelyUnwrapped, object: node, toObject: toObject, context: _context,
        shouldIncludeNilValues: shouldIncludeNilValues, parent: self, location: location, session: _session)
    }
    _reading.spareChild = nil
    spare._prepareToRead(node, location, parent: self)
    return spare
  }

  /// Keeps `child` as the spare reader when nothing else holds it.
  @usableFromInline
  func _recycle(_ child: inout Map) {
    guard _reading.spareChild == nil, isKnownUniquelyReferenced(&child) else { return }
    child._parent = nil
    _reading.spareChild = child
  }

  /// Sets up a spare reader for the object at `node`: everything a mapping can change goes
  /// back to how a new child of `parent` starts.
  func _prepareToRead(_ node: Int, _ location: __owned _MapLocation?, parent: Map) {
    _context = parent._context
    shouldIncludeNilValues = parent.shouldIncludeNilValues
    _reading.object = node
    _location = location
    _parent = parent
    // The first lookup usually asks for the first member.
    _reading.hint = node + 1
    _reading.pathHead = -1
    _reading.node = -1
    _reading.isKeyPresent = false
    _reading.pendingKey = false
    _reading.pendingKeys = nil
    _reading.defersLookups = false
    _reading.snakeCaseShape = nil
    _reading.snakeCaseRecording = nil
    currentKey = nil
    keyIsNested = false
    if _hasCustomDelimiter {
      nestedKeyDelimiter = "."
      _hasCustomDelimiter = false
    }
    _writing.keySignature = nil
    if !_writing.output.isEmpty { _writing.output = JSONObject() }
    _writing.writtenKeys = _KeySignature()
  }

  /// Whether the value at `node` is a JSON object.
  @inlinable
  func _isObject(_ node: Int) -> Bool {
    node >= 0 && _reading.reader.tape[node].kind == .object
  }

  /// The kind of the value at `node`.
  @inlinable
  func _kind(_ node: Int) -> _TapeKind {
    _reading.reader.tape[node].kind
  }

  /// The tape indices of an array's elements, or nil when `node` is not an array or, with
  /// `objectsOnly`, when any element is not an object (ObjectMapper's `as? [[String: Any]]`).
  @usableFromInline
  func _elements(_ node: Int, objectsOnly: Bool) -> [Int]? {
    let reader = _reading.reader
    guard node >= 0, reader.tape[node].kind == .array else { return nil }
    let elements = reader._elementIndices(of: node)
    if objectsOnly && elements.contains(where: { reader.tape[$0].kind != .object }) {
      return nil
    }
    return elements
  }

  /// The members of an object as (key, value index), or nil when `node` is not an object
  /// or, with `valuesOfKind`, when any value is of another kind. Repeated keys: the last
  /// member wins.
  @usableFromInline
  func _members(_ node: Int, valuesOfKind kind: _TapeKind? = nil) -> [(key: String, node: Int)]? {
    guard node >= 0 else { return nil }
    let reader = _reading.reader
    let entry = reader.tape[node]
    guard entry.kind == .object else { return nil }
    var members: [(key: String, node: Int)] = []
    members.reserveCapacity(entry.count)
    var key = node + 1
    while key < entry.end {
      if let kind, reader.tape[key + 1].kind != kind { return nil }
      members.append((reader._string(at: key), key + 1))
      key = reader._next(after: key + 1)
    }
    if entry.flags & _TapeEntry.flagDuplicateKeys != 0 {
      var seen: [String: Int] = [:]
      for (position, member) in members.enumerated() { seen[member.key] = position }
      members = members.enumerated().filter { seen[$0.element.key] == $0.offset }.map(\.element)
    }
    return members
  }

  // MARK: Reading models

  /// Creates a model from the object at `node` (or updates `existing` in place when mapping
  /// onto an object); nil when the value is not an object or the model refuses it.
  @inlinable
  func _readObject<N: BaseMappable>(_ node: Int, existing: N? = nil, at location: _MapLocation?) -> N? {
    guard _isObject(node) else {
      if _isStrict { _reportMismatch(N.self, optional: true) }
      return nil
    }
    return _withChildReader(node, location) { child in
      if toObject, var object = existing {
        object.mapping(map: child)
        return object
      }
      return _instantiate(N.self, map: child)
    }
  }

  /// Models from the array at `node`, dropping those that do not map; nil when the value is
  /// not an array of objects.
  @inlinable
  func _readObjectArray<N: BaseMappable>(_ node: Int, key: _LocationKey, outer: Int? = nil) -> [N]? {
    guard let elements = _elements(node, objectsOnly: true) else {
      return _hasOptions ? _readObjectArrayWithOthers(node, key: key, outer: outer) : nil
    }
    var result: [N] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let location: _MapLocation = outer.map { .nestedElement(key, $0, index) } ?? .element(key, index)
      if let object: N = _withChildReader(element, location, { _instantiate(N.self, map: $0) }) {
        result.append(object)
      }
    }
    return result
  }

  /// ``_readObjectArray(_:key:outer:)`` for a value that is not an array of objects, when the
  /// mapping has options: strict mode names the first element that is not an object
  /// (`items[1]`), and ``MappingOptions/lossyCollections`` skips such elements (reporting each
  /// in strict mode) instead of failing the array.
  @usableFromInline
  func _readObjectArrayWithOthers<N: BaseMappable>(_ node: Int, key: _LocationKey, outer: Int?) -> [N]? {
    guard let elements = _elements(node, objectsOnly: false) else {
      if _isStrict { _reportMismatch([N].self, optional: true) }
      return nil
    }
    let lossy = _session?.options.contains(.lossyCollections) ?? false
    var result: [N] = []
    for (index, element) in elements.enumerated() {
      guard _reading.reader.tape[element].kind == .object else {
        let position = outer.map { "[\($0)][\(index)]" } ?? "[\(index)]"
        _reportProblem(
          .typeMismatch, "Cannot map to '\(_typeName(N.self))': the element is not an object", expected: N.self,
          node: element, path: _path(of: key.name) + position)
        if lossy { continue }
        return nil
      }
      let location: _MapLocation = outer.map { .nestedElement(key, $0, index) } ?? .element(key, index)
      if let object: N = _withChildReader(element, location, { _instantiate(N.self, map: $0) }) {
        result.append(object)
      }
    }
    return result
  }

  /// Models from the object at `node`, one per member, dropping those that do not map;
  /// nil when the value is not an object of objects. With `existing` (mapping onto objects),
  /// members already there are updated in place.
  @inlinable
  func _readObjectDictionary<N: BaseMappable>(_ node: Int, key: _LocationKey, existing: [String: N]? = nil)
    -> [String: N]?
  {
    guard let members = _members(node, valuesOfKind: .object) else {
      if _isStrict { _reportMismatch([String: N].self, optional: true) }
      return nil
    }
    var result = existing ?? [:]
    for member in members {
      _withChildReader(member.node, .member(key, member.key)) { child in
        if existing != nil, var object = result[member.key] {
          object.mapping(map: child)
          result[member.key] = object
        } else if let object: N = _instantiate(N.self, map: child) {
          result[member.key] = object
        }
      }
    }
    return result
  }

  /// Arrays of models from the object of arrays at `node`; nil when the value is not an
  /// object of arrays of objects.
  @inlinable
  func _readObjectDictionaryOfArrays<N: BaseMappable>(_ node: Int, key: _LocationKey) -> [String: [N]]? {
    guard let members = _members(node, valuesOfKind: .array) else { return nil }
    var result: [String: [N]] = [:]
    for member in members {
      guard let elements = _elements(member.node, objectsOnly: true) else { return nil }
      var objects: [N] = []
      for (index, element) in elements.enumerated() {
        let location = _MapLocation.memberElement(key, member.key, index)
        if let object: N = _withChildReader(element, location, { _instantiate(N.self, map: $0) }) {
          objects.append(object)
        }
      }
      result[member.key] = objects
    }
    return result
  }

  /// Arrays of models from the array of arrays at `node`; nil when the value is not an
  /// array of arrays of objects.
  @inlinable
  func _readObjectArrayOfArrays<N: BaseMappable>(_ node: Int, key: _LocationKey) -> [[N]]? {
    guard let rows = _elements(node, objectsOnly: false) else { return nil }
    var result: [[N]] = []
    result.reserveCapacity(rows.count)
    for (outer, row) in rows.enumerated() {
      guard let objects: [N] = _readObjectArray(row, key: key, outer: outer) else { return nil }
      result.append(objects)
    }
    return result
  }

  // MARK: Writing models

  /// Writes a model under the selected key.
  @inlinable
  func _writeObject<N: BaseMappable>(_ object: N) {
    if _writesToOutput {
      _outputObject(object)
    } else {
      if let json = _objectJSON(object, at: _selectedLocation) { _writeValue(json) }
    }
  }

  /// Writes a dictionary of models under the selected key.
  @inlinable
  func _writeObjectDictionary<N: BaseMappable>(_ objects: [String: N]) {
    if _writesToOutput {
      _outputObjectDictionary(objects)
    } else {
      _writeValue(_objectDictionaryJSON(objects))
    }
  }

  /// Writes an array (or set) of models under the selected key.
  @inlinable
  func _writeObjectArray<N: BaseMappable, Objects: Sequence<N>>(_ objects: Objects) {
    if _writesToOutput {
      _outputObjectArray(objects)
    } else {
      _writeValue(_objectArrayJSON(objects))
    }
  }

  /// The JSON array of models.
  @inlinable
  func _objectArrayJSON<N: BaseMappable, Objects: Sequence<N>>(_ objects: Objects, outer: Int? = nil) -> JSONValue {
    let key = _locationKey
    var elements: [JSONValue] = []
    elements.reserveCapacity(objects.underestimatedCount)
    for (index, object) in objects.enumerated() {
      let location: _MapLocation = outer.map { .nestedElement(key, $0, index) } ?? .element(key, index)
      if let json = _objectJSON(object, at: location) { elements.append(json) }
    }
    return .array(elements)
  }

  /// The JSON object of a dictionary of models.
  @inlinable
  func _objectDictionaryJSON<N: BaseMappable>(_ objects: [String: N]) -> JSONValue {
    let key = _locationKey
    var result = JSONObject(minimumCapacity: objects.count)
    for (member, object) in _sortedByKey(objects) {
      if let json = _objectJSON(object, at: .member(key, member)) { result._appendUnchecked(member, json) }
    }
    return .object(result)
  }
}

/// Creates a model of type `N` from `map`: through `objectForMapping(map:)` for a
/// ``StaticMappable``, `init?(map:)` for a ``Mappable``, `init(map:)` for an
/// ``ImmutableMappable`` (an error gives nil, and is recorded in strict mode); then runs
/// `mapping(map:)`.
@inlinable
func _instantiate<N: BaseMappable>(_ type: N.Type, map: Map) -> N? {
  do {
    return try _instantiateOrThrow(type, map: map)
  } catch {
    if map._isStrict { map._reportNested(error) }
    return nil
  }
}

/// Creates a model of type `N` from `map`, throwing the error of an ``ImmutableMappable``'s
/// initializer, or a ``MapError`` when another kind of model refuses the JSON.
@inlinable
func _instantiateOrThrow<N: BaseMappable>(_ type: N.Type, map: Map) throws -> N {
  if N.usesMappingHooks, let hooks = N.self as? any MappingHooks.Type {
    return try map._instantiateWithHooks(N.self, hooks: hooks)
  }
  // With converted keys, the model follows (or records) its type's key shape.
  let followsShape = map._convertsKeys && map.mappingType == .fromJSON
  if followsShape { map._beginSnakeCaseRead(N.self) }
  var object = try N.instanceForMapping(map: map)
  object.mapping(map: map)
  if followsShape { map._endSnakeCaseRead() }
  return object
}

extension Map {
  /// The error for a model that refused its JSON.
  @usableFromInline
  func _refusal<N>(_ type: N.Type, _ why: String) -> MapError {
    var error = MapError(.refusedByModel, key: nil, currentValue: nil, reason: "Cannot map to '\(N.self)': \(why)")
    error.path = _objectPath
    error.expected = N.self
    error.expectedType = _typeName(N.self)
    if let document = _reading.document, _reading.object >= 0 { error.setFound(document, _reading.object) }
    return error
  }
}
