#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

extension Map {
  /// Finds the value of `key` in this map's object: the tape index of the value (or -1 when
  /// absent) and whether the key was treated as a key path.
  ///
  /// Key paths follow ObjectMapper's rules: each part selects a member of an object or, on
  /// an array, an element by its decimal index. A missing member, a bad index, a non-numeric
  /// part on an array, a scalar or a `null` before the last part all mean "absent". The key
  /// is walked as UTF-8 bytes without splitting it into strings.
  @usableFromInline
  func _resolve(_ key: String, nested: Bool?, delimiter: String) -> (node: Int, isNested: Bool) {
    guard _reading.document != nil, _reading.object >= 0 else {
      return (-1, nested ?? (!delimiter.isEmpty && _contains(key, delimiter)))
    }
    var key = key
    var delimiter = delimiter
    return key.withUTF8 { keyBytes in
      delimiter.withUTF8 { delimiterBytes in
        _resolve(
          UnsafeRawBufferPointer(keyBytes), nested: nested, delimiter: UnsafeRawBufferPointer(delimiterBytes),
          in: _reading.reader)
      }
    }
  }

  private func _resolve(
    _ key: UnsafeRawBufferPointer, nested: Bool?, delimiter: UnsafeRawBufferPointer, in reader: _TapeReader
  ) -> (node: Int, isNested: Bool) {
    guard nested != false, _find(delimiter, in: key, from: 0) != nil else {
      // A plain key (or a key path with a single part).
      var node = _member(key, in: reader)
      if node < 0 && nested != false && key.contains(UInt8(ascii: "[")) {
        node = _step(from: _reading.object, part: key, in: reader, isFirst: true)
      }
      return (node, nested ?? false)
    }
    return (_resolvePath(key, delimiter: delimiter, in: reader), true)
  }

  /// Finds a key with brackets but no dot (`"books[0]"`): the literal member if there is one,
  /// else the bracket path.
  func _resolveBracketKey(_ key: UnsafeRawBufferPointer, in reader: _TapeReader) -> Int {
    var hint = _reading.hint
    let literal = reader._member(of: _reading.object, key: key, hint: &hint)
    _reading.hint = hint
    return literal >= 0 ? literal : _step(from: _reading.object, part: key, in: reader, isFirst: true)
  }

  /// Applies one key path part to the value at `node`: a member of an object (a part like
  /// `books[0][1]` selects member `books`, then elements 0 and 1, unless the object has a
  /// member literally named `books[0][1]`), or an element of an array by its decimal index.
  func _step(from node: Int, part: UnsafeRawBufferPointer, in reader: _TapeReader, isFirst: Bool) -> Int {
    let entry = reader.tape[node]
    switch entry.kind {
    case .object:
      if isFirst {
        // Key paths of one model often share their first part (`shipping.method`,
        // `shipping.address.city`): the member the last one found is compared first.
        let head = _reading.pathHead
        if head > node, reader._keyAtHint(of: node, hint: head, length: part.count) == head,
          reader._keyBytesMatch(head, part.assumingMemoryBound(to: UInt8.self))
        {
          return head + 1
        }
        let member = _member(part, in: reader)
        if member >= 0 { _reading.pathHead = member - 1 }
        if member >= 0 || !part.contains(UInt8(ascii: "[")) { return member }
      } else {
        var hint = node == _reading.pathObject ? _reading.pathHint : 0
        let member = reader._member(of: node, key: part, hint: &hint)
        _reading.pathObject = node
        _reading.pathHint = hint
        if member >= 0 || !part.contains(UInt8(ascii: "[")) { return member }
      }
      return _stepBrackets(from: node, part: part, in: reader)
    case .array:
      if let index = _parseIndex(part) { return reader._element(of: node, at: index) }
      return _stepBrackets(from: node, part: part, in: reader)
    default:
      return -1
    }
  }

  /// Applies `name[i][j]...` (or `[i]...`) to the value at `node`; -1 when malformed, a
  /// member or element is missing, or an index is negative.
  func _stepBrackets(from node: Int, part: UnsafeRawBufferPointer, in reader: _TapeReader) -> Int {
    guard let parsed = _BracketPart(part) else { return -1 }
    var current = node
    if parsed.name.count > 0 {
      guard reader.tape[current].kind == .object else { return -1 }
      current = reader._member(of: current, key: parsed.name)
      if current < 0 { return -1 }
    }
    for index in parsed.indices {
      guard reader.tape[current].kind == .array, index >= 0 else { return -1 }
      current = reader._element(of: current, at: index)
      if current < 0 { return -1 }
    }
    return current
  }

  /// Walks a key path that contains `delimiter`.
  func _resolvePath(_ key: UnsafeRawBufferPointer, delimiter: UnsafeRawBufferPointer, in reader: _TapeReader)
    -> Int
  {
    var separator = _find(delimiter, in: key, from: 0)
    var start = 0
    var node = _reading.object
    var isFirst = true
    while true {
      let end = separator ?? key.count
      let part = UnsafeRawBufferPointer(rebasing: key[start..<end])
      node = _step(from: node, part: part, in: reader, isFirst: isFirst)
      isFirst = false
      if node < 0 { return -1 }
      guard let at = separator else { return node }
      start = at + delimiter.count
      separator = _find(delimiter, in: key, from: start)
    }
  }
}

/// The offset of the first occurrence of `needle` in `haystack` at or after `start`.
func _find(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int) -> Int? {
  let length = needle.count
  guard length > 0, start <= haystack.count - length, let base = haystack.baseAddress else { return nil }
  if length == 1 {
    guard let found = memchr(base + start, Int32(needle[0]), haystack.count - start) else { return nil }
    return base.distance(to: UnsafeRawPointer(found))
  }
  var position = start
  while position <= haystack.count - length {
    if memcmp(base + position, needle.baseAddress!, length) == 0 { return position }
    position += 1
  }
  return nil
}

/// An array index written as ObjectMapper accepted it (`Int(part)`): optional sign, digits.
func _parseIndex(_ part: UnsafeRawBufferPointer) -> Int? {
  var position = 0
  var negative = false
  if let first = part.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
    negative = first == UInt8(ascii: "-")
    position = 1
  }
  guard position < part.count, part.count - position <= 18 else { return nil }
  var value = 0
  while position < part.count {
    let digit = part[position] &- 0x30
    guard digit < 10 else { return nil }
    value = value * 10 + Int(digit)
    position += 1
  }
  return negative ? -value : value
}

/// A key path part with bracket indices: `name[0][12]` (the name may be empty).
struct _BracketPart {
  var name: UnsafeRawBufferPointer
  var indices: [Int] = []

  /// Parses `part`; nil unless it is a name followed by one or more `[digits]` (a `-` sign
  /// is kept so that negative indices read as absent).
  init?(_ part: UnsafeRawBufferPointer) {
    guard let open = part.firstIndex(of: UInt8(ascii: "[")) else { return nil }
    name = UnsafeRawBufferPointer(rebasing: part[..<open])
    var position = open
    while position < part.count {
      guard part[position] == UInt8(ascii: "["),
        let close = part[(position + 1)...].firstIndex(of: UInt8(ascii: "]")),
        let index = _parseIndex(UnsafeRawBufferPointer(rebasing: part[(position + 1)..<close]))
      else { return nil }
      indices.append(index)
      position = close + 1
    }
  }
}
