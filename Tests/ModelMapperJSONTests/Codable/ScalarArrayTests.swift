import Foundation
import ModelMapperJSON
import Testing

// `[String]`, `[Int]` and `[Double]` are read from the tape by their type, not through the
// standard library's `Array.init(from:)`; an array with an element that does not convert is
// left to the general path. Values, error cases and coding paths must stay what
// Foundation's `JSONDecoder` gives: each document is decoded by both decoders and the
// outcomes compared. The one-pass encoder writes them by their type too, not through
// `Array.encode(to:)`: its text must be Foundation's, byte for byte.

private struct Tagged: Codable, Equatable {
  var tags: [String]
  var ids: [Int]?
  var scores: [Double]?
  var nested: [[String]]?
}

private struct Box<Value: Codable>: Codable {
  var inner: Value
}

@Suite("[String], [Int] and [Double] decode and encode as Foundation's coders do")
struct ScalarArrayTests {
  static func expectSame<T: Decodable>(
    _ type: T.Type, _ text: String, nonConforming: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ours = ModelMapperJSONDecoder()
    let foundation = JSONDecoder()
    if nonConforming {
      ours.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
      foundation.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
    let expected = Outcome.summary(of: text) { try foundation.decode(T.self, from: $0) }
    let found = Outcome.summary(of: text) { try ours.decode(T.self, from: $0) }
    #expect(found == expected, "\(T.self) from \(text)", sourceLocation: sourceLocation)
  }

  /// `count` strings, numbers or doubles as a JSON array's text.
  static func list(_ count: Int, _ element: (Int) -> String) -> String {
    "[" + (0..<count).map(element).joined(separator: ", ") + "]"
  }

  @Test("arrays of strings: values, escapes, every length, and the errors of a wrong element")
  func strings() {
    for text in [
      #"[]"#, #"["a"]"#, #"["a", "b"]"#, #"["\u00e9", "x\"y", "\ud83d\ude00", "tab\there"]"#,
      #"["a", 1]"#, #"["a", null]"#, #"[["a"]]"#, #"[{}]"#, #"null"#, #"{}"#, #""a""#, #"1"#,
    ] {
      Self.expectSame([String].self, text)
      Self.expectSame([String]?.self, text)
    }
    // Around the length from which arrays of any element are read without the standard
    // library, with a wrong element first, in the middle and last.
    for count in [1, 15, 16, 17, 40] {
      Self.expectSame([String].self, Self.list(count) { "\"s\($0)\"" })
      for wrong in Set([0, count / 2, count - 1]) {
        Self.expectSame([String].self, Self.list(count) { $0 == wrong ? "\($0)" : "\"s\($0)\"" })
      }
    }
  }

  @Test("arrays of integers and doubles: values, conversions, and the errors of a wrong element")
  func numbers() {
    for text in [
      #"[]"#, #"[0, -1, 42]"#, #"[1.0]"#, #"[1e2]"#, #"[-0]"#, #"["1"]"#, #"[1, null]"#, #"[true]"#,
      #"[[1]]"#, #"null"#, #"{"a": 1}"#,
    ] {
      Self.expectSame([Int].self, text)
      Self.expectSame([Double].self, text)
    }
    Self.expectSame([Double].self, "[1.5]")
    for text in [#"[1.7976931348623157e308, 5e-324, -0.0, 0.1]"#, #"["nan", "inf", "-inf", 1]"#, #"["NaN"]"#] {
      Self.expectSame([Double].self, text)
      Self.expectSame([Double].self, text, nonConforming: true)
    }
    for count in [15, 16, 17, 40] {
      Self.expectSame([Int].self, Self.list(count) { "\($0 * 1_000_003)" })
      Self.expectSame([Int].self, Self.list(count) { $0 == count - 1 ? "\"x\"" : "\($0)" })
      Self.expectSame([Double].self, Self.list(count) { "\(Double($0) / 8)" })
      Self.expectSame([Double].self, Self.list(count) { $0 == count / 2 ? "false" : "\(Double($0) / 8)" })
    }
  }

  @Test("arrays inside a model: optional, missing, null, nested, and the coding path of an error")
  func inModels() {
    for text in [
      #"{"tags": ["a", "b"], "ids": [1, 2], "scores": [0.5], "nested": [["x"], []]}"#,
      #"{"tags": []}"#,
      #"{"tags": [], "ids": null, "scores": null, "nested": null}"#,
      #"{"tags": ["a", 2]}"#,
      #"{"tags": ["a"], "ids": [1, "2"]}"#,
      #"{"tags": ["a"], "scores": [1, {}]}"#,
      #"{"tags": ["a"], "nested": [["x"], ["y", 3]]}"#,
      #"{"tags": null}"#,
      #"{"ids": [1]}"#,
    ] {
      Self.expectSame(Tagged.self, text)
      Self.expectSame([Tagged].self, "[\(text), \(text)]")
    }
  }

  @Test("a number that does not fit Int is an error at its element", arguments: ["9223372036854775808", "1.5"])
  func overflow(number: String) throws {
    // Foundation on Linux reports a number that does not fit at the root
    // (Docs/MigratingFromCodable.md); ModelMapper reports it at the element, as Apple's does.
    let decoder = ModelMapperJSONDecoder()
    do {
      _ = try decoder.decode([String: [Int]].self, from: Data(#"{"ids": [1, \#(number)]}"#.utf8))
      Issue.record("decoded \(number) as an Int")
    } catch let error as DecodingError {
      let (name, _, path, _) = Outcome.parts(error)
      #expect(name == "dataCorrupted")
      #expect(path == ["ids", "1"])
    }
    #expect(try decoder.decode([Int].self, from: Data("[9223372036854775807]".utf8)) == [Int.max])
  }

  /// The text `encode` makes of `value`, or the error's description.
  static func written<T: Encodable>(_ value: T, _ encode: (T) throws -> Data) -> String {
    do {
      return String(decoding: try encode(value), as: UTF8.self)
    } catch let error as EncodingError {
      guard case .invalidValue(let found, let context) = error else { return "other \(error)" }
      return "invalidValue(\(found)) at \(Outcome.path(context.codingPath))"
    } catch {
      return "other \(error)"
    }
  }

  static func expectSameText<T: Encodable>(
    _ value: T, pretty: Bool = false, nonConforming: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ours = ModelMapperJSONEncoder()
    let foundation = JSONEncoder()
    if pretty {
      ours.outputFormatting = .prettyPrinted
      foundation.outputFormatting = .prettyPrinted
    }
    if nonConforming {
      ours.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
      foundation.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
    let expected = written(value) { try foundation.encode($0) }
    #expect(written(value) { try ours.encode($0) } == expected, "\(value)", sourceLocation: sourceLocation)
  }

  @Test("arrays written by their type are Foundation's text, compact and pretty-printed")
  func encodedText() {
    for pretty in [false, true] {
      Self.expectSameText([String](), pretty: pretty)
      Self.expectSameText(["a", "é", "x\"y/z", "line\nbreak", "\u{1F600}"], pretty: pretty)
      Self.expectSameText([0, -1, Int.max, Int.min], pretty: pretty)
      Self.expectSameText([0.5, -0.0, 1e300, .leastNonzeroMagnitude, 0.1, 100], pretty: pretty)
      Self.expectSameText(Box(inner: ["a", "b"]), pretty: pretty)
      Self.expectSameText(Box(inner: [[1, 2], [], [3]]), pretty: pretty)
      Self.expectSameText([Box(inner: [1.5]), Box(inner: [])], pretty: pretty)
      Self.expectSameText(Box(inner: (0..<40).map { "s\($0)" }), pretty: pretty)
      Self.expectSameText([Double.nan, .infinity, -.infinity, 1], pretty: pretty, nonConforming: true)
    }
  }

  @Test("a non-finite double in an array written by its type is an error at its element")
  func nonFinite() {
    // Foundation on Linux drops the index from such an error's path
    // (Docs/MigratingFromCodable.md); ModelMapper keeps it, as Apple's does.
    let encoder = ModelMapperJSONEncoder()
    #expect(Self.written([1, Double.nan]) { try encoder.encode($0) } == "invalidValue(nan) at [\"1\"]")
    let boxed = Self.written(Box(inner: [Double.infinity])) { try encoder.encode($0) }
    #expect(boxed == "invalidValue(inf) at [\"inner\", \"0\"]")
  }
}
