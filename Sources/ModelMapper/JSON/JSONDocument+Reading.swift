import Foundation

/// Internal readers over the tape, shared by ``JSONElement`` and the mapping layer.
extension JSONDocument {
  /// The tape index after the value at `index` and all its descendants.
  @inlinable
  func _next(after index: Int) -> Int {
    let entry = tape[index]
    return entry.kind.isContainer ? entry.end : index + 1
  }

  /// The tape index of element `position` of the array at `array`, or -1.
  @inlinable
  func _element(of array: Int, at position: Int) -> Int {
    let entry = tape[array]
    guard position >= 0 && position < entry.count else { return -1 }
    if entry.flags & _TapeEntry.flagScalarElements != 0 { return array + 1 + position }
    return Int(table.unsafelyUnwrapped[entry.childTableStart + position])
  }

  /// Whether the key entry at `index` spells `key` (UTF-8).
  @usableFromInline
  func _keyMatches(_ index: Int, _ key: UnsafeRawBufferPointer) -> Bool {
    let entry = tape[index]
    let length = Int(truncatingIfNeeded: entry.payload)
    if entry.flags & _TapeEntry.flagHasEscapes == 0 {
      guard length == key.count else { return false }
      return _bytesEqual(bytes + entry.offset, key.baseAddress, length)
    }
    var decoded = _decodeString(entry, base: bytes)
    return decoded.withUTF8 {
      $0.count == key.count && ($0.isEmpty || memcmp($0.baseAddress!, key.baseAddress!, key.count) == 0)
    }
  }

  /// The tape index of the value of the member at key index `hint` of the object at
  /// `object` when that member's key is `key`, or -1. Reading members in document order
  /// makes this the common case. It declines (for the full search to decide) objects with
  /// duplicate keys, and keys that are escaped or contain a dot (which `map["key"]` reads as
  /// a key path), so a match needs no further checks.
  @inline(__always)
  func _memberAtHint(of object: Int, key: UnsafeRawBufferPointer, hint: Int) -> Int {
    let container = tape[object]
    guard hint > object && hint < container.end, container.flags & _TapeEntry.flagDuplicateKeys == 0 else {
      return -1
    }
    let entry = tape[hint]
    guard entry.flags == 0, Int(truncatingIfNeeded: entry.payload) == key.count,
      _bytesEqual(bytes + entry.offset, key.baseAddress, key.count)
    else { return -1 }
    return hint + 1
  }

  /// The tape index of the value of member `key` in the object at `object`, or -1.
  ///
  /// The search starts at `hint` (a key index from an earlier lookup) and wraps around, so
  /// reading members in document order costs one comparison each. When the object has
  /// duplicate keys, the last member with the key wins. On success `hint` moves past the
  /// member found.
  @usableFromInline
  func _member(of object: Int, key: UnsafeRawBufferPointer, hint: inout Int) -> Int {
    let entry = tape[object]
    let end = entry.end
    guard entry.count > 0 else { return -1 }
    let first = object + 1
    let start = hint > object && hint < end ? hint : first
    var index = start
    repeat {
      if _keyMatches(index, key) {
        var found = index
        var next = _next(after: index + 1)
        if entry.flags & _TapeEntry.flagDuplicateKeys != 0 {
          var later = next
          while later < end {
            if _keyMatches(later, key) { found = later }
            later = _next(after: later + 1)
          }
          next = _next(after: found + 1)
        }
        hint = next
        return found + 1
      }
      index = _next(after: index + 1)
      if index >= end { index = first }
    } while index != start
    return -1
  }

  /// The tape index of the value of member `key` in the object at `object`, or -1.
  @usableFromInline
  func _member(of object: Int, key: String) -> Int {
    var key = key
    var hint = 0
    return key.withUTF8 { _member(of: object, key: UnsafeRawBufferPointer($0), hint: &hint) }
  }

  /// The decoded string at `index` (a string or key entry).
  @usableFromInline
  func _string(at index: Int) -> String {
    _decodeString(tape[index], base: bytes)
  }

  /// The exact text of the number at `index`.
  @usableFromInline
  func _numberText(at index: Int) -> String {
    let entry = tape[index]
    let length = entry.kind == .text ? Int(truncatingIfNeeded: entry.payload) : entry.integerTextLength
    return String(decoding: UnsafeBufferPointer(start: bytes + entry.offset, count: length), as: UTF8.self)
  }

  /// The nearest `Double` to the number at `index`, or nil when it is not a number or is
  /// beyond `Double`'s range.
  @usableFromInline
  func _double(at index: Int) -> Double? {
    let entry = tape[index]
    switch entry.kind {
    case .int64: return Double(Int64(bitPattern: entry.payload))
    case .uint64: return Double(entry.payload)
    case .text:
      let value = _parseDouble(bytes + entry.offset, count: Int(truncatingIfNeeded: entry.payload))
      return value.isFinite ? value : nil
    default: return nil
    }
  }

