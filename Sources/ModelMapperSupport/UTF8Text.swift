import Foundation

// Strings compared, hashed and ordered by their UTF-8 bytes, as JSON compares keys, for the
// engine (objects, sorted output) and the mapping layer (keys, dictionaries written).

/// Whether two strings have the same scalars (JSON's string equality; Swift's `==` also
/// equates canonically equivalent strings).
@inlinable
package func _utf8Equal(_ lhs: String, _ rhs: String) -> Bool {
  guard lhs.utf8.count == rhs.utf8.count else { return false }
  return _withUTF8(lhs) { left in
    _withUTF8(rhs) { right in
      left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
    }
  }
}

/// Unicode scalar order (the order of UTF-8 bytes).
@inlinable
package func _utf8Less(_ lhs: String, _ rhs: String) -> Bool {
  lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
}

/// Runs `body` on a string's UTF-8 bytes without copying the string when it is stored
/// contiguously (native strings are), so no reference count changes.
@inlinable
package func _withUTF8<Result>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
  -> Result
{
  if let result = try string.utf8.withContiguousStorageIfAvailable(body) { return result }
  var copy = string
  return try copy.withUTF8(body)
}

/// Hashes a string's UTF-8 bytes, consistently with ``_utf8Equal(_:_:)``.
@inlinable
package func _hashUTF8(_ string: String, into hasher: inout Hasher) {
  var string = string
  string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  hasher.combine(string.utf8.count)
}

/// A string compared and hashed by its UTF-8 bytes, as JSON compares keys (a `String` key
/// would merge canonically equivalent keys, such as precomposed and decomposed `é`).
package struct _UTF8Key: Hashable {
  package let string: String

  package init(_ string: String) {
    self.string = string
  }

  package static func == (lhs: _UTF8Key, rhs: _UTF8Key) -> Bool {
    _utf8Equal(lhs.string, rhs.string)
  }

  package func hash(into hasher: inout Hasher) {
    _hashUTF8(string, into: &hasher)
  }
}

/// A dictionary's members with keys in Unicode scalar order: Swift dictionaries iterate in an
/// order that differs between instances, and written JSON should not.
@inlinable
package func _sortedByKey<Value>(_ dictionary: [String: Value]) -> [(key: String, value: Value)] {
  dictionary.sorted { _utf8Less($0.key, $1.key) }
}

/// The standard library's `String._uncheckedFromUTF8(_:isASCII:)`: the string of `bytes`,
/// which must be valid UTF-8, and ASCII when `isASCII` is true (not checked).
@_silgen_name("$sSS18_uncheckedFromUTF8_7isASCIISSSRys5UInt8VG_SbtFZ")
package func _stringFromValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String

/// The string of `bytes`, which the caller wrote and knows to be ASCII (the hand-written
/// date formatters' text): made without scanning the bytes again.
package func _stringOfKnownASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
  _stringFromValidUTF8(bytes, isASCII: true)
}
