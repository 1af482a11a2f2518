import ModelMapperSupport

// Writing dictionaries of arrays and arrays of arrays of models (ModelOperators.generated.swift).

extension Map {
  /// The JSON object of a dictionary of arrays of models.
  @inlinable
  func _objectDictionaryOfArraysJSON<N: BaseMappable>(_ objects: [String: [N]]) -> JSONValue {
    let key = _locationKey
    var result = JSONObject(minimumCapacity: objects.count)
    for (member, array) in _sortedByKey(objects) {
      var elements: [JSONValue] = []
      elements.reserveCapacity(array.count)
      for (index, object) in array.enumerated() {
        if let json = _objectJSON(object, at: .memberElement(key, member, index)) { elements.append(json) }
      }
      result._appendUnchecked(member, .array(elements))
    }
    return .object(result)
  }

  /// The JSON array of arrays of models.
  @inlinable
  func _objectArrayOfArraysJSON<N: BaseMappable>(_ rows: [[N]]) -> JSONValue {
    var result: [JSONValue] = []
    result.reserveCapacity(rows.count)
    for (outer, row) in rows.enumerated() {
      result.append(_objectArrayJSON(row, outer: outer))
    }
    return .array(result)
  }
}
