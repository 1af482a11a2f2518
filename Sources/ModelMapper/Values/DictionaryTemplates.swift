import Foundation
import ModelMapperJSON
import ModelMapperSupport

/// Dictionaries of key sequences met before, for building `[String: Any]` without hashing
/// the keys again: from a document (``Map/JSON``, ``Map/currentValue``,
/// `parseJSONStringIntoDictionary`) and from what models write (`toJSON()`).
///
/// The objects of a document mostly repeat a few shapes: every event has the same keys,
/// and so does every actor in it. Inserting a key into a Swift dictionary hashes it (SipHash)
/// and makes a `String` of it; a template is a dictionary of the shape's keys whose copy
/// has the same layout, so the values are stored by the index each key has in it, and the
/// keys are shared. A shape becomes a template the second time in a row its bucket meets it;
/// the cache holds 256 buckets of two templates for each kind (documents, written keys), the
/// two used last in each, and serves every thread (behind a lock that a busy thread does not
/// wait for).
final class DictionaryTemplates: @unchecked Sendable {
  /// A shape's dictionary, with placeholder values, and its keys' indices in the order of
  /// the document.
  struct Template {
    let fingerprint: UInt64
    /// What identifies the keys: for a document's object, their raw bytes (as the document
    /// spells them), each after its length; for written keys, the strings' representations.
    let spelling: [UInt8]
    let dictionary: [String: Any]
    let indices: [Dictionary<String, Any>.Index]
  }

  /// A bucket: two templates of shapes whose fingerprints pick it, and a shape met once.
  ///
  /// A shape met once waits beside the templates instead of replacing one: in a document
  /// with many one-off key sets (keys that are IDs), those would otherwise evict the
  /// templates of the shapes that repeat. Two ways let two repeating shapes share a bucket
  /// (or a fingerprint: the same count and first two keys) without taking turns.
  struct Bucket {
    var first: Template?
    var second: Template?
    /// The fingerprint of a shape met once since the bucket last made a template.
    var candidate: UInt64?
    /// Whether `second` was found or made after `first` (the other one is replaced).
    var secondIsRecent = false
  }

  /// The cache that ``_JSONBridge`` uses.
  static let shared = DictionaryTemplates()

  /// The smallest object worth a template.
  static let minimumCount = 2

  /// How many bits of a fingerprint pick its bucket (the top ones, the best mixed).
  static let bucketBits = 8

  /// How many buckets each kind of template has (read from documents, written).
  static let bucketCount = 1 << bucketBits

  private let lock = NSLock()
  /// Templates of objects read from documents, found by their keys' bytes (the first
  /// ``bucketCount`` buckets), then of objects written (`toJSON()`), found by their keys'
  /// identity.
  private var buckets = [Bucket](repeating: Bucket(), count: 2 * bucketCount)

  /// The template of the object at `node` (without repeated keys, of at least
  /// ``minimumCount`` members); nil when its shape has none yet (the caller builds the
  /// dictionary plainly). The caller copies the template's dictionary and stores each
  /// member's value at the index ``Template/indices`` holds for it, in document order.
  func template(_ document: JSONDocument, _ node: Int) -> Template? {
    lookUp(
      fingerprint: Self.fingerprint(document, node), bucketBase: 0,
      matches: { Self.spells($0.spelling, document, node) },
      make: { Self.template(document, node, fingerprint: $0) })
  }

  /// The template of a written object's keys (at least ``minimumCount``), found by the
  /// keys' identity: the same key strings (the literals of `mapping(map:)`, the converted
  /// keys of a key shape), not merely equal ones, so that a check of their bits suffices.
  /// Nil when the keys have none yet. The caller stores each value at the index
  /// ``Template/indices`` holds for its key, in the order of `keys`.
  func template(keys: [String]) -> Template? {
    lookUp(
      fingerprint: Self.fingerprint(keys), bucketBase: Self.bucketCount,
      matches: { Self.spells($0.spelling, keys) },
      make: { Self.template(keys: keys, fingerprint: $0) })
  }

  /// The bucket's template whose fingerprint is `fingerprint` and that `matches` confirms;
  /// else nil, after noting the shape, or making its template when the bucket met it just
  /// before. Templates are checked and made outside the lock.
  @inline(__always)
  private func lookUp(
    fingerprint: UInt64, bucketBase: Int, matches: (Template) -> Bool, make: (UInt64) -> Template
  ) -> Template? {
    let index = bucketBase + Int(truncatingIfNeeded: fingerprint >> UInt64(64 - Self.bucketBits))
    // A thread that finds the lock taken builds plainly rather than waiting.
    guard lock.try() else { return nil }
    let first = buckets[index].first.flatMap { $0.fingerprint == fingerprint ? $0 : nil }
    let second = buckets[index].second.flatMap { $0.fingerprint == fingerprint ? $0 : nil }
    if first != nil || second != nil {
      // Noted as used before the check (another shape with the same fingerprint is rare).
      buckets[index].secondIsRecent = first == nil
      lock.unlock()
      if let first, matches(first) { return first }
      if let second, matches(second) { return second }
      // Another shape with the same fingerprint: met like any other.
      guard lock.try() else { return nil }
    }
    guard buckets[index].candidate == fingerprint else {
      buckets[index].candidate = fingerprint
      lock.unlock()
      return nil
    }
    buckets[index].candidate = nil
    lock.unlock()
    let template = make(fingerprint)
    lock.lock()
    // The way not used last takes it (an empty one first).
    if buckets[index].first != nil && (buckets[index].second == nil || !buckets[index].secondIsRecent) {
      buckets[index].second = template
      buckets[index].secondIsRecent = true
    } else {
      buckets[index].first = template
      buckets[index].secondIsRecent = false
    }
    lock.unlock()
    return template
  }

