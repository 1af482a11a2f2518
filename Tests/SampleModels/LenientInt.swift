/// An integer that JSON may send as a number or as a numeric string (weibo-status.json sends
/// some picture sizes as `"640"`); the `Codable` models use it where the Mappable ones use
/// `Int`.
package struct LenientInt: Codable, Hashable {
  /// The value; 0 for a string that is not a number.
  package var value: Int

  /// Decodes a number, or a string holding one.
  package init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      value = number
    } else {
      value = Int(try container.decode(String.self)) ?? 0
    }
  }

  /// Encodes the number.
  package func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}
