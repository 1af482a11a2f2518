import ModelMapperSupport

// ``MappingOptions/snakeCaseKeys``: the keys written in `mapping(map:)` in camelCase are
// looked up and written in snake_case. The conversion is `JSONEncoder`'s
// (`_snakeCase(fromCamelCase:)`, JSONKeyCase.swift); this file caches it, since a model's
// keys are few and converted again for every object. (Writing converts only the keys a
// model's key shape does not expect: KeyShapeCache.swift.)

/// A thread-safe cache of camelCase to snake_case key conversions.
///
/// Keys are found first by their in-memory representation, which for the string literals
/// of `mapping(map:)` costs no hashing of the text: an entry keeps its key alive, so a key
/// with the same representation has the same text (see ``_representation(of:)``). Other
/// keys are found by their text.
final class _SnakeCaseKeys: Sendable {
  static let shared = _SnakeCaseKeys()

  /// One remembered conversion, found by the key's representation.
  struct Entry {
    var representation: _StringRepresentation
    /// The key, kept alive so that its representation stays its own.
    var key: String
    var converted: String
  }

  struct Cache {
    /// Direct-mapped by representation; a colliding key replaces the entry.
    var entries = [Entry?](repeating: nil, count: _SnakeCaseKeys.slots)
    var byText: [String: String] = [:]
  }

  /// The slots of the representation table (a power of two).
  static let slots = 512

  private let cache = _Locked(Cache())

  /// `key` in snake_case.
  func convert(_ key: String) -> String {
    let representation = _representation(of: key)
    return cache.withLock { cache in
      var slot = -1
      if let representation {
        slot = Self.slot(of: representation)
        if let entry = cache.entries[slot], entry.representation == representation { return entry.converted }
      }
      let converted: String
      if let known = cache.byText[key] {
        converted = known
      } else {
        converted = _snakeCase(fromCamelCase: key)
        if cache.byText.count < 10_000 { cache.byText[key] = converted }
      }
      if let representation {
        cache.entries[slot] = Entry(representation: representation, key: key, converted: converted)
      }
      return converted
    }
  }

  /// The table slot of a representation: its two words mixed (Fibonacci hashing).
  @inline(__always)
  static func slot(of representation: _StringRepresentation) -> Int {
    let mixed = (representation.first ^ (representation.second &* 0x9E37_79B9_7F4A_7C15)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> UInt64(64 - slots.trailingZeroBitCount))
  }
}
