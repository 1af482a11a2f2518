import Foundation
import ModelMapperJSON
import TestSupport
import Testing

@Suite("Documents across tasks")
struct DocumentConcurrencyTests {
  @Test("a document is shared safely across tasks")
  func concurrentReads() async throws {
    let document = try JSONDocument(parsing: try Fixtures.benchData("twitter.json"))
    let expected = document.root["statuses"]?[42]?["user"]?["screen_name"]?.string
    try await withThrowingTaskGroup(of: String?.self) { group in
      for _ in 0..<8 {
        group.addTask { document.root["statuses"]?[42]?["user"]?["screen_name"]?.string }
      }
      for try await name in group {
        #expect(name == expected)
      }
    }
  }

  /// A large document (over the 32 KB that share one block with their tape) whose values
  /// say which document and size they belong to.
  static func largeDocument(_ tag: Int, values: Int) -> String {
    "[" + (0..<values).map { #"{"tag":\#(tag),"i":\#($0),"s":"v\#($0)"}"# }.joined(separator: ",") + "]"
  }

  static func checkLarge(_ document: JSONDocument, tag: Int, values: Int) -> Bool {
    guard document.root.count == values else { return false }
    for index in [0, values / 2, values - 1] {
      guard let element = document.root[index], element["tag"]?.int64 == Int64(tag),
        element["i"]?.int64 == Int64(index), element["s"]?.string == "v\(index)"
      else { return false }
    }
    return true
  }

  @Test("large documents reuse the blocks of freed ones, never of live ones, across sizes and tasks")
  func largeDocumentBlocksAreReused() async throws {
    // Blocks of freed documents go to a pool; documents still alive must keep theirs.
    let kept = try JSONDocument(parsing: Self.largeDocument(0, values: 3_000))
    var alive: [(JSONDocument, Int, Int)] = []
    for (round, values) in [2_000, 6_000, 1_500, 12_000, 2_000, 800, 6_000].enumerated() {
      let document = try JSONDocument(parsing: Self.largeDocument(round + 1, values: values))
      #expect(Self.checkLarge(document, tag: round + 1, values: values))
      // Keep every other one alive while the rest are freed.
      if round.isMultiple(of: 2) { alive.append((document, round + 1, values)) }
    }
    #expect(Self.checkLarge(kept, tag: 0, values: 3_000))
    for (document, tag, values) in alive { #expect(Self.checkLarge(document, tag: tag, values: values)) }
    // Many tasks parsing and freeing large documents at once.
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          for round in 0..<6 {
            let values = 1_000 + 700 * ((task + round) % 5)
            let tag = task * 100 + round
            let document = try JSONDocument(parsing: Self.largeDocument(tag, values: values))
            guard Self.checkLarge(document, tag: tag, values: values) else { return false }
          }
          return true
        }
      }
      for try await passed in group { #expect(passed) }
    }
    #expect(Self.checkLarge(kept, tag: 0, values: 3_000))
  }
}
