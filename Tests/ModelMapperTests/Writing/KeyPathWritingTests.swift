import Foundation
import SeededRandom
import Testing

@testable import ModelMapper

/// A model that writes the members it is given, in order: any keys, key paths, values and
/// nested models, for comparing the streamed output with the tree's.
final class ScriptedWriter: Mappable {
  enum Value {
    case number(Int)
    case text(String)
    case none
    case model(ScriptedWriter)
    case models([ScriptedWriter])
  }

  var members: [(key: String, value: Value)] = []

  init(_ members: [(key: String, value: Value)]) {
    self.members = members
  }

  required init?(map: Map) {}

  func mapping(map: Map) {
    for (key, value) in members {
      switch value {
      case .number(let number): number >>> map[key]
      case .text(let text): text >>> map[key]
      case .none: Optional<Int>.none >>> map[key]
      case .model(let model): model >>> map[key]
      case .models(let models): models >>> map[key]
      }
    }
  }
}

/// A model type with fixed keys, plain and paths, so that its key shape is recorded on its
/// first write and followed on the next ones.
final class ShapedPaths: Mappable {
  var id = 1
  var kind: String? = "k"
  var count = 2
  var name = "n"
  var deep = 3
  var child: ShapedPaths?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    id <- map["id"]
    kind <- map["meta.kind"]
    count <- map["meta.count"]
    name <- map["name"]
    deep <- map["meta.extra.deep"]
    child <- map["links.child"]
  }
}

@Suite("Key paths are written straight into nested objects, exactly as the tree writes them")
struct KeyPathWritingTests {
  @Test("a type whose key shape has key paths writes them the same on every write, without falling back")
  func shapedPaths() throws {
    let model = ShapedPaths()
    model.child = ShapedPaths()
    let expected =
      #"{"id":1,"meta":{"kind":"k","count":2,"extra":{"deep":3}},"name":"n","links":{"child":"#
      + #"{"id":1,"meta":{"kind":"k","count":2,"extra":{"deep":3}},"name":"n"}}}"#
    for round in 0..<3 {
      let output = _JSONOutput(options: .compact)
      _ = Mapper<ShapedPaths>().write(model, into: output, depth: 0, location: nil)
      #expect(output.finish() == expected, "write \(round)")
      #expect(output.fallbacks == 0, "write \(round)")
      #expect(Mapper<ShapedPaths>().toJSONString(model, keys: .excluding()) == expected)
    }
    model.kind = nil
    #expect(model.toJSONString() == Mapper<ShapedPaths>().toJSONString(model, keys: .excluding()))
  }

  /// The text of `model` streamed, how many maps fell back to the tree, and the text the
  /// tree writer gives.
  static func written(_ model: ScriptedWriter, pretty: Bool = false, nils: Bool = false) -> (
    streamed: String?, fallbacks: Int, tree: String?
  ) {
    let mapper = Mapper<ScriptedWriter>(shouldIncludeNilValues: nils)
    let output = _JSONOutput(options: pretty ? .pretty : .compact)
    _ = mapper.write(model, into: output, depth: 0, location: nil)
    return (output.finish(), output.fallbacks, mapper.toJSONString(model, prettyPrint: pretty, keys: .excluding()))
  }

  @Test("sibling paths share one object in mapping order, without falling back")
  func siblings() throws {
    let model = ScriptedWriter([
      ("id", .number(1)), ("meta.kind", .text("a")), ("meta.count", .number(2)), ("name", .text("n")),
      ("meta.extra.deep", .number(3)), ("user.name", .text("u")), ("meta.extra.more", .number(4)),
      ("user.profile", .model(ScriptedWriter([("x", .number(5)), ("y.z", .number(6))]))),
      ("list.items", .models([ScriptedWriter([("a.b", .number(7))]), ScriptedWriter([])])),
    ])
    let result = Self.written(model)
    #expect(
      result.streamed
        == #"{"id":1,"meta":{"kind":"a","count":2,"extra":{"deep":3,"more":4}},"name":"n","user":{"name":"u","#
        + #""profile":{"x":5,"y":{"z":6}}},"list":{"items":[{"a":{"b":7}},{}]}}"#)
    #expect(result.streamed == result.tree)
    #expect(result.fallbacks == 0)
    let pretty = Self.written(model, pretty: true)
    #expect(pretty.streamed == pretty.tree)
    #expect(pretty.fallbacks == 0)
  }

