import Foundation

/// A few large blocks (a big document's input copy and tape) kept for the next documents.
///
/// Parsing a large document allocates blocks of hundreds of kilobytes or more. The system
/// allocator maps such blocks afresh and unmaps them when freed, so each document paid a
/// page fault for every 4 KB page it wrote: 110 faults per Twitter page, 15% of the time to
/// map it to models. Blocks handed back here are reused by the next large document, whose
/// pages are then already in place.
///
/// At most ``capacity`` blocks and ``byteLimit`` bytes are kept; blocks under ``minimumBytes``
/// (small documents, which the allocator serves from its own free lists) and over
/// ``maximumBytes`` are never kept. Safe to use from any thread.
final class _BufferPool: @unchecked Sendable {
  /// The pool the parser and documents share.
  static let shared = _BufferPool()

  /// The most blocks kept.
  static let capacity = 4
  /// The most bytes kept in all.
  static let byteLimit = 64 << 20
  /// The smallest block worth keeping.
  static let minimumBytes = 64 << 10
  /// The largest block kept.
  static let maximumBytes = 32 << 20

  private let lock = NSLock()
  private var blocks: [(pointer: UnsafeMutableRawPointer, bytes: Int)] = []
  private var totalBytes = 0

  init() {
    blocks.reserveCapacity(Self.capacity + 1)
  }

  deinit {
    for block in blocks { free(block.pointer) }
  }

  /// The smallest kept block of at least `minimumBytes`, removed from the pool, with its
  /// size; nil when there is none (allocate one).
  func take(minimumBytes: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int)? {
    guard minimumBytes >= Self.minimumBytes else { return nil }
    lock.lock()
    defer { lock.unlock() }
    var best = -1
    for (index, block) in blocks.enumerated() where block.bytes >= minimumBytes {
      if best < 0 || block.bytes < blocks[best].bytes { best = index }
    }
    guard best >= 0 else { return nil }
    let block = blocks.remove(at: best)
    totalBytes -= block.bytes
    return block
  }

  /// Keeps the `malloc`ed block of `bytes` for a later ``take(minimumBytes:)``, or frees it
  /// (too small, too large, or the pool is full of larger blocks).
  func give(_ pointer: UnsafeMutableRawPointer, bytes: Int) {
    guard bytes >= Self.minimumBytes && bytes <= Self.maximumBytes else {
      free(pointer)
      return
    }
    lock.lock()
    blocks.append((pointer, bytes))
    totalBytes += bytes
    // Over the limits: let the smallest blocks go.
    var released: [UnsafeMutableRawPointer] = []
    while blocks.count > Self.capacity || totalBytes > Self.byteLimit {
      var smallest = 0
      for index in blocks.indices where blocks[index].bytes < blocks[smallest].bytes { smallest = index }
      let block = blocks.remove(at: smallest)
      totalBytes -= block.bytes
      released.append(block.pointer)
    }
    lock.unlock()
    for pointer in released { free(pointer) }
  }

  /// `bytes` when a block of that size may be kept, else 0 (free it instead).
  static func poolableSize(_ bytes: Int) -> UInt32 {
    bytes >= minimumBytes && bytes <= maximumBytes ? UInt32(bytes) : 0
  }

  /// The number of blocks kept (for tests).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return blocks.count
  }
}
