import Foundation

/// Writing: values go into this map's ``JSONObject`` under the selected key. A key path
/// (`"a.b"`) builds nested objects and merges with siblings (`"a.c"`).
extension Map {
  /// Writes `value` under the selected key.
  ///
  /// A key written twice keeps the last value, except that `null` never replaces a value
  /// written before (two properties mapped to one key must not lose the non-nil one).
  @usableFromInline
  func _writeValue(_ value: JSONValue) {
    if _streaming.stream != nil {
      if _streaming.fellBack {
        _setOnTree(value)
      } else {
        _streamValue(value)
      }
      return
    }
    _setOnTree(value)
  }

  /// Writes `value` under the selected key into this map's ``JSONObject``.
  func _setOnTree(_ value: JSONValue) {
    guard let key = currentKey else { return }
    let indexesArrays = _session?.options.contains(.writesArrayIndices) ?? false
    // A key without a dot has a bracket index only if it ends with "]" (checked when the key
    // was selected); a key path may have one in any part. Strict mode (which writes through
    // the tree) checks every key, to report malformed indices.
    let endsWithBracket = (_write.keySignature ?? Self._signature(of: key)).endsWithBracket
    let hasBracket = endsWithBracket || ((keyIsNested || _isStrict) && _contains(key, "["))
    if hasBracket || (indexesArrays && keyIsNested), _setIndexed(value, key: key, numericParts: indexesArrays) {
      return
    }
    if keyIsNested {
      var parts = key.components(separatedBy: nestedKeyDelimiter).filter { !$0.isEmpty }[...]
      guard !parts.isEmpty else { return }
      if parts.count == 1 {
        _set(parts[parts.startIndex], value, signature: nil)
      } else {
        let head = parts.removeFirst()
        var child = _write.output[head]?.object ?? JSONObject()
        Self._set(value, at: parts, in: &child)
        _set(head, .object(child), merging: true)
      }
      return
    }
    _set(key, value, signature: _write.keySignature)
  }

  /// Writes `value` at a key path with bracket indices (`books[0].name`), creating arrays
  /// padded with `null`; with `numericParts` (``MappingOptions/writesArrayIndices``) numeric
  /// parts (`books.0.name`) index arrays too.
  ///
  /// Returns false for a negative or malformed index, which the caller writes as a plain key
  /// (ObjectMapper's behaviour); strict mode reports it instead, and nothing is written.
  func _setIndexed(_ value: JSONValue, key: String, numericParts: Bool) -> Bool {
    guard
      let steps = _PathStep.parse(
        key, delimiter: keyIsNested ? nestedKeyDelimiter : "", numericParts: numericParts),
      case .key(let head) = steps.first
    else {
      guard _isStrict else { return false }
      _reportProblem(.notWritable, "Cannot write at '\(key)': a negative or malformed index", expected: nil, node: -1)
      return true
    }
    var child = _write.output[head] ?? .null
    _PathStep.set(value, at: steps.dropFirst(), in: &child)
    _set(head, child, merging: true)
    return true
  }

  /// Writes a string under the selected key (streamed without building a ``JSONValue``).
  @usableFromInline
  func _writeString(_ string: String) {
    if _isStreaming, _beginStreamedMember() {
      _withStream { $0.emitter.write(string: string) }
    } else {
      _writeValue(.string(string))
    }
  }

  /// Writes an integer under the selected key.
  @usableFromInline
  func _writeInteger(_ value: Int64) {
    if _isStreaming, _beginStreamedMember() {
      _withStream { $0.emitter.integer(value) }
    } else {
      _writeValue(.number(JSONNumber(value)))
    }
  }

  /// Writes `null` under the selected key when ``shouldIncludeNilValues`` is on.
  @usableFromInline
  func _writeNil() {
    if shouldIncludeNilValues { _writeValue(.null) }
  }

  /// Writes a value that may be nil: the value, or `null` under ``shouldIncludeNilValues``.
  @inlinable
  func _writeOptional(_ value: JSONValue?) {
    if let value {
      _writeValue(value)
    } else {
      _writeNil()
    }
  }

