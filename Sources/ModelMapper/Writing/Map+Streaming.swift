import Foundation
import ModelMapperSupport

/// Streaming output: when a model is written as JSON text, its maps write members straight
/// into one byte buffer instead of building a tree and writing it afterwards.
///
/// Key paths stream too, into nested objects that their siblings share (see
/// Map+StreamGroups.swift). A map falls back to the tree for its own object when streaming
/// cannot express a write: a key written twice (the later write replaces the earlier one), a
/// key path through a key written as a value, or bracket indices. It then parses back what
/// it streamed so far, continues on the tree, and writes the tree when it finishes.
final class _JSONStream {
  @exclusivity(unchecked) var emitter: _JSONEmitter
  /// The first error (a non-finite number); the text is then discarded.
  @exclusivity(unchecked) var error: JSONWriteError?
  /// The buffer offsets of the keys of the open objects (each map's keys follow its
  /// parent's, and are removed when it finishes), to find a key written twice.
  @exclusivity(unchecked) var keyOffsets: [Int] = []
  /// How many maps fell back to a tree (tests check that key paths do not).
  @exclusivity(unchecked) var fallbacks = 0

  init(options: JSONWriter.Options) {
    emitter = _JSONEmitter(options: options, capacity: 1024)
    keyOffsets.reserveCapacity(64)
  }

  var count: Int { emitter.count }

  /// Writes a value, recording the first error; `path` (made only on an error) is the key
  /// path of the value in the whole output, which the error's own path (inside the value)
  /// extends.
  func write(_ value: JSONValue, depth: Int, at path: @autoclosure () -> String = "") {
    do {
      try emitter.write(value, depth: depth)
    } catch {
      if self.error == nil { self.error = error.prefixed(by: path()) }
    }
  }

  /// The text, or nil after an error.
  func finish() -> String? {
    error == nil ? emitter.makeString() : nil
  }

  /// The text as UTF-8 bytes, handed over without a copy or a check of its UTF-8 (the
  /// writer only writes valid UTF-8); nil after an error.
  func finishData() -> Data? {
    error == nil ? emitter.takeData() : nil
  }
}

extension Map {
  /// A map that streams a new object into `stream` at nesting `depth`; writes its `{`.
  /// `model` is the type of the model written, whose key shape the map follows (or records).
  convenience init(
    streamingInto stream: _JSONStream, depth: Int, context: _MapContextBox?, shouldIncludeNilValues: Bool,
    parent: Map?, location: _MapLocation?, session: _MapSession?, model: Any.Type
  ) {
    self.init(
      writingWith: context, shouldIncludeNilValues: shouldIncludeNilValues, parent: parent, location: location,
      session: session)
    _streaming.stream = stream
    _streaming.ref = Unmanaged.passUnretained(stream)
    _streaming.depth = depth
    _streaming.valueDepth = depth + 1
    _streaming.start = stream.count
    _streaming.keyBase = stream.keyOffsets.count
    stream.emitter.open(.object)
    // Extra escaping changes the quoted form.
    if !stream.emitter.escapesExtra {
      let type = ObjectIdentifier(model)
      if let known = _shapeCache.shape(of: type) {
        _write.shape = known.map(Unmanaged.passUnretained)
      } else {
        _write.shapeType = type
        _write.recordedKeys = []
      }
    }
  }

  /// The shapes of this map's models: converted keys have their own.
  var _shapeCache: _KeyShapeCache { _convertsKeys ? .snakeCased : .shared }

  /// Records a key selected while the model type has no shape yet (as selected, before any
  /// conversion).
  func _recordKey(_ key: String) {
    guard _write.recordedKeys.unsafelyUnwrapped.count < _KeyShapeCache.maxKeys else {
      _leaveShape()
      return
    }
    _write.recordedKeys!.append(key)
  }

  /// Stops following (or recording) the key shape: the map selected a key with options.
  func _leaveShape() {
    _endShape()
    _write.shapeKeyIndex = -1
    if let type = _write.shapeType {
      _shapeCache.record(nil, of: type)
      _write.shapeType = nil
      _write.recordedKeys = nil
    }
  }

