import Foundation

// Equality, hashing and descriptions through the mapping, as methods: the one-line bodies of
// an NSObject subclass's `isEqual(_:)`, `hash` and `description` overrides (an NSObject
// subclass cannot adopt MappingEquatable, MappingHashable or MappingDescribable, whose
// implementations NSObject's own would hide).

extension BaseMappable {
  /// The type name and the JSON the mapping writes, pretty-printed with sorted keys (what
  /// ``MappingDescribable`` gives): the body of an `NSObject` subclass's `description`.
  ///
  /// ```swift
  /// final class Member: NSObject, Mappable {
  ///   override var description: String { mappingDescription }
  ///   ...
  /// }
  /// ```
  public var mappingDescription: String {
    let name = String(describing: Self.self)
    let mapper = Mapper<Self>(shouldIncludeNilValues: true)
    do {
      let document = try mapper.writtenDocument(of: self)
      return name + " " + JSONWriter(options: .init(prettyPrinted: true, sortsKeys: true)).string(document.root)
    } catch {
      return name + " (\(error))"
    }
  }

  /// Whether `object` is a model of the same type that writes equal JSON (what
  /// ``MappingEquatable`` compares): the body of an `NSObject` subclass's `isEqual(_:)`.
  ///
  /// ```swift
  /// final class Member: NSObject, Mappable {
  ///   override func isEqual(_ object: Any?) -> Bool { mappingIsEqual(object) }
  ///   override var hash: Int { mappingHash }
  ///   ...
  /// }
  /// ```
  ///
  /// - Parameter object: The object to compare with.
  public func mappingIsEqual(_ object: Any?) -> Bool {
    guard let other = object as? Self, type(of: other) == type(of: self) else { return false }
    return _MappedJSON.equal(self, other)
  }

  /// A hash of the JSON the mapping writes, consistent with ``mappingIsEqual(_:)`` (what
  /// ``MappingHashable`` hashes): the body of an `NSObject` subclass's `hash`.
  public var mappingHash: Int {
    var hasher = Hasher()
    _MappedJSON.hash(self, into: &hasher)
    return hasher.finalize()
  }
}
