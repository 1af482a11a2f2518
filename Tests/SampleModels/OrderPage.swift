import Foundation
import ModelMapper

// A page of an orders API as apps model it: ISO 8601 dates through `ISO8601DateTransform`,
// dates in several forms through `FlexibleDateTransform`, epoch seconds and milliseconds
// through `DateTransform`, an enum, money as `Double`, and the shipping address flattened by
// key paths, both ways. OrderPageCodable.swift has the Codable twins.

/// The state of an order.
package enum OrderStatus: String, Codable, Sendable {
  case pending, paid, shipped, delivered, cancelled
}

/// One page of orders and its paging metadata.
package final class OrderPage: Mappable {
  /// The orders of the page.
  package var orders: [Order] = []
  var page = 0
  var perPage = 0
  var total = 0
  var generatedAt: Date?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the orders and the metadata's fields.
  package func mapping(map: Map) {
    orders <- map["data"]
    page <- map["meta.page"]
    perPage <- map["meta.per_page"]
    total <- map["meta.total"]
    generatedAt <- (map["meta.generated_at"], ISO8601DateTransform())
  }
}

/// An order.
package final class Order: Mappable {
  var id = 0
  var number = ""
  var status = OrderStatus.pending
  var createdAt: Date?
  var updatedAt: Date?
  var paidAt: Date?
  var shippedAt: Date?
  var customer: OrderCustomer?
  var shippingMethod = ""
  var city = ""
  var country = ""
  var items: [OrderItem] = []
  var total = 0.0
  var currency = ""
  var tags: [String] = []

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the order, its dates through the date transforms.
  package func mapping(map: Map) {
    id <- map["id"]
    number <- map["number"]
    status <- map["status"]
    createdAt <- (map["created_at"], ISO8601DateTransform())
    updatedAt <- (map["updated_at"], FlexibleDateTransform())
    paidAt <- (map["paid_at"], DateTransform())
    shippedAt <- (map["shipped_at_ms"], DateTransform(unit: .milliseconds))
    customer <- map["customer"]
    shippingMethod <- map["shipping.method"]
    city <- map["shipping.address.city"]
    country <- map["shipping.address.country"]
    items <- map["items"]
    total <- map["total"]
    currency <- map["currency"]
    tags <- map["tags"]
  }
}

/// The customer of an order.
package final class OrderCustomer: Mappable {
  var id = 0
  var name = ""
  var email = ""
  var vip = false
  var signedUp: Date?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the customer; the sign-up day is written back as a day.
  package func mapping(map: Map) {
    id <- map["id"]
    name <- map["name"]
    email <- map["email"]
    vip <- map["vip"]
    signedUp <- (map["signed_up"], FlexibleDateTransform(writingFormat: "yyyy-MM-dd"))
  }
}

/// A line of an order.
package final class OrderItem: Mappable {
  var sku = ""
  var name = ""
  var quantity = 0
  var unitPrice = 0.0

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    sku <- map["sku"]
    name <- map["name"]
    quantity <- map["quantity"]
    unitPrice <- map["unit_price"]
  }
}
