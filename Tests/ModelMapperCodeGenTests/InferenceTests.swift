import ModelMapper
import Testing

@testable import ModelMapperCodeGen

/// Plans the types for samples given as JSON text.
func plan(_ samples: String..., configure: (inout GeneratorOptions) -> Void = { _ in }) throws -> [ModelType] {
  var options = GeneratorOptions(rootName: "Root")
  configure(&options)
  let root = SampleNode()
  for sample in samples {
    switch try JSONValue(parsing: sample) {
    case .array(let elements): for element in elements { root.add(element) }
    case let value: root.add(value)
    }
  }
  var planner = TypePlanner(options: options)
  return try planner.plan(root: root)
}

extension [ModelType] {
  subscript(type name: String) -> ModelType? { first { $0.name == name } }
}

extension ModelType {
  subscript(property name: String) -> Property? { properties.first { $0.name == name } }
}

@Suite("Type inference")
struct InferenceTests {
  @Test("a key missing or null in some samples is optional; present everywhere is not")
  func optionality() throws {
    let types = try plan(#"{"a": 1, "b": 2, "c": null}"#, #"{"a": 3, "c": 4}"#)
    let root = try #require(types[type: "Root"])
    #expect(root[property: "a"]?.isOptional == false)
    #expect(root[property: "b"]?.isOptional == true)
    #expect(root[property: "c"]?.isOptional == true)
    #expect(root[property: "c"]?.type == .int)
  }

  @Test("numbers take the narrowest type that holds every value")
  func numbers() throws {
    let root = try #require(
      try plan(
        #"{"i": 1, "d": 1, "u": 18446744073709551615, "m": 1, "p": 3.14159265358979323846, "b": 123456789012345678901234567890, "e": 1e5}"#,
        #"{"i": -2, "d": 2.5, "u": 3, "m": 18446744073709551615, "p": 1, "b": 1, "e": 2}"#,
        #"{"i": 0, "d": 3, "u": 4, "m": -1, "p": 2, "b": 2, "e": 3}"#)[type: "Root"])
    #expect(root[property: "i"]?.type == .int)
    #expect(root[property: "d"]?.type == .double)
    #expect(root[property: "u"]?.type == .unsignedInt)
    #expect(root[property: "m"]?.type == .decimal)
    #expect(root[property: "p"]?.type == .decimal)
    #expect(root[property: "b"]?.type == .decimal)
    #expect(root[property: "e"]?.type == .double)
  }

  @Test("strings that are all dates of one form are dates; all http(s) URLs are URLs")
  func strings() throws {
    let root = try #require(
      try plan(
        #"{"d": "2015-09-16", "t": "Wed Sep 16 12:20:09 +0800 2015", "u": "https://a.example/x", "s": "https://a.example", "z": "2015-09-16T12:20:09Z", "mix": "2015-09-16"}"#,
        #"{"d": "2016-01-02", "t": "Thu Sep 17 12:20:09 +0800 2015", "u": "http://b.example", "s": "not a url", "z": "2016-01-01T00:00:00Z", "mix": "2015-09-16T12:20:09Z"}"#
      )[type: "Root"])
    #expect(root[property: "d"]?.type == .date(DateForm(format: "yyyy-MM-dd", offset: 0)))
    #expect(root[property: "t"]?.type == .date(DateForm(format: "EEE MMM dd HH:mm:ss Z yyyy", offset: 28800)))
    #expect(root[property: "z"]?.type == .date(DateForm(format: "yyyy-MM-dd'T'HH:mm:ssXXXXX", offset: 0)))
    #expect(root[property: "u"]?.type == .url)
    #expect(root[property: "s"]?.type == .string)
    #expect(root[property: "mix"]?.type == .string)
  }

  @Test("a number alone is never a date, nor a numeric string")
  func epochNumbers() throws {
    let root = try #require(try plan(#"{"when": 1442377209, "stamp": "1442377209"}"#)[type: "Root"])
    #expect(root[property: "when"]?.type == .int)
    #expect(root[property: "stamp"]?.type == .string)
  }

  @Test("nested objects become types named after their keys, array elements in the singular")
  func nestedTypes() throws {
    let types = try plan(
      #"{"owner": {"id": 1}, "friends": [{"name": "a"}, {"name": "b", "age": 3}], "categories": [[{"x": 1}]]}"#)
    #expect(types.map(\.name) == ["Root", "Owner", "Friend", "Category"])
    let friend = try #require(types[type: "Friend"])
    #expect(friend[property: "age"]?.isOptional == true)
    #expect(types[type: "Root"]?[property: "categories"]?.type == .array(.array(.model("Category"))))
  }

  @Test("the same key with a different shape elsewhere gets its owner's name; the same shape is shared")
  func collisions() throws {
    let types = try plan(
      #"{"user": {"id": 1}, "post": {"user": {"name": "x"}, "author": {"id": 2}}, "reply": {"user": {"id": 3}}}"#)
    let names = types.map(\.name)
    #expect(names.contains("User") && names.contains("PostUser"))
    #expect(types[type: "Reply"]?[property: "user"]?.type == .model("User"))
    #expect(names.filter { $0.hasSuffix("User") }.count == 2)
  }

  @Test("type names that would hide a standard or ModelMapper type are prefixed")
  func reservedNames() throws {
    let types = try plan(#"{"data": {"x": 1}, "map": {"y": 2}, "url": {"z": 3}}"#)
    #expect(types.map(\.name) == ["Root", "RootData", "RootMap", "RootURL"])
  }

  @Test("objects keyed by numbers or ids are dictionaries")
  func dictionaries() throws {
    let root = try #require(
      try plan(
        #"{"scores": {"17": 1, "23": 2}, "pics": {"eb8fce65jw1ew468zk": {"w": 1}, "eb8fce65jw1ew466y3": {"w": 2, "h": 3}}, "names": {"en": "a", "fr": "b"}, "one": {"ab12cd34ef": 1}}"#
      )[type: "Root"])
    #expect(root[property: "scores"]?.type == .dictionary(.int))
    #expect(root[property: "pics"]?.type == .dictionary(.model("Pic")))
    #expect(root[property: "names"]?.type == .model("Names"))
    #expect(root[property: "one"]?.type == .model("One"))
  }

  @Test("values of several kinds, nulls only, and always-empty containers are Any with a note")
  func anyValues() throws {
    let root = try #require(
      try plan(
        #"{"mixed": 1, "list": [1, "a"], "never": null, "empty": [], "blank": {}, "holes": [1, null]}"#,
        #"{"mixed": "one", "list": [], "never": null, "empty": [], "blank": {}, "holes": [2]}"#)[type: "Root"])
    #expect(root[property: "mixed"]?.type == .any)
    #expect(root[property: "mixed"]?.comment == "numbers and strings in the samples")
    #expect(root[property: "list"]?.type == .array(.any))
    #expect(root[property: "never"]?.comment == "always null in the samples")
    #expect(root[property: "empty"]?.type == .array(.any))
    #expect(root[property: "empty"]?.comment == "always empty in the samples")
    #expect(root[property: "blank"]?.type == .dictionary(.any))
    #expect(root[property: "holes"]?.type == .array(.any))
  }

  @Test("--flatten lifts a nested field into the parent with a key path")
  func flatten() throws {
    let types = try plan(#"{"user": {"name": "a", "id": 1}, "meta": {"info": {"count": 2}}}"#) {
      $0.flattenedPaths = ["user.name", "meta.info.count"]
    }
    let root = try #require(types[type: "Root"])
    let name = try #require(root[property: "userName"])
    #expect(name.keys == ["user.name"] && name.isKeyPath && name.type == .string && !name.isOptional)
    #expect(root[property: "metaInfoCount"]?.keys == ["meta.info.count"])
    #expect(types[type: "User"]?.properties.map(\.name) == ["id"])
    #expect(root[property: "meta"] == nil)
    #expect(throws: GeneratorError.self) { try plan(#"{"user": {"id": 1}}"#) { $0.flattenedPaths = ["user.nope"] } }
  }

  @Test("--merge-keys makes one property with a fallback list, the most frequent spelling first")
  func mergeKeys() throws {
    let types = try plan(
      #"{"ID": 1, "user_name": "a"}"#, #"{"id": 2, "user_name": "b"}"#, #"{"id": 3, "userName": "c"}"#
    ) {
      $0.mergesKeys = true
    }
    let root = try #require(types[type: "Root"])
    #expect(root.properties.map(\.keys) == [["id", "ID"], ["user_name", "userName"]])
    #expect(root[property: "id"]?.isOptional == false)
    #expect(root[property: "userName"]?.isOptional == false)
    let separate = try plan(#"{"ID": 1}"#, #"{"id": 2}"#)
    #expect(separate[type: "Root"]?.properties.count == 2)
  }
}
