import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

/// A file written beside the one it replaces, moved over it when done; removed if never
/// committed.
final class _TemporaryFile {
  let url: URL
  let temporary: URL
  private var descriptor: Int32
  private var committed = false

  init(replacing url: URL) throws(PersistenceError) {
    self.url = url
    temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw Self.failure(url, "cannot create a temporary file") }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    if !committed { unlink(temporary.path) }
  }

  static func failure(_ url: URL, _ what: String) -> PersistenceError {
    PersistenceError(kind: .writeFailed, url: url, reason: "\(what): \(String(cString: strerror(errno)))")
  }

  /// Appends `bytes`.
  func write(_ bytes: UnsafeRawBufferPointer) throws(PersistenceError) {
    var written = 0
    while written < bytes.count {
      #if canImport(Glibc)
        let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
      #else
        let result = Darwin.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
      #endif
      if result < 0 {
        if errno == EINTR { continue }
        throw Self.failure(url, "cannot write the temporary file")
      }
      written += result
    }
  }

  /// Flushes the file to disk and moves it over `url`.
  func commit() throws(PersistenceError) {
    guard fsync(descriptor) == 0 else { throw Self.failure(url, "cannot write the temporary file") }
    close(descriptor)
    descriptor = -1
    guard rename(temporary.path, url.path) == 0 else { throw Self.failure(url, "cannot replace the file") }
    committed = true
  }
}
