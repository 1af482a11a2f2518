import Foundation
import ModelMapper
import SampleModels
import TestSupport
import Testing

/// A user with one property of each kind strict mode checks.
final class StrictUser: Mappable {
  var id = 0
  var name = ""
  var followers: Int8 = 0
  var joined: Date?
  var tags: [String] = []
  var friends: [StrictUser] = []
  var role: Role?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    id <- map["id"]
    name <- map["name"]
    followers <- map["followers_count"]
    joined <- (map["joined"], DateTransform())
    tags <- map["tags"]
    friends <- map["friends"]
    role <- map["role"]
  }
}

final class StrictStatus: Mappable {
  var text = ""
  var user: StrictUser?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    text <- map["text"]
    user <- map["user"]
  }
}

final class Timeline: Mappable {
  var statuses: [StrictStatus] = []

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    statuses <- map["statuses"]
  }
}

/// An immutable model, to check that strict mode collects across throwing initializers.
struct StrictPoint: ImmutableMappable {
  let x: Int
  let y: Int

  init(map: Map) throws {
    x = try map.value("x")
    y = try map.value("y")
  }
}

@Suite("Strict mode")
struct StrictModeTests {
  static let timeline = """
    {"statuses": [
      {"text": "a", "user": {"id": 1, "name": "A", "tags": ["x", 1], "role": "owner"}},
      {"text": "b", "user": {"id": 2, "name": "B", "followers_count": 300, "friends": [1, {"id": 9, "name": "F"}]}},
      {"text": "c", "user": {"id": 3, "name": null, "joined": "yesterday"}},
      {"text": "d", "user": {"id": 1.5, "name": "D", "followers_count": "many"}}
    ]}
    """

