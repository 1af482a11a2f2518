/// Strict mode: problems are recorded instead of silently dropped. Every method here runs
/// only on a failure path, and only records when the mapping is strict.
extension Map {
  /// Records a problem about the selected key (or the value at `node`, at `path`).
  func _reportProblem(
    _ kind: MapError.Kind, _ reason: String, expected: Any.Type?, node: Int? = nil, path: String? = nil
  ) {
    guard let session = _session, session.isStrict else { return }
    var error = MapError(kind, key: currentKey, currentValue: nil, reason: reason)
    error.path = path ?? _path(of: currentKey ?? "")
    error.expected = expected
    error.expectedType = expected.map(_typeName) ?? "a JSON value"
    _setFound(&error, at: node ?? _reading.node)
    session.record(error)
  }

  /// Records that the selected value did not convert to `type` (strict mode), as a problem
  /// of `kind` (a null for a non-optional property as ``MapError/Kind-swift.enum/null``);
  /// absent keys and nulls for optional properties are not problems.
  @usableFromInline
  func _reportMismatch(_ type: Any.Type, optional: Bool, kind: MapError.Kind = .typeMismatch) {
    guard _isStrict, _reading.node >= 0 else { return }
    if _reading.reader.tape[_reading.node].kind == .null {
      if !optional { _reportProblem(.null, "Found unexpected nil value", expected: type) }
    } else if kind == .transformFailed {
      _reportProblem(kind, "The transform gave nil", expected: type)
    } else if kind == .unknownRawValue {
      _reportProblem(kind, "Unknown raw value", expected: type)
    } else {
      _reportProblem(kind, "Cannot cast to '\(_typeName(type))'", expected: type)
    }
  }

  /// Records that the selected number was refused: out of `type`'s range, or with a fraction
  /// for an integer type (strict mode).
  @usableFromInline
  func _reportRefusedNumber(_ type: Any.Type) {
    _reportProblem(.outOfRange, _JSONRead.refusal(of: _reading.node, as: type, _reading.reader), expected: type)
  }

  /// In strict mode, after a value at `node` was read as `T`: reports a Boolean read as a
  /// number or a number read as a Boolean. Inline, the type tests fold away where `T` is
  /// known, leaving one test of the value's kind on each read.
  @inlinable @inline(__always)
  func _checkBooleanNumber<T>(_ type: T.Type, at node: Int) {
    if T.self == String.self || T.self == String?.self { return }
    let kind = _reading.reader.tape[node].kind
    let readsBoolean = T.self == Bool.self || T.self == Bool?.self
    if readsBoolean ? kind.isNumber : (kind == .true || kind == .false) { _reportBooleanNumber(T.self, at: node) }
  }

  /// Records a Boolean read as a number (`true` as 1), or the number 0 or 1 read as a
  /// Boolean: ObjectMapper's rule, kept, but a conversion strict mode reports.
  @usableFromInline
  func _reportBooleanNumber<T>(_ type: T.Type, at node: Int) {
    let kind = _reading.reader.tape[node].kind
    let booleanAsNumber = (kind == .true || kind == .false) && T.self != Bool.self && T.self != Bool?.self
    let numberAsBoolean = kind.isNumber && (T.self == Bool.self || T.self == Bool?.self)
    guard booleanAsNumber || numberAsBoolean else { return }
    _reportProblem(
      .typeMismatch,
      booleanAsNumber
        ? "A Boolean read as a number (ObjectMapper's rule: true is 1)"
        : "A number read as a Boolean (ObjectMapper's rule: 1 is true)", expected: T.self, node: node)
  }

  /// Records that a set of `type` was not read: it cannot be built here (strict mode; see
  /// `_MapValues.canHash(_:)`).
  @usableFromInline
  func _reportUnhashable(_ type: Any.Type) {
    _reportProblem(.noJSONForm, _MapValues.cannotHash(type), expected: type)
  }

  /// Records an element of the selected collection that was dropped (strict mode).
  @usableFromInline
  func _reportDroppedElement(
    _ kind: MapError.Kind, _ node: Int, index: Int?, member: String?, expected: Any.Type, reason: String
  ) {
    guard _isStrict else { return }
    var suffix = ""
    if let index { suffix = "[\(index)]" }
    if let member { suffix = Map._memberSuffix(member) }
    _reportProblem(kind, reason, expected: expected, node: node, path: _path(of: currentKey ?? "") + suffix)
  }

  /// Records a value that was not written because it, or a value inside it, has no JSON
  /// form (strict mode).
  @usableFromInline
  func _reportUnwritable(_ type: Any.Type, in container: Any.Type? = nil) {
    guard let session = _session, session.isStrict else { return }
    var reason = "Cannot write: " + _MapValues.noJSONForm(type)
    if let container, ObjectIdentifier(container) != ObjectIdentifier(type) {
      reason += " (inside '\(_typeName(container))')"
    }
    var error = MapError(.notWritable, key: currentKey, currentValue: nil, reason: reason)
    error.path = _path(of: currentKey ?? "")
    error.expectedType = "a JSON value"
    error.found = _typeName(type)
    session.record(error)
  }

  /// Records an error thrown while creating a nested model (strict mode).
  @usableFromInline
  func _reportNested(_ error: Error) {
    guard let session = _session, session.isStrict else { return }
    session.record(error, path: _objectPath)
  }
}
