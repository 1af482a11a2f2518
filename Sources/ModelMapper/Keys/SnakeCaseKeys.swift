// ``MappingOptions/snakeCaseKeys``: the keys written in `mapping(map:)` in camelCase are
// looked up and written in snake_case. The conversion is `JSONEncoder`'s
// (`_snakeCase(fromCamelCase:)`, JSONKeyCase.swift); this file caches it, since a model's
// keys are few and converted again for every object.

/// A thread-safe cache of camelCase to snake_case key conversions.
final class _SnakeCaseKeys: Sendable {
  static let shared = _SnakeCaseKeys()
  private let cache = _Locked<[String: String]>([:])

  /// `key` in snake_case.
  func convert(_ key: String) -> String {
    cache.withLock { cache in
      if let converted = cache[key] { return converted }
      let converted = _snakeCase(fromCamelCase: key)
      if cache.count < 10_000 { cache[key] = converted }
      return converted
    }
  }
}
