import Foundation
import ModelMapper
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
}
