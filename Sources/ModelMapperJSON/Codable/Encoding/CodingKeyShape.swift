import Foundation
import ModelMapperSupport

/// The keys that containers of one `CodingKey` type wrote, in the order they wrote them,
/// each prepared for writing: its quoted JSON form and its hash.
///
/// A type's `encode(to:)` writes the same keys in the same order almost every time (an
/// optional left out by `encodeIfPresent` skips one). ``_StreamEncoder`` follows the shape of
/// an object's key type: when the next key is one of the shape's later keys (the same
/// `stringValue`, known by its representation: a literal from the same place, or a small
/// string with the same bytes), its prepared form is written as is, without hashing the key,
/// recording it for the duplicate check or scanning it for escapes. Keys found only ahead
/// of the last one cannot repeat (the shape's keys are different texts); a key that is not
/// ahead ends the shape for that object, which goes on as without one, its keys written so
/// far checked against the new ones. Output never depends on the shape, only the time.
///
/// Containers of a type without a shape record their keys, and a container that left its
/// shape records the keys it wrote merged with the shape's (an optional seen for the first
/// time), a bounded number of times per type.
final class _CodingKeyShape: @unchecked Sendable {
  /// The keys as `stringValue` gives them, kept alive so that a key with the same
  /// representation is the same text.
  let keys: [String]
  let count: Int
  /// Each key's in-memory representation (see ``_representation(of:)``).
  let representations: _FixedBuffer<_StringRepresentation>
  /// Each key as written, in quotes, one after the other, and where each starts (plus the
  /// end of the last).
  let quoted: _FixedBuffer<UInt8>
  let quotedStarts: _FixedBuffer<Int>
  /// Each written key's ``_keyHash(_:)`` (without its quotes).
  let hashes: _FixedBuffer<UInt64>
  /// How many shapes the type had before this one; at ``_CodingKeyShapes/maxGenerations``
  /// the type records no more.
  let generation: Int

  /// The most keys a shape holds (the positions written are bits of a word).
  static let maxKeys = 64

  /// The shape of `keys` written as `written` (the same, or converted to snake_case), or nil
  /// when a key is written twice, needs an escape (or a `/`, which one option escapes), or
  /// a key's representation is not two words.
  init?(keys: [String], written: [String], generation: Int) {
    guard keys.count == written.count, keys.count <= Self.maxKeys,
      Set(keys).count == keys.count, Set(written).count == written.count
    else { return nil }
    var representations: [_StringRepresentation] = []
    var quoted: [UInt8] = []
    var quotedStarts: [Int] = []
    var hashes: [UInt64] = []
    for (key, form) in zip(keys, written) {
      guard let representation = _representation(of: key),
        form.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C && $0 != 0x2F })
      else { return nil }
      representations.append(representation)
      quotedStarts.append(quoted.count)
      quoted.append(0x22)
      quoted.append(contentsOf: form.utf8)
      quoted.append(0x22)
      hashes.append(Array(form.utf8).withUnsafeBufferPointer(_keyHash))
    }
    quotedStarts.append(quoted.count)
    self.keys = keys
    count = keys.count
    self.representations = _FixedBuffer(representations)
    self.quoted = _FixedBuffer(quoted)
    self.quotedStarts = _FixedBuffer(quotedStarts)
    self.hashes = _FixedBuffer(hashes)
    self.generation = generation
  }

  /// The position of `key` at `start` or after it, or nil.
  @inline(__always)
  func position(of key: String, from start: Int) -> Int? {
    guard let representation = _representation(of: key) else { return nil }
    var position = start
    while position < count {
      if representations[position] == representation { return position }
      position &+= 1
    }
    return nil
  }

  /// The key at `position`, quoted: its first byte and its length.
  @inline(__always)
  func quotedKey(_ position: Int) -> (UnsafePointer<UInt8>, Int) {
    let start = quotedStarts[position]
    return (UnsafePointer(quoted.pointer(at: start)), quotedStarts[position + 1] - start)
  }

  /// Whether one of the keys at the positions set in `written` is `bytes` (as written),
  /// whose hash is `hash`.
  func hasWritten(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, among written: UInt64) -> Bool {
    var positions = written
    while positions != 0 {
      let position = positions.trailingZeroBitCount
      positions &= positions &- 1
      guard hashes[position] == hash else { continue }
      let (key, length) = quotedKey(position)
      if length - 2 == bytes.count, _bytesEqual(key + 1, UnsafeRawPointer(bytes.baseAddress), bytes.count) {
        return true
      }
    }
    return false
  }

  /// The keys at the positions set in `written`, in order.
  func keys(among written: UInt64) -> [String] {
    (0..<count).filter { written & (1 << UInt64($0)) != 0 }.map { keys[$0] }
  }
}

