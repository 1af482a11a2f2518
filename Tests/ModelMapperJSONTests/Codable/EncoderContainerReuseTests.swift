import Foundation
import Testing

@testable import ModelMapperJSON

/// During a call, the encoder hands a keyed container out again for the next object of its
/// key type once user code let go of it (StreamEncoder+SpareContainers.swift). A container
/// still held must never be handed out twice, and spare containers, which refer to their
/// encoder, must not keep it alive.
@Suite("Keyed containers reused by the encoder")
struct EncoderContainerReuseTests {
  enum Keys: String, CodingKey { case id, name, children, first, last }

  /// A tree of one key type: a node's container is open while its children's are made.
  final class Node: Codable, Equatable {
    let id: Int
    let name: String?
    let children: [Node]

    init(id: Int, name: String?, children: [Node]) {
      self.id = id
      self.name = name
      self.children = children
    }

    static func == (lhs: Node, rhs: Node) -> Bool {
      lhs.id == rhs.id && lhs.name == rhs.name && lhs.children == rhs.children
    }

    /// A tree `depth` deep, each node with `width` children.
    static func tree(depth: Int, width: Int, id: inout Int) -> Node {
      id += 1
      let own = id
      let children = depth == 0 ? [] : (0..<width).map { _ in tree(depth: depth - 1, width: width, id: &id) }
      return Node(id: own, name: own % 3 == 0 ? nil : "n/\(own)", children: children)
    }
  }

  /// Writes a member after its nested values of its own key type were written (its
  /// container held across them), and a nested container of its own key type.
  struct Holding: Encodable {
    var id: Int
    var inner: [Holding]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(inner, forKey: .children)
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .first)
      try nested.encode(id * 10, forKey: .id)
      try container.encode(id, forKey: .id)
      try nested.encode("late", forKey: .name)
      try container.encode("n\(id)", forKey: .last)
    }
  }

  static func foundationObject(_ data: Data) throws -> NSDictionary? {
    try JSONSerialization.jsonObject(with: data) as? NSDictionary
  }

  @Test("a tree of one key type is written as JSONEncoder writes it, call after call")
  func tree() throws {
    for (depth, width) in [(0, 0), (1, 3), (3, 2), (6, 1), (2, 5)] {
      var id = 0
      let tree = Node.tree(depth: depth, width: width, id: &id)
      for _ in 0..<3 {
        let data = try ModelMapperJSONEncoder().encode(tree)
        #expect(try ModelMapperJSONDecoder().decode(Node.self, from: data) == tree)
        #expect(try Self.foundationObject(data) == Self.foundationObject(JSONEncoder().encode(tree)))
      }
    }
  }

  @Test("a container held while values of its key type are written is not handed out again")
  func heldContainers() throws {
    let value = Holding(id: 1, inner: [Holding(id: 2, inner: [Holding(id: 3, inner: [])]), Holding(id: 4, inner: [])])
    for _ in 0..<3 {
      let ours = try ModelMapperJSONEncoder().encode(value)
      let theirs = try JSONEncoder().encode(value)
      #expect(try Self.foundationObject(ours) == Self.foundationObject(theirs))
      #expect(String(decoding: ours, as: UTF8.self).contains(#""first":{"id":10,"name":"late"}"#))
    }
  }

  @Test("encoders not kept are freed: spare containers do not hold them")
  func encodersAreFreed() throws {
    final class Seen: @unchecked Sendable {
      var encoders: [() -> AnyObject?] = []

      /// Notes `encoder` weakly.
      func note(_ encoder: any Encoder) {
        weak let noted = encoder as AnyObject
        encoders.append { noted }
      }
    }
    /// Encodes `inner` with a new encoder call inside its own call, noting both encoders
    /// weakly: the outer call's encoder is busy, so the inner call makes another.
    struct Outer: Encodable {
      var seen: Seen
      var inner: Node

      func encode(to encoder: any Encoder) throws {
        seen.note(encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(inner, forKey: .children)
        let text = String(decoding: try ModelMapperJSONEncoder().encode(Inner(seen: seen, node: inner)), as: UTF8.self)
        try container.encode(text, forKey: .name)
      }
    }
    struct Inner: Encodable {
      var seen: Seen
      var node: Node

      func encode(to encoder: any Encoder) throws {
        seen.note(encoder)
        try node.encode(to: encoder)
      }
    }
    var id = 0
    let node = Node.tree(depth: 2, width: 2, id: &id)
    let seen = Seen()
    for _ in 0..<4 {
      _ = try ModelMapperJSONEncoder().encode(Outer(seen: seen, inner: node))
    }
    // One encoder is kept for the next call; every other one made was freed. (Another test's
    // call may hold the kept one meanwhile and keep its own: at most two alive.)
    let alive = Set(seen.encoders.compactMap { $0().map(ObjectIdentifier.init) })
    #expect(alive.count <= 2)
    #expect(seen.encoders.count == 8)
  }
}
