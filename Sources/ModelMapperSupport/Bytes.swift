import Foundation

// Byte runs copied, compared and searched a word at a time: the engine's parser and writer
// and the mapping layer's key matching share these.

/// Copies `count` bytes from `source` to `destination` (which do not overlap). Runs of up to
/// 32 bytes (keys, most string values) are copied inline in a few overlapping words:
/// `memmove`'s call and size dispatch cost more than the copy itself.
@inlinable @inline(__always)
package func _copyBytes(_ source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, count: Int) {
  let from = UnsafeRawPointer(source)
  let to = UnsafeMutableRawPointer(destination)
  if count > 16 {
    guard count <= 32 else {
      destination.update(from: source, count: count)
      return
    }
    let first = from.loadUnaligned(as: UInt64.self)
    let second = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    let third = from.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
    let fourth = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    to.storeBytes(of: first, as: UInt64.self)
    to.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
    to.storeBytes(of: third, toByteOffset: count - 16, as: UInt64.self)
    to.storeBytes(of: fourth, toByteOffset: count - 8, as: UInt64.self)
  } else if count >= 8 {
    _copyEdges(UInt64.self, from, to, count)
  } else if count >= 4 {
    _copyEdges(UInt32.self, from, to, count)
  } else if count >= 2 {
    _copyEdges(UInt16.self, from, to, count)
  } else if count == 1 {
    destination.pointee = source.pointee
  }
}

/// Copies the first and the last `Word` of `count` bytes (`count` at least one word and at
/// most two): between them, every byte.
@inlinable @inline(__always)
package func _copyEdges<Word: FixedWidthInteger>(
  _: Word.Type, _ from: UnsafeRawPointer, _ to: UnsafeMutableRawPointer, _ count: Int
) {
  let width = MemoryLayout<Word>.size
  let first = from.loadUnaligned(as: Word.self)
  let last = from.loadUnaligned(fromByteOffset: count - width, as: Word.self)
  to.storeBytes(of: first, as: Word.self)
  to.storeBytes(of: last, toByteOffset: count - width, as: Word.self)
}

/// The offset of the first `byte` in `count` bytes at `start`, or `count`; eight bytes at a
/// time (a word's zero bytes after XOR with the byte repeated).
@inlinable @inline(__always)
package func _offset(of byte: UInt8, in start: UnsafePointer<UInt8>, count: Int) -> Int {
  let raw = UnsafeRawPointer(start)
  let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
  var position = 0
  while position + 8 <= count {
    let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) ^ pattern
    let zero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    if zero != 0 { return position + zero.trailingZeroBitCount >> 3 }
    position += 8
  }
  while position < count && start[position] != byte { position += 1 }
  return position
}

/// Whether `count` bytes at `lhs` and `rhs` are equal. Short runs are compared inline, in
/// words: the last word overlaps the one before it, so no byte is read past either end.
@inlinable @inline(__always)
package func _bytesEqual(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafeRawPointer?, _ count: Int) -> Bool {
  guard count > 0, let rhs else { return true }
  let left = UnsafeRawPointer(lhs)
  if count > 16 {
    // Keys such as "profile_background_image_url_https" (up to 32 bytes): four overlapping
    // words, no call.
    guard count <= 32 else { return memcmp(lhs, rhs, count) == 0 }
    return left.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self)
      && left.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == rhs.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      && left.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
        == rhs.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
      && left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        == rhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
  }
  if count >= 8 {
    return left.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self)
      && left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        == rhs.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
  }
  if count >= 4 {
    return left.loadUnaligned(as: UInt32.self) == rhs.loadUnaligned(as: UInt32.self)
      && left.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        == rhs.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
  }
  if count >= 2 {
    return left.loadUnaligned(as: UInt16.self) == rhs.loadUnaligned(as: UInt16.self)
      && left.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
        == rhs.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
  }
  return lhs[0] == rhs.load(as: UInt8.self)
}
