import Foundation
import ModelMapperSupport

/// Writing: values go into this map's ``JSONObject`` under the selected key. A key path
/// (`"a.b"`) builds nested objects and merges with siblings (`"a.c"`).
extension Map {
  /// Writes `value` under the selected key.
  ///
  /// A key written twice keeps the last value, except that `null` never replaces a value
  /// written before (two properties mapped to one key must not lose the non-nil one).
  @usableFromInline
  func _writeValue(_ value: JSONValue) {
    if _output.target != nil {
      if _output.fellBack {
        _setOnTree(value)
      } else {
        _outputValue(value)
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
    let endsWithBracket = (_writing.keySignature ?? Self._signature(of: key)).endsWithBracket
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
        var child = _writing.output[head]?.object ?? JSONObject()
        Self._set(value, at: parts, in: &child)
        _set(head, .object(child), merging: true)
      }
      return
    }
    _set(key, value, signature: _writing.keySignature)
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
    var child = _writing.output[head] ?? .null
    _PathStep.set(value, at: steps.dropFirst(), in: &child)
    _set(head, child, merging: true)
    return true
  }

  /// Writes a string under the selected key (straight into the output, without building a ``JSONValue``).
  @usableFromInline
  func _writeString(_ string: String) {
    if _writesToOutput, _beginOutputMember() {
      _withOutput { $0.emitter.write(string: string) }
    } else {
      _writeValue(.string(string))
    }
  }

  /// Writes a string given as UTF-8 bytes under the selected key (straight into the output, without making a
  /// `String`).
  @usableFromInline
  func _writeString(bytes: UnsafeBufferPointer<UInt8>) {
    if _writesToOutput, _beginOutputMember() {
      _withOutput { $0.emitter.write(stringBytes: bytes) }
    } else {
      _writeValue(.string(String(decoding: bytes, as: UTF8.self)))
    }
  }

  /// Writes a string under the selected key from UTF-8 bytes that need no escaping in JSON
  /// (printable ASCII without `"` or `\`, such as a date formatted by hand): written as
  /// they are, between quotes.
  func _writeString(plain bytes: UnsafeBufferPointer<UInt8>) {
    if _writesToOutput, _beginOutputMember() {
      _withOutput { $0.emitter.write(plainStringBytes: bytes) }
    } else {
      _writeValue(.string(_stringOfKnownASCII(bytes)))
    }
  }

  /// Writes a string that `fill` writes (at most `capacity` bytes that need no escapes; it
  /// returns how many) under the selected key: straight into the output when writing directly.
  @inline(__always)
  func _writeString(plainCapacity capacity: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Int) {
    if _writesToOutput, _beginOutputMember() {
      _withOutput { $0.emitter.writePlainString(capacity: capacity, fill) }
    } else {
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { room in
        let base = room.baseAddress.unsafelyUnwrapped
        _writeValue(.string(_stringOfKnownASCII(UnsafeBufferPointer(start: base, count: fill(base)))))
      }
    }
  }

  /// Writes `date` under the selected key as a string in `formatting`'s format: formatted
  /// by hand straight into the output when covered.
  func _writeDate(_ date: Date, in formatting: _DateFormatting) {
    if _writesToOutput, _beginOutputMember() {
      _withOutput { $0.emitter.write(date, in: formatting) }
    } else {
      _writeValue(.string(formatting.string(from: date)))
    }
  }

  /// Writes an `Encodable` value under the selected key, encoded by the engine's Codable
  /// encoder with `JSONEncoder`'s default strategies; false (nothing written) when it does
  /// not encode. Into the output, its text is written once and copied in whole, so a value
  /// that fails leaves no key behind; into a tree, it is a ``JSONValue``.
  func _writeEncodable<T: Encodable>(_ value: T) -> Bool {
    if _writesToOutput {
      let options = _withOutput { $0.emitter.options }
      var text = _JSONEmitter(options: options, capacity: 256)
      guard (try? _encode(value, into: &text, depth: _output.valueDepth)) != nil else { return false }
      guard _beginOutputMember() else {
        guard let tree = try? JSONValueEncoder().encode(value) else { return false }
        _setOnTree(tree)
        return true
      }
      _withOutput { $0.emitter.append(text) }
      return true
    }
    guard let tree = try? JSONValueEncoder().encode(value) else { return false }
    _writeValue(tree)
    return true
  }

  /// Writes `date` under the selected key as a string through a formatter a user gave.
  func _writeDate(_ date: Date, through given: _GivenFormatter) {
    if _writesToOutput, _beginOutputMember() {
      _withOutput { $0.emitter.write(date, through: given) }
    } else {
      _writeValue(.string(given.string(from: date)))
    }
  }

  /// Writes an integer under the selected key.
  @usableFromInline
  func _writeInteger(_ value: Int64) {
    if _writesToOutput, _beginOutputMember() {
      _withOutput { $0.emitter.integer(value) }
    } else {
      _writeValue(.number(JSONNumber(value)))
    }
  }

  /// Writes `null` under the selected key when ``shouldIncludeNilValues`` is on.
  @usableFromInline
  func _writeNil() {
    // An array's elements drop nil (as `compactMap` does), whatever the option.
    if shouldIncludeNilValues && _output.elements < 0 { _writeValue(.null) }
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
    if _writing.writtenKeys.contains(signature), let position = _writing.output.index(forKey: key) {
      if case .null = value, !_writing.output._values[position].isNull { return }
      _writing.output._values[position] = value
      return
    }
    _writing.writtenKeys.formUnion(signature)
    _writing.output._appendUnchecked(key, value)
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
    if let output = _output.target, output.error == nil { output.error = error }
    if let session = _session, session.isStrict { session.record(error, path: _objectPath) }
  }

  /// A new map that writes a nested object of this one.
  @usableFromInline
  func _childWriter(_ location: _MapLocation?) -> Map {
    Map(
      writingWith: _context, shouldIncludeNilValues: shouldIncludeNilValues, parent: self, location: location,
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
    if T.usesMappingHooks, let hooked = copy as? any MappingHooks {
      return child._hookedJSON(hooked, child._writing.output)
    }
    return .object(child._writing.output)
  }
}
