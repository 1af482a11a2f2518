import Foundation
import ModelMapper
import Testing

@Suite("Foundation dictionaries map exactly as JSON text does")
struct FoundationInputTests {
  @Test("every Swift and Foundation scalar type in a [String: Any]")
  func scalars() throws {
    let dictionary: [String: Any] = [
      "string": "s", "bool": true, "int": Int8(-5), "double": Float(0.5), "optionalInt": UInt64(7),
      "optionalDouble": NSNumber(value: 2.5), "optionalBool": NSNumber(value: false), "optionalString": NSNull(),
      "strings": ["a", "b"], "ints": [Int16(1), Int32(2)], "floats": [Double(0.25)], "dictionary": ["k": "v"],
      "optionalDictionary": ["a": UInt8(1)], "float": Decimal(string: "1.5")!,
    ]
    let fromDictionary = try #require(Mapper<Basics>().map(JSON: dictionary))
    let text =
      #"{"string":"s","bool":true,"int":-5,"double":0.5,"optionalInt":7,"optionalDouble":2.5,"optionalBool":false,"optionalString":null,"strings":["a","b"],"ints":[1,2],"floats":[0.25],"dictionary":{"k":"v"},"optionalDictionary":{"a":1},"float":1.5}"#
    let fromText = try #require(Mapper<Basics>().map(JSONString: text))
    #expect(fromDictionary.toJSONString() == fromText.toJSONString())
    #expect(fromDictionary.int == -5)
    #expect(fromDictionary.bool)
    #expect(fromDictionary.optionalBool == false)
    #expect(fromDictionary.float == 1.5)
  }

  @Test("NSNumber Booleans stay Booleans and numbers stay numbers")
  func booleans() throws {
    let dictionary: [String: Any] = ["string": NSNumber(value: true), "optionalBool": NSNumber(value: 1)]
    let basics = try #require(Mapper<Basics>().map(JSON: dictionary))
    #expect(basics.string == "unset")
    #expect(basics.optionalBool == true)
    let json = try #require(
      Mapper<Person>.toJSONString(["t": NSNumber(value: true), "one": NSNumber(value: 1)], prettyPrint: false))
    #expect(try JSONValue(parsing: json) == ["t": true, "one": 1])
  }

  @Test("nested dictionaries and arrays of dictionaries map models")
  func nested() throws {
    let dictionary: [String: Any] = [
      "leader": ["name": "Ada"] as [String: Any], "members": [["name": "B"], ["name": "C"]] as [[String: Any]],
      "byRole": NSDictionary(dictionary: ["x": ["name": "D"]]),
    ]
    let team = try #require(Mapper<Team>().map(JSON: dictionary))
    #expect(team.leader.name == "Ada")
    #expect(team.members.count == 2)
    #expect(team.byRole["x"]?.name == "D")
  }

  @Test("map.JSON returns the dictionary a map was made with, or the document's object")
  func mapJSON() throws {
    let map = Map(mappingType: .fromJSON, JSON: ["a": 1])
    #expect(map.JSON["a"] as? Int == 1)
    final class Inspector: Mappable {
      var keys: [String] = []
      required init?(map: Map) {}
      func mapping(map: Map) { keys = map.JSON.keys.sorted() }
    }
    #expect(Mapper<Inspector>().map(JSONString: #"{"b": 1, "a": [2]}"#)?.keys == ["a", "b"])
  }
}

final class AnyHolder: Mappable {
  var any: Any = "unset"
  var optionalAny: Any?
  var object: AnyObject = NSNull()
  var optionalObject: AnyObject?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    any <- map["any"]
    optionalAny <- map["optionalAny"]
    object <- map["object"]
    optionalObject <- map["optionalObject"]
  }
}
