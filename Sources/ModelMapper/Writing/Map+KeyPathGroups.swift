import ModelMapperSupport

// Key paths in direct output: `map["metadata.result_type"]` writes into a nested object,
// a group, which sibling paths (`metadata.iso_language_code`) share, in mapping order, as
// the tree writer merges them. A group stays open at the end of the output while the keys
// that follow go into it; a key that goes elsewhere closes it. A later key into a closed
// group is written at the end and then moved into place (the text after the group shifts),
// so a group is one object wherever its keys come in the mapping. Conflicts (a key path
// through a key written as a value, a key written twice) fall back to the tree.
//
// Paths are split on their UTF-8 bytes (a path the model's key shape expects was split when
// the shape was made), and groups keep their names as bytes in one buffer: a model that
// writes a dozen key paths per object pays no allocation for them.

/// A nested object of a map writing directly, opened by key paths. A plain value: keeping and
/// searching the groups retains nothing.
struct _OutputGroup {
  /// Where the key of the group in its parent is in the map's `groupNames`, and its length.
  let nameStart: Int
  let nameLength: Int
  /// The group this one is nested in, or -1 for a member of the map's object.
  let parent: Int
  /// How deep the group's members are below the map's members (1 for a group that is a
  /// member of the map's object): they are written at the map's depth + 1 + `level`.
  let level: Int
  /// How many members it has.
  var members = 0
  /// A summary of its members' keys, to skip most conflict checks.
  var signature = _KeySignature()
  /// Where its last member ends (before its line break and `}`), once closed.
  var end = -1
}

