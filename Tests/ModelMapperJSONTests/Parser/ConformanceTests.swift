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
    #expect(Self.accepted.count == 95 && Self.rejected.count == 188 && Self.either.count == 35)
    #expect(Self.roundTrips.count == 27)
    #expect(Self.transforms.count == 22)
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

  /// The verdict on each implementation-defined case, as Docs/JSONEngine.md states the rules:
  /// numbers of any size or precision are accepted (kept as their text); lone surrogate
  /// escapes are rejected as invalid escapes, bytes that are not UTF-8 (Latin-1, UTF-16) as
  /// invalid UTF-8 or an unexpected byte; a UTF-8 byte order mark is skipped; 500 levels are
  /// within the default limit of 512. Nil: accepted.
  static let verdicts: [String: JSONParseError.Kind?] = [
    "i_number_double_huge_neg_exp.json": nil, "i_number_huge_exp.json": nil, "i_number_neg_int_huge_exp.json": nil,
    "i_number_pos_double_huge_exp.json": nil, "i_number_real_neg_overflow.json": nil,
    "i_number_real_pos_overflow.json": nil, "i_number_real_underflow.json": nil, "i_number_too_big_neg_int.json": nil,
    "i_number_too_big_pos_int.json": nil, "i_number_very_big_negative_int.json": nil,
    "i_object_key_lone_2nd_surrogate.json": .invalidEscape,
    "i_string_1st_surrogate_but_2nd_missing.json": .invalidEscape,
    "i_string_1st_valid_surrogate_2nd_invalid.json": .invalidEscape,
    "i_string_UTF-16LE_with_BOM.json": .unexpectedCharacter, "i_string_UTF-8_invalid_sequence.json": .invalidUTF8,
    "i_string_UTF8_surrogate_U+D800.json": .invalidUTF8,
    "i_string_incomplete_surrogate_and_escape_valid.json": .invalidEscape,
    "i_string_incomplete_surrogate_pair.json": .invalidEscape,
    "i_string_incomplete_surrogates_escape_valid.json": .invalidEscape,
    "i_string_invalid_lonely_surrogate.json": .invalidEscape, "i_string_invalid_surrogate.json": .invalidEscape,
    "i_string_invalid_utf-8.json": .invalidUTF8, "i_string_inverted_surrogates_U+1D11E.json": .invalidEscape,
    "i_string_iso_latin_1.json": .invalidUTF8, "i_string_lone_second_surrogate.json": .invalidEscape,
    "i_string_lone_utf8_continuation_byte.json": .invalidUTF8, "i_string_not_in_unicode_range.json": .invalidUTF8,
    "i_string_overlong_sequence_2_bytes.json": .invalidUTF8, "i_string_overlong_sequence_6_bytes.json": .invalidUTF8,
    "i_string_overlong_sequence_6_bytes_null.json": .invalidUTF8, "i_string_truncated-utf-8.json": .invalidUTF8,
    "i_string_utf16BE_no_BOM.json": .unexpectedCharacter, "i_string_utf16LE_no_BOM.json": .unexpectedCharacter,
    "i_structure_500_nested_arrays.json": nil, "i_structure_UTF-8_BOM_empty_object.json": nil,
  ]

  @Test(
    "every i_ case gets its documented verdict; what is accepted writes and parses back the same", arguments: either)
  func decidesImplementationDefined(file: URL) throws {
    let name = file.lastPathComponent
    let verdict = try #require(Self.verdicts[name], "no verdict recorded for \(name)")
    let data = try Data(contentsOf: file)
    do {
      let document = try JSONDocument(parsing: data)
      #expect(verdict == nil, "\(name) was accepted; expected \(String(describing: verdict))")
      let text = JSONWriter().bytes(document.root)
      #expect(try JSONDocument(parsing: text).root.value == document.root.value)
    } catch {
      #expect(error.kind == verdict, "\(name): \(error)")
      #expect(error.offset <= data.count && error.line >= 1 && error.column >= 1)
    }
  }

  @Test("every i_ case has a verdict, and none is left over")
  func everyVerdictRecorded() {
    #expect(Set(Self.either.map(\.lastPathComponent)) == Set(Self.verdicts.keys))
  }

  /// The test_transform cases ModelMapper rejects: text that is not UTF-8, and escapes of
  /// lone surrogates (`\uD800`), as the i_ cases of the same kinds. Every other case parses.
  static let rejectedTransforms: [String: JSONParseError.Kind] = [
    "string_1_escaped_invalid_codepoint.json": .invalidEscape, "string_1_invalid_codepoint.json": .invalidUTF8,
    "string_2_escaped_invalid_codepoints.json": .invalidEscape, "string_2_invalid_codepoints.json": .invalidUTF8,
    "string_3_escaped_invalid_codepoints.json": .invalidEscape, "string_3_invalid_codepoints.json": .invalidUTF8,
  ]

  @Test("test_transform cases get their verdict, and round-trip when accepted", arguments: transforms)
  func transformCases(file: URL) throws {
    let name = file.lastPathComponent
    let data = try Data(contentsOf: file)
    do {
      let document = try JSONDocument(parsing: data)
      #expect(Self.rejectedTransforms[name] == nil, "\(name) was accepted")
      let text = JSONWriter().bytes(document.root)
      #expect(try JSONDocument(parsing: text).root.value == document.root.value)
    } catch {
      #expect(error.kind == Self.rejectedTransforms[name], "\(name): \(error)")
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
