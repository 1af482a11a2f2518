import Foundation
import ModelMapper
import Testing

@Suite("Nested models and their collections")
struct ObjectTests {
  static let team = """
    {"leader": {"name": "Ada", "age": 36},
     "optionalLeader": {"name": "Grace"},
     "members": [{"name": "A"}, {"age": 3}, {"name": "C"}],
     "optionalMembers": [{"name": "D"}],
     "byRole": {"lead": {"name": "E"}, "bad": {"age": 1}},
     "optionalByRole": {"x": {"name": "F"}},
     "groups": {"g1": [{"name": "G"}, {"age": 2}], "g2": []},
     "grid": [[{"name": "H"}], [{"name": "I"}, {"name": "J"}]],
     "unique": [{"name": "K"}, {"name": "K"}, {"name": "L"}]}
    """

  @Test("every family maps; models that refuse their JSON are dropped")
  func families() throws {
    let team = try #require(Mapper<Team>().map(JSONString: Self.team))
    #expect(team.leader.name == "Ada")
    #expect(team.leader.age == 36)
    #expect(team.optionalLeader?.name == "Grace")
    #expect(team.members.compactMap(\.name) == ["A", "C"])
    #expect(team.optionalMembers?.first?.name == "D")
    #expect(team.byRole.keys.sorted() == ["lead"])
    #expect(team.optionalByRole?["x"]?.name == "F")
    #expect(team.groups["g1"]?.compactMap(\.name) == ["G"])
    #expect(team.groups["g2"]?.isEmpty == true)
    #expect(team.grid.map { $0.compactMap(\.name) } == [["H"], ["I", "J"]])
    #expect(team.unique.compactMap(\.name).sorted() == ["K", "L"])
  }

  @Test("a value of the wrong kind leaves non-optionals and clears optionals")
  func wrongKinds() throws {
    let json = """
      {"leader": "Ada", "optionalLeader": 3, "members": {"name": "A"}, "optionalMembers": "x",
       "byRole": [], "optionalByRole": 1, "grid": [{"name": "x"}], "optionalGrid": 5, "unique": null, "optionalUnique": "x"}
      """
    let team = try #require(Mapper<Team>().map(JSONString: json))
    #expect(team.leader.name == "unset")
    #expect(team.optionalLeader == nil)
    #expect(team.members.isEmpty)
    #expect(team.optionalMembers == nil)
    #expect(team.byRole.isEmpty)
    #expect(team.optionalByRole == nil)
    #expect(team.grid.isEmpty)
    #expect(team.optionalGrid == nil)
    #expect(team.unique.isEmpty)
    #expect(team.optionalUnique == nil)
  }

