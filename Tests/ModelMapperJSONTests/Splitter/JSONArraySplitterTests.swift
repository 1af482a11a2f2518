import Foundation
import ModelMapperJSON
import SeededRandom
import TestSupport
import Testing

@Suite("Streaming: elements of documents that arrive in pieces")
struct JSONStreamSplitterTests {
  /// Every JSONTestSuite case: checked as a stream in pieces of 1, 2, 3 and 7 bytes, valid
  /// exactly when the parser finds it valid, and failing at the parser's offset, line and
  /// column.
  static let suite = Fixtures.files(in: "conformance/JSONTestSuite/test_parsing")

  @Test("a document streamed in pieces is valid exactly when it parses, failing where the parser fails")
  func conformance() throws {
    #expect(Self.suite.count > 300)
    for url in Self.suite {
      let bytes = [UInt8](try Data(contentsOf: url))
      let whole = Result { () throws(JSONParseError) in try JSONDocument(parsing: bytes) }
      // Descending into every container (a limit of 0 bytes) checks it piece by piece.
      for (chunk, descend) in [
        (1, nil), (2, nil), (3, 0), (7, nil), (bytes.count + 1, nil), (bytes.count + 1, 0), (1, 0),
      ] {
        let streamed = split(bytes, layout: .document, chunk: chunk, descendBytes: descend)
        switch whole {
        case .success:
          #expect(streamed.failure == nil, "\(url.lastPathComponent) in \(chunk)-byte pieces: \(streamed.failure!)")
        case .failure(let error):
          let found = try #require(streamed.parseError, "\(url.lastPathComponent) in \(chunk)-byte pieces passed")
          #expect(same(found, error), "\(url.lastPathComponent) in \(chunk)-byte pieces: \(found) vs \(error)")
        }
      }
    }
  }

  @Test("the elements of every top-level array in the suite, streamed in pieces, are the parser's elements")
  func conformanceArrays() throws {
    for url in Self.suite {
      let bytes = [UInt8](try Data(contentsOf: url))
      let whole = Result { () throws(JSONParseError) in try JSONDocument(parsing: bytes) }
      for chunk in [1, 3, bytes.count + 1] {
        let streamed = split(bytes, layout: .array(path: []), chunk: chunk, batchBytes: 4)
        switch whole {
        case .success(let document):
          guard document.root.kind == .array else {
            guard case .notAnArray? = streamed.failure else {
              Issue.record("\(url.lastPathComponent): \(String(describing: streamed.failure))")
              continue
            }
            continue
          }
          #expect(streamed.failure == nil, "\(url.lastPathComponent): \(String(describing: streamed.failure))")
          #expect(streamed.values == document.root.elements.map(\.value), "\(url.lastPathComponent)")
          #expect(streamed.indices == Array(0..<document.root.count))
        case .failure(let error):
          guard bytes.first == UInt8(ascii: "[") else { continue }
          let found = try #require(streamed.parseError, "\(url.lastPathComponent) in \(chunk)-byte pieces passed")
          #expect(same(found, error), "\(url.lastPathComponent): \(found) vs \(error)")
        }
      }
    }
  }

  /// Inputs the JSON fuzzer found streaming and parsing disagree on.
  static let findings = [
    // A member's value entered piece by piece, its object never closed: the parser's words
    // in the object's context, not "after the end of the JSON value".
    #"{"a":"b,"Opt{"":i"0c'}"}"#,
    // A bad number before a stray bracket at the top level, or before a comma in a
    // container: the parser must see the real byte after it.
    "1.]", "[1.,2]", #"{"a": 1.,"b": 2}"#, #"{"a": [1.e, 2]}"#,
    // A byte order mark after whitespace is an unexpected byte, not a misplaced mark.
    "\n\n\u{FEFF}={\"a\": 1}", "  \u{FEFF}[1]",
  ]

  @Test("the fuzzer's findings fail as the parser fails", arguments: findings)
  func fuzzerFindings(text: String) throws {
    let bytes = Array(text.utf8)
    let error = try #require(throws: JSONParseError.self) { try JSONDocument(parsing: bytes) }
    for chunk in 1...8 {
      for descend in [nil, 0] as [Int?] {
        let found = try #require(split(bytes, layout: .document, chunk: chunk, descendBytes: descend).parseError)
        #expect(same(found, error), "\(chunk), \(String(describing: descend)): \(found)")
        guard bytes.first == UInt8(ascii: "[") else { continue }
        let element = try #require(split(bytes, layout: .array(path: []), chunk: chunk, batchBytes: 1).parseError)
        #expect(same(element, error), "\(chunk), elements: \(element)")
      }
    }
  }

