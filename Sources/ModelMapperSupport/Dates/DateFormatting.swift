import Foundation

/// Dates of one format, locale and time zone, converted by hand whenever the pattern, the
/// locale (`en_US_POSIX`) and the zone (a fixed offset, such as UTC, or one given in the
/// text) are ones the hand-written code reproduces exactly; otherwise by one `DateFormatter`
/// made for them on first need and used under a lock, never one made per call.
///
/// Instances are shared through ``shared(format:localeIdentifier:timeZone:)``, so that
/// transforms made inside every `mapping(map:)` call cost a table lookup.
package final class _DateFormatting: @unchecked Sendable {
  package let format: String
  package let localeIdentifier: String
  package let timeZone: TimeZone
  /// The compiled pattern, when the format and locale are covered.
  package let pattern: _DatePattern?
  /// The zone's offset in seconds east of UTC, when it never changes.
  package let fixedOffset: Int?
  /// The formatter for what the hand-written code does not cover, made on first need.
  private let formatter = _Locked<DateFormatter?>(nil)

  package init(format: String, localeIdentifier: String, timeZone: TimeZone) {
    self.format = format
    self.localeIdentifier = localeIdentifier
    self.timeZone = timeZone
    pattern = localeIdentifier == "en_US_POSIX" ? _DatePattern(format) : nil
    fixedOffset = Self.fixedOffset(of: timeZone)
  }

  /// The offset of a zone whose offset no rule changes: UTC under its names, and zones made
  /// with `TimeZone(secondsFromGMT:)` (`GMT+0800`).
  static func fixedOffset(of zone: TimeZone) -> Int? {
    let identifier = zone.identifier
    if ["GMT", "UTC", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu"].contains(identifier) {
      return 0
    }
    guard identifier.hasPrefix("GMT+") || identifier.hasPrefix("GMT-") else { return nil }
    let offset = zone.secondsFromGMT()
    guard let fixed = TimeZone(secondsFromGMT: offset), fixed.identifier == identifier else { return nil }
    return offset
  }

  // MARK: Parsing

  /// The date of `string`, or nil when it is not one in the format.
  package func date(from string: String) -> Date? {
    if pattern != nil, let date = string.utf8.withContiguousStorageIfAvailable({ fastDate($0) }), let date {
      return date
    }
    guard _dateFormatterAccepts(string) else { return nil }
    return withFormatter { $0.date(from: string) }
  }

  /// The date of UTF-8 `bytes` (an unescaped JSON string), or nil.
  package func date(fromBytes bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    if let date = fastDate(bytes) { return date }
    let string = String(decoding: bytes, as: UTF8.self)
    guard _dateFormatterAccepts(string) else { return nil }
    return withFormatter { $0.date(from: string) }
  }

  /// The date of `bytes` when the hand-written parser reads them in the canonical form.
  @inline(__always)
  package func fastDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard let pattern, pattern.hasZone || fixedOffset != nil,
      let milliseconds = pattern.milliseconds(parsing: bytes, offset: fixedOffset)
    else { return nil }
    return _CivilCalendar.date(milliseconds: milliseconds)
  }

  // MARK: Formatting

  /// The date in the format.
  package func string(from date: Date) -> String {
    // Written by hand, the text is ASCII: made into a string without checking it again.
    var text = _DateText()
    if let length = fastFormat(date, into: &text) { return text.withBytes(length, _stringOfKnownASCII) }
    return formatterString(from: date)
  }

  /// The date in the format, by the formatter (for what the hand-written code does not cover).
  package func formatterString(from date: Date) -> String {
    withFormatter { $0.string(from: date) }
  }

  /// Formats `date` by hand into `text`: its length, or nil when the pattern, the zone or
  /// the date is not covered.
  @inline(__always)
  package func fastFormat(_ date: Date, into text: inout _DateText) -> Int? {
    guard let pattern, pattern.maximumLength <= _DateText.capacity, let offset = fixedOffset,
      let milliseconds = _CivilCalendar.formattedMilliseconds(date)
    else { return nil }
    return text.fill { pattern.format(milliseconds: milliseconds, offset: offset, into: $0) }
  }

  /// Runs `body` with the formatter, made on first use, holding its lock.
  private func withFormatter<Result>(_ body: (DateFormatter) -> Result) -> Result {
    formatter.withLock { formatter in
      if let formatter { return body(formatter) }
      let made = DateFormatter()
      made.locale = Locale(identifier: localeIdentifier)
      made.timeZone = timeZone
      made.dateFormat = format
      formatter = made
      return body(made)
    }
  }

  // MARK: Sharing

  /// The instances made so far, by format, locale and zone (at most 256; later ones are not
  /// kept), and the last ones looked up by the in-memory representations of those strings:
  /// a format written as a literal is the same string at every call, so most lookups of a
  /// transform made inside `mapping(map:)` compare a few words and hash nothing.
  private static let instances = _Locked(Instances())

  private struct Instances {
    var byKey: [Key: _DateFormatting] = [:]
    var recent: [Recent] = []
  }

  /// An instance looked up lately, found by the in-memory representations of its format,
  /// locale and zone identifier.
  private struct Recent {
    let format: _StringRepresentation
    let locale: _StringRepresentation
    let zone: _StringRepresentation
    /// The strings, kept so that their storage cannot be reused by another string with the
    /// same representation.
    let strings: (String, String, String)
    let formatting: _DateFormatting
  }

  /// What an instance is for.
  private struct Key: Hashable {
    let format: String
    let locale: String
    let zone: String
  }

  /// The instance for `format`, `localeIdentifier` and `timeZone`, shared by every transform
  /// that asks for them.
  package static func shared(format: String, localeIdentifier: String, timeZone: TimeZone) -> _DateFormatting {
    let zone = timeZone.identifier
    let representations = (
      _representation(of: format), _representation(of: localeIdentifier), _representation(of: zone)
    )
    return instances.withLock { instances in
      if let formatRepresentation = representations.0, let localeRepresentation = representations.1,
        let zoneRepresentation = representations.2,
        // By index: `first(where:)` copied every entry it passed (the strings and the
        // instance retained, then released).
        let found = instances.recent.firstIndex(where: {
          $0.format == formatRepresentation && $0.locale == localeRepresentation && $0.zone == zoneRepresentation
        })
      {
        return instances.recent[found].formatting
      }
      let key = Key(format: format, locale: localeIdentifier, zone: zone)
      let formatting: _DateFormatting
      if let known = instances.byKey[key] {
        formatting = known
      } else {
        formatting = _DateFormatting(format: format, localeIdentifier: localeIdentifier, timeZone: timeZone)
        if instances.byKey.count < 256 { instances.byKey[key] = formatting }
      }
      if let formatRepresentation = representations.0, let localeRepresentation = representations.1,
        let zoneRepresentation = representations.2
      {
        if instances.recent.count == 8 { instances.recent.removeFirst() }
        instances.recent.append(
          Recent(
            format: formatRepresentation, locale: localeRepresentation, zone: zoneRepresentation,
            strings: (format, localeIdentifier, zone), formatting: formatting))
      }
      return formatting
    }
  }
}

/// Room on the stack for a date formatted by hand (a pattern's longest text is at most
/// ``capacity`` bytes, or the pattern is formatted by `DateFormatter`).
@frozen
package struct _DateText {
  package static let capacity = 64
  @usableFromInline var storage: (SIMD32<UInt8>, SIMD32<UInt8>)

  @inlinable
  package init() {
    storage = (.zero, .zero)
  }

  /// Runs `write` on the room.
  @inlinable @inline(__always)
  package mutating func fill<Result>(_ write: (UnsafeMutablePointer<UInt8>) -> Result) -> Result {
    withUnsafeMutableBytes(of: &storage) { write($0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)) }
  }

  /// Runs `body` on the first `length` bytes.
  @inlinable @inline(__always)
  package func withBytes<Result>(_ length: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withUnsafeBytes(of: storage) {
      body(
        UnsafeBufferPointer(start: $0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self), count: length))
    }
  }
}
