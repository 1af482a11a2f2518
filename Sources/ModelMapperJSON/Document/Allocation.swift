import Foundation

// The engine's raw allocations (input copies, tapes, child tables, parser stacks) go through
// `malloc` and `realloc`, so that blocks can be grown in place and handed to the buffer pool.
// Other code owns raw memory only through `_FixedBuffer` (ModelMapperSupport).

/// `buffer` grown to `capacity` elements, its first `count` kept: a larger heap allocation
/// (`buffer` is one when `isOnHeap`), or a first one when `buffer` is stack space or part of
/// another block.
func _grown<T>(
  _ buffer: UnsafeMutablePointer<T>, count: Int, to capacity: Int, isOnHeap: Bool
) -> UnsafeMutablePointer<T> {
  if isOnHeap { return _reallocate(buffer, capacity) }
  let heap = _allocate(T.self, capacity)
  heap.initialize(from: buffer, count: count)
  return heap
}

@inline(__always)
func _allocate<T>(_: T.Type, _ count: Int) -> UnsafeMutablePointer<T> {
  guard let raw = malloc(max(count, 1) * MemoryLayout<T>.stride) else {
    fatalError("ModelMapper: out of memory")
  }
  return raw.bindMemory(to: T.self, capacity: count)
}

@inline(__always)
func _reallocate<T>(_ pointer: UnsafeMutablePointer<T>?, _ count: Int) -> UnsafeMutablePointer<T> {
  guard let raw = realloc(pointer, max(count, 1) * MemoryLayout<T>.stride) else {
    fatalError("ModelMapper: out of memory")
  }
  return raw.bindMemory(to: T.self, capacity: count)
}