  @Test("conflicts fall back to the tree and still write what the tree writes")
  func conflicts() throws {
    let cases: [[(key: String, value: ScriptedWriter.Value)]] = [
      [("a", .number(1)), ("a.b", .number(2))],
      [("a.b", .number(1)), ("a", .number(2))],
      [("a.b", .number(1)), ("a.b", .number(2))],
      [("a.b", .number(1)), ("a.b.c", .number(2))],
      [("a.b.c", .number(1)), ("a.b", .number(2))],
      [("a.b", .text("x")), ("a.b", .none)],
      [("a.", .number(1)), (".b", .number(2))],
      [("a[0].b", .number(1))],
    ]
    for members in cases {
      for nils in [false, true] {
        let result = Self.written(ScriptedWriter(members), nils: nils)
        #expect(result.streamed == result.tree, "\(members.map(\.key))")
      }
    }
  }

  @Test("seeded random paths that do not conflict, in any order, never fall back", arguments: 0..<40)
  func randomWithoutConflicts(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed) &+ 0xBEEF)
    // Every path has three parts, so none is a prefix of another; duplicates are dropped.
    var seen = Set<String>()
    var members: [(key: String, value: ScriptedWriter.Value)] = []
    for _ in 0..<Int.random(in: 1...14, using: &random) {
      let key = (0..<3).map { _ in ["a", "b", "c"].randomElement(using: &random)! }.joined(separator: ".")
      guard seen.insert(key).inserted else { continue }
      let value: ScriptedWriter.Value =
        Bool.random(using: &random)
        ? .number(Int.random(in: 0...9, using: &random)) : .model(ScriptedWriter([("m.n", .text("x"))]))
      members.append((key, value))
    }
    for pretty in [false, true] {
      let result = Self.written(ScriptedWriter(members), pretty: pretty)
      #expect(result.streamed == result.tree, "\(members.map(\.key))")
      #expect(result.fallbacks == 0, "\(members.map(\.key))")
    }
  }

  @Test("seeded random key paths: streamed text equals the tree's, compact and pretty", arguments: 0..<40)
  func random(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed) &+ 0xC0FFEE)
    func model(depth: Int) -> ScriptedWriter {
      let parts = ["a", "b", "c", "d\u{e9}", "e\"f"]
      var members: [(key: String, value: ScriptedWriter.Value)] = []
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        let length = Int.random(in: 1...3, using: &random)
        let key = (0..<length).map { _ in parts.randomElement(using: &random)! }.joined(separator: ".")
        let value: ScriptedWriter.Value
        switch Int.random(in: 0..<6, using: &random) {
        case 0: value = .text("s\(Int.random(in: 0...9, using: &random))")
        case 1: value = .none
        case 2 where depth < 2: value = .model(model(depth: depth + 1))
        case 3 where depth < 2: value = .models([model(depth: depth + 1), model(depth: depth + 1)])
        default: value = .number(Int.random(in: 0...99, using: &random))
        }
        members.append((key, value))
      }
      return ScriptedWriter(members)
    }
    let written = model(depth: 0)
    for pretty in [false, true] {
      for nils in [false, true] {
        let result = Self.written(written, pretty: pretty, nils: nils)
        #expect(result.streamed == result.tree, "\(written.members.map(\.key)) pretty: \(pretty) nils: \(nils)")
      }
    }
  }
}
