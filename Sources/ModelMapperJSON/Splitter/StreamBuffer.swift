import Foundation

/// The bytes of a stream not yet consumed, with where they are in the stream: the byte
/// offset, line and column of the first byte held. Errors found in the held bytes are placed
/// in the whole stream from these.
///
/// Bytes are appended at the end and discarded from the front; discarding counts the lines
/// and columns it drops, so positions cost nothing until an error asks for one. The buffer
/// keeps ``padding`` zero bytes after the bytes it holds. A buffer can also borrow bytes a
/// caller holds, whole, without a copy (the scans never read past ``count``).
final class _StreamBuffer {
  /// Zero bytes kept after the bytes held.
  static let padding = 64

  /// The bytes held, followed by ``padding`` zero bytes.
  private(set) var base: UnsafeMutablePointer<UInt8>
  /// The room at `base`, padding excluded.
  private(set) var capacity: Int
  /// The bytes held.
  private(set) var count = 0
  /// The stream offset of `base[0]`.
  private(set) var origin = 0
  /// The line of `base[0]` (one-based).
  private var originLine = 1
  /// The column of `base[0]` (one-based, in Unicode scalars).
  private var originColumn = 1

  /// Whether the bytes are a caller's (no appending, no discarding, not freed).
  let isBorrowed: Bool

  init(capacity: Int = 1 << 16) {
    self.capacity = capacity
    base = .allocate(capacity: capacity + Self.padding)
    base.initialize(repeating: 0, count: capacity + Self.padding)
    isBorrowed = false
  }

  /// A buffer over `bytes`, which must stay alive and unchanged while it is used.
  init(borrowing bytes: UnsafeRawBufferPointer) {
    if let address = bytes.baseAddress, !bytes.isEmpty {
      base = UnsafeMutablePointer(mutating: address.assumingMemoryBound(to: UInt8.self))
      capacity = bytes.count
      count = bytes.count
      isBorrowed = true
    } else {
      capacity = 0
      base = .allocate(capacity: Self.padding)
      base.initialize(repeating: 0, count: Self.padding)
      isBorrowed = false
    }
  }

  deinit {
    if !isBorrowed { base.deallocate() }
  }

  /// The bytes held, as a raw buffer.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  /// The stream offset of position `position` of the buffer.
  func streamOffset(_ position: Int) -> Int { origin + position }

  /// Appends `chunk`, growing the room when needed.
  func append(_ chunk: UnsafeRawBufferPointer) {
    precondition(!isBorrowed, "bytes appended to a borrowed buffer")
    guard !chunk.isEmpty else { return }
    reserve(count + chunk.count)
    UnsafeMutableRawPointer(base + count).copyMemory(from: chunk.baseAddress!, byteCount: chunk.count)
    count += chunk.count
    (base + count).initialize(repeating: 0, count: Self.padding)
  }

  /// Makes room for `total` bytes.
  func reserve(_ total: Int) {
    guard total > capacity else { return }
    var newCapacity = capacity
    while newCapacity < total { newCapacity *= 2 }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity + Self.padding)
    grown.initialize(from: base, count: count)
    (grown + count).initialize(repeating: 0, count: newCapacity + Self.padding - count)
    base.deallocate()
    base = grown
    capacity = newCapacity
  }

  /// Drops the first `position` bytes; positions after it move down by `position`.
  func discard(upTo position: Int) {
    guard position > 0, !isBorrowed else { return }
    let (line, column) = lineAndColumn(at: position)
    originLine = line
    originColumn = column
    origin += position
    let kept = count - position
    if kept > 0 { (base).update(from: base + position, count: kept) }
    count = kept
    (base + count).initialize(repeating: 0, count: Self.padding)
  }

  /// The line and column of position `position` (at most ``count``).
  func lineAndColumn(at position: Int) -> (line: Int, column: Int) {
    let end = min(max(position, 0), count)
    var line = originLine
    // Line breaks counted eight bytes at a time (a reader discards every 64 KiB it has
    // delivered, and counts the lines in it), then the last one found from the end.
    var index = 0
    while index &+ 8 <= end {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
      // The high bit of each byte that was a line feed (exact: no borrow crosses bytes).
      let isZero = ~(((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word) & 0x8080_8080_8080_8080
      line &+= isZero.nonzeroBitCount
      index &+= 8
    }
    while index < end {
      if base[index] == UInt8(ascii: "\n") { line &+= 1 }
      index &+= 1
    }
    var lineStart = end &- 1
    while lineStart >= 0 && base[lineStart] != UInt8(ascii: "\n") { lineStart &-= 1 }
    var column = lineStart < 0 ? originColumn : 1
    for index in (lineStart + 1)..<end where base[index] & 0xC0 != 0x80 {
      column += 1
    }
    return (line, column)
  }

  /// An error at position `position` of the buffer, placed in the stream.
  func error(_ kind: JSONParseError.Kind, at position: Int, _ message: String) -> JSONParseError {
    let position = min(max(position, 0), count)
    let (line, column) = lineAndColumn(at: position)
    return JSONParseError(
      kind: kind, offset: origin + position, line: line, column: column,
      excerpt: JSONParseError.excerpt(around: position, in: bytes), message: message)
  }

  /// An "unexpected character" error at `position`, or "unexpected end" at the end of the
  /// bytes held, worded as the parser words them.
  func unexpected(at position: Int, expected: String) -> JSONParseError {
    if position >= count {
      return error(.unexpectedEnd, at: position, "unexpected end of input; expected \(expected)")
    }
    return error(
      .unexpectedCharacter, at: position,
      "unexpected \(JSONParseError.describeByte(at: position, in: bytes)); expected \(expected)")
  }

  /// `error`, thrown by the parser for a copy of the bytes from `start` with `prefix` bytes
  /// of its own before them, placed in the stream.
  func relocate(_ error: JSONParseError, copiedFrom start: Int, prefix: Int) -> JSONParseError {
    let position = start + max(error.offset - prefix, 0)
    return self.error(error.kind, at: position, error.message)
  }
}
