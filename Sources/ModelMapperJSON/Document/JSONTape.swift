/// One entry of a parsed document's tape: two machine words per JSON value.
///
/// The parser writes one entry per value, in document order. Object members are a key
/// entry (a string) followed by the value's entries. Layout of `header`:
///
/// - bits 60...63: the ``_TapeKind``;
/// - bits 56...59: flags (see the `flag` constants);
/// - bits 48...55: the text length of an integer number (at most 20 bytes) or a decimal entry
///   (at most 255);
/// - bits 0...47: the byte offset of the value in the input, or for containers the tape index
///   just past the container's last descendant (its "end").
///
/// `payload` holds a string's raw byte length, an integer's bit pattern, a text number's byte
/// length (a decimal entry's significand and exponent: see ``flagDecimal``), or for
/// containers the member count (low 32 bits) and, in the high 32 bits, for arrays with
/// container elements the start of the array's row in the child table, for objects with a
/// key summary the start of its eight rows there plus one (see KeySummary.swift).
@usableFromInline
package struct _TapeEntry {
  @usableFromInline var header: UInt64
  @usableFromInline package var payload: UInt64

  @inlinable
  init(header: UInt64, payload: UInt64) {
    self.header = header
    self.payload = payload
  }

  @inlinable
  init(kind: _TapeKind, flags: UInt64 = 0, low: UInt64, payload: UInt64) {
    self.header = UInt64(kind.rawValue) << 60 | flags << 56 | low
    self.payload = payload
  }

  /// The kind. The parser only writes valid kinds, and a field-less enum's in-memory value is
  /// its case index (which the raw values repeat), so the bits are reinterpreted directly:
  /// `init(rawValue:)` is an out-of-line call on every read of a kind.
  @inlinable
  package var kind: _TapeKind { unsafeBitCast(UInt8(truncatingIfNeeded: header >> 60), to: _TapeKind.self) }

  @inlinable
  package var flags: UInt64 { (header >> 56) & 0xF }

  /// The byte offset of a scalar value (strings: the first byte after the opening quote).
  @inlinable
  package var offset: Int { Int(truncatingIfNeeded: header & 0xFFFF_FFFF_FFFF) }

  /// The tape index just past a container's last descendant.
  @inlinable
  package var end: Int { Int(truncatingIfNeeded: header & 0xFFFF_FFFF_FFFF) }

  /// The text length of an integer number.
  @inlinable
  package var integerTextLength: Int { Int(truncatingIfNeeded: (header >> 48) & 0xFF) }

  /// The text length of any number: an integer's or a decimal entry's from the header, a
  /// plain text number's from the payload.
  @inlinable
  package var numberTextLength: Int {
    kind == .text && flags & _TapeEntry.flagDecimal == 0 ? Int(truncatingIfNeeded: payload) : integerTextLength
  }

  /// The nearest `Double` to a decimal entry (see ``flagDecimal``): exact, by Clinger's fast
  /// path or the Eisel-Lemire algorithm, as reading its text gives.
  var decimalValue: Double {
    let significand = payload & (Self.decimalSignificandLimit &- 1)
    let exponent = Int(truncatingIfNeeded: payload >> 57) &- 64
    let magnitude = _exactDouble(significand, exponent) ?? _eiselLemire(significand, exponent)
    return flags & Self.flagNegative != 0 ? -magnitude : magnitude
  }

  /// The number of elements or members of a container.
  @inlinable
  package var count: Int { Int(truncatingIfNeeded: payload & 0xFFFF_FFFF) }

  /// The first row of an array's child table, or 0 when its elements are all scalars.
  @inlinable
  var childTableStart: Int { Int(truncatingIfNeeded: payload >> 32) }

  /// Flag of strings: the raw text contains at least one backslash escape.
  @usableFromInline static let flagHasEscapes: UInt64 = 1
  /// Flag of object keys: the key contains a dot (so `map["key"]` would read it as a path).
  @usableFromInline static let flagKeyHasDot: UInt64 = 2
  /// Flag of strings and keys: the text holds non-ASCII UTF-8 (see ``_TapeReader/_string(at:)``).
  @usableFromInline static let flagNonASCII: UInt64 = 4
  /// Flag of arrays: every element is a scalar, so element `i` is at `index + 1 + i`.
  @usableFromInline static let flagScalarElements: UInt64 = 1
  /// Flag of text numbers (a fraction or an exponent): a decimal entry, read by the parser
  /// as significand × 10^exponent. Its payload holds the significand (bits 0...56) and the
  /// exponent plus 64 (bits 57...63); its text length is in bits 48...55 of the header, as
  /// an integer's. Reading it as a `Double` does not scan its text again.
  @usableFromInline static let flagDecimal: UInt64 = 1
  /// Flag of decimal entries: the number is negative.
  @usableFromInline static let flagNegative: UInt64 = 2
  /// The bound of a decimal entry's significand, 2^57.
  static let decimalSignificandLimit: UInt64 = 1 << 57
  /// Flag of objects: at least two members share a key (lookups then take the last one).
  @usableFromInline package static let flagDuplicateKeys: UInt64 = 2
  /// Flag of objects: a key's text is not plain ASCII (it has non-ASCII bytes or an escape),
  /// so it may equal an ASCII key only as Swift compares strings (`"\u{212A}"`, KELVIN SIGN,
  /// equals `"K"`).
  static let flagUnicodeKeys: UInt64 = 4
}

/// The kinds of tape entries.
@usableFromInline
package enum _TapeKind: UInt8 {
  case null = 0
  case `false` = 1
  case `true` = 2
  case string = 3
  /// An integer in `Int64`'s range; the payload is its bit pattern.
  case int64 = 4
  /// An integer above `Int64.max` in `UInt64`'s range; the payload is its bit pattern.
  case uint64 = 5
  /// Any other number (fraction, exponent, `-0`, or out of 64-bit range); kept as text.
  case text = 6
  case array = 7
  case object = 8

  @inlinable
  package var isContainer: Bool { rawValue >= _TapeKind.array.rawValue }

  @inlinable
  package var isNumber: Bool { rawValue >= _TapeKind.int64.rawValue && rawValue <= _TapeKind.text.rawValue }
}
