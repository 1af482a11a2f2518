import Foundation
import ModelMapperJSON
import Testing

// `[String: Value]` is read in place (not through the standard library's
// `Dictionary.init(from:)`, which lists the keys and then looks each one up): values, error
// cases and coding paths must stay what Foundation's `JSONDecoder` gives, including the key
// in the path, which has an integer value where it reads as one (`"01"` is 1) with the
// default keys and none with a key strategy. Each document is decoded by both decoders and
// the outcomes compared.

/// A value that notes the coding path it was decoded at, as a model reading
/// `decoder.codingPath` would see it.
private struct PathNote: Codable, Equatable, CustomStringConvertible {
  var path: String

  init(from decoder: any Decoder) throws {
    _ = try decoder.singleValueContainer().decode(Int.self)
    path = decoder.codingPath.map { key in "\(key.stringValue)|\(key.intValue.map(String.init) ?? "nil")" }
      .joined(separator: "/")
  }

  func encode(to encoder: any Encoder) throws {}

  var description: String { path }
}

private struct Box<Value: Codable & Equatable>: Codable, Equatable {
  var inner: Value
}

/// A value's description with dictionaries' members in key order (their order in memory
/// depends on their capacity).
private protocol SortedDescription {
  var sortedDescription: String { get }
}

private func describeSorted(_ value: Any) -> String {
  (value as? any SortedDescription)?.sortedDescription ?? "\(value)"
}

extension Dictionary: SortedDescription where Key == String {
  var sortedDescription: String {
    "[" + sorted { $0.key < $1.key }.map { "\($0.key): \(describeSorted($0.value))" }.joined(separator: ", ") + "]"
  }
}

extension Array: SortedDescription {
  var sortedDescription: String { "[" + map { describeSorted($0) }.joined(separator: ", ") + "]" }
}

extension Optional: SortedDescription {
  var sortedDescription: String { map { describeSorted($0) } ?? "nil" }
}

extension Box: SortedDescription {
  var sortedDescription: String { "Box(\(describeSorted(inner)))" }
}

@Suite("[String: Value] decodes as Foundation's JSONDecoder decodes it")
struct StringKeyedDictionaryTests {
  static func outcome<T: Decodable>(_ type: T.Type, _ text: String, _ decode: (Data) throws -> T) -> String {
    Outcome.summary(of: text, describe: describeSorted, decode)
  }

  static func expectSame<T: Decodable>(
    _ type: T.Type, _ text: String, keys: KeyStrategy = .useDefaultKeys
  ) {
    let ours = outcome(T.self, text) {
      let decoder = ModelMapperJSONDecoder()
      if keys == .convertFromSnakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
      return try decoder.decode(T.self, from: $0)
    }
    let foundations = outcome(T.self, text) {
      let decoder = JSONDecoder()
      if keys == .convertFromSnakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
      return try decoder.decode(T.self, from: $0)
    }
    #expect(ours == foundations, "\(T.self) from \(text)")
  }

  /// The key strategies tried: the default, and one that converts keys.
  enum KeyStrategy: CaseIterable {
    case useDefaultKeys, convertFromSnakeCase
  }

  static let strategies = KeyStrategy.allCases

  @Test("values, and errors at keys that read as integers", arguments: strategies)
  func values(keys: KeyStrategy) {
    Self.expectSame([String: Int].self, #"{}"#, keys: keys)
    Self.expectSame([String: Int].self, #"{"a": 1, "b_c": 2, "7": 3, "-3": 4, "01": 5}"#, keys: keys)
    for key in ["a", "7", "01", "+4", "-3", "99999999999999999999", " 5"] {
      Self.expectSame([String: Int].self, #"{"x": 1, "\#(key)": "not a number"}"#, keys: keys)
      Self.expectSame([String: Int].self, #"{"x": 1, "\#(key)": null}"#, keys: keys)
      Self.expectSame(Box<[String: [String: Int]]>.self, #"{"inner": {"\#(key)": {"y": true}}}"#, keys: keys)
    }
    Self.expectSame([String: String?].self, #"{"a": null, "b": "x"}"#, keys: keys)
    Self.expectSame([[String: Double]].self, #"[{"a": 1.5}, {"b": 2}, {"c": "x"}]"#, keys: keys)
  }

  @Test("the coding path a value sees inside a dictionary", arguments: strategies)
  func codingPaths(keys: KeyStrategy) {
    Self.expectSame([String: PathNote].self, #"{"a": 1, "12": 2, "012": 3, "-1": 4}"#, keys: keys)
    Self.expectSame(Box<[String: PathNote]>.self, #"{"inner": {"3": 1}}"#, keys: keys)
    Self.expectSame([String: [String: PathNote]].self, #"{"5": {"06": 1}}"#, keys: keys)
  }

  @Test("something other than an object where a dictionary is expected", arguments: strategies)
  func notObjects(keys: KeyStrategy) {
    for text in ["null", "[]", "[1]", "\"a\"", "3", "true"] {
      Self.expectSame([String: Int].self, text, keys: keys)
      Self.expectSame(Box<[String: Int]>.self, #"{"inner": \#(text)}"#, keys: keys)
      Self.expectSame(Box<[String: Int]?>.self, #"{"inner": \#(text)}"#, keys: keys)
    }
  }

  @Test("objects that repeat a key", arguments: strategies)
  func repeatedKeys(keys: KeyStrategy) {
    Self.expectSame([String: Int].self, #"{"a": 1, "a": 2, "b": 3}"#, keys: keys)
    Self.expectSame([String: Int].self, #"{"a": 1, "a": "x"}"#, keys: keys)
    Self.expectSame([String: Int].self, #"{"a": "x", "a": 1}"#, keys: keys)
    Self.expectSame([String: Int].self, #"{"K": 1, "\u212A": 2}"#, keys: keys)
  }
}
