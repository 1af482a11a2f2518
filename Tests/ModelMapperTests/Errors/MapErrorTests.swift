import Foundation
import ModelMapper
import Testing

private enum Tone: String { case warm, cold }

private struct Opaque {}

/// One property of each kind the errors are about.
private struct Sample: ImmutableMappable {
  let name: String
  let count: UInt8
  let tone: Tone
  let when: Date
  let children: [Child]

  init(map: Map) throws {
    name = try map.value("name")
    count = try map.value("count")
    tone = try map.value("tone")
    when = try map.value("when", using: DateTransform())
    children = try map.value("children")
  }
}

private struct Child: Mappable {
  var id = 0
  init?(map: Map) {
    guard map["id"].currentValue != nil else { return nil }
  }
  mutating func mapping(map: Map) { id <- map["id"] }
}

private final class Holder: Mappable {
  var opaque = Opaque()
  var score = 0.0
  var tags: [String] = []
  required init?(map: Map) {}
  init() {}
  func mapping(map: Map) {
    opaque <- map["opaque"]
    score <- map["score"]
    tags <- map["tags"]
  }
}

@Suite("Mapping errors: a kind, a path, the expected type and what was found")
struct MapErrorTests {
  static let valid = #"{"name": "n", "count": 1, "tone": "warm", "when": 0, "children": [{"id": 1}]}"#

  /// The error thrown for `valid` with `member` replaced by `value` (or removed).
  func error(_ member: String, _ value: String?) throws -> MapError {
    var json = try #require(try JSONValue(parsing: Self.valid).object)
    json[member] = try value.map { try JSONValue(parsing: $0) }
    let text = try JSONWriter().string(.object(json))
    return try #require(throws: MapError.self) { try Sample(JSONString: text) }
  }

