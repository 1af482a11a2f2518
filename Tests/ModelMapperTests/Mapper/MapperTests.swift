import Foundation
import ModelMapper
import Testing

@Suite("Mapper: create, update, collections, output")
struct MapperTests {
  let mapper = Mapper<Person>()

  @Test("create from text, a JSON object and a dictionary")
  func create() {
    #expect(mapper.map(JSONString: #"{"name": "Ada"}"#)?.name == "Ada")
    #expect(mapper.map(JSONObject: ["name": "Ada"])?.name == "Ada")
    #expect(mapper.map(JSON: ["name": "Ada", "age": 3])?.age == 3)
    #expect(mapper.map(JSONObject: "not a dictionary") == nil)
    #expect(mapper.map(JSONObject: nil) == nil)
    #expect(mapper.map(JSONString: "[1]") == nil)
    #expect(mapper.map(JSONString: #"{"age": 3}"#) == nil)
    #expect(Person(JSONString: #"{"name": "A"}"#)?.name == "A")
    #expect(Person(JSON: ["name": "B"])?.name == "B")
  }

  @Test("invalid text gives nil, prints nothing, and mapOrThrow reports line and column")
  func invalidText() throws {
    #expect(mapper.map(JSONString: "{\"name\": }") == nil)
    #expect(mapper.mapArray(JSONString: "[") == nil)
    let error = #expect(throws: MapError.self) { try mapper.mapOrThrow(JSONString: "{\n  \"name\": }") }
    #expect(error?.parseError?.line == 2)
    #expect(error?.parseError?.column == 11)
    #expect(error?.description.contains("line 2, column 11") == true)
    let refused = #expect(throws: MapError.self) { try mapper.mapOrThrow(JSONString: #"{"age": 1}"#) }
    #expect(refused?.reason?.contains("init?(map:) returned nil") == true)
  }

  @Test("update in place: absent keys keep their values")
  func update() throws {
    let person = Person(name: "Ada", age: 36)
    let updated = mapper.map(JSONString: #"{"age": 37}"#, toObject: person)
    #expect(updated === person)
    #expect(person.name == "Ada")
    #expect(person.age == 37)
    _ = mapper.map(JSONObject: ["name": "Grace"], toObject: person)
    #expect(person.name == "Grace")
    _ = mapper.map(JSON: ["age": 1], toObject: person)
    #expect(person.age == 1)
    _ = mapper.map(JSONString: "not json", toObject: person)
    #expect(person.age == 1)
  }

  @Test("arrays: a single object becomes a one-element array; failed elements are dropped")
  func arrays() {
    #expect(mapper.mapArray(JSONString: #"[{"name": "A"}, {"age": 1}, {"name": "C"}]"#)?.count == 2)
    #expect(mapper.mapArray(JSONString: #"{"name": "Solo"}"#)?.first?.name == "Solo")
    #expect(mapper.mapArray(JSONString: "[]")?.isEmpty == true)
    #expect(mapper.mapArray(JSONString: "[1, 2]") == nil)
    #expect(mapper.mapArray(JSONObject: [["name": "A"]])?.count == 1)
    #expect(mapper.mapArray(JSONObject: ["name": "A"]) == nil)
    #expect(mapper.mapArray(JSONArray: [["name": "A"], ["age": 2]]).count == 1)
    #expect([Person](JSONString: #"[{"name": "A"}]"#)?.count == 1)
    #expect([Person](JSONArray: [["name": "A"]]).count == 1)
    #expect(
      mapper.mapArrayOfArrays(JSONObject: [[["name": "A"]], [["name": "B"], ["name": "C"]]])?.map(\.count) == [1, 2])
    #expect(mapper.mapArrayOfArrays(JSONObject: [[[String: Any]]]()) == nil)
  }

