import Foundation
import ModelMapperJSON
import SeededRandom
import TestSupport
import Testing

@Suite("Reading a parsed document")
struct JSONDocumentTests {
  @Test("parsing from String, Data, [UInt8] and a raw buffer gives the same document")
  func inputs() throws {
    let text = #"{"a": [1, "é", null, true]}"#
    let expected = try JSONDocument(parsing: text).root.value
    #expect(try JSONDocument(parsing: Data(text.utf8)).root.value == expected)
    #expect(try JSONDocument(parsing: Array(text.utf8)).root.value == expected)
    let fromBuffer = try Array(text.utf8).withUnsafeBytes { try JSONDocument(parsing: $0) }
    #expect(fromBuffer.root.value == expected)
    #expect(try JSONValue(parsing: text) == expected)
  }

  @Test("non-ASCII keys and strings read the same from a String (trusted UTF-8) and from bytes")
  func nonASCIIFromString() throws {
    let samples = ["é", "名前", "😀", "aé中😀b", String(repeating: "中", count: 40) + "x", "ℌ.d", "ø\\n\\u00e9"]
    var members: [String] = []
    for (index, sample) in samples.enumerated() {
      members.append(#""k\#(index)\#(sample)": "\#(sample)", "\#(sample)": [\#(index), "\#(sample)\#(sample)"]"#)
    }
    let text = "{" + members.joined(separator: ", ") + "}"
    let fromString = try JSONDocument(parsing: text)
    let fromBytes = try JSONDocument(parsing: Array(text.utf8))
    #expect(fromString.root.value == fromBytes.root.value)
    #expect(fromString.root["名前"]?[1]?.string == "名前名前")
    #expect(fromString.root["k2😀"]?.string == "😀")
    #expect(fromString.root.members.count == samples.count * 2)
    // After a byte order mark, offsets into the String still match the parsed bytes.
    let marked = "\u{FEFF}" + text
    #expect(try JSONDocument(parsing: marked).root.value == fromBytes.root.value)
    #expect(try JSONDocument(parsing: Array(marked.utf8)).root.value == fromBytes.root.value)
  }

  @Test("strings of every length around the small-string limit read back exactly", arguments: 0...17)
  func stringLengths(length: Int) throws {
    let ascii = String((0..<length).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) })
    let mixed = String(ascii.dropLast(min(length, 2))) + (length >= 2 ? "é" : "")
    let text = #"{"a": "\#(ascii)", "m": "\#(mixed)", "e": "\#(ascii)\n"}"#
    for document in [try JSONDocument(parsing: text), try JSONDocument(parsing: Array(text.utf8))] {
      #expect(document.root["a"]?.string == ascii)
      #expect(document.root["m"]?.string == mixed)
      #expect(document.root["e"]?.string == ascii + "\n")
    }
  }

  @Test(
    "whitespace around colons and indentation of any width and kind", arguments: [0, 1, 2, 3, 4, 7, 8, 15, 16, 17, 40])
  func whitespace(width: Int) throws {
    let indent = String(repeating: " ", count: width)
    let forms = [":", ": ", " :", " : ", ":  ", ":\n" + indent, ":\t", "\r\n" + indent + ":" + indent]
    var members: [String] = []
    for (index, colon) in forms.enumerated() {
      members.append("\n" + indent + "\"k\(index)\"" + colon + "[\n" + indent + "\(index),\t\(index)\n" + indent + "]")
    }
    let text = "{" + members.joined(separator: ",") + "\n" + indent + "}"
    let document = try JSONDocument(parsing: text)
    #expect(document.root.members.count == forms.count)
    for index in forms.indices {
      #expect(document.root["k\(index)"]?[1]?.int64 == Int64(index), "\(index) in \(text)")
    }
    let missing = "{\n" + indent + "\"a\" \n" + indent + "1}"
    let error = #expect(throws: JSONParseError.self) { try JSONDocument(parsing: missing) }
    #expect(error?.kind == .unexpectedCharacter)
  }

  @Test("arrays index in O(1) through nested containers")
  func arrayIndexing() throws {
    let document = try JSONDocument(parsing: #"[[1, [2, 3]], {"k": [4]}, "s", [], 5]"#)
    let root = document.root
    #expect(root.count == 5)
    #expect(root[0]?[1]?[1]?.int64 == 3)
    #expect(root[1]?["k"]?[0]?.int64 == 4)
    #expect(root[2]?.string == "s")
    #expect(root[3]?.count == 0)
    #expect(root[4]?.int64 == 5)
    #expect(root[5] == nil)
    #expect(root[-1] == nil)
    #expect(root["k"] == nil)
    #expect(root.elements.map(\.kind) == [.array, .object, .string, .array, .number])
  }

  @Test("object members keep document order; lookups find any member")
  func objects() throws {
    let document = try JSONDocument(parsing: #"{"z": 1, "a": {"y": null}, "m": "x"}"#)
    #expect(document.root.members.map(\.key) == ["z", "a", "m"])
    #expect(document.root["m"]?.string == "x")
    #expect(document.root["z"]?.int64 == 1)
    #expect(document.root["a"]?["y"]?.isNull == true)
    #expect(document.root["missing"] == nil)
    #expect(document.root.value.object?.keys == ["z", "a", "m"])
  }

  @Test("forEachElement and forEachMember visit what elements and members hold, and stop on a throw")
  func walking() throws {
    var random = SeededGenerator(seed: 41)
    for _ in 0..<50 {
      let text = try JSONWriter().bytes(RandomRoundTripTests.randomValue(&random, depth: 2))
      let document = try JSONDocument(parsing: text)
      // Every container, walked both ways: the same indices in the same order.
      func check(_ element: JSONElement) {
        var visited: [JSONElement] = []
        element.forEachElement { visited.append($0) }
        #expect(visited.map(\.index) == element.elements.map(\.index))
        var members: [(String, Int)] = []
        element.forEachMember { members.append(($0, $1.index)) }
        #expect(members.map(\.0) == element.members.map(\.key))
        #expect(members.map(\.1) == element.members.map(\.value.index))
        #expect(visited.count + members.count == element.count)
        for child in visited { check(child) }
        for member in element.members { check(member.value) }
      }
      check(document.root)
    }
    struct Stop: Error {}
    let document = try JSONDocument(parsing: #"[1, 2, 3, {"a": 1, "b": 2}]"#)
    var seen: [Int64] = []
    #expect(throws: Stop.self) {
      try document.root.forEachElement { element in
        if element.int64 == 2 { throw Stop() }
        seen.append(element.int64 ?? -1)
      }
    }
    #expect(seen == [1])
    var keys: [String] = []
    #expect(throws: Stop.self) {
      try document.root[3]?.forEachMember { key, _ in
        keys.append(key)
        throw Stop()
      }
    }
    #expect(keys == ["a"])
    // Other kinds have no elements or members.
    var calls = 0
    document.root[0]?.forEachElement { _ in calls += 1 }
    document.root.forEachMember { _, _ in calls += 1 }
    #expect(calls == 0)
  }

  @Test("escaped strings and keys decode, including surrogate pairs")
  func escapes() throws {
    let document = try JSONDocument(parsing: #"{"k\u00e9y": "a\"b\\c\/d\b\f\n\r\t\u0041\ud83d\ude00"}"#)
    #expect(document.root["kéy"]?.string == "a\"b\\c/d\u{8}\u{C}\n\r\tA😀")
  }

  @Test("byte offsets point at scalars")
  func offsets() throws {
    let document = try JSONDocument(parsing: #" {"a": "xyz", "b": 12}"#)
    #expect(document.root.byteOffset == nil)
    #expect(document.root["a"]?.byteOffset == 7)
    #expect(document.root["b"]?.byteOffset == 19)
  }

}
