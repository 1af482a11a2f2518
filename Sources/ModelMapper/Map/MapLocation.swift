// Where a nested map's object is, for the key paths of errors: kept as cheap values while
// mapping, and rendered as a path (`statuses[3].user`) only when an error is reported.

/// Where a nested map's object sits in its parent, for key paths in errors.
@usableFromInline
enum _MapLocation {
  /// The object at a key (or key path) of the parent.
  case key(_LocationKey)
  /// Element `index` of the array at a key.
  case element(_LocationKey, Int)
  /// Element `[outer][inner]` of the array of arrays at a key.
  case nestedElement(_LocationKey, Int, Int)
  /// The value of `member` in the dictionary at a key.
  case member(_LocationKey, String)
  /// Element `index` of the array under `member` of the dictionary at a key.
  case memberElement(_LocationKey, String, Int)
  /// Element `index` of a top-level array.
  case rootElement(Int)
  /// The value of `member` of a top-level dictionary.
  case rootMember(String)
  /// A value nested in the collections at a key (`key[2].name[0]`).
  case path(_LocationKey, [_PathStep])
}

/// The key of a location: as the mapping code spelled it, or as the document's key that
/// spells it (made into a `String` only when an error path is built).
@usableFromInline
enum _LocationKey {
  /// A key as the mapping code gave it.
  case text(String)
  /// The key entry at a tape index of a document, which the location's map keeps alive.
  case document(Unmanaged<JSONDocument>, Int)

  /// The key's text.
  var name: String {
    switch self {
    case .text(let text): return text
    case .document(let document, let index): return _TapeReader(document.takeUnretainedValue())._string(at: index)
    }
  }
}
