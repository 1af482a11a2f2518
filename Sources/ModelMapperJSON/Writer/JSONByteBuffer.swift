import Foundation
import ModelMapperSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// A growable byte buffer for the writer: raw memory, no bounds or uniqueness checks on the
/// hot path. Owned by one writer at a time; `take...` hands the bytes over.

@usableFromInline
struct _JSONByteBuffer: ~Copyable {
  @usableFromInline var base: UnsafeMutablePointer<UInt8>
  @usableFromInline var count = 0
  @usableFromInline var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = _allocate(UInt8.self, self.capacity)
  }

  // Inlinable, as the emitter's serialized accessors destroy buffers (the compiler crashes
  // inlining a non-inlinable deinit into them).
  @inlinable
  deinit {
    free(base)
  }

  /// Makes room for `extra` more bytes.
  @inlinable @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  @usableFromInline
  mutating func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    base = _reallocate(base, newCapacity)
    capacity = newCapacity
  }

  @inlinable @inline(__always)
  mutating func append(_ byte: UInt8) {
    if count == capacity { grow(to: count + 1) }
    base[count] = byte
    count += 1
  }

  @inlinable @inline(__always)
  mutating func append(_ first: UInt8, _ second: UInt8) {
    reserve(2)
    base[count] = first
    base[count + 1] = second
    count += 2
  }

  @inlinable @inline(__always)
  mutating func append(_ bytes: UnsafePointer<UInt8>, count length: Int) {
    reserve(length)
    _copyBytes(bytes, to: base + count, count: length)
    count += length
  }

  @usableFromInline
  mutating func append(ascii text: StaticString) {
    append(text.utf8Start, count: text.utf8CodeUnitCount)
  }

  mutating func append(utf8 text: String) {
    _withUTF8(text) { append($0.baseAddress!, count: $0.count) }
  }

  /// Moves the bytes from `start` to the end so that they begin at `destination` (at or
  /// before `start`); the bytes between follow them.
  mutating func moveTail(from start: Int, to destination: Int) {
    let length = count - start
    guard length > 0, destination < start else { return }
    let tail = _allocate(UInt8.self, length)
    defer { free(tail) }
    memcpy(tail, base + start, length)
    memmove(base + destination + length, base + destination, start - destination)
    memcpy(base + destination, tail, length)
  }

  /// Appends `count` copies of `byte`.
  @usableFromInline
  mutating func append(repeating byte: UInt8, count length: Int) {
    reserve(length)
    (base + count).initialize(repeating: byte, count: length)
    count += length
  }

  /// Appends the decimal digits of an integer.
  @usableFromInline
  mutating func append(integer value: Int64) {
    if value < 0 {
      append(UInt8(ascii: "-"))
      append(unsigned: value.magnitude)
    } else {
      append(unsigned: UInt64(value))
    }
  }

  /// Appends the decimal digits of an unsigned integer.
  mutating func append(unsigned value: UInt64) {
    reserve(20)
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch
    let length = withUnsafeMutableBytes(of: &digits) { scratch -> Int in
      var remaining = value
      var position = 24
      repeat {
        position -= 1
        scratch[position] = UInt8(truncatingIfNeeded: remaining % 10) + 0x30
        remaining /= 10
      } while remaining != 0
      (base + count).update(
        from: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + position, count: 24 - position)
      return 24 - position
    }
    count += length
  }

  /// Runs `body` on the bytes written so far, without copying them.
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    try body(UnsafeRawBufferPointer(start: base, count: count))
  }

  /// The bytes as `Data`, handed over without a copy (a block much larger than the bytes is
  /// shrunk first); the buffer starts again, empty.
  mutating func takeData() -> Data {
    if capacity > count + count / 2 + 4096 {
      base = _reallocate(base, count)
      capacity = max(count, 1)
    }
    let data = count == 0 ? Data() : Data(bytesNoCopy: base, count: count, deallocator: .free)
    if count == 0 { free(base) }
    capacity = 64
    base = _allocate(UInt8.self, capacity)
    count = 0
    return data
  }

  /// The bytes as an array.

  func makeArray() -> [UInt8] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  /// The bytes as a string (validated as UTF-8; the writer only produces valid UTF-8).
  ///
  /// The standard library validates all-ASCII text a word at a time, but any non-ASCII byte
  /// sends the whole text through its byte-by-byte path. So the text is cut into runs of
  /// 64-byte blocks that are all ASCII or not, each validated on its own and appended: only
  /// the blocks holding non-ASCII text (such as CJK strings) take the slow path. Cuts fall
  /// next to an all-ASCII block, so never inside a UTF-8 sequence.
  func makeString() -> String {
    let blockSize = 64
    // Most output is all ASCII: one pass over it all decides.
    if _isASCII(0, count) { return _string(0, count) }
    var result = String()
    result.reserveCapacity(count)
    var runStart = 0
    var runIsASCII = _isASCII(0, min(blockSize, count))
    var position = 0
    while position < count {
      let end = min(position + blockSize, count)
      let isASCII = _isASCII(position, end)
      if isASCII != runIsASCII {
        result.append(_string(runStart, position))
        runStart = position
        runIsASCII = isASCII
      }
      position = end
    }
    result.append(_string(runStart, count))
    return result
  }

  /// Whether the bytes in `start..<end` are all ASCII.
  @inline(__always)
  private func _isASCII(_ start: Int, _ end: Int) -> Bool {
    _bytesAreASCII(UnsafeRawPointer(base) + start, count: end - start)
  }

  /// The bytes in `start..<end` as a string.
  @inline(__always)
  private func _string(_ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
  }
}
