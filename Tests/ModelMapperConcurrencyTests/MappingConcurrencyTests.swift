import Foundation
import ModelMapper
import SampleModels
import TestSupport
import Testing

/// Dates and URLs through the shipped transforms, whose formatters and caches are shared
/// between threads.
final class Dated: Mappable {
  static let json = """
    {"seconds": 1700000000, "iso": "2015-09-16T12:20:09+08:00", "custom": "31/12/2020",
     "formatted": "20200102", "flexible": ["2015-09-16", 1442377209123, "Wed Sep 16 12:20:09 +0800 2015"],
     "written": "2015-09-16T12:20:09.123+08:00", "url": "https://example.com/a?b=c", "uniqueDates": [0, 0, 1]}
    """
  static let formatter = DateFormatter(withFormat: "yyyyMMdd", locale: "en_US_POSIX")

  var seconds: Date?
  var iso: Date?
  var custom: Date?
  var formatted: Date?
  var flexible: [Date] = []
  var written: Date?
  var url: URL?
  var uniqueDates: Set<Date> = []

  required init?(map: Map) {}

  func mapping(map: Map) {
    seconds <- (map["seconds"], DateTransform())
    iso <- (map["iso"], ISO8601DateTransform())
    custom <- (map["custom"], CustomDateFormatTransform(formatString: "dd/MM/yyyy"))
    formatted <- (map["formatted"], DateFormatterTransform(dateFormatter: Self.formatter))
    flexible <- (map["flexible"], ArrayTransform(FlexibleDateTransform()))
    written <- (
      map["written"], FlexibleDateTransform(writingFormat: "EEE MMM dd HH:mm:ss Z yyyy", secondsFromGMT: 28800)
    )
    url <- (map["url"], URLTransform())
    uniqueDates <- (map["uniqueDates"], DateTransform())
  }
}

@Suite("Concurrent mapping")
struct MappingConcurrencyTests {
  @Test("a model type written for the first time from many tasks at once")
  func concurrentFirstWrites() async throws {
    // A type of its own, so that no other test has recorded its key shape.
    final class FirstWritten: Mappable {
      var index = 0
      init(index: Int) { self.index = index }
      required init?(map: Map) {}
      func mapping(map: Map) {
        var name = "n\(index % 3)"
        index <- map["index"]
        name <- map["name"]
        if index % 2 == 0 { name <- map["even"] }
        index <- map["k\(index % 4)"]
      }
    }
    func expected(_ index: Int) -> String {
      let name = "n\(index % 3)"
      let even = index % 2 == 0 ? #","even":"\#(name)""# : ""
      return #"{"index":\#(index),"name":"\#(name)""# + even + #","k\#(index % 4)":\#(index)}"#
    }
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          (0..<50).allSatisfy { step in
            let index = task * 50 + step
            return FirstWritten(index: index).toJSONString() == expected(index)
          }
        }
      }
      for try await allEqual in group { #expect(allEqual) }
    }
  }

  @Test("transforms shared by tasks convert the same while one task reads their formatters")
  func sharedTransformsExposed() async throws {
    // Sixteen transforms, so that their exposures spread over the shared locks; each task
    // converts with all of them, and task 0 reads each one's formatter half way through.
    let transforms = (0..<16).map { index in
      index % 2 == 0
        ? CustomDateFormatTransform(formatString: "yyyy-MM-dd HH:mm:ss") : ISO8601DateTransform()
    }
    // What each transform writes, in the process's zone (as ObjectMapper's formatters do).
    let reference = DateFormatter(withFormat: "yyyy-MM-dd HH:mm:ss", locale: "en_US_POSIX")
    let iso = DateFormatter(withFormat: "yyyy-MM-dd'T'HH:mm:ssZZZZZ", locale: "en_US_POSIX")
    let instants = (0..<200).map { Date(timeIntervalSince1970: Double($0) * 86_413) }
    let expected = instants.map { (reference.string(from: $0), iso.string(from: $0)) }
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          var allEqual = true
          for (step, instant) in instants.enumerated() {
            if task == 0 && step == 100 {
              for transform in transforms { _ = transform.dateFormatter }
            }
            for (index, transform) in transforms.enumerated() {
              let text = transform.transformToJSON(instant)
              let want = index % 2 == 0 ? expected[step].0 : expected[step].1
              allEqual = allEqual && text == want && transform.transformFromJSON(want) == instant
            }
          }
          return allEqual
        }
      }
      for try await allEqual in group { #expect(allEqual) }
    }
  }

  @Test("many tasks map the same documents and get the same results")
  func concurrentMapping() async throws {
    let twitter = String(decoding: try Fixtures.benchData("twitter.json"), as: UTF8.self)
    let expected = try #require(Mapper<TwitterSearch>().map(JSONString: twitter)?.toJSONString())
    let transformed = Dated.json
    let expectedTransformed = try #require(Mapper<Dated>().map(JSONString: transformed)?.toJSONString())
    try await withThrowingTaskGroup(of: (String?, String?).self) { group in
      for _ in 0..<8 {
        group.addTask {
          var last: (String?, String?) = (nil, nil)
          for _ in 0..<3 {
            last = (
              Mapper<TwitterSearch>().map(JSONString: twitter)?.toJSONString(),
              Mapper<Dated>().map(JSONString: transformed)?.toJSONString()
            )
          }
          return last
        }
      }
      // Sets write in an order of their own; compare the rest exactly.
      func withoutSets(_ text: String?) throws -> JSONValue {
        var object = try JSONValue(parsing: text ?? "{}").object ?? JSONObject()
        object["uniqueDates"] = nil
        return .object(object)
      }
      for try await (text, dates) in group {
        #expect(text == expected)
        #expect(try withoutSets(dates) == withoutSets(expectedTransformed))
      }
    }
  }

  @Test("many tasks write models to dictionaries at once, with shared and their own keys")
  func concurrentWrittenDictionaries() async throws {
    final class Row: Mappable {
      var id = 0
      var task = 0
      init(id: Int, task: Int) {
        self.id = id
        self.task = task
      }
      init?(map: Map) {}
      func mapping(map: Map) {
        id <- map["id"]
        task <- map["task"]
        var mark = id
        mark <- map["mark_\(task)_\(id % 3)"]
      }
    }
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          (0..<300).allSatisfy { id in
            let json = Row(id: id, task: task).toJSON()
            return json.count == 3 && json["id"] as? Int == id && json["task"] as? Int == task
              && json["mark_\(task)_\(id % 3)"] as? Int == id
          }
        }
      }
      for try await allEqual in group { #expect(allEqual) }
    }
  }

  @Test("many tasks build dictionaries of the same and different shapes at once")
  func concurrentDictionaries() async throws {
    final class Empty: Mappable {
      init?(map: Map) {}
      func mapping(map: Map) {}
    }
    // Shapes that share a slot's first keys, so that tasks replace each other's templates.
    func text(_ task: Int) -> String {
      "["
        + (0..<200).map { index in
          let extra = (index + task) % 3 == 0 ? #","extra":\#(index)"# : ""
          return #"{"id":\#(index),"name":"n\#(task)","user":{"id":\#(task),"login":"l\#(index)"}"# + extra + "}"
        }.joined(separator: ",") + "]"
    }
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          let source = text(task)
          let expected = try JSONSerialization.jsonObject(with: Data(source.utf8)) as! NSArray
          return (0..<5).allSatisfy { _ in
            (Mapper<Empty>.parseJSONString(JSONString: source) as? [Any]).map { ($0 as NSArray).isEqual(expected) }
              ?? false
          }
        }
      }
      for try await allEqual in group { #expect(allEqual) }
    }
  }
}
