/// A `DateFormatter` format compiled for the hand-written parser and formatter, when every
/// part of it is one they reproduce exactly (with the `en_US_POSIX` locale and the Gregorian
/// calendar):
///
/// | pattern | formats | parses (anything else goes to `DateFormatter`) |
/// |---|---|---|
/// | `yyyy` | the year, 1583 to 9999 | four digits |
/// | `MM`, `dd`, `HH`, `mm`, `ss` | two digits | two digits, in range |
/// | `SSS` | milliseconds, three digits | three digits |
/// | `MMM`, `EEE` | `Jan` ... `Dec`, `Sun` ... `Sat` | those names (the weekday is not checked, as in ICU) |
/// | `Z`, `ZZ`, `ZZZ` | `+0800`, `+0000` | `+hhmm` |
/// | `ZZZZZ`, `XXX`, `XXXXX` | `+08:00`, `Z` for UTC | `+hh:mm` or `Z` |
/// | `xxx`, `xxxxx` | `+08:00`, `+00:00` | `+hh:mm` |
/// | `'T'`, `''`, ASCII punctuation and spaces | as written | as written |
///
/// The year, month and day must be in the pattern; missing time fields are 0. The text is at
/// most 64 bytes (a longer format is left to `DateFormatter`).
///
/// A class whose tokens sit in buffers of their own: the conversions read them without
/// retaining an array or checking bounds (in release builds).
package final class _DatePattern: @unchecked Sendable {
  /// What one part of the pattern is.
  enum Field: UInt8, Sendable, Hashable {
    case year, month, monthName, day, hour, minute, second, millisecond, weekday
    /// `+0800`.
    case zoneBasic
    /// `+08:00`, and `Z` for UTC.
    case zoneExtendedOrZ
    /// `+08:00`, also for UTC.
    case zoneExtended
    /// One literal byte.
    case literal
  }

  /// One part of the pattern: a field, or a literal byte.
  struct Token: Sendable, Hashable {
    var field: Field
    var byte: UInt8 = 0
  }

  /// A field and where its text starts in the longest form of the text (every field of
  /// fixed width: only a `Z` for UTC is shorter than the offset it stands for).
  struct Slot {
    var field: Field
    var offset: Int
  }

  /// The fields in order. This and the buffers below are made by the initializer and never
  /// changed.
  let slots: _FixedBuffer<Slot>
  /// The template's literal bytes, eight to a little-endian word, each word followed by its
  /// mask (0xFF at a literal byte, 0 at a field's): parsing compares eight bytes of text at a
  /// time. The words are those at offsets 0, 8, 16... that fit in the text, then, when its
  /// length is not a multiple of 8, the word of its last eight bytes.
  let literals: _FixedBuffer<UInt64>
  /// The same for the text before a `Z` for UTC that ends it (a pattern whose last field is
  /// `ZZZZZ`, `XXX` or `XXXXX`, such as ISO 8601's), read in place; empty when another
  /// pattern's text with a `Z` is rebuilt with the `+00:00` it stands for.
  let literalsBeforeZ: _FixedBuffer<UInt64>
  /// The longest text in bytes (a text is rebuilt in a buffer of this size when it has a `Z`
  /// for UTC); every text is at least 8 bytes (year, month and day).
  static let longestText = 64
  /// The longest form of the text with its literal bytes in place (`maximumLength` bytes):
  /// formatting copies it, then writes each field at its offset.
  let template: _FixedBuffer<UInt8>
  /// Whether the pattern has a zone field (parsing then needs no zone of its own).
  let hasZone: Bool
  /// The longest text the pattern formats.
  package let maximumLength: Int
  /// Whether the text never needs escaping in JSON (no literal `"` or `\\`).
  package let needsNoEscapes: Bool
  /// Whether the text has no byte a writer escapes only when told to (`/`, non-ASCII).
  package let needsNoOptionalEscapes: Bool
  /// The offset of a zone field written `Z` for UTC (`ZZZZZ`, `XXX`, `XXXXX`), or -1: the
  /// text after it is then 5 bytes shorter.
  let shortZoneOffset: Int

  /// Compiles `format`, or nil when a part of it is not one the hand-written code covers.
  init?(_ format: String) {
    var tokens: [Token] = []
    var seen = Set<Field>()
    let scalars = Array(format.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar.isASCII else { return nil }
      let byte = UInt8(scalar.value)
      if byte == UInt8(ascii: "'") {
        // `''` is a quote; `'text'` is literal text.
        if index + 1 < scalars.count && scalars[index + 1] == "'" {
          tokens.append(Token(field: .literal, byte: byte))
          index += 2
          continue
        }
        index += 1
        var closed = false
        while index < scalars.count {
          if scalars[index] == "'" {
            if index + 1 < scalars.count && scalars[index + 1] == "'" {
              tokens.append(Token(field: .literal, byte: UInt8(ascii: "'")))
              index += 2
              continue
            }
            closed = true
            index += 1
            break
          }
          guard scalars[index].isASCII, scalars[index].value >= 0x20 else { return nil }
          tokens.append(Token(field: .literal, byte: UInt8(scalars[index].value)))
          index += 1
        }
        guard closed else { return nil }
        continue
      }
      guard Self.isLetter(byte) else {
        guard byte >= 0x20 && byte < 0x7F else { return nil }
        tokens.append(Token(field: .literal, byte: byte))
        index += 1
        continue
      }
      var count = 1
      while index + count < scalars.count && scalars[index + count] == scalar { count += 1 }
      guard let field = Self.field(byte, count: count), seen.insert(field).inserted else { return nil }
      tokens.append(Token(field: field))
      index += count
    }
    let zones: Set<Field> = [.zoneBasic, .zoneExtendedOrZ, .zoneExtended]
    guard seen.isSuperset(of: [.year, .day]), seen.contains(.month) || seen.contains(.monthName),
      !(seen.contains(.month) && seen.contains(.monthName)), seen.intersection(zones).count <= 1
    else { return nil }
    var slots: [Slot] = []
    var template: [UInt8] = []
    var literalOffsets = Set<Int>()
    var shortZoneOffset = -1
    for token in tokens {
      if token.field == .literal {
        literalOffsets.insert(template.count)
        template.append(token.byte)
      } else {
        if token.field == .zoneExtendedOrZ { shortZoneOffset = template.count }
        slots.append(Slot(field: token.field, offset: template.count))
        template += repeatElement(UInt8(ascii: "0"), count: Self.width(of: token.field))
      }
    }
    // A longer text is not one the parser holds (and no format a date needs).
    guard template.count <= Self.longestText else { return nil }
    let zoneEndsText = shortZoneOffset >= 8 && shortZoneOffset + 6 == template.count
    self.slots = _FixedBuffer(slots)
    literals = _FixedBuffer(Self.literalWords(template, literalOffsets, length: template.count))
    literalsBeforeZ = _FixedBuffer(
      zoneEndsText ? Self.literalWords(template, literalOffsets, length: shortZoneOffset) : [])
    self.template = _FixedBuffer(template)
    hasZone = !seen.isDisjoint(with: zones)
    maximumLength = template.count
    self.shortZoneOffset = shortZoneOffset
    needsNoEscapes = !template.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    needsNoOptionalEscapes = !template.contains { $0 == UInt8(ascii: "/") || $0 >= 0x80 }
  }

  /// The literal words (see ``literals``) of the first `length` bytes (at least 8) of
  /// `template`, whose literal bytes are at `offsets`.
  static func literalWords(_ template: [UInt8], _ offsets: Set<Int>, length: Int) -> [UInt64] {
    let starts = Array(stride(from: 0, through: length - 8, by: 8)) + (length % 8 == 0 ? [] : [length - 8])
    return starts.flatMap { start in
      var bytes: UInt64 = 0
      var mask: UInt64 = 0
      for byte in 0..<8 where offsets.contains(start + byte) {
        bytes |= UInt64(template[start + byte]) << (8 * byte)
        mask |= 0xFF << (8 * byte)
      }
      return [bytes, mask]
    }
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  /// The field of `count` repetitions of the pattern letter `letter`, when it is covered.
  static func field(_ letter: UInt8, count: Int) -> Field? {
    switch (letter, count) {
    case (UInt8(ascii: "y"), 4): return .year
    case (UInt8(ascii: "M"), 2): return .month
    case (UInt8(ascii: "M"), 3): return .monthName
    case (UInt8(ascii: "d"), 2): return .day
    case (UInt8(ascii: "H"), 2): return .hour
    case (UInt8(ascii: "m"), 2): return .minute
    case (UInt8(ascii: "s"), 2): return .second
    case (UInt8(ascii: "S"), 3): return .millisecond
    case (UInt8(ascii: "E"), 3): return .weekday
    case (UInt8(ascii: "Z"), 1...3): return .zoneBasic
    case (UInt8(ascii: "Z"), 5), (UInt8(ascii: "X"), 3), (UInt8(ascii: "X"), 5): return .zoneExtendedOrZ
    case (UInt8(ascii: "x"), 3), (UInt8(ascii: "x"), 5): return .zoneExtended
    default: return nil
    }
  }

  /// The longest text of a field.
  static func width(of field: Field) -> Int {
    switch field {
    case .year: return 4
    case .month, .day, .hour, .minute, .second: return 2
    case .millisecond, .monthName, .weekday: return 3
    case .zoneBasic: return 5
    case .zoneExtendedOrZ, .zoneExtended: return 6
    case .literal: return 1
    }
  }
}
