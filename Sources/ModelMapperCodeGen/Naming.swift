import Foundation

/// Swift names from JSON keys: camelCase properties, PascalCase types, singular element
/// types, escaped keywords, and common acronyms in capitals (`userID`, `avatarURL`).
enum Naming {
  /// Words written in capitals inside names, as the API Design Guidelines do.
  static let acronyms: Set<String> = [
    "id", "url", "uri", "uuid", "html", "json", "xml", "api", "ip", "ssl", "http", "https",
  ]

  /// Keywords that can be a property name only between backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
    "is", "nil", "super", "throws", "true", "try", "any", "some",
  ]

  /// Names a property cannot take even between backticks, or should not (they would hide
  /// the type's own members); they get a `Value` suffix.
  static let reservedProperties: Set<String> = ["self", "Self", "super", "init", "deinit", "subscript", "Type"]

  /// Type names that would hide a type the generated code uses, or a common one.
  static let reservedTypes: Set<String> = [
    "Map", "Mapper", "Mappable", "MapError", "Any", "AnyObject", "Array", "Bool", "Character", "Data", "Date",
    "Decimal", "Dictionary", "Double", "Error", "Float", "Int", "Never", "Optional", "Protocol", "Result", "Set",
    "String", "Type", "URL", "UUID", "Void", "Self", "Locale", "TimeZone", "Calendar", "JSONValue", "JSONObject",
    "JSONNumber", "Sequence", "Collection",
  ]

  /// The words of a key: split at non-alphanumeric characters and at lower-to-upper case
  /// changes (`user_name`, `user-name`, `userName`, `UserName` all give `user`, `name`).
  static func words(_ key: String) -> [String] {
    let key = key.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in key {
      guard character.isLetter || character.isNumber, character.isASCII else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previous = nil
        continue
      }
      if let previous, character.isUppercase, previous.isLowercase || previous.isNumber {
        words.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A lower camelCase property name for `key` (`created_at` gives `createdAt`,
  /// `avatar_url` gives `avatarURL`), escaped when it is a keyword.
  static func propertyName(_ key: String) -> String {
    let parts = words(key)
    guard let first = parts.first else { return "field" }
    var name = first.lowercased()
    for word in parts.dropFirst() { name += capitalized(word) }
    if name.first?.isNumber == true { name = "key" + capitalized(name) }
    if reservedProperties.contains(name) { name += "Value" }
    return name
  }

  /// An UpperCamelCase type name for `key` (`user_mentions` gives `UserMentions`).
  static func typeName(_ key: String) -> String {
    var name = words(key).map(capitalized).joined()
    if name.isEmpty { name = "Item" }
    if name.first?.isNumber == true { name = "Type" + name }
    return name
  }

  /// The type name of an element of the array (or a value of the dictionary) under `key`:
  /// singular (`friends` gives `Friend`, `statuses` gives `Status`).
  static func elementTypeName(_ key: String) -> String {
    var parts = words(key)
    guard let last = parts.last else { return "Item" }
    parts[parts.count - 1] = singular(last)
    return typeName(parts.joined(separator: "_"))
  }

  /// A word in the singular, by the common English rules.
  static func singular(_ word: String) -> String {
    let lower = word.lowercased()
    let irregular = [
      "people": "person", "children": "child", "men": "man", "women": "woman", "data": "data", "news": "news",
      "series": "series", "species": "species", "indices": "index", "vertices": "vertex", "matrices": "matrix",
      "analyses": "analysis", "criteria": "criterion", "media": "media",
    ]
    if let known = irregular[lower] { return known }
    for (suffix, replacement) in [
      ("ies", "y"), ("sses", "ss"), ("uses", "us"), ("xes", "x"), ("ches", "ch"), ("shes", "sh"),
    ]
    where lower.hasSuffix(suffix) && lower.count > suffix.count + 1 {
      return String(word.dropLast(suffix.count)) + replacement
    }
    if lower.hasSuffix("s") && !lower.hasSuffix("ss") && !lower.hasSuffix("us") && !lower.hasSuffix("is")
      && lower.count > 3
    {
      return String(word.dropLast())
    }
    return word
  }

  /// A word with its first letter in capitals, or all in capitals for an acronym.
  static func capitalized(_ word: String) -> String {
    let lower = word.lowercased()
    if acronyms.contains(lower) { return lower.uppercased() }
    return lower.prefix(1).uppercased() + lower.dropFirst()
  }

  /// `name` as it must be written in source: between backticks when it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }
}
