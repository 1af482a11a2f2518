// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (The argument labels are ObjectMapper's: `JSONString:`, `JSONData:`.)

import Foundation

/// The models of an array whose elements that did not map were skipped, and why each of those
/// was skipped: what ``Mapper/mapArrayReportingSkipped(JSONString:)`` returns, so that a lossy
/// mapping keeps both the models and the errors.
///
/// ```swift
/// let result = try Mapper<Item>().mapArrayReportingSkipped(JSONString: #"[{"id": 1}, 2, {"id": 3}]"#)
/// result.models.count       // 2
/// result.skippedErrors[0]   // MapError: [1]: Cannot map to 'Item': ...
/// ```
public struct LossyArray<N: BaseMappable> {
  /// The models of the elements that mapped, in the array's order.
  public var models: [N]
  /// Why each skipped element was skipped, in the array's order: a ``MapError`` naming the
  /// element by its key path (`items[3]`, `items[3].id`), or in strict mode
  /// ``MappingProblems`` with each problem of the element.
  public var skippedErrors: [Error]

  /// The models and the errors of the elements skipped.
  ///
  /// - Parameters:
  ///   - models: The models of the elements that mapped.
  ///   - skippedErrors: Why each other element was skipped.
  public init(models: [N], skippedErrors: [Error]) {
    self.models = models
    self.skippedErrors = skippedErrors
  }
}

extension Mapper {
  /// The models of a JSON array, each element that does not map skipped, with why it was
  /// skipped: ``MappingOptions/lossyCollections`` at the top level that keeps the errors, as a
  /// ``ModelReader``'s `skippedErrors` does. Each element is mapped with the mapper's options;
  /// in strict mode an element with a problem is skipped, and its error lists every problem.
  ///
  /// ```swift
  /// let result = try Mapper<User>().mapArrayReportingSkipped(JSONString: text)
  /// save(result.models)
  /// for error in result.skippedErrors { log.warning("skipped: \(error)") }
  /// ```
  ///
  /// - Parameter JSONString: JSON text of an array.
  /// - Returns: The models that mapped and the errors of the elements skipped.
  /// - Throws: ``MapError`` for invalid JSON (with its line and column) or a value that is not
  ///   an array; an element that does not map is skipped, never thrown.
  public func mapArrayReportingSkipped(JSONString: String) throws -> LossyArray<N> {
    try reportingSkipped(Self.parse(JSONString), keyPath: nil)
  }

  /// The models of a JSON array in UTF-8 bytes, with why each skipped element was skipped (see
  /// ``mapArrayReportingSkipped(JSONString:)``).
  ///
  /// ```swift
  /// let result = try Mapper<User>().mapArrayReportingSkipped(JSONData: data)
  /// ```
  ///
  /// - Parameter JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  /// - Returns: The models that mapped and the errors of the elements skipped.
  /// - Throws: ``MapError`` for invalid JSON or UTF-8 (with its line and column) or a value that
  ///   is not an array.
  public func mapArrayReportingSkipped(JSONData: some ContiguousBytes) throws -> LossyArray<N> {
    try reportingSkipped(Self.parse(bytes: JSONData), keyPath: nil)
  }

  /// The models of the array at `keyPath` inside JSON text, with why each skipped element was
  /// skipped; errors name the element's full key path (`data.items[3].id`).
  ///
  /// ```swift
  /// let result = try Mapper<Item>().mapArrayReportingSkipped(JSONString: text, at: "data.items")
  /// ```
  ///
  /// - Parameters:
  ///   - JSONString: JSON text of an object.
  ///   - keyPath: Where the array is, such as `"data.items"`.
  /// - Returns: The models that mapped and the errors of the elements skipped.
  /// - Throws: ``MapError`` for invalid JSON (with its line and column), nothing at `keyPath`, or
  ///   a value there that is not an array.
  public func mapArrayReportingSkipped(JSONString: String, at keyPath: String) throws -> LossyArray<N> {
    try reportingSkipped(Self.parse(JSONString), keyPath: keyPath)
  }

  /// The models of the array at `keyPath` inside UTF-8 JSON bytes, with why each skipped element
  /// was skipped (see ``mapArrayReportingSkipped(JSONString:at:)``).
  ///
  /// - Parameters:
  ///   - JSONData: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - keyPath: Where the array is, such as `"data.items"`.
  /// - Returns: The models that mapped and the errors of the elements skipped.
  /// - Throws: ``MapError`` for invalid JSON (with its line and column), nothing at `keyPath`, or
  ///   a value there that is not an array.
  public func mapArrayReportingSkipped(JSONData: some ContiguousBytes, at keyPath: String) throws -> LossyArray<N> {
    try reportingSkipped(Self.parse(bytes: JSONData), keyPath: keyPath)
  }

  /// The models of the array at `keyPath` (the whole document when nil), each element mapped
  /// on its own and skipped with its error when it does not map.
  func reportingSkipped(_ document: JSONDocument, keyPath: String?) throws -> LossyArray<N> {
    let index = try keyPath.map { try Self.nodeOrThrow(at: $0, in: document) } ?? 0
    let reader = _TapeReader(document)
    guard reader.tape[index].kind == .array else {
      throw MapError(
        .typeMismatch, "Cannot cast to '[[String: Any]]'", expected: [N].self, document: document, node: index,
        path: keyPath, key: keyPath)
    }
    var result = LossyArray<N>(models: [], skippedErrors: [])
    result.models.reserveCapacity(reader.tape[index].count)
    for (position, element) in reader._elementIndices(of: index).enumerated() {
      let location = Self.elementLocation(keyPath, position)
      do {
        result.models.append(
          try collectingProblems { try mapOrThrow(document, element, location: location, session: $0) })
      } catch {
        result.skippedErrors.append(error)
      }
    }
    return result
  }
}
