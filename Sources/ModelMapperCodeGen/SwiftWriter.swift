/// Writes the Swift source of a generated type in the chosen style.
struct SwiftWriter {
  let options: GeneratorOptions

  private var access: String { options.isPublic ? "public " : "" }

  /// The declaration of `type`.
  func declaration(of type: ModelType, documentation: String) -> String {
    var lines = ["/// " + documentation]
    switch options.style {
    case .class, .struct:
      let isClass = options.style == .class
      lines.append("\(access)\(isClass ? "final class" : "struct") \(type.name): Mappable {")
      lines += type.properties.map { "  " + variable($0) }
      lines += ["", "  \(access)init() {}", "", "  \(access)\(isClass ? "required " : "")init?(map: Map) {}", ""]
      lines.append("  \(access)\(isClass ? "" : "mutating ")func mapping(map: Map) {")
      lines += type.properties.map { "    " + mapping($0, operator: "<-") }
      lines += ["  }", "}"]
    case .immutable:
      lines.append("\(access)struct \(type.name): ImmutableMappable {")
      lines += type.properties.map { "  " + constant($0) }
      lines += ["", "  \(access)init(map: Map) throws {"]
      lines += type.properties.map { "    " + initialization($0) }
      lines += ["  }", "", "  \(access)func mapping(map: Map) {"]
      lines += type.properties.map { "    " + mapping($0, operator: ">>>") }
      lines += ["  }", "}"]
    }
    if type.properties.isEmpty {
      lines.removeAll { $0 == "    " }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: Declarations

  /// `var name = ""`, `var email: String?`, `var user = User()`...
  private func variable(_ property: Property) -> String {
    let name = Naming.escaped(property.name)
    let declaration: String
    if property.isOptional {
      declaration = "\(access)var \(name): \(property.type.swiftType)?"
    } else {
      switch property.type {
      case .bool: declaration = "\(access)var \(name) = false"
      case .int: declaration = "\(access)var \(name) = 0"
      case .double: declaration = "\(access)var \(name) = 0.0"
      case .string: declaration = "\(access)var \(name) = \"\""
      case .date: declaration = "\(access)var \(name) = Date(timeIntervalSince1970: 0)"
      case .model(let type): declaration = "\(access)var \(name) = \(type)()"
      case .array(let element): declaration = "\(access)var \(name): [\(element.swiftType)] = []"
      case .dictionary(let value): declaration = "\(access)var \(name): [String: \(value.swiftType)] = [:]"
      case .unsignedInt, .decimal, .exactNumber: declaration = "\(access)var \(name): \(property.type.swiftType) = 0"
      case .any, .url: declaration = "\(access)var \(name): \(property.type.swiftType)?"
      }
    }
    return declaration + comment(property)
  }

  /// `let name: String`.
  private func constant(_ property: Property) -> String {
    "\(access)let \(Naming.escaped(property.name)): \(property.type.swiftType)\(property.isOptional ? "?" : "")"
      + comment(property)
  }

  private func comment(_ property: Property) -> String {
    property.comment.map { "  // \($0)" } ?? ""
  }

  // MARK: Mapping

  /// `name <- map["key"]`, or with a transform.
  private func mapping(_ property: Property, operator symbol: String) -> String {
    let target = reference(property)
    if let transform = transform(for: property.type) {
      return "\(target) \(symbol) (\(subscriptExpression(property)), \(transform))"
    }
    return "\(target) \(symbol) \(subscriptExpression(property))"
  }

  /// `name = try map.value("key")` in an immutable type's initializer.
  private func initialization(_ property: Property) -> String {
    let target = reference(property)
    if property.type == .any || property.type.containsAny && property.isOptional {
      return "\(target) = \(subscriptExpression(property)).currentValue"
        + (property.type == .any ? "" : " as? \(property.type.swiftType)")
    }
    if let transform = transform(for: property.type) {
      let call = "map.value(\(keyArguments(property)), using: \(transform))"
      return property.isOptional ? "\(target) = try? \(call)" : "\(target) = try \(call)"
    }
    return "\(target) = try map.value(\(keyArguments(property)))"
  }

  /// The property as an assignment target: `self.map` for a property named `map`, which
  /// the `map` parameter would hide.
  private func reference(_ property: Property) -> String {
    property.name == "map" ? "self.map" : Naming.escaped(property.name)
  }

  /// `map["key"]`, `map[["id", "ID"]]`, `map["a.b", nested: false]`.
  private func subscriptExpression(_ property: Property) -> String {
    "map[\(keyArguments(property))]"
  }

  /// The key arguments of a subscript or getter.
  private func keyArguments(_ property: Property) -> String {
    let keys = property.keys.map(Self.literal)
    let list = keys.count == 1 ? keys[0] : "[" + keys.joined(separator: ", ") + "]"
    let literal = !property.isKeyPath && property.keys.contains { $0.contains(".") }
    return literal ? list + ", nested: false" : list
  }

  /// The transform for a type holding dates or URLs: the element transform for the
  /// container families `<-` knows (`[T]`, `[String: T]`, `[[T]]`), wrapped container
  /// transforms deeper.
  func transform(for type: ValueType) -> String? {
    guard let leaf = type.transformedLeaf else { return nil }
    let base: String
    switch leaf {
    case .date(let form):
      if form.isDefault {
        base = "FlexibleDateTransform()"
      } else if form.offset == 0 {
        base = "FlexibleDateTransform(writingFormat: \(Self.literal(form.format)))"
      } else {
        base = "FlexibleDateTransform(writingFormat: \(Self.literal(form.format)), secondsFromGMT: \(form.offset))"
      }
    default:
      base = "URLTransform()"
    }
    switch type {
    case .date, .url, .array(.date), .array(.url), .dictionary(.date), .dictionary(.url), .array(.array(.date)),
      .array(.array(.url)):
      return base
    default:
      return Self.wrapped(type, base)
    }
  }

  private static func wrapped(_ type: ValueType, _ base: String) -> String {
    switch type {
    case .array(let element): return "ArrayTransform(\(wrapped(element, base)))"
    case .dictionary(let value): return "DictionaryValuesTransform(\(wrapped(value, base)))"
    default: return base
    }
  }

  /// A Swift string literal.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value):
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension ValueType {
  /// Whether the type is `Any` or a container of it.
  var containsAny: Bool {
    switch self {
    case .any: return true
    case .array(let element), .dictionary(let element): return element.containsAny
    default: return false
    }
  }
}
