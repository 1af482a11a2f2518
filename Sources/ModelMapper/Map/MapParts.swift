import Foundation

// The parts of a `Map`: what it needs to read, to write, to output, and which key is
// selected. A map is one class (ObjectMapper's API hands it to `mapping(map:)` and lets
// code keep it), and these are its stored properties, grouped by job.
//
// The rules, once for all of them:
// - A map belongs to one mapping on one thread, so the parts are stored with
//   `@exclusivity(unchecked)`: Swift's runtime check of exclusive access costs a call per
//   property access of a class, on the hottest path of every `<-`.
// - Tape indices (`object`, `hint`, `node`, `.documentKey`) are positions in the reading
//   part's document; -1 means "none".
// - The reading part's `reader` and the output part's `ref` are unretained views of the
//   document and the output buffer, for reads without reference counting; `document` and
//   `target` keep them alive.

/// The reading part of a map: the document, the object being read, and the value the last
/// subscript selected.
@usableFromInline
struct _ReadCursor {
  /// The parsed document (nil for a map that writes, or was made over a dictionary that has
  /// no JSON form).
  @usableFromInline let document: JSONDocument?
  /// The tape of `document` as plain pointers (an empty document's when there is none).
  @usableFromInline let reader: _TapeReader
  /// The tape index of the map's object, or -1.
  @usableFromInline var object: Int
  /// The key index to resume member lookups from: lookups in document order cost one
  /// comparison each.
  @usableFromInline var hint = 0
  /// The object that a key path's later part last looked a member up in, and the key index
  /// to resume from there: `map["user.name"]` then `map["user.followers_count"]` find
  /// `user`'s members in document order as plain keys do, not each from the first member.
  var pathObject = -1
  /// See `pathObject`.
  var pathHint = 0
  /// The key index of the member that the first part of the last key path found in the
  /// map's object, or -1: the next key path usually starts with the same part.
  var pathHead = -1
  /// The tape index of the value selected by the last subscript, or -1 (read through
  /// `Map._node`, which resolves a deferred lookup first).
  @usableFromInline var node = -1
  /// Whether the selected key is present (a `null` value counts unless `ignoreNil` was set).
  @usableFromInline var isKeyPresent = false
  /// Whether `map["key"]` only records the key, leaving the lookup to the first reader: for
  /// the `mapping(map:)` after an immutable model's `init(map:)`, whose `>>>` lines select
  /// keys they never read.
  @usableFromInline var defersLookups = false
  /// Whether the selected key is still to be looked up (see `defersLookups`).
  @usableFromInline var pendingKey = false
  /// The fallback list still to be looked up, when the pending selection is one (see
  /// `defersLookups`).
  var pendingKeys: [String]?
  /// The dictionary the map was created with, returned as is by `Map.JSON`.
  var providedJSON: [String: Any]?
  /// The first value that did not convert when the value at tape index `node` was last
  /// read through the value layer, for the error of a throwing getter. Boxed: the cursor is
  /// initialized with every map, and a `MapError` inline would make it several times larger.
  @usableFromInline var valueFailure: _ValueFailure?
  /// A child map that finished its object, kept to read the next nested object (see
  /// `Map._withChildReader(_:_:_:)`).
  var spareChild: Map?
  /// The selection a fallback list returns to (its first key found `null`).
  var saved: _SavedSelection?
  /// Whether the key being looked up is likely absent (a fallback list's later keys): the
  /// object's key summary is asked before any member is compared.
  var keyIsLikelyAbsent = false
  /// The key shape followed while a model is read with converted keys (unretained: shapes
  /// are never freed), and the position of the key it expects next.
  var snakeCaseShape: Unmanaged<_KeyShape>?
  var snakeCaseCursor = 0
  /// The keys recorded while a model is read with converted keys and its type has no shape
  /// yet.
  var snakeCaseRecording: _SnakeCaseRecording?
  /// The keys of an object this map reads out of document order, by hash (see
  /// `Map._member(_:in:isLikelyAbsent:)`): made on first need, kept for the next objects.
  var memberIndex: _MemberIndex?
  /// The object whose lookups `scans` counts, and how many of them scanned (the key was
  /// before the hint, or absent).
  var scannedObject = -1
  var scans = 0
  /// The object `memberIndex` indexes, or `Int.min` (never an object, not even the -1 of a
  /// map without one). Kept here: the index's own property, read from this module, costs a
  /// runtime exclusivity check.
  var indexedObject = Int.min
  /// The number of members of the last object indexed, and the lookups its index served: an
  /// object with as many members, read by the same map, is most likely of the same kind (the
  /// map also reads its parent's other nested objects in turn), and is indexed at its first
  /// scan when the index served the last one well.
  var indexedCount = -1
  var indexUses = 0

