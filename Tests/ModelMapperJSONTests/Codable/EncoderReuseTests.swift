import Foundation
import Testing

@testable import ModelMapperJSON

/// `ModelMapperJSONEncoder` keeps its inner encoder from one call to the next
/// (StreamEncoder+Reuse.swift). A call must never see anything of an earlier one: not an
/// encoder or container that user code kept (they would then write into another call's
/// output), not the earlier call's options, `userInfo` or half-written state after an error,
/// and not another thread's call.
@Suite("The encoder kept from one call to the next")
struct EncoderReuseTests {
  /// Holds what a value's `encode(to:)` saw.
  final class Seen: @unchecked Sendable {
    var encoders: [AnyObject] = []
    var containers: [KeyedEncodingContainer<Keys>] = []
  }

  enum Keys: String, CodingKey { case id, name, tags, nested }

  /// Writes a few members; notes its encoder, and keeps it or its container when asked.
  struct Noted: Encodable {
    var id: Int
    var seen: Seen
    var keepsEncoder = false
    var keepsContainer = false

    func encode(to encoder: any Encoder) throws {
      seen.encoders.append(encoder as AnyObject)
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(id, forKey: .id)
      try container.encode("n\(id)", forKey: .name)
      if keepsContainer { seen.containers.append(container) }
      if !keepsEncoder { seen.encoders.removeLast() }
    }
  }

  /// A model as apps write one: optionals, a URL, a date, an enum, nested containers.
  struct Record: Codable, Equatable {
    enum Kind: String, Codable { case user, organization }
    var id: Int
    var name: String
    var kind: Kind
    var site: URL?
    var seenAt: Date?
    var tags: [String]
    var nested: [String: Double]?
  }

  static func record(_ id: Int) -> Record {
    Record(
      id: id, name: "r/\(id) \u{e9}\"", kind: id % 2 == 0 ? .user : .organization,
      site: id % 4 == 1 ? nil : URL(string: "https://example.com/u/\(id)?tab=repos"),
      seenAt: id % 5 == 2 ? nil : Date(timeIntervalSince1970: 1_600_000_000 + Double(id) * 86_400.5),
      tags: (0..<(id % 5)).map { "t\($0)" }, nested: id % 3 == 0 ? nil : ["a": Double(id) / 4, "b": -1.5])
  }

  @Test("an encoder user code keeps past the call is never used by a later call")
  func keptEncoder() throws {
    let seen = Seen()
    _ = try ModelMapperJSONEncoder().encode(Noted(id: 1, seen: seen, keepsEncoder: true))
    let kept = try #require(seen.encoders.first)
    for id in 2...4 {
      let probe = Seen()
      _ = try ModelMapperJSONEncoder().encode(Noted(id: id, seen: probe, keepsEncoder: true))
      #expect(probe.encoders.first.map { $0 !== kept } ?? false)
    }
  }

  @Test("a container user code keeps past the call keeps its encoder from later calls")
  func keptContainer() throws {
    let seen = Seen()
    _ = try ModelMapperJSONEncoder().encode(Noted(id: 1, seen: seen, keepsEncoder: true, keepsContainer: true))
    let kept = try #require(seen.encoders.first)
    seen.encoders.removeAll()  // Only the container refers to the encoder now.
    for id in 2...4 {
      let probe = Seen()
      let data = try ModelMapperJSONEncoder().encode(Noted(id: id, seen: probe, keepsEncoder: true))
      #expect(probe.encoders.first.map { $0 !== kept } ?? false)
      #expect(String(decoding: data, as: UTF8.self) == #"{"id":\#(id),"name":"n\#(id)"}"#)
    }
    // Writing into the kept container after its call changes no later output.
    var container = try #require(seen.containers.first)
    try? container.encode(99, forKey: .tags)
    let after = try ModelMapperJSONEncoder().encode(Self.record(7))
    #expect(try JSONDecoder().decode(Record.self, from: after) == Self.record(7))
  }

  @Test("an encoder let go of after its call is used again")
  func reused() throws {
    // Identity is observed without keeping the encoder: `Seen` holds it only during the call.
    final class Identity: @unchecked Sendable { var value: ObjectIdentifier? }
    struct Probe: Encodable {
      let identity: Identity
      func encode(to encoder: any Encoder) throws {
        identity.value = ObjectIdentifier(encoder as AnyObject)
        var container = encoder.singleValueContainer()
        try container.encode(1)
      }
    }
    // Tests run in parallel: another test's call may take the kept encoder between the two
    // calls of a pair, so the pairs are tried until one is undisturbed.
    var reused = false
    for _ in 0..<50 where !reused {
      let one = Identity()
      let two = Identity()
      _ = try ModelMapperJSONEncoder().encode(Probe(identity: one))
      _ = try ModelMapperJSONEncoder().encode(Probe(identity: two))
      reused = one.value != nil && one.value == two.value
    }
    #expect(reused)
  }

