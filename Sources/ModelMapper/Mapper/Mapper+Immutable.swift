// swift-format-ignore-file: AlwaysUseLowerCamelCase
// ObjectMapper's argument labels (JSONString:, JSONObject:, JSON:, JSONArray:) are kept as
// they are, so ObjectMapper code compiles unchanged.

import Foundation

// Throwing calls for immutable models: errors carry the key path, the expected type and what
// was found; invalid JSON text carries the parse error's line and column.
extension Mapper where N: ImmutableMappable {
  /// A model from a dictionary, or the error that stopped it.
  ///
  /// ```swift
  /// let point = try Mapper<Point>().map(JSON: ["x": 1, "y": 2])
  /// ```
  public func map(JSON: [String: Any]) throws -> N {
    try mapOrThrow(JSONObject: JSON)
  }

  /// A model from JSON text, or the error that stopped it.
  public func map(JSONString: String) throws -> N {
    try mapOrThrow(JSONString: JSONString)
  }

  /// A model from a JSON object, or the error that stopped it.
  public func map(JSONObject: Any) throws -> N {
    try mapOrThrow(JSONObject: JSONObject)
  }

  /// Models from dictionaries; the first element that fails throws.
  public func mapArray(JSONArray: [[String: Any]]) throws -> [N] {
    try mapArray(JSONObject: JSONArray)
  }

  /// Models from JSON text holding an array; the first element that fails throws.
  public func mapArray(JSONString: String) throws -> [N] {
    try mapArrayOrThrow(try Self.parse(JSONString), 0)
  }

  /// Models from a JSON array; the first element that fails throws.
  public func mapArray(JSONObject: Any) throws -> [N] {
    guard let document = document(from: JSONObject) else {
      throw MapError(key: nil, currentValue: JSONObject, reason: "Cannot cast to '[[String: Any]]'")
    }
    return try mapArrayOrThrow(document, 0)
  }

  /// Models from JSON text holding an object of objects.
  public func mapDictionary(JSONString: String) throws -> [String: N] {
    try mapDictionaryOrThrow(try Self.parse(JSONString), 0)
  }

  /// Models from a dictionary of dictionaries.
  public func mapDictionary(JSONObject: Any?) throws -> [String: N] {
    guard let document = document(from: JSONObject) else {
      throw MapError(key: nil, currentValue: JSONObject, reason: "Cannot cast to '[String: [String: Any]]'")
    }
    return try mapDictionaryOrThrow(document, 0)
  }

  /// Models from a dictionary of dictionaries.
  public func mapDictionary(JSON: [String: [String: Any]]) throws -> [String: N] {
    try mapDictionary(JSONObject: JSON)
  }

  /// Arrays of models from a dictionary of arrays.
  public func mapDictionaryOfArrays(JSONObject: Any?) throws -> [String: [N]] {
    guard let document = document(from: JSONObject),
      let members = objectMembers(document, 0, valuesOfKind: .array)
    else {
      throw MapError(key: nil, currentValue: JSONObject, reason: "Cannot cast to '[String: [[String: Any]]]'")
    }
    var result: [String: [N]] = [:]
    for (key, node) in members {
      result[key] = try mapArrayOrThrow(document, node, key: key)
    }
    return result
  }

  /// Arrays of models from a dictionary of arrays.
  public func mapDictionaryOfArrays(JSON: [String: [[String: Any]]]) throws -> [String: [N]] {
    try mapDictionaryOfArrays(JSONObject: JSON)
  }

  /// Arrays of models from an array of arrays.
  public func mapArrayOfArrays(JSONObject: Any?) throws -> [[N]] {
    guard let document = document(from: JSONObject), document.tape[0].kind == .array else {
      throw MapError(key: nil, currentValue: JSONObject, reason: "Cannot cast to '[[[String: Any]]]'")
    }
    var result: [[N]] = []
    for row in document.root.elements {
      result.append(try mapArrayOrThrow(document, row.index))
    }
    return result
  }

  func mapArrayOrThrow(_ document: JSONDocument, _ index: Int, key: String? = nil) throws -> [N] {
    guard document.tape[index].kind == .array else {
      var error = MapError(key: key, currentValue: nil, reason: "Cannot cast to '[[String: Any]]'")
      error.expectedType = "[" + _typeName(N.self) + "]"
      error.found = Map._describe(document, index)
      error.path = key
      throw error
    }
    return try document._elementsIndices(index).enumerated().map { position, element in
      try mapOrThrow(
        document, element, location: key.map { .element($0, position) } ?? .rootElement(position))
    }
  }

  func mapDictionaryOrThrow(_ document: JSONDocument, _ index: Int) throws -> [String: N] {
    guard let members = objectMembers(document, index, valuesOfKind: .object) else {
      var error = MapError(key: nil, currentValue: nil, reason: "Cannot cast to '[String: [String: Any]]'")
      error.expectedType = "[String: " + _typeName(N.self) + "]"
      error.found = Map._describe(document, index)
      throw error
    }
    var result: [String: N] = [:]
    for (key, node) in members {
      result[key] = try mapOrThrow(document, node, location: .rootMember(key))
    }
    return result
  }
}

extension JSONDocument {
  /// The tape indices of the elements of the array at `index`.
  func _elementsIndices(_ index: Int) -> [Int] {
    let entry = tape[index]
    var elements: [Int] = []
    elements.reserveCapacity(entry.count)
    var child = index + 1
    while child < entry.end {
      elements.append(child)
      child = _next(after: child)
    }
    return elements
  }
}

extension ImmutableMappable {
  /// Creates a model from JSON text, throwing a ``MapError`` with the key path, expected
  /// type and found value (or the parse error's line and column).
  ///
  /// ```swift
  /// let point = try Point(JSONString: #"{"x": 1, "y": 2}"#)
  /// ```
  public init(JSONString: String, context: MapContext? = nil) throws {
    self = try Mapper<Self>(context: context).mapOrThrow(JSONString: JSONString)
  }

  /// Creates a model from a dictionary, mapped exactly as JSON text with the same content.
  public init(JSON: [String: Any], context: MapContext? = nil) throws {
    self = try Mapper<Self>(context: context).mapOrThrow(JSONObject: JSON)
  }

  /// Creates a model from a Foundation-style JSON object.
  public init(JSONObject: Any, context: MapContext? = nil) throws {
    self = try Mapper<Self>(context: context).mapOrThrow(JSONObject: JSONObject)
  }
}
