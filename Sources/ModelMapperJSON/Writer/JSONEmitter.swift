import ModelMapperSupport

/// The writer's engine: appends JSON text for values and documents to a byte buffer.
///
/// `@usableFromInline` although `package`: without it, the compiler does not serialize the
/// bodies of its `@inlinable` members, and the mapping layer calls them out of line.
@usableFromInline
package struct _JSONEmitter: ~Copyable {
  @usableFromInline var buffer: _JSONByteBuffer
  @usableFromInline package let options: JSONWriter.Options
  /// Whether strings need the careful escaping pass even without control characters.
  @usableFromInline package let escapesExtra: Bool

  package init(options: JSONWriter.Options, capacity: Int) {
    self.options = options
    buffer = _JSONByteBuffer(capacity: capacity)
    escapesExtra = options.escapesSlashes || options.escapesNonASCII
  }

  // MARK: Layout

  @inlinable @inline(__always)
  mutating func newline(depth: Int) {
    guard options.prettyPrinted else { return }
    buffer.append(0x0A)
    buffer.append(repeating: 0x20, count: depth * options.indentWidth)
  }

  @inlinable @inline(__always)
  package mutating func colon() {
    if options.prettyPrinted {
      if options.foundationLayout { buffer.append(0x20) }
      buffer.append(UInt8(ascii: ":"), 0x20)
    } else {
      buffer.append(UInt8(ascii: ":"))
    }
  }

  /// Writes an empty container whose closing line is `depth` deep: `[]`, or in Foundation's
  /// pretty layout `[`, an empty line and `]`.
  @inlinable @inline(__always)
  package mutating func empty(_ container: _JSONContainer, depth: Int) {
    buffer.append(container.opening)
    if options.prettyPrinted && options.foundationLayout {
      buffer.append(0x0A)
      newline(depth: depth)
    }
    buffer.append(container.closing)
  }

  // MARK: Values

  package mutating func write(_ value: JSONValue, depth: Int) throws(JSONWriteError) {
    switch value {
    case .null: buffer.append(ascii: "null")
    case .bool(let flag): buffer.append(ascii: flag ? "true" : "false")
    case .number(let number): try write(number)
    case .string(let string): write(string: string)
    case .array(let elements):
      guard !elements.isEmpty else {
        empty(.array, depth: depth)
        return
      }
      guard depth < options.maxDepth else { throw tooDeep() }
      buffer.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { buffer.append(UInt8(ascii: ",")) }
        newline(depth: depth + 1)
        do {
          try write(element, depth: depth + 1)
        } catch {
          throw error.prefixed(with: .index(position))
        }
      }
      newline(depth: depth)
      buffer.append(UInt8(ascii: "]"))
    case .object(let object):
      try write(object, depth: depth)
    }
  }

  package mutating func write(_ object: JSONObject, depth: Int) throws(JSONWriteError) {
    guard !object.isEmpty else {
      empty(.object, depth: depth)
      return
    }
    guard depth < options.maxDepth else { throw tooDeep() }
    buffer.append(UInt8(ascii: "{"))
    let keys = object._keys
    let values = object._values
    if options.sortsKeys {
      let order = keys.indices.sorted { _utf8Less(keys[$0], keys[$1]) }
      for (written, position) in order.enumerated() {
        try writeMember(keys[position], values[position], first: written == 0, depth: depth)
      }
    } else {
      for position in keys.indices {
        try writeMember(keys[position], values[position], first: position == 0, depth: depth)
      }
    }
    newline(depth: depth)
    buffer.append(UInt8(ascii: "}"))
  }

  @inline(__always)
  mutating func writeMember(_ key: String, _ value: JSONValue, first: Bool, depth: Int) throws(JSONWriteError) {
    if !first { buffer.append(UInt8(ascii: ",")) }
    newline(depth: depth + 1)
    write(string: key)
    colon()
    do {
      try write(value, depth: depth + 1)
    } catch {
      throw error.prefixed(with: .key(key))
    }
  }

  func tooDeep() -> JSONWriteError {
    JSONWriteError(kind: .tooDeep, path: "", message: "nesting deeper than the limit of \(options.maxDepth)")
  }

  package mutating func write(_ number: JSONNumber) throws(JSONWriteError) {
    switch number.storage {
    case .int(let value): buffer.append(integer: value)
    case .uint(let value): buffer.append(unsigned: value)
    case .double(let value):
      guard value.isFinite else {
        throw JSONWriteError(
          kind: .nonFiniteNumber, path: "",
          message: "cannot write \(value) (JSON has no NaN or infinite numbers)")
      }
      // A whole number has no fractional part, as JSONSerialization writes it (`2`, not
      // `2.0`); it reads back into a `Double` as the same value.
      if let integer = Int64(exactly: value), integer.magnitude < 1 << 53, value != 0 || value.sign == .plus {
        buffer.append(integer: integer)
      } else {
        buffer.append(utf8: _shortestText(value))
      }
    case .float(let value): buffer.append(utf8: _shortestText(value))
    case .text(let text), .decimal(let text): buffer.append(utf8: text)
    }
  }

  // MARK: Strings

  @inlinable
  package mutating func write(string: String) {
    _withUTF8(string) { write(stringBytes: $0) }
  }

  /// Appends `bytes`, which need no escapes (the caller made sure), between quotes.
  @inlinable @inline(__always)
  package mutating func write(plainStringBytes bytes: UnsafeBufferPointer<UInt8>) {
    let length = bytes.count
    buffer.reserve(length + 2)
    let out = buffer.base + buffer.count
    out[0] = UInt8(ascii: "\"")
    if let base = bytes.baseAddress { _copyBytes(base, to: out + 1, count: length) }
    out[1 + length] = UInt8(ascii: "\"")
    buffer.count += length + 2
  }

  /// Appends a string that `fill` writes straight into the output, between quotes: at most
  /// `capacity` bytes that need no escapes; `fill` returns how many it wrote.
  @inlinable @inline(__always)
  package mutating func writePlainString(capacity: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Int) {
    buffer.reserve(capacity + 2)
    let out = buffer.base + buffer.count
    out[0] = UInt8(ascii: "\"")
    let length = fill(out + 1)
    out[1 + length] = UInt8(ascii: "\"")
    buffer.count += length + 2
  }

  /// Appends `bytes` as a quoted, escaped JSON string.
  @usableFromInline
  package mutating func write(stringBytes bytes: UnsafeBufferPointer<UInt8>) {
    let length = bytes.count
    guard let base = bytes.baseAddress, length > 0 else {
      buffer.append(UInt8(ascii: "\""), UInt8(ascii: "\""))
      return
    }
    // Copy the string after an opening quote, then check the copy 16 bytes at a time (the
    // 16 spare bytes reserved past it make the last load safe); most strings need no escape.
    buffer.reserve(length + 18)
    let out = buffer.base + buffer.count
    out[0] = UInt8(ascii: "\"")
    _copyBytes(base, to: out + 1, count: length)
    var position = 0
    while position < length {
      let chunk = UnsafeRawPointer(out + 1 + position).loadUnaligned(as: SIMD16<Int8>.self)
      if var offset = firstSpecial(in: chunk) {
        offset += position
        if offset < length {
          // An escape is needed: keep the clean prefix, write the rest carefully.
          buffer.count += 1 + offset
          writeEscapedTail(base, from: offset, length: length)
          return
        }
      }
      position += 16
    }
    out[1 + length] = UInt8(ascii: "\"")
    buffer.count += length + 2
  }

  /// Writes `base[start..<length]` with escapes, then the closing quote.
  ///
  /// Sixteen bytes at a time, each chunk's bytes to escape found at once: a chunk is stored
  /// whole after each escape and the next escape overwrites what follows it. Strings that need
  /// escapes mostly need many (`/` in URLs, as Foundation writes them). The last bytes (under
  /// 32) are copied into a scratch buffer first, so that every load stays in bounds.
  mutating func writeEscapedTail(_ base: UnsafePointer<UInt8>, from start: Int, length: Int) {
    guard !options.escapesNonASCII else { return writeEscapedTailScanning(base, from: start, length: length) }
    var position = start
    while length - position >= 32 {
      writeEscapedChunk(base + position, count: 16)
      position += 16
    }
    let remaining = length - position
    if remaining > 0 {
      // A chunk's loads reach at most 48 bytes in; lanes past the string are masked off.
      withUnsafeTemporaryAllocation(byteCount: 64, alignment: 16) { raw in
        let bytes = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
        _copyBytes(base + position, to: bytes, count: remaining)
        writeEscapedChunk(bytes, count: min(16, remaining))
        if remaining > 16 { writeEscapedChunk(bytes + 16, count: remaining - 16) }
      }
    }
    buffer.append(UInt8(ascii: "\""))
  }

  /// Writes the first `count` (at most 16) bytes at `source` with escapes; the 32 bytes at
  /// `source` must be readable (those past `count` are not written).
  @inline(__always)
  mutating func writeEscapedChunk(_ source: UnsafePointer<UInt8>, count: Int) {
    // Room for 16 six-byte escapes and a whole chunk stored past the last.
    buffer.reserve(112)
    var out = buffer.base + buffer.count
    let raw = UnsafeRawPointer(source)
    var mask = _laneBits(specialLanes(in: raw.loadUnaligned(as: SIMD16<Int8>.self))) & (1 &<< count &- 1)
    var done = 0
    while mask != 0 {
      let offset = mask.trailingZeroBitCount
      mask &= mask &- 1
      // The bytes from `done` up to the escape (and more, which later stores overwrite).
      UnsafeMutableRawPointer(out).storeBytes(
        of: raw.loadUnaligned(fromByteOffset: done, as: SIMD16<Int8>.self), as: SIMD16<Int8>.self)
      out += offset &- done
      done = offset &+ 1
      let byte = source[offset]
      let escape = byte == 0x2F ? 0x2F : _escapeCode(byte)
      out[0] = 0x5C
      if escape > 1 {
        out[1] = escape
        out += 2
      } else {
        let hex: StaticString = "0123456789abcdef"
        out[1] = UInt8(ascii: "u")
        out[2] = UInt8(ascii: "0")
        out[3] = UInt8(ascii: "0")
        out[4] = hex.utf8Start[Int(byte >> 4)]
        out[5] = hex.utf8Start[Int(byte & 0xF)]
        out += 6
      }
    }
    if done < count {
      UnsafeMutableRawPointer(out).storeBytes(
        of: raw.loadUnaligned(fromByteOffset: done, as: SIMD16<Int8>.self), as: SIMD16<Int8>.self)
      out += count &- done
    }
    buffer.count = out - buffer.base
  }

  /// ``writeEscapedTail(_:from:length:)`` for ASCII-only output: runs between the bytes to
  /// escape, found 16 at a time, copied whole.
  mutating func writeEscapedTailScanning(_ base: UnsafePointer<UInt8>, from start: Int, length: Int) {
    var runStart = start
    var position = start
    while true {
      position = nextSpecial(base, from: position, length: length)
      guard position < length else { break }
      buffer.append(base + runStart, count: position - runStart)
      position = writeEscape(base, at: position)
      runStart = position
    }
    buffer.append(base + runStart, count: length - runStart)
    buffer.append(UInt8(ascii: "\""))
  }

  /// The position of the first byte at or after `start` that needs an escape, or `length`.
  ///
  /// Scans 16 bytes at a time; the last partial chunk is copied into a vector padded with a
  /// harmless byte, so short strings need no byte-by-byte loop either.
  @inline(__always)
  func nextSpecial(_ base: UnsafePointer<UInt8>, from start: Int, length: Int) -> Int {
    var position = start
    while position + 16 <= length {
      let chunk = UnsafeRawPointer(base + position).loadUnaligned(as: SIMD16<Int8>.self)
      if let offset = firstSpecial(in: chunk) { return position + offset }
      position += 16
    }
    let remaining = length - position
    guard remaining > 0 else { return length }
    var tail = SIMD16<Int8>(repeating: 0x41)
    withUnsafeMutableBytes(of: &tail) {
      $0.baseAddress!.copyMemory(from: base + position, byteCount: remaining)
    }
    if let offset = firstSpecial(in: tail) { return position + offset }
    return length
  }

  /// The first lane of `chunk` holding a byte that needs an escape.
  @inline(__always)
  func firstSpecial(in chunk: SIMD16<Int8>) -> Int? {
    _firstLane(specialLanes(in: chunk))
  }

  /// The lanes of `chunk` holding a byte that needs an escape (all ones), the others zero.
  @inline(__always)
  func specialLanes(in chunk: SIMD16<Int8>) -> SIMD16<Int8> {
    // Signed bytes: below 0x20 means a control byte or (negative) a non-ASCII byte.
    let low = _lanes(chunk .< SIMD16(repeating: 0x20))
    let nonASCII = _lanes(chunk .< SIMD16(repeating: 0))
    var special =
      (low & ~nonASCII) | _lanes(chunk .== SIMD16(repeating: 0x22)) | _lanes(chunk .== SIMD16(repeating: 0x5C))
    if escapesExtra {
      if options.escapesNonASCII { special |= nonASCII }
      if options.escapesSlashes { special |= _lanes(chunk .== SIMD16(repeating: 0x2F)) }
    }
    return special
  }

  /// Writes the escape for the special byte at `position`; returns the position after it.
  mutating func writeEscape(_ base: UnsafePointer<UInt8>, at position: Int) -> Int {
    let byte = base[position]
    let escape = _escapeCode(byte)
    if escape > 1 {
      buffer.append(0x5C, escape)
      return position + 1
    }
    if escape == 1 {
      appendUnicodeEscape(UInt32(byte))
      return position + 1
    }
    if byte == 0x2F {
      buffer.append(0x5C, 0x2F)
      return position + 1
    }
    // Non-ASCII with ASCII-only output: escape the scalar (as a surrogate pair above U+FFFF).
    let (scalar, width) = _decodeScalar(base + position)
    if scalar > 0xFFFF {
      let value = scalar - 0x10000
      appendUnicodeEscape(0xD800 + (value >> 10))
      appendUnicodeEscape(0xDC00 + (value & 0x3FF))
    } else {
      appendUnicodeEscape(scalar)
    }
    return position + width
  }

  mutating func appendUnicodeEscape(_ unit: UInt32) {
    let hex: StaticString = "0123456789abcdef"
    let digits = hex.utf8Start
    buffer.reserve(6)
    buffer.append(0x5C, UInt8(ascii: "u"))
    buffer.append(digits[Int(unit >> 12 & 0xF)], digits[Int(unit >> 8 & 0xF)])
    buffer.append(digits[Int(unit >> 4 & 0xF)], digits[Int(unit & 0xF)])
  }
}

