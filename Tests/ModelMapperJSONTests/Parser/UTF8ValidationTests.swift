import Foundation
import ModelMapperJSON
import SeededRandom
import Testing

/// Strings with non-ASCII text: the parser accepts exactly the valid UTF-8 the standard
/// library accepts, and reports an invalid sequence at the byte where it starts, whether it
/// stands alone, ends a string, or follows a run of valid sequences (which the parser checks
/// several at a time).
@Suite("UTF-8 in strings: the standard library's verdict, at the right byte")
struct UTF8ValidationTests {
  /// Bytes where UTF-8's rules change: ASCII, continuation bytes at the edges of every lead's
  /// range, leads, and bytes never valid.
  static let edges: [UInt8] = [
    0x00, 0x22, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED,
    0xEE, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF,
  ]

  /// The offset of the first invalid sequence in `bytes`, or nil when they are valid UTF-8,
  /// by the standard library's decoder.
  static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Parses `"` + `content` + `"` and checks the outcome against the standard library's.
  static func check(_ content: [UInt8], _ label: @autoclosure () -> String) {
    let document = [UInt8(ascii: "\"")] + content + [UInt8(ascii: "\"")]
    // A quote inside `content` ends the string early: what follows is not JSON, so only
    // contents without one are compared.
    guard !content.contains(UInt8(ascii: "\"")) && !content.contains(UInt8(ascii: "\\")) else { return }
    let hasControl = content.contains { $0 < 0x20 }
    let invalid = firstInvalidOffset(content)
    do {
      let parsed = try JSONDocument(parsing: document)
      #expect(invalid == nil && !hasControl, "\(label()) parsed")
      #expect(parsed.root.string.map { Array($0.utf8) } == content, "\(label())")
    } catch {
      if let invalid, error.kind == .invalidUTF8 || error.kind == .unexpectedEnd {
        // An invalid sequence: reported where it starts (a sequence cut short by the end of
        // the string is invalid where it starts too: the closing quote is not a continuation).
        #expect(error.offset == invalid + 1, "\(label()): \(error)")
      } else {
        #expect(hasControl && error.kind == .controlCharacterInString, "\(label()): \(error)")
      }
    }
  }

  @Test("every two-, three- and four-byte combination of edge bytes, alone and after a run")
  func edgeCombinations() {
    let run = Array("日本語のテキスト".utf8)
    for first in Self.edges where first >= 0x80 {
      for second in Self.edges {
        for third in Self.edges {
          for fourth: UInt8 in [0x80, 0x41] {
            let sequence = [first, second, third, fourth]
            Self.check(sequence, "\(sequence)")
            Self.check(run + sequence + run, "run + \(sequence) + run")
            Self.check(Array("é".utf8) + sequence, "é + \(sequence)")
          }
        }
      }
    }
  }

  @Test("seeded random mixes of valid text and stray bytes", arguments: 0..<4)
  func randomMixes(seed: UInt64) {
    var random = SeededGenerator(seed: 0x5554_4638 &+ seed)
    let pieces: [[UInt8]] = [
      Array("a".utf8), Array("é".utf8), Array("日".utf8), Array("テ".utf8), Array("😀".utf8), Array("\u{FFFD}".utf8),
      Array("\u{E000}".utf8), Array("\u{D7FF}".utf8), [0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xE3, 0x81], [0xFF],
    ]
    for _ in 0..<2_000 {
      var content: [UInt8] = []
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        content += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
      Self.check(content, "\(content)")
    }
  }
}
