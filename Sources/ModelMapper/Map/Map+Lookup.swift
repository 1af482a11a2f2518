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
    guard let document = _document, _object >= 0 else {
      return (-1, nested ?? (!delimiter.isEmpty && _contains(key, delimiter)))
    }
    var key = key
    var delimiter = delimiter
    return key.withUTF8 { keyBytes in
      delimiter.withUTF8 { delimiterBytes in
        _resolve(
          UnsafeRawBufferPointer(keyBytes), nested: nested, delimiter: UnsafeRawBufferPointer(delimiterBytes),
          in: document)
      }
    }
  }

  private func _resolve(
    _ key: UnsafeRawBufferPointer, nested: Bool?, delimiter: UnsafeRawBufferPointer, in document: JSONDocument
  ) -> (node: Int, isNested: Bool) {
    guard nested != false, _find(delimiter, in: key, from: 0) != nil else {
      // A plain key (or a key path with a single part).
      var hint = _hint
      let node = document._member(of: _object, key: key, hint: &hint)
      _hint = hint
      return (node, nested ?? false)
    }
    return (_resolvePath(key, delimiter: delimiter, in: document), true)
  }

  /// Walks a key path that contains `delimiter`.
  func _resolvePath(_ key: UnsafeRawBufferPointer, delimiter: UnsafeRawBufferPointer, in document: JSONDocument)
    -> Int
  {
    var separator = _find(delimiter, in: key, from: 0)
    var start = 0
    var node = _object
    var isFirst = true
    while true {
      let end = separator ?? key.count
      let part = UnsafeRawBufferPointer(rebasing: key[start..<end])
      let entry = document.tape[node]
      switch entry.kind {
      case .object:
        if isFirst {
          var hint = _hint
          node = document._member(of: node, key: part, hint: &hint)
          _hint = hint
        } else {
          node = document._member(of: node, key: part)
        }
      case .array:
        guard let index = _parseIndex(part) else { return -1 }
        node = document._element(of: node, at: index)
      default:
        return -1
      }
      isFirst = false
      if node < 0 { return -1 }
      guard let at = separator else { return node }
      start = at + delimiter.count
      separator = _find(delimiter, in: key, from: start)
    }
  }
}

extension JSONDocument {
  /// The value of member `key` of the object at `object`, searching from its first member.
  func _member(of object: Int, key: UnsafeRawBufferPointer) -> Int {
    var hint = 0
    return _member(of: object, key: key, hint: &hint)
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
