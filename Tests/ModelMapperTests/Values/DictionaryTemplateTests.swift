import Foundation
import ModelMapper
import SeededRandom
import Testing

/// `[String: Any]` built from a document: objects of a shape met before are built from a
/// template of their keys; they must equal what JSONSerialization makes of the same text,
/// shape by shape, however the shapes mix.
@Suite("Dictionaries of repeated shapes")
struct DictionaryTemplateTests {
  /// A model for `Mapper`'s static helpers.
  final class Empty: Mappable {
    init?(map: Map) {}
    func mapping(map: Map) {}
  }

  /// The keys of the shapes: escaped, non-ASCII, long, and keys that differ from another
  /// shape's only in their middle bytes or after the first two keys.
  static let shapes: [[String]] = [
    ["id", "name", "received_events_url", "site_admin"],
    ["id", "name", "received_xxxxxx_url", "site_admin"],
    ["id", "name", "received_events_url", "site_admim"],
    ["id", "name", "received_events_url"],
    ["id", "name", "received_events_url", "site_admin", "extra"],
    [#"a\u0062"#, "caf\u{E9}", "profile_background_image_url_https_and_more_than_32", "x"],
    ["ab", "caf\u{E9}", "profile_background_image_url_https_and_more_than_32", "x"],
    ["nested", "list"],
  ]

  /// A random JSON value's text: numbers that both parsers read the same, strings with
  /// escapes, Booleans, `null`, and objects of the shapes above.
  static func value(_ random: inout SeededGenerator, depth: Int) -> String {
    switch random.next() % (depth < 3 ? 8 : 5) {
    // Integers within 2^53: Foundation compares larger ones of its own as doubles.
    case 0: return String(Int64(bitPattern: random.next()) >> (11 + random.next() % 50))
    case 1: return String(Double(random.next() % 1_000_000) / 8)
    case 2: return #""text \#(random.next() % 1000)\n\u00e9""#
    case 3: return random.next() % 2 == 0 ? "true" : "false"
    case 4: return "null"
    case 5:
      return "[" + (0..<Int(random.next() % 4)).map { _ in value(&random, depth: depth + 1) }.joined(separator: ",")
        + "]"
    default: return object(&random, depth: depth + 1)
    }
  }

  static func object(_ random: inout SeededGenerator, depth: Int) -> String {
    // One object in nine has keys of its own (such as IDs): a shape met once.
    let keys =
      random.next() % 9 == 0
      ? (0..<Int(2 + random.next() % 3)).map { "id\(random.next() % 100_000)_\($0)" }
      : shapes[Int(random.next() % UInt64(shapes.count))]
    return "{" + keys.map { #""\#($0)":"# + value(&random, depth: depth) }.joined(separator: ",") + "}"
  }

  /// What JSONSerialization makes of `text`.
  static func foundation(_ text: String) throws -> NSObject {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as! NSObject
  }

  @Test("objects of mixed, near-identical shapes equal JSONSerialization's, the first time and after", arguments: 0..<4)
  func mixedShapes(seed: UInt64) throws {
    var random = SeededGenerator(seed: 7919 &* (seed + 1))
    let text = "[" + (0..<300).map { _ in Self.object(&random, depth: 0) }.joined(separator: ",") + "]"
    let expected = try Self.foundation(text)
    for pass in 0..<3 {
      let array = try #require(Mapper<Empty>.parseJSONString(JSONString: text) as? [Any])
      #expect((array as NSArray).isEqual(expected), "pass \(pass)")
    }
  }

  @Test("each shape's keys are its own, however often the others were met")
  func keysOfEachShape() throws {
    for round in 0..<3 {
      for keys in Self.shapes {
        let text = "{" + keys.enumerated().map { #""\#($1)": \#($0 + round)"# }.joined(separator: ",") + "}"
        let dictionary = try #require(Mapper<Empty>.parseJSONStringIntoDictionary(JSONString: text))
        let expected = try #require(Self.foundation(text) as? [String: Any])
        #expect(Set(dictionary.keys) == Set(expected.keys))
        #expect((dictionary as NSDictionary).isEqual(to: expected))
      }
    }
  }

  @Test("repeated keys keep their last value, every time")
  func repeatedKeys() throws {
    for value in 0..<3 {
      let dictionary = try #require(
        Mapper<Empty>.parseJSONStringIntoDictionary(JSONString: #"{"a": 1, "b": 2, "a": \#(value)}"#))
      #expect(dictionary.count == 2)
      #expect(dictionary["a"] as? Int == value)
      #expect(dictionary["b"] as? Int == 2)
    }
  }

  @Test("the deepest documents convert on a thread with a 512 KiB stack, as on Apple platforms")
  func deepNestingOnASmallStack() async throws {
    // 511 levels (the parser's limit is 512) of one shape, so that every level after the
    // first two is built from a template; and arrays, for comparison.
    let depth = 511
    let objects = String(repeating: #"{"a":1,"b":"#, count: depth) + "null" + String(repeating: "}", count: depth)
    let arrays = String(repeating: "[1,", count: depth) + "null" + String(repeating: "]", count: depth)
    let converted = await withCheckedContinuation { (continuation: CheckedContinuation<[Bool], Never>) in
      let thread = Thread {
        let results = [objects, objects, arrays].map { Mapper<Empty>.parseJSONString(JSONString: $0) != nil }
        continuation.resume(returning: results)
      }
      thread.stackSize = 512 * 1024
      thread.start()
    }
    #expect(converted == [true, true, true])
    var level = try #require(Mapper<Empty>.parseJSONStringIntoDictionary(JSONString: objects))
    var levels = 1
    while let inner = level["b"] as? [String: Any] {
      #expect(level["a"] as? Int == 1)
      level = inner
      levels += 1
    }
    #expect(levels == depth)
  }

  /// A model whose keys depend on its values: literals, keys made at run time (a new
  /// string each time), long and short ones, nested models and arrays.
  final class Written: Mappable {
    var index = 0
    var name = ""
    var child: Written?
    var tags: [String] = []
    init(index: Int, depth: Int = 0) {
      self.index = index
      name = "n\(index)"
      tags = (0..<(index % 3)).map { "t\($0)" }
      if depth < 2 && index % 2 == 0 { child = Written(index: index / 2, depth: depth + 1) }
    }
    init?(map: Map) {}
    func mapping(map: Map) {
      index <- map["index"]
      name <- map["a_name_longer_than_fifteen_bytes"]
      if index % 4 == 0 { tags <- map["tags"] }
      child <- map["child"]
      var made = index
      made <- map["made_at_run_time_\(index % 5)"]
      if index % 3 == 0 { name <- map[String(repeating: "k", count: 20 + index % 7)] }
    }
  }

  @Test("toJSON() of models whose keys vary, again and again, equals its text")
  func writtenShapes() throws {
    for round in 0..<3 {
      for index in 0..<200 {
        let model = Written(index: index)
        let dictionary = model.toJSON()
        let text = try #require(model.toJSONString())
        let expected = try #require(Self.foundation(text) as? [String: Any])
        #expect((dictionary as NSDictionary).isEqual(to: expected), "round \(round), model \(index)")
      }
    }
  }

  @Test("map.JSON of many objects of one shape holds each object's values")
  func mapJSONOfOneShape() throws {
    final class Row: Mappable {
      var json: [String: Any] = [:]
      init?(map: Map) {}
      func mapping(map: Map) { json = map.JSON }
    }
    let text =
      "[" + (0..<50).map { #"{"id": \#($0), "name": "n\#($0)", "tags": ["t\#($0)"]}"# }.joined(separator: ",") + "]"
    let rows = try #require(Mapper<Row>().mapArray(JSONString: text))
    #expect(rows.count == 50)
    for (index, row) in rows.enumerated() {
      #expect(row.json["id"] as? Int == index)
      #expect(row.json["name"] as? String == "n\(index)")
      #expect(row.json["tags"] as? [String] == ["t\(index)"])
    }
  }
}
