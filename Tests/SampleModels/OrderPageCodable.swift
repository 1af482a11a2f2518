import Foundation

// The Codable twins of OrderPage.swift's models. One date strategy cannot read ISO strings
// with and without fractions, epoch seconds and epoch milliseconds in one document, so, as
// Codable users do, each date is decoded and encoded by hand with formatters made once.

/// The formatters of the orders' dates, made once and shared.
enum OrderDates {
  /// `2023-05-17T08:30:12+02:00`.
  nonisolated(unsafe) static let internet: ISO8601DateFormatter = ISO8601DateFormatter()
  /// `2023-05-17T08:30:12.123Z`.
  nonisolated(unsafe) static let fractional: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter
  }()
  /// `2021-03-04`, in UTC.
  static let day: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }()

  static func decode<Key: CodingKey>(
    _ container: KeyedDecodingContainer<Key>, _ key: Key, _ formatter: ISO8601DateFormatter
  ) throws -> Date? {
    guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
    guard let date = formatter.date(from: text) else {
      throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a date: \(text)")
    }
    return date
  }
}

/// One page of orders, as `Codable`.
package final class OrderPageCodable: Codable {
  var orders: [OrderCodable]
  var page: Int
  var perPage: Int
  var total: Int
  var generatedAt: Date?

  enum CodingKeys: String, CodingKey {
    case orders = "data"
    case meta
  }

  enum MetaKeys: String, CodingKey {
    case page
    case perPage = "per_page"
    case total
    case generatedAt = "generated_at"
  }

  /// Decodes the page.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    orders = try container.decode([OrderCodable].self, forKey: .orders)
    let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
    page = try meta.decode(Int.self, forKey: .page)
    perPage = try meta.decode(Int.self, forKey: .perPage)
    total = try meta.decode(Int.self, forKey: .total)
    generatedAt = try OrderDates.decode(meta, .generatedAt, OrderDates.internet)
  }

  /// Encodes the page.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(orders, forKey: .orders)
    var meta = container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
    try meta.encode(page, forKey: .page)
    try meta.encode(perPage, forKey: .perPage)
    try meta.encode(total, forKey: .total)
    try meta.encodeIfPresent(generatedAt.map(OrderDates.internet.string(from:)), forKey: .generatedAt)
  }
}

/// An order, as `Codable`.
package final class OrderCodable: Codable {
  var id: Int
  var number: String
  var status: OrderStatus
  var createdAt: Date?
  var updatedAt: Date?
  var paidAt: Date?
  var shippedAt: Date?
  var customer: OrderCustomerCodable?
  var shippingMethod: String
  var city: String
  var country: String
  var items: [OrderItemCodable]
  var total: Double
  var currency: String
  var tags: [String]

  enum CodingKeys: String, CodingKey {
    case id, number, status
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case paidAt = "paid_at"
    case shippedAt = "shipped_at_ms"
    case customer, shipping, items, total, currency, tags
  }

  enum ShippingKeys: String, CodingKey {
    case method, address
  }

  enum AddressKeys: String, CodingKey {
    case city, country
  }

  /// Decodes the order.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    number = try container.decode(String.self, forKey: .number)
    status = try container.decode(OrderStatus.self, forKey: .status)
    createdAt = try OrderDates.decode(container, .createdAt, OrderDates.internet)
    updatedAt = try OrderDates.decode(container, .updatedAt, OrderDates.fractional)
    paidAt = try container.decodeIfPresent(Double.self, forKey: .paidAt).map { Date(timeIntervalSince1970: $0) }
    shippedAt = try container.decodeIfPresent(Double.self, forKey: .shippedAt).map {
      Date(timeIntervalSince1970: $0 / 1000)
    }
    customer = try container.decodeIfPresent(OrderCustomerCodable.self, forKey: .customer)
    let shipping = try container.nestedContainer(keyedBy: ShippingKeys.self, forKey: .shipping)
    shippingMethod = try shipping.decode(String.self, forKey: .method)
    let address = try shipping.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
    city = try address.decode(String.self, forKey: .city)
    country = try address.decode(String.self, forKey: .country)
    items = try container.decode([OrderItemCodable].self, forKey: .items)
    total = try container.decode(Double.self, forKey: .total)
    currency = try container.decode(String.self, forKey: .currency)
    tags = try container.decode([String].self, forKey: .tags)
  }

  /// Encodes the order.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(number, forKey: .number)
    try container.encode(status, forKey: .status)
    try container.encodeIfPresent(createdAt.map(OrderDates.internet.string(from:)), forKey: .createdAt)
    try container.encodeIfPresent(updatedAt.map(OrderDates.fractional.string(from:)), forKey: .updatedAt)
    try container.encodeIfPresent(paidAt?.timeIntervalSince1970, forKey: .paidAt)
    try container.encodeIfPresent(shippedAt.map { $0.timeIntervalSince1970 * 1000 }, forKey: .shippedAt)
    try container.encodeIfPresent(customer, forKey: .customer)
    var shipping = container.nestedContainer(keyedBy: ShippingKeys.self, forKey: .shipping)
    try shipping.encode(shippingMethod, forKey: .method)
    var address = shipping.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
    try address.encode(city, forKey: .city)
    try address.encode(country, forKey: .country)
    try container.encode(items, forKey: .items)
    try container.encode(total, forKey: .total)
    try container.encode(currency, forKey: .currency)
    try container.encode(tags, forKey: .tags)
  }
}

/// The customer of an order, as `Codable`.
package final class OrderCustomerCodable: Codable {
  var id: Int
  var name: String
  var email: String
  var vip: Bool
  var signedUp: Date?

  enum CodingKeys: String, CodingKey {
    case id, name, email, vip
    case signedUp = "signed_up"
  }

  /// Decodes the customer.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    email = try container.decode(String.self, forKey: .email)
    vip = try container.decode(Bool.self, forKey: .vip)
    signedUp = try container.decodeIfPresent(String.self, forKey: .signedUp).flatMap(OrderDates.day.date(from:))
  }

  /// Encodes the customer.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(email, forKey: .email)
    try container.encode(vip, forKey: .vip)
    try container.encodeIfPresent(signedUp.map(OrderDates.day.string(from:)), forKey: .signedUp)
  }
}

/// A line of an order, as `Codable`.
package final class OrderItemCodable: Codable {
  var sku: String
  var name: String
  var quantity: Int
  var unitPrice: Double

  enum CodingKeys: String, CodingKey {
    case sku, name, quantity
    case unitPrice = "unit_price"
  }
}
