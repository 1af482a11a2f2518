/// A type the generator writes: its name and properties.
struct ModelType: Equatable {
  var name: String
  var properties: [Property]
  /// Where the samples have these objects, for the type's documentation.
  var origin = ""

  /// The type's shape without its name, to recognize the same type met twice.
  var signature: String {
    properties.map { "\($0.keys.joined(separator: "|")):\($0.type):\($0.isOptional)" }.joined(separator: ",")
  }
}

/// One property of a generated type.
struct Property: Equatable {
  /// The Swift name (not escaped).
  var name: String
  /// The JSON keys: one, or a fallback list; a flattened field's key is a key path.
  var keys: [String]
  /// Whether the keys are key paths (flattened fields); other keys are literal.
  var isKeyPath = false
  var type: ValueType
  var isOptional: Bool
  /// A note for the reader (why a type is `Any`).
  var comment: String?
}

/// The type of a property's value.
indirect enum ValueType: Hashable, CustomStringConvertible {
  case bool
  case int
  case unsignedInt
  case double
  case decimal
  /// A number neither `Double` nor `Decimal` holds: `JSONNumber`, which keeps its text.
  case exactNumber
  case string
  case any
  case date(DateForm)
  case url
  case model(String)
  case array(ValueType)
  case dictionary(ValueType)

  /// The Swift spelling of the type.
  var swiftType: String {
    switch self {
    case .bool: return "Bool"
    case .int: return "Int"
    case .unsignedInt: return "UInt64"
    case .double: return "Double"
    case .decimal: return "Decimal"
    case .exactNumber: return "JSONNumber"
    case .string: return "String"
    case .any: return "Any"
    case .date: return "Date"
    case .url: return "URL"
    case .model(let name): return name
    case .array(let element): return "[\(element.swiftType)]"
    case .dictionary(let value): return "[String: \(value.swiftType)]"
    }
  }

  /// The leaf that needs a transform (a date or a URL), if any.
  var transformedLeaf: ValueType? {
    switch self {
    case .date, .url: return self
    case .array(let element), .dictionary(let element): return element.transformedLeaf
    default: return nil
    }
  }

  var description: String {
    switch self {
    case .date(let form): return "Date(\(form.format),\(form.offset))"
    default: return swiftType
    }
  }
}
