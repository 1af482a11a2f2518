import Foundation
import ModelMapper
import SampleModels
import SeededRandom
import TestSupport
import Testing

@Suite("Mapping entry points with hostile input")
struct MappingBadInputTests {
  @Test("every truncation of a document gives nil (or throws) at every entry point, never a crash")
  func truncations() throws {
    let text = String(decoding: try Fixtures.benchData("github-user.json"), as: UTF8.self)
    let bytes = Array(text.utf8)
    for length in stride(from: 0, to: bytes.count - 2, by: 7) {
      let prefix = String(decoding: bytes[0..<length], as: UTF8.self)
      #expect(Mapper<GitHubUser>().map(JSONString: prefix) == nil)
      #expect(Mapper<GitHubUser>().mapArray(JSONString: prefix) == nil)
      #expect(Mapper<GitHubUser>().mapDictionary(JSONString: prefix) == nil)
      #expect(throws: MapError.self) { try Mapper<GitHubUserImmutable>().mapOrThrow(JSONString: prefix) }
      #expect(throws: MapError.self) { try Point(JSONString: prefix) }
      #expect(Mapper<GitHubUser>.parseJSONString(JSONString: prefix) == nil)
    }
  }

  @Test("100,000-deep nesting is refused with a parse error")
  func deepInput() {
    let deep = String(repeating: #"{"friend":"#, count: 100_000) + "{}" + String(repeating: "}", count: 100_000)
    #expect(Mapper<Person>().map(JSONString: deep) == nil)
    let error = #expect(throws: MapError.self) { try Mapper<Person>().mapOrThrow(JSONString: deep) }
    #expect(error?.parseError?.kind == .tooDeep)
  }

  @Test("models nested to the parser's limit map and write back")
  func deepModels() throws {
    let depth = 400
    let deep =
      String(repeating: #"{"name": "n", "friend": "#, count: depth) + "{\"name\": \"last\"}"
      + String(repeating: "}", count: depth)
    var person = try #require(Mapper<Person>().map(JSONString: deep))
    var levels = 0
    while let friend = person.friend {
      person = friend
      levels += 1
    }
    #expect(levels == depth)
    #expect(person.name == "last")
  }

  /// A node that writes its link with `>>>`: `<-` on a class property holds an exclusive
  /// access while the nested model is written, so a cycle written with `<-` traps on
  /// Swift's exclusivity check (as in ObjectMapper).
  final class Node: Mappable {
    var name = "node"
    var next: Node?

    init() {}
    required init?(map: Map) {}

    func mapping(map: Map) {
      name <- map["name"]
      if map.mappingType == .toJSON {
        next >>> map["next"]
      } else {
        next <- map["next"]
      }
    }
  }

  @Test("a reference cycle is written as null beyond 512 levels: toJSONString gives nil, no stack overflow")
  func cycles() {
    let node = Node()
    node.next = node
    #expect(node.toJSONString() == nil)
    #expect(Mapper<Node>().toJSONString([node]) == nil)
    let dictionary = node.toJSON()
    var level: [String: Any]? = dictionary
    var depth = 0
    while let next = level?["next"] as? [String: Any] {
      level = next
      depth += 1
    }
    #expect(depth == 512)
    node.next = nil
    #expect(node.toJSONString() == #"{"name":"node"}"#)
  }

  @Test("huge strings and long numbers map")
  func hugeValues() throws {
    let long = String(repeating: "x", count: 10_000_000)
    let person = try #require(
      Mapper<Person>().map(JSONString: "{\"name\": \"\(long)\", \"age\": 1\(String(repeating: "0", count: 10_000))}"))
    #expect(person.name?.count == 10_000_000)
    #expect(person.age == 0)
    #expect(person.toJSONString()?.utf8.count == #"{"name":"","age":0}"#.utf8.count + 10_000_000)
  }

  @Test("garbage and wrong shapes give nil or an empty result")
  func garbage() {
    var random = SeededGenerator(seed: 9)
    for _ in 0..<500 {
      let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random)
      }
      let text = String(decoding: bytes, as: UTF8.self)
      // No crash; and text that is not JSON maps to nothing, at every entry point.
      let isJSON = (try? JSONDocument(parsing: text)) != nil
      let team = Mapper<Team>().map(JSONString: text)
      let teams = Mapper<Team>().mapArray(JSONString: text)
      let route = try? Route(JSONString: text)
      if !isJSON {
        #expect(team == nil && teams == nil && route == nil, "\(text)")
      }
    }
    #expect(Mapper<Team>().map(JSONString: "[]") == nil)
    #expect(Mapper<Team>().map(JSONString: "\"text\"") == nil)
    #expect(Mapper<Team>().mapArray(JSONString: "null") == nil)
  }
}
