import Foundation
import ModelMapperJSON
import SeededRandom
import TestSupport
import Testing

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

  @Test(
    "lookups resumed from the last one's place find every key in any order, and miss absent ones",
    arguments: 0..<40)
  func lookupsFromAHint(seed: Int) throws {
    // Mapping reads keys from where the last lookup stopped and wraps around the object;
    // lookups here come in random order, with absent keys, from that same resumed place.
    var random = SeededGenerator(seed: UInt64(1_000 + seed))
    let count = Int.random(in: 1...40, using: &random)
    let repeats = seed.isMultiple(of: 4)
    var members: [String] = []
    var expected: [String: Int] = [:]
    var candidates = Self.similarKeys + (0..<30).map { "key_\($0)" }
    candidates.shuffle(using: &random)
    for index in 0..<count {
      let raw = repeats ? Self.similarKeys.randomElement(using: &random)! : candidates[index % candidates.count]
      let key = raw.replacingOccurrences(of: "\\u0058", with: "X").replacingOccurrences(of: "\\u002e", with: ".")
      guard repeats || expected[key] == nil else { continue }
      let value = index.isMultiple(of: 3) ? #"{"inner":\#(index),"a":[\#(index)]}"# : "\(index)"
      members.append("\"\(raw)\":\(value)")
      expected[key] = index
    }
    let document = try JSONDocument(parsing: "{" + members.joined(separator: ",") + "}")
    let asked = expected.keys.sorted() + ["absent", "prefix__W__suffix", "key_99", "abcdefgj"]
    var hint = 0
    for _ in 0..<(asked.count * 3) {
      let key = asked.randomElement(using: &random)!
      let node = key.utf8.withContiguousStorageIfAvailable {
        _TapeReader(document)._member(of: document.root.index, key: UnsafeRawBufferPointer($0), hint: &hint)
      }!
      guard let index = expected[key] else {
        #expect(node == -1, "key \(key)")
        continue
      }
      let found = JSONElement(document: document, index: node)
      #expect((found.int64 ?? found["inner"]?.int64) == Int64(index), "key \(key)")
    }
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