extension Map {
  /// Starts a member in the output at the key path `key`: opens or enters its groups and writes
  /// the last part's key. False (having fallen back to the tree) on a conflict, or for a
  /// path the tree writer treats otherwise (bracket indices, empty parts, more than 16
  /// parts, numeric parts under `.writesArrayIndices`).
  func _beginGroupedMember(_ key: String, in output: _JSONOutput) -> Bool {
    let indexesArrays = _session?.options.contains(.writesArrayIndices) ?? false
    let begun =
      !indexesArrays
      && _withUTF8(key) { bytes in
        _withUTF8(nestedKeyDelimiter) { delimiter in
          withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: 16) { parts in
            guard let count = _splitKeyPath(bytes, delimiter, into: parts) else { return false }
            let parts = UnsafeBufferPointer(rebasing: parts[..<count])
            return _beginGroupedMember(bytes, parts: parts, signatures: nil, in: output)
          }
        }
      }
    if !begun { _fallBackToTree() }
    return begun
  }

  /// ``_beginGroupedMember(_:in:)`` for the key path at `position` of `shape`, with the parts
  /// the shape split it into.
  func _beginGroupedMember(shapedAt position: Int, of shape: Unmanaged<_KeyShape>, in output: _JSONOutput) -> Bool {
    let begun =
      !(_session?.options.contains(.writesArrayIndices) ?? false)
      && shape._withUnsafeGuaranteedRef { shape in
        guard let (parts, signatures) = shape.pathParts(position) else { return false }
        let (bytes, length) = shape.keyBytes(position)
        return _beginGroupedMember(
          UnsafeBufferPointer(start: bytes, count: length), parts: parts, signatures: signatures, in: output)
      }
    if !begun { _fallBackToTree() }
    return begun
  }

  /// ``_beginGroupedMember(_:in:)`` for the path `bytes` split into `parts` (at least two),
  /// whose signatures, when known, are `signatures` (one per part).
  private func _beginGroupedMember(
    _ bytes: UnsafeBufferPointer<UInt8>, parts: UnsafeBufferPointer<Range<Int>>,
    signatures: UnsafePointer<_KeySignature>?, in output: _JSONOutput
  ) -> Bool {
    if _output.groups.capacity == 0 {
      // Room for a model's usual few groups at once: grown from empty, the three arrays
      // took eight allocations per model that writes key paths.
      _output.groups.reserveCapacity(4)
      _output.groupNames.reserveCapacity(64)
      _output.openGroups.reserveCapacity(4)
      _output.groupKeys.reserveCapacity(8)
    }
    _settleInsertion(in: output)
    func part(_ index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[parts[index]]) }
    func partSignature(_ index: Int) -> _KeySignature { signatures?[index] ?? _signatureBits(of: part(index)) }
    // The groups of the path that exist, outermost first.
    var chain = 0
    var parent = -1
    var deepestIsOpen = true
    while chain < parts.count - 1 {
      guard let group = _group(named: part(chain), in: parent) else { break }
      deepestIsOpen = chain < _output.openGroups.count && _output.openGroups[chain] == group
      parent = group
      chain += 1
    }
    // A new group must not take a key written as a value; the leaf must be new in its group.
    let newKey = part(chain)
    let signature = partSignature(chain)
    if parent >= 0 {
      if _output.groups[parent].signature.contains(signature) && _groupHasKey(parent, newKey, in: output) {
        return false
      }
    } else if _writing.writtenKeys.contains(signature)
      && _hasWrittenOutput(String(decoding: newKey, as: UTF8.self), in: output)
    {
      return false
    }
    if chain > 0 && !deepestIsOpen {
      // Into a group closed earlier: write at the end, move into place when the value is done.
      _closeGroups(downTo: 0, in: output)
      _output.insertion = (_output.groups[parent].end, output.count)
    } else {
      // Close the open groups that are not on the path.
      _closeGroups(downTo: chain, in: output)
    }
    // Open the missing groups, then write the leaf's key.
    while chain < parts.count - 1 {
      let name = part(chain)
      let level = _openMemberInGroup(parent, signature: partSignature(chain), in: output) + 1
      output.emitter.write(stringBytes: name)
      output.emitter.colon()
      _output.groups.append(
        _OutputGroup(nameStart: _output.groupNames.count, nameLength: name.count, parent: parent, level: level))
      _output.groupNames.append(contentsOf: name)
      parent = _output.groups.count - 1
      _output.openGroups.append(parent)
      output.emitter.separate(element: 0, opening: .object, depth: _output.depth + 1 + level)
      chain += 1
    }
    let leaf = part(parts.count - 1)
    let level = _openMemberInGroup(parent, signature: partSignature(parts.count - 1), in: output)
    output.emitter.write(stringBytes: leaf)
    output.emitter.colon()
    _output.valueDepth = _output.depth + 1 + level
    return true
  }

  /// The group whose key is `name` in `parent` (-1: the map's object), if it exists.
  private func _group(named name: UnsafeBufferPointer<UInt8>, in parent: Int) -> Int? {
    _output.groupNames.withUnsafeBufferPointer { names in
      for index in _output.groups.indices {
        let group = _output.groups[index]
        if group.parent == parent && group.nameLength == name.count
          && _bytesEqual(names.baseAddress.unsafelyUnwrapped + group.nameStart, name.baseAddress, name.count)
        {
          return index
        }
      }
      return nil
    }
  }

  /// Writes the separator of a new member of `group` (-1: the map's object) whose key has
  /// `signature`, records the key, and returns the level of the group's contents below the
  /// map's members (0 for the map's own members).
  private func _openMemberInGroup(_ group: Int, signature: _KeySignature, in output: _JSONOutput) -> Int {
    guard group >= 0 else {
      _writing.writtenKeys.formUnion(signature)
      _openMember(in: output)
      return 0
    }
    let level = _output.groups[group].level
    // The group's first member follows the `{` written when it was opened.
    if _output.groups[group].members > 0 {
      output.emitter.separate(element: 1, depth: _output.depth + 1 + level)
    }
    _output.groups[group].members += 1
    _output.groups[group].signature.formUnion(signature)
    _output.groupKeys.append((group, output.count))
    return level
  }

  /// Whether `group` has a member `key` (a key that needs escapes counts, which only costs a
  /// fallback to the tree).
  private func _groupHasKey(_ group: Int, _ key: UnsafeBufferPointer<UInt8>, in output: _JSONOutput) -> Bool {
    for (owner, offset) in _output.groupKeys where owner == group && output.emitter.wroteKey(key, at: offset) {
      return true
    }
    return key.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 >= 0x80 }
  }

  /// Closes the open groups beyond the first `kept`, innermost first.
  func _closeGroups(downTo kept: Int, in output: _JSONOutput) {
    while _output.openGroups.count > kept {
      let group = _output.openGroups.removeLast()
      _output.groups[group].end = output.count
      output.emitter.close(
        .object, elements: _output.groups[group].members, depth: _output.depth + _output.groups[group].level)
    }
  }

  /// Before the next member or the end of the object: closes the groups, and moves a member
  /// written at the end for a closed group into it, shifting what follows.
  func _settleGroups(in output: _JSONOutput) {
    _settleInsertion(in: output)
    _closeGroups(downTo: 0, in: output)
    _output.valueDepth = _output.depth + 1
  }

  /// Moves the member written at the end for a closed group into place.
  private func _settleInsertion(in output: _JSONOutput) {
    guard let (target, start) = _output.insertion else { return }
    _output.insertion = nil
    // Groups opened for it at the end close there first, and move with it.
    let movedGroups = _output.openGroups.first ?? _output.groups.count
    _closeGroups(downTo: 0, in: output)
    let length = output.count - start
    output.emitter.moveTail(from: start, to: target)
    /// Where the text at `offset` is now.
    func moved(_ offset: Int) -> Int {
      offset >= start ? offset - start + target : (offset >= target ? offset + length : offset)
    }
    for index in _output.groups.indices where _output.groups[index].end >= 0 {
      // A group opened for the member ended inside the moved text, at or after `start`.
      _output.groups[index].end =
        index >= movedGroups
        ? _output.groups[index].end - start + target : moved(_output.groups[index].end)
    }
    for index in _output.groupKeys.indices {
      _output.groupKeys[index].offset = moved(_output.groupKeys[index].offset)
    }
    for index in _output.keyBase..<output.keyOffsets.count {
      output.keyOffsets[index] = moved(output.keyOffsets[index])
    }
  }
}

/// Splits the key path `bytes` at `delimiter` into `parts` (byte ranges); the number of
/// parts, or nil for fewer than two, more than `parts` holds, an empty part or a bracket.
func _splitKeyPath(
  _ bytes: UnsafeBufferPointer<UInt8>, _ delimiter: UnsafeBufferPointer<UInt8>,
  into parts: UnsafeMutableBufferPointer<Range<Int>>
) -> Int? {
  guard let first = delimiter.first, let base = bytes.baseAddress else { return nil }
  let end = bytes.count
  let length = delimiter.count
  var count = 0
  var start = 0
  var position = 0
  // One pass over the bytes through the pointer: a path is split once per write.
  while position < end {
    let byte = base[position]
    if byte == UInt8(ascii: "[") { return nil }
    if byte == first && position + length <= end
      && (length == 1 || _bytesEqual(base + position, delimiter.baseAddress, length))
    {
      guard position > start, count < parts.count else { return nil }
      parts[count] = start..<position
      count += 1
      position += length
      start = position
      continue
    }
    position += 1
  }
  guard end > start, count < parts.count else { return nil }
  parts[count] = start..<end
  count += 1
  return count >= 2 ? count : nil
}
