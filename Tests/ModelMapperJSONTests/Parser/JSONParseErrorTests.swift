import Foundation
import ModelMapperJSON
import Testing

@Suite("Parse errors name the kind, offset, line and column")
struct JSONParseErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var kind: JSONParseError.Kind
    var offset: Int
    var line: Int
    var column: Int
    var testDescription: String { text.debugDescription }
  }

  static let cases: [Case] = [
    Case(text: "", kind: .emptyInput, offset: 0, line: 1, column: 1),
    Case(text: " \n\t ", kind: .emptyInput, offset: 4, line: 2, column: 3),
    Case(text: "[1, 2,]", kind: .unexpectedCharacter, offset: 6, line: 1, column: 7),
    Case(text: "{\"a\": 1,}", kind: .unexpectedCharacter, offset: 8, line: 1, column: 9),
    Case(text: "{\n  \"a\": tru\n}", kind: .unexpectedCharacter, offset: 12, line: 2, column: 11),
    Case(text: "[1\n,\n2", kind: .unexpectedEnd, offset: 6, line: 3, column: 2),
    Case(text: "\"abc", kind: .unexpectedEnd, offset: 4, line: 1, column: 5),
    Case(text: "[\"a\\x\"]", kind: .invalidEscape, offset: 3, line: 1, column: 4),
    Case(text: "[\"\\ud800\"]", kind: .invalidEscape, offset: 2, line: 1, column: 3),
    Case(text: "[\"\\udc00\"]", kind: .invalidEscape, offset: 2, line: 1, column: 3),
    Case(text: "[\"\\ud800\\u0041\"]", kind: .invalidEscape, offset: 2, line: 1, column: 3),
    Case(text: "[\"a\u{01}\"]", kind: .controlCharacterInString, offset: 3, line: 1, column: 4),
    Case(text: "[\"é\tb\"]", kind: .controlCharacterInString, offset: 4, line: 1, column: 4),
    // After a run of non-ASCII text longer than the 16-byte scan steps.
    Case(text: "[\"日本語のテキスト\u{01}\"]", kind: .controlCharacterInString, offset: 26, line: 1, column: 11),
    Case(text: "[\"日本語のテキスト", kind: .unexpectedEnd, offset: 26, line: 1, column: 11),
    Case(text: "[01]", kind: .invalidNumber, offset: 2, line: 1, column: 3),
    Case(text: "[-]", kind: .invalidNumber, offset: 2, line: 1, column: 3),
    Case(text: "[1.]", kind: .invalidNumber, offset: 3, line: 1, column: 4),
    Case(text: "[1e+]", kind: .invalidNumber, offset: 4, line: 1, column: 5),
    Case(text: "[NaN]", kind: .invalidNumber, offset: 1, line: 1, column: 2),
    Case(text: "[Infinity]", kind: .invalidNumber, offset: 1, line: 1, column: 2),
    Case(text: "{} x", kind: .trailingContent, offset: 3, line: 1, column: 4),
    Case(text: "[1] [2]", kind: .trailingContent, offset: 4, line: 1, column: 5),
    Case(text: "{'a': 1}", kind: .unexpectedCharacter, offset: 1, line: 1, column: 2),
    Case(text: "[1] // comment", kind: .trailingContent, offset: 4, line: 1, column: 5),
    Case(text: "/* c */ [1]", kind: .unexpectedCharacter, offset: 0, line: 1, column: 1),
    Case(text: "{\"a\" 1}", kind: .unexpectedCharacter, offset: 5, line: 1, column: 6),
    Case(text: "{1: 2}", kind: .unexpectedCharacter, offset: 1, line: 1, column: 2),
    Case(text: "[1 2]", kind: .unexpectedCharacter, offset: 3, line: 1, column: 4),
  ]

  @Test("each malformed text gives the expected error", arguments: cases)
  func positioned(_ testCase: Case) {
    let error = #expect(throws: JSONParseError.self) { try JSONDocument(parsing: testCase.text) }
    #expect(error?.kind == testCase.kind, "\(String(describing: error))")
    #expect(error?.offset == testCase.offset, "\(String(describing: error))")
    #expect(error?.line == testCase.line, "\(String(describing: error))")
    #expect(error?.column == testCase.column, "\(String(describing: error))")
  }

  @Test("invalid UTF-8 is rejected at the bad byte")
  func invalidUTF8() {
    let cases: [([UInt8], Int)] = [
      ([0x22, 0xFF, 0x22], 1),  // never valid
      ([0x22, 0xC0, 0xAF, 0x22], 1),  // overlong "/"
      ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),  // encoded surrogate
      ([0x22, 0x61, 0x80, 0x22], 2),  // lone continuation byte
      ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),  // above U+10FFFF
      ([0x22, 0xE2, 0x82, 0x22], 1),  // truncated sequence before the quote
    ]
    for (bytes, offset) in cases {
      let error = #expect(throws: JSONParseError.self) { try JSONDocument(parsing: bytes) }
      #expect(error?.kind == .invalidUTF8, "\(bytes)")
      #expect(error?.offset == offset, "\(bytes)")
    }
  }

  @Test("a UTF-8 byte order mark is skipped by default and rejected on request")
  func byteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\":1}".utf8)
    #expect(try JSONDocument(parsing: bytes).root["a"]?.int64 == 1)
    let error = #expect(throws: JSONParseError.self) {
      try JSONDocument(parsing: bytes, options: .init(allowsByteOrderMark: false))
    }
    #expect(error?.offset == 0)
    #expect(throws: JSONParseError.self) { try JSONDocument(parsing: [0xEF, 0xBB, 0xBF]) }
  }

  @Test("the description reads as one log line with position and excerpt")
  func description() {
    let error = #expect(throws: JSONParseError.self) {
      try JSONDocument(parsing: "{\n  \"name\": \"Ada\",\n  \"age\": 3x\n}")
    }
    #expect(
      error?.description
        == #"line 3, column 11 (byte 29): unexpected 'x'; expected ',' or '}' near: name": "Ada",\n  "age": 3>>>x\n}"#)
  }

  @Test("control characters and long lines are escaped and cut in the excerpt")
  func excerpt() {
    let long = String(repeating: "a", count: 200)
    let error = #expect(throws: JSONParseError.self) { try JSONDocument(parsing: "[\"\(long)\", \u{7}]") }
    let excerpt = error?.excerpt ?? ""
    #expect(excerpt.count < 70)
    #expect(excerpt.contains(">>>\\u{7}"))
    #expect(!excerpt.contains("\n"))
  }
}
