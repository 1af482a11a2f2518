// swift-format-ignore-file: AlwaysUseLowerCamelCase
// `map(JSONValue:)` follows ObjectMapper's labels (JSONString:, JSONObject:, JSON:).

import Foundation

/// Codable through the mapping: adopt it and a model can be encoded and decoded by any
/// `Encoder` and `Decoder` (`JSONEncoder`, `PropertyListEncoder`, ...), with the keys and
/// transforms of its `mapping(map:)`, without writing `encode(to:)` or `init(from:)`.
///
/// With ``ModelMapperJSONDecoder`` and ``ModelMapperJSONEncoder`` the model is mapped where
/// it lies in the parsed document and written straight into the encoder's output; with any
/// other coder its JSON is handed over as a ``JSONValue``. No JSON text is written in
/// between. Values that are nil are left out (property lists cannot hold a null). A struct or
/// a final class gets both methods; a non-final class writes `required init(from:)` itself,
/// calling ``Mapper/map(JSONValue:)``.
///
/// ```swift
/// struct Settings: Mappable, MappableCodable { ... }
/// let data = try PropertyListEncoder().encode(settings)
/// let back = try PropertyListDecoder().decode(Settings.self, from: data)
/// ```
public protocol MappableCodable: BaseMappable, Codable {}

extension MappableCodable {
  /// Encodes the JSON the mapping writes.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors, or ``MapError`` when the mapping cannot write the model (a
  ///   NaN, a veto from its ``MappingHooks``).
  public func encode(to encoder: any Encoder) throws {
    let mapper = Mapper<Self>()
    // ModelMapper's own encoder: the mapping writes into its output.
    let wrote = try _writeJSON(into: encoder) { emitter, depth in
      let output = _JSONOutput(borrowing: &emitter)
      defer { output.giveBack(to: &emitter) }
      guard mapper.write(self, into: output, depth: depth, location: nil), output.error == nil else {
        throw MapError(.typeMismatch, key: nil, currentValue: nil, reason: "Cannot write '\(Self.self)' as JSON")
      }
    }
    if !wrote { try mapper.toJSONValue(self).encode(to: encoder) }
  }

  /// Decodes a JSON value and maps it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: the decoder's error, or a ``MapError`` when the value does not map.
  public init(from decoder: any Decoder) throws {
    // ModelMapper's own decoder: mapped where the value lies in the parsed document.
    if let (document, node) = _tapePosition(of: decoder) {
      let mapper = Mapper<Self>()
      self = try mapper.collectingProblems { try mapper.mapOrThrow(document, node, session: $0) }
    } else {
      self = try Mapper<Self>().map(JSONValue: JSONValue(from: decoder))
    }
  }
}

extension Mapper {
  /// A model from a ``JSONValue`` (an object), throwing instead of returning nil (see
  /// ``mapOrThrow(JSONString:)``).
  ///
  /// ```swift
  /// let user = try Mapper<User>().map(JSONValue: ["id": 1, "name": "Ada"])
  /// ```
  ///
  /// - Parameter value: The value.
  /// - Throws: ``MapError`` for the first value that did not map, with its key path; in strict
  ///   mode, ``MappingProblems`` with every problem.
  public func map(JSONValue value: JSONValue) throws -> N {
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: JSONWriter().bytes(value), options: .init(maxDepth: .max))
    } catch {
      throw MapError(.typeMismatch, key: nil, currentValue: nil, reason: "Cannot map to '\(N.self)': \(error)")
    }
    return try collectingProblems { try mapOrThrow(document, 0, session: $0) }
  }
}
