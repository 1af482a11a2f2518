import Foundation

/// An error from mapping: the key, the value found, and why it did not map.
///
/// ObjectMapper's fields (`key`, `currentValue`, `reason`, `file`, `function`, `line`) are
/// all here. ModelMapper adds where the problem is and what was expected: the full
/// ``path`` from the top-level JSON (`statuses[3].user.id`), the ``expectedType``, and what
/// was ``found`` (the JSON kind and a short rendering of the value).
///
/// ```swift
/// do {
///   let user = try User(JSONString: #"{"profile": {"age": "ten"}}"#)
/// } catch let error as MapError {
///   print(error)
///   // Cannot map profile.age: expected Int, found string "ten" (Cannot cast to 'Int'; User.swift:14)
/// }
/// ```
public struct MapError: Error, CustomStringConvertible, Sendable {
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
  /// The type the mapping expected, such as `Int` or `[User]`.
  public var expectedType: String?
  /// What the JSON held: `string "ten"`, `null`, `an object with 3 members`, or
  /// `nothing (the key is absent)`.
  public var found: String?
  /// The parse error, when the JSON text itself was invalid (with its line and column).
  public var parseError: JSONParseError?

  /// The value found, in Foundation form (`String`, `NSNumber`, `[Any]`, `[String: Any]`), or
  /// nil when the key was absent or `null`.
  public var currentValue: Any? {
    get {
      switch _currentValue {
      case .json(let value)?: return _JSONBridge.any(value)
      case .text(let text)?: return text
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
    self.key = key
    self.reason = reason
    self.file = file
    self.function = function
    self.line = line
    self.currentValue = currentValue
    if let currentValue { found = _StoredValue.describe(currentValue) }
  }

  /// One line for a log: where, what was expected and found, and why.
  public var description: String {
    var text = "Cannot map"
    if let place = path ?? key { text += " \(place)" }
    var details: [String] = []
    if let expectedType { details.append("expected \(expectedType)") }
    if let found { details.append("found \(found)") }
    if !details.isEmpty { text += ": " + details.joined(separator: ", ") }
    var notes: [String] = []
    if let reason { notes.append(reason) }
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

/// A value kept in an error without giving up `Sendable`: its JSON form, or its description.
enum _StoredValue: Sendable {
  case json(JSONValue)
  case text(String)

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

  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return "bool \(flag)"
    case .number(let number): return "number \(shorten(number.text))"
    case .string(let string): return "string \(shorten((try? JSONWriter().string(.string(string))) ?? string))"
    case .array(let elements): return "an array of \(elements.count) element\(elements.count == 1 ? "" : "s")"
    case .object(let object): return "an object with \(object.count) member\(object.count == 1 ? "" : "s")"
    }
  }

  static func shorten(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(37)) + "..."
  }
}

/// A type's name as Swift source spells it: `String?`, `[Point]`, `[String: Int]` rather
/// than `Optional<String>`, `Array<Point>`, `Dictionary<String, Int>`.
@usableFromInline
func _typeName(_ type: Any.Type) -> String {
  _sugared(String(describing: type))
}

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
