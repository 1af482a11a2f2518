import Foundation
import ModelMapper

// A Codable value inside a mappable model, as apps that adopt ModelMapper keep their Codable
// types: the Twitter search page as a mappable model whose statuses are the Codable twins,
// through `CodableTransform`; and the same through a transform that bridges as
// `CodableTransform` did before it used the engine's coders (a `JSONValue` tree each way),
// for the benchmark's comparison.

/// The Twitter search page, its statuses `Codable` values in a mappable model.
package final class TwitterSearchWithCodableStatuses: Mappable {
  /// The statuses, as Codable values.
  package var statuses: [TwitterStatusCodable] = []
  var searchMetadata: TwitterSearchMetadata?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the page; the statuses through `CodableTransform`.
  package func mapping(map: Map) {
    statuses <- (map["statuses"], CodableTransform<[TwitterStatusCodable]>())
    searchMetadata <- map["search_metadata"]
  }
}

/// The same page, its statuses bridged through a `JSONValue` tree each way.
package final class TwitterSearchWithTreeBridgedStatuses: Mappable {
  /// The statuses, as Codable values.
  package var statuses: [TwitterStatusCodable] = []
  var searchMetadata: TwitterSearchMetadata?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the page; the statuses through ``TreeBridgedCodableTransform``.
  package func mapping(map: Map) {
    statuses <- (map["statuses"], TreeBridgedCodableTransform<[TwitterStatusCodable]>())
    searchMetadata <- map["search_metadata"]
  }
}

/// A Codable value read by `JSONValueDecoder` from a `JSONValue` made of the parsed value,
/// and written as the `JSONValue` `JSONValueEncoder` makes of it: what `CodableTransform` did
/// before it used the engine's coders.
package struct TreeBridgedCodableTransform<T: Codable>: TransformType {
  /// Creates the transform.
  package init() {}

  /// A value from Foundation-style JSON (not used: the element is read instead).
  package func transformFromJSON(_ value: Any?) -> T? { nil }

  /// The value's JSON, as a tree.
  package func transformToJSON(_ value: T?) -> JSONValue? {
    value.flatMap { try? JSONValueEncoder().encode($0) }
  }

  /// Decodes the `JSONValue` of the parsed value.
  package func transformFromJSON(element: JSONElement) -> T?? {
    .some(try? JSONValueDecoder().decode(T.self, from: element.value))
  }
}