  /// A hash of the keys' bits.
  static func fingerprint(_ keys: [String]) -> UInt64 {
    var hash = UInt64(truncatingIfNeeded: keys.count) &* 0x9E37_79B9_7F4A_7C15
    for key in keys {
      hash = (hash ^ bits(of: key)) &* 0x9E37_79B9_7F4A_7C15
    }
    return hash ^ hash >> 31
  }

  /// The first and last eight bytes of a string's representation, mixed: the same string
  /// (the same storage, or the same small string's bytes) gives the same bits.
  @inline(__always)
  static func bits(of key: String) -> UInt64 {
    withUnsafeBytes(of: key) { raw in
      raw.loadUnaligned(as: UInt64.self) ^ raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self) &<< 1
    }
  }

  /// Whether `keys` are, bit for bit, the strings whose representations `spelling` holds.
  /// The template keeps those strings alive, so no other string can have their bits.
  static func spells(_ spelling: [UInt8], _ keys: [String]) -> Bool {
    let size = MemoryLayout<String>.size
    guard spelling.count == keys.count * size else { return false }
    return spelling.withUnsafeBytes { spelled in
      var offset = 0
      for key in keys {
        let same = withUnsafeBytes(of: key) { memcmp($0.baseAddress!, spelled.baseAddress! + offset, size) == 0 }
        guard same else { return false }
        offset += size
      }
      return true
    }
  }

  /// The template of written keys: the keys with placeholder values, and their bits.
  static func template(keys: [String], fingerprint: UInt64) -> Template {
    var dictionary = [String: Any](minimumCapacity: keys.count)
    var spelling: [UInt8] = []
    spelling.reserveCapacity(keys.count * MemoryLayout<String>.size)
    for key in keys {
      withUnsafeBytes(of: key) { spelling.append(contentsOf: $0) }
      dictionary[key] = false
    }
    let indices = keys.map { dictionary.index(forKey: $0).unsafelyUnwrapped }
    return Template(fingerprint: fingerprint, spelling: spelling, dictionary: dictionary, indices: indices)
  }

  /// A hash of the object's member count and its first two keys, which picks the bucket;
  /// the template found there is then checked key by key.
  static func fingerprint(_ document: JSONDocument, _ node: Int) -> UInt64 {
    let reader = _TapeReader(document)
    let tape = reader.tape
    let object = tape[node]
    let first = tape[node + 1]
    let second = tape[reader._next(after: node + 2)]
    var hash = UInt64(truncatingIfNeeded: object.count) &* 0x9E37_79B9_7F4A_7C15
    hash = (hash ^ leadingBytes(document, first)) &* 0x9E37_79B9_7F4A_7C15
    hash = (hash ^ leadingBytes(document, second)) &* 0x9E37_79B9_7F4A_7C15
    return hash ^ hash >> 31
  }

  /// Up to the first eight bytes of a key, and its length.
  @inline(__always)
  static func leadingBytes(_ document: JSONDocument, _ key: _TapeEntry) -> UInt64 {
    let length = Int(truncatingIfNeeded: key.payload)
    // The document's input is followed by zero padding: eight bytes from a key's start
    // are always readable.
    var bits = UnsafeRawPointer(_TapeReader(document).bytes + key.offset).loadUnaligned(as: UInt64.self)
    if length < 8 { bits &= (1 &<< UInt64(truncatingIfNeeded: length &* 8)) &- 1 }
    return bits ^ UInt64(truncatingIfNeeded: length) &<< 59
  }

  /// Whether the object's keys are spelled exactly as `spelling` holds them.
  static func spells(_ spelling: [UInt8], _ document: JSONDocument, _ node: Int) -> Bool {
    let reader = _TapeReader(document)
    let tape = reader.tape
    let end = tape[node].end
    return spelling.withUnsafeBufferPointer { spelled -> Bool in
      let base = spelled.baseAddress.unsafelyUnwrapped
      let count = spelled.count
      var position = 0
      var key = node + 1
      while key < end {
        let entry = tape[key]
        let length = Int(truncatingIfNeeded: entry.payload)
        guard position &+ 4 &+ length <= count,
          UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self) == UInt32(truncatingIfNeeded: length),
          _bytesEqual(base + (position &+ 4), reader.bytes + entry.offset, length)
        else { return false }
        position &+= 4 &+ length
        key = reader._next(after: key + 1)
      }
      return position == count
    }
  }

  /// The template of the object's shape: its keys with placeholder values.
  static func template(_ document: JSONDocument, _ node: Int, fingerprint: UInt64) -> Template {
    let reader = _TapeReader(document)
    let tape = reader.tape
    let entry = tape[node]
    var dictionary = [String: Any](minimumCapacity: entry.count)
    var keys: [String] = []
    keys.reserveCapacity(entry.count)
    var spelling: [UInt8] = []
    var key = node + 1
    while key < entry.end {
      let keyEntry = tape[key]
      let length = Int(truncatingIfNeeded: keyEntry.payload)
      withUnsafeBytes(of: UInt32(length)) { spelling.append(contentsOf: $0) }
      spelling.append(contentsOf: UnsafeBufferPointer(start: reader.bytes + keyEntry.offset, count: length))
      let text = reader._string(at: key)
      dictionary[text] = false
      keys.append(text)
      key = reader._next(after: key + 1)
    }
    let indices = keys.map { dictionary.index(forKey: $0).unsafelyUnwrapped }
    return Template(fingerprint: fingerprint, spelling: spelling, dictionary: dictionary, indices: indices)
  }
}
