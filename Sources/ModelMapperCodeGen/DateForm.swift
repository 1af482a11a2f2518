import Foundation
import ModelMapper

/// The form a date string is written in, so that generated code writes dates back exactly
/// as the samples have them: a `DateFormatter` format and the zone offset of the samples.
struct DateForm: Hashable {
  /// The `DateFormatter` format (POSIX locale).
  var format: String
  /// The zone offset in seconds that the samples are written in (0 when they have none).
  var offset: Int

  /// Whether this is the form `FlexibleDateTransform()` writes by default.
  var isDefault: Bool { format == "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX" && offset == 0 }

  /// The form of `string`, when it is a date `FlexibleDateTransform` reads and one this
  /// recognizes exactly; nil otherwise (epoch numbers are not dates here: a number alone
  /// does not say it is one).
  init?(_ string: String) {
    guard FlexibleDateTransform.date(from: string) != nil else { return nil }
    let bytes = Array(string.utf8)
    if let form = Self.iso(bytes) ?? Self.twitter(bytes) {
      self = form
    } else {
      return nil
    }
  }

  init(format: String, offset: Int) {
    self.format = format
    self.offset = offset
  }

  /// `yyyy-MM-dd`, then optionally a time with fraction and zone.
  private static func iso(_ bytes: [UInt8]) -> DateForm? {
    guard bytes.count >= 10, digits(bytes, 0, 4), bytes[4] == UInt8(ascii: "-"), digits(bytes, 5, 2),
      bytes[7] == UInt8(ascii: "-"), digits(bytes, 8, 2)
    else { return nil }
    if bytes.count == 10 { return DateForm(format: "yyyy-MM-dd", offset: 0) }
    guard bytes.count >= 19, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "), digits(bytes, 11, 2),
      bytes[13] == UInt8(ascii: ":"), digits(bytes, 14, 2), bytes[16] == UInt8(ascii: ":"), digits(bytes, 17, 2)
    else { return nil }
    var format = bytes[10] == UInt8(ascii: "T") ? "yyyy-MM-dd'T'HH:mm:ss" : "yyyy-MM-dd HH:mm:ss"
    var position = 19
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      var count = 0
      while position + 1 + count < bytes.count, isDigit(bytes[position + 1 + count]) { count += 1 }
      guard (1...3).contains(count) else { return nil }
      format += "." + String(repeating: "S", count: count)
      position += 1 + count
    }
    guard let (zoneFormat, offset) = zone(bytes, from: position, colonFormat: "xxx", plainFormat: "xx") else {
      return nil
    }
    return DateForm(format: format + zoneFormat, offset: offset)
  }

  /// `EEE MMM dd HH:mm:ss Z yyyy`, optionally with milliseconds.
  private static func twitter(_ bytes: [UInt8]) -> DateForm? {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 6, parts[0].count == 3, parts[1].count == 3, parts[2].count == 2, parts[5].count == 4 else {
      return nil
    }
    let time = parts[3]
    var format = "EEE MMM dd HH:mm:ss"
    if let dot = time.firstIndex(of: ".") {
      let fraction = time[time.index(after: dot)...]
      guard (1...3).contains(fraction.count) else { return nil }
      format += "." + String(repeating: "S", count: fraction.count)
    }
    guard let (_, offset) = zone(Array(parts[4].utf8), from: 0, colonFormat: nil, plainFormat: "Z") else {
      return nil
    }
    return DateForm(format: format + " Z yyyy", offset: offset)
  }

  /// The zone at `position` to the end: none (UTC, no zone in the format), `Z`, `+hhmm` or
  /// `+hh:mm`.
  private static func zone(_ bytes: [UInt8], from position: Int, colonFormat: String?, plainFormat: String)
    -> (String, Int)?
  {
    let rest = Array(bytes[position...])
    if rest.isEmpty { return ("", 0) }
    if rest == [UInt8(ascii: "Z")] { return ("XXXXX", 0) }
    guard rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") else { return nil }
    let sign = rest.first == UInt8(ascii: "-") ? -1 : 1
    if rest.count == 5, digits(rest, 1, 4) {
      let value = Int(String(decoding: rest[1...], as: UTF8.self)) ?? 0
      return (plainFormat, sign * (value / 100 * 3600 + value % 100 * 60))
    }
    if let colonFormat, rest.count == 6, digits(rest, 1, 2), rest[3] == UInt8(ascii: ":"), digits(rest, 4, 2) {
      let hours = Int(String(decoding: rest[1...2], as: UTF8.self)) ?? 0
      let minutes = Int(String(decoding: rest[4...5], as: UTF8.self)) ?? 0
      return (colonFormat, sign * (hours * 3600 + minutes * 60))
    }
    return nil
  }

  private static func digits(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Bool {
    guard start + count <= bytes.count else { return false }
    return bytes[start..<start + count].allSatisfy(isDigit)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
