import Foundation
import ModelMapperSupport

// Saving models to files and loading them back.
extension Mapper {
  /// Saves a model's JSON to `url` atomically: the JSON goes to a temporary file beside it,
  /// which then replaces `url` in one step, so a crash or a full disk never leaves a
  /// half-written file in its place.
  ///
  /// ```swift
  /// try Mapper<User>().write(user, to: url)
  /// ```
  ///
  /// - Parameters:
  ///   - object: The model to write.
  ///   - url: The file to write; replaced atomically, never left half-written.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  /// - Throws: ``PersistenceError``: `.notWritable` when the model has no JSON form (the file is
  ///   left as it was), `.writeFailed` when the file cannot be written.
  public func write(_ object: N, to url: URL, prettyPrint: Bool = false) throws(PersistenceError) {
    let text: String
    do {
      text = try toJSONStringOrThrow(object, prettyPrint: prettyPrint)
    } catch {
      throw PersistenceError(kind: .notWritable, url: url, reason: "\(error)")
    }
    try _AtomicFile.write(Array(text.utf8), to: url)
  }

  /// Saves an array of models as a JSON array, atomically (see ``write(_:to:prettyPrint:)-(N,_,_)``).
  ///
  /// - Parameters:
  ///   - objects: The models to write.
  ///   - url: The file to write; replaced atomically, never left half-written.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  /// - Throws: ``PersistenceError``: `.notWritable` when the model has no JSON form (the file is
  ///   left as it was), `.writeFailed` when the file cannot be written.
  public func write(_ objects: [N], to url: URL, prettyPrint: Bool = false) throws(PersistenceError) {
    guard let text = writeArray(objects, prettyPrint: prettyPrint) else {
      throw PersistenceError(kind: .notWritable, url: url, reason: "a model holds a value with no JSON form")
    }
    try _AtomicFile.write(Array(text.utf8), to: url)
  }

  /// Saves a dictionary of models as a JSON object (keys sorted), atomically.
  ///
  /// - Parameters:
  ///   - objects: The models to write.
  ///   - url: The file to write; replaced atomically, never left half-written.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  /// - Throws: ``PersistenceError``: `.notWritable` when the model has no JSON form (the file is
  ///   left as it was), `.writeFailed` when the file cannot be written.
  public func write(_ objects: [String: N], to url: URL, prettyPrint: Bool = false) throws(PersistenceError) {
    var object = JSONObject(minimumCapacity: objects.count)
    for (key, model) in _sortedByKey(objects) {
      guard let json = rootJSON(model) else { continue }
      object._appendUnchecked(key, .object(json))
    }
    let bytes: [UInt8]
    do {
      bytes = try JSONWriter(options: prettyPrint ? .pretty : .compact).bytes(.object(object))
    } catch {
      throw PersistenceError(kind: .notWritable, url: url, reason: "\(error)")
    }
    try _AtomicFile.write(bytes, to: url)
  }

  /// Loads a model saved with ``write(_:to:prettyPrint:)-(N,_,_)`` (or any file holding a JSON
  /// object).
  ///
  /// - Parameter url: The file to read.
  /// - Throws: ``PersistenceError``: the file is missing or unreadable, is not valid JSON
  ///   (with the line and column), or does not map (with the key path).
  ///
  /// ```swift
  /// let user = try Mapper<User>().map(contentsOf: url)
  /// ```
  public func map(contentsOf url: URL) throws(PersistenceError) -> N {
    let document = try _AtomicFile.read(url)
    do {
      return try collectingProblems { try mapOrThrow(document, 0, session: $0) }
    } catch {
      throw PersistenceError(kind: .notMappable, url: url, mapError: Self.mapError(error))
    }
  }

  /// Loads an array of models; the first element that does not map throws.
  ///
  /// - Parameter url: The file to read.
  /// - Throws: ``PersistenceError``: `.fileNotFound`, `.unreadable`, `.invalidJSON` (with the line
  ///   and column), or `.notMappable` (with the key path).
  public func mapArray(contentsOf url: URL) throws(PersistenceError) -> [N] {
    let document = try _AtomicFile.read(url)
    do {
      guard _TapeReader(document).tape[0].kind == .array else {
        throw MapError(
          .typeMismatch, "Cannot cast to '[[String: Any]]'", expected: [N].self, document: document, node: 0)
      }
      return try collectingProblems { session in
        try _TapeReader(document)._elementIndices(of: 0).enumerated().map { position, element in
          try mapOrThrow(document, element, location: .rootElement(position), session: session)
        }
      }
    } catch {
      throw PersistenceError(kind: .notMappable, url: url, mapError: Self.mapError(error))
    }
  }

  /// Loads a dictionary of models; the first value that does not map throws.
  ///
  /// - Parameter url: The file to read.
  /// - Throws: ``PersistenceError``: `.fileNotFound`, `.unreadable`, `.invalidJSON` (with the line
  ///   and column), or `.notMappable` (with the key path).
  public func mapDictionary(contentsOf url: URL) throws(PersistenceError) -> [String: N] {
    let document = try _AtomicFile.read(url)
    do {
      guard let members = objectMembers(document, 0, valuesOfKind: .object) else {
        throw MapError(
          .typeMismatch, "Cannot cast to '[String: [String: Any]]'", expected: [String: N].self, document: document,
          node: 0)
      }
      return try collectingProblems { session in
        var result: [String: N] = [:]
        for (key, node) in members {
          result[key] = try mapOrThrow(document, node, location: .rootMember(key), session: session)
        }
        return result
      }
    } catch {
      throw PersistenceError(kind: .notMappable, url: url, mapError: Self.mapError(error))
    }
  }

  /// The error as a ``MapError`` (the first of several in strict mode).
  static func mapError(_ error: Error) -> MapError {
    if let error = error as? MapError { return error }
    if let problems = error as? MappingProblems, let first = problems.errors.first { return first }
    return MapError(.refusedByModel, key: nil, currentValue: nil, reason: "\(error)")
  }
}

/// Files written atomically and read with typed errors.
enum _AtomicFile {
  /// Writes `bytes` to a temporary file in `url`'s directory, flushes it to disk, and
  /// renames it over `url` (an atomic replacement on POSIX file systems).
  static func write(_ bytes: [UInt8], to url: URL) throws(PersistenceError) {
    let file = try _TemporaryFile(replacing: url)
    var failure: PersistenceError?
    bytes.withUnsafeBytes { buffer in
      do throws(PersistenceError) { try file.write(buffer) } catch { failure = error }
    }
    if let failure { throw failure }
    try file.commit()
  }

  /// The parsed document in `url`.
  static func read(_ url: URL) throws(PersistenceError) -> JSONDocument {
    let data: Data
    do throws(_FileReading.Failure) {
      data = try _FileReading.read(url.path)
    } catch {
      switch error {
      case .notFound: throw PersistenceError(kind: .fileNotFound, url: url)
      case .unreadable(let reason): throw PersistenceError(kind: .unreadable, url: url, reason: reason)
      }
    }
    do {
      return try JSONDocument(parsing: data)
    } catch {
      throw PersistenceError(kind: .invalidJSON, url: url, parseError: error)
    }
  }
}
