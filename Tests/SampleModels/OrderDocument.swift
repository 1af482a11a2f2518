import ModelMapper
import SeededRandom

/// A page of an orders API, generated: the dates as such APIs send them (ISO 8601 with and
/// without fractional seconds, in UTC and with offsets; epoch seconds and milliseconds;
/// plain days), an enum, money, nested objects read through key paths.
extension SampleDocuments {
  /// `{"data": [orders], "meta": {...}}` with `count` orders.
  package static func orderPage(seed: UInt64 = 4, orders count: Int = 100) -> JSONValue {
    var random = SeededGenerator(seed: seed)
    let orders = (0..<count).map { index in order(&random, id: 10_000 + index) }
    return [
      "data": .array(orders),
      "meta": [
        "page": 3, "per_page": .int(count), "total": 1_234,
        "generated_at": .string(random.isoDate(fraction: false, utc: true)),
      ],
    ]
  }

  static func order(_ random: inout SeededGenerator, id: Int) -> JSONValue {
    let status = random.pick(["pending", "paid", "shipped", "delivered", "cancelled"])
    let paid = status != "pending" && status != "cancelled"
    let shipped = status == "shipped" || status == "delivered"
    let items = (0..<random.int(in: 1...4)).map { _ -> JSONValue in
      [
        "sku": .string("SKU-" + random.token(6).uppercased()), "name": .string(random.pick(productNames)),
        "quantity": .int(random.int(in: 1...5)),
        "unit_price": .number(JSONNumber(Double(random.int(in: 199...9999)) / 100)),
      ]
    }
    var order: JSONObject = [
      "id": .int(id), "number": .string("ORD-\(id)"), "status": .string(status),
      "created_at": .string(random.isoDate(fraction: false, utc: random.chance(0.5))),
      "updated_at": .string(random.isoDate(fraction: true, utc: random.chance(0.5))),
      "customer": [
        "id": .int(random.int(in: 1...99_999)), "name": .string(random.pick(customerNames)),
        "email": .string(random.token(8) + "@example.com"), "vip": .bool(random.chance(0.2)),
        "signed_up": .string(random.day()),
      ],
      "shipping": [
        "method": .string(random.pick(["standard", "express", "pickup"])),
        "address": [
          "city": .string(random.pick(["Lyon", "Zürich", "東京", "São Paulo", "Oslo"])),
          "country": .string(random.pick(["FR", "CH", "JP", "BR", "NO"])),
        ],
      ],
      "items": .array(items),
      "total": .number(JSONNumber(Double(random.int(in: 500...99_999)) / 100)),
      "currency": .string(random.pick(["EUR", "CHF", "JPY", "BRL", "NOK"])),
      "tags": .array(
        (0..<random.int(in: 0...3)).map { _ in .string(random.pick(["gift", "b2b", "promo", "repeat"])) }),
    ]
    if paid { order["paid_at"] = .int(random.int(in: 1_600_000_000...1_730_000_000)) }
    if shipped { order["shipped_at_ms"] = .int(random.int(in: 1_600_000_000_000...1_730_000_000_000)) }
    return .object(order)
  }

  static let productNames = ["Espresso cup", "Tea kettle", "Notebook A5", "Fountain pen", "Desk lamp", "Café crème"]
  static let customerNames = ["Ada Lovelace", "Grace Hopper", "Élodie Martin", "山田太郎", "João Silva"]
}

extension SeededGenerator {
  /// `2023-05-17T08:30:12Z`, or with `+02:00`-style offsets, with milliseconds when `fraction`.
  mutating func isoDate(fraction: Bool, utc: Bool) -> String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    var text =
      "\(int(in: 2019...2025))-\(two(int(in: 1...12)))-\(two(int(in: 1...28)))T"
      + "\(two(int(in: 0...23))):\(two(int(in: 0...59))):\(two(int(in: 0...59)))"
    if fraction { text += "." + String(int(in: 1000...1999)).dropFirst() }
    return text + (utc ? "Z" : pick(["+02:00", "-05:00", "+09:00", "+05:30", "-03:00"]))
  }

  /// `2021-03-04`.
  mutating func day() -> String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(int(in: 2010...2024))-\(two(int(in: 1...12)))-\(two(int(in: 1...28)))"
  }
}
