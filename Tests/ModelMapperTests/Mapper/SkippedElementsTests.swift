import Foundation
import ModelMapper
import Testing

/// An item whose `id` is required (its initializer refuses JSON without one).
private final class SkippableItem: Mappable {
  var id = 0
  var name = ""

  init?(map: Map) {
    guard map["id"].isKeyPresent else { return nil }
  }

  func mapping(map: Map) {
    id <- map["id"]
    name <- map["name"]
  }
}

@Suite("A lossy array mapping returns its models and why each skipped element was skipped")
struct SkippedElementsTests {
  static let text = #"[{"id": 1, "name": "a"}, 2, {"name": "no id"}, {"id": 4, "name": "d"}, null]"#

  @Test("the models that map, in order, and an error naming each other element")
  func modelsAndErrors() throws {
    let result = try Mapper<SkippableItem>().mapArrayReportingSkipped(JSONString: Self.text)
    #expect(result.models.map(\.id) == [1, 4])
    #expect(result.models.map(\.name) == ["a", "d"])
    let errors = result.skippedErrors.compactMap { $0 as? MapError }
    #expect(errors.count == 3 && result.skippedErrors.count == 3)
    #expect(errors.map(\.path) == ["[1]", "[2]", "[4]"])
    #expect(errors.map(\.kind) == [.typeMismatch, .refusedByModel, .typeMismatch])
    // The same from bytes; and the plain lossy mapping keeps the same models.
    let fromData = try Mapper<SkippableItem>().mapArrayReportingSkipped(JSONData: Data(Self.text.utf8))
    #expect(fromData.models.map(\.id) == [1, 4] && fromData.skippedErrors.count == 3)
    let lossy = try Mapper<SkippableItem>(options: .lossyCollections).mapArrayOrThrow(JSONString: Self.text)
    #expect(lossy.map(\.id) == result.models.map(\.id))
  }

  @Test("in strict mode an element with a problem is skipped, its error listing every problem")
  func strictMode() throws {
    let text = #"[{"id": 1, "name": "a"}, {"id": "two", "name": 2}, {"id": 3, "name": "c"}]"#
    let result = try Mapper<SkippableItem>(options: .strict).mapArrayReportingSkipped(JSONString: text)
    #expect(result.models.map(\.id) == [1, 3])
    let problems = try #require(result.skippedErrors.first as? MappingProblems)
    #expect(result.skippedErrors.count == 1)
    #expect(problems.errors.compactMap(\.path).sorted() == ["[1].id", "[1].name"])
    // Without the new call, strict mode threw the kept models away.
    #expect(throws: MappingProblems.self) {
      try Mapper<SkippableItem>(options: [.strict, .lossyCollections]).mapArrayOrThrow(JSONString: text)
    }
  }

  @Test("an array at a key path: errors name the element's full key path")
  func keyPath() throws {
    let text = #"{"data": {"items": [{"id": 1}, "x", {"id": 3}]}}"#
    let result = try Mapper<SkippableItem>().mapArrayReportingSkipped(JSONString: text, at: "data.items")
    #expect(result.models.map(\.id) == [1, 3])
    #expect((result.skippedErrors.first as? MapError)?.path == "data.items[1]")
    let fromData = try Mapper<SkippableItem>().mapArrayReportingSkipped(JSONData: Data(text.utf8), at: "data.items")
    #expect(fromData.models.map(\.id) == [1, 3] && fromData.skippedErrors.count == 1)
  }

  @Test("invalid JSON, a value that is not an array, and nothing at the key path throw")
  func failures() {
    let invalid = #expect(throws: MapError.self) {
      try Mapper<SkippableItem>().mapArrayReportingSkipped(JSONString: "[{\"id\": 1},\n {\"id\": }]")
    }
    #expect(invalid?.parseError?.line == 2 && invalid?.parseError?.column == 9)
    let object = #expect(throws: MapError.self) {
      try Mapper<SkippableItem>().mapArrayReportingSkipped(JSONString: "{}")
    }
    #expect(object?.kind == .typeMismatch)
    let missing = #expect(throws: MapError.self) {
      try Mapper<SkippableItem>().mapArrayReportingSkipped(JSONString: #"{"data": {}}"#, at: "data.items")
    }
    #expect(missing?.kind == .missingKey && missing?.path == "data.items")
    let empty = try? Mapper<SkippableItem>().mapArrayReportingSkipped(JSONString: "[]")
    #expect(empty?.models.isEmpty == true && empty?.skippedErrors.isEmpty == true)
  }
}
