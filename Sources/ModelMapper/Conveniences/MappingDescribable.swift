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
public protocol MappingDescribable: BaseMappable, CustomStringConvertible, CustomDebugStringConvertible {}

extension MappingDescribable {
  /// The type name and the pretty-printed JSON with sorted keys.
  public var description: String {
    let name = String(describing: Self.self)
    let mapper = Mapper<Self>(shouldIncludeNilValues: true)
    do {
      let document = try mapper.writtenDocument(of: self)
      return name + " " + JSONWriter(options: .init(prettyPrinted: true, sortsKeys: true)).string(document.root)
    } catch {
      return name + " (\(error))"
    }
  }

  /// The same as ``description``.
  public var debugDescription: String { description }
}
