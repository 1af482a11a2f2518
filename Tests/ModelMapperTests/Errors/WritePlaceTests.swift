import Foundation
import ModelMapper
import Testing

final class Scored: Mappable {
  var score = 1.0
  init() {}
  required init?(map: Map) {}
  func mapping(map: Map) { score <- map["score"] }
}

final class ScoreBoard: Mappable {
  var inner = Scored()
  var list: [Double] = [1, 2]
  init() {}
  required init?(map: Map) {}
  func mapping(map: Map) {
    inner <- map["inner"]
    list <- map["list"]
  }
}

@Suite("Write errors name the place, without strict mode; Booleans read as numbers are reported")
struct WritePlaceTests {
  @Test("an infinite value in a nested model, a NaN in an array, and a deep copy of either")
  func places() throws {
    let board = ScoreBoard()
    board.inner.score = .infinity
    let nested = try #require(throws: JSONWriteError.self) { try Mapper<ScoreBoard>().toJSONStringOrThrow(board) }
    #expect(nested.path == "inner.score" && nested.kind == .nonFiniteNumber)
    #expect(nested.description.hasSuffix("at inner.score"))
    let copy = try #require(throws: MapError.self) { try board.deepCopy() }
    #expect(copy.path == "inner.score" && copy.kind == .notWritable)
    let other = ScoreBoard()
    other.list = [1, .nan]
    let element = try #require(throws: JSONWriteError.self) { try Mapper<ScoreBoard>().toJSONStringOrThrow(other) }
    #expect(element.path == "list[1]")
    #expect(other.toJSONString() == nil)
  }

  @Test("true reads as 1 into an Int (ObjectMapper's rule), and strict mode reports it, and 1 read as true")
  func booleanNumbers() throws {
    final class Flags: Mappable {
      var count = 0
      var enabled = false
      required init?(map: Map) {}
      func mapping(map: Map) {
        count <- map["count"]
        enabled <- map["enabled"]
      }
    }
    let json = #"{"count": true, "enabled": 1}"#
    let flags = try #require(Mapper<Flags>().map(JSONString: json))
    #expect(flags.count == 1 && flags.enabled)
    let problems = try #require(throws: MappingProblems.self) {
      try Mapper<Flags>(options: .strict).mapOrThrow(JSONString: json)
    }
    #expect(problems.errors.map(\.path) == ["count", "enabled"])
    #expect(problems.errors.allSatisfy { $0.kind == .typeMismatch })
    #expect(try Mapper<Flags>(options: .strict).mapOrThrow(JSONString: #"{"count": 3, "enabled": false}"#).count == 3)
  }

  @Test("a directory given to init(contentsOf:) says it is a directory")
  func directory() throws {
    let error = try #require(throws: PersistenceError.self) {
      try Scored(contentsOf: FileManager.default.temporaryDirectory)
    }
    #expect(error.kind == .unreadable)
    #expect(error.description.contains("is a directory"))
  }
}