  /// Sets a top-level member, keeping member order and one member per key.
  @usableFromInline
  func _set(_ key: String, _ value: JSONValue, merging: Bool = false, signature known: _KeySignature? = nil) {
    let signature = known ?? Self._signature(of: key)
    if _write.writtenKeys.contains(signature), let position = _write.output.index(forKey: key) {
      if case .null = value, !_write.output._values[position].isNull { return }
      _write.output._values[position] = value
      return
    }
    _write.writtenKeys.formUnion(signature)
    _write.output._appendUnchecked(key, value)
  }

  static func _set(_ value: JSONValue, at parts: ArraySlice<String>, in object: inout JSONObject) {
    let head = parts[parts.startIndex]
    if parts.count == 1 {
      if case .null = value, let existing = object[head], !existing.isNull { return }
      object[head] = value
      return
    }
    var child = object[head]?.object ?? JSONObject()
    _set(value, at: parts.dropFirst(), in: &child)
    object[head] = .object(child)
  }

  /// The signature of a key, for the written-keys summary.
  @usableFromInline
  static func _signature(of key: String) -> _KeySignature {
    _withUTF8(key, _signatureBits)
  }

  /// Writes a value of any type that has a JSON form: strings, Booleans, numbers of every
  /// kind, dates, URLs, UUIDs, enums, models, Foundation objects, and optionals, arrays, sets
  /// and dictionaries of those at any depth (see MapValue.swift). A value without a JSON form
  /// (a custom type that is neither a model nor an enum) is not written, and strict mode
  /// reports it.
  @inlinable
  func _write<T>(_ value: T) {
    if T.self == String.self {
      _writeString(value as! String)
    } else if T.self == Int.self {
      _writeInteger(Int64(value as! Int))
    } else if T.self == Bool.self {
      _writeValue(.bool(value as! Bool))
    } else if T.self == Double.self {
      _writeValue(.number(JSONNumber(value as! Double)))
    } else if T.self == Int64.self {
      _writeInteger(value as! Int64)
    } else if T.self == UInt64.self {
      _writeValue(.number(JSONNumber(value as! UInt64)))
    } else if T.self == Int32.self {
      _writeValue(.number(JSONNumber(value as! Int32)))
    } else if T.self == UInt.self {
      _writeValue(.number(JSONNumber(value as! UInt)))
    } else if T.self == Float.self {
      _writeValue(.number(JSONNumber(value as! Float)))
    } else if T.self == [String].self {
      _writeValue(.array((value as! [String]).map(JSONValue.string)))
    } else if T.self == [Int].self {
      _writeValue(.array((value as! [Int]).map { .number(JSONNumber($0)) }))
    } else if T.self == [Double].self {
      _writeValue(.array((value as! [Double]).map { .number(JSONNumber($0)) }))
    } else if T.self == [Bool].self {
      _writeValue(.array((value as! [Bool]).map(JSONValue.bool)))
    } else if T.self == [String: String].self {
      _writeValue(.object(JSONObject(dictionary: value as! [String: String], JSONValue.string)))
    } else if T.self == [String: Int].self {
      _writeValue(.object(JSONObject(dictionary: value as! [String: Int]) { .number(JSONNumber($0)) }))
    } else if T.self == [String: Double].self {
      _writeValue(.object(JSONObject(dictionary: value as! [String: Double]) { .number(JSONNumber($0)) }))
    } else if T.self == [String: Bool].self {
      _writeValue(.object(JSONObject(dictionary: value as! [String: Bool], JSONValue.bool)))
    } else {
      _writeThroughValueLayer(value)
    }
  }

  /// Writes the elements of a set (its models, or a transform's results) as a JSON array
  /// sorted by the elements' JSON text, so that a set is always written the same way.
  @usableFromInline
  func _writeSet<Elements: Sequence>(_ elements: Elements) {
    var writing = _ValueWriting(map: self)
    if let json = _MapValues.setJSON(elements, &writing) {
      _writeValue(json)
    } else if _isStrict {
      _reportUnwritable(writing.unwritable ?? Elements.Element.self, in: Elements.self)
    }
  }