  @Test("every problem is reported, with its full key path, expected type and found value")
  func everyProblem() throws {
    let problems = try #require(throws: MappingProblems.self) {
      try Mapper<Timeline>(options: .strict).mapOrThrow(JSONString: Self.timeline)
    }
    let summary = problems.errors.map {
      "\($0.path ?? "") | \($0.kind) | \($0.expected.map { "\($0)" } ?? "") | \($0.foundPreview ?? "")"
    }
    #expect(
      summary == [
        "statuses[0].user.tags[1] | typeMismatch | String | 1",
        "statuses[0].user.role | unknownRawValue | Role | \"owner\"",
        "statuses[1].user.followers_count | outOfRange | Int8 | 300",
        "statuses[1].user.friends[0] | typeMismatch | StrictUser | 1",
        "statuses[2].user.name | null | String | null",
        "statuses[2].user.joined | transformFailed | Date | \"yesterday\"",
        "statuses[3].user.id | outOfRange | Int | 1.5",
        "statuses[3].user.followers_count | typeMismatch | Int8 | \"many\"",
      ], "\(problems)")
    #expect(problems.description.hasPrefix("8 mapping problems:"))
  }

  @Test("the default mapping of the same JSON drops the same values silently")
  func defaultUnchanged() throws {
    let timeline = try #require(Mapper<Timeline>().map(JSONString: Self.timeline))
    try #require(timeline.statuses.count == 4)
    #expect(timeline.statuses[0].user?.tags == [] && timeline.statuses[0].user?.role == nil)
    #expect(timeline.statuses[1].user?.followers == 0 && timeline.statuses[1].user?.friends.isEmpty == true)
    #expect(timeline.statuses[2].user?.name == "" && timeline.statuses[2].user?.joined == nil)
    #expect(timeline.statuses[3].user?.id == 0)  // 1.5 is refused: not a whole number
    #expect(try Mapper<Timeline>().mapOrThrow(JSONString: Self.timeline).statuses.count == 4)
    #expect(Mapper<Timeline>(options: .strict).map(JSONString: Self.timeline)?.statuses.count == 4)
  }

  @Test("an array holding a non-object is refused whole (ObjectMapper's rule), and strict mode says where")
  func nonObjectElement() throws {
    let json = #"{"statuses": [{"text": "a"}, "not a status"]}"#
    #expect(Mapper<Timeline>().map(JSONString: json)?.statuses.isEmpty == true)
    let problems = try #require(throws: MappingProblems.self) {
      try Mapper<Timeline>(options: .strict).mapOrThrow(JSONString: json)
    }
    // The element is named, not only the array.
    #expect(problems.errors.map(\.path) == ["statuses[1]"], "\(problems)")
    #expect(problems.errors.first?.expectedType == "StrictStatus")
    #expect(problems.errors.first?.foundKind == .string)
  }

  @Test("a clean mapping reports none: real GitHub and Twitter data under strict mode")
  func cleanMappings() throws {
    let user = try String(decoding: Fixtures.benchData("github-user.json"), as: UTF8.self)
    let mapped = try Mapper<GitHubUser>(options: .strict).mapOrThrow(JSONString: user)
    #expect(mapped.toJSONString() == Mapper<GitHubUser>().map(JSONString: user)?.toJSONString())
    let twitter = try String(decoding: Fixtures.benchData("twitter.json"), as: UTF8.self)
    #expect(try Mapper<TwitterSearch>(options: .strict).mapOrThrow(JSONString: twitter).statuses.count == 100)
    #expect(try Mapper<Timeline>(options: .strict).mapOrThrow(JSONString: #"{"statuses": []}"#).statuses.isEmpty)
  }

  @Test("strict throwing array calls try every element and report every failure")
  func immutableArrays() throws {
    let json = #"[{"x": 1, "y": 2}, {"x": "a", "y": 2}, {"y": 3}, {"x": 4, "y": 5}]"#
    let problems = try #require(throws: MappingProblems.self) {
      try Mapper<StrictPoint>(options: .strict).mapArray(JSONString: json)
    }
    #expect(problems.errors.count == 2, "\(problems)")
    #expect(problems.errors.map(\.key) == ["x", "x"])
    #expect(throws: MapError.self) { try Mapper<StrictPoint>().mapArray(JSONString: json) }
    #expect(try Mapper<StrictPoint>(options: .strict).mapArray(JSONString: #"[{"x": 1, "y": 2}]"#).count == 1)
  }

  @Test("invalid JSON text is still a MapError carrying the parse error")
  func invalidText() throws {
    let error = try #require(throws: MapError.self) {
      try Mapper<Timeline>(options: .strict).mapOrThrow(JSONString: #"{"statuses": [}"#)
    }
    #expect(error.parseError?.line == 1)
  }

  @Test("strict writing reports values without a JSON form")
  func unwritable() throws {
    struct Opaque {}
    final class Holder: Mappable {
      var when = Opaque()
      var later: [String: [Opaque]] = ["a": [Opaque()]]
      var name = "n"
      init() {}
      required init?(map: Map) {}
      func mapping(map: Map) {
        when <- map["when"]
        later <- map["later"]
        name <- map["name"]
      }
    }
    #expect(Holder().toJSONString() == #"{"name":"n"}"#)
    let problems = try #require(throws: MappingProblems.self) {
      try Mapper<Holder>(options: .strict).toJSONStringOrThrow(Holder())
    }
    #expect(problems.errors.map(\.path) == ["when", "later"])
    #expect(problems.errors.map(\.found) == ["Opaque", "Opaque"])
    #expect(problems.errors[1].reason?.contains("inside '[String: [Opaque]]'") == true)
    // Reading: the key path and the type, for the property and inside a collection.
    let read = try #require(throws: MappingProblems.self) {
      try Mapper<Holder>(options: .strict).mapOrThrow(JSONString: #"{"when": {}, "later": {"a": [1]}, "name": "x"}"#)
    }
    #expect(read.errors.map(\.path) == ["when", "later.a[0]"])
    #expect(read.errors.map(\.expectedType) == ["Opaque", "Opaque"])
    #expect(read.errors.map(\.found) == ["an object with 0 members", "number 1"])
    #expect(read.errors.allSatisfy { $0.reason?.contains("'Opaque' has no JSON form") == true })
  }
}
