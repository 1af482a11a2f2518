// Reading enums through their raw values (EnumOperators.generated.swift).

extension Map {
  /// The value at `node` as a `T` made from its raw value.
  @inlinable
  func _readRaw<T: RawRepresentable>(_ type: T.Type, at node: Int) -> T? {
    _readValue(T.RawValue.self, at: node).flatMap(T.init(rawValue:))
  }

  /// Why the value at `node` is not a `T`: a raw value of no case, or a value of another kind.
  @usableFromInline
  func _rawFailure<T: RawRepresentable>(_ type: T.Type, at node: Int) -> MapError.Kind {
    _readValue(T.RawValue.self, at: node) == nil ? .typeMismatch : .unknownRawValue
  }

  /// The selected array's elements as `T`s, unknown raw values dropped; nil when it is not
  /// an array.
  @inlinable
  func _readRawArray<T: RawRepresentable>(_ type: T.Type) -> [T]? {
    guard let elements = _elements(_node, objectsOnly: false) else {
      if _isStrict { _reportMismatch([T].self, optional: true) }
      return nil
    }
    var result: [T] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      if let value = _readRaw(T.self, at: element) {
        result.append(value)
      } else if _isStrict {
        _reportDroppedElement(
          _rawFailure(T.self, at: element), element, index: index, member: nil, expected: T.self,
          reason: "Unknown raw value")
      }
    }
    return result
  }

  /// The selected object's values as `T`s, unknown raw values dropped; nil when it is not
  /// an object.
  @inlinable
  func _readRawDictionary<T: RawRepresentable>(_ type: T.Type) -> [String: T]? {
    guard let members = _members(_node) else {
      if _isStrict { _reportMismatch([String: T].self, optional: true) }
      return nil
    }
    var result: [String: T] = [:]
    for member in members {
      if let value = _readRaw(T.self, at: member.node) {
        result[member.key] = value
      } else if _isStrict {
        _reportDroppedElement(
          _rawFailure(T.self, at: member.node), member.node, index: nil, member: member.key, expected: T.self,
          reason: "Unknown raw value")
      }
    }
    return result
  }
}
