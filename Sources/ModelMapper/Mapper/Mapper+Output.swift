// swift-format-ignore-file: AlwaysUseLowerCamelCase
// ObjectMapper's argument labels (JSONString:, JSONObject:, JSON:, JSONArray:) are kept as
// they are, so ObjectMapper code compiles unchanged.

import Foundation

extension Mapper {
  // MARK: JSON values

  /// A model's JSON object, as an owned ``JSONValue``; `.null` when the model's
  /// ``MappingHooks/willWrite(_:map:)`` vetoes it.
  ///
  /// ```swift
  /// let json = Mapper<User>().toJSONValue(user)   // .object(["name": "Ada", ...])
  /// ```
  ///
  /// - Parameter object: The model to write.
  public func toJSONValue(_ object: N) -> JSONValue {
    rootJSON(object).map(JSONValue.object) ?? .null
  }

  /// Models' JSON objects as a JSON array (without those their hooks veto).
  ///
  /// - Parameter objects: The models to write.
  public func toJSONValue<Objects: Sequence<N>>(_ objects: Objects) -> JSONValue {
    .array(objects.compactMap { rootJSON($0).map(JSONValue.object) })
  }

  /// A model's JSON object with only some keys, or all but some.
  ///
  /// ```swift
  /// let json = Mapper<User>().toJSONValue(user, keys: .excluding("password"))
  /// ```
  ///
  /// - Parameters:
  ///   - object: The model to write.
  ///   - keys: Which keys to write: `.only(...)` or `.excluding(...)`, key paths allowed.
  public func toJSONValue(_ object: N, keys: KeyFilter) -> JSONValue {
    rootJSON(object).map { .object(keys.apply(to: $0)) } ?? .null
  }

  /// A model's JSON object, through its `mapping(map:)` and its hooks; nil when vetoed.
  func rootJSON(_ object: N, session: _MapSession? = nil) -> JSONObject? {
    let map = Map(
      writingWith: _context, shouldIncludeNilValues: shouldIncludeNilValues, parent: nil, location: nil,
      session: session ?? makeSession())
    var copy = object
    copy.mapping(map: map)
    if N.usesMappingHooks, let hooked = copy as? any MappingHooks {
      return hooked.willWrite(map._writing.output, map: map)
    }
    return map._writing.output
  }

  // MARK: Foundation dictionaries

  /// A model's JSON object as a dictionary (numbers as `NSNumber`, `null` as `NSNull`);
  /// empty when the model's ``MappingHooks/willWrite(_:map:)`` vetoes it.
  ///
  /// ```swift
  /// let dictionary = Mapper<User>().toJSON(user)   // ["name": "Ada"]
  /// ```
  ///
  /// - Parameter object: The model to write.
  public func toJSON(_ object: N) -> [String: Any] {
    rootJSON(object).map(_JSONBridge.dictionary) ?? [:]
  }

  /// A model's JSON object as a dictionary, with only some keys or all but some.
  ///
  /// ```swift
  /// let dictionary = Mapper<User>().toJSON(user, keys: .only("id", "name"))
  /// ```
  ///
  /// - Parameters:
  ///   - object: The model to write.
  ///   - keys: Which keys to write: `.only(...)` or `.excluding(...)`, key paths allowed.
  public func toJSON(_ object: N, keys: KeyFilter) -> [String: Any] {
    rootJSON(object).map { _JSONBridge.dictionary(from: keys.apply(to: $0)) } ?? [:]
  }

  /// Models' JSON objects as dictionaries (without those their hooks veto).
  ///
  /// - Parameter array: The models to write.
  public func toJSONArray(_ array: [N]) -> [[String: Any]] {
    array.compactMap { rootJSON($0).map(_JSONBridge.dictionary) }
  }

  /// Models' JSON objects as dictionaries, with only some keys or all but some.
  ///
  /// - Parameters:
  ///   - array: The models to write.
  ///   - keys: Which keys to write: `.only(...)` or `.excluding(...)`, key paths allowed.
  public func toJSONArray(_ array: [N], keys: KeyFilter) -> [[String: Any]] {
    array.compactMap { rootJSON($0).map { _JSONBridge.dictionary(from: keys.apply(to: $0)) } }
  }

  /// A dictionary of models' JSON objects (without those their hooks veto).
  ///
  /// - Parameter dictionary: The models to write, by key.
  public func toJSONDictionary(_ dictionary: [String: N]) -> [String: [String: Any]] {
    dictionary.compactMapValues { rootJSON($0).map(_JSONBridge.dictionary) }
  }

