import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written beside the one it replaces and moved over it when done (an atomic
/// replacement on POSIX file systems); removed if never committed. `toFile(_:)` writes
/// through one whole, the streaming `writer(to:)` piece by piece.
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
      #elseif canImport(Musl)
        let result = Musl.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
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

  /// Flushes the file to disk, moves it over `url` and makes the move durable (best effort).
  func commit() throws(PersistenceError) {
    let flushed = fsync(descriptor) == 0
    let closed = close(descriptor) == 0
    descriptor = -1
    guard flushed, closed else { throw Self.failure(url, "cannot write the temporary file") }
    guard rename(temporary.path, url.path) == 0 else { throw Self.failure(url, "cannot replace the file") }
    committed = true
    let directory = open(url.deletingLastPathComponent().path, O_RDONLY)
    if directory >= 0 {
      fsync(directory)
      close(directory)
    }
  }
}
