// swift-format-ignore-file: AlwaysUseLowerCamelCase
// ObjectMapper's argument labels (JSONString:, JSONObject:) are kept, and JSONData: follows
// them for bytes.

import Foundation

// Bytes in, and envelopes: JSON as `Data` or any contiguous bytes (`[UInt8]`,
// `UnsafeRawBufferPointer`), checked as UTF-8 by the parser with no detour through `String`;
// and models or arrays found at a key path inside a larger document (`{"code": 0, "data":
// {"items": [...]}}`), read without mapping or copying the rest.
extension Mapper {
  // MARK: One model

  /// A model from UTF-8 JSON bytes, or nil when they are not valid UTF-8 JSON or not an
  /// object, or the model refuses it.
  ///
  /// ```swift
  /// let (data, _) = try await URLSession.shared.data(from: url)
  /// let user = Mapper<User>().map(JSONData: data)
  /// ```
  ///
  /// - Parameter JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  public func map(JSONData: some ContiguousBytes) -> N? {
    guard let document = Self.document(bytes: JSONData) else { return nil }
    return map(document, 0)
  }

  /// The model at `keyPath` inside a document (an envelope such as `{"data": {...}}`), or nil
  /// when the bytes are not valid JSON, nothing is at the key path, or it does not map.
  ///
  /// ```swift
  /// let user = Mapper<User>().map(JSONData: data, at: "data.user")
  /// ```
  ///
  /// - Parameters:
  ///   - JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - keyPath: Where the model's object is: a key path such as `"data.user"` or
  ///     `"results.0"`, read as `map["..."]` reads it.
  public func map(JSONData: some ContiguousBytes, at keyPath: String) -> N? {
    guard let document = Self.document(bytes: JSONData), let node = Self.node(at: keyPath, in: document) else {
      return nil
    }
    return map(document, node, location: .key(.text(keyPath)))
  }

  /// The model at `keyPath` inside JSON text (see ``map(JSONData:at:)``).
  ///
  /// - Parameters:
  ///   - JSONString: JSON text whose value at `keyPath` is the model's object.
  ///   - keyPath: Where the model's object is, such as `"data.user"`.
  public func map(JSONString: String, at keyPath: String) -> N? {
    guard let document = try? JSONDocument(parsing: JSONString), let node = Self.node(at: keyPath, in: document)
    else { return nil }
    return map(document, node, location: .key(.text(keyPath)))
  }

  /// Maps UTF-8 JSON bytes onto an existing model (see ``map(JSONString:toObject:)``).
  ///
  /// - Parameters:
  ///   - JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - object: The model to update; properties whose keys are absent keep their values.
  public func map(JSONData: some ContiguousBytes, toObject object: N) -> N {
    guard let document = Self.document(bytes: JSONData) else { return object }
    return update(object, document, 0)
  }

  /// A model from UTF-8 JSON bytes, throwing instead of returning nil (see
  /// ``mapOrThrow(JSONString:)``); bytes that are not UTF-8 are invalid JSON, with the offset,
  /// line and column of the first bad byte.
  ///
  /// ```swift
  /// let user = try Mapper<User>().mapOrThrow(JSONData: data)
  /// ```
  ///
  /// - Parameter JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  /// - Throws: ``MapError``: for invalid JSON or UTF-8, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapOrThrow(JSONData: some ContiguousBytes) throws -> N {
    let document = try Self.parse(bytes: JSONData)
    return try collectingProblems { try mapOrThrow(document, 0, session: $0) }
  }

  /// The model at `keyPath` inside UTF-8 JSON bytes, throwing instead of returning nil.
  ///
  /// ```swift
  /// let user = try Mapper<User>().mapOrThrow(JSONData: data, at: "data.user")
  /// ```
  ///
  /// - Parameters:
  ///   - JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - keyPath: Where the model's object is, such as `"data.user"`.
  /// - Throws: ``MapError``: for invalid JSON, with its line and column; a missing key for a key
  ///   path with nothing at it; otherwise the first value that did not map, with its key path
  ///   from the top of the document. In strict mode, ``MappingProblems`` with every problem.
  public func mapOrThrow(JSONData: some ContiguousBytes, at keyPath: String) throws -> N {
    let document = try Self.parse(bytes: JSONData)
    let node = try Self.nodeOrThrow(at: keyPath, in: document)
    return try collectingProblems { try mapOrThrow(document, node, location: .key(.text(keyPath)), session: $0) }
  }

  /// The model at `keyPath` inside JSON text, throwing instead of returning nil (see
  /// ``mapOrThrow(JSONData:at:)``).
  ///
  /// - Parameters:
  ///   - JSONString: JSON text whose value at `keyPath` is the model's object.
  ///   - keyPath: Where the model's object is, such as `"data.user"`.
  /// - Throws: ``MapError``: for invalid JSON, with its line and column; a missing key for a key
  ///   path with nothing at it; otherwise the first value that did not map, with its key path
  ///   from the top of the document. In strict mode, ``MappingProblems`` with every problem.
  public func mapOrThrow(JSONString: String, at keyPath: String) throws -> N {
    let document = try Self.parse(JSONString)
    let node = try Self.nodeOrThrow(at: keyPath, in: document)
    return try collectingProblems { try mapOrThrow(document, node, location: .key(.text(keyPath)), session: $0) }
  }

  // MARK: Collections

  /// Models from UTF-8 JSON bytes holding an array (see ``mapArray(JSONString:)->[N]?``).
  ///
  /// - Parameter JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  public func mapArray(JSONData: some ContiguousBytes) -> [N]? {
    if let models = JSONData.withUnsafeBytes({ arrayInRuns($0, keyPath: nil) }) {
      return models
    }
    guard let document = Self.document(bytes: JSONData) else { return nil }
    if let objects = mapArray(document, 0) { return objects }
    return map(document, 0).map { [$0] }
  }

  /// The models of the array at `keyPath` inside a document, such as the `items` of
  /// `{"code": 0, "data": {"items": [...]}}`; only that array is mapped. Nil when the bytes
  /// are not valid JSON or the value there is not an array of objects.
  ///
  /// ```swift
  /// let items = Mapper<Item>().mapArray(JSONData: data, at: "data.items")
  /// ```
  ///
  /// - Parameters:
  ///   - JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - keyPath: Where the array is, such as `"data.items"`.
  public func mapArray(JSONData: some ContiguousBytes, at keyPath: String) -> [N]? {
    if let models = JSONData.withUnsafeBytes({ arrayInRuns($0, keyPath: keyPath) }) {
      return models
    }
    guard let document = Self.document(bytes: JSONData), let node = Self.node(at: keyPath, in: document) else {
      return nil
    }
    return mapArray(document, node, key: keyPath)
  }

  /// The models of the array at `keyPath` inside JSON text (see ``mapArray(JSONData:at:)``).
  ///
  /// - Parameters:
  ///   - JSONString: JSON text whose value at `keyPath` is an array of objects.
  ///   - keyPath: Where the array is, such as `"data.items"`.
  public func mapArray(JSONString: String, at keyPath: String) -> [N]? {
    if let models = Self.withUTF8(JSONString, { arrayInRuns($0, keyPath: keyPath) }) {
      return models
    }
    guard let document = try? JSONDocument(parsing: JSONString), let node = Self.node(at: keyPath, in: document)
    else { return nil }
    return mapArray(document, node, key: keyPath)
  }

  /// Models from JSON text holding an array, throwing instead of returning nil: the first
  /// element that fails throws its error, with its index in the key path (`[3].id`); with
  /// ``MappingOptions/lossyCollections``, elements that fail are skipped instead; in strict
  /// mode every failure is reported.
  ///
  /// ```swift
  /// let users = try Mapper<User>().mapArrayOrThrow(JSONString: text)
  /// ```
  ///
  /// - Parameter JSONString: JSON text of an array of objects.
  /// - Throws: ``MapError``: for invalid JSON, with its line and column; for a value that is
  ///   not an array; otherwise for the first element that did not map, with its key path. In
  ///   strict mode, ``MappingProblems`` with every problem.
  public func mapArrayOrThrow(JSONString: String) throws -> [N] {
    if let models = try Self.withUTF8(JSONString, { try largeArrayOrThrow($0, keyPath: nil) }) { return models }
    let document = try Self.parse(JSONString)
    return try collectingProblems { try mapArrayOrThrow(document, 0, session: $0) }
  }

  /// Models from UTF-8 JSON bytes holding an array, throwing instead of returning nil (see
  /// ``mapArrayOrThrow(JSONString:)``).
  ///
  /// - Parameter JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  /// - Throws: ``MapError``: for invalid JSON or UTF-8, with its line and column; for a value that
  ///   is not an array; otherwise for the first element that did not map, with its key path. In
  ///   strict mode, ``MappingProblems`` with every problem.
  public func mapArrayOrThrow(JSONData: some ContiguousBytes) throws -> [N] {
    if let models = try JSONData.withUnsafeBytes({ try largeArrayOrThrow($0, keyPath: nil) }) { return models }
    let document = try Self.parse(bytes: JSONData)
    return try collectingProblems { try mapArrayOrThrow(document, 0, session: $0) }
  }

  /// The models of the array at `keyPath` inside UTF-8 JSON bytes, throwing instead of
  /// returning nil (see ``mapArrayOrThrow(JSONString:)``); errors name the element's full key
  /// path (`data.items[3].id`).
  ///
  /// ```swift
  /// let items = try Mapper<Item>().mapArrayOrThrow(JSONData: data, at: "data.items")
  /// ```
  ///
  /// - Parameters:
  ///   - JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - keyPath: Where the array is, such as `"data.items"`.
  /// - Throws: ``MapError``: for invalid JSON, with its line and column; a missing key for a key
  ///   path with nothing at it; for a value there that is not an array; otherwise for the first
  ///   element that did not map. In strict mode, ``MappingProblems`` with every problem.
  public func mapArrayOrThrow(JSONData: some ContiguousBytes, at keyPath: String) throws -> [N] {
    if let models = try JSONData.withUnsafeBytes({ try largeArrayOrThrow($0, keyPath: keyPath) }) { return models }
    let document = try Self.parse(bytes: JSONData)
    let node = try Self.nodeOrThrow(at: keyPath, in: document)
    return try collectingProblems { try mapArrayOrThrow(document, node, key: keyPath, session: $0) }
  }

  /// The models of the array at `keyPath` inside JSON text, throwing instead of returning nil
  /// (see ``mapArrayOrThrow(JSONData:at:)``).
  ///
  /// - Parameters:
  ///   - JSONString: JSON text whose value at `keyPath` is an array of objects.
  ///   - keyPath: Where the array is, such as `"data.items"`.
  /// - Throws: ``MapError``: for invalid JSON, with its line and column; a missing key for a key
  ///   path with nothing at it; for a value there that is not an array; otherwise for the first
  ///   element that did not map. In strict mode, ``MappingProblems`` with every problem.
  public func mapArrayOrThrow(JSONString: String, at keyPath: String) throws -> [N] {
    if let models = try Self.withUTF8(JSONString, { try largeArrayOrThrow($0, keyPath: keyPath) }) { return models }
    let document = try Self.parse(JSONString)
    let node = try Self.nodeOrThrow(at: keyPath, in: document)
    return try collectingProblems { try mapArrayOrThrow(document, node, key: keyPath, session: $0) }
  }

  /// Models from UTF-8 JSON bytes holding an object of objects (see
  /// ``mapDictionary(JSONString:)->[String:N]?``).
  ///
  /// - Parameter JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  public func mapDictionary(JSONData: some ContiguousBytes) -> [String: N]? {
    guard let document = Self.document(bytes: JSONData) else { return nil }
    return mapDictionary(document, 0)
  }

  // MARK: Parsing

  /// A document of UTF-8 bytes, or nil.
  static func document(bytes: some ContiguousBytes) -> JSONDocument? {
    bytes.withUnsafeBytes { try? JSONDocument(parsing: $0) }
  }

  /// Parses UTF-8 bytes, turning a parse error into a ``MapError`` that keeps it.
  static func parse(bytes: some ContiguousBytes) throws(MapError) -> JSONDocument {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(JSONParseError) in try JSONDocument(parsing: buffer) }
    }
    switch result {
    case .success(let document): return document
    case .failure(let error): throw MapError(invalidJSON: error)
    }
  }

  /// The tape index of the value at `keyPath` in `document`, read as `map[keyPath]` reads
  /// it; nil when the document is not an object or nothing is there.
  static func node(at keyPath: String, in document: JSONDocument) -> Int? {
    guard _TapeReader(document).tape[0].kind == .object else { return nil }
    let map = Map(
      reading: document, object: 0, toObject: false, context: nil, shouldIncludeNilValues: false, parent: nil,
      location: nil, session: nil)
    _ = map[keyPath]
    return map._node >= 0 ? map._node : nil
  }

  /// ``node(at:in:)``, or a missing-key error naming the key path.
  static func nodeOrThrow(at keyPath: String, in document: JSONDocument) throws(MapError) -> Int {
    guard let node = node(at: keyPath, in: document) else {
      var error = MapError(
        .missingKey, key: keyPath, currentValue: nil, reason: "Nothing at '\(keyPath)' in the document")
      error.path = keyPath
      throw error
    }
    return node
  }

  /// The models of the array at `index`. The first element that fails throws; in strict
  /// mode every element is tried, and the failures are recorded.
  func mapArrayOrThrow(_ document: JSONDocument, _ index: Int, key: String? = nil, session: _MapSession?) throws -> [N]
  {
    let reader = _TapeReader(document)
    guard reader.tape[index].kind == .array else {
      throw MapError(
        .typeMismatch, "Cannot cast to '[[String: Any]]'", expected: [N].self, document: document, node: index,
        path: key, key: key)
    }
    var result: [N] = []
    for (position, element) in reader._elementIndices(of: index).enumerated() {
      let location: _MapLocation = key.map { .element(.text($0), position) } ?? .rootElement(position)
      do {
        result.append(try mapOrThrow(document, element, location: location, session: session))
      } catch {
        // Strict mode records every failure; lossy collections skip the element.
        if let session, session.isStrict {
          session.record(error, path: Map._render(location))
        } else if !options.contains(.lossyCollections) {
          throw error
        }
      }
    }
    return result
  }

  /// The models of the object at `index`, like ``mapArrayOrThrow(_:_:key:session:)``.
  func mapDictionaryOrThrow(_ document: JSONDocument, _ index: Int, session: _MapSession?) throws -> [String: N] {
    guard let members = objectMembers(document, index, valuesOfKind: .object) else {
      throw MapError(
        .typeMismatch, "Cannot cast to '[String: [String: Any]]'", expected: [String: N].self, document: document,
        node: index)
    }
    var result: [String: N] = [:]
    for (key, node) in members {
      do {
        result[key] = try mapOrThrow(document, node, location: .rootMember(key), session: session)
      } catch {
        if let session, session.isStrict {
          session.record(error, path: Map._render(.rootMember(key)))
        } else if !options.contains(.lossyCollections) {
          throw error
        }
      }
    }
    return result
  }
}
