import Foundation
import Testing

@testable import ModelMapperJSON

/// During a call, the decoder hands a keyed container out again for the next object of its
/// key type once user code let go of it (TapeDecoder+SpareContainers.swift). A container
/// user code still holds must never change under it: one kept while values of the same type
/// are decoded inside it (recursive models, deeper than the decoder keeps spares), one kept
/// in a decoded value past the call, one copied; and the coding paths of errors, the key
/// strategies' converted keys and each object's own values must be those of a new container.
/// Unkeyed containers are not reused: they have a cursor, and a copy must keep its own.
@Suite("Keyed containers reused during a call")
struct ContainerReuseTests {
  /// A tree whose node reads its children while its own container is in use, then reads its
  /// own keys again after them.
  struct Node: Codable, Equatable {
    var name: String
    var children: [Node]
    var depth: Int

    enum CodingKeys: String, CodingKey { case name, children, depth }

    init(name: String, children: [Node], depth: Int) {
      self.name = name
      self.children = children
      self.depth = depth
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      children = try container.decode([Node].self, forKey: .children)
      name = try container.decode(String.self, forKey: .name)
      depth = try container.decode(Int.self, forKey: .depth)
    }
  }

  /// A node `depth` levels above its leaves, `width` children each.
  static func tree(depth: Int, width: Int, name: String = "r") -> Node {
    let children =
      depth == 0 ? [] : (0..<width).map { tree(depth: depth - 1, width: width, name: name + ".\($0)") }
    return Node(name: name, children: children, depth: depth)
  }

