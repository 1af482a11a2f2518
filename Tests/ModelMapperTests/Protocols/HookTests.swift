import Foundation
import ModelMapper
import Testing

/// A model with every hook: refuses deleted accounts, renames a legacy key, validates the
/// address, hides the secret and vetoes negative ids when writing.
final class Account: Mappable, MappingHooks, Hashable {
  var id = 0
  var email = ""
  var secret: String?

  init(id: Int, email: String, secret: String? = nil) {
    self.id = id
    self.email = email
    self.secret = secret
  }

  required init?(map: Map) {}

  func mapping(map: Map) {
    id <- map["id"]
    email <- map["email"]
    secret <- map["secret"]
  }

  static func willMap(_ json: JSONValue, map: Map) -> JSONValue? {
    if json["deleted"] == true { return nil }
    guard var object = json.object, object["email"] == nil, let legacy = object["mail"] else { return json }
    object["email"] = legacy
    return .object(object)
  }

  func didMap(map: Map) -> Bool { email.contains("@") }

  func willWrite(_ json: JSONObject, map: Map) -> JSONObject? {
    guard id >= 0 else { return nil }
    var json = json
    json["secret"] = nil
    json["kind"] = "account"
    return json
  }

  static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// An immutable model with a validation hook.
struct Temperature: ImmutableMappable, MappingHooks {
  let kelvin: Double

  init(map: Map) throws { kelvin = try map.value("kelvin") }
  func mapping(map: Map) { kelvin >>> map["kelvin"] }
  func didMap(map: Map) -> Bool { kelvin >= 0 }
}

/// Accounts in every container family.
final class Directory: Mappable {
  var owner: Account?
  var accounts: [Account] = []
  var byName: [String: Account] = [:]
  var unique: Set<Account> = []
  var groups: [String: [Account]] = [:]
  var readings: [Temperature] = []

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    owner <- map["owner"]
    accounts <- map["accounts"]
    byName <- map["byName"]
    unique <- map["unique"]
    groups <- map["groups"]
    readings <- map["readings"]
  }
}

@Suite("Mapping hooks and output filters")
struct HookTests {
  static let good = #"{"id": 1, "email": "a@x"}"#
  static let legacy = #"{"id": 2, "mail": "b@x"}"#
  static let deleted = #"{"id": 3, "email": "c@x", "deleted": true}"#
  static let invalid = #"{"id": 4, "email": "nobody"}"#

  @Test("top level: willMap rewrites or refuses, didMap validates; refusals give nil or throw")
  func topLevel() throws {
    #expect(Mapper<Account>().map(JSONString: Self.good)?.email == "a@x")
    #expect(Mapper<Account>().map(JSONString: Self.legacy)?.email == "b@x")
    #expect(Mapper<Account>().map(JSONString: Self.deleted) == nil)
    #expect(Mapper<Account>().map(JSONString: Self.invalid) == nil)
    #expect(Account(JSONString: Self.invalid) == nil)
    let refused = try #require(throws: MapError.self) { try Mapper<Account>().mapOrThrow(JSONString: Self.deleted) }
    #expect(refused.description.contains("willMap"))
    let rejected = try #require(throws: MapError.self) { try Mapper<Account>().mapOrThrow(JSONString: Self.invalid) }
    #expect(rejected.description.contains("didMap"))
    #expect(rejected.expectedType == "Account")
    #expect(throws: MapError.self) { try Temperature(JSONString: #"{"kelvin": -1}"#) }
    #expect(try Temperature(JSONString: #"{"kelvin": 1}"#).kelvin == 1)
  }

  @Test("nested: a refused model is not set; collection elements are dropped")
  func nested() throws {
    let json = """
      {"owner": \(Self.deleted),
       "accounts": [\(Self.good), \(Self.deleted), \(Self.legacy), \(Self.invalid)],
       "byName": {"a": \(Self.good), "d": \(Self.deleted)},
       "unique": [\(Self.good), \(Self.invalid)],
       "groups": {"g": [\(Self.invalid), \(Self.legacy)]},
       "readings": [{"kelvin": 3}, {"kelvin": -3}]}
      """
    let directory = try #require(Mapper<Directory>().map(JSONString: json))
    #expect(directory.owner == nil)
    #expect(directory.accounts.map(\.id) == [1, 2])
    #expect(directory.byName.keys.sorted() == ["a"])
    #expect(directory.unique.map(\.id) == [1])
    #expect(directory.groups["g"]?.map(\.id) == [2])
    #expect(directory.readings.map(\.kelvin) == [3])
  }

