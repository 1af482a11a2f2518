// Key paths in streamed output: `map["metadata.result_type"]` writes into a nested object,
// a group, which sibling paths (`metadata.iso_language_code`) share, in mapping order, as
// the tree writer merges them. A group stays open at the end of the output while the keys
// that follow go into it; a key that goes elsewhere closes it. A later key into a closed
// group is written at the end and then moved into place (the text after the group shifts),
// so a group is one object wherever its keys come in the mapping. Conflicts (a key path
// through a key written plainly, a key written twice) fall back to the tree.

/// A nested object of a streamed map, opened by key paths.
struct _StreamGroup {
  /// The key of the group in its parent.
  let key: String
  /// The group this one is nested in, or -1 for a member of the map's object.
  let parent: Int
  /// How deep the group's members are below the map's members (1 for a group that is a
  /// member of the map's object): they are written at the map's depth + 1 + `level`.
  let level: Int
  /// How many members it has.
  var members = 0
  /// The keys of its members, groups and values, to find conflicts.
  var keys: [String] = []
  /// Where its last member ends (before its line break and `}`), once closed.
  var end = -1
}

extension Map {
  /// Starts a streamed member at the key path `key`: opens or enters its groups and writes
  /// the last part's key. False (having fallen back to the tree) on a conflict, or for a
  /// path the tree writer treats otherwise (bracket indices, empty parts).
  func _beginGroupedMember(_ key: String, in stream: _JSONStream) -> Bool {
    let parts = key.components(separatedBy: nestedKeyDelimiter)
    // Numeric parts index arrays under `.writesArrayIndices`: the tree writes those.
    let indexesArrays = _session?.options.contains(.writesArrayIndices) ?? false
    guard parts.count >= 2, !indexesArrays, !parts.contains(where: { $0.isEmpty || _contains($0, "[") }) else {
      _fallBackToTree()
      return false
    }
    _settleInsertion(in: stream)
    // The groups of the path that exist, outermost first.
    var chain: [Int] = []
    var parent = -1
    for part in parts.dropLast() {
      guard let group = _streaming.groups.firstIndex(where: { $0.parent == parent && $0.key == part }) else { break }
      chain.append(group)
      parent = group
    }
    let leaf = parts[parts.count - 1]
    // A new group must not take a key written as a value; the leaf must be new in its group.
    let firstNew = chain.count
    let newKey = firstNew < parts.count - 1 ? parts[firstNew] : leaf
    if parent >= 0 {
      if _streaming.groups[parent].keys.contains(newKey) {
        _fallBackToTree()
        return false
      }
    } else {
      let signature = Self._signature(of: newKey)
      if _write.writtenKeys.contains(signature) && _hasStreamed(newKey, in: stream) {
        _fallBackToTree()
        return false
      }
    }
    let deepest = chain.last
    if let deepest, !_streaming.openGroups.contains(deepest) {
      // Into a group closed earlier: write at the end, move into place when the value is done.
      _closeGroups(downTo: 0, in: stream)
      _streaming.insertion = (_streaming.groups[deepest].end, stream.count)
    } else {
      // Close the open groups that are not on the path.
      _closeGroups(downTo: chain.count, in: stream)
    }
    // Open the missing groups, then write the leaf's key.
    for part in parts[firstNew..<(parts.count - 1)] {
      let level = _openMemberInGroup(parent, key: part, in: stream) + 1
      stream.emitter.key(part)
      _streaming.groups.append(_StreamGroup(key: part, parent: parent, level: level))
      parent = _streaming.groups.count - 1
      _streaming.openGroups.append(parent)
      stream.emitter.separate(element: 0, opening: .object, depth: _streaming.depth + 1 + level)
    }
    let level = _openMemberInGroup(parent, key: leaf, in: stream)
    stream.emitter.key(leaf)
    _streaming.valueDepth = _streaming.depth + 1 + level
    return true
  }

  /// Writes the separator of a new member `key` of `group` (-1: the map's object), records
  /// the key, and returns the level of the group's contents below the map's members (0 for
  /// the map's own members).
  private func _openMemberInGroup(_ group: Int, key: String, in stream: _JSONStream) -> Int {
    guard group >= 0 else {
      _write.writtenKeys.formUnion(Self._signature(of: key))
      _openMember(in: stream)
      return 0
    }
    let level = _streaming.groups[group].level
    // The group's first member follows the `{` written when it was opened.
    if _streaming.groups[group].members > 0 {
      stream.emitter.separate(element: 1, depth: _streaming.depth + 1 + level)
    }
    _streaming.groups[group].members += 1
    _streaming.groups[group].keys.append(key)
    return level
  }

  /// Closes the open groups beyond the first `kept`, innermost first.
  func _closeGroups(downTo kept: Int, in stream: _JSONStream) {
    while _streaming.openGroups.count > kept {
      let group = _streaming.openGroups.removeLast()
      _streaming.groups[group].end = stream.count
      stream.emitter.close(
        .object, elements: _streaming.groups[group].members, depth: _streaming.depth + _streaming.groups[group].level)
    }
  }

  /// Before the next member or the end of the object: closes the groups, and moves a member
  /// written at the end for a closed group into it, shifting what follows.
  func _settleGroups(in stream: _JSONStream) {
    _settleInsertion(in: stream)
    _closeGroups(downTo: 0, in: stream)
    _streaming.valueDepth = _streaming.depth + 1
  }

  /// Moves the member written at the end for a closed group into place.
  private func _settleInsertion(in stream: _JSONStream) {
    guard let (target, start) = _streaming.insertion else { return }
    _streaming.insertion = nil
    // Groups opened for it at the end close there first, and move with it.
    let movedFrom = _streaming.openGroups.first.map { $0 } ?? Int.max
    _closeGroups(downTo: 0, in: stream)
    let length = stream.count - start
    stream.emitter.moveTail(from: start, to: target)
    for index in _streaming.groups.indices where _streaming.groups[index].end >= 0 {
      if index >= movedFrom {
        // Closed at the end, inside the moved text.
        _streaming.groups[index].end += target - start
      } else if _streaming.groups[index].end >= target {
        _streaming.groups[index].end += length
      }
    }
    for index in _streaming.keyBase..<stream.keyOffsets.count where stream.keyOffsets[index] >= target {
      stream.keyOffsets[index] += length
    }
  }
}