  @Test(
    "each failure has its kind, path, expected type and found kind",
    arguments: [
      ("name", nil, MapError.Kind.missingKey, "name", "String", nil, nil),
      ("name", "null", .null, "name", "String", JSONKind.null, "null"),
      ("name", "1", .typeMismatch, "name", "String", .number, "1"),
      ("count", "300", .outOfRange, "count", "UInt8", .number, "300"),
      ("count", "1.5", .outOfRange, "count", "UInt8", .number, "1.5"),
      ("tone", #""tepid""#, .unknownRawValue, "tone", "Tone", .string, #""tepid""#),
      ("tone", "[1]", .typeMismatch, "tone", "Tone", .array, "[1 element]"),
      ("when", #""soon""#, .transformFailed, "when", "Date", .string, #""soon""#),
      ("children", #"[{"id": 1}, {"name": "x"}]"#, .refusedByModel, "children[1]", "Child", .object, "{1 member}"),
      ("children", "[1]", .typeMismatch, "children[0]", "Child", .number, "1"),
    ] as [(String, String?, MapError.Kind, String, String, JSONKind?, String?)])
  func kinds(
    member: String, value: String?, kind: MapError.Kind, path: String, expected: String, foundKind: JSONKind?,
    preview: String?
  ) throws {
    let error = try error(member, value)
    #expect(error.kind == kind, "\(error)")
    #expect(error.path == path, "\(error)")
    #expect(error.expected.map { "\($0)" } == expected, "\(error)")
    #expect(error.foundKind == foundKind, "\(error)")
    #expect(error.foundPreview == preview, "\(error)")
  }

  @Test("invalid JSON, no JSON form and unwritable values have their kinds")
  func otherKinds() throws {
    let invalid = try #require(throws: MapError.self) { try Sample(JSONString: #"{"name": }"#) }
    #expect(invalid.kind == .invalidJSON)
    #expect(invalid.parseError?.line == 1 && invalid.parseError?.column == 10)
    let problems = try #require(throws: MappingProblems.self) {
      try Mapper<Holder>(options: .strict).mapOrThrow(JSONString: #"{"opaque": 1, "score": 1e400, "tags": "x"}"#)
    }
    #expect(problems.errors.map(\.kind) == [.noJSONForm, .outOfRange, .typeMismatch])
    let holder = Holder()
    holder.score = .nan
    let written = try #require(throws: MappingProblems.self) {
      try Mapper<Holder>(options: .strict).toJSONStringOrThrow(holder)
    }
    #expect(written.errors.map(\.kind) == [.notWritable, .notWritable])
    #expect(MapError(key: "k", currentValue: 1, reason: "r").kind == .other)
  }

  @Test("strict mode reports one problem once, and two properties of one key each")
  func deduplication() throws {
    final class Twice: Mappable {
      var a: Int8 = 0
      var b: UInt8 = 0
      var c: Int8 = 0
      required init?(map: Map) {}
      func mapping(map: Map) {
        a <- map["v"]
        b <- map["v"]
        c <- map["v"]
      }
    }
    let problems = try #require(throws: MappingProblems.self) {
      try Mapper<Twice>(options: .strict).mapOrThrow(JSONString: #"{"v": 1000}"#)
    }
    #expect(problems.errors.map { $0.expected.map { "\($0)" } } == ["Int8", "UInt8"])
  }

  @Test("ObjectMapper's initializer and fields")
  func fields() {
    let error = MapError(
      key: "id", currentValue: "abc", reason: "Cannot cast to 'Int'", file: "User.swift", function: "init(map:)",
      line: 12)
    #expect(error.key == "id")
    #expect(error.currentValue as? String == "abc")
    #expect(error.reason == "Cannot cast to 'Int'")
    #expect(error.line == 12)
    #expect(error.found == #"string "abc""#)
    #expect(error.description == #"Cannot map id: found string "abc" (Cannot cast to 'Int'; User.swift:12 init(map:))"#)
  }

  @Test("values without a JSON form are described")
  func otherValues() {
    let error = MapError(key: nil, currentValue: Opaque(), reason: nil)
    #expect(error.currentValue is String)
    #expect(error.found?.hasPrefix("Opaque ") == true)
    let dated = MapError(key: nil, currentValue: Date(timeIntervalSince1970: 0), reason: nil)
    #expect(dated.found == #"string "1970-01-01T00:00:00.000Z""#)
    #expect(dated.foundKind == .string)
    #expect(error.foundKind == nil && error.kind == .other)
  }

  @Test("the wording of each kind of message")
  func wording() throws {
    #expect(
      try error("count", "300").description
        == "Cannot map count: expected UInt8, found number 300 (Out of range for 'UInt8'; MapErrorTests.swift:19 init(map:))"
    )
    #expect(
      try error("name", nil).description
        == "Cannot map name: the key is absent, expected String (MapErrorTests.swift:18 init(map:))")
    let invalid = try #require(throws: MapError.self) { try Sample(JSONString: #"{"name": }"#) }
    #expect(
      invalid.description
        == #"Cannot map the JSON: invalid JSON at line 1, column 10 (byte 9): unexpected '}'; expected a value near: {"name": >>>}"#
    )
    let top = try #require(throws: MapError.self) { try Sample(JSONString: "[1]") }
    #expect(top.description.hasPrefix("Cannot map the top-level value: expected Sample, found an array of 1 element"))
  }

  @Test("the value found is there in Foundation form, made when read, in thrown, strict and skipped errors")
  func currentValueMadeWhenRead() throws {
    let text = #"[{"name": "a", "count": {"n": [1, "x", null], "m": true}, "tone": "warm", "when": 0, "children": []}]"#
    func check(_ error: MapError?) {
      let value = error?.currentValue as? [String: Any]
      #expect(value?.count == 2)
      #expect((value?["n"] as? [Any])?.count == 3)
      #expect((value?["n"] as? [Any])?.first as? Int == 1)
      #expect(value?["m"] as? Bool == true)
      #expect(error?.foundPreview == "{2 members}")
    }
    check(try #require(throws: MapError.self) { try Mapper<Sample>().mapArrayOrThrow(JSONString: text) })
    let problems = try #require(throws: MappingProblems.self) {
      try Mapper<Sample>(options: .strict).mapArrayOrThrow(JSONString: text)
    }
    check(problems.errors.first { $0.key == "count" })
    let skipped = try Mapper<Sample>(options: .lossyCollections).mapArrayReportingSkipped(JSONString: text)
    check(skipped.skippedErrors.first as? MapError)
    let reader = Mapper<Sample>(options: .lossyCollections).reader(bytes: Array(text.utf8))
    #expect(try reader.readAll().isEmpty)
    check(reader.skippedErrors.first as? MapError)
    let null = try #require(throws: MapError.self) {
      try Mapper<Sample>().mapArrayOrThrow(JSONString: #"[{"name": null}]"#)
    }
    #expect(null.currentValue == nil)
    #expect(null.kind == .null)
  }
}
