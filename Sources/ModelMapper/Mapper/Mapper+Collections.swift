// swift-format-ignore-file: AlwaysUseLowerCamelCase
// ObjectMapper's argument labels (JSONString:, JSONObject:, JSON:, JSONArray:) are kept as
// they are, so ObjectMapper code compiles unchanged.

import Foundation

extension Mapper {
  // MARK: Arrays

  /// Models from a JSON array; a single JSON object gives a one-element array. Elements that
  /// do not map are dropped; nil when the text is invalid or is not an array of objects.
  ///
  /// ```swift
  /// let users = Mapper<User>().mapArray(JSONString: #"[{"name": "Ada"}, {"name": "Grace"}]"#)
  /// ```
  ///
  /// - Parameter JSONString: JSON text of an array of objects.
  public func mapArray(JSONString: String) -> [N]? {
    if let models = Self.withUTF8(JSONString, { arrayInRuns($0, keyPath: nil) }) {
      return models
    }
    guard let document = try? JSONDocument(parsing: JSONString) else { return nil }
    if let objects = mapArray(document, 0) { return objects }
    return map(document, 0).map { [$0] }
  }

  /// Models from an array of dictionaries (see ``mapArray(JSONString:)->[N]?``); nil when the value
  /// is not an array of dictionaries.
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  public func mapArray(JSONObject: Any?) -> [N]? {
    guard let document = document(from: JSONObject) else { return nil }
    return mapArray(document, 0)
  }

  /// Models from dictionaries; those that do not map are dropped.
  ///
  /// - Parameter JSONArray: Dictionaries in Foundation form, one per model.
  public func mapArray(JSONArray: [[String: Any]]) -> [N] {
    guard let document = document(from: JSONArray) else { return [] }
    return mapArray(document, 0) ?? []
  }

  /// Models from the array at `index` (nil unless it is an array of objects; with
  /// ``MappingOptions/lossyCollections``, elements that are not objects are skipped).
  /// `key` is the key path of the array inside the document, for the elements' locations.
  func mapArray(_ document: JSONDocument, _ index: Int, key: String? = nil) -> [N]? {
    let lossy = options.contains(.lossyCollections)
    guard let elements = objectElements(document, index, skippingOthers: lossy) else { return nil }
    return elements.compactMap { position, element in
      map(document, element, location: key.map { .element(.text($0), position) } ?? .rootElement(position))
    }
  }

  /// Arrays of models from an array of arrays of dictionaries; nil when the value has
  /// another shape or is empty.
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  public func mapArrayOfArrays(JSONObject: Any?) -> [[N]]? {
    guard let document = document(from: JSONObject) else { return nil }
    return mapArrayOfArrays(document, 0)
  }

  func mapArrayOfArrays(_ document: JSONDocument, _ index: Int) -> [[N]]? {
    let reader = _TapeReader(document)
    // ObjectMapper gives nil for an empty outer array.
    guard reader.tape[index].count > 0 else { return nil }
    return _JSONRead.array(reader, index) { mapArray($0.document, $1) }
  }

  // MARK: Dictionaries

  /// Models from a JSON object of objects, one per member; members that do not map are
  /// dropped; nil when the text is invalid, has another shape, or nothing maps.
  ///
  /// ```swift
  /// let byID = Mapper<User>().mapDictionary(JSONString: #"{"7": {"name": "Ada"}}"#)
  /// ```
  ///
  /// - Parameter JSONString: JSON text of an object whose values are objects.
  public func mapDictionary(JSONString: String) -> [String: N]? {
    guard let document = try? JSONDocument(parsing: JSONString) else { return nil }
    return mapDictionary(document, 0)
  }

  /// Models from a dictionary of dictionaries (see ``mapDictionary(JSONString:)->[String:N]?``).
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  public func mapDictionary(JSONObject: Any?) -> [String: N]? {
    guard let document = document(from: JSONObject) else { return nil }
    return mapDictionary(document, 0)
  }

  /// Models from a dictionary of dictionaries (see ``mapDictionary(JSONString:)->[String:N]?``).
  ///
  /// - Parameter JSON: A dictionary in Foundation form, as `JSONSerialization` gives it.
  public func mapDictionary(JSON: [String: [String: Any]]) -> [String: N]? {
    mapDictionary(JSONObject: JSON)
  }

  func mapDictionary(_ document: JSONDocument, _ index: Int) -> [String: N]? {
    guard let members = objectMembers(document, index, valuesOfKind: .object) else { return nil }
    var result: [String: N] = [:]
    for (key, node) in members {
      if let object = map(document, node, location: .rootMember(key)) { result[key] = object }
    }
    return result.isEmpty ? nil : result
  }

