import Foundation

/// Writes JSON text from a ``JSONValue`` or from a parsed ``JSONDocument``.
///
/// Output is compact by default; options add pretty printing, sorted keys, escaped slashes
/// and ASCII-only output. Strings escape `"`, `\` and control characters (`\n`, `\t`, ...,
/// others as `\u00XX`); `/` is left as is unless ``Options/escapesSlashes`` is set. Numbers
/// are written exactly: integers in decimal, doubles as the shortest text that reads back
/// to the same value, parsed numbers as they were written.
///
/// ```swift
/// let value: JSONValue = ["b": [1, 2], "a": "x/y"]
/// try JSONWriter().string(value)                                   // {"b":[1,2],"a":"x/y"}
/// try JSONWriter(options: .init(prettyPrinted: true, sortsKeys: true)).string(value)
/// // {
/// //   "a": "x/y",
/// //   "b": [
/// //     1,
/// //     2
/// //   ]
/// // }
/// ```
public struct JSONWriter: Sendable {
  /// Output options: layout, key order and escaping.
  ///
  /// ```swift
  /// let writer = JSONWriter(options: .init(prettyPrinted: true, sortsKeys: true))
  /// print(try writer.string(["b": 1, "a": [true]]))
  /// // {
  /// //   "a": [
  /// //     true
  /// //   ],
  /// //   "b": 1
  /// // }
  /// ```
  public struct Options: Sendable, Hashable {
    /// Whether to put each element and member on its own indented line.
    public var prettyPrinted: Bool
    /// Spaces per indentation level when pretty printing (default 2).
    public var indentWidth: Int
    /// Whether to write object members sorted by key instead of in their order.
    public var sortsKeys: Bool
    /// Whether to write `/` as `\/`.
    public var escapesSlashes: Bool
    /// Whether to write every non-ASCII character as a `\uXXXX` escape (ASCII-only output).
    public var escapesNonASCII: Bool
    /// The deepest nesting written from a ``JSONValue`` (default 512); deeper values throw
    /// ``JSONWriteError/Kind/tooDeep``.
    public var maxDepth: Int
    /// Foundation's pretty layout (`JSONEncoder` and `JSONSerialization`): `" : "` between a
    /// key and its value, and an empty container on three lines (`[`, an empty line, `]`).
    @usableFromInline package var foundationLayout = false

    /// Creates options; every option is off by default, so the output is compact.
    ///
    /// ```swift
    /// let options = JSONWriter.Options(prettyPrinted: true, indentWidth: 4)
    /// ```
    ///
    /// - Parameters:
    ///   - prettyPrinted: Whether to put each element and member on its own indented line (default
    ///     false).
    ///   - indentWidth: Spaces per indentation level when pretty printing (default 2).
    ///   - sortsKeys: Whether to write object members sorted by key (default false: in their
    ///     order).
    ///   - escapesSlashes: Whether to write `/` as `\/` (default false).
    ///   - escapesNonASCII: Whether to write every non-ASCII character as a `\uXXXX` escape
    ///     (default false).
    ///   - maxDepth: The deepest nesting of arrays and objects accepted (default 512).
    public init(
      prettyPrinted: Bool = false, indentWidth: Int = 2, sortsKeys: Bool = false,
      escapesSlashes: Bool = false, escapesNonASCII: Bool = false, maxDepth: Int = 512
    ) {
      self.prettyPrinted = prettyPrinted
      self.indentWidth = max(0, indentWidth)
      self.sortsKeys = sortsKeys
      self.escapesSlashes = escapesSlashes
      self.escapesNonASCII = escapesNonASCII
      self.maxDepth = maxDepth
    }

    /// Compact output in member order.
    public static let compact = Options()
    /// Pretty output, two spaces per level, in member order.
    public static let pretty = Options(prettyPrinted: true)
  }

  /// The output options.
  public var options: Options

  /// Creates a writer.
  ///
  /// ```swift
  /// let writer = JSONWriter(options: .pretty)
  /// ```
  ///
  /// - Parameter options: Layout, key order and escaping (default: compact, in order).
  public init(options: Options = .compact) {
    self.options = options
  }

  /// Writes a value as UTF-8 bytes.
  ///
  /// - Parameter value: The value to write.
  /// - Throws: ``JSONWriteError`` for a non-finite number or nesting beyond the depth limit.
  public func bytes(_ value: JSONValue) throws(JSONWriteError) -> [UInt8] {
    var emitter = _JSONEmitter(options: options, capacity: 256)
    try emitter.write(value, depth: 0)
    return emitter.buffer.makeArray()
  }

