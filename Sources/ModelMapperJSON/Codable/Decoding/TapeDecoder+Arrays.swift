// Arrays read from the tape without the standard library's `Array.init(from:)`: that
// initializer is generic code the compiler cannot specialize for the caller's element type,
// so each array it makes looks up `Array<Element>`'s metadata and each element it appends
// goes through the runtime (capacity checks, reallocation, the storage's metadata): about
// 2,000 instructions per element of a million-entry array, and about 650 for a short
// `[String]` of two tags. Long arrays of any `Decodable` element are recognized at run time;
// `[String]`, `[Int]` and `[Double]` of any length by their type. Values, errors and coding
// paths are those of `Array.init(from:)`: it asks an unkeyed container for each element in
// turn, and so does the first; the second reads arrays whose elements all convert, and
// leaves any other to the general path, which throws what `Array.init(from:)` throws.

/// `[Element]` for any `Decodable` element, recognized at run time when the value is a long
/// array (see ``_TapeDecoder/longArrayCount``).
protocol _TapeDecodableArray {
  /// Decodes the array at the decoder's current node (its coding path is the decoder's) and
  /// initializes `result`, uninitialized memory for one `Self`, with it.
  static func _decode(from decoder: _TapeDecoder, into result: UnsafeMutableRawPointer) throws
}

extension Array: _TapeDecodableArray where Element: Decodable {
  static func _decode(from decoder: _TapeDecoder, into result: UnsafeMutableRawPointer) throws {
    var container = _TapeUnkeyedContainer(
      decoder: decoder, array: decoder.node, base: decoder.steps.count, extra: [])
    let count = container.count ?? 0
    let array = try [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      let base = buffer.baseAddress.unsafelyUnwrapped
      while initialized < count {
        (base + initialized).initialize(to: try container.decode(Element.self))
        initialized &+= 1
      }
    }
    result.initializeMemory(as: [Element].self, to: array)
  }
}

extension _TapeDecoder {
  /// The element count from which an array is decoded here rather than by
  /// `Array.init(from:)`: recognizing the type costs a conformance lookup and a few metadata
  /// lookups, more than a short array's appends.
  static let longArrayCount = 16

  /// The elements of the array at `node`, each made by `read` from its tape index; nil when
  /// `node` is not an array or `read` gives nil for an element (the caller then decodes the
  /// array the general way, which reports the element's error as `Array.init(from:)` does).
  @inline(__always)
  func scalarArray<Element>(at node: Int, _ read: (Int) -> Element?) -> [Element]? {
    let entry = reader.tape[node]
    guard entry.kind == .array else { return nil }
    var elements: [Element] = []
    elements.reserveCapacity(entry.count)
    var child = node &+ 1
    while child < entry.end {
      guard let element = read(child) else { return nil }
      elements.append(element)
      child = reader._next(after: child)
    }
    return elements
  }

  /// Decodes the array type `array` (the `T` being decoded) at the current node.
  @inline(never)
  func decodeArray<T>(_ array: any _TapeDecodableArray.Type, as type: T.Type) throws -> T {
    try withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
      let slot = buffer.baseAddress.unsafelyUnwrapped
      try array._decode(from: self, into: UnsafeMutableRawPointer(slot))
      return slot.move()
    }
  }
}
