/// An error thrown when JSON text is not valid RFC 8259 JSON.
///
/// The error names where the problem is: the zero-based byte ``offset``, the one-based
/// ``line`` and ``column`` (columns count Unicode scalars, so a tab or an emoji is one
/// column), and a short one-line ``excerpt`` of the text around it. The position is worked
/// out only when the error is thrown, so valid input pays nothing for it.
///
/// ```swift
/// do {
///   _ = try JSONDocument(parsing: "{\"a\": [1, 2,]}")
/// } catch let error as JSONParseError {
///   print(error)
///   // line 1, column 13 (byte 12): unexpected ']' after ','; trailing commas are not
///   // allowed near: {"a": [1, 2,>>>]}
/// }
/// ```
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  ///
  /// ```swift
  /// do {
  ///   _ = try JSONDocument(parsing: "[1, 2")
  /// } catch {
  ///   print(error.kind)  // unexpectedEnd
  /// }
  /// ```
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The input is empty or holds only whitespace.
    case emptyInput
    /// A byte that cannot start or continue a value here.
    case unexpectedCharacter
    /// The input ends inside a value.
    case unexpectedEnd
    /// A backslash escape that JSON does not define, a malformed `\u` escape, or a lone
    /// UTF-16 surrogate such as `\ud800` (rejected, never replaced).
    case invalidEscape
    /// A control character (below U+0020) that appears unescaped inside a string.
    case controlCharacterInString
    /// Bytes that are not well-formed UTF-8.
    case invalidUTF8
    /// A malformed number: a leading zero, a missing digit, `NaN`, `Infinity`, ...
    case invalidNumber
    /// Arrays and objects nested deeper than the parser's depth limit.
    case tooDeep
    /// Anything but whitespace after the top-level value.
    case trailingContent
    /// Input of 4 GiB or more.
    case inputTooLarge
  }

  /// What went wrong.
  public let kind: Kind
  /// The zero-based byte offset of the problem in the input.
  public let offset: Int
  /// The one-based line of the problem (lines end at `\n`).
  public let line: Int
  /// The one-based column of the problem, counted in Unicode scalars.
  public let column: Int
  /// A short, single-line excerpt of the input around the problem.
  public let excerpt: String
  /// A sentence describing the problem, such as `unexpected character ']'; expected a value`.
  public let message: String

  /// Creates an error with an explicit position; the parser computes these for you.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - offset: The zero-based byte offset of the problem.
  ///   - line: The one-based line of the problem (lines end at `\n`).
  ///   - column: The one-based column, counted in Unicode scalars.
  ///   - excerpt: A one-line excerpt of the text with `>>>` at the problem.
  ///   - message: A short description of the problem.
  public init(kind: Kind, offset: Int, line: Int, column: Int, excerpt: String, message: String) {
    self.kind = kind
    self.offset = offset
    self.line = line
    self.column = column
    self.excerpt = excerpt
    self.message = message
  }

  /// The error as one log-friendly line: position, message and excerpt.
  public var description: String {
    var text = "line \(line), column \(column) (byte \(offset)): \(message)"
    if !excerpt.isEmpty {
      text += " near: \(excerpt)"
    }
    return text
  }
}

extension JSONParseError {
  /// Builds an error for `offset` in `bytes`, computing line, column and excerpt.
  static func make(
    _ kind: Kind, at offset: Int, in bytes: UnsafeRawBufferPointer, _ message: String
  ) -> JSONParseError {
    let offset = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    var column = 1
    for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    return JSONParseError(
      kind: kind, offset: offset, line: line, column: column,
      excerpt: excerpt(around: offset, in: bytes), message: message)
  }

  /// Up to 24 bytes either side of `offset`, on one line, with control characters shown as
  /// escapes and a `>>>` marker at the problem.
  static func excerpt(around offset: Int, in bytes: UnsafeRawBufferPointer) -> String {
    var start = max(0, offset - 24)
    while start > 0 && start < bytes.count && bytes[start] & 0xC0 == 0x80 { start -= 1 }
    var end = min(bytes.count, offset + 24)
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    func render(_ range: Range<Int>) -> String {
      let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      var out = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
          out += "\\u{\(String(scalar.value, radix: 16))}"
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out
    }
    if bytes.isEmpty { return "" }
    return render(start..<offset) + ">>>" + render(offset..<end)
  }

  /// A readable rendering of the byte at `offset` for messages: `'x'`, `byte 0xFF`, or `end of input`.
  static func describeByte(at offset: Int, in bytes: UnsafeRawBufferPointer) -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    switch byte {
    case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    case 0x20: return "space"
    case 0x0A: return "line feed"
    case 0x09: return "tab"
    case 0x0D: return "carriage return"
    default:
      let hex = String(byte, radix: 16, uppercase: true)
      return "byte 0x" + (hex.count < 2 ? "0" + hex : hex)
    }
  }
}
