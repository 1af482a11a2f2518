import Foundation
import ModelMapper
import SeededRandom
import Testing

/// A model that reads one key given at run time, to probe key lookup.
final class Probe: Mappable {
  static let keyLock = NSLock()
  nonisolated(unsafe) static var key = ""
  nonisolated(unsafe) static var nested: Bool?
  nonisolated(unsafe) static var delimiter = "."
  nonisolated(unsafe) static var ignoreNil = false
  var present = false
  var value: Any?
  var string: String?

  required init?(map: Map) {}

  func mapping(map: Map) {
    let selected = map[Probe.key, nested: Probe.nested, delimiter: Probe.delimiter, ignoreNil: Probe.ignoreNil]
    present = selected.isKeyPresent
    value = selected.currentValue
    string <- selected
  }

  static func probe(
    _ json: String, _ key: String, nested: Bool? = nil, delimiter: String = ".", ignoreNil: Bool = false
  ) -> Probe {
    keyLock.lock()
    defer { keyLock.unlock() }
    Probe.key = key
    Probe.nested = nested
    Probe.delimiter = delimiter
    Probe.ignoreNil = ignoreNil
    return Mapper<Probe>().map(JSONString: json)!
  }
}

@Suite("Key lookup")
struct KeyPathTests {
  static let json = """
    {"user": {"name": "Ada", "friends": [{"name": "Bo"}, {"name": "Cy"}], "matrix": [["a", "b"], ["c"]],
     "nothing": null, "age": 36},
     "app.identifier": "literal", "auth": {"token": "t"}, "nullValue": null, "": "empty key"}
    """

  @Test("dotted paths walk objects, and arrays by index")
  func paths() {
    #expect(Probe.probe(Self.json, "user.name").string == "Ada")
    #expect(Probe.probe(Self.json, "user.friends.1.name").string == "Cy")
    #expect(Probe.probe(Self.json, "user.matrix.0.1").string == "b")
    #expect(Probe.probe(Self.json, "user.matrix.1.0").string == "c")
    let element = Probe.probe(Self.json, "user.friends.0")
    #expect(element.present)
    #expect((element.value as? [String: Any])?["name"] as? String == "Bo")
  }

  @Test("bad indices, names on arrays, scalars and nulls on the way are absent, not errors")
  func absentPaths() {
    for key in [
      "user.friends.2.name", "user.friends.-1.name", "user.friends.x.name", "user.friends.name", "user.age.value",
      "user.nothing.value", "missing.name", "user.missing",
    ] {
      let probe = Probe.probe(Self.json, key)
      #expect(!probe.present, "\(key)")
      #expect(probe.value == nil, "\(key)")
    }
  }

  @Test("a null value is present with a nil current value; ignoreNil makes it absent")
  func nulls() {
    let probe = Probe.probe(Self.json, "nullValue")
    #expect(probe.present)
    #expect(probe.value == nil)
    #expect(Probe.probe(Self.json, "user.nothing").present)
    #expect(!Probe.probe(Self.json, "nullValue", ignoreNil: true).present)
    #expect(!Probe.probe(Self.json, "user.nothing", ignoreNil: true).present)
    #expect(Probe.probe(Self.json, "user.name", ignoreNil: true).string == "Ada")
  }

  @Test("nested: false reads a key that contains dots literally")
  func literalKeys() {
    #expect(Probe.probe(Self.json, "app.identifier", nested: false).string == "literal")
    #expect(!Probe.probe(Self.json, "app.identifier").present)
    #expect(Probe.probe(Self.json, "user", nested: true).present)
  }

  @Test("a custom delimiter separates key path parts")
  func delimiters() {
    #expect(Probe.probe(Self.json, "auth->token", delimiter: "->").string == "t")
    #expect(Probe.probe(Self.json, "user->friends->0->name", delimiter: "->").string == "Bo")
    #expect(!Probe.probe(Self.json, "auth.token", delimiter: "->").present)
  }

  @Test("the empty key and unknown keys")
  func edgeKeys() {
    #expect(Probe.probe(Self.json, "").string == "empty key")
    #expect(!Probe.probe(Self.json, "unknown").present)
  }

  @Test("a repeated key reads its last value")
  func duplicates() {
    #expect(Probe.probe(#"{"a": "first", "a": "second"}"#, "a").string == "second")
  }

  @Test("keys are read in any order")
  func order() {
    let person = Mapper<Person>().map(JSONString: #"{"age": 3, "friend": {"name": "B"}, "name": "A"}"#)
    #expect(person?.name == "A")
    #expect(person?.age == 3)
    #expect(person?.friend?.name == "B")
  }

  @Test("key paths into the same objects find every member in any order", arguments: 0..<8)
  func pathsInAnyOrder(seed: UInt64) throws {
    var random = SeededGenerator(seed: 104_729 &* (seed + 1))
    let names = ["a", "b"]
    // Two objects of 12 members (one of them an object of 6), members in random order.
    var objects: [String] = []
    for name in names {
      var members = (0..<12).map { #""k\#($0)": "\#(name).k\#($0)""# }
      let inner = (0..<6).map { #""k\#($0)": "\#(name).inner.k\#($0)""# }
      members.append(#""inner": {"# + inner.joined(separator: ",") + "}")
      members.shuffle(using: &random)
      objects.append(#""\#(name)": {"# + members.joined(separator: ",") + "}")
    }
    let json = "{" + objects.joined(separator: ",") + "}"
    // Paths in random order, repeats, paths one level deeper, and absent members.
    var paths: [String] = []
    for _ in 0..<60 {
      let name = names[Int(random.next() % 2)]
      switch random.next() % 5 {
      case 0: paths.append("\(name).inner.k\(random.next() % 7)")
      case 1: paths.append("\(name).absent\(random.next() % 3)")
      default: paths.append("\(name).k\(random.next() % 13)")
      }
    }
    let read = PathReader.read(json, paths)
    for (path, value) in zip(paths, read) {
      let exists = !path.contains("absent") && !path.hasSuffix("k12") && !path.hasSuffix("inner.k6")
      #expect(value == (exists ? path : nil), "\(path)")
    }
  }
}

/// A model that reads a list of key paths given at run time, in order.
final class PathReader: Mappable {
  static let lock = NSLock()
  nonisolated(unsafe) static var paths: [String] = []
  var values: [String?] = []

  required init?(map: Map) {}

  func mapping(map: Map) {
    values = PathReader.paths.map { map[$0].currentValue as? String }
  }

  static func read(_ json: String, _ paths: [String]) -> [String?] {
    lock.lock()
    defer { lock.unlock() }
    PathReader.paths = paths
    return Mapper<PathReader>().map(JSONString: json)?.values ?? []
  }
}
