/// A heap buffer of a fixed number of elements, made from a collection and freed with its
/// owner: the one way the mapping layer (and the engine outside its parser, documents and
/// byte buffers) owns raw memory.
///
/// Noncopyable, so that exactly one owner frees it. Element access is checked against the
/// bounds in debug builds (of the caller, where the accessors are inlined) and unchecked in
/// release builds, as a raw pointer is; the views (``pointer(at:)``, ``buffer``) hand out
/// pointers that are valid while the owner lives.
///
/// ```swift
/// let offsets = _FixedBuffer([0, 4, 9])
/// offsets[1]  // 4
/// ```
@usableFromInline
package struct _FixedBuffer<Element>: ~Copyable {
  @usableFromInline let base: UnsafeMutablePointer<Element>
  /// The number of elements.
  @usableFromInline package let count: Int

  /// A buffer holding a copy of `elements`, in order.
  @inlinable
  package init(_ elements: some Collection<Element>) {
    count = elements.count
    base = .allocate(capacity: Swift.max(count, 1))
    let (_, written) = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: elements)
    precondition(written == count, "the collection had fewer elements than its count")
  }

  /// A buffer of `count` copies of `value`.
  @inlinable
  package init(repeating value: Element, count: Int) {
    precondition(count >= 0, "a negative count")
    self.count = count
    base = .allocate(capacity: Swift.max(count, 1))
    base.initialize(repeating: value, count: count)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// The element at `index`; setting it needs no exclusive access to the owner (the
  /// elements are not the owner's stored value), as a pointer's would not.
  @inlinable
  package subscript(index: Int) -> Element {
    @inline(__always) get {
      assert(index >= 0 && index < count, "index out of range")
      return base[index]
    }
    @inline(__always) nonmutating set {
      assert(index >= 0 && index < count, "index out of range")
      base[index] = newValue
    }
  }

  /// The address of the element at `index`, or of the end when `index` is `count`.
  @inlinable @inline(__always)
  package func pointer(at index: Int) -> UnsafeMutablePointer<Element> {
    assert(index >= 0 && index <= count, "index out of range")
    return base + index
  }

  /// The elements from `start` (`count` of them), as a buffer.
  @inlinable @inline(__always)
  package func buffer(from start: Int, count length: Int) -> UnsafeMutableBufferPointer<Element> {
    assert(start >= 0 && length >= 0 && start + length <= count, "range out of bounds")
    return UnsafeMutableBufferPointer(start: base + start, count: length)
  }

  /// All the elements, as a buffer.
  @inlinable
  package var buffer: UnsafeMutableBufferPointer<Element> {
    UnsafeMutableBufferPointer(start: base, count: count)
  }
}

extension _FixedBuffer where Element == UInt8 {
  /// The bytes, as a raw buffer (for functions that fill bytes, such as `read`).
  @inlinable
  package var rawBytes: UnsafeMutableRawBufferPointer {
    UnsafeMutableRawBufferPointer(start: base, count: count)
  }
}