  @Test("strict mode reports each refused model with its path")
  func strictRefusals() throws {
    let json = #"{"owner": \#(Self.invalid), "accounts": [\#(Self.good), \#(Self.deleted)]}"#
    let problems = try #require(throws: MappingProblems.self) {
      try Mapper<Directory>(options: .strict).mapOrThrow(JSONString: json)
    }
    #expect(problems.errors.map(\.path) == ["owner", "accounts[1]"])
    #expect(problems.errors[0].description.contains("didMap"))
    #expect(problems.errors[1].description.contains("willMap"))
  }

  @Test("willWrite adjusts or vetoes output, at the top level and in every family, streamed or not")
  func writing() throws {
    let kept = Account(id: 1, email: "a@x", secret: "s")
    let vetoed = Account(id: -1, email: "v@x")
    #expect(kept.toJSONString() == #"{"id":1,"email":"a@x","kind":"account"}"#)
    #expect(Mapper<Account>().toJSONValue(kept) == ["id": 1, "email": "a@x", "kind": "account"])
    #expect(vetoed.toJSONString() == nil)
    #expect(vetoed.toJSON().isEmpty)
    #expect(Mapper<Account>().toJSONValue(vetoed) == .null)
    #expect(throws: MapError.self) { try Mapper<Account>().toJSONStringOrThrow(vetoed) }
    #expect([kept, vetoed].toJSONString() == #"[{"id":1,"email":"a@x","kind":"account"}]"#)
    #expect(Mapper<Account>().toJSONArray([vetoed, kept]).count == 1)

    let directory = Directory()
    directory.owner = vetoed
    directory.accounts = [vetoed, kept]
    directory.byName = ["k": kept, "v": vetoed]
    directory.unique = [vetoed]
    directory.groups = ["g": [kept, vetoed]]
    let keptJSON: JSONValue = ["id": 1, "email": "a@x", "kind": "account"]
    let expected: JSONValue = [
      "accounts": [keptJSON], "byName": ["k": keptJSON], "unique": [], "groups": ["g": [keptJSON]], "readings": [],
    ]
    #expect(Mapper<Directory>().toJSONValue(directory) == expected)
    let text = try #require(directory.toJSONString())
    #expect(try JSONValue(parsing: text) == expected)
    let pretty = try #require(directory.toJSONString(prettyPrint: true))
    #expect(try JSONValue(parsing: pretty) == expected)
  }

  @Test("output filters keep only some keys, or all but some, including key paths")
  func keyFilters() throws {
    let directory = Directory()
    directory.owner = Account(id: 1, email: "a@x")
    directory.accounts = [Account(id: 2, email: "b@x"), Account(id: 3, email: "c@x")]
    let mapper = Mapper<Directory>()
    #expect(
      mapper.toJSONString(directory, keys: .only("owner")) == #"{"owner":{"id":1,"email":"a@x","kind":"account"}}"#)
    #expect(
      mapper.toJSONValue(directory, keys: .only("owner.id", "accounts.email")) == [
        "owner": ["id": 1], "accounts": [["email": "b@x"], ["email": "c@x"]],
      ])
    #expect(
      mapper.toJSONValue(directory, keys: .excluding("accounts", "owner.kind", "missing")) == [
        "owner": ["id": 1, "email": "a@x"], "byName": [:], "unique": [], "groups": [:], "readings": [],
      ])
    let dictionary = directory.toJSON(keys: .only(["owner"]))
    #expect(Array(dictionary.keys) == ["owner"])
    #expect(directory.toJSONString(keys: .excluding([])) == directory.toJSONString())
    #expect(Mapper<Account>().toJSONString([Account(id: 5, email: "e@x")], keys: .only("id")) == #"[{"id":5}]"#)
    #expect(KeyFilter.only("a").apply(to: ["a": 1, "b": 2]) == ["a": 1])
  }
}
