import Foundation
import ModelMapperSupport

/// The keys a model type selected, in order, the last time one of its instances was written
/// as JSON text, each prepared for writing: its quoted JSON form and its signature.
///
/// Models of one type select the same keys in the same order almost every time. A map that
/// writes such a model follows the shape: when the next selected key is the expected one, it
/// takes the prepared form instead of scanning the key for dots, escaping it and checking
/// it against the keys written before (the shape's keys are distinct, and no plain key is
/// the first part of a key path, so a map that has followed the shape so far cannot be
/// writing a key twice). Key paths of the shape skip the scan and go through the groups of
/// Map+KeyPathGroups.swift. A key that differs ends the shape for that map, which goes on as
/// without one; output never depends on the shape, only the time it takes.
///
/// With ``MappingOptions/snakeCaseKeys`` a shape matches the keys as `mapping(map:)` selects
/// them and writes them converted, so that a model that follows its shape converts no key.
final class _KeyShape: @unchecked Sendable {
  /// The keys as written in JSON.
  let keys: [String]
  /// The keys as selected (the same as ``keys`` unless they are converted), kept alive so
  /// that a key with the same representation is the same text.
  let selectedKeys: [String]
  let count: Int
  /// Each selected key's in-memory representation (see ``_representation(of:)``).
  let representations: _FixedBuffer<_StringRepresentation>
  /// The selected keys' UTF-8 one after the other, and where each starts (plus the end of
  /// the last).
  let utf8: _FixedBuffer<UInt8>
  let utf8Starts: _FixedBuffer<Int>
  /// Each key's JSON string form (quotes and escapes) one after the other, and where each
  /// starts (plus the end of the last).
  let quoted: _FixedBuffer<UInt8>
  let quotedStarts: _FixedBuffer<Int>
  let signatures: _FixedBuffer<_KeySignature>
  /// Whether each key is a key path (`a.b`), written through the groups of
  /// Map+KeyPathGroups.swift rather than with its quoted form.
  let isPath: _FixedBuffer<Bool>
  /// The parts of each key path split at `.` (byte ranges of its UTF-8), one key's after
  /// another, and where each key's start (plus the end of the last): none for a plain key,
  /// or for a path the groups do not take (which then goes the general way and falls back).
  let pathParts: _FixedBuffer<Range<Int>>
  let pathPartStarts: _FixedBuffer<Int>
  /// Each part's signature (see ``_signatureBits(of:)``), as ``pathParts`` holds them.
  let partSignatures: _FixedBuffer<_KeySignature>

  /// The prepared shape of `keys` (written as `writtenKeys`, when given, position by
  /// position), or nil when a key has a bracket index or repeats, or a plain key is also
  /// the first part of a key path (such keys take the general path every time), or a
  /// converted key is a key path (whose groups read the key as selected).
  init?(_ selectedKeys: [String], writtenAs writtenKeys: [String]? = nil) {
    let keys = writtenKeys ?? selectedKeys
    guard keys.count == selectedKeys.count else { return nil }
    var utf8: [UInt8] = []
    var utf8Starts: [Int] = []
    var quotedStarts: [Int] = []
    var signatures: [_KeySignature] = []
    var isPath: [Bool] = []
    var pathParts: [Range<Int>] = []
    var partSignatures: [_KeySignature] = []
    var pathPartStarts: [Int] = []
    var emitter = _JSONEmitter(options: .compact, capacity: 16 * keys.count + 16)
    var seen: Set<_UTF8Key> = []
    var plain: Set<_UTF8Key> = []
    var heads: Set<_UTF8Key> = []
    for (key, selected) in zip(keys, selectedKeys) {
      let bytes = Array(key.utf8)
      let (hasDot, signature) = bytes.withUnsafeBufferPointer(_scanKey)
      guard !bytes.contains(UInt8(ascii: "[")), seen.insert(_UTF8Key(key)).inserted else { return nil }
      if hasDot {
        heads.insert(_UTF8Key(String(key.prefix { $0 != "." })))
      } else {
        plain.insert(_UTF8Key(key))
      }
      isPath.append(hasDot)
      pathPartStarts.append(pathParts.count)
      if hasDot {
        let parts = _splitAtDots(bytes)
        pathParts += parts
        partSignatures += parts.map { part in
          bytes.withUnsafeBufferPointer { _signatureBits(of: .init(rebasing: $0[part])) }
        }
      }
      utf8Starts.append(utf8.count)
      utf8.append(contentsOf: selected.utf8)
      quotedStarts.append(emitter.count)
      emitter.write(string: key)
      signatures.append(signature)
    }
    guard plain.isDisjoint(with: heads), writtenKeys == nil || !isPath.contains(true) else { return nil }
    utf8Starts.append(utf8.count)
    quotedStarts.append(emitter.count)
    pathPartStarts.append(pathParts.count)
    self.pathParts = _FixedBuffer(pathParts)
    self.partSignatures = _FixedBuffer(partSignatures)
    self.pathPartStarts = _FixedBuffer(pathPartStarts)
    self.keys = keys
    self.selectedKeys = selectedKeys
    self.isPath = _FixedBuffer(isPath)
    count = keys.count
    representations = _FixedBuffer(
      selectedKeys.map { _representation(of: $0) ?? _StringRepresentation(first: 0, second: 0) })
    self.utf8 = _FixedBuffer(utf8)
    self.utf8Starts = _FixedBuffer(utf8Starts)
    quoted = _FixedBuffer(emitter.makeArray())
    self.quotedStarts = _FixedBuffer(quotedStarts)
    self.signatures = _FixedBuffer(signatures)
  }

