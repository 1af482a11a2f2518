import Foundation
import ModelMapperSupport

// Direct output: when a model is written as JSON text, its maps write members straight
// into one byte buffer instead of building a tree and writing it afterwards.
//
// Key paths are written directly too, into nested objects that their siblings share (see
// Map+KeyPathGroups.swift). A map falls back to the tree for its own object when writing directly
// cannot express a write: a key written twice (the later write replaces the earlier one), a
// key path through a key written as a value, or bracket indices. It then parses back what
// it wrote so far, continues on the tree, and writes the tree when it finishes.

extension Map {
  /// A map that writes a new object into `output` at nesting `depth`; writes its `{`.
  /// `model` is the type of the model written, whose key shape the map follows (or records).
  convenience init(
    writingInto output: _JSONOutput, depth: Int, context: _MapContextBox?, shouldIncludeNilValues: Bool,
    parent: Map?, location: _MapLocation?, session: _MapSession?, model: Any.Type
  ) {
    self.init(
      writingWith: context, shouldIncludeNilValues: shouldIncludeNilValues, parent: parent, location: location,
      session: session)
    _output.target = output
    _output.ref = Unmanaged.passUnretained(output)
    _output.depth = depth
    _output.valueDepth = depth + 1
    _output.start = output.count
    _output.keyBase = output.keyOffsets.count
    output.emitter.open(.object)
    // Extra escaping changes the quoted form.
    if !output.emitter.escapesExtra {
      let type = ObjectIdentifier(model)
      if let known = _shapeCache.shape(of: type) {
        _writing.shape = known.map(Unmanaged.passUnretained)
      } else {
        _writing.shapeType = type
        _writing.recordedKeys = []
      }
    }
  }

  /// The shapes of this map's models: converted keys have their own.
  var _shapeCache: _KeyShapeCache { _convertsKeys ? .snakeCased : .shared }

  /// Records a key selected while the model type has no shape yet (as selected, before any
  /// conversion).
  func _recordKey(_ key: String) {
    guard _writing.recordedKeys.unsafelyUnwrapped.count < _KeyShapeCache.maxKeys else {
      _leaveShape()
      return
    }
    _writing.recordedKeys!.append(key)
  }

  /// Stops following (or recording) the key shape: the map selected a key with options.
  func _leaveShape() {
    _endShape()
    _writing.shapeKeyIndex = -1
    if let type = _writing.shapeType {
      _shapeCache.record(nil, of: type)
      _writing.shapeType = nil
      _writing.recordedKeys = nil
    }
  }

  /// Stops following the shape. Members written through the shape are not recorded one by
  /// one (in `_writing.writtenKeys` and the output's key offsets); the keys it matched so far are
  /// recorded now, for the duplicate check of the keys that follow: their signatures, and the
  /// shape itself for `_hasWrittenOutput(_:in:)`. A key matched but not written (a nil optional)
  /// may then count as written, which costs only a fallback to the tree.
  func _endShape() {
    guard let shape = _writing.shape else { return }
    shape._withUnsafeGuaranteedRef { shape in
      for position in 0..<min(_writing.shapeCursor, shape.count) {
        _writing.writtenKeys.formUnion(shape.signatures[position])
      }
    }
    _writing.leftShape = shape
    _writing.shape = nil
  }

  /// Whether this map writes into an output buffer (and has not fallen back to its tree).
  @usableFromInline
  var _writesToOutput: Bool { _output.ref != nil && !_output.fellBack }

