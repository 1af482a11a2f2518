import Foundation

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

  /// The bytes of the file at `path`.
  package static func read(_ path: String) throws(Failure) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .notFound }
    if isDirectory.boolValue { throw .unreadable("is a directory") }
    guard FileManager.default.isReadableFile(atPath: path) else { throw .unreadable("permission denied") }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
      throw .unreadable(underlying?.localizedDescription ?? error.localizedDescription)
    }
  }
}
