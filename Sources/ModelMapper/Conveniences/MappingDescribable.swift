import Foundation

/// A readable description through the mapping: the type name, then the JSON the mapping
/// writes, pretty-printed with sorted keys. Adopt it to make a model
/// `CustomStringConvertible` and `CustomDebugStringConvertible` with one line.
///
/// ```swift
/// struct Point: Mappable, MappingDescribable { ... }
/// print(point)
/// // Point {
/// //   "x" : 1,
/// //   "y" : 2
/// // }
/// ```
///
/// An `NSObject` subclass cannot adopt it (it would not compile): its `description` is
/// `NSObject`'s, which a protocol cannot override. Override `description` with
/// ``BaseMappable/mappingDescription`` instead.
public protocol MappingDescribable: BaseMappable, CustomStringConvertible, CustomDebugStringConvertible {
  /// Refuses `NSObject` subclasses at compile time (see ``MappingDescribable``); ModelMapper
  /// implements it.
  static var _mappingDescribableIsAvailable: Void { get }
}

extension MappingDescribable where Self: NSObject {
  /// Unavailable: an `NSObject` subclass describes itself with `NSObject`'s `description`.
  @available(
    *, unavailable,
    message:
      "an NSObject subclass's description is NSObject's, which a protocol cannot override: drop MappingDescribable and override description with mappingDescription"
  )
  public static var _mappingDescribableIsAvailable: Void { () }
}

extension MappingDescribable {
  /// Available: the type is not an `NSObject` subclass.
  public static var _mappingDescribableIsAvailable: Void { () }

  /// The type name and the pretty-printed JSON with sorted keys.
  public var description: String { mappingDescription }

  /// The same as ``description``.
  public var debugDescription: String { description }
}
