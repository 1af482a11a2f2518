import Foundation

extension BaseMappable {
  /// Saves the model's JSON to `url` atomically (see ``Mapper/write(_:to:prettyPrint:)-(N,_,_)``).
  ///
  /// ```swift
  /// try settings.write(to: url)
  /// let restored = try Settings(contentsOf: url)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file to write; replaced atomically, never left half-written.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  /// - Throws: ``PersistenceError``: `.notWritable` when the model has no JSON form (the file is
  ///   left as it was), `.writeFailed` when the file cannot be written.
  public func write(to url: URL, prettyPrint: Bool = false) throws(PersistenceError) {
    try Mapper<Self>().write(self, to: url, prettyPrint: prettyPrint)
  }

  /// Loads a model saved with ``write(to:prettyPrint:)``.
  ///
  /// - Parameter url: The file to read.
  /// - Throws: ``PersistenceError`` naming the file and what is wrong with it.
  public init(contentsOf url: URL) throws(PersistenceError) {
    self = try Mapper<Self>().map(contentsOf: url)
  }
}

extension Array where Element: BaseMappable {
  /// Saves the models as a JSON array, atomically. Load them with
  /// ``Mapper/mapArray(contentsOf:)``.
  ///
  /// ```swift
  /// try users.write(to: url)
  /// let again = try Mapper<User>().mapArray(contentsOf: url)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file to write; replaced atomically, never left half-written.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  /// - Throws: ``PersistenceError``: `.notWritable` when the model has no JSON form (the file is
  ///   left as it was), `.writeFailed` when the file cannot be written.
  public func write(to url: URL, prettyPrint: Bool = false) throws(PersistenceError) {
    try Mapper<Element>().write(self, to: url, prettyPrint: prettyPrint)
  }
}

extension Dictionary where Key == String, Value: BaseMappable {
  /// Saves the models as a JSON object, atomically. Load them with
  /// ``Mapper/mapDictionary(contentsOf:)``.
  ///
  /// ```swift
  /// try usersByID.write(to: url)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file to write; replaced atomically, never left half-written.
  ///   - prettyPrint: Whether to indent the output, two spaces per level (default false: compact).
  /// - Throws: ``PersistenceError``: `.notWritable` when the model has no JSON form (the file is
  ///   left as it was), `.writeFailed` when the file cannot be written.
  public func write(to url: URL, prettyPrint: Bool = false) throws(PersistenceError) {
    try Mapper<Value>().write(self, to: url, prettyPrint: prettyPrint)
  }
}
