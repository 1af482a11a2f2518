import Foundation
import ModelMapper
import Testing

@Suite("Immutable models and their errors")
struct ImmutableTests {
  static let route = """
    {"name": "R1", "start": {"x": 1, "y": 2}, "stops": [{"x": 3, "y": 4, "label": "a"}], "end": {"x": 5, "y": 6},
     "role": "admin", "byName": {"p": {"x": 7, "y": 8}}, "created": 1700000000}
    """

  @Test("every getter reads its value; optionals are nil when absent or null")
  func reads() throws {
    let route = try Route(JSONString: Self.route)
    #expect(route.name == "R1")
    #expect(route.start == Point(x: 1, y: 2))
    #expect(route.stops == [Point(x: 3, y: 4, label: "a")])
    #expect(route.optionalEnd == Point(x: 5, y: 6))
    #expect(route.role == .admin)
    #expect(route.optionalRole == nil)
    #expect(route.byName["p"] == Point(x: 7, y: 8))
    #expect(route.created == Date(timeIntervalSince1970: 1_700_000_000))
    let point = try Point(JSONString: #"{"x": 1, "y": 2, "label": null}"#)
    #expect(point.label == nil)
  }

  @Test("a missing key throws with the key path, expected type and what was found")
  func missingKey() {
    let error = #expect(throws: MapError.self) { try Point(JSONString: #"{"x": 1}"#) }
    #expect(error?.kind == .missingKey)
    #expect(error?.key == "y")
    #expect(error?.path == "y")
    #expect(error.map { isType($0.expected, Double.self) } == true)
    #expect(error?.foundKind == nil)
    #expect(error?.line != nil)
  }

  @Test("nested errors carry the full path from the top-level JSON")
  func nestedPaths() {
    let wrongStop = Self.route.replacingOccurrences(of: #""label": "a""#, with: #""label": 12"#)
    let error = #expect(throws: MapError.self) { try Route(JSONString: wrongStop) }
    #expect(error?.kind == .typeMismatch)
    #expect(error?.path == "stops[0].label")
    #expect(error.map { isType($0.expected, String?.self) } == true)
    #expect(error?.foundKind == .number)
    #expect(error?.foundPreview == "12")
    let wrongMember = Self.route.replacingOccurrences(of: #"{"x": 7, "y": 8}"#, with: #"{"x": "seven", "y": 8}"#)
    let memberError = #expect(throws: MapError.self) { try Route(JSONString: wrongMember) }
    #expect(memberError?.kind == .typeMismatch)
    #expect(memberError?.path == "byName.p.x")
    #expect(memberError?.foundKind == .string)
    #expect(memberError?.foundPreview == #""seven""#)
    let array = "[" + Self.route + "," + wrongStop + "]"
    let arrayError = #expect(throws: MapError.self) { try Mapper<Route>().mapArray(JSONString: array) }
    #expect(arrayError?.path == "[1].stops[0].label")
  }

  @Test("unknown raw values and wrong kinds throw")
  func wrongValues() {
    let role = Self.route.replacingOccurrences(of: #""role": "admin""#, with: #""role": "boss""#)
    let error = #expect(throws: MapError.self) { try Route(JSONString: role) }
    #expect(error?.kind == .unknownRawValue)
    #expect(error?.path == "role")
    #expect(error?.foundPreview == #""boss""#)
    let stops = Self.route.replacingOccurrences(of: #""stops": [{"x": 3, "y": 4, "label": "a"}]"#, with: #""stops": 3"#)
    let stopsError = #expect(throws: MapError.self) { try Route(JSONString: stops) }
    #expect(stopsError?.kind == .typeMismatch)
    #expect(stopsError?.path == "stops")
    #expect(stopsError.map { isType($0.expected, [Point].self) } == true)
    #expect(stopsError?.foundKind == .number)
  }

  @Test("the optional getters throw only when a present value does not map")
  func optionalGetters() throws {
    let map = Map(mappingType: .fromJSON, JSON: ["n": 1, "s": "x", "z": NSNull()])
    let absent: String? = try map.value("missing")
    let null: String? = try map.value("z")
    let present: String? = try map.value("s")
    #expect(absent == nil)
    #expect(null == nil)
    #expect(present == "x")
    #expect(throws: MapError.self) { let _: String? = try map.value("n") }
    let roles: [Role]? = try map.value("missing")
    #expect(roles == nil)
    let people: [Person]? = try map.value("z")
    #expect(people == nil)
  }

  @Test("defaults replace absent or unmappable values")
  func defaults() throws {
    let map = Map(mappingType: .fromJSON, JSON: ["n": 1, "s": "x", "p": ["name": "P"]])
    #expect(try map.value("missing", default: 3) == 3)
    #expect(try map.value("s", default: 3) == 3)
    #expect(try map.value("n", default: 3) == 1)
    #expect(
      try map.value("missing", default: Date(timeIntervalSince1970: 5), using: DateTransform())
        == Date(timeIntervalSince1970: 5))
    #expect(try map.value("p", default: Person(name: "D")).name == "P")
    #expect(try map.value("missing", default: Person(name: "D")).name == "D")
    #expect(try map.value("missing", default: [Person(name: "E")]).first?.name == "E")
  }

  @Test("getters with transforms, key paths, nested: false and delimiters")
  func options() throws {
    let map = Map(
      mappingType: .fromJSON,
      JSON: ["a": ["b": 2], "a.b": 3, "dates": [0, 1000], "byDay": ["d": 60], "grid": [[0], [1, 2]]])
    #expect(try map.value("a.b") == 2)
    #expect(try map.value("a.b", nested: false) == 3)
    #expect(try map.value("a->b", delimiter: "->") == 2)
    let dates: [Date] = try map.value("dates", using: DateTransform())
    #expect(dates == [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1000)])
    let byDay: [String: Date] = try map.value("byDay", using: DateTransform())
    #expect(byDay["d"] == Date(timeIntervalSince1970: 60))
    let grid: [[Date]] = try map.value("grid", using: DateTransform())
    #expect(grid.map(\.count) == [1, 2])
  }

  @Test("Mapper's throwing calls for immutable models")
  func throwingMapper() throws {
    let mapper = Mapper<Point>()
    #expect(try mapper.map(JSON: ["x": 1, "y": 2]) == Point(x: 1, y: 2))
    #expect(try mapper.map(JSONObject: ["x": 1, "y": 2]) == Point(x: 1, y: 2))
    #expect(try mapper.mapArray(JSONArray: [["x": 1, "y": 2]]).count == 1)
    #expect(try mapper.mapArray(JSONObject: [["x": 1, "y": 2]]).count == 1)
    #expect(try mapper.mapDictionary(JSONString: #"{"a": {"x": 1, "y": 2}}"#)["a"] == Point(x: 1, y: 2))
    #expect(try mapper.mapDictionary(JSON: ["a": ["x": 1, "y": 2]]).count == 1)
    #expect(try mapper.mapDictionaryOfArrays(JSON: ["a": [["x": 1, "y": 2]]])["a"]?.count == 1)
    #expect(try mapper.mapArrayOfArrays(JSONObject: [[["x": 1, "y": 2]]]).first?.count == 1)
    #expect(throws: MapError.self) { try mapper.mapArray(JSONString: #"[{"x": 1}]"#) }
    #expect(throws: MapError.self) { try mapper.mapDictionary(JSONObject: ["a": 1]) }
    #expect(throws: MapError.self) { try Point(JSON: ["x": "1", "y": 2]) }
    #expect(throws: MapError.self) { try Point(JSONObject: [1, 2]) }
    #expect(mapper.map(JSONString: #"{"x": 1}"#) == nil)
  }

  @Test("immutable models write with >>>")
  func writing() throws {
    let route = try Route(JSONString: Self.route)
    let written = try JSONValue(parsing: try #require(route.toJSONString()))
    #expect(written["start"] == ["x": 1.0, "y": 2.0])
    #expect(written["stops"]?[0]?["label"] == "a")
    #expect(written["created"] == 1_700_000_000.0)
    #expect(try Route(JSONString: try #require(route.toJSONString())).name == "R1")
  }
}

/// Whether `type` is `expected`.
func isType(_ type: Any.Type?, _ expected: Any.Type) -> Bool {
  type.map { ObjectIdentifier($0) == ObjectIdentifier(expected) } == true
}