  /// Writes a value of a type without a fast path in `_write(_:)`, through the value layer.
  @usableFromInline
  func _writeThroughValueLayer<T>(_ value: T) {
    var writing = _ValueWriting(map: self)
    if let json = _MapValues.json(value, &writing) {
      _writeValue(json)
    } else if writing.vetoed {
      return
    } else if _isStrict {
      _reportUnwritable(writing.unwritable ?? T.self, in: T.self)
    }
  }

  /// Writes an optional value of any type: see ``_write(_:)``.
  @inlinable
  func _writeOptional<T>(_ value: T?) {
    if let value {
      _write(value)
    } else {
      _writeNil()
    }
  }

  /// Records that a model nested deeper than ``_maxWriteDepth`` was not written.
  @usableFromInline
  func _noteTooDeep() {
    let error = JSONWriteError(
      kind: .tooDeep, path: _objectPath,
      message: "models nested deeper than \(_maxWriteDepth) levels (a reference cycle?)")
    if let stream = _streaming.stream, stream.error == nil { stream.error = error }
    if let session = _session, session.isStrict { session.record(error, path: _objectPath) }
  }

  /// A new map that writes a nested object of this one.
  @usableFromInline
  func _childWriter(_ location: _MapLocation?) -> Map {
    Map(
      writingWith: context, shouldIncludeNilValues: shouldIncludeNilValues, parent: self, location: location,
      session: _session)
  }

  /// The JSON object of a model, written through its `mapping(map:)` and, for a model with
  /// ``MappingHooks``, its `willWrite(_:map:)`; nil when that vetoes it.
  @inlinable
  func _objectJSON<T: BaseMappable>(_ object: T, at location: _MapLocation?) -> JSONValue? {
    guard _depth < _maxWriteDepth else {
      _noteTooDeep()
      return .null
    }
    let child = _childWriter(location)
    var copy = object
    copy.mapping(map: child)
    if T._hasMappingHooks, let hooked = copy as? any MappingHooks {
      return child._hookedJSON(hooked, child._write.output)
    }
    return .object(child._write.output)
  }
}

/// A 128-bit summary of a set of keys: one bit per key, chosen by a hash of its bytes. Two
/// different keys rarely share a bit, so most writes skip the search for a duplicate.
@usableFromInline
struct _KeySignature {
  @usableFromInline var low: UInt64 = 0
  @usableFromInline var high: UInt64 = 0

  @inlinable
  init() {}

  @inlinable @inline(__always)
  init(bit: Int) {
    if bit < 64 { low = 1 << UInt64(bit) } else { high = 1 << UInt64(bit - 64) }
  }

  /// A signature that also records whether the key ends with `]`, in bit 63 of `high`
  /// (`bit` is at most 126, so that bit is never a key's).
  @inlinable @inline(__always)
  init(bit: Int, endsWithBracket: Bool) {
    self.init(bit: bit)
    high |= endsWithBracket ? 1 << 63 : 0
  }

  /// Whether the key ends with `]` (see ``init(bit:endsWithBracket:)``).
  @inlinable
  var endsWithBracket: Bool { high >> 63 != 0 }

  @inlinable
  func contains(_ other: _KeySignature) -> Bool {
    low & other.low != 0 || high & other.high != 0
  }

  @inlinable
  mutating func formUnion(_ other: _KeySignature) {
    low |= other.low
    high |= other.high
  }
}

/// The signature bit of a key's UTF-8 bytes (FNV-1a, folded to 7 bits).
@usableFromInline
func _signatureBits(of bytes: UnsafeBufferPointer<UInt8>) -> _KeySignature {
  _scanKey(bytes).signature
}

