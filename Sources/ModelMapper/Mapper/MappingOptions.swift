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
}

/// What one mapping shares across its nested maps: the options and, in strict mode, the
/// problems found so far.
final class _MapSession {
  let options: MappingOptions
  /// The problems found, in order (strict mode).
  private(set) var problems: [MapError] = []
  /// The kind, path and expected type of each problem, so that one problem met twice (a
  /// nested model's error, reported inside it and again where it was read) is recorded
  /// once, while two properties that read one key each report their own type.
  private var recorded: Set<String> = []

  init(options: MappingOptions) {
    self.options = options
  }

  var isStrict: Bool { options.contains(.strict) }

  /// Records a problem, unless one of the same kind, at the same path, about the same type is
  /// recorded already.
  func record(_ error: MapError) {
    let identity = "\(error.kind.rawValue) \(error.path ?? error.key ?? "") \(error.expectedType ?? "")"
    guard recorded.insert(identity).inserted else { return }
    problems.append(error)
  }

  /// Records an error thrown while mapping: a ``MapError`` as it is, a write error as a value
  /// that could not be written, another error (thrown by a model's own code) as a refusal by
  /// the model at `path`.
  func record(_ error: Error, path: String) {
    if let mapError = error as? MapError {
      record(mapError)
    } else {
      let kind: MapError.Kind = error is JSONWriteError ? .notWritable : .refusedByModel
      var wrapped = MapError(kind, key: nil, currentValue: nil, reason: "\(error)")
      if let writeError = error as? JSONWriteError { wrapped.reason = writeError.message }
      wrapped.path = path
      record(wrapped)
    }
  }
}

/// Every problem a strict mapping found, each with its key path, expected type and found
/// value.
///
/// ```swift
/// do {
///   _ = try Mapper<User>(options: .strict).mapOrThrow(JSONString: json)
/// } catch let problems as MappingProblems {
///   for problem in problems.errors { print(problem) }
/// }
/// ```
public struct MappingProblems: Error, Sendable, CustomStringConvertible {
  /// The problems, in the order they were found.
  public var errors: [MapError]

  /// Creates a report.
  ///
  /// - Parameter errors: The problems, in the order they were found.
  public init(errors: [MapError]) {
    self.errors = errors
  }

  /// One line per problem.
  public var description: String {
    "\(errors.count) mapping problem\(errors.count == 1 ? "" : "s"):\n"
      + errors.map { "- \($0)" }.joined(separator: "\n")
  }
}
