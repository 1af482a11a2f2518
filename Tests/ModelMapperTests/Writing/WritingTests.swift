import Foundation
import ModelMapper
import Testing

final class Writer: Mappable {
  var a = 1
  var b = "two"
  var nestedA = 3
  var nestedB: String? = "four"
  var literal = 5
  var date = Date(timeIntervalSince1970: 0)
  var url = URL(string: "https://example.com")!
  var custom = CustomThing()
  var first: String? = "kept"
  var second: String?
  var arrowed = 6

  struct CustomThing {}

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    a <- map["a"]
    b <- map["b"]
    nestedA <- map["n.a"]
    nestedB <- map["n.b"]
    literal <- map["x.y", nested: false]
    date <- map["date"]
    url <- map["url"]
    custom <- map["custom"]
    first <- map["same"]
    second <- map["same"]
    arrowed <- map["p->q", delimiter: "->"]
  }
}

@Suite("Writing JSON")
struct WritingTests {
  @Test("members come out in mapping order; key paths build merged nested objects")
  func layout() throws {
    let text = try #require(Writer().toJSONString())
    #expect(
      text
        == #"{"a":1,"b":"two","n":{"a":3,"b":"four"},"x.y":5,"date":"1970-01-01T00:00:00.000Z","#
        + #""url":"https://example.com","same":"kept","p":{"q":6}}"#)
  }

  @Test("values without a JSON form are not written; dates and URLs are")
  func noJSONForm() throws {
    let json = Writer().toJSON()
    #expect(json["date"] as? String == "1970-01-01T00:00:00.000Z")
    #expect(json["url"] as? String == "https://example.com")
    #expect(json["custom"] == nil)
  }

  @Test("a key written twice keeps the non-nil value, also with shouldIncludeNilValues")
  func duplicates() throws {
    let writer = Writer()
    let text = try #require(Mapper<Writer>(shouldIncludeNilValues: true).toJSONString(writer))
    #expect(try JSONValue(parsing: text)["same"] == "kept")
    writer.first = nil
    writer.second = "later"
    #expect(try JSONValue(parsing: try #require(writer.toJSONString()))["same"] == "later")
  }

  @Test("nil optionals are omitted, or written as null for every family under shouldIncludeNilValues")
  func nilValues() throws {
    let empty = Optionals()
    #expect(empty.toJSONString() == "{}")
    empty.nested = Optionals()
    let text = try #require(Mapper<Optionals>(shouldIncludeNilValues: true).toJSONString(empty))
    let json = try JSONValue(parsing: text)
    let keys = [
      "string", "person", "people", "peopleByName", "groups", "grid", "set", "role", "roles", "date", "dates",
    ]
    for key in keys {
      #expect(json[key] == .null, "\(key)")
      #expect(json["nested"]?[key] == .null, "nested \(key)")
    }
    let dictionary = Mapper<Optionals>(shouldIncludeNilValues: true).toJSON(empty)
    #expect(dictionary["people"] is NSNull)
    #expect((dictionary["nested"] as? [String: Any])?["grid"] is NSNull)
  }

  @Test("toJSON gives Foundation values: NSNumber numbers and Booleans, NSNull, arrays, dictionaries")
  func dictionaries() throws {
    let basics = Basics()
    basics.optionalInt = 3
    basics.bool = true
    basics.float = 0.1
    let json = basics.toJSON()
    #expect(json["int"] as? Int == -1)
    #expect(json["optionalInt"] as? Int == 3)
    #expect(json["bool"] as? Bool == true)
    #expect(json["float"] as? Float == 0.1)
    #expect(json["strings"] as? [String] == ["unset"])
    #expect(json["dictionary"] as? [String: String] == ["unset": "unset"])
    #expect(json["optionalString"] == nil)
  }

  @Test("Float is written with its own shortest text; non-finite numbers make the text nil")
  func numbers() throws {
    let basics = Basics()
    basics.float = 0.1
    basics.double = 0.1
    let text = try #require(basics.toJSONString())
    #expect(text.contains(#""float":0.1,"#))
    #expect(text.contains(#""double":0.1,"#))
    basics.double = .nan
    #expect(basics.toJSONString() == nil)
  }

