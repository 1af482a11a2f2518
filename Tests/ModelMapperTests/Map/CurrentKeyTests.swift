import Foundation
import ModelMapper
import Testing

/// Records `map.currentKey` after each selection, for keys found in every way a lookup can
/// find them (or not).
final class KeyRecorder: Mappable {
  var keys: [String?] = []
  var nested: [Bool] = []
  var name = ""
  var count = 0
  var child: KeyRecorderChild?
  var children: [KeyRecorderChild] = []

  required init?(map: Map) {}

  func mapping(map: Map) {
    func note(_ selected: Map) {
      keys.append(selected.currentKey)
      nested.append(selected.keyIsNested)
    }
    // In document order (found at the hint), then out of order, absent, a key path, a key
    // the document escapes, a non-ASCII key and a fallback list.
    name <- map["name"]
    note(map)
    count <- map["count"]
    note(map)
    note(map["name"])
    note(map["absent"])
    note(map["child.label"])
    note(map["escaped"])
    note(map["名前"])
    note(map[["missing", "count"]])
    child <- map["child"]
    note(map)
    children <- map["children"]
    note(map)
  }
}

/// Plain, distinct keys, so that writing follows the type's key shape from the second model
/// written on; a model with a note selects one key more, which leaves the shape.
final class ShapedKeyRecorder: Mappable {
  var keys: [String?] = []
  var name = "n"
  var count = 1
  var note: String?
  var tags = ["a"]
  var child: KeyRecorderChild?

  required init?(map: Map) {}

  func mapping(map: Map) {
    name <- map["name"]
    keys.append(map.currentKey)
    count <- map["count"]
    keys.append(map.currentKey)
    if note != nil || map.mappingType == .fromJSON {
      note <- map["note"]
      keys.append(map.currentKey)
    }
    tags <- map["tags"]
    keys.append(map.currentKey)
    child <- map["child"]
    keys.append(map.currentKey)
  }
}

/// A nested model whose mapping fails on a wrong type, to read the error path.
final class KeyRecorderChild: Mappable {
  var label = ""
  var size = 0

  required init?(map: Map) {}

  func mapping(map: Map) {
    label <- map["label"]
    size <- map["size"]
  }
}

@Suite("The selected key")
struct CurrentKeyTests {
  static let json = """
    {"name": "Ada", "count": 3, "esc\\u0061ped": 1, "名前": "x",
     "child": {"label": "a", "size": 1}, "children": [{"label": "b"}, {"label": "c", "size": "big"}]}
    """

  @Test("currentKey names the selected key however the lookup found it, or did not")
  func currentKeyAfterEachLookup() throws {
    let recorder = try #require(Mapper<KeyRecorder>().map(JSONString: Self.json))
    #expect(
      recorder.keys == [
        "name", "count", "name", "absent", "child.label", "escaped", "名前", "count", "child", "children",
      ])
    #expect(recorder.nested == [false, false, false, false, true, false, false, false, false, false])
    #expect(recorder.name == "Ada" && recorder.count == 3)
  }

  @Test("currentKey is the key selected last while writing and after a mapping onto a model")
  func currentKeyWhileWriting() throws {
    let recorder = try #require(Mapper<KeyRecorder>().map(JSONString: Self.json))
    recorder.keys = []
    _ = recorder.toJSON()
    #expect(recorder.keys.first == "name")
    #expect(recorder.keys.last == "children")
  }

  @Test("currentKey names each key while writing follows the model's key shape, and after it leaves it")
  func currentKeyWithKeyShapes() throws {
    let plain = #"{"name": "x", "count": 2, "tags": ["t"], "child": {"label": "c", "size": 3}}"#
    let noted = #"{"name": "x", "count": 2, "note": "hi", "tags": ["t"], "child": {"label": "c", "size": 3}}"#
    // The first text written records the shape, the next follow it; a note leaves it.
    for json in [plain, plain, plain, noted, plain] {
      let model = try #require(Mapper<ShapedKeyRecorder>().map(JSONString: json))
      model.keys = []
      let text = try #require(model.toJSONString())
      let expected: [String?] =
        json == noted ? ["name", "count", "note", "tags", "child"] : ["name", "count", "tags", "child"]
      #expect(model.keys == expected)
      #expect(try JSONValue(parsing: text) == JSONValue(parsing: json))
    }
  }

  @Test(
    "errors of nested models name the key they were found at, read from the document",
    arguments: [
      (#"{"name": "Ada", "children": [{"label": "b"}, {"label": "c", "size": "big"}]}"#, "children[1].size"),
      (#"{"name": "Ada", "child": {"label": "a", "size": "big"}}"#, "child.size"),
      (#"{"child": {"label": "a", "size": 1}, "children": [{"size": []}]}"#, "children[0].size"),
      (#"{"名前": 1, "child": {"size": "x"}}"#, "child.size"),
    ])
  func errorPathsUseTheSelectedKey(json: String, path: String) throws {
    do {
      _ = try Mapper<KeyRecorder>(options: .strict).mapOrThrow(JSONString: json)
      Issue.record("a size that is not a number should not map to Int in strict mode")
    } catch let problems as MappingProblems {
      #expect(problems.errors.count == 1)
      #expect(problems.errors.first?.key == "size")
      #expect(problems.errors.first?.path == path)
    }
  }
}
