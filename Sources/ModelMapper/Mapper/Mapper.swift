// swift-format-ignore-file: AlwaysUseLowerCamelCase
// ObjectMapper's argument labels (JSONString:, JSONObject:, JSON:, JSONArray:) are kept as
// they are, so ObjectMapper code compiles unchanged.

import Foundation

/// Maps JSON to models of type `N` and models back to JSON.
///
/// ```swift
/// let user = Mapper<User>().map(JSONString: json)           // User?
/// let users = Mapper<User>().mapArray(JSONString: list)     // [User]?
/// let text = Mapper<User>().toJSONString(user!, prettyPrint: true)
/// ```
///
/// JSON text is parsed by ModelMapper's own engine. Invalid text gives nil from the
/// optional-returning calls (nothing is printed); the throwing calls, such as
/// ``mapOrThrow(JSONString:)``, report the line and column.
public final class Mapper<N: BaseMappable> {
  // The settings skip Swift's dynamic exclusivity checks (each read of a class property
  // otherwise calls the runtime): a mapper is configured, then used; changing a setting
  // while the same mapper maps on another thread is a data race either way.

  /// The context handed to every `mapping(map:)`, at every level.
  public var context: MapContext? {
    get { _context?.value }
    set { _context = .boxing(newValue) }
  }
  /// The context, boxed for maps to share (see ``_MapContextBox``).
  @exclusivity(unchecked) var _context: _MapContextBox?
  /// Whether nil optionals are written as `null` (at every level) instead of omitted.
  @exclusivity(unchecked) public var shouldIncludeNilValues: Bool
  /// Opt-in behaviour beyond ObjectMapper's (strict mode, lenient conversion, snake_case
  /// keys, array indices in written key paths); empty by default.
  @exclusivity(unchecked) public var options: MappingOptions
  /// Whether an array of a megabyte or more is mapped a run of elements at a time on one
  /// core, as on all cores (see Mapper+Parallel.swift); tests turn it off to compare with the
  /// whole document parsed at once.
  @exclusivity(unchecked) package var mapsLargeArraysInRuns = true

  /// Creates a mapper.
  ///
  /// ```swift
  /// let mapper = Mapper<User>(context: Session(userID: 7), shouldIncludeNilValues: true)
  /// ```
  ///
  /// - Parameters:
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  ///   - shouldIncludeNilValues: Whether nil optionals are written as `null` (default false: left
  ///     out).
  public init(context: MapContext? = nil, shouldIncludeNilValues: Bool = false) {
    _context = .boxing(context)
    self.shouldIncludeNilValues = shouldIncludeNilValues
    options = []
  }

  /// Creates a mapper with options beyond ObjectMapper's.
  ///
  /// ```swift
  /// let strict = Mapper<User>(options: .strict)
  /// let snake = Mapper<User>(options: [.snakeCaseKeys, .lenientConversion])
  /// ```
  ///
  /// - Parameters:
  ///   - context: Handed to every `mapping(map:)` as ``Map/context``, at every level (default nil).
  ///   - shouldIncludeNilValues: Whether nil optionals are written as `null` (default false: left
  ///     out).
  ///   - options: Opt-in behaviours such as `.strict`, `.snakeCaseKeys` and `.lenientConversion`
  ///     (default none).
  public init(context: MapContext? = nil, shouldIncludeNilValues: Bool = false, options: MappingOptions) {
    _context = .boxing(context)
    self.shouldIncludeNilValues = shouldIncludeNilValues
    self.options = options
  }

  /// A session for one mapping call, or nil when no option is set.
  func makeSession() -> _MapSession? {
    options.subtracting(.parallel).isEmpty ? nil : _MapSession(options: options)
  }

  // MARK: Reading one model

  /// A model from a JSON object, or nil when `JSONObject` is not a dictionary or the model
  /// refuses it.
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  public func map(JSONObject: Any?) -> N? {
    guard let (document, node) = source(from: JSONObject) else { return nil }
    return map(document, node)
  }

  /// A model from JSON text, or nil when the text is not valid JSON or not an object, or the
  /// model refuses it.
  ///
  /// ```swift
  /// let user = Mapper<User>().map(JSONString: #"{"name": "Ada"}"#)
  /// ```
  ///
  /// - Parameter JSONString: JSON text of an object.
  public func map(JSONString: String) -> N? {
    guard let document = try? JSONDocument(parsing: JSONString) else { return nil }
    return map(document, 0)
  }

  /// A model from a dictionary, mapped exactly as JSON text with the same content would be.
  ///
  /// - Parameter JSON: A dictionary in Foundation form, as `JSONSerialization` gives it.
  public func map(JSON: [String: Any]) -> N? {
    map(JSONObject: JSON)
  }

  /// A model from the object at `index` of `document`.
  func map(_ document: JSONDocument, _ index: Int, location: __owned _MapLocation? = nil) -> N? {
    guard let map = rootMap(document, index, toObject: false, location: location) else { return nil }
    return _instantiate(N.self, map: map)
  }

  // MARK: Updating a model

  /// Maps JSON text onto an existing model; keys absent from the JSON leave properties as
  /// they are, and nested models are updated in place. Invalid text leaves it unchanged.
  ///
  /// ```swift
  /// let updated = Mapper<User>().map(JSONString: #"{"name": "Grace"}"#, toObject: user)
  /// ```
  ///
  /// - Parameters:
  ///   - JSONString: JSON text of an object.
  ///   - object: The model to update; properties whose keys are absent keep their values.
  public func map(JSONString: String, toObject object: N) -> N {
    guard let document = try? JSONDocument(parsing: JSONString) else { return object }
    return update(object, document, 0)
  }