  /// Writes a value as UTF-8 data.
  ///
  /// - Parameter value: The value to write.
  /// - Throws: ``JSONWriteError`` for a non-finite number or nesting beyond the depth limit.
  public func data(_ value: JSONValue) throws(JSONWriteError) -> Data {
    var emitter = _JSONEmitter(options: options, capacity: 256)
    try emitter.write(value, depth: 0)
    return Data(emitter.buffer.makeArray())
  }

  /// Writes a value as a string.
  ///
  /// - Parameter value: The value to write.
  /// - Throws: ``JSONWriteError`` for a non-finite number or nesting beyond the depth limit.
  public func string(_ value: JSONValue) throws(JSONWriteError) -> String {
    var emitter = _JSONEmitter(options: options, capacity: 256)
    try emitter.write(value, depth: 0)
    return emitter.buffer.makeString()
  }

  /// Writes a parsed value (a document's root or any element in it) as UTF-8 bytes.
  ///
  /// Numbers keep their original text; strings are re-escaped canonically; objects with
  /// duplicate keys are written with the last value for each key.
  ///
  /// ```swift
  /// let document = try JSONDocument(parsing: "[1.50, \"\\u00e9\"]")
  /// JSONWriter().string(document.root)   // [1.50,"é"]
  /// ```
  ///
  /// - Parameter element: A parsed element, written straight from its document.
  public func bytes(_ element: JSONElement) -> [UInt8] {
    var emitter = _JSONEmitter(options: options, capacity: element.document.byteCount + 64)
    emitter.write(element)
    return emitter.buffer.makeArray()
  }

  /// Writes a parsed value as UTF-8 data.
  ///
  /// - Parameter element: A parsed element, written straight from its document.
  public func data(_ element: JSONElement) -> Data {
    Data(bytes(element))
  }

  /// Writes a parsed value as a string.
  ///
  /// - Parameter element: A parsed element, written straight from its document.
  public func string(_ element: JSONElement) -> String {
    var emitter = _JSONEmitter(options: options, capacity: element.document.byteCount + 64)
    emitter.write(element)
    return emitter.buffer.makeString()
  }
}

/// An error thrown when a value cannot be written as JSON.
///
/// ```swift
/// do {
///   _ = try JSONWriter().string(["ratio": .number(JSONNumber(Double.nan))])
/// } catch let error as JSONWriteError {
///   print(error)   // cannot write nan (JSON has no NaN or infinite numbers) at ratio
/// }
/// ```
public struct JSONWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  ///
  /// ```swift
  /// do {
  ///   _ = try JSONWriter().string(["ratio": .number(JSONNumber(Double.infinity))])
  /// } catch {
  ///   print(error.kind)  // nonFiniteNumber
  /// }
  /// ```
  public enum Kind: String, Hashable, Sendable {
    /// A NaN or infinite number, which JSON cannot represent.
    case nonFiniteNumber
    /// Nesting deeper than ``JSONWriter/Options/maxDepth``.
    case tooDeep
  }

  /// What went wrong.
  public let kind: Kind
  /// Where: a key path such as `items[2].price`, or empty for the top-level value.
  public let path: String
  /// A sentence describing the problem.
  public let message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - path: The key path from the top-level JSON.
  ///   - message: A short description of the problem.
  public init(kind: Kind, path: String, message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  /// The message and the path.
  public var description: String {
    "\(message) at \(path.isEmpty ? "the top level" : path)"
  }

  func prefixed(with component: _PathComponent) -> JSONWriteError {
    JSONWriteError(kind: kind, path: component.prefixing(path), message: message)
  }
}

/// One step of a key path, for error messages: `.key("user")` or `.index(2)`.
enum _PathComponent {
  case key(String)
  case index(Int)

  /// `component` followed by `rest`: `user` + `id` is `user.id`, `[2]` + `id` is `[2].id`.
  func prefixing(_ rest: String) -> String {
    let head: String
    switch self {
    case .key(let key): head = key
    case .index(let index): head = "[\(index)]"
    }
    if rest.isEmpty { return head }
    return rest.hasPrefix("[") ? head + rest : head + "." + rest
  }
}
