/// A marker for values handed to every `mapping(map:)` of one mapping, through
/// ``Map/context``: settings, a locale, a date formatter, an API version.
///
/// ```swift
/// struct APIVersion: MapContext { var major: Int }
/// let user = Mapper<User>(context: APIVersion(major: 2)).map(JSONString: json)
/// // in User.mapping(map:):  if (map.context as? APIVersion)?.major == 2 { ... }
/// ```
public protocol MapContext {}

/// The direction of a mapping: ``Map/mappingType`` tells a `mapping(map:)` body whether it
/// reads or writes.
///
/// ```swift
/// func mapping(map: Map) {
///   if map.mappingType == .fromJSON { loadedAt = Date() }
///   name <- map["name"]
/// }
/// ```
public enum MappingType: Sendable {
  /// Reading JSON into models.
  case fromJSON
  /// Writing models as JSON.
  case toJSON
}