/// The key shapes of the `CodingKey` types written so far, shared by all threads: one cache
/// for keys written as they are, one for keys converted to snake_case. Shapes are never
/// released (a replaced shape is kept), so encoders hold them unretained.
final class _CodingKeyShapes: @unchecked Sendable {
  static let plain = _CodingKeyShapes(convertsToSnakeCase: false)
  static let snakeCased = _CodingKeyShapes(convertsToSnakeCase: true)

  /// The shapes of `strategy`'s keys; nil for a custom strategy (its keys are not cached).
  static func of(_ strategy: ModelMapperJSONEncoder.KeyEncodingStrategy) -> _CodingKeyShapes? {
    switch strategy {
    case .useDefaultKeys: plain
    case .convertToSnakeCase: snakeCased
    case .custom: nil
    }
  }

  /// The most types remembered; later types are written without a shape.
  static let capacity = 4096
  /// The most shapes a type has: a type whose containers keep writing keys in new orders
  /// (a dictionary's keys) stops recording.
  static let maxGenerations = 8

  private let convertsToSnakeCase: Bool
  /// Each type's shape, and every shape made (so that none is released).
  private let state = _Locked((shapes: _TypeTable<_CodingKeyShape>(), all: [_CodingKeyShape]()))

  init(convertsToSnakeCase: Bool) {
    self.convertsToSnakeCase = convertsToSnakeCase
  }

  /// The shape of `type`, or nil when none was recorded.
  func shape(of type: ObjectIdentifier) -> Unmanaged<_CodingKeyShape>? {
    state.withLock { state in state.shapes[type].map(Unmanaged.passUnretained) }
  }

  /// Records that a container of `type` wrote `keys`, in order, where its shape was
  /// `previous` (nil: none): the type's shape becomes `keys` merged with the previous
  /// shape's, unless another container recorded meanwhile. When they cannot be one shape
  /// (two orders, too many keys, a key that needs escapes), the type keeps the previous shape
  /// (or an empty one) and records no more.
  func record(_ keys: [String], of type: ObjectIdentifier, previous: _CodingKeyShape?) {
    let generation = (previous?.generation ?? -1) + 1
    let merged = previous.map { _mergedKeys($0.keys, keys) } ?? keys
    let made = merged.flatMap { keys in
      _CodingKeyShape(
        keys: keys, written: convertsToSnakeCase ? keys.map(_snakeCaseFromCamelCaseAsFoundation) : keys,
        generation: generation)
    }
    let shape =
      made
      ?? _CodingKeyShape(
        keys: previous?.keys ?? [],
        written: previous.map { shape in (0..<shape.count).map { shape.written(at: $0) } } ?? [],
        generation: Self.maxGenerations)
    guard let shape else { return }
    state.withLock { state in
      guard state.shapes[type] === previous, state.all.count < Self.capacity * Self.maxGenerations else { return }
      if previous == nil && state.shapes.count >= Self.capacity { return }
      state.shapes.replace(shape, for: type)
      state.all.append(shape)
    }
  }
}

extension _CodingKeyShape {
  /// The key at `position` as written, without quotes.
  func written(at position: Int) -> String {
    let (key, length) = quotedKey(position)
    return String(decoding: UnsafeBufferPointer(start: key + 1, count: length - 2), as: UTF8.self)
  }
}

/// `first` and `second` merged into one order that has each as a subsequence, keys of
/// `second` missing from `first` placed after the key `second` wrote before them; nil when
/// the two order common keys differently.
func _mergedKeys(_ first: [String], _ second: [String]) -> [String]? {
  var positions: [String: Int] = [:]
  for (position, key) in first.enumerated() { positions[key] = position }
  var merged: [String] = []
  var next = 0
  for key in second {
    if let position = positions[key] {
      guard position >= next else { return nil }
      merged += first[next...position]
      next = position + 1
    } else {
      merged.append(key)
    }
  }
  merged += first[next...]
  return merged
}
