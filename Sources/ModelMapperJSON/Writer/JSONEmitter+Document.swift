extension _JSONEmitter {
  /// Writes a parsed value by walking the tape in order, with an explicit stack (so any
  /// depth the parser accepted is written without recursion).
  ///
  /// Sorted keys and objects with duplicate keys go through an owned ``JSONValue`` instead,
  /// which reorders and merges members.
  package mutating func write(_ element: JSONElement) {
    let document = element.document
    if options.sortsKeys || document.hasDuplicateKeys {
      var options = options
      options.maxDepth = .max
      var emitter = _JSONEmitter(options: options, capacity: document.byteCount + 64)
      try? emitter.write(element.value, depth: 0)
      buffer.append(emitter.buffer.base, count: emitter.buffer.count)
      return
    }
    let tape = document.tape
    let bytes = document.bytes
    var ends: [Int] = []
    var objectFlags: [Bool] = []
    var index = element.index
    let stop = _TapeReader(document)._next(after: index)
    var first = true
    while true {
      if let end = ends.last, index == end {
        ends.removeLast()
        let isObject = objectFlags.removeLast()
        newline(depth: ends.count)
        buffer.append(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        first = false
        continue
      }
      if index >= stop { break }
      if !ends.isEmpty {
        if !first { buffer.append(UInt8(ascii: ",")) }
        newline(depth: ends.count)
        if objectFlags[objectFlags.count - 1] {
          writeDocumentString(tape[index], bytes)
          colon()
          index += 1
        }
      }
      first = false
      let entry = tape[index]
      switch entry.kind {
      case .null: buffer.append(ascii: "null")
      case .true: buffer.append(ascii: "true")
      case .false: buffer.append(ascii: "false")
      case .string: writeDocumentString(entry, bytes)
      case .int64, .uint64, .text:
        buffer.append(bytes + entry.offset, count: entry.numberTextLength)
      case .array, .object:
        let isObject = entry.kind == .object
        buffer.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        if entry.count == 0 {
          buffer.append(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        } else {
          ends.append(entry.end)
          objectFlags.append(isObject)
          first = true
        }
      }
      index += 1
    }
  }

  /// Writes a string entry: its raw bytes when they need no change, else decoded and escaped.
  @inline(__always)
  mutating func writeDocumentString(_ entry: _TapeEntry, _ bytes: UnsafeMutablePointer<UInt8>) {
    let length = Int(truncatingIfNeeded: entry.payload)
    if entry.flags & _TapeEntry.flagHasEscapes == 0 {
      if !escapesExtra {
        // Validated raw content has no quote, backslash or control byte: copy it.
        buffer.reserve(length + 2)
        buffer.append(UInt8(ascii: "\""))
        buffer.append(bytes + entry.offset, count: length)
        buffer.append(UInt8(ascii: "\""))
      } else {
        write(stringBytes: UnsafeBufferPointer(start: bytes + entry.offset, count: length))
      }
      return
    }
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(length, 1))
    defer { scratch.deallocate() }
    let decoded = _unescape(UnsafeBufferPointer(start: bytes + entry.offset, count: length), into: scratch)
    write(stringBytes: UnsafeBufferPointer(start: scratch, count: decoded))
  }
}
