import Foundation
import ModelMapperJSON
import SeededRandom
import Testing

/// Objects with many keys, and keys encoded twice: the encoder writes members as they come
/// and keeps a summary of each object's keys to notice a key written twice (then the value is
/// encoded again through a tree, where the last value wins, as in Foundation). The text must
/// be Foundation's in every case, whether the summary answers "maybe" or not.
@Suite("Encoding wide objects and repeated keys gives Foundation's text")
struct WideObjectEncodingTests {
  /// An object whose members are `keys` in order, each with its position as the value.
  struct Members: Encodable {
    var keys: [String]

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      for (position, key) in keys.enumerated() { try container.encode(position, forKey: Key(stringValue: key)) }
    }
  }

  /// Our text and Foundation's for `value`, both with sorted keys (Foundation's order is
  /// otherwise not fixed on Linux).
  static func texts(_ value: some Encodable) throws -> (ours: String, foundation: String) {
    let ours = ModelMapperJSONEncoder()
    ours.outputFormatting = .sortedKeys
    let foundation = JSONEncoder()
    foundation.outputFormatting = .sortedKeys
    return (
      String(decoding: try ours.encode(value), as: UTF8.self),
      String(decoding: try foundation.encode(value), as: UTF8.self)
    )
  }

  /// Our compact text of `value`, decoded back: each key's value; nil when the text holds a
  /// key more than once.
  static func lastValues(_ value: Members) throws -> [String: Int]? {
    let data = try ModelMapperJSONEncoder().encode(value)
    let document = try JSONDocument(parsing: data)
    let members = document.root.members.map { ($0.key, Int($0.value.int64 ?? -1)) }
    return Dictionary(members, uniquingKeysWith: { _, _ in -1 }).values.contains(-1)
      ? nil : Dictionary(uniqueKeysWithValues: members)
  }

  @Test("1 to 120 distinct keys of many lengths, and one of them written again", arguments: 0..<6)
  func wideObjects(seed: UInt64) throws {
    var random = SeededGenerator(seed: 0x5749_4445 &+ seed)
    for count in [1, 2, 7, 16, 31, 40, 64, 65, 120] {
      var names = Set<String>()
      while names.count < count {
        let length = Int.random(in: 1...24, using: &random)
        names.insert(String((0..<length).map { _ in "abcdefghij_xyz0123456789".randomElement(using: &random)! }))
      }
      let keys = Array(names).shuffled(using: &random)
      let distinct = Members(keys: keys)
      // Written as they come, in one pass: exactly this text.
      let expected = "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
      #expect(String(decoding: try ModelMapperJSONEncoder().encode(distinct), as: UTF8.self) == expected)
      let (ours, foundation) = try Self.texts(distinct)
      #expect(ours == foundation, "\(count) keys")
      // One key written again, anywhere after its first time: its last value counts.
      let repeated = keys[Int.random(in: 0..<count, using: &random)]
      var twice = keys
      twice.insert(repeated, at: Int.random(in: (keys.firstIndex(of: repeated)! + 1)...keys.count, using: &random))
      let again = try Self.texts(Members(keys: twice))
      #expect(again.ours == again.foundation, "\(count) keys, \(repeated) twice")
      #expect(try Self.lastValues(Members(keys: twice))?[repeated] == twice.lastIndex(of: repeated))
    }
  }

  @Test("keys that differ only after their first and before their last eight bytes")
  func keysAlikeAtTheEnds() throws {
    // The summary hashes a key's length and its first and last eight bytes: these keys all
    // share them, so each new one is a "maybe" that the comparison must answer "no".
    let keys = (0..<40).map { "abcdefgh\(String(format: "%03d", $0))ijklmnop" }
    let expected = "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
    #expect(String(decoding: try ModelMapperJSONEncoder().encode(Members(keys: keys)), as: UTF8.self) == expected)
    let (ours, foundation) = try Self.texts(Members(keys: keys))
    #expect(ours == foundation)
    let twice = Members(keys: keys + [keys[17]])
    let again = try Self.texts(twice)
    #expect(again.ours == again.foundation)
    #expect(try Self.lastValues(twice)?[keys[17]] == 40)
  }
}
