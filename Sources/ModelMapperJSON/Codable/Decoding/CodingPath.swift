// Coding paths while decoding: a stack of components in the decoder, turned into coding keys
// only when code asks for `codingPath` or an error is thrown.

/// One step of a coding path: a container's key, an array index (its key is made only when
/// needed: `"Index 3"` is a string to build), or the `super` key.
enum _CodingStep {
  case key(any CodingKey)
  case index(Int)
  case superKey

  /// The coding key of the step.
  var codingKey: any CodingKey {
    switch self {
    case .key(let key): key
    case .index(let index): _JSONCodingKey(index: index)
    case .superKey: _JSONCodingKey.super
    }
  }
}

/// The coding keys Foundation's coders make: array indices (`"Index 3"`, 3), `super`, and
/// keys of dictionaries.
struct _JSONCodingKey: CodingKey, Sendable {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = "\(intValue)"
    self.intValue = intValue
  }

  init(stringValue: String, intValue: Int?) {
    self.stringValue = stringValue
    self.intValue = intValue
  }

  /// The key of element `index` of an array.
  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  /// The key `superDecoder()` and `superEncoder()` use.
  static let `super` = _JSONCodingKey(stringValue: "super")
}

/// The key of a `[String: Value]` member as the standard library's `Dictionary.init(from:)`
/// makes it (its `_DictionaryCodingKey`): the string, and its integer value where it reads as
/// one (`"12"` is 12). One string: it fits an existential's inline buffer, where
/// ``_JSONCodingKey`` would be boxed.
struct _DictionaryMemberKey: CodingKey, Sendable {
  let stringValue: String

  init(stringValue: String) { self.stringValue = stringValue }

  init(intValue: Int) { stringValue = "\(intValue)" }

  var intValue: Int? { Int(stringValue) }
}

extension Array where Element == _CodingStep {
  /// The coding keys of the components.
  var codingPath: [any CodingKey] { map(\.codingKey) }

  /// Removes the components after the first `count`, one at a time: usually one or two, for
  /// which `removeSubrange` costs several times as much.
  @inline(__always)
  mutating func truncate(to count: Int) {
    while self.count > count { removeLast() }
  }
}
