// The two words a `String` is stored in, compared to find a string seen before without
// reading its text.

/// A string's two words, as stored.
@usableFromInline
package struct _StringRepresentation: Equatable {
  @usableFromInline package var first: UInt64
  @usableFromInline package var second: UInt64

  @inlinable
  package init(first: UInt64, second: UInt64) {
    self.first = first
    self.second = second
  }
}

/// The in-memory representation of a string (nil where a string is not two 64-bit words).
/// Two strings with the same representation have the same text: a small string holds its
/// bytes inline, and a large one points at storage that cannot be reused while either
/// string holds it.
@inlinable @inline(__always)
package func _representation(of string: String) -> _StringRepresentation? {
  guard MemoryLayout<String>.size == 16 else { return nil }
  return withUnsafeBytes(of: string) {
    _StringRepresentation(
      first: $0.loadUnaligned(as: UInt64.self), second: $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
  }
}
