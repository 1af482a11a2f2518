// The steps of a key path (`books[0].name`, `a.b.0`): parsed from a key, and used to set a
// value deep inside a tree being written.

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
