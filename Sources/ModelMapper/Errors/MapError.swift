import Foundation
import ModelMapperSupport

/// An error from mapping: the key, the value found, and why it did not map.
///
/// ObjectMapper's fields (`key`, `currentValue`, `reason`, `file`, `function`, `line`) are
/// all here. ModelMapper adds what went wrong and where, for code to act on: the ``kind``
/// (``Kind-swift.enum/missingKey``, ``Kind-swift.enum/outOfRange``...), the full ``path``
/// from the top-level JSON (`statuses[3].user.id`), the ``expected`` type, and what was
/// found (``foundKind`` and ``foundPreview``); ``expectedType`` and ``found`` say the same in
/// words, for messages.
///
/// ```swift
/// do {
///   let user = try User(JSONString: #"{"profile": {"age": "ten"}}"#)
/// } catch let error as MapError {
///   print(error)
///   // Cannot map profile.age: expected Int, found string "ten" (Cannot cast to 'Int'; User.swift:14)
/// }
/// ```
public struct MapError: Error, CustomStringConvertible, @unchecked Sendable {
  // `@unchecked` for `expected`: a metatype is an immutable value that can be shared
  // between threads, but `Any.Type` is not declared `Sendable`.

  /// What went wrong.
  ///
  /// ```swift
  /// switch error.kind {
  /// case .missingKey, .null: showPlaceholder()
  /// case .outOfRange: report(error.path)
  /// default: throw error
  /// }
  /// ```
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The key is absent (for a non-optional value of a throwing getter).
    case missingKey
    /// The value is `null` where a value is required.
    case null
    /// The value is of another JSON kind than the type reads (a string for an `Int`, a
    /// number for a model).
    case typeMismatch
    /// A number the type cannot hold: out of its range, or with a fraction for an integer.
    case outOfRange
    /// A raw value that no case of the enum has.
    case unknownRawValue
    /// A transform gave nil for the value.
    case transformFailed
    /// The model refused its JSON: `init?(map:)` or `objectForMapping(map:)` gave nil, a
    /// hook refused it, or an immutable model's initializer threw an error of another kind.
    case refusedByModel
    /// The text is not valid JSON (``MapError/parseError`` says where).
    case invalidJSON
    /// The property's type has no JSON form: neither a model, nor an enum, nor a type the
    /// library reads, and no transform.
    case noJSONForm
    /// A value could not be written: no JSON form, a malformed index in a key path, models
    /// nested too deep, a number that is not finite.
    case notWritable
    /// An error made with ObjectMapper's initializer, or by user code.
    case other
  }

  /// What went wrong.
  public var kind: Kind
  /// The key (or key path) being read, relative to the object being mapped.
  public var key: String?
  /// Why the value did not map, such as `Cannot cast to 'Int'`.
  public var reason: String?
  /// The file of the mapping code that asked for the value.
  public var file: StaticString?
  /// The function of the mapping code that asked for the value.
  public var function: StaticString?
  /// The line of the mapping code that asked for the value.
  public var line: UInt?
  /// The full key path from the top-level JSON, such as `statuses[3].user.id`.
  public var path: String?
  /// The type the mapping expected, such as `Int` or `[User]`, in words.
  public var expectedType: String?
  /// The type the mapping expected, when it is a type (nil for errors about a whole
  /// document, or made with ObjectMapper's initializer).
  public var expected: Any.Type?
  /// What the JSON held, in words: `string "ten"`, `null`, `an object with 3 members`, or
  /// `nothing (the key is absent)`.
  public var found: String?
  /// The kind of JSON value found; nil when nothing was (an absent key, invalid text).
  public var foundKind: JSONKind?
  /// A short rendering of the value found: `"ten"`, `300`, `true`, `null`, `[2 elements]`,
  /// `{3 members}`; long strings and numbers are cut at 40 characters.
  public var foundPreview: String?
  /// The parse error, when the JSON text itself was invalid (with its line and column).
  public var parseError: JSONParseError?

  /// The value found, in Foundation form (`String`, `NSNumber`, `[Any]`, `[String: Any]`), or
  /// nil when the key was absent or `null`.
  ///
  /// Made when asked for: until then the error keeps the parsed document the value is in
  /// (errors that readers keep while reading goes on, ``ModelReader/skippedErrors``, keep a
  /// copy of the value instead).
  public var currentValue: Any? {
    get {
      switch _currentValue {
      case .json(let value)?: return _JSONBridge.any(value)
      case .text(let text)?: return text
      case .element(let element)?: return _JSONBridge.any(element.document, element.index, nullAsNil: true)
      case nil: return nil
      }
    }
    set {
      _currentValue = newValue.map(_StoredValue.init)
    }
  }

  /// The value found, kept in a `Sendable` form.
  var _currentValue: _StoredValue?

  /// Creates an error, as ObjectMapper's initializer did.
  ///
  /// ```swift
  /// throw MapError(key: "id", currentValue: nil, reason: "Found unexpected nil value")
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key that could not be mapped.
  ///   - currentValue: The value found, in Foundation form.
  ///   - reason: Why the value could not be mapped, such as `Cannot cast to 'Int'`.
  ///   - file: The file that asks, recorded in a thrown ``MapError``; leave the default.
  ///   - function: The function that asks, recorded in a thrown ``MapError``; leave the default.
  ///   - line: The line that asks, recorded in a thrown ``MapError``; leave the default.
  public init(
    key: String?, currentValue: Any?, reason: String?, file: StaticString? = nil, function: StaticString? = nil,
    line: UInt? = nil
  ) {
    self.init(.other, key: key, currentValue: currentValue, reason: reason, file: file, function: function, line: line)
  }

  /// Creates an error of a kind.
  init(
    _ kind: Kind, key: String?, currentValue: Any?, reason: String?, file: StaticString? = nil,
    function: StaticString? = nil, line: UInt? = nil
  ) {
    self.kind = kind
    self.key = key
    self.reason = reason
    self.file = file
    self.function = function
    self.line = line
    self.currentValue = currentValue
    if let currentValue, let json = _JSONBridge.value(fromAny: currentValue) {
      setFound(json)
    } else if let currentValue {
      found = "\(type(of: currentValue)) \(currentValue)"
    }
  }

  /// An error about the value at tape index `node` of `document`: what was expected there,
  /// and what was found.
  init(
    _ kind: Kind, _ reason: String, expected: Any.Type, document: JSONDocument, node: Int, path: String? = nil,
    key: String? = nil
  ) {
    self.init(kind, key: key, currentValue: nil, reason: reason)
    self.expected = expected
    expectedType = _typeName(expected)
    self.path = path
    setFound(document, node)
  }

  /// Keeps the value found as a value of its own instead of a place in its document, so that
  /// the error no longer keeps the document alive (for errors kept while reading goes on).
  mutating func detachValue() {
    guard case .element(let element)? = _currentValue else { return }
    _currentValue = .json(_TapeReader(element.document)._value(at: element.index))
  }

  /// Sets what was found to `value`: ``found``, ``foundKind`` and ``foundPreview``.
  mutating func setFound(_ value: JSONValue) {
    found = _StoredValue.describe(value)
    foundKind = value.kind
    foundPreview = _StoredValue.preview(value)
  }

  /// Sets what was found to the value at tape index `node` of `document`, without building
  /// more than its preview.
  mutating func setFound(_ document: JSONDocument, _ node: Int) {
    let entry = _TapeReader(document).tape[node]
    foundKind = entry.kind.publicKind
    switch entry.kind {
    case .array:
      found = "an array of \(entry.count) element\(entry.count == 1 ? "" : "s")"
      foundPreview = "[\(entry.count) element\(entry.count == 1 ? "" : "s")]"
    case .object:
      found = "an object with \(entry.count) member\(entry.count == 1 ? "" : "s")"
      foundPreview = "{\(entry.count) member\(entry.count == 1 ? "" : "s")}"
    default:
      let value = _TapeReader(document)._value(at: node)
      found = _StoredValue.describe(value)
      foundPreview = _StoredValue.preview(value)
    }
  }

  /// One line for a log: where, what was expected and found, and why.
  ///
  /// ```text
  /// Cannot map profile.age: expected Int, found string "ten" (Cannot cast to 'Int'; User.swift:14 init(map:))
  /// Cannot map profile.name: the key is absent, expected String (User.swift:15 init(map:))
  /// Cannot map the JSON: invalid JSON at line 2, column 11 (byte 12): unexpected '}'; expected a value
  /// ```
  public var description: String {
    let place = (path ?? key).flatMap { $0.isEmpty ? nil : $0 } ?? "the top-level value"
    var notes: [String] = []
    var text: String
    switch kind {
    case .invalidJSON:
      text = "Cannot map the JSON: invalid JSON" + (parseError.map { " at \($0)" } ?? "")
      if parseError == nil, let reason { notes.append(reason) }
    case .missingKey:
      text = "Cannot map \(place): the key is absent" + (expectedType.map { ", expected \($0)" } ?? "")
    default:
      text = (kind == .notWritable ? "Cannot write " : "Cannot map ") + place
      var details: [String] = []
      if let expectedType { details.append("expected \(expectedType)") }
      if let found { details.append("found \(found)") }
      if !details.isEmpty { text += ": " + details.joined(separator: ", ") }
      if let reason { notes.append(reason) }
    }
    if let location { notes.append(location) }
    if !notes.isEmpty { text += " (" + notes.joined(separator: "; ") + ")" }
    return text
  }

  /// `File.swift:12 function` of the code that asked for the value.
  var location: String? {
    guard let file, let line else { return nil }
    let name = "\(file)".split(separator: "/").last.map(String.init) ?? "\(file)"
    if let function { return "\(name):\(line) \(function)" }
    return "\(name):\(line)"
  }
}

