import Foundation
import SeededRandom
import Testing

@testable import ModelMapperJSON

/// Parsed ASCII strings of up to 15 bytes are made as a small string's two words
/// (SmallASCIIString.swift), longer ones without a second scan (LargeASCIIString.swift).
/// They must be the strings the standard library makes from the same bytes, in every
/// respect a user can observe.
@Suite("Parsed ASCII strings")
struct ParsedASCIIStringTests {
  @Test("the layout check passes on this platform's 64-bit strings")
  func layout() {
    #expect(_smallASCIIStringsMatch == (MemoryLayout<String>.size == 16))
  }

  @Test("random ASCII strings of 0 to 17 bytes read as String(decoding:) makes them")
  func randomStrings() throws {
    try checkRandomStrings(seed: 15, rounds: 4_000) { $0 % 18 }
  }

  @Test("random ASCII strings of 16 to 300 bytes read as String(decoding:) makes them")
  func randomLargeStrings() throws {
    try checkRandomStrings(seed: 16, rounds: 1_000) { 16 + $0 % 285 }
  }

  /// Parses `rounds` random printable ASCII strings of `length(round)` bytes, as values and
  /// keys, and compares each with the string `String(decoding:)` makes.
  private func checkRandomStrings(seed: UInt64, rounds: Int, length: (Int) -> Int) throws {
    var random = SeededGenerator(seed: seed)
    // Every printable ASCII byte but the quote and the backslash, which JSON escapes.
    let alphabet = (0x20...0x7E).map(UInt8.init).filter { $0 != 0x22 && $0 != 0x5C }
    for round in 0..<rounds {
      let length = length(round)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
      let expected = String(decoding: bytes, as: UTF8.self)
      // Values and keys, and a neighbour after each, so that the bytes after a string are
      // not always its closing quote and the end of the input.
      let json = "[\"" + expected + "\", {\"" + expected + "\": 1}, \"zz\"]"
      let document = try JSONDocument(parsing: json)
      let value = try #require(document.root[0]?.string)
      let key = try #require(document.root[1]?.members.first?.key)
      for read in [value, key] {
        #expect(read == expected)
        #expect(read.utf8.count == length && read.count == length)
        #expect(Array(read.utf8) == bytes)
        #expect(read.hashValue == expected.hashValue)
        #expect(read + "!" == expected + "!")
        #expect(read < expected + "\u{7F}" && !(read < expected))
        var copy = read
        copy.append("é")
        #expect(copy == expected + "é" && copy.unicodeScalars.count == length + 1)
        #expect(read.withCString { String(cString: $0) } == expected)
      }
    }
  }

  @Test("non-ASCII and escaped strings take the general path")
  func otherStrings() throws {
    let document = try JSONDocument(parsing: #"["é", "a\u00e9", "tab\t", "\u0041BC", "日本語テキスト"]"#)
    let strings = document.root.elements.compactMap(\.string)
    #expect(strings == ["é", "aé", "tab\t", "ABC", "日本語テキスト"])
    #expect(strings.map(\.count) == [1, 2, 4, 3, 7])
  }
}