  /// Maps a JSON object onto an existing model (see ``map(JSONString:toObject:)``).
  ///
  /// - Parameters:
  ///   - JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`, `NSNumber`...), as
  ///     `JSONSerialization` gives it.
  ///   - object: The model to update; properties whose keys are absent keep their values.
  public func map(JSONObject: Any?, toObject object: N) -> N {
    guard let (document, node) = source(from: JSONObject) else { return object }
    return update(object, document, node)
  }

  /// Maps a dictionary onto an existing model (see ``map(JSONString:toObject:)``).
  ///
  /// - Parameters:
  ///   - JSON: A dictionary in Foundation form, as `JSONSerialization` gives it.
  ///   - object: The model to update; properties whose keys are absent keep their values.
  public func map(JSON: [String: Any], toObject object: N) -> N {
    map(JSONObject: JSON, toObject: object)
  }

  func update(_ object: N, _ document: JSONDocument, _ index: Int) -> N {
    guard let map = rootMap(document, index, toObject: true, location: nil) else { return object }
    var copy = object
    copy.mapping(map: map)
    return copy
  }

  // MARK: Throwing

  /// A model from JSON text, throwing instead of returning nil: a ``MapError`` that carries
  /// the parse error's line and column for invalid text, says which model refused the JSON,
  /// or is the error an ``ImmutableMappable`` initializer threw.
  ///
  /// ```swift
  /// do {
  ///   let user = try Mapper<User>().mapOrThrow(JSONString: text)
  /// } catch {
  ///   print(error)   // Cannot map: found invalid JSON (Invalid JSON: line 1, column 9 (byte 8): ...)
  /// }
  /// ```
  ///
  /// - Parameter JSONString: JSON text of an object.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapOrThrow(JSONString: String) throws -> N {
    let document = try Self.parse(JSONString)
    return try collectingProblems { try mapOrThrow(document, 0, session: $0) }
  }

  /// A model from a JSON object, throwing instead of returning nil (see
  /// ``mapOrThrow(JSONString:)``).
  ///
  /// - Parameter JSONObject: Parsed JSON in Foundation form (`[String: Any]`, `[Any]`,
  ///   `NSNumber`...), as `JSONSerialization` gives it.
  /// - Throws: ``MapError``: for invalid JSON text, with the parse error's line and column;
  ///   otherwise for the first value that did not map, with its key path, expected type and found
  ///   value. In strict mode, ``MappingProblems`` with every problem.
  public func mapOrThrow(JSONObject: Any) throws -> N {
    guard let (document, node) = source(from: JSONObject) else {
      throw MapError(.typeMismatch, key: nil, currentValue: JSONObject, reason: "Cannot cast to '[String: Any]'")
    }
    return try collectingProblems { try mapOrThrow(document, node, session: $0) }
  }

  func mapOrThrow(
    _ document: JSONDocument, _ index: Int, location: _MapLocation? = nil, session: _MapSession?
  ) throws -> N {
    guard let map = rootMap(document, index, toObject: false, location: location, session: session) else {
      throw MapError(
        .typeMismatch, "Cannot map to '\(N.self)': the JSON is not an object", expected: N.self, document: document,
        node: index, path: location.map(Map._render) ?? "")
    }
    return try _instantiateOrThrow(N.self, map: map)
  }

  /// Runs a throwing mapping with a new session. In strict mode, the problems it recorded
  /// are thrown as ``MappingProblems``, together with the error that stopped it, if any.
  func collectingProblems<Result>(_ body: (_MapSession?) throws -> Result) throws -> Result {
    let session = makeSession()
    guard let session, session.isStrict else { return try body(session) }
    let result: Result
    do {
      result = try body(session)
    } catch let problems as MappingProblems {
      throw problems
    } catch {
      session.record(error, path: "")
      throw MappingProblems(errors: session.problems)
    }
    if !session.problems.isEmpty { throw MappingProblems(errors: session.problems) }
    return result
  }

  /// Parses text, turning a parse error into a ``MapError`` that keeps it.
  static func parse(_ text: String) throws(MapError) -> JSONDocument {
    do {
      return try JSONDocument(parsing: text)
    } catch {
      throw MapError(invalidJSON: error)
    }
  }

  // MARK: Plumbing

  /// A reading map for the object at `index`, or nil when that value is not an object.
  func rootMap(
    _ document: JSONDocument, _ index: Int, toObject: Bool, location: __owned _MapLocation?,
    session: _MapSession? = nil
  ) -> Map? {
    guard _TapeReader(document).tape[index].kind == .object else { return nil }
    return Map(
      reading: document, object: index, toObject: toObject, context: _context,
      shouldIncludeNilValues: shouldIncludeNilValues, parent: nil, location: location, session: session ?? makeSession()
    )
  }

  /// A document for a Foundation-style JSON object (a dictionary or an array).
  func document(from object: Any?) -> JSONDocument? {
    guard let object else { return nil }
    return _JSONBridge.document(fromObject: object)
  }

  /// The document and tape index of a Foundation-style JSON object: where a dictionary
  /// handed out by ``Map/JSON`` came from, or else a document of its own (index 0).
  func source(from object: Any?) -> (document: JSONDocument, node: Int)? {
    guard let object else { return nil }
    if type(of: object) == [String: Any].self, let origin = _JSONOrigin.find(object as! [String: Any]) {
      return origin
    }
    return _JSONBridge.document(fromObject: object).map { ($0, 0) }
  }
}
