/// Opt-in behaviour beyond ObjectMapper's, for a ``Mapper`` and every nested model it maps.
///
/// The defaults are ObjectMapper's rules exactly; each option changes something only when
/// set.
///
/// ```swift
/// let mapper = Mapper<User>(options: [.strict, .lenientConversion])
/// let user = try mapper.mapOrThrow(JSONString: json)   // throws every problem at once
/// ```
public struct MappingOptions: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates options from raw bits.
  ///
  /// - Parameter rawValue: The options' bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Collect every value that did not map (wrong types, failed transforms, dropped elements,
  /// refused models, numbers out of range or truncated, nulls for non-optional properties)
  /// instead of dropping it; ``Mapper/mapOrThrow(JSONString:)`` then throws them all as
  /// ``MappingProblems``.
  public static let strict = MappingOptions(rawValue: 1 << 0)

  /// Convert values the way YYModel did, but exactly: numeric strings to numbers, numbers to
  /// strings, `"yes"`/`"no"`-style strings to Booleans, `"null"`-style strings to nil, strings
  /// to `URL` and `Data`. See ``Lenient``.
  public static let lenientConversion = MappingOptions(rawValue: 1 << 1)

  /// Keys written in `mapping(map:)` in camelCase are looked up, and written, in snake_case:
  /// `map["firstName"]` reads `first_name`.
  public static let snakeCaseKeys = MappingOptions(rawValue: 1 << 2)

  /// When writing, numeric key path parts (`"books.0.name"`, `"books[0].name"`) create arrays,
  /// padded with `null`, instead of objects keyed `"0"`.
  public static let writesArrayIndices = MappingOptions(rawValue: 1 << 3)

  /// Arrays and dictionaries of models keep the elements that map and skip the others
  /// (values that are not objects, models that refuse or fail), at the top level
  /// (``Mapper/mapArray(JSONString:)->[N]?``, ``Mapper/mapArrayOrThrow(JSONString:)``, ...) and in
  /// properties. Without it, as in ObjectMapper, an element that is not an object fails the
  /// whole collection; with ``strict`` too, each skipped element is reported with its key path
  /// (`items[3]`).
  ///
  /// ```swift
  /// let items = try Mapper<Item>(options: .lossyCollections).mapArrayOrThrow(JSONString: #"[{"id": 1}, 2]"#)
  /// ```
  public static let lossyCollections = MappingOptions(rawValue: 1 << 4)

  /// Large arrays of models (1 MiB of text or more) are parsed and mapped on all the cores,
  /// with the models in input order and the same results and errors as on one core:
  /// ``Mapper/mapArray(JSONData:)->[N]?``, ``Mapper/mapArrayOrThrow(JSONData:)`` and their
  /// `JSONString:` and `at:` forms; a ``ModelReader`` or ``ModelStream`` maps each run of
  /// elements it parses on all the cores (and delivers them one at a time). Turn it on only when the models' `mapping(map:)`, their
  /// transforms and the mapper's context are safe to use from several threads at once
  /// (ModelMapper's own transforms are).
  ///
  /// ```swift
  /// let entries = try Mapper<LedgerEntry>(options: .parallel).mapArrayOrThrow(JSONData: export)
  /// ```
  public static let parallel = MappingOptions(rawValue: 1 << 5)
}