  @Test("pretty printing nests objects and arrays of models")
  func pretty() throws {
    let person = Person(name: "Ada", age: 36)
    person.friend = Person(name: "Bo", age: 2)
    let text = try #require(person.toJSONString(prettyPrint: true))
    #expect(
      text == """
        {
          "name": "Ada",
          "age": 36,
          "friend": {
            "name": "Bo",
            "age": 2
          }
        }
        """)
    let array = try #require([person, Person(name: "C")].toJSONString(prettyPrint: true))
    #expect(try JSONValue(parsing: array)[1]?["name"] == "C")
    #expect([Person]().toJSONString() == "[]")
  }

  @Test("written text maps back to equal models: a round trip through every family")
  func roundTrip() throws {
    let team = try #require(Mapper<Team>().map(JSONString: ObjectTests.team))
    let text = try #require(team.toJSONString())
    let again = try #require(Mapper<Team>().map(JSONString: text))
    // Sets have no order: compare them as sets, and everything else exactly.
    func normalized(_ text: String?) throws -> JSONValue {
      let text = try #require(text)
      var object = try #require(try JSONValue(parsing: text).object)
      let unique = object["unique"]?.array ?? []
      object["unique"] = .array(unique.sorted { ($0["name"]?.string ?? "") < ($1["name"]?.string ?? "") })
      return .object(object)
    }
    #expect(try normalized(again.toJSONString()) == normalized(text))
    let dictionary = team.toJSON()
    let fromDictionary = try #require(Mapper<Team>().map(JSON: dictionary))
    #expect(try normalized(fromDictionary.toJSONString()) == normalized(text))
    // Dictionaries are written with sorted keys, so equal models write equal text.
    #expect(again.toJSONString()?.contains(#""groups":{"g1":[{"name":"G","age":0}],"g2":[]}"#) == true)
  }

  @Test("a key path that was streamed and then repeated falls back to a merged tree")
  func fallback() throws {
    final class Repeats: Mappable {
      init() {}
      required init?(map: Map) {}
      func mapping(map: Map) {
        var one = 1
        var two = 2
        var three = 3
        var person = Person(name: "P")
        one <- map["a"]
        person <- map["p"]
        two <- map["a"]
        three <- map["n.x"]
        person <- map["q"]
      }
    }
    let text = try #require(Repeats().toJSONString())
    #expect(
      try JSONValue(parsing: text) == [
        "a": 2, "p": ["name": "P", "age": 0], "n": ["x": 3], "q": ["name": "P", "age": 0],
      ])
    #expect(text == #"{"a":2,"p":{"name":"P","age":0},"n":{"x":3},"q":{"name":"P","age":0}}"#)
  }

  @Test("keys of every length up to 20: a dot anywhere nests, a repeat anywhere replaces", arguments: 1...20)
  func keyLengths(length: Int) throws {
    final class Keys: Mappable {
      let keys: [String]
      init(_ keys: [String]) { self.keys = keys }
      required init?(map: Map) { keys = [] }
      func mapping(map: Map) {
        for (index, key) in keys.enumerated() {
          var value = index
          value <- map[key]
        }
      }
    }
    let plain = String(repeating: "k", count: length)
    for position in 0..<length where length > 2 && position > 0 && position < length - 1 {
      var bytes = Array(plain.utf8)
      bytes[position] = UInt8(ascii: ".")
      let dotted = String(decoding: bytes, as: UTF8.self)
      let head = String(plain.prefix(position))
      let rest = String(plain.dropFirst(position + 1))
      let text = try #require(Keys([dotted]).toJSONString())
      #expect(try JSONValue(parsing: text) == .object([head: .object([rest: 0])]), "\(dotted)")
    }
    // Keys that differ only in their last byte, then the first one again: the repeat
    // replaces the first value and the others stay.
    let other = String(plain.dropLast()) + "z"
    let text = try #require(Keys([plain, other, plain]).toJSONString())
    #expect(try JSONValue(parsing: text) == .object([plain: 2, other: 1]))
  }

  // Writing remembers the keys each model type selected (its key shape) and reuses their
  // prepared form while the next key is the expected one; these tests write each type several
  // times so that the later writes follow, or leave, the recorded shape.

  @Test("a model whose keys change between writes is written with the keys it selects each time")
  func shapeConditionalKeys() throws {
    final class Conditional: Mappable {
      var extra: Bool
      var name: String
      init(extra: Bool, name: String) {
        self.extra = extra
        self.name = name
      }
      required init?(map: Map) {
        extra = false
        name = ""
      }
      func mapping(map: Map) {
        var a = 1
        var x = 2
        var b = 3
        var dynamic = 4
        a <- map["a"]
        if extra { x <- map["x"] }
        b <- map["b"]
        dynamic <- map[name]
      }
    }
    let long = String(repeating: "long key ", count: 3)
    let writes: [(Bool, String)] = [(false, "n1"), (true, "n1"), (false, "n2"), (false, long), (true, long + "!")]
    for _ in 0..<2 {
      for (extra, name) in writes {
        let text = try #require(Conditional(extra: extra, name: name).toJSONString())
        let expected = extra ? #"{"a":1,"x":2,"b":3,"# : #"{"a":1,"b":3,"#
        #expect(text == expected + "\"\(name)\":4}")
      }
    }
    // The same key text built anew each time (another representation) matches too.
    let built = String(repeating: "n", count: 1) + "1"
    #expect(Conditional(extra: false, name: built).toJSONString() == #"{"a":1,"b":3,"n1":4}"#)
  }

  @Test("repeated keys, key paths and keys that need escapes keep their meaning on every write")
  func shapeSpecialKeys() throws {
    final class Special: Mappable {
      init() {}
      required init?(map: Map) {}
      func mapping(map: Map) {
        var one = 1
        var two = 2
        var nested = 3
        var quoted = 4
        var tab = 5
        one <- map["a"]
        two <- map["a"]
        nested <- map["n.x"]
        quoted <- map["say \"hi\""]
        tab <- map["t\tb"]
      }
    }
    for _ in 0..<3 {
      let text = try #require(Special().toJSONString())
      #expect(text == #"{"a":2,"n":{"x":3},"say \"hi\"":4,"t\tb":5}"#)
    }
    final class Escaped: Mappable {
      init() {}
      required init?(map: Map) {}
      func mapping(map: Map) {
        var quoted = 4
        var tab = 5
        var plain = 6
        quoted <- map["say \"hi\""]
        tab <- map["t\tb"]
        plain <- map["plain"]
      }
    }
    for _ in 0..<3 {
      #expect(Escaped().toJSONString() == #"{"say \"hi\"":4,"t\tb":5,"plain":6}"#)
      let pretty = try #require(Escaped().toJSONString(prettyPrint: true))
      #expect(pretty == "{\n  \"say \\\"hi\\\"\": 4,\n  \"t\\tb\": 5,\n  \"plain\": 6\n}")
    }
  }

  @Test("a key written through the recorded shape and again after leaving it is replaced")
  func shapeKeyRepeatedAfterLeaving() throws {
    // Values are the key's position (1-based); nil entries select the key without a value.
    final class Ordered: Mappable {
      let keys: [String?]
      init(_ keys: [String?]) { self.keys = keys }
      required init?(map: Map) { keys = [] }
      func mapping(map: Map) {
        for (index, key) in keys.enumerated() {
          var value: Int? = index + 1
          if let key {
            value <- map[key]
          } else {
            var absent: Int?
            absent <- map["a"]
          }
        }
      }
    }
    for _ in 0..<2 {
      // Records (then follows) the shape a, b, c.
      #expect(Ordered(["a", "b", "c"]).toJSONString() == #"{"a":1,"b":2,"c":3}"#)
      // "a" and "b" follow the shape, "x" leaves it, then the repeats replace.
      #expect(Ordered(["a", "b", "x", "b", "a"]).toJSONString() == #"{"a":5,"b":4,"x":3}"#)
      // "a" selected through the shape with no value, then written after leaving it.
      #expect(Ordered([nil, "x", "a"]).toJSONString() == #"{"x":2,"a":3}"#)
    }
  }
}

/// Keys and values of every length around the word sizes the writer copies in.
final class KeyLengths: Mappable {
  static let lengths = [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33, 40]
  var values: [Int: String] = [:]

  init() {
    for length in Self.lengths { values[length] = String(repeating: "v", count: length - 1) + "!" }
  }
  required init?(map: Map) {}

  func mapping(map: Map) {
    for length in Self.lengths {
      let key = String(UnicodeScalar(UInt8(0x60 + length % 26))) + String(repeating: "k", count: length - 1)
      var value = values[length]
      value <- map[key]
      values[length] = value
    }
  }
}
