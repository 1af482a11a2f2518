import ModelMapperJSON
import SeededRandom
import Testing

/// An object's key summary lets a lookup of an absent key end early; it must never report a
/// key the object holds as absent. These tests look up every key of random objects (plain,
/// dotted, non-ASCII, escaped, repeated; from 0 to 90 members, nested in objects and arrays)
/// and keys they do not hold, against a plain search of the members as written.
@Suite("Key summaries of objects")
struct KeySummaryTests {
  /// One random object: its members as (decoded key, JSON key text, value id or nested
  /// object).
  final class RandomObject {
    var members: [(key: String, text: String, id: Int, child: RandomObject?)] = []

    /// The value id a lookup of `key` must find (the last member with that key), or nil.
    func expected(_ key: String) -> Int? { members.last { $0.key == key }?.id }

    func json() -> String {
      "{"
        + members.map { "\"\($0.text)\": " + ($0.child.map { "[\($0.json())]" } ?? "\($0.id)") }.joined(separator: ",")
        + "}"
    }
  }

  /// Keys of every length around the hash's eight-byte words, with dots and non-ASCII text.
  static func randomKey(_ random: inout SeededGenerator) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz_ABCXYZ0123456789")
    let length = Int.random(in: 0...24, using: &random)
    var key = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
    switch Int.random(in: 0..<10, using: &random) {
    case 0: key += ".x"
    case 1: key = "é" + key
    case 2: key += "名"
    default: break
    }
    return key
  }

  /// `key` as a JSON string body: as is, or (rarely) with its first ASCII letter escaped.
  static func text(of key: String, _ random: inout SeededGenerator) -> String {
    guard let first = key.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
      Int.random(in: 0..<40, using: &random) == 0
    else { return key }
    let hex = String(first.value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex + String(key.unicodeScalars.dropFirst())
  }

  static func randomObject(_ random: inout SeededGenerator, depth: Int, ids: inout Int) -> RandomObject {
    let object = RandomObject()
    let count = Int.random(in: 0...(depth == 0 ? 90 : 30), using: &random)
    var keys: [String] = []
    for _ in 0..<count {
      // Now and then a key repeats an earlier one.
      let key =
        !keys.isEmpty && Int.random(in: 0..<50, using: &random) == 0
        ? keys.randomElement(using: &random)! : randomKey(&random)
      keys.append(key)
      ids += 1
      let child =
        depth < 2 && Int.random(in: 0..<8, using: &random) == 0
        ? randomObject(&random, depth: depth + 1, ids: &ids) : nil
      object.members.append((key, text(of: key, &random), ids, child))
    }
    return object
  }

  /// The lookup a mapping makes: of `key` in the object at `object`, resumed from `hint`.
  static func resumedLookup(
    _ document: JSONDocument, of object: Int, _ key: String, hint: inout Int, isLikelyAbsent: Bool
  ) -> Int {
    var key = key
    return key.withUTF8 {
      _TapeReader(document)._member(
        of: object, key: UnsafeRawBufferPointer($0), hint: &hint, isLikelyAbsent: isLikelyAbsent)
    }
  }

  /// Looks up every key of `object` and `absent` keys in `element`, and in its nested objects:
  /// from the first member (`element[key]`) and, as mappings do, from where the previous
  /// lookup left off, with and without asking the summary first.
  static func check(
    _ element: JSONElement, _ object: RandomObject, absent: [String], _ random: inout SeededGenerator
  ) -> Int {
    var checked = 0
    var hint = element.index + 1
    for key in (Set(object.members.map(\.key)) + absent).shuffled(using: &random) {
      let found = element[key]
      let expected = object.expected(key)
      let resumed = resumedLookup(
        element.document, of: element.index, key, hint: &hint, isLikelyAbsent: Bool.random(using: &random))
      #expect(resumed == (found?.index ?? -1), "key \(key) in \(object.json())")
      if let member = object.members.last(where: { $0.key == key }), let child = member.child {
        #expect(found?.kind == .array, "key \(key)")
        if let nested = found?[0] { checked += check(nested, child, absent: absent, &random) }
      } else {
        #expect(found?.int64 == expected.map(Int64.init), "key \(key) in \(object.json())")
      }
      checked += 1
    }
    return checked
  }

  @Test("every key an object holds is found, and keys it does not hold are not")
  func randomObjects() throws {
    var random = SeededGenerator(seed: 0x5EED_0005)
    var ids = 0
    var checked = 0
    for _ in 0..<400 {
      let object = Self.randomObject(&random, depth: 0, ids: &ids)
      let absent = (0..<40).map { _ in Self.randomKey(&random) }
      let document = try JSONDocument(parsing: object.json())
      checked += Self.check(document.root, object, absent: absent, &random)
    }
    #expect(checked > 20_000)
  }

  @Test("keys the summary cannot vouch for: escaped, repeated, and in wide objects")
  func incompleteSummaries() throws {
    let keys = (0..<12).map { "key_number_\($0)" }
    let plain = keys.enumerated().map { #""\#($1)": \#($0)"# }
    // An escaped key: its raw bytes are not its text.
    let escaped = try JSONDocument(parsing: "{" + (plain + [#""\u0061bc": 99"#]).joined(separator: ",") + "}")
    #expect(escaped.root["abc"]?.int64 == 99)
    #expect(escaped.root["key_number_11"]?.int64 == 11)
    #expect(escaped.root["missing"] == nil)
    // A repeated key: the last one wins, and keys after it are still found.
    let repeated = try JSONDocument(
      parsing: "{" + (plain + [#""key_number_3": 30"#, #""later": 40"#]).joined(separator: ",") + "}")
    #expect(repeated.root["key_number_3"]?.int64 == 30)
    #expect(repeated.root["later"]?.int64 == 40)
    // More keys than signature bits: every one is still found.
    let wide = (0..<600).map { #""wide_\#($0)": \#($0)"# }
    let document = try JSONDocument(parsing: "{" + wide.joined(separator: ",") + "}")
    for index in 0..<600 { #expect(document.root["wide_\(index)"]?.int64 == Int64(index)) }
    #expect(document.root["wide_600"] == nil)
  }

  @Test("a small document whose block is shrunk after parsing keeps its summaries and array rows")
  func shrunkBlock() throws {
    // A long string leaves most of the tape's room unused, so the block holding the input,
    // the child table and the tape is reallocated smaller: the table moves with it.
    let members = (0..<12).map { #""member_\#($0)": \#($0)"# }.joined(separator: ",")
    let rows = (0..<40).map { #"{"row": \#($0)}"# }.joined(separator: ",")
    let text = #"{"text": ""# + String(repeating: "x", count: 30_000) + #"", \#(members), "rows": [\#(rows)]}"#
    let document = try JSONDocument(parsing: text)
    let root = document.root
    for index in 0..<12 { #expect(root["member_\(index)"]?.int64 == Int64(index)) }
    for likely in [false, true] {
      var hint = root.index + 1
      #expect(Self.resumedLookup(document, of: root.index, "member_12", hint: &hint, isLikelyAbsent: likely) == -1)
      let present = Self.resumedLookup(document, of: root.index, "member_11", hint: &hint, isLikelyAbsent: likely)
      #expect(present == root["member_11"]?.index)
    }
    for index in 0..<40 { #expect(root["rows"]?[index]?["row"]?.int64 == Int64(index)) }
  }
}
