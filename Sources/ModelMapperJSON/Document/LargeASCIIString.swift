// Large ASCII strings made without scanning their bytes again.
//
// The parser has read every byte of a string, and the tape marks the strings that are
// plain ASCII (no escape, no byte of 0x80 or more). `String(decoding:as:)` scans such bytes
// twice more, for valid UTF-8 and for its ASCII flag: about 55 of the 250 instructions a
// 40-byte URL costs, and a GitHub user has 17 of them. The standard library makes a string
// from bytes known to be valid with `String._uncheckedFromUTF8(_:isASCII:)`. That function
// is `@usableFromInline` (the standard library's inlinable code calls it, so it is part of
// its ABI where the ABI is stable); it is called by its symbol (`_stringFromValidUTF8`, declared
// in the support target's UTF8Text.swift). A toolchain without it fails to link, rather than
// making a wrong string.

import ModelMapperSupport

/// The string of `length` bytes at `start`, which the parser found to be plain ASCII.
@inline(never)
func _largeASCIIString(_ start: UnsafePointer<UInt8>, _ length: Int) -> String {
  _stringFromValidUTF8(UnsafeBufferPointer(start: start, count: length), isASCII: true)
}