  /// Starts a member in the output under the selected key: writes the separator, the key and the
  /// colon. Returns false (having fallen back to the tree) when the key is a key path, has a
  /// bracket index or was written before; the caller then writes to the tree.
  @usableFromInline
  func _beginOutputMember() -> Bool {
    if _writing.shapeKeyIndex >= 0, let shape = _writing.shape, let outputRef = _output.ref, !_output.fellBack {
      return _beginShapedMember(shape, outputRef)
    }
    guard let outputRef = _output.ref, !_output.fellBack else { return false }
    if _output.elements >= 0 {
      // An element of the array a transform writes: `[` or `,`, no key.
      outputRef._withUnsafeGuaranteedRef {
        $0.emitter.separate(element: Int(_output.elements), opening: .array, depth: _output.valueDepth)
      }
      // Only whether an element came before matters past the first: the count stops short
      // of overflowing.
      if _output.elements < .max { _output.elements += 1 }
      return true
    }
    if keyIsNested, case .shapeKey(let position) = _key, !_hasCustomDelimiter,
      let shape = _writing.shape ?? _writing.leftShape
    {
      // A key path of the shape, split when the shape was made.
      return outputRef._withUnsafeGuaranteedRef { _beginGroupedMember(shapedAt: position, of: shape, in: $0) }
    }
    guard let key = currentKey else { return false }
    let signature = _writing.keySignature ?? Self._signature(of: key)
    return outputRef._withUnsafeGuaranteedRef { output in
      if keyIsNested && !signature.endsWithBracket { return _beginGroupedMember(key, in: output) }
      if _output.hasGroupWork { _settleGroups(in: output) }
      if keyIsNested || signature.endsWithBracket
        || (_writing.writtenKeys.contains(signature) && _hasWrittenOutput(key, in: output))
      {
        _fallBackToTree()
        return false
      }
      _writing.writtenKeys.formUnion(signature)
      _openMember(in: output)
      output.emitter.key(key)
      return true
    }
  }

  /// Writes what comes before a member's key (the separator, and a line break when pretty
  /// printing) and records where the key starts.
  func _openMember(in output: _JSONOutput) {
    output.emitter.separate(element: _output.members, depth: _output.depth + 1)
    _output.members += 1
    output.keyOffsets.append(output.count)
  }

  /// Starts a member in the output whose key is the expected one of the shape: its prepared form
  /// is written as is. It cannot repeat a key: the keys written so far are earlier keys of
  /// the shape, which are all different. Nor is it recorded for later duplicate checks:
  /// `_endShape()` records the shape's keys if a later key leaves the shape.
  func _beginShapedMember(_ shapeRef: Unmanaged<_KeyShape>, _ outputRef: Unmanaged<_JSONOutput>) -> Bool {
    let position = _writing.shapeKeyIndex
    _writing.shapeKeyIndex = -1
    return shapeRef._withUnsafeGuaranteedRef { shape in
      outputRef._withUnsafeGuaranteedRef { output in
        if _output.hasGroupWork { _settleGroups(in: output) }
        guard !output.emitter.options.prettyPrinted else {
          _openMember(in: output)
          let (key, length) = shape.quotedKey(position)
          output.emitter.raw(key, count: length)
          output.emitter.colon()
          return true
        }
        // Compact output: the separator, the quoted key and the colon in one run.
        let (key, length) = shape.quotedKey(position)
        output.emitter.compactMember(quotedKey: key, count: length, separated: _output.members > 0)
        _output.members += 1
        return true
      }
    }
  }

  /// Runs `body` on the output without retaining it (only while writing directly).
  @inline(__always)
  func _withOutput<Result>(_ body: (_JSONOutput) -> Result) -> Result {
    _output.ref.unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
  }

