import Foundation
import ModelMapper
import SeededRandom
import Testing

/// Models that read keys out of the document's order: after a few lookups that scan, a map
/// indexes its object's keys and finds the rest by hash, and a map that reads objects of one
/// kind in turn indexes the next ones at once. Whichever way a key is found, the model must
/// read what the document holds: these tests read wide objects (and their nested objects,
/// alternating with small ones) in a shuffled order, with absent keys, key paths, and objects
/// the index refuses (an escaped key, a repeated one), against the values generated.
@Suite("Keys read out of document order")
struct OutOfOrderKeyTests {
  /// The keys a model reads, in the order it reads them (the same for every object, as
  /// `mapping(map:)` asks).
  struct Plan: MapContext {
    var keys: [String]
    var childKeys: [String]
  }

  /// Reads the plan's keys into `values` (absent keys as nil), and a wide child and a small
  /// one through nested models.
  final class Reader: Mappable {
    var values: [String: Int?] = [:]
    var paths: [String: Int?] = [:]
    var child: ChildReader?
    var small: SmallReader?

    init?(map: Map) {}

    func mapping(map: Map) {
      guard let plan = map.context as? Plan else { return }
      for (position, key) in plan.keys.enumerated() {
        var value: Int?
        value <- map[key]
        values[key] = value
        // A nested model and key paths in the middle of the keys, as models have them.
        if position == plan.keys.count / 3 { small <- map["small"] }
        if position == plan.keys.count / 2 {
          child <- map["child"]
          for path in ["child.c_1", "child.c_0", "child.missing", "small.s"] {
            var value: Int?
            value <- map[path]
            paths[path] = value
          }
        }
      }
    }
  }

  final class ChildReader: Mappable {
    var values: [String: Int?] = [:]

    init?(map: Map) {}

    func mapping(map: Map) {
      guard let plan = map.context as? Plan else { return }
      for key in plan.childKeys {
        var value: Int?
        value <- map[key]
        values[key] = value
      }
    }
  }

  final class SmallReader: Mappable {
    var s = 0

    init?(map: Map) {}

    func mapping(map: Map) { s <- map["s"] }
  }

  /// A JSON object of `keys` with values from `next`, and its values by key.
  static func object(_ keys: [String], _ next: inout Int, extra: String = "") -> (json: String, values: [String: Int]) {
    var values: [String: Int] = [:]
    var members: [String] = []
    for key in keys {
      next += 1
      values[key] = next
      members.append("\"\(key)\": \(next)")
    }
    return ("{" + (members + (extra.isEmpty ? [] : [extra])).joined(separator: ", ") + "}", values)
  }

  @Test("wide objects read in a shuffled order give the document's values", arguments: [0, 1, 2, 3])
  func shuffled(seed: Int) throws {
    var random = SeededGenerator(seed: 0x0DD0_0000 + UInt64(seed))
    let keys = (0..<40).map { "key_\($0)_" + String(repeating: "x", count: $0 % 11) }
    let childKeys = (0..<24).map { "c_\($0)" }
    // What the model asks: most keys, shuffled, and keys no object holds.
    let asked = (keys.shuffled(using: &random).prefix(30) + ["absent", "key_40_", "key_1"]).shuffled(using: &random)
    let childAsked = childKeys.shuffled(using: &random) + ["c_24", "missing"]
    var next = 0
    var elements: [String] = []
    var expected: [(values: [String: Int], child: [String: Int], small: Int)] = []
    for index in 0..<60 {
      // Objects of one kind in turn, with now and then one or two members fewer (the count
      // differs), and now and then the members in another order.
      var ownKeys = keys
      if index % 7 == 3 { ownKeys.removeLast(2) }
      if index % 5 == 4 { ownKeys.shuffle(using: &random) }
      let child = Self.object(index % 6 == 5 ? Array(childKeys.reversed()) : childKeys, &next)
      next += 1
      let small = next
      let own = Self.object(ownKeys, &next, extra: "\"small\": {\"s\": \(small)}, \"child\": \(child.json)")
      elements.append(own.json)
      expected.append((own.values, child.values, small))
    }
    let plan = Plan(keys: Array(asked), childKeys: childAsked)
    let models = try #require(
      Mapper<Reader>(context: plan).mapArray(JSONString: "[" + elements.joined(separator: ",") + "]"))
    #expect(models.count == expected.count)
    for (model, expected) in zip(models, expected) {
      for key in asked { #expect(model.values[key] == .some(expected.values[key]), "key \(key)") }
      for key in childAsked { #expect(model.child?.values[key] == .some(expected.child[key]), "child key \(key)") }
      #expect(model.small?.s == expected.small)
      #expect(model.paths["child.c_1"] == .some(expected.child["c_1"]))
      #expect(model.paths["child.c_0"] == .some(expected.child["c_0"]))
      #expect(model.paths["child.missing"] == .some(nil))
      #expect(model.paths["small.s"] == .some(expected.small))
    }
  }

  @Test("objects with an escaped key or a repeated key, read out of order")
  func refusedObjects() throws {
    let keys = (0..<30).map { "key_\($0)" }
    var next = 0
    let plain = Self.object(keys, &next)
    // The same keys, one escaped (`key_7` as `\u006bey_7`), then one repeated at the end.
    let escaped = plain.json.replacingOccurrences(of: "\"key_7\"", with: "\"\\u006bey_7\"")
    let repeated = String(plain.json.dropLast()) + ", \"key_3\": 999}"
    let asked = Array(keys.reversed()) + ["absent"]
    let plan = Plan(keys: asked, childKeys: [])
    let models = try #require(
      Mapper<Reader>(context: plan).mapArray(JSONString: "[\(plain.json), \(escaped), \(repeated), \(plain.json)]"))
    #expect(models.count == 4)
    for (position, model) in models.enumerated() {
      for key in keys {
        let value = position == 2 && key == "key_3" ? 999 : plain.values[key]
        #expect(model.values[key] == .some(value), "object \(position), key \(key)")
      }
      #expect(model.values["absent"] == .some(nil))
    }
  }

  @Test("key paths that share their first part, and a map that reads an inner object, then the outer")
  func sharedHeads() throws {
    final class Outer: Mappable {
      var inner: Inner?
      var whole: Inner?
      var first: Int?
      var second: Int?
      init?(map: Map) {}
      func mapping(map: Map) {
        first <- map["box.a"]
        second <- map["box.b"]
        inner <- map["box.inner"]
        whole <- map["box"]
        first <- map["box.a"]
      }
    }
    final class Inner: Mappable {
      var a: Int?
      var b: Int?
      var deep: Int?
      init?(map: Map) {}
      func mapping(map: Map) {
        deep <- map["inner.a"]
        a <- map["a"]
        b <- map["b"]
        deep <- map["inner.a"]
      }
    }
    let json = #"{"box": {"a": 1, "b": 2, "inner": {"a": 10, "b": 20, "inner": {"a": 100}}}}"#
    let model = try #require(Mapper<Outer>().map(JSONString: json))
    #expect(model.first == 1)
    #expect(model.second == 2)
    #expect(model.inner?.a == 10)
    #expect(model.inner?.b == 20)
    #expect(model.inner?.deep == 100)
    // The same map reads the outer object next: a path found in the inner one is not its.
    #expect(model.whole?.a == 1)
    #expect(model.whole?.b == 2)
    #expect(model.whole?.deep == 10)
  }
}