  /// The number at `index` as an exact integer (sign and magnitude), when its value is an
  /// integer within 64 bits: `12`, `-3`, `1.0` and `2e3` qualify; `1.5` does not.
  @usableFromInline
  func _exactInteger(at index: Int) -> (negative: Bool, magnitude: UInt64)? {
    let entry = tape[index]
    switch entry.kind {
    case .int64:
      let value = Int64(bitPattern: entry.payload)
      return (value < 0, value.magnitude)
    case .uint64: return (false, entry.payload)
    case .text:
      return _integer(text: bytes + entry.offset, count: Int(truncatingIfNeeded: entry.payload), truncating: false)
    default: return nil
    }
  }

  /// The number at `index` with any fraction dropped (`1.9` gives 1, `-1.9` gives -1), when
  /// the result is within 64 bits; ObjectMapper's rule for integer properties.
  @usableFromInline
  func _truncatedInteger(at index: Int) -> (negative: Bool, magnitude: UInt64)? {
    let entry = tape[index]
    if entry.kind == .text {
      return _integer(text: bytes + entry.offset, count: Int(truncatingIfNeeded: entry.payload), truncating: true)
    }
    return _exactInteger(at: index)
  }

  /// The number at `index` as a `Decimal`, read from its text (never through `Double`).
  @usableFromInline
  func _decimal(at index: Int) -> Decimal? {
    guard tape[index].kind.isNumber else { return nil }
    return _decimalFromNumberText(_numberText(at: index))
  }
}

let _posixLocale = Locale(identifier: "en_US_POSIX")

/// A `Decimal` from JSON number text, exactly when it has at most 38 significant digits.
func _decimalFromNumberText(_ text: String) -> Decimal? {
  Decimal(string: text, locale: _posixLocale)
}

/// Decodes a validated string entry.
func _decodeString(_ entry: _TapeEntry, base: UnsafePointer<UInt8>) -> String {
  let start = base + entry.offset
  let length = Int(truncatingIfNeeded: entry.payload)
  if entry.flags & _TapeEntry.flagHasEscapes == 0 {
    return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
  }
  // Decoded text is never longer than its escaped form.
  return String(unsafeUninitializedCapacity: length) { out in
    _unescape(UnsafeBufferPointer(start: start, count: length), into: out.baseAddress!)
  }
}

/// Writes the UTF-8 of validated, escaped string content to `out`; returns the byte count.
func _unescape(_ raw: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
  var read = 0
  var written = 0
  let length = raw.count
  while read < length {
    let byte = raw[read]
    if byte != 0x5C {
      out[written] = byte
      written += 1
      read += 1
      continue
    }
    let escape = raw[read + 1]
    read += 2
    switch escape {
    case UInt8(ascii: "b"): out[written] = 0x08
    case UInt8(ascii: "f"): out[written] = 0x0C
    case UInt8(ascii: "n"): out[written] = 0x0A
    case UInt8(ascii: "r"): out[written] = 0x0D
    case UInt8(ascii: "t"): out[written] = 0x09
    case UInt8(ascii: "u"):
      var scalar = _hex4(raw, read)
      read += 4
      if scalar >= 0xD800 && scalar <= 0xDBFF {
        let low = _hex4(raw, read + 2)
        read += 6
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      written += _encodeUTF8(scalar, into: out + written)
      continue
    default: out[written] = escape  // \" \\ \/
    }
    written += 1
  }
  return written
}

@inline(__always)
func _hex4(_ raw: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
  UInt32(_hexValue(raw[at])) << 12 | UInt32(_hexValue(raw[at + 1])) << 8
    | UInt32(_hexValue(raw[at + 2])) << 4 | UInt32(_hexValue(raw[at + 3]))
}

/// Writes the UTF-8 encoding of a scalar value; returns the byte count.
@inline(__always)
func _encodeUTF8(_ scalar: UInt32, into out: UnsafeMutablePointer<UInt8>) -> Int {
  switch scalar {
  case 0..<0x80:
    out[0] = UInt8(scalar)
    return 1
  case 0x80..<0x800:
    out[0] = UInt8(0xC0 | scalar >> 6)
    out[1] = UInt8(0x80 | scalar & 0x3F)
    return 2
  case 0x800..<0x10000:
    out[0] = UInt8(0xE0 | scalar >> 12)
    out[1] = UInt8(0x80 | scalar >> 6 & 0x3F)
    out[2] = UInt8(0x80 | scalar & 0x3F)
    return 3
  default:
    out[0] = UInt8(0xF0 | scalar >> 18)
    out[1] = UInt8(0x80 | scalar >> 12 & 0x3F)
    out[2] = UInt8(0x80 | scalar >> 6 & 0x3F)
    out[3] = UInt8(0x80 | scalar & 0x3F)
    return 4
  }
}

/// Whether `count` bytes at `lhs` and `rhs` are equal; short runs are compared inline
/// (`lhs` is document memory, which is padded, so it may be read in whole words).
@inline(__always)
func _bytesEqual(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafeRawPointer?, _ count: Int) -> Bool {
  guard count > 0, let rhs else { return true }
  if count > 16 { return memcmp(lhs, rhs, count) == 0 }
  var position = 0
  while position + 8 <= count {
    if UnsafeRawPointer(lhs + position).loadUnaligned(as: UInt64.self)
      != rhs.loadUnaligned(fromByteOffset: position, as: UInt64.self)
    {
      return false
    }
    position += 8
  }
  while position < count {
    if lhs[position] != rhs.load(fromByteOffset: position, as: UInt8.self) { return false }
    position += 1
  }
  return true
}
