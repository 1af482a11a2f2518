import Foundation
import SeededRandom
import Testing

@testable import ModelMapperJSON

/// The encoder follows the keys each `CodingKey` type wrote before (its shape) and writes
/// them from prepared text. Output must never depend on it: keys left out, keys seen for the
/// first time, orders that change from one value to the next, a key written twice, keys
/// that need escapes and objects shared by two containers all give Foundation's result.
@Suite("Encoding with key shapes gives Foundation's result whatever the order of keys")
struct KeyShapeEncodingTests {
  /// Keys of an enum, as synthesized conformances have: string literals.
  enum Field: String, CodingKey, CaseIterable {
    case id, login, name
    case avatarURL = "avatar_url"
    case followers, createdAt, bio, isAdmin, score, tags
  }

  /// Writes `fields` in the given order (a field may come twice), each with a value of its
  /// own type.
  struct Record: Encodable {
    var fields: [Field]
    var salt: Int

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Field.self)
      for (position, field) in fields.enumerated() {
        switch field {
        case .id, .followers: try container.encode(salt &+ position, forKey: field)
        case .login, .name: try container.encode("v\(salt)/\(position)", forKey: field)
        case .avatarURL: try container.encode(URL(string: "https://example.com/\(salt)")!, forKey: field)
        case .createdAt: try container.encode(Double(salt) / 4, forKey: field)
        case .bio: try container.encodeNil(forKey: field)
        case .isAdmin: try container.encode(salt % 2 == 0, forKey: field)
        case .score: try container.encode(Decimal(salt) / 8, forKey: field)
        case .tags:
          var tags = container.nestedUnkeyedContainer(forKey: field)
          try tags.encode(Record(fields: [.id, .login], salt: salt &+ 1))
        }
      }
    }
  }

  /// Our compact output and Foundation's for `value`, parsed (objects compare in any order,
  /// as Foundation's order is not fixed on Linux), and our output's keys in order.
  static func compare(_ value: some Encodable, _ configure: (ModelMapperJSONEncoder, JSONEncoder) -> Void) throws
    -> (ours: JSONValue, foundation: JSONValue, keys: [String])
  {
    let ours = ModelMapperJSONEncoder()
    let foundation = JSONEncoder()
    configure(ours, foundation)
    let document = try JSONDocument(parsing: try ours.encode(value))
    return (
      try JSONValue(parsing: String(decoding: try ours.encode(value), as: UTF8.self)),
      try JSONValue(parsing: String(decoding: try foundation.encode(value), as: UTF8.self)),
      document.root.kind == .object ? document.root.members.map(\.key) : []
    )
  }

  @Test(
    "records whose keys are left out, come for the first time, change order or repeat, in every layout",
    arguments: 0..<4)
  func varyingKeys(seed: UInt64) throws {
    var random = SeededGenerator(seed: 0x5348_4150 &+ seed)
    let configurations: [(String, (ModelMapperJSONEncoder, JSONEncoder) -> Void)] = [
      ("compact", { _, _ in }),
      (
        "pretty",
        { ours, foundation in
          ours.outputFormatting = .prettyPrinted
          foundation.outputFormatting = .prettyPrinted
        }
      ),
      (
        "snake_case",
        { ours, foundation in
          ours.keyEncodingStrategy = .convertToSnakeCase
          foundation.keyEncodingStrategy = .convertToSnakeCase
        }
      ),
      (
        "slashes",
        { ours, foundation in
          ours.outputFormatting = .withoutEscapingSlashes
          foundation.outputFormatting = .withoutEscapingSlashes
        }
      ),
    ]
    for round in 0..<300 {
      var fields = Field.allCases.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
      switch Int.random(in: 0..<10, using: &random) {
      case 0: fields.shuffle(using: &random)
      case 1 where !fields.isEmpty: fields.append(fields.randomElement(using: &random)!)
      case 2 where fields.count > 1: fields.swapAt(0, fields.count - 1)
      default: break
      }
      let record = Record(fields: fields, salt: round)
      for (name, configure) in configurations {
        let (ours, foundation, keys) = try Self.compare(record, configure)
        #expect(ours == foundation, "\(name): \(fields)")
        if Set(fields).count == fields.count {
          // Written in the order encoded.
          let expected = fields.map { name == "snake_case" ? Self.snakeCase($0.stringValue) : $0.stringValue }
          #expect(keys == expected, "\(name): \(fields)")
        }
      }
    }
  }

  static func snakeCase(_ key: String) -> String {
    key == "createdAt" ? "created_at" : key == "isAdmin" ? "is_admin" : key
  }

  /// Keys of a struct, made at run time: most are not literals (each a new string).
  struct Dynamic: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  struct Members: Encodable {
    var keys: [String]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Dynamic.self)
      for (position, key) in keys.enumerated() { try container.encode(position, forKey: Dynamic(stringValue: key)) }
    }
  }

  @Test("keys made at run time, keys that need escapes, and dictionaries whose keys change")
  func dynamicAndEscapedKeys() throws {
    let escaped = ["a/b", "quote\"", "tab\t", "é", "back\\slash", "plain", "\u{1}"]
    var random = SeededGenerator(seed: 0x4B45_5953)
    for round in 0..<200 {
      let keys = (escaped + (0..<20).map { "key\($0 * (round % 3))_\(String(repeating: "x", count: $0))" })
        .shuffled(using: &random).prefix(Int.random(in: 0...12, using: &random))
      let unique = Array(NSOrderedSet(array: Array(keys)).array as! [String])
      for slashes in [false, true] {
        let (ours, foundation, written) = try Self.compare(Members(keys: unique)) { ours, foundation in
          if slashes {
            ours.outputFormatting = .withoutEscapingSlashes
            foundation.outputFormatting = .withoutEscapingSlashes
          }
        }
        #expect(ours == foundation)
        #expect(written == unique)
      }
      // One key alone: the text itself is Foundation's.
      if let key = unique.first {
        let ours = String(decoding: try ModelMapperJSONEncoder().encode(Members(keys: [key])), as: UTF8.self)
        let theirs = String(decoding: try JSONEncoder().encode(Members(keys: [key])), as: UTF8.self)
        #expect(ours == theirs)
      }
      let dictionary = Dictionary(uniqueKeysWithValues: unique.enumerated().map { ($1, $0) })
      let (ours, foundation, _) = try Self.compare(dictionary) { _, _ in }
      #expect(ours == foundation)
    }
  }

  class Base: Encodable {
    enum CodingKeys: String, CodingKey { case id, name }
    var id = 1
    var name = "base"

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(name, forKey: .name)
    }
  }

  /// Writes into its superclass's object with keys of its own, one of them the superclass's.
  final class Derived: Base {
    enum DerivedKeys: String, CodingKey { case extra, id }
    var repeatsID: Bool

    init(repeatsID: Bool) {
      self.repeatsID = repeatsID
    }

    override func encode(to encoder: any Encoder) throws {
      try super.encode(to: encoder)
      var container = encoder.container(keyedBy: DerivedKeys.self)
      try container.encode("more", forKey: .extra)
      if repeatsID { try container.encode(2, forKey: .id) }
    }
  }

  @Test("two containers of different key types in one object, one of them writing the other's key")
  func sharedObject() throws {
    for repeatsID in [false, true, false, true, true, false] {
      let (ours, foundation, keys) = try Self.compare(Derived(repeatsID: repeatsID)) { _, _ in }
      #expect(ours == foundation, "repeats id: \(repeatsID)")
      if !repeatsID { #expect(keys == ["id", "name", "extra"]) }
      let base = try Self.compare(Base()) { _, _ in }
      #expect(base.ours == base.foundation && base.keys == ["id", "name"])
    }
  }

  @Test("many threads encoding records of one key type, their shapes changing meanwhile")
  func concurrentEncoding() async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          var random = SeededGenerator(seed: 0x5448_5245 &+ UInt64(task))
          for round in 0..<200 {
            var fields = Field.allCases.filter { _ in Bool.random(using: &random) }
            if round % 7 == 0 { fields.reverse() }
            let (ours, foundation, keys) = try Self.compare(Record(fields: fields, salt: round)) { _, _ in }
            #expect(ours == foundation)
            #expect(keys == fields.map(\.stringValue))
          }
        }
      }
      try await group.waitForAll()
    }
  }

  /// Keys of a type whose first value writes none of them.
  enum Sparse: String, CodingKey {
    case first, second
  }

  struct SparseRecord: Encodable {
    var first: Int?
    var second: String?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Sparse.self)
      try container.encodeIfPresent(first, forKey: .first)
      try container.encodeIfPresent(second, forKey: .second)
    }
  }

  @Test("a type whose first value writes no key gets its shape from the next value")
  func emptyFirstValue() throws {
    let encoder = ModelMapperJSONEncoder()
    #expect(String(decoding: try encoder.encode(SparseRecord()), as: UTF8.self) == "{}")
    #expect(_CodingKeyShapes.plain.shape(of: ObjectIdentifier(Sparse.self)) == nil)
    let full = SparseRecord(first: 1, second: "a")
    #expect(String(decoding: try encoder.encode(full), as: UTF8.self) == #"{"first":1,"second":"a"}"#)
    let shape = try #require(_CodingKeyShapes.plain.shape(of: ObjectIdentifier(Sparse.self)))
    #expect(shape.takeUnretainedValue().keys == ["first", "second"])
    #expect(String(decoding: try encoder.encode(full), as: UTF8.self) == #"{"first":1,"second":"a"}"#)
  }
}
