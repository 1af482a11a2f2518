import Foundation
import ModelMapperSupport

/// The members of a JSON object, in order, each key once.
///
/// Setting an existing key replaces its value in place; setting a new key appends it.
/// Equality and hashing ignore the order, as JSON objects are unordered; iteration and
/// writing keep it. Keys are compared as JSON compares them, scalar by scalar: `"é"` written
/// precomposed (U+00E9) and decomposed (U+0065 U+0301) are two keys, although Swift's `==`
/// calls the strings equal.
///
/// ```swift
/// var object: JSONObject = ["b": 1, "a": 2]
/// object["c"] = "three"
/// object.keys              // ["b", "a", "c"]
/// object == ["a": 2, "c": "three", "b": 1]   // true
/// ```
public struct JSONObject: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
  @usableFromInline package var _keys: [String]
  @usableFromInline package var _values: [JSONValue]

  /// An empty object.
  public init() {
    _keys = []
    _values = []
  }

  /// An empty object with room for `minimumCapacity` members.
  ///
  /// - Parameter minimumCapacity: The number of members to reserve room for.
  public init(minimumCapacity: Int) {
    _keys = []
    _values = []
    _keys.reserveCapacity(minimumCapacity)
    _values.reserveCapacity(minimumCapacity)
  }

  /// An object with these members in order; for a repeated key the last value wins, at the
  /// first key's position.
  ///
  /// ```swift
  /// JSONObject([("id", 1), ("id", 2)])["id"]   // 2
  /// ```
  ///
  /// - Parameter members: The members, in order; a repeated key keeps its last value.
  public init<Members: Sequence>(_ members: Members) where Members.Element == (String, JSONValue) {
    self.init()
    for (key, value) in members { self[key] = value }
  }

  /// An object with the members of a dictionary, keys sorted (so the output does not depend
  /// on the dictionary's internal order), each value converted by `transform`.
  @inlinable
  package init<Value>(dictionary: [String: Value], _ transform: (Value) -> JSONValue) {
    _keys = []
    _values = []
    _keys.reserveCapacity(dictionary.count)
    _values.reserveCapacity(dictionary.count)
    for (key, value) in _sortedByKey(dictionary) {
      _keys.append(key)
      _values.append(transform(value))
    }
  }

  /// An object from a dictionary literal.
  ///
  /// - Parameter elements: The literal's elements.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements)
  }

  /// The keys in order.
  public var keys: [String] { _keys }

  /// The values in key order.
  public var values: [JSONValue] { _values }

  /// The value for `key`, or nil; setting nil removes the member.
  ///
  /// - Parameter key: The member's key.
  public subscript(key: String) -> JSONValue? {
    get {
      guard let position = index(forKey: key) else { return nil }
      return _values[position]
    }
    set {
      if let position = index(forKey: key) {
        if let newValue {
          _values[position] = newValue
        } else {
          _keys.remove(at: position)
          _values.remove(at: position)
        }
      } else if let newValue {
        _keys.append(key)
        _values.append(newValue)
      }
    }
  }

  /// The position of `key`, or nil.
  ///
  /// - Parameter key: The member's key.
  public func index(forKey key: String) -> Int? {
    _keys.lastIndex { _utf8Equal($0, key) }
  }

  /// Appends a member without checking that its key is new (the caller knows it is).
  @usableFromInline
  package mutating func _appendUnchecked(_ key: String, _ value: JSONValue) {
    _keys.append(key)
    _values.append(value)
  }

  /// Sorts the members by key, in Unicode scalar order.
  public mutating func sortKeys() {
    let order = _keys.indices.sorted { _utf8Less(_keys[$0], _keys[$1]) }
    _keys = order.map { _keys[$0] }
    _values = order.map { _values[$0] }
  }

  // MARK: RandomAccessCollection

  /// The position of the first member.
  public var startIndex: Int { 0 }
  /// The position after the last member.
  public var endIndex: Int { _keys.count }

  /// The member at `position`.
  ///
  /// - Parameter position: The member's index.
  public subscript(position: Int) -> (key: String, value: JSONValue) {
    (_keys[position], _values[position])
  }

  // MARK: Equality

  /// Objects are equal when they have the same keys with equal values, in any order.
  ///
  /// - Parameters:
  ///   - lhs: The property: set when mapping from JSON, written when mapping to JSON.
  ///   - rhs: The map at a key: `map["key"]`.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs._keys.count == rhs._keys.count else { return false }
    if lhs._keys.elementsEqual(rhs._keys, by: _utf8Equal) { return lhs._values == rhs._values }
    for (key, value) in zip(lhs._keys, lhs._values) where rhs[key] != value {
      return false
    }
    return true
  }

  /// Hashes the members regardless of their order, consistently with `==`.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    var sum = 0
    for (key, value) in zip(_keys, _values) {
      var member = Hasher()
      _hashUTF8(key, into: &member)
      member.combine(value)
      sum &+= member.finalize()
    }
    hasher.combine(_keys.count)
    hasher.combine(sum)
  }
}
