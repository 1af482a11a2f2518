import Foundation
import ModelMapper

/// An element of the streaming tests: what users write, with an optional, an enum, a date
/// through a transform and a nested key path.
final class StreamItem: Mappable, Equatable {
  enum Kind: String {
    case book, film
  }

  var id = 0
  var title = ""
  var kind: Kind?
  var price: Decimal?
  var released: Date?
  var city: String?
  var tags: [String] = []

  init() {}

  required init?(map: Map) {}

  func mapping(map: Map) {
    id <- map["id"]
    title <- map["title"]
    kind <- map["kind"]
    price <- map["price"]
    released <- (map["released"], ISO8601DateTransform())
    city <- map["shop.city"]
    tags <- map["tags"]
  }

  static func == (lhs: StreamItem, rhs: StreamItem) -> Bool {
    lhs.toJSONString() == rhs.toJSONString()
  }
}

/// A strict element: every property must be there.
struct StrictStreamItem: ImmutableMappable {
  let id: Int
  let title: String

  init(map: Map) throws {
    id = try map.value("id")
    title = try map.value("title")
  }

  func mapping(map: Map) {
    id >>> map["id"]
    title >>> map["title"]
  }
}

enum StreamSamples {
  /// `count` items as JSON objects, each a little different.
  static func items(_ count: Int, from first: Int = 1) -> [String] {
    (first..<(first + count)).map { id in
      let kind = id % 3 == 0 ? #""film""# : #""book""#
      let shop = id % 2 == 0 ? #", "shop": {"city": "Zürich \#(id)"}"# : ""
      return #"{"id": \#(id), "title": "Item \"\#(id)\" 😀", "kind": \#(kind), "price": \#(id).99, "#
        + #""released": "2024-0\#(id % 9 + 1)-1\#(id % 10)T10:00:00Z", "tags": ["a\#(id)", "b"]\#(shop)}"#
    }
  }

  /// A page: `{"meta": ..., "data": {"items": [...]}, "next": ...}`.
  static func page(_ count: Int) -> String {
    #"{"meta": {"page": 1, "sizes": [[1, 2], {"x": "]"}]}, "data": {"total": \#(count), "items": ["#
      + items(count).joined(separator: ",\n  ") + #"]}, "next": null}"#
  }
}
