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
  ///
  /// - Parameter JSON: A dictionary in Foundation form, as `JSONSerialization` gives it.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func map(JSON: [String: Any]) throws -> N {
    try mapOrThrow(JSONObject: JSON)
  }

  /// A model from JSON text, or the error that stopped it.
  ///
  /// - Parameter JSONString: JSON text of an object.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func map(JSONString: String) throws -> N {
    try mapOrThrow(JSONString: JSONString)
  }

  /// A model from UTF-8 JSON bytes, or the error that stopped it.
  ///
  /// - Parameter JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  /// - Throws: ``MapError``: for invalid JSON or UTF-8, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func map(JSONData: some ContiguousBytes) throws -> N {
    try mapOrThrow(JSONData: JSONData)
  }

  /// Models from UTF-8 JSON bytes holding an array; the first element that fails throws.
  ///
  /// - Parameter JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  /// - Throws: ``MapError``: for invalid JSON or UTF-8, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapArray(JSONData: some ContiguousBytes) throws -> [N] {
    try mapArrayOrThrow(JSONData: JSONData)
  }

  /// A model from a JSON object, or the error that stopped it.
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func map(JSONObject: Any) throws -> N {
    try mapOrThrow(JSONObject: JSONObject)
  }

  /// Models from dictionaries; the first element that fails throws.
  ///
  /// - Parameter JSONArray: Dictionaries in Foundation form, one per model.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapArray(JSONArray: [[String: Any]]) throws -> [N] {
    try mapArray(JSONObject: JSONArray)
  }

  /// Models from JSON text holding an array; the first element that fails throws.
  ///
  /// - Parameter JSONString: JSON text of an array of objects.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapArray(JSONString: String) throws -> [N] {
    let document = try Self.parse(JSONString)
    return try collectingProblems { try mapArrayOrThrow(document, 0, session: $0) }
  }

  /// Models from a JSON array; the first element that fails throws.
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapArray(JSONObject: Any) throws -> [N] {
    guard let document = document(from: JSONObject) else {
      throw MapError(.typeMismatch, key: nil, currentValue: JSONObject, reason: "Cannot cast to '[[String: Any]]'")
    }
    return try collectingProblems { try mapArrayOrThrow(document, 0, session: $0) }
  }

  /// Models from JSON text holding an object of objects.
  ///
  /// - Parameter JSONString: JSON text of an object whose values are objects.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapDictionary(JSONString: String) throws -> [String: N] {
    let document = try Self.parse(JSONString)
    return try collectingProblems { try mapDictionaryOrThrow(document, 0, session: $0) }
  }

  /// Models from a dictionary of dictionaries.
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapDictionary(JSONObject: Any?) throws -> [String: N] {
    guard let document = document(from: JSONObject) else {
      throw MapError(
        .typeMismatch, key: nil, currentValue: JSONObject, reason: "Cannot cast to '[String: [String: Any]]'")
    }
    return try collectingProblems { try mapDictionaryOrThrow(document, 0, session: $0) }
  }

  /// Models from a dictionary of dictionaries.
  ///
  /// - Parameter JSON: A dictionary in Foundation form, as `JSONSerialization` gives it.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapDictionary(JSON: [String: [String: Any]]) throws -> [String: N] {
    try mapDictionary(JSONObject: JSON)
  }

  /// Arrays of models from a dictionary of arrays.
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapDictionaryOfArrays(JSONObject: Any?) throws -> [String: [N]] {
    guard let document = document(from: JSONObject),
      let members = objectMembers(document, 0, valuesOfKind: .array)
    else {
      throw MapError(
        .typeMismatch, key: nil, currentValue: JSONObject, reason: "Cannot cast to '[String: [[String: Any]]]'")
    }
    return try collectingProblems { session in
      var result: [String: [N]] = [:]
      for (key, node) in members {
        result[key] = try mapArrayOrThrow(document, node, key: key, session: session)
      }
      return result
    }
  }

  /// Arrays of models from a dictionary of arrays.
  ///
  /// - Parameter JSON: A dictionary in Foundation form, as `JSONSerialization` gives it.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapDictionaryOfArrays(JSON: [String: [[String: Any]]]) throws -> [String: [N]] {
    try mapDictionaryOfArrays(JSONObject: JSON)
  }

  /// Arrays of models from an array of arrays.
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapArrayOfArrays(JSONObject: Any?) throws -> [[N]] {
    guard let document = document(from: JSONObject), _TapeReader(document).tape[0].kind == .array else {
      throw MapError(.typeMismatch, key: nil, currentValue: JSONObject, reason: "Cannot cast to '[[[String: Any]]]'")
    }
    return try collectingProblems { session in
      var result: [[N]] = []
      for row in document.root.elements {
        result.append(try mapArrayOrThrow(document, row.index, session: session))
      }
      return result
    }
  }
}

extension ImmutableMappable {
  /// Creates a model from JSON text, throwing a ``MapError`` with the key path, expected
  /// type and found value (or the parse error's line and column).
  ///
  /// ```swift
  /// let point = try Point(JSONString: #"{"x": 1, "y": 2}"#)
  /// ```
  ///
  /// - Parameters:
  ///   - JSONString: JSON text of an object.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public init(JSONString: String, context: MapContext? = nil) throws {
    self = try Mapper<Self>(context: context).mapOrThrow(JSONString: JSONString)
  }

  /// Creates a model from a dictionary, mapped exactly as JSON text with the same content.
  ///
  /// - Parameters:
  ///   - JSON: A dictionary in Foundation form, as `JSONSerialization` gives it.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public init(JSON: [String: Any], context: MapContext? = nil) throws {
    self = try Mapper<Self>(context: context).mapOrThrow(JSONObject: JSON)
  }

  /// Creates a model from a Foundation-style JSON object.
  ///
  /// - Parameters:
  ///   - JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`, `NSNumber`...), as
  ///     `JSONSerialization` gives it.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public init(JSONObject: Any, context: MapContext? = nil) throws {
    self = try Mapper<Self>(context: context).mapOrThrow(JSONObject: JSONObject)
  }
}
