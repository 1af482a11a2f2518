import Foundation

// Bytes out, and envelopes: models written straight into `Data` (UTF-8, no `String` made or
// checked on the way), and models or arrays wrapped in an envelope object at a key path.
extension Mapper {
  /// A model as UTF-8 JSON bytes; nil for a value without a JSON form (a NaN or infinite
  /// number) or when the model's ``MappingHooks/willWrite(_:map:)`` vetoes it.
  ///
  /// Faster than ``toJSONString(_:prettyPrint:)-(N,_)``: the bytes are handed over as they were
  /// written, with no `String` made.
  ///
  /// ```swift
  /// var request = URLRequest(url: url)
  /// request.httpBody = Mapper<User>().toJSONData(user)
  /// ```
  ///
  /// - Parameters:
  ///   - object: The model to write.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  public func toJSONData(_ object: N, prettyPrint: Bool = false) -> Data? {
    let output = _JSONOutput(options: prettyPrint ? .pretty : .compact)
    guard self.write(object, into: output, depth: 0, location: nil) else { return nil }
    return output.finishData()
  }

  /// Models as UTF-8 JSON bytes holding an array (without those their hooks veto); nil for
  /// a value without a JSON form.
  ///
  /// - Parameters:
  ///   - array: The models to write.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  public func toJSONData(_ array: [N], prettyPrint: Bool = false) -> Data? {
    writtenArray(array, prettyPrint: prettyPrint).finishData()
  }

  /// A model as UTF-8 JSON bytes, throwing instead of returning nil (see
  /// ``toJSONStringOrThrow(_:prettyPrint:)``).
  ///
  /// - Parameters:
  ///   - object: The model to write.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  /// - Throws: `JSONWriteError` for a value JSON cannot hold (a NaN or infinite number) or models
  ///   nested too deep, with its key path; ``MapError`` when the model's hooks veto it; in strict
  ///   mode, ``MappingProblems`` with every value that could not be written.
  public func toJSONDataOrThrow(_ object: N, prettyPrint: Bool = false) throws -> Data {
    Data(try toJSONStringOrThrow(object, prettyPrint: prettyPrint).utf8)
  }

  // MARK: Envelopes

  /// A model wrapped in an envelope: `envelope` with the model's object at `keyPath`
  /// (objects on the way are created, or merged into when the envelope has them).
  ///
  /// ```swift
  /// let body = Mapper<User>().toJSONData(user, at: "data.user", in: ["version": 2])
  /// // {"version":2,"data":{"user":{...}}}
  /// ```
  ///
  /// - Parameters:
  ///   - object: The model to write.
  ///   - keyPath: Where the model goes, such as `"data.user"` (parts separated by dots).
  ///   - envelope: The object around it (default empty).
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  public func toJSONData(_ object: N, at keyPath: String, in envelope: JSONObject = [:], prettyPrint: Bool = false)
    -> Data?
  {
    guard let json = rootJSON(object) else { return nil }
    return try? Self.wrap(.object(json), at: keyPath, in: envelope, prettyPrint: prettyPrint)
  }

  /// Models wrapped in an envelope: `envelope` with the models' array at `keyPath`.
  ///
  /// ```swift
  /// let body = Mapper<Item>().toJSONData(items, at: "data.items", in: ["code": 0])
  /// // {"code":0,"data":{"items":[...]}}
  /// ```
  ///
  /// - Parameters:
  ///   - array: The models to write.
  ///   - keyPath: Where the array goes, such as `"data.items"` (parts separated by dots).
  ///   - envelope: The object around it (default empty).
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  public func toJSONData(_ array: [N], at keyPath: String, in envelope: JSONObject = [:], prettyPrint: Bool = false)
    -> Data?
  {
    try? Self.wrap(toJSONValue(array), at: keyPath, in: envelope, prettyPrint: prettyPrint)
  }

  /// A model wrapped in an envelope, as JSON text (see ``toJSONData(_:at:in:prettyPrint:)-(N,_,_,_)``).
  ///
  /// - Parameters:
  ///   - object: The model to write.
  ///   - keyPath: Where the model goes, such as `"data.user"` (parts separated by dots).
  ///   - envelope: The object around it (default empty).
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  public func toJSONString(_ object: N, at keyPath: String, in envelope: JSONObject = [:], prettyPrint: Bool = false)
    -> String?
  {
    toJSONData(object, at: keyPath, in: envelope, prettyPrint: prettyPrint).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Models wrapped in an envelope, as JSON text (see ``toJSONData(_:at:in:prettyPrint:)-([N],_,_,_)``).
  ///
  /// - Parameters:
  ///   - array: The models to write.
  ///   - keyPath: Where the array goes, such as `"data.items"` (parts separated by dots).
  ///   - envelope: The object around it (default empty).
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  public func toJSONString(_ array: [N], at keyPath: String, in envelope: JSONObject = [:], prettyPrint: Bool = false)
    -> String?
  {
    toJSONData(array, at: keyPath, in: envelope, prettyPrint: prettyPrint).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `envelope` with `value` at `keyPath`, written as bytes.
  static func wrap(_ value: JSONValue, at keyPath: String, in envelope: JSONObject, prettyPrint: Bool) throws -> Data {
    let parts = keyPath.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
    var root = JSONValue.object(envelope)
    _PathStep.set(value, at: parts.map(_PathStep.key)[...], in: &root)
    return try JSONWriter(options: prettyPrint ? .pretty : .compact).data(root)
  }
}

extension BaseMappable {
  /// The model as UTF-8 JSON bytes (see ``Mapper/toJSONData(_:prettyPrint:)-(N,_)``).
  ///
  /// ```swift
  /// try user.toJSONData()?.write(to: url)
  /// ```
  ///
  /// - Parameter prettyPrint: Whether to indent the output, two spaces per level (default false:
  ///   compact).
  public func toJSONData(prettyPrint: Bool = false) -> Data? {
    Mapper<Self>().toJSONData(self, prettyPrint: prettyPrint)
  }
}

extension Array where Element: BaseMappable {
  /// The models as UTF-8 JSON bytes holding an array.
  ///
  /// - Parameter prettyPrint: Whether to indent the output, two spaces per level (default false:
  ///   compact).
  public func toJSONData(prettyPrint: Bool = false) -> Data? {
    Mapper<Element>().toJSONData(self, prettyPrint: prettyPrint)
  }

  /// Models from UTF-8 JSON bytes holding an array (or one object); nil when they are not
  /// valid JSON.
  ///
  /// - Parameters:
  ///   - JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  public init?(JSONData: some ContiguousBytes, context: MapContext? = nil) {
    guard let objects = Mapper<Element>(context: context).mapArray(JSONData: JSONData) else { return nil }
    self = objects
  }
}

extension Mappable {
  /// Creates a model from UTF-8 JSON bytes; nil when they are not valid JSON or the model
  /// refuses them.
  ///
  /// ```swift
  /// let user = User(JSONData: try Data(contentsOf: url))
  /// ```
  ///
  /// - Parameters:
  ///   - JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  public init?(JSONData: some ContiguousBytes, context: MapContext? = nil) {
    guard let object = Mapper<Self>(context: context).map(JSONData: JSONData) else { return nil }
    self = object
  }
}

extension ImmutableMappable {
  /// Creates a model from UTF-8 JSON bytes, throwing a ``MapError`` with the key path,
  /// expected type and found value (or the parse error's line and column, which also names
  /// bytes that are not UTF-8).
  ///
  /// ```swift
  /// let point = try Point(JSONData: data)
  /// ```
  ///
  /// - Parameters:
  ///   - JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  /// - Throws: ``MapError``: for invalid JSON or UTF-8, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public init(JSONData: some ContiguousBytes, context: MapContext? = nil) throws {
    self = try Mapper<Self>(context: context).mapOrThrow(JSONData: JSONData)
  }
}
