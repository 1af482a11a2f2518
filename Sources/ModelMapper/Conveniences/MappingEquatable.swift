import Foundation
import ModelMapperSupport

/// Equality through the mapping: two models are equal when they write equal JSON. Adopt it
/// to make a model `Equatable` with one line.
///
/// Numbers compare by value (an `Int` 1 and a `Double` 1.0 written by the mapping are
/// equal), dictionaries regardless of key order, strings scalar by scalar. What the mapping
/// does not write does not count.
///
/// ```swift
/// final class User: Mappable, MappingEquatable { ... }
/// user == other   // compares what the mapping writes
/// ```
///
/// An `NSObject` subclass cannot adopt it (it would not compile): `NSObject` compares with
/// `isEqual(_:)`, which a protocol cannot override. Override `isEqual(_:)` and `hash` with
/// ``BaseMappable/mappingIsEqual(_:)`` and ``BaseMappable/mappingHash`` instead.
public protocol MappingEquatable: BaseMappable, Equatable {
  /// Refuses `NSObject` subclasses at compile time (see ``MappingEquatable``); ModelMapper
  /// implements it.
  static var _mappingEquatableIsAvailable: Void { get }
}

extension MappingEquatable {
  /// Whether the two models write equal JSON.
  ///
  /// - Parameters:
  ///   - lhs: A model.
  ///   - rhs: Another model of the same type.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    _MappedJSON.equal(lhs, rhs)
  }

  /// Available: the type is not an `NSObject` subclass.
  public static var _mappingEquatableIsAvailable: Void { () }
}

extension MappingEquatable where Self: NSObject {
  /// Unavailable: an `NSObject` subclass compares with `isEqual(_:)`.
  @available(
    *, unavailable,
    message:
      "an NSObject subclass compares with isEqual(_:), which a protocol cannot override: drop MappingEquatable and override isEqual(_:) with mappingIsEqual(_:) and hash with mappingHash"
  )
  public static var _mappingEquatableIsAvailable: Void { () }
}

/// Hashing through the mapping, consistent with ``MappingEquatable``: every written value is
/// mixed into the `Hasher` in order (object members by key), so models that differ in one
/// value, or have two values swapped, hash differently (YYModel's XOR of property hashes
/// collided on both).
///
/// ```swift
/// struct Tag: Mappable, MappingHashable { ... }
/// let unique = Set(tags)
/// ```
public protocol MappingHashable: MappingEquatable, Hashable {}

extension MappingHashable {
  /// Mixes every value the mapping writes into `hasher`.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    _MappedJSON.hash(self, into: &hasher)
  }
}

/// Equality and hashing of models by the JSON their mapping writes.
enum _MappedJSON {
  static func equal<N: BaseMappable>(_ lhs: N, _ rhs: N) -> Bool {
    if N.self is AnyClass, (lhs as AnyObject) === (rhs as AnyObject) { return true }
    let mapper = Mapper<N>(shouldIncludeNilValues: true)
    guard let left = try? mapper.writtenBytes(of: lhs), let right = try? mapper.writtenBytes(of: rhs) else {
      return false
    }
    // The same bytes are the same JSON; different bytes may still be equal values
    // (`-0.0` and `0.0`), so they are compared as values.
    if left == right { return true }
    guard let leftValue = try? JSONDocument(parsing: left).root.value,
      let rightValue = try? JSONDocument(parsing: right).root.value
    else {
      return false
    }
    return leftValue == rightValue
  }

  static func hash<N: BaseMappable>(_ model: N, into hasher: inout Hasher) {
    let mapper = Mapper<N>(shouldIncludeNilValues: true)
    guard let document = try? mapper.writtenDocument(of: model) else {
      hasher.combine(0)
      return
    }
    hash(document, 0, into: &hasher)
  }

  /// Hashes the value at `node` consistently with ``JSONValue``'s equality: numbers by
  /// value, strings by scalars, object members sorted by key.
  static func hash(_ document: JSONDocument, _ node: Int, into hasher: inout Hasher) {
    let reader = _TapeReader(document)
    let entry = reader.tape[node]
    hasher.combine(entry.kind == .int64 || entry.kind == .uint64 || entry.kind == .text ? 10 : Int(entry.kind.rawValue))
    switch entry.kind {
    case .null, .true, .false:
      break
    case .int64, .uint64, .text:
      hasher.combine(reader._number(at: node))
    case .string:
      _hashUTF8(reader._string(at: node), into: &hasher)
    case .array:
      hasher.combine(entry.count)
      var child = node + 1
      while child < entry.end {
        hash(document, child, into: &hasher)
        child = reader._next(after: child)
      }
    case .object:
      var members: [(key: String, node: Int)] = []
      members.reserveCapacity(entry.count)
      var key = node + 1
      while key < entry.end {
        members.append((reader._string(at: key), key + 1))
        key = reader._next(after: key + 1)
      }
      members.sort { _utf8Less($0.key, $1.key) }
      hasher.combine(members.count)
      for member in members {
        _hashUTF8(member.key, into: &hasher)
        hash(document, member.node, into: &hasher)
      }
    }
  }
}
