import Foundation

/// A value inside a ``JSONDocument``: a lightweight handle (the document and a position)
/// that reads the value on demand.
///
/// Elements are cheap to create and copy; reading a string decodes it, reading a number
/// converts its text. Use ``value`` to get an owned ``JSONValue`` tree.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"user": {"id": 12, "tags": ["a", "b"]}}"#)
/// let user = document.root["user"]
/// user?["id"]?.int64           // 12
/// user?["tags"]?.count         // 2
/// user?["tags"]?[0]?.string    // "a"
/// ```
public struct JSONElement: Sendable {
  /// The document holding the value.
  public let document: JSONDocument
  @usableFromInline package let index: Int

  @inlinable
  package init(document: JSONDocument, index: Int) {
    self.document = document
    self.index = index
  }

  @inlinable
  var entry: _TapeEntry { document.tape[index] }

  /// The document's reader: every read of the tape goes through it.
  @inlinable
  var reader: _TapeReader { _TapeReader(document) }

  /// The kind of the value.
  @inlinable
  public var kind: JSONKind { entry.kind.publicKind }

  /// Whether the value is `null`.
  @inlinable
  public var isNull: Bool { entry.kind == .null }

  /// The number of elements of an array or members of an object; 0 for other values.
  @inlinable
  public var count: Int { entry.kind.isContainer ? entry.count : 0 }

  /// The element at `position` of an array, or nil (not an array, or out of bounds).
  ///
  /// - Parameter position: The element's index; out of range gives nil.
  public subscript(position: Int) -> JSONElement? {
    guard entry.kind == .array else { return nil }
    let child = reader._element(of: index, at: position)
    return child < 0 ? nil : JSONElement(document: document, index: child)
  }

  /// The value of the member `key` of an object, or nil. With duplicate keys, the last wins.
  ///
  /// - Parameter key: The member's key.
  public subscript(key: String) -> JSONElement? {
    guard entry.kind == .object else { return nil }
    let child = reader._member(of: index, key: key)
    return child < 0 ? nil : JSONElement(document: document, index: child)
  }

  /// The elements of an array (empty for other values).
  ///
  /// ```swift
  /// for element in document.root.elements { print(element.int64 ?? 0) }
  /// ```
  ///
  /// ``forEachElement(_:)`` visits them without building the array.
  public var elements: [JSONElement] {
    guard entry.kind == .array else { return [] }
    var result: [JSONElement] = []
    result.reserveCapacity(entry.count)
    forEachElement { result.append($0) }
    return result
  }

  /// The members of an object in document order, duplicates included (empty for other values).
  ///
  /// ``forEachMember(_:)`` visits them without building the array.
  public var members: [(key: String, value: JSONElement)] {
    guard entry.kind == .object else { return [] }
    var result: [(key: String, value: JSONElement)] = []
    result.reserveCapacity(entry.count)
    forEachMember { result.append(($0, $1)) }
    return result
  }

  /// Calls `body` with each element of an array, in order (never for other values), without
  /// building an array of them: the fast way to walk a large document.
  ///
  /// ```swift
  /// var total = 0.0
  /// document.root.forEachElement { total += $0.double ?? 0 }
  /// ```
  ///
  /// - Parameter body: Called with each element; an error it throws ends the walk.
  /// - Throws: The error `body` throws, if it does.
  @inlinable
  public func forEachElement(_ body: (JSONElement) throws -> Void) rethrows {
    let reader = self.reader
    let entry = reader.tape[index]
    guard entry.kind == .array else { return }
    var child = index + 1
    let end = entry.end
    while child < end {
      try body(JSONElement(document: document, index: child))
      child = reader._next(after: child)
    }
  }

  /// Calls `body` with the key and value of each member of an object, in document order,
  /// duplicates included (never for other values), without building an array of them.
  ///
  /// ```swift
  /// document.root.forEachMember { key, value in print(key, value.kind) }
  /// ```
  ///
  /// - Parameter body: Called with each member's key and value; an error it throws ends the
  ///   walk.
  /// - Throws: The error `body` throws, if it does.
  @inlinable
  public func forEachMember(_ body: (_ key: String, _ value: JSONElement) throws -> Void) rethrows {
    let reader = self.reader
    let entry = reader.tape[index]
    guard entry.kind == .object else { return }
    var key = index + 1
    let end = entry.end
    while key < end {
      try body(reader._string(at: key), JSONElement(document: document, index: key + 1))
      key = reader._next(after: key + 1)
    }
  }

  /// The string, if the value is a string.
  @inlinable
  public var string: String? { entry.kind == .string ? reader._string(at: index) : nil }

  /// The Boolean, if the value is `true` or `false` (never a number).
  @inlinable
  public var bool: Bool? {
    switch entry.kind {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }

  /// The number as an `Int64`, if it is a whole number in range (`3`, `3.0`, `3e0`).
  public var int64: Int64? {
    guard let (negative, magnitude) = reader._exactInteger(at: index) else { return nil }
    return negative ? _negate(magnitude) : Int64(exactly: magnitude)
  }

  /// The number as a `UInt64`, if it is a whole, non-negative number in range.
  public var uint64: UInt64? {
    guard let (negative, magnitude) = reader._exactInteger(at: index), !negative else { return nil }
    return magnitude
  }

  /// The nearest `Double`, if the value is a number within `Double`'s range.
  @inlinable
  public var double: Double? { reader._double(at: index) }

  /// The number read exactly from its text as a `Decimal` (38 significant digits).
  public var decimal: Decimal? { reader._decimal(at: index) }

  /// The number's text exactly as it appears in the document, such as `"1.50"` or `"1e3"`.
  public var numberText: String? { entry.kind.isNumber ? reader._numberText(at: index) : nil }

  /// The byte offset of a scalar value in the input (strings: the opening quote); nil for
  /// arrays and objects.
  public var byteOffset: Int? {
    switch entry.kind {
    case .array, .object: return nil
    case .string: return entry.offset - 1
    default: return entry.offset
    }
  }
}