  @Test("dictionaries: members that do not map are dropped; an empty result is nil")
  func dictionaries() throws {
    let byID = mapper.mapDictionary(JSONString: #"{"1": {"name": "A"}, "2": {"age": 3}}"#)
    #expect(byID?.keys.sorted() == ["1"])
    #expect(mapper.mapDictionary(JSONString: #"{"1": {"age": 3}}"#) == nil)
    #expect(mapper.mapDictionary(JSONObject: ["x": ["name": "X"]])?["x"]?.name == "X")
    #expect(mapper.mapDictionary(JSON: ["y": ["name": "Y"]])?["y"]?.name == "Y")
    #expect(mapper.mapDictionary(JSONString: #"{"1": 1}"#) == nil)
    let existing = Person(name: "Old", age: 1)
    let merged = mapper.mapDictionary(
      JSONObject: ["old": ["age": 2], "new": ["name": "New"]], toDictionary: ["old": existing])
    #expect(merged["old"] === existing)
    #expect(existing.age == 2)
    #expect(merged["new"]?.name == "New")
    let merged2 = mapper.mapDictionary(JSON: ["old": ["age": 5]], toDictionary: ["old": existing])
    #expect(merged2["old"]?.age == 5)
    let groups = mapper.mapDictionaryOfArrays(JSONObject: ["g": [["name": "A"], ["age": 1]]])
    #expect(groups?["g"]?.count == 1)
    #expect(mapper.mapDictionaryOfArrays(JSON: ["g": [["name": "B"]]])?["g"]?.first?.name == "B")
    #expect(mapper.mapDictionaryOfArrays(JSONObject: ["g": "x"]) == nil)
  }

  @Test("sets")
  func sets() throws {
    #expect(mapper.mapSet(JSONString: #"[{"name": "A"}, {"name": "A"}, {"name": "B"}]"#)?.count == 2)
    #expect(mapper.mapSet(JSONString: #"{"name": "A"}"#)?.count == 1)
    #expect(mapper.mapSet(JSONObject: [["name": "A"]])?.count == 1)
    #expect(mapper.mapSet(JSONArray: [["name": "A"], ["age": 1]]).count == 1)
    #expect(Set<Person>(JSONString: #"[{"name": "A"}]"#)?.count == 1)
    #expect(Set<Person>(JSONArray: [["name": "A"]])?.count == 1)
    let set: Set<Person> = [Person(name: "A"), Person(name: "B")]
    #expect(mapper.toJSONSet(set).count == 2)
    #expect(try JSONValue(parsing: mapper.toJSONString(set)!).array?.count == 2)
    #expect(set.toJSON().count == 2)
    #expect(set.toJSONString() != nil)
  }

  @Test("output: dictionaries, arrays, dictionaries of arrays, text")
  func output() throws {
    let a = Person(name: "A", age: 1)
    let b = Person(name: "B", age: 2)
    #expect(mapper.toJSON(a)["name"] as? String == "A")
    #expect(mapper.toJSONArray([a, b]).count == 2)
    #expect((mapper.toJSONDictionary(["a": a])["a"]?["age"] as? Int) == 1)
    #expect(mapper.toJSONDictionaryOfArrays(["g": [a, b]])["g"]?.count == 2)
    #expect(mapper.toJSONString(a) == #"{"name":"A","age":1}"#)
    #expect(mapper.toJSONString([a, b]) == #"[{"name":"A","age":1},{"name":"B","age":2}]"#)
    #expect([a, b].toJSON().count == 2)
    #expect([a].toJSONString() == #"[{"name":"A","age":1}]"#)
    #expect(mapper.toJSONValue(a) == ["name": "A", "age": 1])
  }

  @Test("static helpers: parse and write Foundation JSON objects")
  func statics() throws {
    let parsed = Mapper<Person>.parseJSONString(JSONString: #"{"a": [1, "x", null, true]}"#) as? [String: Any]
    let array = try #require(parsed?["a"] as? [Any])
    #expect(array[0] as? Int == 1)
    #expect(array[2] is NSNull)
    #expect(Mapper<Person>.parseJSONString(JSONString: "nope") == nil)
    #expect(Mapper<Person>.parseJSONStringIntoDictionary(JSONString: "[1]") == nil)
    #expect(Mapper<Person>.parseJSONStringIntoDictionary(JSONString: #"{"k": "v"}"#)?["k"] as? String == "v")
    #expect(Mapper<Person>.toJSONString(["a": 1], prettyPrint: false) == #"{"a":1}"#)
    #expect(Mapper<Person>.toJSONString(["u": "a/b"], prettyPrint: true) == "{\n  \"u\": \"a/b\"\n}")
    struct Opaque {}
    #expect(Mapper<Person>.toJSONString(["o": Opaque()], prettyPrint: false) == nil)
    let epoch = Date(timeIntervalSince1970: 0)
    #expect(Mapper<Person>.toJSONString(["d": epoch], prettyPrint: false) == #"{"d":"1970-01-01T00:00:00.000Z"}"#)
    let data = Mapper<Person>.toJSONData(["u": "a/b", "b": 1], options: [.sortedKeys])
    #expect(data.map { String(decoding: $0, as: UTF8.self) } == #"{"b":1,"u":"a\/b"}"#)
    let plain = Mapper<Person>.toJSONData(["u": "a/b"], options: [.withoutEscapingSlashes])
    #expect(plain.map { String(decoding: $0, as: UTF8.self) } == #"{"u":"a/b"}"#)
  }
}
