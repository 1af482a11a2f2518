import ModelMapperJSON
import SeededRandom
import Testing

/// An object's member index must find exactly what a search of its members finds: every key
/// it holds at its key entry, and no key it does not hold. These tests index random objects
/// (the key summary tests' keys: every length around the hash's eight-byte words, dotted,
/// non-ASCII; from 0 to 90 members) and compare each lookup with the reader's own search,
/// and check the objects the index refuses (escaped or repeated keys).
@Suite("Member indexes of objects")
struct MemberIndexTests {
  /// The key entry's tape index the reader's search finds for `key` in the object at
  /// `object`, or -1.
  static func searched(_ document: JSONDocument, _ object: Int, _ key: String) -> Int {
    var key = key
    var hint = object + 1
    let value = key.withUTF8 { _TapeReader(document)._member(of: object, key: UnsafeRawBufferPointer($0), hint: &hint) }
    return value < 0 ? -1 : value - 1
  }

  static func indexed(_ index: _MemberIndex, _ document: JSONDocument, _ key: String) -> Int {
    var key = key
    return key.withUTF8 { index.keyIndex(of: UnsafeRawBufferPointer($0), in: _TapeReader(document)) }
  }

  @Test("every key is found where the members' search finds it, and absent keys are not")
  func randomObjects() throws {
    var random = SeededGenerator(seed: 0x5EED_0A11)
    var ids = 0
    var checked = 0
    // One index for every object, as a reading map keeps one.
    let index = _MemberIndex()
    for _ in 0..<400 {
      let object = KeySummaryTests.randomObject(&random, depth: 0, ids: &ids)
      // Escaped and repeated keys are covered below: here every key is plain and unique.
      var seen = Set<String>()
      object.members = object.members.filter { seen.insert($0.key).inserted }
      for position in object.members.indices { object.members[position].text = object.members[position].key }
      let document = try JSONDocument(parsing: object.json())
      let root = document.root.index
      #expect(index.build(_TapeReader(document), object: root))
      #expect(index.object == root)
      let absent = (0..<40).map { _ in KeySummaryTests.randomKey(&random) }
      for key in object.members.map(\.key) + absent {
        #expect(Self.indexed(index, document, key) == Self.searched(document, root, key), "key \(key)")
        checked += 1
      }
    }
    #expect(checked > 20_000)
  }

  @Test("keys alike in their first and last eight bytes and their length are told apart")
  func collidingHashes() throws {
    // The hash reads a long key's first and last eight bytes and its length: these differ
    // only in the middle.
    let keys = (0..<40).map { "profile_" + String(format: "%03d", $0) + "_background" }
    let document = try JSONDocument(
      parsing: "{" + keys.enumerated().map { #""\#($1)": \#($0)"# }.joined(separator: ",") + "}")
    let index = _MemberIndex()
    #expect(index.build(_TapeReader(document), object: document.root.index))
    for (position, key) in keys.enumerated() {
      let found = Self.indexed(index, document, key)
      #expect(found >= 0 && found + 1 == document.root[key]?.index, "key \(key)")
      #expect(document.root[key]?.int64 == Int64(position))
    }
    #expect(Self.indexed(index, document, "profile_040_background") == -1)
    #expect(Self.indexed(index, document, "") == -1)
  }

  @Test("objects with an escaped or a repeated key are not indexed; other values are not objects")
  func refused() throws {
    let plain = (0..<20).map { #""key_\#($0)": \#($0)"# }
    let index = _MemberIndex()
    let escaped = try JSONDocument(parsing: "{" + (plain + [#""\u0061bc": 1"#]).joined(separator: ",") + "}")
    #expect(!index.build(_TapeReader(escaped), object: escaped.root.index))
    #expect(index.object == -1)
    let repeated = try JSONDocument(parsing: "{" + (plain + [#""key_3": 30"#]).joined(separator: ",") + "}")
    #expect(!index.build(_TapeReader(repeated), object: repeated.root.index))
    let array = try JSONDocument(parsing: "[1, 2, 3]")
    #expect(!index.build(_TapeReader(array), object: array.root.index))
    // An empty key and an empty object are indexed.
    let empty = try JSONDocument(parsing: #"{"": 7, "a": {}}"#)
    #expect(index.build(_TapeReader(empty), object: empty.root.index))
    #expect(Self.indexed(index, empty, "") == Self.searched(empty, empty.root.index, ""))
    let inner = try #require(empty.root["a"]).index
    #expect(index.build(_TapeReader(empty), object: inner))
    #expect(Self.indexed(index, empty, "a") == -1)
  }
}
