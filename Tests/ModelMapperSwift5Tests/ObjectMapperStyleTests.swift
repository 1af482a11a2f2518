// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Compiled in Swift 5 language mode: code written the way ObjectMapper's users and its own
// test suite write it (names such as `JSONString` included), with only the import changed.
import Foundation
import ModelMapper
import XCTest

class User: Mappable {
  var username: String?
  var age: Int?
  var weight: Double!
  var array: [Any]?
  var dictionary: [String: Any] = [:]
  var bestFriend: User?
  var friends: [User]?
  var birthday: Date?
  var anything: Any?
  var anyObject: AnyObject?

  required init?(map: Map) {}

  func mapping(map: Map) {
    username <- map["username"]
    age <- map["age"]
    weight <- map["weight"]
    array <- map["arr"]
    dictionary <- map["dict"]
    bestFriend <- map["best_friend"]
    friends <- map["friends"]
    birthday <- (map["birthday"], DateTransform())
    anything <- map["anything"]
    anyObject <- map["anyObject"]
  }
}

struct Temperature: Mappable {
  var celsius: Double?
  var fahrenheit: Double?

  init?(map: Map) {}

  mutating func mapping(map: Map) {
    celsius <- map["celsius"]
    fahrenheit <- map["fahrenheit"]
  }
}

final class Product: ImmutableMappable {
  let name: String
  let price: NSDecimalNumber
  let tags: [String]

  init(map: Map) throws {
    name = try map.value("name")
    price = try map.value("price", using: NSDecimalNumberTransform())
    tags = try map.value("tags", default: [])
  }

  func mapping(map: Map) {
    name >>> map["name"]
    price >>> (map["price"], NSDecimalNumberTransform())
    tags >>> map["tags"]
  }
}

class ObjectMapperStyleTests: XCTestCase {
  let userJSONString = """
    {"username": "bob", "age": 30, "weight": 72.5, "arr": ["a", 1, true], "dict": {"k": "v"},
     "best_friend": {"username": "alice"}, "friends": [{"username": "carol"}, {"username": "dan"}],
     "birthday": 1398956159, "anything": [1, 2], "anyObject": "object"}
    """

  func testMappingFromJSONString() {
    let user = User(JSONString: userJSONString)
    XCTAssertNotNil(user)
    XCTAssertEqual(user?.username, "bob")
    XCTAssertEqual(user?.age, 30)
    XCTAssertEqual(user?.weight, 72.5)
    XCTAssertEqual(user?.array?.count, 3)
    XCTAssertEqual(user?.dictionary["k"] as? String, "v")
    XCTAssertEqual(user?.bestFriend?.username, "alice")
    XCTAssertEqual(user?.friends?.count, 2)
    XCTAssertEqual(user?.birthday, Date(timeIntervalSince1970: 1_398_956_159))
    XCTAssertEqual((user?.anything as? [Int]) ?? [], [1, 2])
    XCTAssertEqual(user?.anyObject as? String, "object")
  }

  func testMapperAndToJSON() {
    let mapper = Mapper<User>()
    let user = mapper.map(JSONString: userJSONString)!
    let JSON = mapper.toJSON(user)
    XCTAssertEqual(JSON["username"] as? String, "bob")
    XCTAssertEqual((JSON["best_friend"] as? [String: Any])?["username"] as? String, "alice")
    let JSONString = mapper.toJSONString(user, prettyPrint: true)!
    let again = mapper.map(JSONString: JSONString)!
    XCTAssertEqual(again.friends?.last?.username, "dan")
    XCTAssertEqual(again.birthday, user.birthday)
  }

  func testStructsAndArrays() {
    let temperatures = Mapper<Temperature>().mapArray(JSONString: "[{\"celsius\": 20}, {\"fahrenheit\": 68}]")
    XCTAssertEqual(temperatures?.count, 2)
    XCTAssertEqual(temperatures?.first?.celsius, 20)
    var temperature = Temperature(JSONString: "{\"celsius\": 1}")!
    temperature = Mapper<Temperature>().map(JSONString: "{\"fahrenheit\": 2}", toObject: temperature)
    XCTAssertEqual(temperature.celsius, 1)
    XCTAssertEqual(temperature.fahrenheit, 2)
  }

  func testImmutableMappable() throws {
    let product = try Product(JSONString: "{\"name\": \"Tea\", \"price\": 1.66}")
    XCTAssertEqual(product.price.description, "1.66")
    XCTAssertEqual(product.tags, [])
    XCTAssertThrowsError(try Product(JSONString: "{\"price\": 1}")) { error in
      XCTAssertEqual((error as? MapError)?.key, "name")
    }
    let JSON = product.toJSON()
    XCTAssertEqual(JSON["price"] as? String, "1.66")
  }

  func testMapErrorAndInvalidJSON() {
    XCTAssertNil(Mapper<User>().map(JSONString: "{not json"))
    XCTAssertNil(User(JSONString: ""))
    let error = MapError(key: "k", currentValue: 1, reason: "r")
    XCTAssertEqual(error.key, "k")
    XCTAssertTrue(error.description.contains("r"))
  }
}
