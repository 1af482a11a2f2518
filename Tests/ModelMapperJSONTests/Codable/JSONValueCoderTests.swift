import Foundation
import ModelMapperJSON
import Testing

@Suite("Codable types to and from JSONValue")
struct JSONValueCoderTests {
  struct Address: Codable, Equatable {
    var city: String
    var zipCode: String?
  }

  struct Person: Codable, Equatable {
    var id: Int
    var name: String
    var score: Double
    var tags: [String]
    var address: Address
    var balance: Decimal
    var homepage: URL
    var avatar: Data
    var lastSeen: Date
  }

  /// A class hierarchy that encodes its superclass through `superEncoder()`.
  class Animal: Codable {
    var legs: Int
    init(legs: Int) { self.legs = legs }
  }

  final class Dog: Animal {
    var name: String
    init(name: String, legs: Int) {
      self.name = name
      super.init(legs: legs)
    }

    enum CodingKeys: String, CodingKey { case name }

    required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try super.encode(to: container.superEncoder())
    }
  }

  static let person = Person(
    id: 7, name: "Ada", score: 1.5, tags: ["a", "é"], address: Address(city: "Paris", zipCode: nil),
    balance: Decimal(string: "1.66")!, homepage: URL(string: "https://example.com/a?b=1")!,
    avatar: Data([0, 1, 2, 255]), lastSeen: Date(timeIntervalSince1970: 1_700_000_000))

  @Test("a nested value encodes to the JSON JSONEncoder would write, and decodes back equal")
  func roundTrip() throws {
    var encoder = JSONValueEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    let value = try encoder.encode(Self.person)
    #expect(value["id"] == 7)
    #expect(value["balance"] == .number(JSONNumber(text: "1.66")!))
    #expect(value["homepage"] == "https://example.com/a?b=1")
    #expect(value["avatar"] == "AAEC/w==")
    #expect(value["lastSeen"] == 1_700_000_000)
    #expect(value["address"]?["zipCode"] == nil)
    var decoder = JSONValueDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    #expect(try decoder.decode(Person.self, from: value) == Self.person)
  }

  @Test("snake_case keys both ways")
  func snakeCase() throws {
    var encoder = JSONValueEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    let value = try encoder.encode(Address(city: "Oslo", zipCode: "0150"))
    #expect(value["zip_code"] == "0150")
    var decoder = JSONValueDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    #expect(try decoder.decode(Address.self, from: value) == Address(city: "Oslo", zipCode: "0150"))
  }

  @Test("superEncoder and superDecoder nest the superclass under \"super\"")
  func superclass() throws {
    let value = try JSONValueEncoder().encode(Dog(name: "Rex", legs: 4))
    #expect(value == ["name": "Rex", "super": ["legs": 4]])
    let dog = try JSONValueDecoder().decode(Dog.self, from: value)
    #expect(dog.name == "Rex" && dog.legs == 4)
  }

  @Test("a value of the wrong type or a missing key is a DecodingError with its coding path")
  func errors() throws {
    let wrongType: JSONValue = ["city": "Oslo", "zipCode": 150]
    do {
      _ = try JSONValueDecoder().decode(Address.self, from: wrongType)
      Issue.record("decoded a number as a String")
    } catch DecodingError.typeMismatch(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["zipCode"])
    }
    do {
      _ = try JSONValueDecoder().decode(Address.self, from: ["zipCode": "0150"])
      Issue.record("decoded without the city")
    } catch DecodingError.keyNotFound(let key, _) {
      #expect(key.stringValue == "city")
    }
    #expect(throws: DecodingError.self) { try JSONValueDecoder().decode(Int.self, from: 3.5) }
  }
}
