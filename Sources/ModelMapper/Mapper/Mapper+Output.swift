// swift-format-ignore-file: AlwaysUseLowerCamelCase
// ObjectMapper's argument labels (JSONString:, JSONObject:, JSON:, JSONArray:) are kept as
// they are, so ObjectMapper code compiles unchanged.

import Foundation

extension Mapper {
  // MARK: JSON values

  /// A model's JSON object, as an owned ``JSONValue``.
  ///
  /// ```swift
  /// let json = Mapper<User>().toJSONValue(user)   // .object(["name": "Ada", ...])
  /// ```
  public func toJSONValue(_ object: N) -> JSONValue {
    let map = Map(writingWith: context, shouldIncludeNilValues: shouldIncludeNilValues, parent: nil, location: nil)
    var copy = object
    copy.mapping(map: map)
    return .object(map._output)
  }

  /// Models' JSON objects as a JSON array.
  public func toJSONValue<Objects: Sequence<N>>(_ objects: Objects) -> JSONValue {
    .array(objects.map(toJSONValue))
  }

  // MARK: Foundation dictionaries

  /// A model's JSON object as a dictionary (numbers as `NSNumber`, `null` as `NSNull`).
  ///
  /// ```swift
  /// let dictionary = Mapper<User>().toJSON(user)   // ["name": "Ada"]
  /// ```
  public func toJSON(_ object: N) -> [String: Any] {
    guard case .object(let json) = toJSONValue(object) else { return [:] }
    return _JSONBridge.dictionary(from: json)
  }

  /// Models' JSON objects as dictionaries.
  public func toJSONArray(_ array: [N]) -> [[String: Any]] {
    array.map(toJSON)
  }

  /// A dictionary of models' JSON objects.
  public func toJSONDictionary(_ dictionary: [String: N]) -> [String: [String: Any]] {
    dictionary.mapValues(toJSON)
  }

  /// A dictionary of arrays of models' JSON objects.
  public func toJSONDictionaryOfArrays(_ dictionary: [String: [N]]) -> [String: [[String: Any]]] {
    dictionary.mapValues(toJSONArray)
  }

  // MARK: JSON text

  /// A model as JSON text, members in mapping order; nil when a value cannot be written
  /// (a NaN or infinite number).
  ///
  /// ```swift
  /// let text = Mapper<User>().toJSONString(user, prettyPrint: true)
  /// ```
  public func toJSONString(_ object: N, prettyPrint: Bool = false) -> String? {
    let stream = _JSONStream(options: prettyPrint ? .pretty : .compact)
    self.stream(object, into: stream, depth: 0, location: nil)
    return stream.finish()
  }

  /// Models as a JSON array.
  public func toJSONString(_ array: [N], prettyPrint: Bool = false) -> String? {
    streamArray(array, prettyPrint: prettyPrint)
  }

  /// Streams a model's JSON object, written through its `mapping(map:)`, into `stream`.
  func stream(_ object: N, into stream: _JSONStream, depth: Int, location: _MapLocation?) {
    let map = Map(
      streamingInto: stream, depth: depth, context: context, shouldIncludeNilValues: shouldIncludeNilValues,
      parent: nil, location: location)
    var copy = object
    copy.mapping(map: map)
    map._finishStream()
  }

  /// Models as JSON text holding an array.
  func streamArray<Objects: Sequence<N>>(_ objects: Objects, prettyPrint: Bool) -> String? {
    let stream = _JSONStream(options: prettyPrint ? .pretty : .compact)
    var index = 0
    for object in objects {
      stream.emitter.buffer.append(index == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
      stream.emitter.newline(depth: 1)
      self.stream(object, into: stream, depth: 1, location: .rootElement(index))
      index += 1
    }
    if index == 0 {
      stream.emitter.buffer.append(UInt8(ascii: "["))
    } else {
      stream.emitter.newline(depth: 0)
    }
    stream.emitter.buffer.append(UInt8(ascii: "]"))
    return stream.finish()
  }

  /// Any Foundation-style JSON object (dictionary, array, string, number, ...) as JSON text;
  /// nil when it holds a value without a JSON form.
  public static func toJSONString(_ JSONObject: Any, prettyPrint: Bool) -> String? {
    guard let value = _JSONBridge.value(fromAny: JSONObject) else { return nil }
    return try? JSONWriter(options: prettyPrint ? .pretty : .compact).string(value)
  }

  /// Any Foundation-style JSON object as UTF-8 data, honoring `JSONSerialization`'s options
  /// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` (slashes are escaped
  /// without it, as `JSONSerialization` does).
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
  public static func parseJSONString(JSONString: String) -> Any? {
    guard let document = try? JSONDocument(parsing: JSONString) else { return nil }
    return _JSONBridge.any(document, 0)
  }

  /// Parses JSON text that holds an object into a dictionary; nil otherwise.
  public static func parseJSONStringIntoDictionary(JSONString: String) -> [String: Any]? {
    parseJSONString(JSONString: JSONString) as? [String: Any]
  }
}

extension Mapper where N: Hashable {
  /// A set of models' JSON objects as dictionaries.
  public func toJSONSet(_ set: Set<N>) -> [[String: Any]] {
    set.map(toJSON)
  }

  /// A set of models as a JSON array.
  public func toJSONString(_ set: Set<N>, prettyPrint: Bool = false) -> String? {
    streamArray(set, prettyPrint: prettyPrint)
  }
}
