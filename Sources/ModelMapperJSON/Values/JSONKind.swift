/// The six kinds of JSON value.
///
/// ```swift
/// let document = try JSONDocument(parsing: "[true]")
/// document.root.kind        // .array
/// document.root[0]?.kind    // .bool
/// ```
public enum JSONKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool
  /// A number.
  case number
  /// A string.
  case string
  /// An array.
  case array
  /// An object.
  case object

  /// The kind's name as error messages use it: `"a number"`, `"an object"`, ...
  public var description: String {
    switch self {
    case .null: return "null"
    case .bool: return "a bool"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

extension _TapeKind {
  @inlinable
  package var publicKind: JSONKind {
    switch self {
    case .null: return .null
    case .false, .true: return .bool
    case .string: return .string
    case .int64, .uint64, .text: return .number
    case .array: return .array
    case .object: return .object
    }
  }
}