  @Test("each call has its own options: keys, layout, dates and userInfo")
  func optionsOfEachCall() throws {
    struct Dated: Codable, Equatable {
      var createdAt: Date
      var userName: String
    }
    let value = Dated(createdAt: Date(timeIntervalSince1970: 1_000_000), userName: "a/b")
    let configurations: [(ModelMapperJSONEncoder, JSONEncoder) -> Void] = [
      { ours, theirs in
        ours.keyEncodingStrategy = .convertToSnakeCase
        theirs.keyEncodingStrategy = .convertToSnakeCase
      },
      { _, _ in },
      { ours, theirs in
        ours.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        theirs.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
      },
      { ours, theirs in
        ours.dateEncodingStrategy = .secondsSince1970
        theirs.dateEncodingStrategy = .secondsSince1970
      },
      { _, _ in },
    ]
    for configure in configurations + configurations.reversed() {
      let ours = ModelMapperJSONEncoder()
      let theirs = JSONEncoder()
      configure(ours, theirs)
      let mine = try JSONSerialization.jsonObject(with: ours.encode(value)) as? NSDictionary
      let foundation = try JSONSerialization.jsonObject(with: theirs.encode(value)) as? NSDictionary
      #expect(mine != nil && mine == foundation)
      if ours.outputFormatting.contains(.prettyPrinted) {
        #expect(String(decoding: try ours.encode(value), as: UTF8.self).contains("\n  \"userName\" : \"a/b\""))
      }
    }
  }

  @Test("what a call was given is let go of when it ends")
  func letsGo() throws {
    final class Token: Sendable {}
    weak var weakToken: Token?
    try {
      let token = Token()
      weakToken = token
      let encoder = ModelMapperJSONEncoder()
      encoder.userInfo[CodingUserInfoKey(rawValue: "token")!] = token
      encoder.dateEncodingStrategy = .custom { [token] date, encoder in
        _ = token
        var container = encoder.singleValueContainer()
        try container.encode(date.timeIntervalSince1970)
      }
      _ = try encoder.encode([Date(timeIntervalSince1970: 5)])
    }()
    #expect(weakToken == nil)
  }

  @Test("a call after a failed one writes only its own value")
  func afterAnError() throws {
    struct Failing: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("partial", forKey: .name)
        var tags = container.nestedUnkeyedContainer(forKey: .tags)
        try tags.encode(1)
        var nested = tags.nestedContainer(keyedBy: Keys.self)
        try nested.encode(Double.nan, forKey: .id)
      }
    }
    for id in 0..<6 {
      #expect(throws: EncodingError.self) { try ModelMapperJSONEncoder().encode(Failing()) }
      let data = try ModelMapperJSONEncoder().encode(Self.record(id))
      #expect(try JSONDecoder().decode(Record.self, from: data) == Self.record(id))
      #expect(!String(decoding: data, as: UTF8.self).contains("partial"))
    }
  }

  @Test("a value whose encode(to:) encodes another value with a new encoder")
  func nestedCalls() throws {
    struct Outer: Encodable {
      var inner: Record
      func encode(to encoder: any Encoder) throws {
        let text = String(decoding: try ModelMapperJSONEncoder().encode(inner), as: UTF8.self)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(text, forKey: .name)
        try container.encode(inner, forKey: .nested)
      }
    }
    for id in 0..<4 {
      let data = try ModelMapperJSONEncoder().encode(Outer(inner: Self.record(id)))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let text = try #require(object["name"] as? String)
      #expect(try JSONDecoder().decode(Record.self, from: Data(text.utf8)) == Self.record(id))
      let nested = try JSONSerialization.data(withJSONObject: try #require(object["nested"]))
      #expect(try JSONDecoder().decode(Record.self, from: nested) == Self.record(id))
    }
  }

  @Test("threads encoding at once each get their own value's text")
  func concurrentCalls() async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for task in 0..<4 {
        group.addTask {
          for round in 0..<64 {
            let id = (round + task * 16) % 64
            let data = try ModelMapperJSONEncoder().encode([Self.record(id)])
            #expect(try JSONDecoder().decode([Record].self, from: data) == [Self.record(id)])
          }
        }
      }
      try await group.waitForAll()
    }
  }
}
