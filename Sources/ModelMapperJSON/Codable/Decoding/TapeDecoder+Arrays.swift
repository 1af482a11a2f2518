// Long arrays of any `Decodable` element, read from the tape without the standard library's
// `Array.init(from:)`: that initializer is generic code the compiler cannot specialize for
// the caller's element type, so each element it appends goes through the runtime (metadata
// lookups, capacity checks, reallocation), about 2,000 instructions per element of a
// million-entry array. Values, errors and coding paths are those of `Array.init(from:)`: it
// asks an unkeyed container for each element in turn, and so does this.

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