/// A value kept in an error without giving up `Sendable`: its JSON form, its description, or
/// where it is in a parsed document (made into Foundation objects only if asked for, which
/// most errors never are: a failing element costs what a mapped one does).
enum _StoredValue: Sendable {
  case json(JSONValue)
  case text(String)
  /// A value in a document, which the error keeps alive.
  case element(JSONElement)

  init(_ value: Any) {
    if let json = _JSONBridge.value(fromAny: value) {
      self = .json(json)
    } else {
      self = .text(String(describing: value))
    }
  }

  /// A short rendering for messages: `string "abc"`, `number 12`, `an array of 2 elements`.
  static func describe(_ value: Any) -> String {
    guard let json = _JSONBridge.value(fromAny: value) else { return "\(type(of: value)) \(value)" }
    return describe(json)
  }

  /// The value as a short JSON-like text: `"ten"`, `300`, `[2 elements]`, `{3 members}`.
  static func preview(_ value: JSONValue) -> String {
    value.preview
  }

  /// The value in words: `string "ten"`, `number 300`, `an array of 2 elements`.
  static func describe(_ value: JSONValue) -> String {
    value.summary
  }

}

/// `error` with the values its ``MapError``s found copied out of their documents (see
/// ``MapError/detachValue()``): for errors kept while reading goes on.
func _detachingValues(_ error: any Error) -> any Error {
  if var error = error as? MapError {
    error.detachValue()
    return error
  }
  if var problems = error as? MappingProblems {
    for index in problems.errors.indices { problems.errors[index].detachValue() }
    return problems
  }
  return error
}

