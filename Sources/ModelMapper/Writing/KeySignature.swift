import ModelMapperSupport

// Key signatures: a 128-bit summary of the keys a map has written, so that most writes skip
// the search for a key written twice, and the one scan of a key's bytes that finds its
// signature bit and whether it holds a dot.

/// A 128-bit summary of a set of keys: one bit per key, chosen by a hash of its bytes. Two
/// different keys rarely share a bit, so most writes skip the search for a duplicate.
@usableFromInline
struct _KeySignature {
  @usableFromInline var low: UInt64 = 0
  @usableFromInline var high: UInt64 = 0

  @inlinable
  init() {}

  @inlinable @inline(__always)
  init(bit: Int) {
    if bit < 64 { low = 1 << UInt64(bit) } else { high = 1 << UInt64(bit - 64) }
  }

  /// A signature that also records whether the key ends with `]`, in bit 63 of `high`
  /// (`bit` is at most 126, so that bit is never a key's).
  @inlinable @inline(__always)
  init(bit: Int, endsWithBracket: Bool) {
    self.init(bit: bit)
    high |= endsWithBracket ? 1 << 63 : 0
  }

  /// Whether the key ends with `]` (see ``init(bit:endsWithBracket:)``).
  @inlinable
  var endsWithBracket: Bool { high >> 63 != 0 }

  @inlinable
  func contains(_ other: _KeySignature) -> Bool {
    low & other.low != 0 || high & other.high != 0
  }

  @inlinable
  mutating func formUnion(_ other: _KeySignature) {
    low |= other.low
    high |= other.high
  }
}

/// The signature bit of a key's UTF-8 bytes (FNV-1a, folded to 7 bits).
@usableFromInline
func _signatureBits(of bytes: UnsafeBufferPointer<UInt8>) -> _KeySignature {
  _scanKey(bytes).signature
}

/// One pass over a key's bytes, eight at a time: whether it contains a dot, and its signature
/// (which also records whether the key ends with `]`: a bracket index, written through the
/// tree).
@usableFromInline
func _scanKey(_ bytes: UnsafeBufferPointer<UInt8>) -> (hasDot: Bool, signature: _KeySignature) {
  let count = bytes.count
  guard let base = bytes.baseAddress, count > 0 else { return (false, _KeySignature(bit: 0)) }
  let raw = UnsafeRawPointer(base)
  var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
  var dots: UInt64 = 0
  var position = 0
  while position + 8 <= count {
    let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
    hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
    let dotted = word ^ 0x2E2E_2E2E_2E2E_2E2E
    dots |= (dotted &- 0x0101_0101_0101_0101) & ~dotted & 0x8080_8080_8080_8080
    position += 8
  }
  // The rest in at most two loads that overlap bytes already seen (never past the end).
  var tail: UInt64 = 0
  if position < count {
    if count >= 8 {
      tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      tail =
        UInt64(raw.loadUnaligned(as: UInt32.self))
        | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
    } else if count >= 2 {
      tail =
        UInt64(raw.loadUnaligned(as: UInt16.self))
        | UInt64(raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)) << 16
    } else {
      tail = UInt64(base[0])
    }
    // Bytes not loaded are zero, which never look like a dot.
    let dotted = tail ^ 0x2E2E_2E2E_2E2E_2E2E
    dots |= (dotted &- 0x0101_0101_0101_0101) & ~dotted & 0x8080_8080_8080_8080
  }
  hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
  let bit = Int(truncatingIfNeeded: min(hash >> 57, 126))
  return (dots != 0, _KeySignature(bit: bit, endsWithBracket: base[count - 1] == 0x5D))
}

/// Whether a key's bytes contain a dot, eight bytes at a time.
@usableFromInline
func _hasDot(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let base = bytes.baseAddress else { return false }
  return _offset(of: UInt8(ascii: "."), in: base, count: bytes.count) < bytes.count
}
