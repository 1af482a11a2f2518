import Foundation
import SeededRandom
import Testing

@testable import ModelMapperJSON

/// Parsed strings with non-ASCII text or escapes are made from the validated (and unescaped)
/// bytes without the standard library checking their UTF-8 again (StringDecoding.swift), with
/// the ASCII flag worked out by hand. They must be the strings Swift makes from the same
/// text in every respect a user can observe: a wrong ASCII flag shows in the UTF-16 count,
/// the character count and comparisons.
@Suite("Parsed non-ASCII and escaped strings")
struct ParsedTextStringTests {
  @Test("random text with escapes and non-ASCII scalars reads as Swift's own strings", arguments: [false, true])
  func randomText(fromString: Bool) throws {
    var random = SeededGenerator(seed: fromString ? 41 : 40)
    for round in 0..<3_000 {
      // Lengths around the small-string limit (15 bytes) and well beyond it.
      let scalars = round % 3 == 0 ? Int.random(in: 0...8, using: &random) : Int.random(in: 0...120, using: &random)
      var expected = ""
      var json = ""
      for _ in 0..<scalars {
        let (scalar, written) = Self.randomScalar(using: &random)
        expected.unicodeScalars.append(scalar)
        json += written
      }
      let text = "[\"" + json + "\", {\"" + json + "\": 1}, \"zz\"]"
      let document =
        fromString ? try JSONDocument(parsing: text) : try JSONDocument(parsing: Data(text.utf8))
      let value = try #require(document.root[0]?.string)
      let key = try #require(document.root[1]?.members.first?.key)
      for read in [value, key] {
        #expect(read == expected, "\(text)")
        #expect(Array(read.utf8) == Array(expected.utf8))
        #expect(read.utf16.count == expected.utf16.count)
        #expect(read.unicodeScalars.count == expected.unicodeScalars.count)
        #expect(read.count == expected.count)
        #expect(read.hashValue == expected.hashValue)
        #expect(read.lowercased() == expected.lowercased())
        var copy = read
        copy.append("é")
        #expect(copy == expected + "é")
        #expect(read.withCString { String(cString: $0) } == expected.withCString { String(cString: $0) })
      }
    }
  }

  @Test("ASCII text that escapes write non-ASCII into is not flagged ASCII")
  func escapedNonASCII() throws {
    let long = String(repeating: "a", count: 40)
    let document = try JSONDocument(
      parsing: Data(#"["\#(long)\u00e9", "\#(long)\ud83d\ude00", "\#(long)\n\/", "\u00e9", "é\#(long)"]"#.utf8))
    let strings = document.root.elements.compactMap(\.string)
    #expect(strings == [long + "é", long + "😀", long + "\n/", "é", "é" + long])
    #expect(strings.map(\.utf16.count) == [41, 42, 42, 1, 41])
    #expect(strings.map(\.count) == [41, 41, 42, 1, 41])
  }

  /// A random scalar and how the JSON text writes it: as itself or as an escape.
  private static func randomScalar(using random: inout SeededGenerator) -> (Unicode.Scalar, String) {
    let scalar: Unicode.Scalar
    switch Int.random(in: 0..<10, using: &random) {
    case 0...3: scalar = Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random))
    case 4: scalar = Unicode.Scalar(UInt8.random(in: 0...0x1F, using: &random))
    case 5, 6: scalar = Unicode.Scalar(UInt32.random(in: 0x80...0x7FF, using: &random))!
    case 7, 8:
      let value = UInt32.random(in: 0x800...0xFFFD, using: &random)
      scalar = Unicode.Scalar(value) ?? "\u{E000}"
    default: scalar = Unicode.Scalar(UInt32.random(in: 0x10000...0x10FFFF, using: &random))!
    }
    if scalar.value < 0x20 || scalar == "\"" || scalar == "\\" || Bool.random(using: &random) {
      // Escaped: a short escape where JSON has one, else \uXXXX (a surrogate pair above
      // the BMP).
      switch scalar {
      case "\"": return (scalar, #"\""#)
      case "\\": return (scalar, #"\\"#)
      case "/": return (scalar, #"\/"#)
      case "\n": return (scalar, #"\n"#)
      case "\t": return (scalar, #"\t"#)
      default:
        let units = String(scalar).utf16.map { "\\u" + String($0, radix: 16).leftPadded(to: 4) }
        return (scalar, units.joined())
      }
    }
    return (scalar, String(scalar))
  }
}

extension String {
  /// The string with zeros before it up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: Swift.max(0, width - count)) + self
  }
}
