// The parser's errors: each names the kind, the byte offset (turned into a line and column by
// `JSONParseError.make`) and what was expected.

extension _JSONParser {
  // Every error is built out of line (`@inline(never)`), so the hot functions keep small
  // frames: an interpolated message inlined into `parseMemberKey` once cost it a 1.5 KB stack
  // frame and spills on every key.

  @inline(never)
  func fail(_ kind: JSONParseError.Kind, at offset: Int, _ message: String) -> JSONParseError {
    JSONParseError.make(kind, at: offset, in: UnsafeRawBufferPointer(start: input, count: count), message)
  }

  @inline(never)
  func describe(_ offset: Int) -> String {
    JSONParseError.describeByte(at: offset, in: UnsafeRawBufferPointer(start: input, count: count))
  }

  /// An "unexpected character" error, or "unexpected end" when `offset` is the end of input.
  @inline(never)
  func unexpected(at offset: Int, expected: String) -> JSONParseError {
    if offset >= count {
      return fail(.unexpectedEnd, at: offset, "unexpected end of input; expected \(expected)")
    }
    return fail(.unexpectedCharacter, at: offset, "unexpected \(describe(offset)); expected \(expected)")
  }

  @inline(never)
  func trailingContent(at pos: Int) -> JSONParseError {
    fail(.trailingContent, at: pos, "unexpected \(describe(pos)) after the end of the JSON value")
  }

  @inline(never)
  func literalError(at pos: Int, _ literal: String) -> JSONParseError {
    // Find the first byte that differs, for an exact position.
    let start = literal == "false" ? pos &- 1 : pos
    for (index, expected) in literal.utf8.enumerated() where input[start &+ index] != expected {
      return unexpected(at: start &+ index, expected: "'\(literal)'")
    }
    return unexpected(at: start, expected: "'\(literal)'")
  }
}
