import Foundation
import ModelMapper
import ModelMapperSupport
import SeededRandom
import Testing

/// Fallback key lists across the operator families.
final class FallbackUser: Mappable {
  var id: Int?
  var name = ""
  var role: Role?
  var friend: Person?
  var friends: [Person] = []
  var tags: [String] = []
  var seen: Date?
  var city: String?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    id <- map[["id", "ID", "user.id"]]
    name <- map[firstOf: "name", "full_name"]
    role <- map[["role", "kind"]]
    friend <- map[["friend", "best_friend"]]
    friends <- map[["friends", "contacts"]]
    tags <- map[["tags", "labels"], ignoreNil: true]
    seen <- (map[["seen", "last_seen"]], DateTransform())
    city <- map[["address/city", "city"], delimiter: "/"]
  }
}

/// Fallback keys through the throwing getters.
struct FallbackPoint: ImmutableMappable {
  let x: Int
  let y: Int
  let label: String?
  let role: Role

  init(map: Map) throws {
    x = try map.value(["x", "X", "coordinates.x"])
    y = try map.value(["y", "Y"])
    label = try? map.value(["label", "title"])
    role = try map.value(["role", "kind"])
  }

  func mapping(map: Map) {
    x >>> map[["x", "X"]]
    y >>> map[["y", "Y"]]
    label >>> map[["label", "title"]]
    role >>> map[["role", "kind"]]
  }
}

/// Bracket index paths.
final class Library: Mappable {
  var firstTitle: String?
  var thirdTitle: String?
  var firstAuthor: String?
  var cell: Int?
  var literal: String?
  var broken: String?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    firstTitle <- map["books[0].title"]
    thirdTitle <- map["books[2].title"]
    firstAuthor <- map["books[0].authors[0]"]
    cell <- map["grid[1][0]"]
    literal <- map["odd[key]"]
    broken <- map["books[-1].title"]
  }
}

/// camelCase keys, for a snake_case API.
final class SnakeUser: Mappable {
  var firstName = ""
  var userID = 0
  var avatarURLString: String?
  var homeAddress: Person?
  var lastSeen: Date?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    firstName <- map["firstName"]
    userID <- map["userID"]
    avatarURLString <- map["avatarURLString"]
    homeAddress <- map["homeAddress"]
    lastSeen <- (map["lastSeen"], DateTransform())
  }
}

/// A model whose keys change between instances (an extra key, a key path), for the key
/// shapes of converted keys.
final class SnakeShifting: Mappable {
  var firstName = ""
  var extraField: Int?
  var streetName = ""
  var lastName = ""
  var addsExtra = false
  var usesPath = false

  init(addsExtra: Bool = false, usesPath: Bool = false) {
    self.addsExtra = addsExtra
    self.usesPath = usesPath
  }
  required init?(map: Map) {}

  func mapping(map: Map) {
    firstName <- map["firstName"]
    if addsExtra { extraField <- map["extraField"] }
    streetName <- map[usesPath ? "homeAddress.streetName" : "streetName"]
    lastName <- map["lastName"]
  }
}

/// A model whose keys depend on what it reads (an extra key, a key path, a key built at run
/// time), for the key shapes of converted keys when reading.
final class SnakeReadShifting: Mappable {
  var kindName = ""
  var extraField: Int?
  var streetName = ""
  var numbered: Int?
  var lastName = ""

  required init?(map: Map) {}

  func mapping(map: Map) {
    kindName <- map["kindName"]
    if kindName == "extra" { extraField <- map["extraField"] }
    streetName <- map[kindName == "path" ? "homeAddress.streetName" : "streetName"]
    if kindName.hasPrefix("field") { numbered <- map[kindName + "Value"] }
    lastName <- map["lastName"]
  }
}

/// An immutable model read with converted keys through the throwing getters.
struct SnakePoint: ImmutableMappable {
  let xValue: Int
  let yValue: Int
  let label: String?

  init(map: Map) throws {
    xValue = try map.value("xValue")
    yValue = try map.value("yValue")
    label = try? map.value("pointLabel")
  }

  func mapping(map: Map) {
    xValue >>> map["xValue"]
    yValue >>> map["yValue"]
    label >>> map["pointLabel"]
  }
}

/// A model that maps one value under a key chosen at run time.
final class DynamicKeyModel: Mappable {
  let key: String
  var value = 0

  init(key: String) { self.key = key }
  required init?(map: Map) { key = "" }

  func mapping(map: Map) {
    value <- map[key]
  }
}

