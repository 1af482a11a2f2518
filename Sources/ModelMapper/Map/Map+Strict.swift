/// Strict mode: problems are recorded instead of silently dropped. Every method here runs
/// only on a failure path, and only records when the mapping is strict.
extension Map {
  /// Records a problem about the selected key.
  func _reportProblem(_ reason: String, expected: String, found: String?, path: String? = nil) {
    guard let session = _session, session.isStrict else { return }
    var error = MapError(key: currentKey, currentValue: nil, reason: reason)
    error.path = path ?? _path(of: currentKey ?? "")
    error.expectedType = expected
    error.found = found ?? _foundDescription
    if found == nil, _nodeIndex >= 0, let document = _document {
      error.currentValue = _JSONBridge.any(document, _nodeIndex, nullAsNil: true)
    }
    session.problems.append(error)
  }

  /// Records that the selected value did not convert to `type` (strict mode); absent keys
  /// and nulls for optional properties are not problems.
  @usableFromInline
  func _reportMismatch(_ type: Any.Type, optional: Bool) {
    guard _isStrict, _nodeIndex >= 0, let document = _document else { return }
    if optional && document.tape[_nodeIndex].kind == .null { return }
    let reason =
      document.tape[_nodeIndex].kind == .null
      ? "Found unexpected nil value" : "Cannot cast to '\(_typeName(type))'"
    _reportProblem(reason, expected: _typeName(type), found: nil)
  }

  /// Records that the selected number was refused: out of `type`'s range, or with a fraction
  /// for an integer type (strict mode).
  @usableFromInline
  func _reportRefusedNumber(_ type: Any.Type) {
    _reportProblem(_JSONRead.refusal(of: _nodeIndex, as: type, _reader), expected: _typeName(type), found: nil)
  }

  /// Records an element of the selected collection that was dropped (strict mode).
  @usableFromInline
  func _reportDroppedElement(_ node: Int, index: Int?, member: String?, expected: Any.Type, reason: String) {
    guard _isStrict, let document = _document else { return }
    var suffix = ""
    if let index { suffix = "[\(index)]" }
    if let member { suffix = Map._memberSuffix(member) }
    _reportProblem(
      reason, expected: _typeName(expected), found: Map._describe(document, node),
      path: _path(of: currentKey ?? "") + suffix)
  }

  /// Records a value that was not written because it, or a value inside it, has no JSON
  /// form (strict mode).
  @usableFromInline
  func _reportUnwritable(_ type: Any.Type, in container: Any.Type? = nil) {
    var reason = "Cannot write a value of type '\(_typeName(type))': it has no JSON form"
    if let container, ObjectIdentifier(container) != ObjectIdentifier(type) {
      reason += " (inside '\(_typeName(container))')"
    }
    _reportProblem(
      reason + "; make it Mappable or RawRepresentable, or use a transform", expected: "a JSON value",
      found: _typeName(type))
  }

  /// Records an error thrown while creating a nested model (strict mode).
  @usableFromInline
  func _reportNested(_ error: Error) {
    guard let session = _session, session.isStrict else { return }
    session.record(error, path: _objectPath)
  }
}
