// Models for the mapping fuzzer (MappingFuzzer.swift) beyond the type matrix's (which it
// compiles in too): key paths with indices, fallback key lists, custom delimiters, mapping
// hooks, a StaticMappable class cluster, nested optional models and library transforms.

import Foundation
import ModelMapper

/// Key paths, indices and fallback keys, read and written.
final class PathsModel: Mappable {
  var id: Int?
  var city = ""
  var zip: String?
  var firstTag: String?
  var deep: [Int] = []
  var arrowed: Double?
  var literal: Bool?
  var nickname: String?

  required init?(map: Map) {}

  func mapping(map: Map) {
    id <- map[["id", "ID", "user.id"]]
    city <- map["address.city"]
    zip <- map["address.zip"]
    firstTag <- map["tags.0"]
    deep <- map["a.b.c.d"]
    arrowed <- map["x->y", delimiter: "->"]
    literal <- map["dotted.key", nested: false]
    nickname <- map["nickname", ignoreNil: true]
  }
}

/// Hooks: refuses negative ids after mapping, and vetoes writing a model named "hidden".
final class HookedModel: Mappable, MappingHooks {
  var id = 0
  var name: String?
  var children: [HookedModel] = []

  required init?(map: Map) {}

  func mapping(map: Map) {
    id <- map["id"]
    name <- map["name"]
    children <- map["children"]
  }

  func didMap(map: Map) -> Bool { id >= 0 }

  func willWrite(_ json: JSONObject, map: Map) -> JSONObject? { name == "hidden" ? nil : json }
}

/// A class cluster: the `kind` member picks the subclass.
class Shape: StaticMappable {
  var kind = ""
  var label: String?

  init() {}

  static func objectForMapping(map: Map) -> BaseMappable? {
    switch map["kind"].currentValue as? String {
    case "circle": return Circle()
    case "square": return Square()
    default: return Shape()
    }
  }

  func mapping(map: Map) {
    kind <- map["kind"]
    label <- map["label"]
  }
}

final class Circle: Shape {
  var radius: Double?

  override func mapping(map: Map) {
    super.mapping(map: map)
    radius <- map["radius"]
  }
}

final class Square: Shape {
  var side: Int?
  var corners: [String: Int] = [:]

  override func mapping(map: Map) {
    super.mapping(map: map)
    side <- map["side"]
    corners <- map["corners"]
  }
}

/// Nested models, optional and in containers, and shipped transforms.
struct Drawing: Mappable {
  var title = ""
  var shapes: [Shape] = []
  var byName: [String: Shape] = [:]
  var main: Shape?
  var paths: PathsModel?
  var hooked: [HookedModel]?
  var created: Date?
  var edited: Date?
  var link: URL?
  var price: NSDecimalNumber?
  var flexible: [Date] = []
  var size: CGSize?
  var lenient: [Int]?

  init?(map: Map) {}

  mutating func mapping(map: Map) {
    title <- map["title"]
    shapes <- map["shapes"]
    byName <- map["by_name"]
    main <- map["main"]
    paths <- map["paths"]
    hooked <- map["hooked"]
    created <- (map["created"], DateTransform())
    edited <- (map["edited"], ISO8601DateTransform())
    link <- (map["link"], URLTransform())
    price <- (map["price"], NSDecimalNumberTransform())
    flexible <- (map["flexible"], ArrayTransform(FlexibleDateTransform()))
    size <- (map["size"], CGSizeTransform())
    lenient <- (map["lenient"], Lenient())
  }
}

/// An immutable model with key paths and fallback keys.
struct ImmutableDrawing: ImmutableMappable {
  let title: String
  let owner: String?
  let shapes: [Shape]
  let tags: Set<String>?

  init(map: Map) throws {
    title = try map.value(["title", "name"])
    owner = try map.value("meta.owner")
    shapes = try map.value("shapes", default: [])
    tags = try map.value("tags")
  }

  func mapping(map: Map) {
    title >>> map["title"]
    owner >>> map["meta.owner"]
    shapes >>> map["shapes"]
    tags >>> map["tags"]
  }
}