/// A type's name as Swift source spells it: `String?`, `[Point]`, `[String: Int]` rather
/// than `Optional<String>`, `Array<Point>`, `Dictionary<String, Int>`.
///
/// Made once per type (`String(describing:)` of a type reflects on it: microseconds, more
/// than mapping a small model) and remembered: types live as long as the program.
@usableFromInline
func _typeName(_ type: Any.Type) -> String {
  let id = ObjectIdentifier(type)
  if let name = _typeNames.withLock({ $0[id] }) { return name }
  let name = _sugared(String(describing: type))
  _typeNames.withLock { $0[id] = name }
  return name
}

/// The names ``_typeName(_:)`` made, by type.
private let _typeNames = _Locked<[ObjectIdentifier: String]>([:])

func _sugared(_ name: String) -> String {
  guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return name }
  let base = name[..<open]
  let inner = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
  let arguments = _splitGenericArguments(inner).map(_sugared)
  switch (base, arguments.count) {
  case ("Optional", 1): return arguments[0].contains(" ") ? "(\(arguments[0]))?" : arguments[0] + "?"
  case ("Array", 1): return "[\(arguments[0])]"
  case ("Set", 1): return "Set<\(arguments[0])>"
  case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
  default: return "\(base)<\(arguments.joined(separator: ", "))>"
  }
}

/// Splits `A, B<C, D>` at top-level commas.
func _splitGenericArguments(_ text: String) -> [String] {
  var parts: [String] = []
  var depth = 0
  var current = ""
  for character in text {
    switch character {
    case "<":
      depth += 1
      current.append(character)
    case ">":
      depth -= 1
      current.append(character)
    case "," where depth == 0:
      parts.append(current.trimmingCharacters(in: .whitespaces))
      current = ""
    default:
      current.append(character)
    }
  }
  parts.append(current.trimmingCharacters(in: .whitespaces))
  return parts
}

extension MapError {
  /// The error of invalid JSON text, keeping the parse error (its offset, line and column).
  init(invalidJSON error: JSONParseError) {
    self.init(.invalidJSON, key: nil, currentValue: nil, reason: "Invalid JSON: \(error)")
    parseError = error
    found = "invalid JSON"
  }
}