  /// Stops following the shape. Members written through the shape are not recorded one by
  /// one (in `_write.writtenKeys` and the stream's key offsets); the keys it matched so far are
  /// recorded now, for the duplicate check of the keys that follow: their signatures, and the
  /// shape itself for `_hasStreamed(_:in:)`. A key matched but not written (a nil optional)
  /// may then count as written, which costs only a fallback to the tree.
  func _endShape() {
    guard let shape = _write.shape else { return }
    shape._withUnsafeGuaranteedRef { shape in
      for position in 0..<min(_write.shapeCursor, shape.count) {
        _write.writtenKeys.formUnion(shape.signatures[position])
      }
    }
    _write.leftShape = shape
    _write.shape = nil
  }

  /// Whether this map writes into a stream (and has not fallen back to its tree).
  @usableFromInline
  var _isStreaming: Bool { _streaming.ref != nil && !_streaming.fellBack }

  /// Starts a streamed member under the selected key: writes the separator, the key and the
  /// colon. Returns false (having fallen back to the tree) when the key is a key path, has a
  /// bracket index or was written before; the caller then writes to the tree.
  @usableFromInline
  func _beginStreamedMember() -> Bool {
    if _write.shapeKeyIndex >= 0, let shape = _write.shape, let streamRef = _streaming.ref, !_streaming.fellBack {
      return _beginShapedMember(shape, streamRef)
    }
    guard let streamRef = _streaming.ref, !_streaming.fellBack else { return false }
    if _streaming.elements >= 0 {
      // An element of the array a transform writes: `[` or `,`, no key.
      streamRef._withUnsafeGuaranteedRef {
        $0.emitter.separate(element: Int(_streaming.elements), opening: .array, depth: _streaming.valueDepth)
      }
      // Only whether an element came before matters past the first: the count stops short
      // of overflowing.
      if _streaming.elements < .max { _streaming.elements += 1 }
      return true
    }
    if keyIsNested, case .shapeKey(let position) = _key, !_hasCustomDelimiter,
      let shape = _write.shape ?? _write.leftShape
    {
      // A key path of the shape, split when the shape was made.
      return streamRef._withUnsafeGuaranteedRef { _beginGroupedMember(shapedAt: position, of: shape, in: $0) }
    }
    guard let key = currentKey else { return false }
    let signature = _write.keySignature ?? Self._signature(of: key)
    return streamRef._withUnsafeGuaranteedRef { stream in
      if keyIsNested && !signature.endsWithBracket { return _beginGroupedMember(key, in: stream) }
      if _streaming.hasGroupWork { _settleGroups(in: stream) }
      if keyIsNested || signature.endsWithBracket
        || (_write.writtenKeys.contains(signature) && _hasStreamed(key, in: stream))
      {
        _fallBackToTree()
        return false
      }
      _write.writtenKeys.formUnion(signature)
      _openMember(in: stream)
      stream.emitter.key(key)
      return true
    }
  }

  /// Writes what comes before a member's key (the separator, and a line break when pretty
  /// printing) and records where the key starts.
  func _openMember(in stream: _JSONStream) {
    stream.emitter.separate(element: _streaming.members, depth: _streaming.depth + 1)
    _streaming.members += 1
    stream.keyOffsets.append(stream.count)
  }

  /// Starts a streamed member whose key is the expected one of the shape: its prepared form
  /// is written as is. It cannot repeat a key: the keys written so far are earlier keys of
  /// the shape, which are all different. Nor is it recorded for later duplicate checks:
  /// `_endShape()` records the shape's keys if a later key leaves the shape.
  func _beginShapedMember(_ shapeRef: Unmanaged<_KeyShape>, _ streamRef: Unmanaged<_JSONStream>) -> Bool {
    let position = _write.shapeKeyIndex
    _write.shapeKeyIndex = -1
    return shapeRef._withUnsafeGuaranteedRef { shape in
      streamRef._withUnsafeGuaranteedRef { stream in
        if _streaming.hasGroupWork { _settleGroups(in: stream) }
        guard !stream.emitter.options.prettyPrinted else {
          _openMember(in: stream)
          let (key, length) = shape.quotedKey(position)
          stream.emitter.raw(key, count: length)
          stream.emitter.colon()
          return true
        }
        // Compact output: the separator, the quoted key and the colon in one run.
        let (key, length) = shape.quotedKey(position)
        stream.emitter.compactMember(quotedKey: key, count: length, separated: _streaming.members > 0)
        _streaming.members += 1
        return true
      }
    }
  }

  /// Runs `body` on the stream without retaining it (only while streaming).
  @inline(__always)
  func _withStream<Result>(_ body: (_JSONStream) -> Result) -> Result {
    _streaming.ref.unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
  }

