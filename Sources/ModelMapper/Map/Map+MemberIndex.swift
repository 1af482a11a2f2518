import ModelMapperJSON

// Member lookups in the map's own object that miss the hint. The hint makes keys read in
// document order cost one comparison each; a key read before the hint, or an absent one,
// costs a scan of the object's members from the hint to the end and around again. When an
// object's lookups keep scanning (the model reads it out of the server's order), its keys
// are indexed by hash once (`_MemberIndex`) and the rest of its lookups, and those of the
// objects the same map reads next, go through the index.

extension Map {
  /// Scans in one object after which its keys are indexed, and the fewest members worth it.
  static let _scansBeforeIndexing = 3
  static let _fewestMembersToIndex = 16

  /// The value index of member `key` (UTF-8) of the map's object, or -1; the hint moves past
  /// the member found. By the object's member index once it has one, else from the hint.
  @inline(__always)
  func _member(_ key: UnsafeRawBufferPointer, in reader: _TapeReader, isLikelyAbsent: Bool = false) -> Int {
    if _reading.indexedObject == _reading.object { return _memberThroughIndex(key, in: reader) }
    return _memberScanning(key, in: reader, isLikelyAbsent: isLikelyAbsent)
  }

  /// ``_member(_:in:isLikelyAbsent:)`` for an object not indexed: from the hint, noting the
  /// lookups that scan.
  @usableFromInline
  func _memberScanning(_ key: UnsafeRawBufferPointer, in reader: _TapeReader, isLikelyAbsent: Bool) -> Int {
    var hint = _reading.hint
    let start = hint
    let node = reader._member(of: _reading.object, key: key, hint: &hint, isLikelyAbsent: isLikelyAbsent)
    _reading.hint = hint
    if node < 0 || node < start { _noteScan(in: reader) }
    return node
  }

  /// Counts a lookup that scanned (its key was before the hint, or absent), and indexes the
  /// map's object for the next ones when it is wide and its lookups keep scanning, or it has
  /// as many members as the last object indexed, whose index then served lookups enough.
  @inline(never)
  func _noteScan(in reader: _TapeReader) {
    let object = _reading.object
    let count = reader.tape[object].count
    guard count >= Self._fewestMembersToIndex else { return }
    if _reading.scannedObject != object {
      _reading.scans = 0
      _reading.scannedObject = object
    }
    _reading.scans &+= 1
    guard
      _reading.scans >= Self._scansBeforeIndexing
        || (count == _reading.indexedCount && _reading.indexUses >= Self._scansBeforeIndexing)
    else { return }
    let index = _reading.memberIndex ?? _MemberIndex()
    _reading.memberIndex = index
    guard index.build(reader, object: object) else {
      // An escaped or repeated key: not tried again in this object.
      _reading.scans = Int.min / 2
      return
    }
    _reading.indexedObject = object
    _reading.indexedCount = count
    _reading.indexUses = 0
  }

  /// The value index of member `key` of the map's object through its member index, the hint
  /// moved past it; -1 when absent.
  @usableFromInline
  func _memberThroughIndex(_ key: UnsafeRawBufferPointer, in reader: _TapeReader) -> Int {
    _reading.indexUses &+= 1
    let found = _reading.memberIndex.unsafelyUnwrapped.keyIndex(of: key, in: reader)
    guard found >= 0 else { return -1 }
    _reading.hint = reader._next(after: found + 1)
    return found + 1
  }
}
