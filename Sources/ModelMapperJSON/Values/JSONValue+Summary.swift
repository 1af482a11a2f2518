// Short renderings of a value for error messages, the engine's (a decoding error) and the
// layers built on the engine (what a value they refused was).

extension JSONValue {
  /// The value in words: `null`, `bool true`, `number 300`, `string "ten"`,
  /// `an array of 2 elements`, `an object with 3 members`; long text is cut at 40 characters.
  package var summary: String {
    switch self {
    case .null: return "null"
    case .bool(let flag): return "bool \(flag)"
    case .number, .string: return (isNumber ? "number " : "string ") + preview
    case .array(let elements): return "an array of \(elements.count) element\(elements.count == 1 ? "" : "s")"
    case .object(let object): return "an object with \(object.count) member\(object.count == 1 ? "" : "s")"
    }
  }

  /// The value as short JSON-like text: `"ten"`, `300`, `true`, `null`, `[2 elements]`,
  /// `{3 members}`; long text is cut at 40 characters.
  package var preview: String {
    switch self {
    case .null: return "null"
    case .bool(let flag): return "\(flag)"
    case .number(let number): return Self.shortened(number.text)
    case .string(let string): return Self.shortened((try? JSONWriter().string(.string(string))) ?? string)
    case .array(let elements): return "[\(elements.count) element\(elements.count == 1 ? "" : "s")]"
    case .object(let object): return "{\(object.count) member\(object.count == 1 ? "" : "s")}"
    }
  }

  private var isNumber: Bool {
    if case .number = self { return true }
    return false
  }

  /// `text`, or its first 37 characters and `...` when it is longer than 40.
  static func shortened(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(37)) + "..."
  }
}
