import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file for the tool and the library's file APIs, with a reason a person can act on
/// when it fails: `no such file`, `is a directory`, `permission denied` (Foundation's own
/// error said "The operation could not be completed" on Linux).
package enum _FileReading {
  /// Why a file could not be read.
  package enum Failure: Error, Equatable {
    case notFound
    case unreadable(String)

    /// `no such file`, or the reason the file is unreadable.
    package var reason: String {
      switch self {
      case .notFound: return "no such file"
      case .unreadable(let reason): return reason
      }
    }
  }

  /// Fails unless `path` names a file (not a directory).
  package static func checkFile(_ path: String) throws(Failure) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .notFound }
    if isDirectory.boolValue { throw .unreadable("is a directory") }
  }

  /// The bytes of the file at `path`.
  package static func read(_ path: String) throws(Failure) -> Data {
    try checkFile(path)
    guard FileManager.default.isReadableFile(atPath: path) else { throw .unreadable("permission denied") }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
      throw .unreadable(underlying?.localizedDescription ?? error.localizedDescription)
    }
  }
}

/// A file read in chunks, for the readers that stream: only a chunk is held at a time.
package final class _FileChunks {
  /// Why the file could not be read.
  package typealias Failure = _FileReading.Failure

  private let descriptor: Int32
  private let ownsDescriptor: Bool

  /// Opens the file at `path`.
  ///
  /// - Throws: ``Failure`` naming why it cannot be read.
  package init(path: String) throws(Failure) {
    try _FileReading.checkFile(path)
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
    self.descriptor = descriptor
    ownsDescriptor = true
  }

  /// Reads from an open file descriptor, which stays open.
  package init(descriptor: Int32) {
    self.descriptor = descriptor
    ownsDescriptor = false
  }

  deinit {
    if ownsDescriptor { close(descriptor) }
  }

  /// Reads up to `buffer.count` bytes into `buffer`; 0 at the end of the file.
  ///
  /// - Throws: ``Failure`` with the system's reason when reading fails.
  package func read(into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Int {
    while true {
      #if canImport(Glibc)
        let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
      #else
        let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
      #endif
      if count >= 0 { return count }
      if errno != EINTR { throw .unreadable(String(cString: strerror(errno))) }
    }
  }
}
