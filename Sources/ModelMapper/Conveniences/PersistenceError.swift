import Foundation

/// Why a model could not be saved to or loaded from a file: the file, what went wrong, and
/// for invalid JSON the line and column.
///
/// ```swift
/// do {
///   let settings = try Settings(contentsOf: url)
/// } catch {
///   print(error)
///   // /data/settings.json: invalid JSON at line 1, column 33 (byte 32): unexpected end of
///   // input; expected ',' or '}'
/// }
/// ```
public struct PersistenceError: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  ///
  /// ```swift
  /// do {
  ///   settings = try Settings(contentsOf: url)
  /// } catch where error.kind == .fileNotFound {
  ///   settings = Settings()  // first launch
  /// }
  /// ```
  public enum Kind: Sendable, Hashable {
    /// There is no file at the URL.
    case fileNotFound
    /// The file exists but could not be read.
    case unreadable
    /// The file is not valid JSON (empty, truncated or corrupt): see ``PersistenceError/parseError``.
    case invalidJSON
    /// The JSON does not map to the model: see ``PersistenceError/mapError``.
    case notMappable
    /// The model could not be written as JSON (a NaN, or a veto from its hooks).
    case notWritable
    /// The file could not be written; the file that was there is unchanged.
    case writeFailed
  }

  /// What went wrong.
  public var kind: Kind
  /// The file.
  public var url: URL
  /// The parse error, with its line and column, for ``Kind/invalidJSON``.
  public var parseError: JSONParseError?
  /// The mapping error, with its key path, for ``Kind/notMappable``.
  public var mapError: MapError?
  /// The system's explanation, for I/O failures.
  public var reason: String?

  /// One line: the file, then what went wrong.
  public var description: String {
    let what: String
    switch kind {
    case .fileNotFound: what = "no such file"
    case .unreadable: what = "cannot read" + (reason.map { ": \($0)" } ?? "")
    case .invalidJSON:
      if let parseError {
        what =
          "invalid JSON at line \(parseError.line), column \(parseError.column) (byte \(parseError.offset)): "
          + parseError.message
      } else {
        what = "invalid JSON"
      }
    case .notMappable: what = "does not map: " + (mapError.map { "\($0)" } ?? "")
    case .notWritable: what = "cannot write the model as JSON" + (reason.map { ": \($0)" } ?? "")
    case .writeFailed: what = "cannot write" + (reason.map { ": \($0)" } ?? "")
    }
    return "\(url.path): \(what)"
  }
}
