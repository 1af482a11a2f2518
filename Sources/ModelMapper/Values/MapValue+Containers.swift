import Foundation
import ModelMapperSupport

// Containers of the value layer (see MapValue.swift): each element goes through the value
// layer again, so any nesting of optionals, arrays, sets and dictionaries of any element
// type reads and writes.

extension Optional: _MapValue {
  /// `null` gives `.some(nil)`; any other value is read as `Wrapped`.
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> Wrapped?? {
    if reading.reader.tape[node].kind == .null { return .some(nil) }
    guard let value = _MapValues.read(Wrapped.self, &reading, at: node) else { return nil }
    return .some(value)
  }

  /// nil is `null` (inside a collection; a nil property is left out unless
  /// `shouldIncludeNilValues` is on).
  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    guard let value = self else { return .null }
    return _MapValues.json(value, &writing)
  }

  @usableFromInline
  static var _dropsFailedElements: Bool { _MapValues.dropsFailedElements(Wrapped.self) }
}

extension Array: _MapValue {
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> [Element]? {
    let reader = reading.reader
    let entry = reader.tape[node]
    guard entry.kind == .array else { return nil }
    let drops = _MapValues.dropsFailedElements(Element.self)
    var result: [Element] = []
    result.reserveCapacity(entry.count)
    reading.steps.append(.index(0))
    defer { reading.steps.removeLast() }
    var child = node + 1
    var index = 0
    while child < entry.end {
      reading.steps[reading.steps.count - 1] = .index(index)
      guard _MapValues.readElement(Element.self, &reading, at: child, drops: drops, { result.append($0) }) else {
        return nil
      }
      child = reader._next(after: child)
      index += 1
    }
    return result
  }

  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    var elements: [JSONValue] = []
    elements.reserveCapacity(count)
    writing.steps.append(.index(0))
    defer { writing.steps.removeLast() }
    for (index, element) in enumerated() {
      writing.steps[writing.steps.count - 1] = .index(index)
      guard _MapValues.writeElement(element, &writing, { elements.append($0) }) else { return nil }
    }
    return .array(elements)
  }
}

extension Set: _MapValue {
  /// A JSON array; a repeated element is kept once.
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> Set<Element>? {
    guard let elements = [Element]._mapRead(&reading, at: node) else { return nil }
    guard elements.isEmpty || _MapValues.canHash(Element.self) else {
      reading.fail(node, Set<Element>.self, .noJSONForm, reason: _MapValues.cannotHash(Element.self))
      return nil
    }
    return Set(elements)
  }

  /// A JSON array in a stable order: the elements sorted by their JSON text.
  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    _MapValues.setJSON(self, &writing)
  }
}

extension _MapValues {
  /// Whether values of `T` can be hashed here, so that a set of them (not empty) can be
  /// built. On
  /// Linux, swift-corelibs-foundation (Swift 6.3) recurses until the stack overflows when it
  /// hashes an `NSDecimalNumber`: no `Set<NSDecimalNumber>` can exist there, and reading one
  /// is refused instead of crashing.
  @usableFromInline
  static func canHash<T>(_ type: T.Type) -> Bool {
    #if canImport(Darwin)
      return true
    #else
      return !(T.self is NSDecimalNumber.Type)
    #endif
  }

  /// Why a set of `T` is not read (see ``canHash(_:)``).
  @usableFromInline
  static func cannotHash(_ type: Any.Type) -> String {
    "A set of '\(_typeName(type))' cannot be built on this platform (Foundation cannot hash it); use Set<Decimal>"
  }

  /// The elements of a set as a JSON array in a stable order, sorted by their JSON text (a
  /// set's own order changes from run to run).
  @usableFromInline
  static func setJSON<Elements: Sequence>(_ set: Elements, _ writing: inout _ValueWriting) -> JSONValue? {
    var elements: [(text: [UInt8], value: JSONValue)] = []
    elements.reserveCapacity(set.underestimatedCount)
    writing.steps.append(.index(0))
    defer { writing.steps.removeLast() }
    for element in set {
      writing.steps[writing.steps.count - 1] = .index(elements.count)
      let written = writeElement(element, &writing) { json in
        elements.append(((try? JSONWriter().bytes(json)) ?? [], json))
      }
      guard written else { return nil }
    }
    elements.sort { $0.text.lexicographicallyPrecedes($1.text) }
    return .array(elements.map(\.value))
  }
}

extension Dictionary: _MapValue {
  /// A JSON object whose keys convert to `Key` (strings; enums and integers from their
  /// text). For a repeated key the last member wins.
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> [Key: Value]? {
    let reader = reading.reader
    let entry = reader.tape[node]
    guard entry.kind == .object else { return nil }
    let drops = _MapValues.dropsFailedElements(Value.self)
    var result: [Key: Value] = [:]
    result.reserveCapacity(entry.count)
    var member = node + 1
    while member < entry.end {
      let name = reader._string(at: member)
      guard let key = _MapValues.key(name, as: Key.self) else {
        reading.fail(member, Key.self, reason: "The key \(JSONValue.string(name)) is not a '\(_typeName(Key.self))'")
        return nil
      }
      reading.steps.append(.key(name))
      let read = _MapValues.readElement(Value.self, &reading, at: member + 1, drops: drops) { result[key] = $0 }
      reading.steps.removeLast()
      guard read else { return nil }
      member = reader._next(after: member + 1)
    }
    return result
  }

  /// A JSON object with its members sorted by key.
  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    var members: [(key: String, value: Value)] = []
    members.reserveCapacity(count)
    for (key, value) in self {
      guard let name = _MapValues.keyText(key) else {
        if writing.unwritable == nil { writing.unwritable = Key.self }
        return nil
      }
      members.append((name, value))
    }
    members.sort { _utf8Less($0.key, $1.key) }
    var object = JSONObject(minimumCapacity: members.count)
    for member in members {
      writing.steps.append(.key(member.key))
      let written = _MapValues.writeElement(member.value, &writing) { object._appendUnchecked(member.key, $0) }
      writing.steps.removeLast()
      guard written else { return nil }
    }
    return .object(object)
  }
}

extension _MapValues {
  /// A JSON object's key as a dictionary key of type `Key`: a `String`, an enum with a
  /// `String` or integer raw value, or an integer (written in decimal).
  static func key<Key>(_ name: String, as type: Key.Type) -> Key? {
    if Key.self == String.self { return _identity(name, as: Key.self) }
    if let textType = Key.self as? any LosslessStringConvertible.Type { return textKey(textType, name, as: Key.self) }
    if let rawType = Key.self as? any RawRepresentable.Type { return rawKey(rawType, name, as: Key.self) }
    return nil
  }

  private static func textKey<Text: LosslessStringConvertible, Key>(
    _ type: Text.Type, _ name: String, as: Key.Type
  ) -> Key? {
    Text(name).map { _identity($0, as: Key.self) }
  }

  private static func rawKey<Raw: RawRepresentable, Key>(_ type: Raw.Type, _ name: String, as: Key.Type) -> Key? {
    guard let raw = key(name, as: Raw.RawValue.self), let value = Raw(rawValue: raw) else { return nil }
    return _identity(value, as: Key.self)
  }

  /// The JSON text of a dictionary key, or nil when the key type has none.
  static func keyText<Key>(_ key: Key) -> String? {
    if let string = key as? String { return string }
    if let raw = key as? any RawRepresentable { return rawKeyText(raw) }
    if let text = key as? any LosslessStringConvertible { return text.description }
    return nil
  }

  private static func rawKeyText<Raw: RawRepresentable>(_ key: Raw) -> String? {
    keyText(key.rawValue)
  }
}
