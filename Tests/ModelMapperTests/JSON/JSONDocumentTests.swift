import Foundation
import ModelMapper
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

  @Test("a document is shared safely across tasks")
  func concurrentReads() async throws {
    let document = try JSONDocument(parsing: try Fixtures.benchData("twitter.json"))
    let expected = document.root["statuses"]?[42]?["user"]?["screen_name"]?.string
    try await withThrowingTaskGroup(of: String?.self) { group in
      for _ in 0..<8 {
        group.addTask { document.root["statuses"]?[42]?["user"]?["screen_name"]?.string }
      }
      for try await name in group {
        #expect(name == expected)
      }
    }
  }

  /// A large document (over the 32 KB that share one block with their tape) whose values
  /// say which document and size they belong to.
  static func largeDocument(_ tag: Int, values: Int) -> String {
    "[" + (0..<values).map { #"{"tag":\#(tag),"i":\#($0),"s":"v\#($0)"}"# }.joined(separator: ",") + "]"
  }

  static func checkLarge(_ document: JSONDocument, tag: Int, values: Int) -> Bool {
    guard document.root.count == values else { return false }
    for index in [0, values / 2, values - 1] {
      guard let element = document.root[index], element["tag"]?.int64 == Int64(tag),
        element["i"]?.int64 == Int64(index), element["s"]?.string == "v\(index)"
      else { return false }
    }
    return true
  }

  @Test("large documents reuse the blocks of freed ones, never of live ones, across sizes and tasks")
  func largeDocumentBlocksAreReused() async throws {
    // Blocks of freed documents go to a pool; documents still alive must keep theirs.
    let kept = try JSONDocument(parsing: Self.largeDocument(0, values: 3_000))
    var alive: [(JSONDocument, Int, Int)] = []
    for (round, values) in [2_000, 6_000, 1_500, 12_000, 2_000, 800, 6_000].enumerated() {
      let document = try JSONDocument(parsing: Self.largeDocument(round + 1, values: values))
      #expect(Self.checkLarge(document, tag: round + 1, values: values))
      // Keep every other one alive while the rest are freed.
      if round.isMultiple(of: 2) { alive.append((document, round + 1, values)) }
    }
    #expect(Self.checkLarge(kept, tag: 0, values: 3_000))
    for (document, tag, values) in alive { #expect(Self.checkLarge(document, tag: tag, values: values)) }
    // Many tasks parsing and freeing large documents at once.
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          for round in 0..<6 {
            let values = 1_000 + 700 * ((task + round) % 5)
            let tag = task * 100 + round
            let document = try JSONDocument(parsing: Self.largeDocument(tag, values: values))
            guard Self.checkLarge(document, tag: tag, values: values) else { return false }
          }
          return true
        }
      }
      for try await passed in group { #expect(passed) }
    }
    #expect(Self.checkLarge(kept, tag: 0, values: 3_000))
  }
}

@Suite("Strings compare as JSON compares them")
struct JSONStringEqualityTests {
  @Test("precomposed and decomposed keys are two keys (found by the fuzzer)")
  func normalizationForms() throws {
    let text = "{\"e\u{301}\":\"NFD\",\"\u{E9}\":\"NFC\"}"
    let document = try JSONDocument(parsing: text)
    #expect(document.root["e\u{301}"]?.string == "NFD")
    #expect(document.root["\u{E9}"]?.string == "NFC")
    let value = document.root.value
    #expect(value.object?.count == 2)
    #expect(value["\u{E9}"] == "NFC")
    let sorted = JSONWriter(options: .init(sortsKeys: true, escapesNonASCII: true)).string(document.root)
    #expect(sorted == #"{"e\u0301":"NFD","\u00e9":"NFC"}"#)
    #expect(try JSONDocument(parsing: sorted).root.value == value)
    #expect(JSONValue.string("e\u{301}") != JSONValue.string("\u{E9}"))
  }

