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

  /// What the selected key holds, for ``MapError/found``.
  var _foundDescription: String {
    guard let document = _document, _node >= 0 else { return "nothing (the key is absent)" }
    return Self._describe(document, _node)
  }

  @usableFromInline
  static func _describe(_ document: JSONDocument, _ node: Int) -> String {
    let entry = document.tape[node]
    switch entry.kind {
    case .array: return "an array of \(entry.count) element\(entry.count == 1 ? "" : "s")"
    case .object: return "an object with \(entry.count) member\(entry.count == 1 ? "" : "s")"
    default: return _StoredValue.describe(document._value(at: node))
    }
  }

  /// A ``MapError`` about the selected key, with its path and what was found.
  @usableFromInline
  func _error(
    _ reason: String, expected: String, file: StaticString, function: StaticString, line: UInt
  ) -> MapError {
    var error = MapError(
      key: currentKey, currentValue: currentValue, reason: reason, file: file, function: function, line: line)
    error.path = _path(of: currentKey ?? "")
    error.expectedType = expected
    error.found = _foundDescription
    return error
  }
}