  /// Maps a dictionary of dictionaries onto existing models: members already in
  /// `dictionary` are updated in place, new ones are created.
  ///
  /// - Parameters:
  ///   - JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`, `NSNumber`...), as
  ///     `JSONSerialization` gives it.
  ///   - dictionary: The models to write, by key.
  public func mapDictionary(JSONObject: Any?, toDictionary dictionary: [String: N]) -> [String: N] {
    guard let document = document(from: JSONObject),
      let members = objectMembers(document, 0, valuesOfKind: .object)
    else { return dictionary }
    var result = dictionary
    for (key, node) in members {
      if let existing = result[key] {
        result[key] = update(existing, document, node)
      } else if let object = map(document, node, location: .rootMember(key)) {
        result[key] = object
      }
    }
    return result
  }

  /// Maps a dictionary of dictionaries onto existing models (see
  /// ``mapDictionary(JSONObject:toDictionary:)``).
  ///
  /// - Parameters:
  ///   - JSON: A dictionary in Foundation form, as `JSONSerialization` gives it.
  ///   - dictionary: The models to write, by key.
  public func mapDictionary(JSON: [String: [String: Any]], toDictionary dictionary: [String: N]) -> [String: N] {
    mapDictionary(JSONObject: JSON, toDictionary: dictionary)
  }

  /// Arrays of models from an object of arrays of objects; nil when the value has another
  /// shape or nothing maps.
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  public func mapDictionaryOfArrays(JSONObject: Any?) -> [String: [N]]? {
    guard let document = document(from: JSONObject) else { return nil }
    return mapDictionaryOfArrays(document, 0)
  }

  /// Arrays of models from a dictionary of arrays of dictionaries (see
  /// ``mapDictionaryOfArrays(JSONObject:)->[String:[N]]?``).
  ///
  /// - Parameter JSON: A dictionary in Foundation form, as `JSONSerialization` gives it.
  public func mapDictionaryOfArrays(JSON: [String: [[String: Any]]]) -> [String: [N]]? {
    mapDictionaryOfArrays(JSONObject: JSON)
  }

  func mapDictionaryOfArrays(_ document: JSONDocument, _ index: Int) -> [String: [N]]? {
    guard let members = objectMembers(document, index, valuesOfKind: .array) else { return nil }
    var result: [String: [N]] = [:]
    for (key, node) in members {
      guard let objects = mapArray(document, node) else { return nil }
      result[key] = objects
    }
    return result.isEmpty ? nil : result
  }

  // MARK: Shapes

  /// The positions and tape indices of the elements of the array at `index` when every
  /// element is an object, or with `skippingOthers`, of the elements that are objects.
  func objectElements(_ document: JSONDocument, _ index: Int, skippingOthers: Bool = false) -> [(Int, Int)]? {
    let reader = _TapeReader(document)
    let entry = reader.tape[index]
    guard entry.kind == .array else { return nil }
    var elements: [(Int, Int)] = []
    elements.reserveCapacity(entry.count)
    var child = index + 1
    var position = 0
    while child < entry.end {
      if reader.tape[child].kind == .object {
        elements.append((position, child))
      } else if !skippingOthers {
        return nil
      }
      child = reader._next(after: child)
      position += 1
    }
    return elements
  }

  /// The members of the object at `index` when every value has kind `kind` (last of a
  /// repeated key wins).
  func objectMembers(_ document: JSONDocument, _ index: Int, valuesOfKind kind: _TapeKind)
    -> [(key: String, node: Int)]?
  {
    let reader = _TapeReader(document)
    let entry = reader.tape[index]
    guard entry.kind == .object else { return nil }
    var members: [(key: String, node: Int)] = []
    var seen: [String: Int] = [:]
    var key = index + 1
    while key < entry.end {
      guard reader.tape[key + 1].kind == kind else { return nil }
      let name = reader._string(at: key)
      if let earlier = seen[name] {
        members[earlier].node = key + 1
      } else {
        seen[name] = members.count
        members.append((name, key + 1))
      }
      key = reader._next(after: key + 1)
    }
    return members
  }
}

extension Mapper where N: Hashable {
  /// A set of models from a JSON array (a single object gives a one-element set).
  ///
  /// - Parameter JSONString: JSON text of an array of objects.
  public func mapSet(JSONString: String) -> Set<N>? {
    mapArray(JSONString: JSONString).map { Set($0) }
  }

  /// A set of models from an array of dictionaries.
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  public func mapSet(JSONObject: Any?) -> Set<N>? {
    mapArray(JSONObject: JSONObject).map { Set($0) }
  }

  /// A set of models from dictionaries; those that do not map are dropped.
  ///
  /// - Parameter JSONArray: Dictionaries in Foundation form, one per model.
  public func mapSet(JSONArray: [[String: Any]]) -> Set<N> {
    Set(mapArray(JSONArray: JSONArray))
  }
}