  init(document: JSONDocument?, object: Int) {
    self.document = document
    reader = _TapeReader(document ?? _emptyDocument)
    self.object = object
    // The first lookup usually asks for the first member.
    hint = object + 1
  }
}

/// A value that did not convert (see `_ReadCursor.valueFailure`).
@usableFromInline
final class _ValueFailure {
  /// The tape index of the value read.
  let node: Int
  /// The first failure inside it.
  let error: MapError

  init(node: Int, error: MapError) {
    self.node = node
    self.error = error
  }
}

/// The writing part of a map: the object written so far (when it is not written directly into the output) and the
/// key shape its model type follows.
@usableFromInline
struct _WriteState {
  /// The members written, when the map writes a tree (not written directly, or fallen back).
  @usableFromInline var output = JSONObject()
  /// A 128-bit summary of the keys written so far, to skip most duplicate checks.
  @usableFromInline var writtenKeys = _KeySignature()
  /// The signature of the key selected for writing (set by the default subscript).
  @usableFromInline var keySignature: _KeySignature?
  /// The key shape followed while the selected keys are the expected ones (see
  /// KeyShapeCache.swift): the order in which this model type selected its keys last time.
  var shape: Unmanaged<_KeyShape>?
  /// The position of the next expected key of `shape`.
  var shapeCursor = 0
  /// The shape followed before a key left it; its first `shapeCursor` keys may have been
  /// written (shaped members are recorded only when the shape is left).
  var leftShape: Unmanaged<_KeyShape>?
  /// The position of the selected key in the shape, or -1 when it was not the expected one.
  var shapeKeyIndex = -1
  /// While the model type has no shape yet: the type, and the keys selected so far.
  var shapeType: ObjectIdentifier?
  var recordedKeys: [String]?
}

/// The output part of a map that writes its object straight into a byte buffer (see
/// Map+Output.swift).
struct _OutputState {
  /// The output, or nil when the map writes a tree.
  var target: _JSONOutput?
  /// `output` without a reference count, for the writes of the hot path.
  var ref: Unmanaged<_JSONOutput>?
  /// The nesting depth of the map's object in the output.
  var depth = 0
  /// The buffer offset of the object's `{`.
  var start = 0
  /// How many members the map has written.
  var members = 0
  /// Whether the map gave up writing directly for its object (a key path, a key written twice).
  var fellBack = false
  /// While a transform writes the elements of an array: how many it has written (each
  /// write is then an element, not a member); -1 otherwise. An `Int32` beside the `Bool`
  /// above, in the room its alignment leaves: a wider field made every map larger, and
  /// its allocation slower (about 250 instructions per GitHub user read).
  var elements: Int32 = -1
  /// The index of the map's first key in the output's key offsets.
  var keyBase = 0
  /// The depth of the value being written: `depth + 1` for the map's members, deeper inside
  /// the nested objects of key paths.
  var valueDepth = 1
  /// The nested objects key paths opened (see Map+KeyPathGroups.swift).
  var groups: [_OutputGroup] = []
  /// The groups' keys (UTF-8), one after another.
  var groupNames: [UInt8] = []
  /// The groups open at the end of the output, outermost first.
  var openGroups: [Int] = []
  /// Where the groups' member keys start in the output, for the check of a key written twice.
  var groupKeys: [(group: Int, offset: Int)] = []
  /// A member written at the end for a group closed earlier: the text from `from` on is to
  /// be moved to `at` once its value is written.
  var insertion: (at: Int, from: Int)?

  /// Whether key paths left groups to close or an insertion to finish.
  var hasGroupWork: Bool { !openGroups.isEmpty || insertion != nil }
}

/// Where the key selected by the last subscript is kept, so that selecting a key need not
/// retain a string. A trivial value (no payload to release), so that selecting a key is a
/// plain store on the hot path; the text of `.text` is the map's `_keyText`.
@usableFromInline
enum _SelectedKey {
  /// No key is selected.
  case none
  /// A key as the mapping code gave it, kept in `Map._keyText`.
  case text
  /// The key entry at this tape index of the document, which spells the key byte for byte:
  /// reading found the key as the member after the last one read.
  case documentKey(Int)
  /// The key at this position of the key shape: writing found it to be the expected key.
  case shapeKey(Int)
}