  /// Whether this map already wrote `key` (a key that needs escapes counts as written,
  /// which only costs a fallback to the tree).
  func _hasWrittenOutput(_ key: String, in output: _JSONOutput) -> Bool {
    if let shape = _writing.leftShape {
      let matched = shape._withUnsafeGuaranteedRef { shape in
        (0..<min(_writing.shapeCursor, shape.count)).contains { shape.keys[$0] == key }
      }
      if matched { return true }
    }
    return _withUTF8(key) { bytes in
      for position in _output.keyBase..<output.keyOffsets.count
      where output.emitter.wroteKey(bytes, at: output.keyOffsets[position]) {
        return true
      }
      return bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 >= 0x80 }
    }
  }

  /// Writes a value into the output under the selected key (or sets it on the tree after a fallback).
  func _outputValue(_ value: JSONValue) {
    if _beginOutputMember() {
      _output.target.unsafelyUnwrapped.write(value, depth: _output.valueDepth, at: _path(of: currentKey ?? ""))
    } else {
      _setOnTree(value)
    }
  }

  /// Writes `{` before the first member, or `,` before the others, then the member's key.
  @usableFromInline
  func _outputMemberSeparator(_ index: Int, _ member: String) {
    let output = _output.target.unsafelyUnwrapped
    output.emitter.separate(element: index, opening: .object, depth: _output.valueDepth + 1)
    output.emitter.key(member)
  }

  /// Writes `}` (or `{}` for an empty object).
  @usableFromInline
  func _outputEndObject(_ count: Int) {
    _output.target.unsafelyUnwrapped.emitter.close(
      .object, elements: count, depth: _output.valueDepth, opened: false)
  }

  /// Writes `null` as the next value.
  @usableFromInline
  func _outputNull() {
    _output.target.unsafelyUnwrapped.emitter.null()
  }

  /// Writes `[` before the first element, or `,` before the others.
  @usableFromInline
  func _outputArraySeparator(_ index: Int) {
    _output.target.unsafelyUnwrapped.emitter.separate(
      element: index, opening: .array, depth: _output.valueDepth + 1)
  }

  /// Writes a value as the next element of an array or dictionary being written.
  @usableFromInline
  func _outputElement(_ value: JSONValue) {
    _output.target.unsafelyUnwrapped.write(value, depth: _output.valueDepth + 1, at: _path(of: currentKey ?? ""))
  }

  /// Makes the writes that follow elements of an array (the member it is the value of was
  /// begun), one level deeper, until ``_endOutputElements()``.
  @usableFromInline
  func _beginOutputElements() {
    _output.elements = 0
    _output.valueDepth += 1
  }

  /// Closes the array ``_beginOutputElements()`` began; writes are members again.
  @usableFromInline
  func _endOutputElements() {
    let count = Int(_output.elements)
    _output.elements = -1
    _output.valueDepth -= 1
    _outputEndArray(count)
  }

  /// Writes `]` (or `[]` for an empty array).
  @usableFromInline
  func _outputEndArray(_ count: Int) {
    _output.target.unsafelyUnwrapped.emitter.close(
      .array, elements: count, depth: _output.valueDepth, opened: false)
  }

  /// A map that writes a nested object `depth` levels below this map's (the caller wrote
  /// what precedes it).
  @usableFromInline
  func _childWriter(_ location: _MapLocation, depth: Int, model: Any.Type) -> Map {
    Map(
      writingInto: _output.target.unsafelyUnwrapped, depth: _output.valueDepth + depth - 1, context: _context,
      shouldIncludeNilValues: shouldIncludeNilValues, parent: self, location: location, session: _session,
      model: model)
  }

  /// Ends this map's object: writes `}`, or the tree it fell back to.
  @usableFromInline
  func _finishOutput() {
    guard let output = _output.target else { return }
    if let type = _writing.shapeType, let keys = _writing.recordedKeys {
      _shapeCache.record(keys, of: type)
      _writing.shapeType = nil
      _writing.recordedKeys = nil
    }
    if _output.hasGroupWork { _settleGroups(in: output) }
    output.keyOffsets.removeSubrange(min(_output.keyBase, output.keyOffsets.count)...)
    if _output.fellBack {
      output.write(.object(_writing.output), depth: _output.depth, at: _objectPath)
      return
    }
    output.emitter.close(.object, elements: _output.members, depth: _output.depth)
  }

  /// Turns what this map wrote so far back into its tree, and writes to the tree from now
  /// on.
  func _fallBackToTree() {
    guard let output = _output.target, !_output.fellBack else { return }
    if _output.hasGroupWork { _settleGroups(in: output) }
    _output.groups = []
    _output.groupNames = []
    _output.groupKeys = []
    output.fallbacks += 1
    let start = _output.start
    var bytes = output.emitter.bytes(from: start)
    bytes.append(UInt8(ascii: "}"))
    if let document = try? JSONDocument(parsing: bytes, options: .init(maxDepth: .max)),
      case .object(let object) = document.root.value
    {
      _writing.output = object
    }
    output.emitter.truncate(to: start)
    output.keyOffsets.removeSubrange(min(_output.keyBase, output.keyOffsets.count)...)
    _output.fellBack = true
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
