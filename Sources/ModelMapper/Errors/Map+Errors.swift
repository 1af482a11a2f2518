/// Key paths and descriptions of the selected value, for errors.
extension Map {
  /// The key path of this map's object from the top-level JSON: `statuses[3].user`.
  var _objectPath: String {
    var parts: [String] = []
    var map: Map? = self
    while let current = map {
      if let location = current._location { parts.append(Self._render(location)) }
      map = current._parent
    }
    var path = ""
    for part in parts.reversed() {
      if path.isEmpty || part.hasPrefix("[") {
        path += part
      } else {
        path += "." + part
      }
    }
    return path
  }

  /// The key path of `key` in this map's object.
  @usableFromInline
  func _path(of key: String) -> String {
    let base = _objectPath
    if base.isEmpty { return key }
    return key.isEmpty ? base : base + "." + key
  }

  static func _render(_ location: _MapLocation) -> String {
    switch location {
    case .key(let key): return key.name
    case .element(let key, let index): return "\(key.name)[\(index)]"
    case .nestedElement(let key, let outer, let inner): return "\(key.name)[\(outer)][\(inner)]"
    case .member(let key, let member): return "\(key.name)\(_memberSuffix(member))"
    case .memberElement(let key, let member, let index): return "\(key.name)\(_memberSuffix(member))[\(index)]"
    case .rootElement(let index): return "[\(index)]"
    case .rootMember(let member): return member
    case .path(let key, let steps): return key.name + _PathStep.render(steps)
    }
  }

  /// `.name`, or `["a.b"]` for member names that are not plain identifiers.
  @usableFromInline
  static func _memberSuffix(_ member: String) -> String {
    let plain =
      !member.isEmpty
      && member.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x2D
      }
    return plain ? "." + member : "[\(JSONValue.string(member))]"
  }

  /// Sets what `error` found to the value at `node`, or to nothing when `node` is -1.
  func _setFound(_ error: inout MapError, at node: Int) {
    guard let document = _reading.document, node >= 0 else {
      error.found = "nothing (the key is absent)"
      return
    }
    error.setFound(document, node)
    let isNull = _reading.reader.tape[node].kind == .null
    error._currentValue = isNull ? nil : .element(JSONElement(document: document, index: node))
  }

  /// A ``MapError`` about the selected key (or the value at tape index `value` inside it),
  /// with its path, the type expected and what was found. Its kind (and reason) is
  /// ``MapError/Kind-swift.enum/missingKey`` when the key is absent,
  /// ``MapError/Kind-swift.enum/null`` when its value is `null` (unless a transform refused
  /// it), else `kind`.
  @usableFromInline
  func _error(
    _ kind: MapError.Kind, _ reason: String, expected: Any.Type, at value: Int? = nil, file: StaticString,
    function: StaticString, line: UInt
  ) -> MapError {
    let node = value ?? _node
    var actual = kind
    var why = reason
    if node < 0 {
      actual = .missingKey
      why = "The key is absent"
    } else if _reading.reader.tape[node].kind == .null && kind != .transformFailed {
      actual = .null
      why = "Found unexpected nil value"
    }
    var error = MapError(
      actual, key: currentKey, currentValue: nil, reason: why, file: file, function: function, line: line)
    error.path = _path(of: currentKey ?? "")
    error.expected = expected
    error.expectedType = _typeName(expected)
    _setFound(&error, at: node)
    return error
  }
}
