import Foundation
import ModelMapper

// An entry of a large export (a ledger, an audit log, an analytics dump), the element of
// the streaming and parallel benchmarks: an enum, an optional, money, an ISO 8601 date
// through `ISO8601DateTransform`, a nested key path and a list, both ways.
// `LedgerEntryCodable` is its Codable twin.

/// The kind of an entry.
package enum LedgerKind: String, Codable, Sendable {
  case credit, debit, refund, fee
}

/// One entry of a ledger export.
package final class LedgerEntry: Mappable {
  /// The entry's identifier.
  package var id = 0
  var account = ""
  var kind = LedgerKind.credit
  /// The amount, in the account's currency.
  package var amount = 0.0
  var memo: String?
  var bookedAt: Date?
  var city: String?
  var tags: [String] = []

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the entry, the city from its `place` object.
  package func mapping(map: Map) {
    id <- map["id"]
    account <- map["account"]
    kind <- map["kind"]
    amount <- map["amount"]
    memo <- map["memo"]
    bookedAt <- (map["booked_at"], ISO8601DateTransform())
    city <- map["place.city"]
    tags <- map["tags"]
  }
}

/// ``LedgerEntry`` as Codable code writes it.
package struct LedgerEntryCodable: Codable {
  struct Place: Codable {
    var city: String?
  }

  var id: Int
  var account: String
  var kind: LedgerKind
  var amount: Double
  var memo: String?
  var bookedAt: Date?
  var place: Place?
  var tags: [String]

  enum CodingKeys: String, CodingKey {
    case id, account, kind, amount, memo, place, tags
    case bookedAt = "booked_at"
  }

  /// A decoder for entries: ISO 8601 dates.
  package static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// An encoder for entries: ISO 8601 dates.
  package static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}
