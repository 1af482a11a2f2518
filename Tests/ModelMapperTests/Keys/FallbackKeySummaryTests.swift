import Foundation
import ModelMapper
import SeededRandom
import Testing

/// The fallback key lists a ``FallbackProbe`` reads, passed through the map's context.
struct FallbackLists: MapContext {
  let lists: [[String]]
}

/// Reads each of its context's fallback lists into an `Int?` that starts at -1: a value, nil
/// for a `null`, or -1 where every key of the list is absent.
final class FallbackProbe: Mappable {
  var values: [Int?] = []

  required init?(map: Map) {}

  func mapping(map: Map) {
    guard let lists = (map.context as? FallbackLists)?.lists else { return }
    values = lists.map { keys in
      var value: Int? = -1
      value <- map[keys]
      return value
    }
  }
}

/// An immutable model whose `mapping(map:)` also reads: its lookups are deferred until a
/// selection is read, fallback lists as single keys.
final class DeferredFallback: ImmutableMappable {
  let name: String
  var id: Int?
  var role: String?
  var city: String?

  init(map: Map) throws {
    name = try map.value("name")
  }

  func mapping(map: Map) {
    id <- map[["id", "ID", "user.id"]]
    name >>> map[["nick", "full_name"]]
    role <- map["role"]
    city <- map[["city", "town"]]
  }
}

/// Fallback lists in objects of eight members or more, where the parser keeps a key summary
/// and a `null` first key is settled without looking the other keys up when the summary
/// proves them absent.
@Suite("Fallback keys in objects with key summaries")
struct FallbackKeySummaryTests {
  /// Eight members no list reads, to give an object a key summary.
  static let filler = (0..<8).map { #""filler\#($0)": \#($0)"# }.joined(separator: ", ")

  /// What `lists` read from `json` (an object).
  func read(_ json: String, _ lists: [[String]]) throws -> [Int?] {
    try #require(Mapper<FallbackProbe>(context: FallbackLists(lists: lists)).map(JSONString: json)).values
  }

  @Test("a null first key reads null when the others are absent, and the later value when one is present")
  func nullFirstKey() throws {
    let filler = Self.filler
    #expect(try read(#"{"id": null, \#(filler)}"#, [["id", "ID"]]) == [nil])
    #expect(try read(#"{"id": null, \#(filler), "ID": 4}"#, [["id", "ID"]]) == [4])
    #expect(try read(#"{"id": null, \#(filler), "ID": null, "uid": 5}"#, [["id", "ID", "uid"]]) == [5])
    #expect(try read(#"{"id": null, \#(filler), "uid": 5}"#, [["id", "ID", "uid"]]) == [5])
    // A key path and a bracket index are looked up, whatever the summary holds for them.
    #expect(try read(#"{"id": null, \#(filler), "user": {"id": 7}}"#, [["id", "user.id"]]) == [7])
    #expect(try read(#"{"id": null, \#(filler), "ids": [8]}"#, [["id", "ids[0]"]]) == [8])
    // An escaped key keeps the object from having a summary.
    #expect(try read(#"{"id": null, \#(filler), "I\u0044": 9}"#, [["id", "ID"]]) == [9])
  }

  @Test("an immutable model's mapping(map:) looks a fallback list up when it reads it, and only then")
  func deferredLists() throws {
    let model = try DeferredFallback(
      JSONString: #"{"name": "a", "nick": "n", "ID": null, "user": {"id": 7}, "role": "admin", "town": "Oslo"}"#)
    #expect(model.name == "a")
    #expect(model.id == 7)
    #expect(model.role == "admin")
    #expect(model.city == "Oslo")
    // A list selected and never read leaves the next key to be looked up by itself.
    let nulls = try DeferredFallback(JSONString: #"{"name": "b", "id": null, "full_name": "x", "city": null}"#)
    #expect(nulls.id == nil && nulls.role == nil && nulls.city == nil)
    #expect(nulls.toJSONString() == #"{"nick":"b"}"#)
  }

  @Test("seeded random objects read as a search of every key would read them")
  func randomObjects() throws {
    var random = SeededGenerator(seed: 20_261_205)
    let pool = (0..<40).map { "key\($0)" } + ["id", "ID", "user_id", "a", "b"]
    for _ in 0..<300 {
      // Distinct keys, mostly `null` or numbers, in a random order.
      let count = Int.random(in: 0...24, using: &random)
      var members: [String: Int?] = [:]
      for key in pool.shuffled(using: &random).prefix(count) {
        members[key] = Bool.random(using: &random) ? nil : Int.random(in: 0...99, using: &random)
      }
      let order = members.keys.shuffled(using: &random)
      let json =
        "{" + order.map { key in #""\#(key)": \#(members[key]!.map(String.init) ?? "null")"# }.joined(separator: ", ")
        + "}"
      // Lists of two or three keys, present or absent, read in an order near the document's.
      let lists = (0..<Int.random(in: 1...12, using: &random)).map { index -> [String] in
        var keys: [String] = []
        if index < order.count && Bool.random(using: &random) { keys.append(order[index]) }
        while keys.count < Int.random(in: 2...3, using: &random) {
          let key = pool.randomElement(using: &random)!
          if !keys.contains(key) { keys.append(key) }
        }
        return keys
      }
      let expected = lists.map { keys -> Int? in
        if let key = keys.first(where: { members[$0] != nil && members[$0]! != nil }) { return members[key]! }
        return keys.contains { members[$0] != nil } ? nil : -1
      }
      #expect(try read(json, lists) == expected, "\(json) \(lists)")
    }
  }
}
