import Foundation
import ModelMapperJSON
import Testing

// Long arrays (16 elements or more) are decoded without the standard library's
// `Array.init(from:)`, and scalars asked for generically without their `init(from:)`: the
// values, error cases and coding paths must stay Foundation's. Each document is decoded by
// both decoders and the outcomes compared.

private struct Point: Codable, Equatable {
  var x: Int
  var y: Double?
  var tag: Tag

  enum Tag: String, Codable { case a, b }
}

private struct Holder<Element: Codable & Equatable>: Codable, Equatable {
  var items: [Element]
}

@Suite("Long arrays and generic scalars decode as Foundation's JSONDecoder decodes them")
struct LongArrayDecodingTests {
  /// The outcome of decoding `text` as `T` with `decoder`: the value's description, or the
  /// error's case, type and coding path.
  static func outcome<T: Decodable>(_ type: T.Type, _ text: String, _ decode: (Data) throws -> T) -> String {
    do {
      return "value \(try decode(Data(text.utf8)))"
    } catch let error as DecodingError {
      let (name, typeName, path, context) = Outcome.parts(error)
      // Foundation on Linux reports a number that does not fit its type at the root (a
      // documented difference: ModelMapper reports it at the value); the rest must match.
      if name == "dataCorrupted", context?.debugDescription.contains("does not fit") == true {
        return "number that does not fit"
      }
      if name == "dataCorrupted" && path.isEmpty && context?.underlyingError == nil {
        return "number that does not fit"
      }
      return "\(name)(\(typeName)) at \(path)"
    } catch {
      return "other \(error)"
    }
  }

  static func expectSame<T: Decodable>(_ type: T.Type, _ text: String) {
    let ours = outcome(T.self, text) { try ModelMapperJSONDecoder().decode(T.self, from: $0) }
    let foundations = outcome(T.self, text) { try JSONDecoder().decode(T.self, from: $0) }
    #expect(ours == foundations, "\(T.self) from \(text.prefix(120))")
  }

  static func list(_ count: Int, _ element: (Int) -> String) -> String {
    "[" + (0..<count).map(element).joined(separator: ",") + "]"
  }

  static let counts = [0, 1, 15, 16, 17, 40, 1000]

  @Test("arrays of scalars, optionals, enums and models, of every length", arguments: counts)
  func values(count: Int) {
    Self.expectSame([String].self, Self.list(count) { "\"s\($0)\"" })
    Self.expectSame([Int].self, Self.list(count) { "\($0 * 7 - 20)" })
    Self.expectSame([Double].self, Self.list(count) { "\(Double($0) / 4)" })
    Self.expectSame([Bool].self, Self.list(count) { "\($0 % 3 == 0)" })
    Self.expectSame([Int64].self, Self.list(count) { "\(Int64($0) << 40)" })
    Self.expectSame([UInt8].self, Self.list(count) { "\($0 % 256)" })
    Self.expectSame([Int?].self, Self.list(count) { $0 % 4 == 0 ? "null" : "\($0)" })
    Self.expectSame([Point.Tag].self, Self.list(count) { $0 % 2 == 0 ? "\"a\"" : "\"b\"" })
    Self.expectSame([[Int]].self, Self.list(count) { "[\($0), \($0 + 1)]" })
    Self.expectSame(
      Holder<Point>.self,
      #"{"items": "# + Self.list(count) { #"{"x": \#($0), "y": \#($0 % 5 == 0 ? "null" : "1.5"), "tag": "a"}"# } + "}")
    Self.expectSame([String: [Int]].self, #"{"k": "# + Self.list(count) { "\($0)" } + "}")
  }

  @Test("an element that fails names its index, before and after the sixteenth", arguments: [3, 15, 16, 30, 999])
  func failingElement(index: Int) {
    let count = 1000
    Self.expectSame([Int].self, Self.list(count) { $0 == index ? "\"x\"" : "\($0)" })
    Self.expectSame([Int].self, Self.list(count) { $0 == index ? "null" : "\($0)" })
    Self.expectSame([Int].self, Self.list(count) { $0 == index ? "1.5" : "\($0)" })
    Self.expectSame([UInt8].self, Self.list(count) { $0 == index ? "300" : "\($0 % 256)" })
    Self.expectSame([String].self, Self.list(count) { $0 == index ? "7" : "\"s\"" })
    Self.expectSame([Bool].self, Self.list(count) { $0 == index ? "null" : "true" })
    Self.expectSame([Double].self, Self.list(count) { $0 == index ? "\"1\"" : "1" })
    Self.expectSame([Point.Tag].self, Self.list(count) { $0 == index ? "\"c\"" : "\"a\"" })
    Self.expectSame(
      Holder<Point>.self,
      #"{"items": "# + Self.list(count) { $0 == index ? #"{"x": 1}"# : #"{"x": 1, "tag": "b"}"# } + "}")
    Self.expectSame(
      Holder<Point>.self,
      #"{"items": "# + Self.list(count) { $0 == index ? #"{"x": 1, "y": "no", "tag": "b"}"# : #"{"x": 1, "tag": "b"}"# }
        + "}")
    Self.expectSame([[Int]].self, Self.list(count) { $0 == index ? "[1, false]" : "[1]" })
    Self.expectSame([[Int]].self, Self.list(count) { $0 == index ? "{}" : "[1]" })
  }

  @Test("generic scalars read where a type is decoded generically: a wrong value is Foundation's error")
  func genericScalars() {
    Self.expectSame(Holder<String>.self, #"{"items": ["a", 1]}"#)
    Self.expectSame(Holder<Int>.self, #"{"items": [1, null]}"#)
    Self.expectSame(Holder<Int>.self, #"{"items": [1, 2.0, 3e0]}"#)
    Self.expectSame(Holder<Double>.self, #"{"items": [1, true]}"#)
    Self.expectSame(Holder<Bool>.self, #"{"items": [true, 0]}"#)
    Self.expectSame(Holder<Int64>.self, #"{"items": [9223372036854775807, 9223372036854775808]}"#)
    Self.expectSame([String: Int].self, #"{"a": 1, "b": "2"}"#)
    Self.expectSame(Int?.self, "null")
    Self.expectSame(String.self, #""top""#)
  }
}