  /// A dictionary of arrays of models' JSON objects.
  ///
  /// - Parameter dictionary: The models to write, by key.
  public func toJSONDictionaryOfArrays(_ dictionary: [String: [N]]) -> [String: [[String: Any]]] {
    dictionary.mapValues(toJSONArray)
  }

  // MARK: JSON text

  /// A model as JSON text, members in mapping order; nil when a value cannot be written
  /// (a NaN or infinite number) or the model's ``MappingHooks/willWrite(_:map:)`` vetoes it.
  ///
  /// ```swift
  /// let text = Mapper<User>().toJSONString(user, prettyPrint: true)
  /// ```
  ///
  /// - Parameters:
  ///   - object: The model to write.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  public func toJSONString(_ object: N, prettyPrint: Bool = false) -> String? {
    let output = _JSONOutput(options: prettyPrint ? .pretty : .compact)
    guard self.write(object, into: output, depth: 0, location: nil) else { return nil }
    return output.finish()
  }

  /// A model as JSON text with only some keys, or all but some (see ``KeyFilter``).
  ///
  /// ```swift
  /// let text = Mapper<User>().toJSONString(user, keys: .excluding("password"))
  /// ```
  ///
  /// - Parameters:
  ///   - object: The model to write.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  ///   - keys: Which keys to write: `.only(...)` or `.excluding(...)`, key paths allowed.
  public func toJSONString(_ object: N, prettyPrint: Bool = false, keys: KeyFilter) -> String? {
    guard let json = rootJSON(object) else { return nil }
    return try? JSONWriter(options: prettyPrint ? .pretty : .compact).string(.object(keys.apply(to: json)))
  }

  /// A model as JSON text, throwing instead of returning nil: the ``JSONWriteError`` for a
  /// value without a JSON form (a NaN, or models nested too deep), a ``MapError`` when the
  /// model's ``MappingHooks/willWrite(_:map:)`` vetoes it, and in strict mode every problem
  /// found while writing (such as a malformed index in a key path) as ``MappingProblems``.
  ///
  /// ```swift
  /// let text = try Mapper<User>(options: .strict).toJSONStringOrThrow(user)
  /// ```
  ///
  /// - Parameters:
  ///   - object: The model to write.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  /// - Throws: ``JSONWriteError`` for a value JSON cannot hold (a NaN or infinite number) or models
  ///   nested too deep, with its key path; in strict mode, ``MappingProblems`` with every value
  ///   that could not be written.
  public func toJSONStringOrThrow(_ object: N, prettyPrint: Bool = false) throws -> String {
    let output = _JSONOutput(options: prettyPrint ? .pretty : .compact)
    let session = makeSession()
    let written = self.write(object, into: output, depth: 0, location: nil, session: session)
    if let session, session.isStrict {
      if let error = output.error { session.record(error, path: error.path) }
      if !session.problems.isEmpty { throw MappingProblems(errors: session.problems) }
    }
    if let error = output.error { throw error }
    guard written, let text = output.finish() else {
      throw MapError(
        .notWritable, key: nil, currentValue: nil, reason: "willWrite(_:map:) of '\(N.self)' vetoed the model")
    }
    return text
  }

  /// Models as a JSON array.
  ///
  /// - Parameters:
  ///   - array: The models to write.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  public func toJSONString(_ array: [N], prettyPrint: Bool = false) -> String? {
    writeArray(array, prettyPrint: prettyPrint)
  }

  /// Models as a JSON array, each with only some keys or all but some.
  ///
  /// - Parameters:
  ///   - array: The models to write.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  ///   - keys: Which keys to write: `.only(...)` or `.excluding(...)`, key paths allowed.
  public func toJSONString(_ array: [N], prettyPrint: Bool = false, keys: KeyFilter) -> String? {
    let objects = array.compactMap { rootJSON($0).map { JSONValue.object(keys.apply(to: $0)) } }
    return try? JSONWriter(options: prettyPrint ? .pretty : .compact).string(.array(objects))
  }

  /// Writes a model's JSON object, written through its `mapping(map:)`, into `output`; a
  /// model with hooks is built as a tree first. False when its hooks veto it (nothing is
  /// written).
  func write(
    _ object: N, into output: _JSONOutput, depth: Int, location: _MapLocation?, session: _MapSession? = nil
  ) -> Bool {
    let session = session ?? makeSession()
    // Hooks need the model's object as a whole; strict mode checks keys on the tree.
    if N.usesMappingHooks || session?.isStrict == true {
      guard let json = rootJSON(object, session: session) else { return false }
      output.write(.object(json), depth: depth)
      return true
    }
    let map = Map(
      writingInto: output, depth: depth, context: _context, shouldIncludeNilValues: shouldIncludeNilValues,
      parent: nil, location: location, session: session, model: type(of: object))
    var copy = object
    copy.mapping(map: map)
    map._finishOutput()
    return true
  }

  /// Models as JSON text holding an array.
  func writeArray<Objects: Sequence<N>>(_ objects: Objects, prettyPrint: Bool) -> String? {
    writtenArray(objects, prettyPrint: prettyPrint).finish()
  }

  /// A output holding models as a JSON array.
  func writtenArray<Objects: Sequence<N>>(_ objects: Objects, prettyPrint: Bool) -> _JSONOutput {
    let output = _JSONOutput(options: prettyPrint ? .pretty : .compact)
    var index = 0
    for (position, object) in objects.enumerated()
    where writeElement(object, position: position, index: index, into: output, depth: 1) {
      index += 1
    }
    output.emitter.close(.array, elements: index, depth: 0, opened: false)
    return output
  }

  /// Writes `object` (the `position`th model given) as element `index` of an array whose
  /// elements are `depth` levels deep, the array's `[` before the first; false when the
  /// model's hooks veto it, with nothing written.
  func writeElement(_ object: N, position: Int, index: Int, into output: _JSONOutput, depth: Int) -> Bool {
    if N.usesMappingHooks {
      guard let json = rootJSON(object) else { return false }
      output.emitter.separate(element: index, opening: .array, depth: depth)
      output.write(.object(json), depth: depth)
    } else {
      output.emitter.separate(element: index, opening: .array, depth: depth)
      _ = self.write(object, into: output, depth: depth, location: .rootElement(position))
    }
    return true
  }

  /// Any Foundation-style JSON object (dictionary, array, string, number, ...) as JSON text;
  /// nil when it holds a value without a JSON form.
  ///
  /// - Parameters:
  ///   - JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`, `NSNumber`...), as
  ///     `JSONSerialization` gives it.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  public static func toJSONString(_ JSONObject: Any, prettyPrint: Bool) -> String? {
    guard let value = _JSONBridge.value(fromAny: JSONObject) else { return nil }
    return try? JSONWriter(options: prettyPrint ? .pretty : .compact).string(value)
  }

  /// Any Foundation-style JSON object as UTF-8 data, honoring `JSONSerialization`'s options
  /// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` (slashes are escaped
  /// without it, as `JSONSerialization` does).
  ///
  /// - Parameters:
  ///   - JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`, `NSNumber`...), as
  ///     `JSONSerialization` gives it.
  ///   - options: `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` are honoured.
  public static func toJSONData(_ JSONObject: Any, options: JSONSerialization.WritingOptions) -> Data? {
    guard let value = _JSONBridge.value(fromAny: JSONObject) else { return nil }
    let writer = JSONWriter(
      options: .init(
        prettyPrinted: options.contains(.prettyPrinted), sortsKeys: options.contains(.sortedKeys),
        escapesSlashes: !options.contains(.withoutEscapingSlashes)))
    return try? writer.data(value)
  }

  /// Parses JSON text into Foundation-style values (`[String: Any]`, `[Any]`, `String`,
  /// `NSNumber`, `NSNull`); nil for invalid text.
  ///
  /// - Parameter JSONString: JSON text of an object.
  public static func parseJSONString(JSONString: String) -> Any? {
    guard let document = try? JSONDocument(parsing: JSONString) else { return nil }
    return _JSONBridge.any(document, 0)
  }

  /// Parses JSON text that holds an object into a dictionary; nil otherwise.
  ///
  /// - Parameter JSONString: JSON text of an object whose values are objects.
  public static func parseJSONStringIntoDictionary(JSONString: String) -> [String: Any]? {
    parseJSONString(JSONString: JSONString) as? [String: Any]
  }
}

extension Mapper where N: Hashable {
  /// A set of models' JSON objects as dictionaries (without those their hooks veto).
  ///
  /// - Parameter set: The models to write.
  public func toJSONSet(_ set: Set<N>) -> [[String: Any]] {
    set.compactMap { rootJSON($0).map(_JSONBridge.dictionary) }
  }

  /// A set of models as a JSON array.
  ///
  /// - Parameters:
  ///   - set: The models to write.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  public func toJSONString(_ set: Set<N>, prettyPrint: Bool = false) -> String? {
    writeArray(set, prettyPrint: prettyPrint)
  }
}