  @Test("a container in use while values of its key type are decoded inside it keeps its object")
  func recursiveModels() throws {
    // Wide (many siblings, each letting its container go) and deep (more containers in use
    // at once than the decoder keeps).
    for tree in [Self.tree(depth: 3, width: 5), Self.tree(depth: 40, width: 1), Self.tree(depth: 6, width: 2)] {
      let data = try JSONEncoder().encode(tree)
      #expect(try ModelMapperJSONDecoder().decode(Node.self, from: data) == tree)
      #expect(
        try ModelMapperJSONDecoder().decode([Node].self, from: JSONEncoder().encode([tree, tree])) == [tree, tree])
    }
  }

  /// Keeps its container and reads it after decoding is over.
  struct Deferred: Decodable {
    enum CodingKeys: String, CodingKey { case id, name }
    let container: KeyedDecodingContainer<CodingKeys>
    let copy: KeyedDecodingContainer<CodingKeys>

    init(from decoder: any Decoder) throws {
      container = try decoder.container(keyedBy: CodingKeys.self)
      copy = container
    }

    func read() throws -> (Int, String) {
      (try container.decode(Int.self, forKey: .id), try copy.decode(String.self, forKey: .name))
    }
  }

  @Test("containers kept in decoded values read their own objects after the call")
  func keptContainers() throws {
    let json = "[" + (0..<40).map { #"{"id": \#($0), "name": "n\#($0)"}"# }.joined(separator: ",") + "]"
    let values = try ModelMapperJSONDecoder().decode([Deferred].self, from: Data(json.utf8))
    for (index, value) in values.enumerated() {
      let (id, name) = try value.read()
      #expect(id == index && name == "n\(index)")
    }
  }

  struct Item: Codable, Equatable {
    var itemName: String
    var quantity: Int
  }

  struct Order: Codable, Equatable {
    var orderNumber: Int
    var items: [Item]
    var shipTo: [String: String]
  }

  @Test("errors after reused containers have Foundation's coding path")
  func errorPaths() throws {
    let good = #"{"orderNumber": 1, "items": [{"itemName": "a", "quantity": 1}], "shipTo": {"city": "x"}}"#
    let bad = #"{"orderNumber": 3, "items": [{"itemName": "a", "quantity": 1}, {"itemName": "b"}], "shipTo": {}}"#
    let json = Data(("[" + [good, good, bad].joined(separator: ",") + "]").utf8)
    func failure(_ decode: () throws -> [Order]) -> DecodingError? {
      do {
        _ = try decode()
        return nil
      } catch {
        return error as? DecodingError
      }
    }
    let ours = failure { try ModelMapperJSONDecoder().decode([Order].self, from: json) }
    let foundations = failure { try JSONDecoder().decode([Order].self, from: json) }
    guard case .keyNotFound(let key, let context) = ours,
      case .keyNotFound(let theirKey, let theirContext) = foundations
    else {
      Issue.record(
        "expected keyNotFound from both, got \(String(describing: ours)) and \(String(describing: foundations))")
      return
    }
    #expect(key.stringValue == theirKey.stringValue)
    #expect(context.codingPath.map(\.stringValue) == theirContext.codingPath.map(\.stringValue))
    #expect(context.codingPath.map(\.stringValue) == ["Index 2", "items", "Index 1"])
  }

  @Test("reused containers convert each object's keys, as new ones do")
  func keyStrategies() throws {
    let orders = (0..<12).map { index in
      Order(
        orderNumber: index, items: (0..<index % 4).map { Item(itemName: "i\($0)", quantity: $0) },
        shipTo: index % 2 == 0 ? ["postCode": "\(index)"] : [:])
    }
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    let data = try encoder.encode(orders)
    let decoder = ModelMapperJSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let foundation = JSONDecoder()
    foundation.keyDecodingStrategy = .convertFromSnakeCase
    #expect(try decoder.decode([Order].self, from: data) == foundation.decode([Order].self, from: data))
    // A key that only some objects have, looked up in every one.
    let partial = Data(#"[{"a_b": 1}, {"c": 2}, {"a_b": 3, "c": 4}]"#.utf8)
    struct Partial: Decodable, Equatable {
      var aB: Int?
      var c: Int?
    }
    #expect(try decoder.decode([Partial].self, from: partial) == foundation.decode([Partial].self, from: partial))
  }

  /// A heterogeneous array, read as Codable users read one: a copy of the unkeyed container
  /// peeks at each element's kind, then the original decodes the element.
  struct Shapes: Decodable, Equatable {
    enum Shape: Equatable {
      case circle(radius: Double)
      case square(side: Double)
    }

    struct Kind: Decodable { var kind: String }
    struct Circle: Decodable { var radius: Double }
    struct Square: Decodable { var side: Double }

    var shapes: [Shape] = []
    var peekedIndices: [Int] = []

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      while !container.isAtEnd {
        var peek = container
        let kind = try peek.decode(Kind.self).kind
        peekedIndices.append(peek.currentIndex)
        switch kind {
        case "circle": shapes.append(.circle(radius: try container.decode(Circle.self).radius))
        default: shapes.append(.square(side: try container.decode(Square.self).side))
        }
      }
    }
  }

  @Test("a copy of an unkeyed container has a cursor of its own", arguments: [0, 1, 3, 15, 16, 40])
  func unkeyedCopies(count: Int) throws {
    let elements = (0..<count).map {
      $0 % 2 == 0 ? #"{"kind": "circle", "radius": \#($0)}"# : #"{"kind": "square", "side": \#($0)}"#
    }
    let data = Data(("[" + elements.joined(separator: ",") + "]").utf8)
    let ours = try ModelMapperJSONDecoder().decode(Shapes.self, from: data)
    #expect(ours == (try JSONDecoder().decode(Shapes.self, from: data)))
    #expect(ours.shapes.count == count && ours.peekedIndices == Array((0..<count).map { $0 + 1 }))
    // Nested in a model and in an array of them, where containers are reused.
    let nested = Data(
      ("["
        + Array(repeating: #"{"shapes": "# + String(decoding: data, as: UTF8.self) + "}", count: 3)
        .joined(separator: ",") + "]").utf8)
    struct Drawing: Decodable, Equatable { var shapes: Shapes }
    #expect(
      try ModelMapperJSONDecoder().decode([Drawing].self, from: nested)
        == JSONDecoder().decode([Drawing].self, from: nested))
  }

  @Test("the standard library's container layout is recognized on this platform")
  func layout() {
    #expect(_TapeDecoder.containersAreOneReference)
  }
}