/// How a byte is written inside a string: 0 as is, the letter of its short escape (`n` for a
/// line feed, `"` for a quote), or 1 for the `\u00XX` form.
@inline(__always)
func _escapeCode(_ byte: UInt8) -> UInt8 {
  switch byte {
  case 0x08: return UInt8(ascii: "b")
  case 0x09: return UInt8(ascii: "t")
  case 0x0A: return UInt8(ascii: "n")
  case 0x0C: return UInt8(ascii: "f")
  case 0x0D: return UInt8(ascii: "r")
  case 0x22: return UInt8(ascii: "\"")
  case 0x5C: return UInt8(ascii: "\\")
  case 0..<0x20: return 1
  default: return 0
  }
}

/// Decodes the scalar of a valid UTF-8 sequence.
@inline(__always)
func _decodeScalar(_ bytes: UnsafePointer<UInt8>) -> (UInt32, Int) {
  let lead = UInt32(bytes[0])
  if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[1]) & 0x3F, 2) }
  if lead < 0xF0 {
    return ((lead & 0x0F) << 12 | (UInt32(bytes[1]) & 0x3F) << 6 | UInt32(bytes[2]) & 0x3F, 3)
  }
  return (
    (lead & 0x07) << 18 | (UInt32(bytes[1]) & 0x3F) << 12 | (UInt32(bytes[2]) & 0x3F) << 6
      | UInt32(bytes[3]) & 0x3F, 4
  )
}