/// One pass over a key's bytes, eight at a time: whether it contains a dot, and its signature
/// (which also records whether the key ends with `]`: a bracket index, written through the
/// tree).
@usableFromInline
func _scanKey(_ bytes: UnsafeBufferPointer<UInt8>) -> (hasDot: Bool, signature: _KeySignature) {
  let count = bytes.count
  guard let base = bytes.baseAddress, count > 0 else { return (false, _KeySignature(bit: 0)) }
  let raw = UnsafeRawPointer(base)
  var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
  var dots: UInt64 = 0
  var position = 0
  while position + 8 <= count {
    let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
    hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
    let dotted = word ^ 0x2E2E_2E2E_2E2E_2E2E
    dots |= (dotted &- 0x0101_0101_0101_0101) & ~dotted & 0x8080_8080_8080_8080
    position += 8
  }
  // The rest in at most two loads that overlap bytes already seen (never past the end).
  var tail: UInt64 = 0
  if position < count {
    if count >= 8 {
      tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      tail =
        UInt64(raw.loadUnaligned(as: UInt32.self))
        | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
    } else if count >= 2 {
      tail =
        UInt64(raw.loadUnaligned(as: UInt16.self))
        | UInt64(raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)) << 16
    } else {
      tail = UInt64(base[0])
    }
    // Bytes not loaded are zero, which never look like a dot.
    let dotted = tail ^ 0x2E2E_2E2E_2E2E_2E2E
    dots |= (dotted &- 0x0101_0101_0101_0101) & ~dotted & 0x8080_8080_8080_8080
  }
  hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
  let bit = Int(truncatingIfNeeded: min(hash >> 57, 126))
  return (dots != 0, _KeySignature(bit: bit, endsWithBracket: base[count - 1] == 0x5D))
}

/// Whether a key's bytes contain a dot, eight bytes at a time.
@usableFromInline
func _hasDot(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let base = bytes.baseAddress else { return false }
  return _offset(of: UInt8(ascii: "."), in: base, count: bytes.count) < bytes.count
}

/// One step of a key path: a member of an object or an element of an array (when writing with
/// array indices, and from a key to a value nested in the collections at that key).
@usableFromInline
enum _PathStep: Equatable {
  case key(String)
  case index(Int)

  /// The steps of `key`: parts split at `delimiter` (none when empty), `[n]` suffixes as
  /// indices, and numeric parts as indices when `numericParts`. Nil when an index is negative
  /// or a bracket is malformed.
  static func parse(_ key: String, delimiter: String, numericParts: Bool) -> [_PathStep]? {
    var steps: [_PathStep] = []
    let parts = delimiter.isEmpty ? [key] : key.components(separatedBy: delimiter)
    for part in parts where !part.isEmpty {
      var name = Substring(part)
      var indices: [Int] = []
      if let open = part.firstIndex(of: "[") {
        name = part[..<open]
        var rest = part[open...]
        while !rest.isEmpty {
          guard rest.first == "[", let close = rest.firstIndex(of: "]"),
            let index = Int(rest[rest.index(after: rest.startIndex)..<close]), index >= 0
          else { return nil }
          indices.append(index)
          rest = rest[rest.index(after: close)...]
        }
      }
      if !name.isEmpty {
        if numericParts, !steps.isEmpty, let index = Int(name) {
          guard index >= 0 else { return nil }
          steps.append(.index(index))
        } else {
          steps.append(.key(String(name)))
        }
      } else if steps.isEmpty {
        return nil
      }
      steps += indices.map(_PathStep.index)
    }
    return steps.isEmpty ? nil : steps
  }

  /// Sets `value` at `steps` inside `container`, creating objects and null-padded arrays.
  static func set(_ value: JSONValue, at steps: ArraySlice<_PathStep>, in container: inout JSONValue) {
    guard let step = steps.first else {
      if case .null = value, !container.isNull { return }
      container = value
      return
    }
    switch step {
    case .key(let key):
      var object = container.object ?? JSONObject()
      var child = object[key] ?? .null
      set(value, at: steps.dropFirst(), in: &child)
      object[key] = child
      container = .object(object)
    case .index(let index):
      var array = container.array ?? []
      while array.count <= index { array.append(.null) }
      set(value, at: steps.dropFirst(), in: &array[index])
      container = .array(array)
    }
  }
}
