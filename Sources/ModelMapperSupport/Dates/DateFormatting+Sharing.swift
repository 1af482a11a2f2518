import Foundation

// How transforms made inside every `mapping(map:)` call find what their format needs, made
// once per process: the compiled pattern (``_CompiledDateFormat``), and the conversions of
// the format in a zone (``_DateFormatting``). Both are found first in a table read without
// a lock (``_PublishedTable``), by the in-memory representations of the strings: a format
// written as a literal is the same string at every call, so a lookup compares a few words
// and hashes nothing.

/// A `DateFormatter` format with the `en_US_POSIX` locale, compiled once per process for
/// every transform of that format: what parsing a string that carries its zone needs (no
/// time zone, no lock).
package final class _CompiledDateFormat: Sendable {
  /// The format.
  package let format: String
  /// The compiled pattern, when the hand-written code covers the format.
  package let pattern: _DatePattern?

  private init(format: String) {
    self.format = format
    pattern = _DatePattern(format)
  }

  /// The date of `bytes` when the pattern has a zone field and the hand-written parser reads
  /// them; nil otherwise (the caller then needs the conversions of a zone).
  @inline(__always)
  package func zonedDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard let pattern, pattern.hasZone, let milliseconds = pattern.milliseconds(parsing: bytes, offset: nil) else {
      return nil
    }
    return _CivilCalendar.date(milliseconds: milliseconds)
  }

  /// No format: what a converter holds that is given a formatter instead.
  package static let none = _CompiledDateFormat(format: "")

  private static let published = _PublishedTable()
  /// Every format compiled, by its text (at most 256; later ones are compiled again each
  /// time).
  private static let byFormat = _Locked<[String: _CompiledDateFormat]>([:])

  /// The compiled form of `format`, shared.
  package static func of(_ format: String) -> _CompiledDateFormat {
    if let representation = _representation(of: format),
      let found = published.first(where: {
        _representation(of: unsafeDowncast($0, to: _CompiledDateFormat.self).format) == representation
      })
    {
      return unsafeDowncast(found, to: _CompiledDateFormat.self)
    }
    return byFormat.withLock { byFormat in
      if let known = byFormat[format] { return known }
      let made = _CompiledDateFormat(format: format)
      guard byFormat.count < 256 else { return made }
      byFormat[format] = made
      _ = published.insert(made) { _ in false }
      return made
    }
  }
}

extension _DateFormatting {
  /// The instances made first, found without a lock (see ``shared(format:localeIdentifier:timeZone:)``).
  private static let published = _PublishedTable()
  /// Every instance made, by format, locale and zone (at most 256; later ones are not kept).
  private static let instances = _Locked<[Key: _DateFormatting]>([:])

  /// What an instance is for.
  private struct Key: Hashable {
    let format: String
    let locale: String
    let zone: String
  }

  /// The instance for `format`, `localeIdentifier` and `timeZone`, shared by every transform
  /// that asks for them.
  ///
  /// Found without a lock among the first instances made when the format and locale strings
  /// are the ones it was made with (a literal is the same string at every call, and a
  /// formatter's `dateFormat` the same while it is not set again) and the zone is its zone:
  /// compared by `zoneIdentifier` when the caller has read it, else with `==`. Otherwise
  /// found by the strings' text and the zone's identifier, under a lock.
  package static func shared(
    format: String, localeIdentifier: String, timeZone: TimeZone, zoneIdentifier: String? = nil
  ) -> _DateFormatting {
    if let formatRepresentation = _representation(of: format),
      let localeRepresentation = _representation(of: localeIdentifier),
      let found = published.first(where: {
        let candidate = unsafeDowncast($0, to: _DateFormatting.self)
        return _representation(of: candidate.format) == formatRepresentation
          && _representation(of: candidate.localeIdentifier) == localeRepresentation
          && (zoneIdentifier.map { candidate.zoneIdentifier == $0 } ?? (candidate.timeZone == timeZone))
      })
    {
      return unsafeDowncast(found, to: _DateFormatting.self)
    }
    let key = Key(format: format, locale: localeIdentifier, zone: zoneIdentifier ?? timeZone.identifier)
    return instances.withLock { instances in
      if let known = instances[key] { return known }
      let made = _DateFormatting(format: format, localeIdentifier: localeIdentifier, timeZone: timeZone)
      guard instances.count < 256 else { return made }
      instances[key] = made
      _ = published.insert(made) { _ in false }
      return made
    }
  }
}
