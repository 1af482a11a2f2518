// Large ASCII strings made without scanning their bytes again.
//
// The parser has read every byte of a string, and the tape marks the strings that are
// plain ASCII (no escape, no byte of 0x80 or more). `String(decoding:as:)` scans such bytes
// twice more, for valid UTF-8 and for its ASCII flag: about 55 of the 250 instructions a
// 40-byte URL costs, and a GitHub user has 17 of them. The standard library makes a string
// from bytes known to be valid with `String._uncheckedFromUTF8(_:isASCII:)`. That function
// is `@usableFromInline` (the standard library's inlinable code calls it, so it is part of
// its ABI where the ABI is stable); it is called here by its symbol. A toolchain without it
// fails to link, rather than making a wrong string.

/// The standard library's `String._uncheckedFromUTF8(_:isASCII:)`: the string of `bytes`,
/// which must be valid UTF-8, and ASCII when `isASCII` is true (not checked).
@_silgen_name("$sSS18_uncheckedFromUTF8_7isASCIISSSRys5UInt8VG_SbtFZ")
func _stringFromValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String

/// The string of `length` bytes at `start`, which the parser found to be plain ASCII.
@inline(never)
func _largeASCIIString(_ start: UnsafePointer<UInt8>, _ length: Int) -> String {
  _stringFromValidUTF8(UnsafeBufferPointer(start: start, count: length), isASCII: true)
}

/// The string of `bytes`, which the caller wrote and knows to be ASCII (the hand-written
/// date formatters' text): made without scanning the bytes again.
package func _stringOfKnownASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
  _stringFromValidUTF8(bytes, isASCII: true)
}
