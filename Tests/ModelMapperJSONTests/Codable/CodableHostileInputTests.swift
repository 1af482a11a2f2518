import Foundation
import ModelMapperJSON
import TestSupport
import Testing

/// A GitHub user, as Codable code declares one (the fields of github-user.json).
private struct User: Codable, Equatable {
  var login: String
  var id: Int
  var siteAdmin: Bool
  var name: String?
  var publicRepos: Int
  var followers: Int
}

/// Any depth of arrays.
private indirect enum Nest: Codable, Equatable {
  case leaf(Int)
  case list([Nest])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Int.self) {
      self = .leaf(value)
    } else {
      self = .list(try container.decode([Nest].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .leaf(let value): try container.encode(value)
    case .list(let values): try container.encode(values)
    }
  }
}

/// The parse error inside a decoding error, or nil.
private func parseError(_ error: any Error) -> JSONParseError? {
  guard case DecodingError.dataCorrupted(let context) = error else { return nil }
  return context.underlyingError as? JSONParseError
}

@Suite("The Codable decoder on malformed, truncated, huge and deeply nested input: errors, never a crash")
struct CodableHostileInputTests {
  static func decoder() -> ModelMapperJSONDecoder {
    let decoder = ModelMapperJSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  @Test("every truncation of a real document is invalid JSON at or before its end, with line and column")
  func truncations() throws {
    let data = try Fixtures.benchData("github-user.json")
    let user = try Self.decoder().decode(User.self, from: data)
    #expect(user.login == "facebook")
    let bytes = Array(data)
    // Every prefix that stops before the closing brace.
    let end = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
    for length in 0...end {
      #expect {
        try Self.decoder().decode(User.self, from: Array(bytes[0..<length]))
      } throws: { error in
        guard let parse = parseError(error) else { return false }
        return parse.offset <= length && parse.line >= 1 && parse.column >= 1
      }
    }
  }

  @Test("nesting deeper than the limit is a tooDeep error; the limit can be lowered and raised")
  func deepNesting() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect {
      try ModelMapperJSONDecoder().decode(Nest.self, from: deep)
    } throws: { parseError($0)?.kind == .tooDeep }
    let decoder = ModelMapperJSONDecoder()
    decoder.maxDepth = 10
    let eleven = String(repeating: "[", count: 11) + "1" + String(repeating: "]", count: 11)
    #expect { try decoder.decode(Nest.self, from: eleven) } throws: { parseError($0)?.kind == .tooDeep }
    decoder.maxDepth = 20
    var expected = Nest.leaf(1)
    for _ in 0..<11 { expected = .list([expected]) }
    #expect(try decoder.decode(Nest.self, from: eleven) == expected)
  }

  @Test("a 2 MB string and a 100,000-element array decode and encode whole")
  func hugeValues() throws {
    let text = String(repeating: "ab\\u00e9/", count: 250_000)
    let decoded = try ModelMapperJSONDecoder().decode([String].self, from: "[\"\(text)\"]")
    #expect(decoded.first?.count == 250_000 * 4)
    let numbers = Array(0..<100_000)
    let data = try ModelMapperJSONEncoder().encode(numbers)
    #expect(try ModelMapperJSONDecoder().decode([Int].self, from: data) == numbers)
  }

  @Test("malformed input of every kind is a DecodingError naming the place")
  func malformed() throws {
    let cases: [(String, JSONParseError.Kind)] = [
      ("", .emptyInput), ("{\"login\": }", .unexpectedCharacter), ("{\"login\": \"a", .unexpectedEnd),
      ("{\"login\": \"\\x\"}", .invalidEscape), ("{\"login\": \"\u{1}\"}", .controlCharacterInString),
      ("{\"id\": 01}", .invalidNumber), ("{} {}", .trailingContent),
    ]
    for (text, kind) in cases {
      #expect(throws: DecodingError.self) { try Self.decoder().decode(User.self, from: text) }
      do {
        _ = try Self.decoder().decode(User.self, from: text)
      } catch {
        #expect(parseError(error)?.kind == kind, "\(text.debugDescription): \(error)")
      }
    }
    let invalidUTF8: [UInt8] = Array("{\"login\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    #expect { try Self.decoder().decode(User.self, from: invalidUTF8) } throws: { parseError($0)?.kind == .invalidUTF8 }
  }

  @Test("values of the wrong type, and a wrong type in place of a container, name their coding path")
  func wrongTypes() throws {
    #expect {
      try Self.decoder().decode([User].self, from: #"[{"login": 1}]"#)
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["Index 0", "login"]
    }
    #expect {
      try Self.decoder().decode(User.self, from: #"[1, 2]"#)
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else { return false }
      return context.codingPath.isEmpty
    }
  }
}