  @Test("wide objects: a repeated key is found among 20,000, the last value wins in place")
  func wideObjects() throws {
    let members = (0..<20_000).map { #""k\#($0)":\#($0)"# }
    let text = "{" + members.joined(separator: ",") + #","k500":"last","e\u0301":1,"\u00e9":2}"#
    let document = try JSONDocument(parsing: text)
    #expect(document.root["k500"]?.string == "last")
    #expect(document.root["k19999"]?.value == 19_999)
    let object = try #require(document.root.value.object)
    #expect(object.count == 20_002)
    #expect(object.keys[500] == "k500" && object["k500"] == "last")
    #expect(object["e\u{301}"] == 1 && object["\u{E9}"] == 2)
    let unique = try JSONDocument(parsing: "{" + members.joined(separator: ",") + "}")
    #expect(unique.root.value.object?.count == 20_000)
    #expect(JSONWriter().string(unique.root) == "{" + members.joined(separator: ",") + "}")
  }

  /// Keys that share their length, their first eight and their last eight bytes (the parser's
  /// duplicate signature), short keys of every length, and escaped spellings.
  static let similarKeys: [String] = {
    var keys = ["", "a", "ab", "abc", "abcdefg", "abcdefgh", "abcdefghi", "followers_url", "following_url"]
    for middle in ["X", "Y", "Z", "\\u0058"] {
      keys.append("prefix__" + middle + "__suffix")
    }
    keys += ["k.dot", "k\\u002edot", "profile_text_color", "profile_link_color"]
    return keys
  }()

  @Test(
    "repeated keys are found among keys with equal signatures; the last one wins",
    arguments: 0..<40)
  func signatureCollisions(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let count = Int.random(in: 1...(seed < 30 ? 24 : 90), using: &random)
    var members: [String] = []
    var expected: [String: Int] = [:]
    var order: [String] = []
    for index in 0..<count {
      let raw = Self.similarKeys.randomElement(using: &random)!
      let key = raw.replacingOccurrences(of: "\\u0058", with: "X").replacingOccurrences(of: "\\u002e", with: ".")
      // Some values are containers, which the parser's duplicate scan must skip over.
      let value = index.isMultiple(of: 3) ? #"{"inner":\#(index),"a":[\#(index)]}"# : "\(index)"
      members.append("\"\(raw)\":\(value)")
      expected[key] = index
      order.append(key)
    }
    let document = try JSONDocument(parsing: "{" + members.joined(separator: ",") + "}")
    #expect(document.root.members.map(\.key) == order)
    for (key, index) in expected {
      let found = try #require(document.root[key], "key \(key)")
      let read = found.int64 ?? found["inner"]?.int64
      #expect(read == Int64(index), "key \(key)")
    }
    #expect(document.root.value.object?.count == expected.count)
  }

  @Test("repeated keys are found at every level of nesting deeper than the parser's stack space")
  func repeatedKeysDeepInside() throws {
    // Each level repeats "a" after its nested child, so the record of its first "a" must
    // survive the parser moving its stack of open containers to the heap (past 32 levels).
    let depth = 100
    var text = "0"
    for _ in 0..<depth { text = #"{"a":1,"b":"# + text + #","a":2}"# }
    let document = try JSONDocument(parsing: text)
    var element = document.root
    for level in 0..<depth {
      #expect(element["a"]?.int64 == 2, "level \(level)")
      #expect(element.count == 3)
      element = try #require(element["b"])
    }
    #expect(element.int64 == 0)
  }

  @Test("arrays of many objects with repeated keys: elements and last values stay in place")
  func manyObjectsWithRepeatedKeys() throws {
    // The parser keeps array element positions and object key hashes on one scratch stack;
    // 600 elements move it from stack space to the heap while objects push and pop above.
    let elements = (0..<600).map { index in
      let tags = (0..<(index % 5)).map { #"{"t":\#($0)}"# }.joined(separator: ",")
      return #"{"id":\#(index),"tags":[\#(tags)],"id":\#(index + 1)}"#
    }
    let document = try JSONDocument(parsing: "[" + elements.joined(separator: ",") + "]")
    #expect(document.root.count == 600)
    for index in 0..<600 {
      let element = try #require(document.root[index])
      #expect(element["id"]?.int64 == Int64(index + 1), "element \(index)")
      #expect(element["tags"]?.count == index % 5)
      #expect(element["tags"]?[index % 5 - 1]?["t"]?.int64 == (index % 5 == 0 ? nil : Int64(index % 5 - 1)))
    }
  }

  @Test(
    "a tape that outgrows its first room, and a long string that leaves most of it unused",
    arguments: [30_000, 100_000])
  func tapeRoom(size: Int) throws {
    // Inputs up to 32 KB start their tape in the input's block, larger ones apart.
    // Two bytes per value: more values than the room made for the text, so the tape moves.
    let values = size / 2 - 1
    let dense = try JSONDocument(parsing: "[" + Array(repeating: "7", count: values).joined(separator: ",") + "]")
    #expect(dense.root.count == values)
    #expect(dense.root[0]?.int64 == 7 && dense.root[values - 1]?.int64 == 7)
    // One value in the whole text: the unused room is given back, which may move the text.
    let text = String(repeating: "abcdefghij", count: size / 10)
    let sparse = try JSONDocument(parsing: #"{"k":""# + text + #""}"#)
    #expect(sparse.root["k"]?.string == text)
    #expect(sparse.valueCount == 3)
  }

  @Test("long keys that differ in one byte are told apart, wherever the byte is", arguments: 13...40)
  func longKeysDifferingInOneByte(length: Int) throws {
    let base = String(repeating: "k", count: length)
    for position in 0..<length {
      var bytes = Array(base.utf8)
      bytes[position] = UInt8(ascii: "x")
      let other = String(decoding: bytes, as: UTF8.self)
      let document = try JSONDocument(parsing: #"{"\#(base)":1,"\#(other)":2}"#)
      #expect(document.root[base]?.int64 == 1, "\(length) \(position)")
      #expect(document.root[other]?.int64 == 2, "\(length) \(position)")
      #expect(document.root[base + "k"] == nil)
    }
  }
}