  /// Whether this map already streamed `key` (a key that needs escapes counts as streamed,
  /// which only costs a fallback to the tree).
  func _hasStreamed(_ key: String, in stream: _JSONStream) -> Bool {
    if let shape = _write.leftShape {
      let matched = shape._withUnsafeGuaranteedRef { shape in
        (0..<min(_write.shapeCursor, shape.count)).contains { shape.keys[$0] == key }
      }
      if matched { return true }
    }
    return _withUTF8(key) { bytes in
      for position in _streaming.keyBase..<stream.keyOffsets.count
      where stream.emitter.wroteKey(bytes, at: stream.keyOffsets[position]) {
        return true
      }
      return bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 >= 0x80 }
    }
  }

  /// Streams a value under the selected key (or sets it on the tree after a fallback).
  func _streamValue(_ value: JSONValue) {
    if _beginStreamedMember() {
      _streaming.stream.unsafelyUnwrapped.write(value, depth: _streaming.valueDepth, at: _path(of: currentKey ?? ""))
    } else {
      _setOnTree(value)
    }
  }

  /// Streams a nested model under the selected key.
  @inlinable
  func _streamObject<T: BaseMappable>(_ object: T) {
    let location = _MapLocation.key(_locationKey)
    guard !T._hasMappingHooks, _beginStreamedMember() else {
      if let json = _objectJSON(object, at: location) { _writeValue(json) }
      return
    }
    _streamChild(object, at: location)
  }

  /// Streams a nested model as the next value of the stream: a member of this map's object
  /// (`inContainer` false) or an element of an array or dictionary member.
  @inlinable
  func _streamChild<T: BaseMappable>(_ object: T, at location: _MapLocation, inContainer: Bool = false) {
    guard _depth < _maxWriteDepth else {
      _noteTooDeep()
      _streamNull()
      return
    }
    let child = _childStreamer(location, depth: inContainer ? 2 : 1, model: type(of: object))
    var copy = object
    copy.mapping(map: child)
    child._finishStream()
  }

  /// The JSON of a model with ``MappingHooks`` (built as a tree so that `willWrite(_:map:)`
  /// can change it), or nil for a model without hooks, which is streamed, or one vetoed.
  @inlinable
  func _hookedElement<T: BaseMappable>(_ object: T, at location: _MapLocation) -> (hooked: Bool, json: JSONValue?) {
    guard T._hasMappingHooks else { return (false, nil) }
    return (true, _objectJSON(object, at: location))
  }

  /// Streams an array of models under the selected key.
  @inlinable
  func _streamObjectArray<T: BaseMappable, Objects: Sequence<T>>(_ objects: Objects) {
    guard _beginStreamedMember() else {
      _writeValue(_objectArrayJSON(objects))
      return
    }
    let key = _locationKey
    var written = 0
    for (index, object) in objects.enumerated() {
      let location = _MapLocation.element(key, index)
      let (hooked, json) = _hookedElement(object, at: location)
      if hooked {
        guard let json else { continue }
        _streamArraySeparator(written)
        _streamElement(json)
      } else {
        _streamArraySeparator(written)
        _streamChild(object, at: location, inContainer: true)
      }
      written += 1
    }
    _streamEndArray(written)
  }

  /// Streams a dictionary of models under the selected key.
  @inlinable
  func _streamObjectDictionary<T: BaseMappable>(_ objects: [String: T]) {
    guard _beginStreamedMember() else {
      _writeValue(_objectDictionaryJSON(objects))
      return
    }
    let key = _locationKey
    var written = 0
    for (member, object) in _sortedByKey(objects) {
      let location = _MapLocation.member(key, member)
      let (hooked, json) = _hookedElement(object, at: location)
      if hooked {
        guard let json else { continue }
        _streamMemberSeparator(written, member)
        _streamElement(json)
      } else {
        _streamMemberSeparator(written, member)
        _streamChild(object, at: location, inContainer: true)
      }
      written += 1
    }
    _streamEndObject(written)
  }

  /// Writes `{` before the first member, or `,` before the others, then the member's key.
  @usableFromInline
  func _streamMemberSeparator(_ index: Int, _ member: String) {
    let stream = _streaming.stream.unsafelyUnwrapped
    stream.emitter.separate(element: index, opening: .object, depth: _streaming.valueDepth + 1)
    stream.emitter.key(member)
  }

  /// Writes `}` (or `{}` for an empty object).
  @usableFromInline
  func _streamEndObject(_ count: Int) {
    _streaming.stream.unsafelyUnwrapped.emitter.close(
      .object, elements: count, depth: _streaming.valueDepth, opened: false)
  }

  /// Writes `null` as the next value.
  @usableFromInline
  func _streamNull() {
    _streaming.stream.unsafelyUnwrapped.emitter.null()
  }

  /// Writes `[` before the first element, or `,` before the others.
  @usableFromInline
  func _streamArraySeparator(_ index: Int) {
    _streaming.stream.unsafelyUnwrapped.emitter.separate(
      element: index, opening: .array, depth: _streaming.valueDepth + 1)
  }

  /// Writes a value as the next element of an array or dictionary being streamed.
  @usableFromInline
  func _streamElement(_ value: JSONValue) {
    _streaming.stream.unsafelyUnwrapped.write(value, depth: _streaming.valueDepth + 1, at: _path(of: currentKey ?? ""))
  }

  /// Makes the writes that follow elements of an array (the member it is the value of was
  /// begun), one level deeper, until ``_endStreamedElements()``.
  @usableFromInline
  func _beginStreamedElements() {
    _streaming.elements = 0
    _streaming.valueDepth += 1
  }

  /// Closes the array ``_beginStreamedElements()`` began; writes are members again.
  @usableFromInline
  func _endStreamedElements() {
    let count = Int(_streaming.elements)
    _streaming.elements = -1
    _streaming.valueDepth -= 1
    _streamEndArray(count)
  }

  /// Writes `]` (or `[]` for an empty array).
  @usableFromInline
  func _streamEndArray(_ count: Int) {
    _streaming.stream.unsafelyUnwrapped.emitter.close(
      .array, elements: count, depth: _streaming.valueDepth, opened: false)
  }

  /// A map that streams a nested object `depth` levels below this map's (the caller wrote
  /// what precedes it).
  @usableFromInline
  func _childStreamer(_ location: _MapLocation, depth: Int, model: Any.Type) -> Map {
    Map(
      streamingInto: _streaming.stream.unsafelyUnwrapped, depth: _streaming.valueDepth + depth - 1, context: _context,
      shouldIncludeNilValues: shouldIncludeNilValues, parent: self, location: location, session: _session,
      model: model)
  }

  /// Ends this map's object: writes `}`, or the tree it fell back to.
  @usableFromInline
  func _finishStream() {
    guard let stream = _streaming.stream else { return }
    if let type = _write.shapeType, let keys = _write.recordedKeys {
      _shapeCache.record(keys, of: type)
      _write.shapeType = nil
      _write.recordedKeys = nil
    }
    if _streaming.hasGroupWork { _settleGroups(in: stream) }
    stream.keyOffsets.removeSubrange(min(_streaming.keyBase, stream.keyOffsets.count)...)
    if _streaming.fellBack {
      stream.write(.object(_write.output), depth: _streaming.depth, at: _objectPath)
      return
    }
    stream.emitter.close(.object, elements: _streaming.members, depth: _streaming.depth)
  }

  /// Turns what this map streamed so far back into its tree, and writes to the tree from now
  /// on.
  func _fallBackToTree() {
    guard let stream = _streaming.stream, !_streaming.fellBack else { return }
    if _streaming.hasGroupWork { _settleGroups(in: stream) }
    _streaming.groups = []
    _streaming.groupNames = []
    _streaming.groupKeys = []
    stream.fallbacks += 1
    let start = _streaming.start
    var bytes = stream.emitter.bytes(from: start)
    bytes.append(UInt8(ascii: "}"))
    if let document = try? JSONDocument(parsing: bytes, options: .init(maxDepth: .max)),
      case .object(let object) = document.root.value
    {
      _write.output = object
    }
    stream.emitter.truncate(to: start)
    stream.keyOffsets.removeSubrange(min(_streaming.keyBase, stream.keyOffsets.count)...)
    _streaming.fellBack = true
  }
}

extension JSONWriteError {
  /// The error with its path put below `base` (the key path of the value written):
  /// `inner.score`, `list[1]`.
  func prefixed(by base: String) -> JSONWriteError {
    guard !base.isEmpty else { return self }
    let path = path.isEmpty ? base : (path.hasPrefix("[") ? base + path : base + "." + path)
    return JSONWriteError(kind: kind, path: path, message: message)
  }
}
