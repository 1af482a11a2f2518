import Foundation
import ModelMapperSupport

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

  /// The blocks kept, and their total size.
  private struct Blocks {
    var list: [(pointer: UnsafeMutableRawPointer, bytes: Int)] = []
    var totalBytes = 0

    /// The index of the smallest block whose size passes `fits`.
    func smallest(where fits: (Int) -> Bool) -> Int? {
      var best: Int?
      for (index, block) in list.enumerated() where fits(block.bytes) {
        if best.map({ block.bytes < list[$0].bytes }) ?? true { best = index }
      }
      return best
    }

    /// Removes the block at `index`.
    mutating func remove(at index: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int) {
      let block = list.remove(at: index)
      totalBytes -= block.bytes
      return block
    }
  }

  private let blocks: _Locked<Blocks>

  init() {
    var blocks = Blocks()
    blocks.list.reserveCapacity(Self.capacity + 1)
    self.blocks = _Locked(blocks)
  }

  deinit {
    blocks.withLock { blocks in
      for block in blocks.list { free(block.pointer) }
    }
  }

  /// Room for at least `count` values of `T`: a kept block when one is large enough (the
  /// smallest such), else a new allocation; with the room it has, in values.
  func allocate<T>(_: T.Type, atLeast count: Int) -> (pointer: UnsafeMutablePointer<T>, capacity: Int) {
    let stride = MemoryLayout<T>.stride
    guard let block = take(minimumBytes: count * stride) else { return (_allocate(T.self, count), count) }
    let capacity = block.bytes / stride
    return (block.pointer.bindMemory(to: T.self, capacity: capacity), capacity)
  }

  /// The smallest kept block of at least `minimumBytes`, removed from the pool, with its
  /// size; nil when there is none (allocate one).
  func take(minimumBytes: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int)? {
    guard Self.keeps(minimumBytes) else { return nil }
    return blocks.withLock { blocks in
      blocks.smallest(where: { $0 >= minimumBytes }).map { blocks.remove(at: $0) }
    }
  }

  /// Keeps the `malloc`ed block of `bytes` for a later ``take(minimumBytes:)``, or frees it
  /// (too small, too large, or the pool is full of larger blocks).
  func give(_ pointer: UnsafeMutableRawPointer, bytes: Int) {
    guard Self.keeps(bytes) else {
      free(pointer)
      return
    }
    let released = blocks.withLock { blocks in
      blocks.list.append((pointer, bytes))
      blocks.totalBytes += bytes
      // Over the limits: let the smallest blocks go.
      var released: [UnsafeMutableRawPointer] = []
      while blocks.list.count > Self.capacity || blocks.totalBytes > Self.byteLimit,
        let smallest = blocks.smallest(where: { _ in true })
      {
        released.append(blocks.remove(at: smallest).pointer)
      }
      return released
    }
    for pointer in released { free(pointer) }
  }

  /// Gives a block to the pool when `pooledBytes` (its size, see ``poolableSize(_:)``) is not
  /// 0, else frees it: small documents' blocks never touch the pool or its lock.
  @inline(__always)
  static func release<T>(_ pointer: UnsafeMutablePointer<T>, pooledBytes: UInt32) {
    if pooledBytes > 0 {
      shared.give(pointer, bytes: Int(pooledBytes))
    } else {
      free(pointer)
    }
  }

  /// Whether a block of `bytes` is worth keeping: large documents' blocks, up to the limit.
  static func keeps(_ bytes: Int) -> Bool {
    bytes >= minimumBytes && bytes <= maximumBytes
  }

  /// `bytes` when a block of that size may be kept, else 0 (free it instead).
  static func poolableSize(_ bytes: Int) -> UInt32 {
    keeps(bytes) ? UInt32(bytes) : 0
  }
}