@Suite("Fallback keys, bracket paths and key naming")
struct KeyOptionTests {
  @Test("fallback keys: the first key with a non-null value wins, in every family")
  func fallbackReading() throws {
    let user = try #require(
      Mapper<FallbackUser>().map(
        JSONString: """
          {"ID": null, "user": {"id": 7}, "full_name": "Ada", "kind": "admin",
           "best_friend": {"name": "Bob"}, "contacts": [{"name": "Cy"}], "tags": null, "labels": ["x"],
           "last_seen": 10, "address": {"city": "Oslo"}}
          """))
    #expect(user.id == 7)
    #expect(user.name == "Ada")
    #expect(user.role == .admin)
    #expect(user.friend?.name == "Bob")
    #expect(user.friends.map(\.name) == ["Cy"])
    #expect(user.tags == ["x"])
    #expect(user.seen == Date(timeIntervalSince1970: 10))
    #expect(user.city == "Oslo")
  }

  @Test("fallback keys: the earlier key wins when both are present; all null reads null; none leaves the value")
  func fallbackPrecedence() throws {
    let both = try #require(
      Mapper<FallbackUser>().map(JSONString: #"{"id": 1, "ID": 2, "name": "a", "full_name": "b"}"#))
    #expect(both.id == 1)
    #expect(both.name == "a")
    let nulls = try #require(Mapper<FallbackUser>().map(JSONString: #"{"id": null, "ID": null}"#))
    #expect(nulls.id == nil)
    // The first key where it is read (at the hint) and null, the second further on; then
    // the next list's first key out of order, and its second at the hint.
    let later = try #require(
      Mapper<FallbackUser>().map(JSONString: #"{"id": null, "full_name": "b", "ID": 4, "name": null, "kind": "admin"}"#)
    )
    #expect(later.id == 4)
    #expect(later.name == "b")
    #expect(later.role == .admin)
    let existing = FallbackUser()
    existing.id = 5
    existing.name = "kept"
    let updated = Mapper<FallbackUser>().map(JSONString: #"{"id": null}"#, toObject: existing)
    #expect(updated.id == nil)
    #expect(updated.name == "kept")
  }

  @Test("fallback keys: writing uses the first key")
  func fallbackWriting() throws {
    let user = FallbackUser()
    user.id = 3
    user.name = "Ada"
    user.role = .member
    user.friend = Person(name: "Bob")
    user.tags = ["t"]
    user.seen = Date(timeIntervalSince1970: 20)
    user.city = "Oslo"
    let json = Mapper<FallbackUser>().toJSONValue(user)
    #expect(json["id"] == 3)
    #expect(json["name"] == "Ada")
    #expect(json["role"] == "member")
    #expect(json["friend"]?["name"] == "Bob")
    #expect(json["tags"] == ["t"])
    #expect(json["seen"] == 20)
    #expect(json["address"]?["city"] == "Oslo")
    #expect(json.object?.keys == ["id", "name", "role", "friend", "friends", "tags", "seen", "address"])
    #expect(try JSONValue(parsing: #require(user.toJSONString())) == json)
  }

  @Test("fallback keys work with the throwing getters, which name every key tried")
  func fallbackGetters() throws {
    let point = try FallbackPoint(JSONString: #"{"X": 1, "coordinates": {"x": 9}, "Y": 2, "kind": "admin"}"#)
    #expect(point.x == 1 && point.y == 2 && point.role == .admin && point.label == nil)
    let nested = try FallbackPoint(JSONString: #"{"coordinates": {"x": 9}, "y": 2, "title": "t", "role": "member"}"#)
    #expect(nested.x == 9 && nested.label == "t")
    #expect(nested.toJSONString() == #"{"x":9,"y":2,"label":"t","role":"member"}"#)
    let error = try #require(throws: MapError.self) { try FallbackPoint(JSONString: #"{"y": 2, "role": "admin"}"#) }
    #expect(error.key == "x")
    #expect(error.description.contains("x"))
  }

  @Test("bracket indices read like dotted indices; negative or malformed ones are absent")
  func bracketReading() throws {
    let library = try #require(
      Mapper<Library>().map(
        JSONString: """
          {"books": [{"title": "A", "authors": ["Ann"]}, {"title": "B"}],
           "grid": [[1], [2, 3]], "odd[key]": "literal"}
          """))
    #expect(library.firstTitle == "A")
    #expect(library.thirdTitle == nil)
    #expect(library.firstAuthor == "Ann")
    #expect(library.cell == 2)
    #expect(library.literal == "literal")
    #expect(library.broken == nil)
  }

  @Test("bracket indices create null-padded arrays when writing")
  func bracketWriting() throws {
    let library = Library()
    library.firstTitle = "A"
    library.thirdTitle = "C"
    library.firstAuthor = "Ann"
    library.cell = 5
    let expected: JSONValue = [
      "books": [["title": "A", "authors": ["Ann"]], .null, ["title": "C"]],
      "grid": [.null, [5]],
    ]
    #expect(Mapper<Library>().toJSONValue(library) == expected)
    let text = try #require(library.toJSONString())
    #expect(try JSONDocument(parsing: text).root.value == expected)
    let back = try #require(Mapper<Library>().map(JSONString: text))
    #expect(back.firstTitle == "A" && back.thirdTitle == "C" && back.firstAuthor == "Ann" && back.cell == 5)
  }

  @Test("a malformed index is written as a plain key by default, and reported in strict mode")
  func malformedIndexWriting() throws {
    let library = Library()
    library.broken = "x"
    #expect(Mapper<Library>().toJSONValue(library) == ["books[-1]": ["title": "x"]])
    let strict = Mapper<Library>(options: .strict)
    #expect(strict.toJSONValue(library) == [:])
    let problems = try #require(throws: MappingProblems.self) { try strict.toJSONStringOrThrow(library) }
    #expect(problems.errors.count == 1)
    #expect(problems.errors.first?.path == "books[-1].title")
    #expect(problems.errors.first?.description.contains("malformed index") == true)
    library.broken = nil
    #expect(try strict.toJSONStringOrThrow(library) == "{}")
  }

  @Test("dotted numeric parts keep ObjectMapper's objects unless .writesArrayIndices is set")
  func dottedIndices() throws {
    final class Dotted: Mappable {
      var title: String?
      init() {}
      required init?(map: Map) {}
      func mapping(map: Map) { title <- map["books.1.title"] }
    }
    let model = Dotted()
    model.title = "B"
    #expect(Mapper<Dotted>().toJSONValue(model) == ["books": ["1": ["title": "B"]]])
    #expect(Mapper<Dotted>(options: .writesArrayIndices).toJSONValue(model) == ["books": [.null, ["title": "B"]]])
    #expect(Mapper<Dotted>().map(JSONString: #"{"books": [{}, {"title": "B"}]}"#)?.title == "B")
  }

  @Test(".snakeCaseKeys looks up and writes camelCase keys in snake_case, nested models included")
  func snakeCase() throws {
    let json = """
      {"first_name": "Ada", "user_id": 7, "avatar_url_string": "a.png",
       "home_address": {"name": "Home", "age": 3}, "last_seen": 5}
      """
    let expected = try JSONValue(parsing: json)
    let mapper = Mapper<SnakeUser>(options: .snakeCaseKeys)
    let user = try #require(mapper.map(JSONString: json))
    #expect(user.firstName == "Ada" && user.userID == 7 && user.avatarURLString == "a.png")
    #expect(user.homeAddress?.name == "Home" && user.homeAddress?.age == 3)
    #expect(user.lastSeen == Date(timeIntervalSince1970: 5))
    let written = try #require(mapper.toJSONString(user))
    #expect(try JSONValue(parsing: written) == expected)
    #expect(mapper.toJSONValue(user) == expected)
  }

  @Test(".snakeCaseKeys writes the same text whether a model follows its type's key shape or not")
  func snakeCaseShapes() throws {
    let snake = Mapper<SnakeShifting>(options: .snakeCaseKeys)
    let plain = Mapper<SnakeShifting>()
    func model(_ addsExtra: Bool = false, _ usesPath: Bool = false) -> SnakeShifting {
      let model = SnakeShifting(addsExtra: addsExtra, usesPath: usesPath)
      model.firstName = "Ada"
      model.extraField = 3
      model.streetName = "Main"
      model.lastName = "L"
      return model
    }
    let flat = #"{"first_name":"Ada","street_name":"Main","last_name":"L"}"#
    // The first write records the shape, the next ones follow it; a plain writer of the same
    // type between them keeps its own keys.
    #expect(snake.toJSONString(model()) == flat)
    #expect(plain.toJSONString(model()) == #"{"firstName":"Ada","streetName":"Main","lastName":"L"}"#)
    #expect(snake.toJSONString(model()) == flat)
    #expect(snake.toJSONString(model()) == flat)
    // Keys that leave the shape: an extra key, then a key path (written as nested objects).
    #expect(
      snake.toJSONString(model(true)) == #"{"first_name":"Ada","extra_field":3,"street_name":"Main","last_name":"L"}"#)
    #expect(
      snake.toJSONString(model(false, true))
        == #"{"first_name":"Ada","home_address":{"street_name":"Main"},"last_name":"L"}"#)
    #expect(
      snake.toJSONString([model(), model(true), model(false, true), model()]) == "[\(flat),"
        + #"{"first_name":"Ada","extra_field":3,"street_name":"Main","last_name":"L"},"#
        + #"{"first_name":"Ada","home_address":{"street_name":"Main"},"last_name":"L"},"# + "\(flat)]")
    // What was written reads back.
    let back = try #require(snake.map(JSONString: flat))
    #expect(back.firstName == "Ada" && back.streetName == "Main" && back.lastName == "L")
  }

  @Test(".snakeCaseKeys reads the same models whether a type follows its key shape or not")
  func snakeCaseReadShapes() throws {
    // Kinds whose keys leave the recorded shape at different places, and keys built at run
    // time (each to its own conversion), in a seeded order.
    var random = SeededGenerator(seed: 19)
    // The first is plain: a key path gives a type no shape of converted keys.
    let kinds = (0..<400).map { index -> String in
      index == 0 ? "plain" : ["plain", "plain", "extra", "path", "field\(index)Number"].randomElement(using: &random)!
    }
    let elements = kinds.enumerated().map { index, kind -> String in
      var members = [#""kind_name": "\#(kind)""#, #""last_name": "L\#(index)""#]
      if kind == "path" {
        members.append(#""home_address": {"street_name": "S\#(index)"}"#)
      } else {
        members.append(#""street_name": "S\#(index)""#)
      }
      if kind == "extra" { members.append(#""extra_field": \#(index)"#) }
      if kind.hasPrefix("field") { members.append(#""\#(_snakeCase(fromCamelCase: kind))_value": \#(index)"#) }
      return "{" + members.joined(separator: ", ") + "}"
    }
    let json = "[" + elements.joined(separator: ",") + "]"
    let mapper = Mapper<SnakeReadShifting>(options: .snakeCaseKeys)
    // The first page records the type's shape; the second follows it.
    for _ in 0..<2 {
      let models = try #require(mapper.mapArray(JSONString: json))
      #expect(models.count == kinds.count)
      for (index, (model, kind)) in zip(models, kinds).enumerated() {
        #expect(model.kindName == kind && model.streetName == "S\(index)" && model.lastName == "L\(index)")
        #expect(model.extraField == (kind == "extra" ? index : nil))
        #expect(model.numbered == (kind.hasPrefix("field") ? index : nil))
      }
    }
    // Following the shape, the key at the hint is compared by its bytes: a member there of
    // the expected key's length (`other_name` for `first_name`) is not it.
    let users = Mapper<SnakeUser>(options: .snakeCaseKeys)
    for (text, name, id) in [
      (#"{"first_name": "Ada", "user_id": 7}"#, "Ada", 7), (#"{"first_name": "Bo", "user_id": 8}"#, "Bo", 8),
      (#"{"other_name": "X", "first_name": "Cy", "user_ix": 1, "user_id": 9}"#, "Cy", 9),
    ] {
      let user = try #require(users.map(JSONString: text))
      #expect(user.firstName == name && user.userID == id)
    }
    // Immutable models select their keys in `init(map:)`, through the throwing getters.
    let points = Mapper<SnakePoint>(options: .snakeCaseKeys)
    let pointsJSON = #"[{"x_value": 1, "y_value": 2, "point_label": "a"}, {"x_value": 3, "y_value": 4}]"#
    for _ in 0..<2 {
      let read = try points.mapArrayOrThrow(JSONString: pointsJSON)
      #expect(read.map(\.xValue) == [1, 3] && read.map(\.yValue) == [2, 4] && read.map(\.label) == ["a", nil])
      #expect(points.toJSONString(read) == #"[{"x_value":1,"y_value":2,"point_label":"a"},{"x_value":3,"y_value":4}]"#)
    }
    #expect(throws: MapError.self) { _ = try points.mapOrThrow(JSONString: #"{"xValue": 1, "yValue": 2}"#) }
  }

  @Test(".snakeCaseKeys converts keys built at run time, thousands of them, each to its own text")
  func snakeCaseDynamicKeys() throws {
    // Keys made and freed one after another: a freed key's storage may hold the next key,
    // which must not find the previous key's conversion.
    let mapper = Mapper<DynamicKeyModel>(options: .snakeCaseKeys)
    for index in 0..<3_000 {
      let key = "fieldNumber\(index)Of" + String(repeating: "Xy", count: index % 40)
      let jsonKey = _snakeCase(fromCamelCase: key)
      #expect(jsonKey.hasPrefix("field_number"))
      let model = DynamicKeyModel(key: key)
      _ = mapper.map(JSONString: "{\"\(jsonKey)\": \(index)}", toObject: model)
      #expect(model.value == index, "\(key)")
      #expect(mapper.toJSONString(model) == "{\"\(jsonKey)\":\(index)}")
    }
  }

  @Test("without options, keys are used exactly as written")
  func defaultsUnchanged() throws {
    let user = try #require(Mapper<SnakeUser>().map(JSONString: #"{"first_name": "Ada", "firstName": "Bo"}"#))
    #expect(user.firstName == "Bo")
    #expect(Mapper<SnakeUser>().toJSONValue(user)["firstName"] == "Bo")
  }
}