  /// Whether `key` is the key selected at `position`: the same representation (a literal
  /// from the same call site), or else the same bytes. False past the last key, where a
  /// model that selects more keys than its shape has goes.
  @inline(__always)
  func matches(_ key: String, at position: Int) -> Bool {
    guard position < count else { return false }
    if let representation = _representation(of: key), representation == representations[position] { return true }
    let (expected, length) = keyBytes(position)
    guard key.utf8.count == length else { return false }
    return _withUTF8(key) { _bytesEqual(expected, UnsafeRawPointer($0.baseAddress), length) }
  }

  /// The UTF-8 of the key at `position`: its first byte and its length.
  @inline(__always)
  func keyBytes(_ position: Int) -> (UnsafePointer<UInt8>, Int) {
    let start = utf8Starts[position]
    return (UnsafePointer(utf8.pointer(at: start)), utf8Starts[position + 1] - start)
  }

  /// The JSON string form of the key at `position` as written, without its quotes: the
  /// key's UTF-8 when it needs no escape, else text with a backslash, which no plain key of
  /// a parsed document holds (so comparing with one cannot match wrongly).
  @inline(__always)
  func writtenKeyBytes(_ position: Int) -> (UnsafePointer<UInt8>, Int) {
    let start = quotedStarts[position]
    return (UnsafePointer(quoted.pointer(at: start + 1)), quotedStarts[position + 1] - start - 2)
  }

  /// The parts of the key path at `position`, split at `.` as the groups of key
  /// paths split it, and their signatures; nil for a plain key or a path that they do not
  /// take.
  @inline(__always)
  func pathParts(_ position: Int) -> (UnsafeBufferPointer<Range<Int>>, UnsafePointer<_KeySignature>)? {
    let start = pathPartStarts[position]
    let count = pathPartStarts[position + 1] - start
    guard count > 0 else { return nil }
    return (
      UnsafeBufferPointer(pathParts.buffer(from: start, count: count)), UnsafePointer(partSignatures.pointer(at: start))
    )
  }

  /// The quoted key at `position`: its first byte and its length.
  @inline(__always)
  func quotedKey(_ position: Int) -> (UnsafePointer<UInt8>, Int) {
    let start = quotedStarts[position]
    return (UnsafePointer(quoted.pointer(at: start)), quotedStarts[position + 1] - start)
  }

}

/// The parts of the key path `bytes` split at `.` (see `_splitKeyPath`), or none.
private func _splitAtDots(_ bytes: [UInt8]) -> [Range<Int>] {
  var parts = [Range<Int>](repeating: 0..<0, count: 16)
  let dot: [UInt8] = [UInt8(ascii: ".")]
  let count = bytes.withUnsafeBufferPointer { bytes in
    dot.withUnsafeBufferPointer { dot in
      parts.withUnsafeMutableBufferPointer { _splitKeyPath(bytes, dot, into: $0) }
    }
  }
  return Array(parts.prefix(count ?? 0))
}

/// The shapes of the model types written so far, shared by all threads. Shapes are never
/// removed, so maps hold them unretained.
final class _KeyShapeCache: @unchecked Sendable {
  static let shared = _KeyShapeCache(convertsKeys: false)
  /// The shapes of models written with ``MappingOptions/snakeCaseKeys``.
  static let snakeCased = _KeyShapeCache(convertsKeys: true)

  /// Whether the keys recorded are converted to snake_case to be written.
  private let convertsKeys: Bool

  init(convertsKeys: Bool) {
    self.convertsKeys = convertsKeys
  }

  /// The most types remembered; later types are written without a shape.
  static let capacity = 4096
  /// The most keys a shape holds; a map that selects more records nothing.
  static let maxKeys = 512

  /// Each type's shape, or nil when its keys cannot have one (recorded so that it is not
  /// recorded again).
  private let shapes = _Locked(_TypeTable<_KeyShape?>())

  /// The shape of `type`: `.some(shape)` when known (`.some(nil)` when it has none), nil
  /// when the type has not been recorded yet.
  func shape(of type: ObjectIdentifier) -> _KeyShape?? {
    shapes.withLock { $0[type] }
  }

  /// Remembers the keys `type` selected (the first recording wins); nil records that it has
  /// no shape.
  func record(_ keys: [String]?, of type: ObjectIdentifier) {
    let shape = keys.flatMap { keys in
      convertsKeys ? _KeyShape(keys, writtenAs: keys.map(_SnakeCaseKeys.shared.convert)) : _KeyShape(keys)
    }
    shapes.withLock { shapes in
      if shapes.count < Self.capacity { shapes.insert(shape, for: type) }
    }
  }
}