  @Test("elements split across every chunk boundary", arguments: Array(1...24))
  func everyChunkSize(chunk: Int) throws {
    let text =
      #"{"meta": {"n": [1, {"x": "],}"}]}, "data": {"items": [{"id": 1, "s": "a\"]b"}, [2, [3]], "é😀", -0.5e3, true, null, {}]}, "after": 1}"#
    let bytes = Array(text.utf8)
    let streamed = split(bytes, layout: .array(path: ["data", "items"]), chunk: chunk, batchBytes: chunk % 5 + 1)
    let expected = try JSONDocument(parsing: text).root["data"]!["items"]!.elements.map(\.value)
    #expect(streamed.failure == nil, "\(String(describing: streamed.failure))")
    #expect(streamed.values == expected)
    #expect(streamed.indices == Array(0..<7))
  }

  @Test("an error after thousands of lines, streamed in pieces, is at the parser's line and column", arguments: 0..<6)
  func lineAndColumnAfterDiscards(seed: Int) throws {
    // Lines of every length (some long, some empty, multibyte text), so that the bytes the
    // reader drops as it goes end anywhere in a line; then one bad byte.
    var random = SeededGenerator(seed: UInt64(seed) &+ 41)
    var text = "["
    for index in 0..<3_000 {
      if index > 0 { text += "," }
      text += String(repeating: "\n", count: Int(random.next() % 3))
      let width = Int(random.next() % 90)
      let value = String(repeating: "é", count: width % 7) + String(repeating: "x", count: width)
      text += #"{"n": \#(index), "s": "\#(value)"}"#
    }
    let bad = Int(random.next() % 3)
    text += [",\n  ]", "\n, {\"n\": 1,}]", "\n\n  {\"é\": x}]"][bad]
    let bytes = Array(text.utf8)
    let error = try #require(Result { () throws(JSONParseError) in try JSONDocument(parsing: bytes) }.failure)
    #expect(error.line > 2_000)
    for chunk in [1, 7, 64, 4_096, 70_000, bytes.count + 1] {
      let streamed = split(bytes, layout: .array(path: []), chunk: chunk, batchBytes: 1 << 12)
      let found = try #require(streamed.parseError, "\(chunk)-byte pieces passed")
      #expect(same(found, error), "\(chunk)-byte pieces: \(found) vs \(error)")
      // An element followed by a value without a comma ends, for the scan, at the next
      // delimiter: it fails with that value rather than being delivered before the error.
      #expect(streamed.values.count == (bad == 2 ? 2_999 : 3_000), "\(chunk)-byte pieces, ending \(bad)")
    }
  }

  @Test("a document truncated at every byte delivers whole elements, then fails where the parser fails")
  func truncatedAtEveryByte() throws {
    let text =
      #"{"count": 3, "items": [{"id": 1, "tags": ["a", "b"]}, {"id": 2, "name": "\u00e9"}, {"id": 3}], "next": null}"#
    let bytes = Array(text.utf8)
    let all = try JSONDocument(parsing: text).root["items"]!.elements.map(\.value)
    for length in 0..<bytes.count {
      let prefix = Array(bytes[0..<length])
      let error = try #require(Result { () throws(JSONParseError) in try JSONDocument(parsing: prefix) }.failure)
      for chunk in [1, 5, length + 1] {
        let streamed = split(prefix, layout: .array(path: ["items"]), chunk: chunk)
        let found = try #require(streamed.parseError, "\(length) bytes passed: \(String(describing: streamed.failure))")
        #expect(found.offset == error.offset, "\(length) bytes: \(found) vs \(error)")
        #expect(streamed.values == Array(all.prefix(streamed.values.count)))
        // Every element that ended before the cut is delivered.
        let whole = all.indices.filter { index in
          let closing = [51, 80, 91][index]  // where each element's closing brace is
          return length > closing + 1
        }
        #expect(streamed.values.count == whole.count, "\(length) bytes delivered \(streamed.values.count)")
      }
    }
  }
}

/// Whether two errors are the same but for their excerpts (a stream holds only the bytes
/// around the problem that have arrived and are not yet dropped).
func same(_ lhs: JSONParseError, _ rhs: JSONParseError) -> Bool {
  (lhs.kind, lhs.offset, lhs.line, lhs.column, lhs.message) == (rhs.kind, rhs.offset, rhs.line, rhs.column, rhs.message)
}

extension Result {
  /// The error, if this is a failure.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
