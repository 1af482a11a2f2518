import Foundation
import ModelMapperJSON
import SeededRandom
import Testing

/// A key of any text.
private struct TextKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// Writes one member under each of its keys, and reads the keys an object has.
private struct Keys: Codable, Equatable {
  var names: [String]

  init(_ names: [String]) { self.names = names }

  init(from decoder: any Decoder) throws {
    names = try decoder.container(keyedBy: TextKey.self).allKeys.map(\.stringValue).sorted()
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TextKey.self)
    for (index, name) in names.enumerated() { try container.encode(index, forKey: TextKey(stringValue: name)) }
  }
}

@Suite("snake_case key conversion: exactly Foundation's, both ways")
struct KeyConversionTests {
  /// Keys made of what the conversions treat specially: capitals and lowercase letters, runs
  /// of capitals, digits, underscores at either end and in runs, punctuation, non-ASCII.
  static func keys(count: Int, seed: UInt64) -> [String] {
    var random = SeededGenerator(seed: seed)
    let pieces = [
      "a", "b", "z", "A", "B", "Z", "URL", "ID", "id", "_", "__", "1", "42", "x2", "é", "É", "ß", "ǅ", "-", ".", "'",
      "user", "Name", "HTTP", "Value",
    ]
    return (0..<count).map { _ in
      (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
  }

  @Test("encoding: every generated key written as JSONEncoder's .convertToSnakeCase writes it")
  func toSnakeCase() throws {
    let foundation = JSONEncoder()
    foundation.keyEncodingStrategy = .convertToSnakeCase
    let ours = ModelMapperJSONEncoder()
    ours.keyEncodingStrategy = .convertToSnakeCase
    var differences: [String] = []
    for name in Self.keys(count: 3000, seed: 11) {
      let expected = String(decoding: try foundation.encode(Keys([name])), as: UTF8.self)
      let written = String(decoding: try ours.encode(Keys([name])), as: UTF8.self)
      if written != expected { differences.append("\(name): \(written), Foundation \(expected)") }
    }
    #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(10))")
  }

  @Test("decoding: every generated key read as JSONDecoder's .convertFromSnakeCase reads it")
  func fromSnakeCase() throws {
    let foundation = JSONDecoder()
    foundation.keyDecodingStrategy = .convertFromSnakeCase
    let ours = ModelMapperJSONDecoder()
    ours.keyDecodingStrategy = .convertFromSnakeCase
    var differences: [String] = []
    for name in Self.keys(count: 3000, seed: 12) {
      let text = try JSONEncoder().encode([name: 0])
      let expected = try foundation.decode(Keys.self, from: text).names
      let read = try ours.decode(Keys.self, from: text).names
      if read != expected { differences.append("\(name): \(read), Foundation \(expected)") }
    }
    #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(10))")
  }

  @Test(
    "decoding: keys that convert to the same key (the first member counts), read in any order, as Foundation",
    arguments: [
      #"{"a_b": 1, "aB": 2, "c_d": 3, "cD": 4, "e": 5}"#,
      #"{"aB": 2, "a_b": 1, "e": 5, "cD": 4, "c_d": 3, "a__b": 6}"#,
      #"{"e": 5, "_a_b": 7, "a_b_": 8, "a_b": 1, "A_B": 9, "aB": 2}"#,
    ])
  func collidingKeys(text: String) throws {
    struct Pair: Decodable, Equatable {
      var e: Int?
      var cD: Int?
      var aB: Int?
    }
    let foundation = JSONDecoder()
    foundation.keyDecodingStrategy = .convertFromSnakeCase
    let ours = ModelMapperJSONDecoder()
    ours.keyDecodingStrategy = .convertFromSnakeCase
    let expected = try foundation.decode(Pair.self, from: Data(text.utf8))
    #expect(try ours.decode(Pair.self, from: Data(text.utf8)) == expected)
    #expect(
      try ours.decode(Keys.self, from: Data(text.utf8)).names
        == foundation.decode(Keys.self, from: Data(text.utf8)).names)
  }

  @Test("decoding: a key that is canonically equal to a converted ASCII key finds it, as in Foundation")
  func canonicallyEqualKeys() throws {
    struct Kelvin: Decodable, Equatable {
      var value: Int?
      init(from decoder: any Decoder) throws {
        value = try decoder.container(keyedBy: TextKey.self).decodeIfPresent(
          Int.self, forKey: TextKey(stringValue: "\u{212A}b"))
      }
    }
    struct PlainK: Decodable, Equatable {
      var value: Int?
      init(from decoder: any Decoder) throws {
        value = try decoder.container(keyedBy: TextKey.self).decodeIfPresent(
          Int.self, forKey: TextKey(stringValue: "Kb"))
      }
    }
    let text = Data(#"{"k_b": 1, "Kb": 2, "x": 3}"#.utf8)
    let kelvinText = Data(#"{"x": 3, "\#u{212A}b": 4}"#.utf8)
    let kelvinEscaped = Data(#"{"x": 3, "\u212Ab": 5}"#.utf8)
    for snakeCase in [true, false] {
      let foundation = JSONDecoder()
      let ours = ModelMapperJSONDecoder()
      if snakeCase {
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        ours.keyDecodingStrategy = .convertFromSnakeCase
      }
      #expect(
        try ours.decode(Kelvin.self, from: text) == foundation.decode(Kelvin.self, from: text),
        "snake case: \(snakeCase)")
      let plain = try ours.decode(PlainK.self, from: kelvinText)
      #expect(plain == (try foundation.decode(PlainK.self, from: kelvinText)), "snake case: \(snakeCase)")
      #expect(plain.value == 4)
      // The same key written as an escape: its raw text is ASCII.
      let escaped = try ours.decode(PlainK.self, from: kelvinEscaped)
      #expect(escaped == (try foundation.decode(PlainK.self, from: kelvinEscaped)), "snake case: \(snakeCase)")
      #expect(escaped.value == 5)
      #expect(try ours.decode(PlainK.self, from: Data(#"{"x": 3, "\u004Bb": 6}"#.utf8)).value == 6)
    }
  }

  @Test("decoding: an [Int: V] whose keys name one integer keeps the last member in the document")
  func keysNamingOneInteger() throws {
    // "0", "-0" and "+0" are all 0. Foundation keeps the one its dictionary's hash order puts
    // last, which differs from run to run (Docs/MigratingFromCodable.md); ModelMapper keeps
    // the last in the document, whichever key strategy.
    let text = Data(#"{"-0": "first", "7": "x", "0": "second", "+0": "third", "07": "y"}"#.utf8)
    for snakeCase in [false, true] {
      let decoder = ModelMapperJSONDecoder()
      if snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
      #expect(try decoder.decode([Int: String].self, from: text) == [0: "third", 7: "y"], "snake case: \(snakeCase)")
    }
  }
}
