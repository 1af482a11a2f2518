import Foundation
import ModelMapperJSON
import TestSupport
import Testing

@Suite("JSONTestSuite and nativejson-benchmark conformance")
struct ConformanceTests {
  static let parsingCases = Fixtures.files(in: "conformance/JSONTestSuite/test_parsing")
  static let accepted = parsingCases.filter { $0.lastPathComponent.hasPrefix("y_") }
  static let rejected = parsingCases.filter { $0.lastPathComponent.hasPrefix("n_") }
  static let either = parsingCases.filter { $0.lastPathComponent.hasPrefix("i_") }
  static let roundTrips = Fixtures.files(in: "conformance/nativejson-roundtrip")
  static let transforms = Fixtures.files(in: "conformance/JSONTestSuite/test_transform")

  @Test("the fixtures are present")
  func fixturesPresent() {
    #expect(Self.parsingCases.count == 318)
    #expect(Self.roundTrips.count == 27)
  }

  @Test("every y_ case is accepted", arguments: accepted)
  func acceptsValid(file: URL) throws {
    let data = try Data(contentsOf: file)
    #expect(throws: Never.self) { try JSONDocument(parsing: data) }
  }

  @Test("every n_ case is rejected with a positioned error", arguments: rejected)
  func rejectsInvalid(file: URL) throws {
    let data = try Data(contentsOf: file)
    let error = #expect(throws: JSONParseError.self) { try JSONDocument(parsing: data) }
    if let error {
      #expect(error.offset >= 0 && error.offset <= data.count)
      #expect(error.line >= 1 && error.column >= 1)
      #expect(!error.message.isEmpty)
    }
  }

  @Test("every i_ case is accepted or rejected without crashing", arguments: either)
  func decidesImplementationDefined(file: URL) throws {
    let data = try Data(contentsOf: file)
    do {
      let document = try JSONDocument(parsing: data)
      // Whatever is accepted must be writable and parse back to the same value.
      let text = JSONWriter().bytes(document.root)
      #expect(try JSONDocument(parsing: text).root.value == document.root.value)
    } catch {
      #expect(error.offset <= data.count)
    }
  }

  @Test("test_transform cases parse or fail cleanly, and round-trip when accepted", arguments: transforms)
  func transformCases(file: URL) throws {
    let data = try Data(contentsOf: file)
    if let document = try? JSONDocument(parsing: data) {
      let text = JSONWriter().bytes(document.root)
      #expect(try JSONDocument(parsing: text).root.value == document.root.value)
    }
  }

  @Test("nativejson-benchmark round trips are byte for byte", arguments: roundTrips)
  func roundTrip(file: URL) throws {
    let data = try Data(contentsOf: file)
    let expected = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let document = try JSONDocument(parsing: data)
    #expect(JSONWriter().string(document.root) == expected)
    // Through the owned tree too.
    #expect(try JSONWriter().string(document.root.value) == expected)
  }
}