  @Test("an array with a non-object element fails as a whole, as ObjectMapper's cast did")
  func nonObjectElements() throws {
    let team = try #require(
      Mapper<Team>().map(JSONString: #"{"members": [{"name": "A"}, null], "optionalMembers": [{"name": "A"}, 1]}"#))
    #expect(team.members.isEmpty)
    #expect(team.optionalMembers == nil)
  }

  @Test("an empty dictionary of models is an empty dictionary, so that it reads back as written")
  func emptyDictionaries() throws {
    let team = try #require(Mapper<Team>().map(JSONString: #"{"byRole": {}, "optionalByRole": {}}"#))
    #expect(team.byRole.isEmpty)
    #expect(team.optionalByRole?.isEmpty == true)
    #expect(try #require(team.toJSONString()).contains(#""optionalByRole":{}"#))
    // Mapper's own call keeps ObjectMapper's answer for an empty dictionary: nil.
    #expect(Mapper<Member>().mapDictionary(JSONString: "{}") == nil)
  }

  @Test("mapping onto an existing object updates nested models in place")
  func updateInPlace() throws {
    let team = try #require(Mapper<Team>().map(JSONString: Self.team))
    let leader = team.leader
    let optionalLeader = try #require(team.optionalLeader)
    let lead = try #require(team.byRole["lead"])
    let updated = Mapper<Team>().map(
      JSONString:
        #"{"leader": {"age": 40}, "optionalLeader": {"age": 1}, "byRole": {"lead": {"age": 9}, "new": {"name": "N"}}}"#,
      toObject: team)
    #expect(updated === team)
    #expect(updated.leader === leader)
    #expect(leader.age == 40)
    #expect(leader.name == "Ada")
    #expect(updated.optionalLeader === optionalLeader)
    #expect(optionalLeader.age == 1)
    #expect(updated.byRole["lead"] === lead)
    #expect(lead.age == 9)
    #expect(updated.byRole["new"]?.name == "N")
    #expect(updated.members.count == 2)
  }

  @Test("StaticMappable class clusters choose the subclass")
  func classClusters() throws {
    let car = Mapper<Vehicle>().map(JSONString: #"{"kind": "car", "wheels": 4, "doors": 5}"#)
    #expect((car as? Car)?.doors == 5)
    #expect(car?.wheels == 4)
    #expect(Mapper<Vehicle>().map(JSONString: #"{"kind": "bike", "wheels": 2}"#) is Bike)
    #expect(Mapper<Vehicle>().map(JSONString: #"{"kind": "boat"}"#) == nil)
    let fleet = Mapper<Vehicle>().mapArray(JSONString: #"[{"kind": "car"}, {"kind": "boat"}, {"kind": "bike"}]"#)
    #expect(fleet?.count == 2)
    #expect(try #require(car as? Car).toJSON()["doors"] as? Int == 5)
  }

  @Test("subclasses map through super, in both directions")
  func subclasses() throws {
    let dog = try #require(Mapper<Dog>().map(JSONString: #"{"name": "Rex", "barks": true}"#))
    #expect(dog.name == "Rex")
    #expect(dog.barks)
    #expect(try JSONValue(parsing: dog.toJSONString()!) == ["name": "Rex", "barks": true])
  }

  @Test("generic wrappers map their payloads")
  func generics() throws {
    let response = try #require(
      Mapper<Response<Person>>().map(
        JSONString: #"{"status": 200, "payload": {"name": "Ada"}, "items": [{"name": "B"}, {"name": "C"}]}"#))
    #expect(response.status == 200)
    #expect(response.payload?.name == "Ada")
    #expect(response.items.count == 2)
    let nested = Mapper<Response<Response<Person>>>().map(JSONString: #"{"payload": {"payload": {"name": "Deep"}}}"#)
    #expect(nested?.payload?.payload?.name == "Deep")
  }

  @Test("the context reaches every nested level, reading and writing")
  func context() throws {
    let json = #"{"child": {"child": {}}, "children": [{}, {"children": [{}]}], "byName": {"x": {}}}"#
    let model = try #require(Mapper<ContextAware>(context: Locale2(language: "fr")).map(JSONString: json))
    #expect(model.seen == "fr")
    #expect(model.child?.seen == "fr")
    #expect(model.child?.child?.seen == "fr")
    #expect(model.children.map(\.seen) == ["fr", "fr"])
    #expect(model.children[1].children.first?.seen == "fr")
    #expect(model.byName["x"]?.seen == "fr")
    let text = try #require(Mapper<ContextAware>(context: Locale2(language: "de")).toJSONString(model))
    let written = try JSONValue(parsing: text)
    #expect(written["language"] == "de")
    #expect(written["child"]?["child"]?["language"] == "de")
    #expect(written["children"]?[1]?["children"]?[0]?["language"] == "de")
    #expect(written["byName"]?["x"]?["language"] == "de")
    let dictionary = Mapper<ContextAware>(context: Locale2(language: "it")).toJSON(model)
    #expect(((dictionary["child"] as? [String: Any])?["language"] as? String) == "it")
  }

  @Test("a context set on a mapper or a map reads back as set: a value as a copy, a class as the same instance")
  func contextReadsBack() throws {
    final class Session: MapContext {}
    let mapper = Mapper<ContextAware>()
    #expect(mapper.context == nil)
    mapper.context = Locale2(language: "pt")
    #expect((mapper.context as? Locale2)?.language == "pt")
    let session = Session()
    mapper.context = session
    #expect((mapper.context as? Session) === session)
    #expect(Mapper<ContextAware>(context: session, shouldIncludeNilValues: true).context as? Session === session)
    mapper.context = nil
    #expect(mapper.context == nil && mapper.map(JSONString: "{}")?.seen == nil)
    let map = Map(mappingType: .fromJSON, JSON: [:], context: Locale2(language: "nl"))
    #expect((map.context as? Locale2)?.language == "nl")
    map.context = session
    #expect((map.context as? Session) === session)
    map.context = nil
    #expect(map.context == nil)
  }

  // Nested objects read one after another share one child map, set up afresh for each; these
  // tests change what a mapping can change and check that the next object does not see it.

  @Test("a context changed in one nested model, or by the parent between them, reaches the right ones")
  func contextChangesBetweenSiblings() throws {
    final class Node: Mappable {
      var seen: String?
      var first: Node?
      var second: Node?
      var items: [Node] = []
      required init?(map: Map) {}
      func mapping(map: Map) {
        seen = (map.context as? Locale2)?.language
        // A node that says so changes its own context (after reading it).
        var change: String?
        change <- map["setContext"]
        if let change { map.context = Locale2(language: change) }
        first <- map["first"]
        if let parentChange = (map.context as? Locale2)?.language, parentChange == "switch" {
          map.context = Locale2(language: "switched")
        }
        second <- map["second"]
        items <- map["items"]
      }
    }
    let json = #"""
      {"items": [{"setContext": "child"}, {}, {"first": {}, "setContext": "switch", "second": {}}, {}],
       "first": {}, "second": {}}
      """#
    let root = try #require(Mapper<Node>(context: Locale2(language: "root")).map(JSONString: json))
    #expect(root.items.map(\.seen) == ["root", "root", "root", "root"])
    #expect(root.items[2].first?.seen == "switch")
    #expect(root.items[2].second?.seen == "switched")
    #expect(root.first?.seen == "root")
    #expect(root.second?.seen == "root")
    let plain = try #require(Mapper<Node>().map(JSONString: json))
    #expect(plain.items[1].seen == nil)
    #expect(plain.items[2].second?.seen == "switched")
  }

  @Test("a model that keeps its map keeps it as it was; the next model gets a map of its own")
  func keptMaps() throws {
    final class Keeper: Mappable {
      var name = ""
      var map: Map?
      var items: [Keeper] = []
      required init?(map: Map) {}
      func mapping(map: Map) {
        self.map = map
        name <- map["name"]
        items <- map["items"]
      }
    }
    let json = #"{"name": "root", "items": [{"name": "a"}, {"name": "b"}, {"name": "c", "items": [{"name": "d"}]}]}"#
    let root = try #require(Mapper<Keeper>().map(JSONString: json))
    #expect(root.items.map(\.name) == ["a", "b", "c"])
    let maps = root.items.compactMap(\.map)
    #expect(maps.count == 3)
    #expect(Set(maps.map(ObjectIdentifier.init)).count == 3)
    #expect(maps.map { $0.JSON["name"] as? String } == ["a", "b", "c"])
    #expect(root.items[2].items.first?.map?.JSON["name"] as? String == "d")
  }
}
