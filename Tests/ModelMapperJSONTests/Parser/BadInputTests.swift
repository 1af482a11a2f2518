import Foundation
import ModelMapperJSON
import SeededRandom
import TestSupport
import Testing

@Suite("Hostile input: errors, never crashes or hangs")
struct BadInputTests {
  @Test("every truncation of a real document is an error, at or before the end")
  func truncatedAtEveryByte() throws {
    // Every byte of the GitHub user; every third byte of the (larger) Weibo status.
    for (name, stride) in [("github-user.json", 1), ("weibo-status.json", 3)] {
      let bytes = [UInt8](try Fixtures.benchData(name))
      let end = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
      for length in Swift.stride(from: 0, through: end, by: stride) {
        let prefix = Array(bytes[0..<length])
        do {
          _ = try JSONDocument(parsing: prefix)
          Issue.record("\(name) truncated to \(length) bytes parsed")
        } catch {
          #expect(error.offset <= length)
          #expect([.unexpectedEnd, .emptyInput, .invalidUTF8].contains(error.kind), "\(length): \(error)")
        }
      }
    }
  }

  @Test("seeded random garbage and mutated documents never crash")
  func garbage() throws {
    var random = SeededGenerator(seed: 42)
    let base = [UInt8](try Fixtures.benchData("weibo-status.json"))
    for round in 0..<2000 {
      var bytes: [UInt8]
      if round % 2 == 0 {
        bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
      } else {
        bytes = base
        for _ in 0..<Int.random(in: 1...8, using: &random) {
          bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
        }
      }
      if let document = try? JSONDocument(parsing: bytes) {
        // Accepted input must survive a write and a second parse unchanged.
        let written = JSONWriter().bytes(document.root)
        #expect(try JSONDocument(parsing: written).root.value == document.root.value)
      }
    }
  }

  @Test("100,000 levels of nesting are a tooDeep error, not a stack overflow")
  func deepNesting() {
    let arrays = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = #expect(throws: JSONParseError.self) { try JSONDocument(parsing: arrays) }
    #expect(error?.kind == .tooDeep)
    #expect(error?.offset == 512)
    let objects = String(repeating: "{\"a\":", count: 100_000)
    #expect(throws: JSONParseError.self) { try JSONDocument(parsing: objects) }
  }

  @Test("the depth limit is configurable and exact")
  func depthLimit() throws {
    let text = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
    #expect(throws: Never.self) { try JSONDocument(parsing: text, options: .init(maxDepth: 20)) }
    let error = #expect(throws: JSONParseError.self) { try JSONDocument(parsing: text, options: .init(maxDepth: 19)) }
    #expect(error?.kind == .tooDeep)
    // A document parsed with a high limit is still written without recursion.
    let deep = String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
    let document = try JSONDocument(parsing: deep, options: .init(maxDepth: 100_000))
    #expect(JSONWriter().string(document.root) == deep)
  }

  @Test("a 100 MB string parses and reads back")
  func hugeString() throws {
    let count = 100_000_000
    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: count + 2)
    bytes[0] = UInt8(ascii: "\"")
    bytes[count + 1] = UInt8(ascii: "\"")
    let document = try JSONDocument(parsing: bytes)
    #expect(document.root.string?.utf8.count == count)
    bytes.removeLast()
    let error = #expect(throws: JSONParseError.self) { try JSONDocument(parsing: bytes) }
    #expect(error?.kind == .unexpectedEnd)
    #expect(error?.line == 1)
  }

  @Test("numbers with 10,000 digits keep their text; conversions say what fits")
  func hugeNumbers() throws {
    let digits = "1" + String(repeating: "7", count: 9_999)
    let document = try JSONDocument(parsing: "[\(digits), -\(digits), 0.\(digits), 1e\(digits)]")
    let integer = try #require(document.root[0])
    #expect(integer.numberText == digits)
    #expect(integer.int64 == nil)
    #expect(integer.uint64 == nil)
    #expect(integer.double == nil)
    #expect(document.root[1]?.double == nil)
    #expect(document.root[2]?.double == 0.17777777777777778)
    #expect(document.root[3]?.double == nil)
    #expect(JSONWriter().string(document.root) == "[\(digits),-\(digits),0.\(digits),1e\(digits)]")
  }

  @Test("only whitespace, lone literals and lone punctuation are errors")
  func tinyInputs() {
    for text in ["", " ", "\n\n", "t", "nul", "fals", "-", "\"", "[", "{", "]", "}", ",", ":", "\u{FEFF}"] {
      #expect(throws: JSONParseError.self, "\(text.debugDescription)") { try JSONDocument(parsing: text) }
    }
  }
}
