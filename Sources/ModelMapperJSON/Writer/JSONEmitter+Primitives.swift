import Foundation
import ModelMapperSupport

// The emitter's interface for writers that produce JSON text piece by piece (the mapping
// layer streams models this way): containers opened, separated and closed, keys, and the
// bytes written so far. Writers use these instead of appending punctuation to the buffer.

/// An array or an object.
@usableFromInline
package enum _JSONContainer {
  case array
  case object

  @inlinable @inline(__always)
  var opening: UInt8 { self == .array ? UInt8(ascii: "[") : UInt8(ascii: "{") }

  @inlinable @inline(__always)
  var closing: UInt8 { self == .array ? UInt8(ascii: "]") : UInt8(ascii: "}") }
}

extension _JSONEmitter {
  /// How many bytes are written.
  @inlinable @inline(__always)
  package var count: Int { buffer.count }

  /// Writes `[` or `{`.
  @inlinable @inline(__always)
  package mutating func open(_ container: _JSONContainer) {
    buffer.append(container.opening)
  }

  /// Writes what comes before element `index` of a container whose contents are `depth`
  /// levels deep: a `,` after the first, and a line break when pretty printing. With
  /// `opening`, the container's `[` or `{` is written before the first element.
  @inlinable @inline(__always)
  package mutating func separate(element index: Int, opening container: _JSONContainer? = nil, depth: Int) {
    if index > 0 {
      buffer.append(UInt8(ascii: ","))
    } else if let container {
      buffer.append(container.opening)
    }
    newline(depth: depth)
  }

  /// Closes a container of `elements` elements at `depth` (its closing line's depth):
  /// `]` or `}` after a line break when pretty printing. With `opened` false, the container
  /// was opened lazily by ``separate(element:opening:depth:)`` and, being empty, is
  /// written whole (`[]`, `{}`).
  @inlinable @inline(__always)
  package mutating func close(_ container: _JSONContainer, elements: Int, depth: Int, opened: Bool = true) {
    if elements > 0 {
      newline(depth: depth)
    } else {
      if !opened { buffer.append(container.opening) }
      if options.prettyPrinted && options.foundationLayout {
        buffer.append(0x0A)
        newline(depth: depth)
      }
    }
    buffer.append(container.closing)
  }

  /// Writes a member's key and its colon.
  @inlinable @inline(__always)
  package mutating func key(_ key: String) {
    write(string: key)
    colon()
  }

  /// Writes `null`.
  @inlinable @inline(__always)
  package mutating func null() {
    buffer.append(ascii: "null")
  }

  /// Writes an integer.
  @inlinable @inline(__always)
  package mutating func integer(_ value: Int64) {
    buffer.append(integer: value)
  }

  /// Writes bytes that are already JSON (a key quoted beforehand).
  @inlinable @inline(__always)
  package mutating func boolean(_ value: Bool) {
    if value { buffer.append(ascii: "true") } else { buffer.append(ascii: "false") }
  }

  package mutating func unsigned(_ value: UInt64) {
    buffer.append(unsigned: value)
  }

  /// Writes `text` as it is (a number's text).
  package mutating func raw(text: String) {
    buffer.append(utf8: text)
  }

  /// Appends everything `other` wrote (JSON text written for this output, at its depth).
  package mutating func append(_ other: borrowing _JSONEmitter) {
    other.withBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      raw(base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    }
  }

  @inlinable @inline(__always)
  package mutating func raw(_ bytes: UnsafePointer<UInt8>, count: Int) {
    buffer.append(bytes, count: count)
  }

  /// Writes a member of compact output from its key quoted beforehand: the separator when
  /// it is not the first (`,`), the key and the colon, in one run of the buffer.
  @inlinable @inline(__always)
  package mutating func compactMember(quotedKey key: UnsafePointer<UInt8>, count length: Int, separated: Bool) {
    buffer.reserve(length + 2)
    let start = buffer.count
    var out = buffer.base + start
    if separated {
      out.pointee = UInt8(ascii: ",")
      out += 1
    }
    _copyBytes(key, to: out, count: length)
    out[length] = UInt8(ascii: ":")
    buffer.count = out + length + 1 - buffer.base
  }

  /// Whether the text written at `offset` is `"` followed by `key` and `"` (a key written
  /// before).
  package func wroteKey(_ key: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    let start = offset + 1
    let length = key.count
    return start + length < buffer.count && buffer.base[start + length] == UInt8(ascii: "\"")
      && _bytesEqual(buffer.base + start, UnsafeRawPointer(key.baseAddress), length)
  }

  /// The bytes written from `offset` on.
  package func bytes(from offset: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: buffer.base + offset, count: buffer.count - offset))
  }

  /// Moves what was written from `start` on to `destination` (before it), the text between
  /// following it: an insertion into text already written.
  package mutating func moveTail(from start: Int, to destination: Int) {
    buffer.moveTail(from: start, to: destination)
  }

  /// Forgets what was written from `offset` on.
  package mutating func truncate(to offset: Int) {
    buffer.count = offset
  }

  /// Runs `body` with the bytes written.
  package func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    try buffer.withUnsafeBytes(body)
  }

  /// The bytes written, as an array.
  package func makeArray() -> [UInt8] { buffer.makeArray() }

  /// The text written.
  package func makeString() -> String { buffer.makeString() }

  /// The bytes written, handed over as `Data` without a copy; the emitter is empty after.
  package mutating func takeData() -> Data { buffer.takeData() }
}
