import Foundation
import ModelMapperJSON
import ModelMapperSupport

/// Where a dictionary handed out by ``Map/JSON`` came from: the document and the object's
/// tape index. `Mapper<T>().map(JSON: map.JSON)` inside a mapping (the class-cluster pattern)
/// finds it here and maps the object from the tape, instead of converting the dictionary
/// back to JSON.
///
/// A dictionary is known by its storage's address while that storage is alive: the origin
/// holds the dictionary itself, so the storage cannot be freed and its address reused while
/// the origin lives, and a dictionary the caller changed has storage of its own (copy on
/// write). The map that built the dictionary owns the origin; the registry holds it weakly,
/// so an origin goes when its map does.
final class _JSONOrigin {
  let dictionary: [String: Any]
  let address: UInt
  let document: JSONDocument
  let node: Int

  init(dictionary: [String: Any], document: JSONDocument, node: Int) {
    self.dictionary = dictionary
    self.address = _storageAddress(of: dictionary)
    self.document = document
    self.node = node
  }

  /// Records `origin` so that ``find(_:)`` sees it (the oldest of the last few is forgotten).
  static func register(_ origin: _JSONOrigin) {
    guard origin.address != 0 else { return }
    registry.withLock { registry in
      registry.entries[registry.next].origin = origin
      registry.next = (registry.next + 1) % registry.entries.count
    }
  }

  /// The document and tape index `dictionary` was built from, if a live map built it.
  static func find(_ dictionary: [String: Any]) -> (document: JSONDocument, node: Int)? {
    let address = _storageAddress(of: dictionary)
    guard address != 0 else { return nil }
    let origin = registry.withLock { registry -> _JSONOrigin? in
      for entry in registry.entries {
        if let origin = entry.origin, origin.address == address { return origin }
      }
      return nil
    }
    guard let origin else { return nil }
    return (origin.document, origin.node)
  }

  private static let registry = _Locked(_Registry())
}

/// The last few origins, held weakly.
private struct _Registry: @unchecked Sendable {
  struct Entry {
    weak var origin: _JSONOrigin?
  }
  var entries = [Entry](repeating: Entry(), count: 8)
  var next = 0
}

/// The address of a dictionary's storage, or 0 for an empty dictionary (all of which share
/// one storage) or a layout this does not know.
private func _storageAddress(of dictionary: [String: Any]) -> UInt {
  guard !dictionary.isEmpty, MemoryLayout<[String: Any]>.size == MemoryLayout<UInt>.size else { return 0 }
  return withUnsafeBytes(of: dictionary) { $0.load(as: UInt.self) }
}
