import ModelMapperSupport

// Opening and closing arrays and objects: the stack of open containers (heap, never the
// call stack) and the child table of arrays whose elements are containers.

extension _JSONParser {
  @inline(never)
  mutating func openContainer(_ kind: _TapeKind, at pos: Int) throws(JSONParseError) {
    if depth >= maxDepth { throw tooDeep(at: pos) }
    if depth == frameCapacity { growFrames() }
    if depth > 0 { frames[depth &- 1].hasContainerChild = true }
    frames[depth] = _ParseFrame(
      index: tapeCount, count: 0, childBase: scratchCount, isObject: kind == .object)
    if kind == .object { (signatures + depth * 4).initialize(repeating: 0, count: 4) }
    depth &+= 1
    append(_TapeEntry(kind: kind, low: 0, payload: 0))
  }

  /// Doubles the room for frames and signatures, moving them to the heap the first time.
  @inline(never)
  mutating func growFrames() {
    let capacity = frameCapacity * 2
    frames = _grown(frames, count: frameCapacity, to: capacity, isOnHeap: framesOnHeap)
    signatures = _grown(signatures, count: frameCapacity * 4, to: capacity * 4, isOnHeap: framesOnHeap)
    framesOnHeap = true
    frameCapacity = capacity
  }

  @inline(never)
  func tooDeep(at pos: Int) -> JSONParseError {
    fail(.tooDeep, at: pos, "nesting deeper than the limit of \(maxDepth)")
  }

  @inline(never)
  mutating func closeArray() {
    let frame = frames[depth &- 1]
    depth &-= 1
    var flags: UInt64 = 0
    var tableStart = 0
    if frame.hasContainerChild {
      reserveTableRows(frame.count)
      tableStart = tableCount
      (table.unsafelyUnwrapped + tableCount).update(
        from: scratch + frame.childBase, count: frame.count)
      tableCount &+= frame.count
    } else {
      flags = _TapeEntry.flagScalarElements
    }
    scratchCount = frame.childBase
    tape[frame.index] = _TapeEntry(
      kind: .array, flags: flags, low: UInt64(tapeCount),
      payload: UInt64(frame.count) | UInt64(tableStart) << 32)
  }

  @inline(never)
  mutating func closeObject() {
    let frame = frames[depth &- 1]
    depth &-= 1
    scratchCount = frame.childBase
    var flags: UInt64 = 0
    if frame.hasDuplicateKey || (frame.needsFullKeyCheck && hasDuplicateDecodedKeys(objectAt: frame.index)) {
      flags = _TapeEntry.flagDuplicateKeys
      sawDuplicateKeys = true
    }
    if frame.hasUnicodeKey { flags |= _TapeEntry.flagUnicodeKeys }
    var payload = UInt64(frame.count)
    // Every key was noted in the signature unless a duplicate or an escape stopped it: then
    // the object's key summary holds it (see KeySummary.swift).
    if frame.count >= _keySummaryMinimumCount && !frame.hasDuplicateKey && !frame.needsFullKeyCheck {
      payload |= UInt64(storeKeySummary(signatures + depth &* 4)) << 32
    }
    tape[frame.index] = _TapeEntry(
      kind: .object, flags: flags, low: UInt64(tapeCount), payload: payload)
  }

  /// Makes room for `count` more child table rows.
  @inline(__always)
  mutating func reserveTableRows(_ count: Int) {
    if tableCount + count > tableCapacity { growTable(toHold: count) }
  }

  /// Grows the table to hold `count` more rows, moving it out of the caller's block the
  /// first time.
  @inline(never)
  mutating func growTable(toHold count: Int) {
    var capacity = max(64, tableCapacity)
    while tableCount + count > capacity { capacity *= 2 }
    // As `growTape()` grows the tape.
    if let rows = table {
      table = _grown(rows, count: tableCount, to: capacity, isOnHeap: tableIsSeparate)
    } else {
      table = _allocate(UInt32.self, capacity)
    }
    tableIsSeparate = true
    tableCapacity = capacity
  }
}

/// An open container while parsing.
struct _ParseFrame {
  var index: Int
  var count: Int
  var childBase: Int
  var isObject: Bool
  var hasContainerChild = false
  var needsFullKeyCheck = false
  var hasDuplicateKey = false
  /// Whether a key has non-ASCII bytes or an escape (see ``_TapeEntry/flagUnicodeKeys``).
  var hasUnicodeKey = false

  init(index: Int, count: Int, childBase: Int, isObject: Bool) {
    self.index = index
    self.count = count
    self.childBase = childBase
    self.isObject = isObject
  }
}
