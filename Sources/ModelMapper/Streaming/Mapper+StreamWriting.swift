import Foundation

// Writers that hand their text to a file as they go.
extension Mapper {
  /// A writer of models into the file at `url`: the text goes to a temporary file beside
  /// it as it is written, and ``ModelWriter/finish()`` moves that file into place, so the
  /// file at `url` is either the old one or the whole new one.
  ///
  /// ```swift
  /// let writer = try Mapper<Event>().writer(to: logURL, format: .jsonLines)
  /// try writer.write(contentsOf: events)
  /// try writer.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file to write.
  ///   - format: An array (default), an array at a key path, or JSON Lines.
  ///   - envelope: Members written around the array at the key path (default none).
  ///   - prettyPrint: Whether to indent, two spaces per level (default false).
  /// - Throws: ``PersistenceError`` (`.writeFailed`) when the temporary file cannot be made;
  ///   `.notWritable` when the envelope holds a value JSON cannot hold.
  public func writer(
    to url: URL, format: ModelStreamFormat = .array, envelope: JSONObject = [:], prettyPrint: Bool = false
  ) throws(PersistenceError) -> ModelWriter<N> {
    let file = try _TemporaryFile(replacing: url)
    do {
      return try ModelWriter(
        mapper: self, format: format, envelope: envelope, prettyPrint: prettyPrint, flushBytes: 64 << 10,
        sink: { bytes throws(PersistenceError) in try file.write(bytes) },
        completion: { () throws(PersistenceError) in try file.commit() })
    } catch {
      throw PersistenceError(kind: .notWritable, url: url, reason: "\(error)")
    }
  }

  /// A writer of models into what `fileHandle` writes to (a file, a pipe, standard output).
  ///
  /// ```swift
  /// let writer = try Mapper<Event>().writer(fileHandle: .standardOutput, format: .jsonLines)
  /// ```
  ///
  /// - Parameters:
  ///   - fileHandle: An open handle; it stays open.
  ///   - format: An array (default), an array at a key path, or JSON Lines.
  ///   - envelope: Members written around the array at the key path (default none).
  ///   - prettyPrint: Whether to indent, two spaces per level (default false).
  /// - Throws: `JSONWriteError` when the envelope holds a value JSON cannot hold.
  public func writer(
    fileHandle: FileHandle, format: ModelStreamFormat = .array, envelope: JSONObject = [:], prettyPrint: Bool = false
  ) throws -> ModelWriter<N> {
    try ModelWriter(mapper: self, format: format, envelope: envelope, prettyPrint: prettyPrint) { bytes in
      try fileHandle.write(contentsOf: Data(bytes))
    }
  }
}
