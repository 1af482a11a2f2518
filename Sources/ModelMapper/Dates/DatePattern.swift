import ModelMapperSupport

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
/// The year, month and day must be in the pattern; missing time fields are 0.
///
/// A class whose tokens sit in buffers of their own: the conversions read them without
/// retaining an array or checking bounds (in release builds).
final class _DatePattern: @unchecked Sendable {
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

  /// The fields in order. This and the two below are made by the initializer and never
  /// changed.
  let slots: _FixedBuffer<Slot>
  /// The offsets of the literal bytes.
  let literals: _FixedBuffer<Int>
  /// The longest form of the text with its literal bytes in place (`maximumLength` bytes):
  /// formatting copies it, then writes each field at its offset.
  let template: _FixedBuffer<UInt8>
  /// Whether the pattern has a zone field (parsing then needs no zone of its own).
  let hasZone: Bool
  /// The longest text the pattern formats.
  let maximumLength: Int
  /// Whether the text never needs escaping in JSON (no literal `"` or `\\`).
  let needsNoEscapes: Bool
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
    var literals: [Int] = []
    var template: [UInt8] = []
    var shortZoneOffset = -1
    for token in tokens {
      if token.field == .literal {
        literals.append(template.count)
        template.append(token.byte)
      } else {
        if token.field == .zoneExtendedOrZ { shortZoneOffset = template.count }
        slots.append(Slot(field: token.field, offset: template.count))
        template += repeatElement(UInt8(ascii: "0"), count: Self.width(of: token.field))
      }
    }
    self.slots = _FixedBuffer(slots)
    self.literals = _FixedBuffer(literals)
    self.template = _FixedBuffer(template)
    hasZone = !seen.isDisjoint(with: zones)
    maximumLength = template.count
    self.shortZoneOffset = shortZoneOffset
    needsNoEscapes = !template.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
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

  /// Three ASCII letters as one word, the first in the low byte: how names are compared
  /// and written without arrays (an array of arrays cost a retain and release per name
  /// tried).
  @inline(__always)
  static func packed(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> UInt32 {
    UInt32(first) | UInt32(second) << 8 | UInt32(third) << 16
  }

  /// The month (1 to 12) of an English three-letter month name, packed, or nil.
  @inline(__always)
  static func month(named name: UInt32) -> Int64? {
    switch name {
    case 0x6E_614A: return 1  // Jan
    case 0x62_6546: return 2  // Feb
    case 0x72_614D: return 3  // Mar
    case 0x72_7041: return 4  // Apr
    case 0x79_614D: return 5  // May
    case 0x6E_754A: return 6  // Jun
    case 0x6C_754A: return 7  // Jul
    case 0x67_7541: return 8  // Aug
    case 0x70_6553: return 9  // Sep
    case 0x74_634F: return 10  // Oct
    case 0x76_6F4E: return 11  // Nov
    case 0x63_6544: return 12  // Dec
    default: return nil
    }
  }

  /// Whether a packed three-letter name is an English weekday's.
  @inline(__always)
  static func isWeekday(_ name: UInt32) -> Bool {
    switch name {
    case 0x6E_7553, 0x6E_6F4D, 0x65_7554, 0x64_6557, 0x75_6854, 0x69_7246, 0x74_6153: return true
    default: return false
    }
  }

  /// The two ASCII digits of 0 to 99, the first in the low byte.
  @inline(__always)
  static func digitPair(_ value: Int64) -> UInt16 {
    let pairs: StaticString = """
      00010203040506070809101112131415161718192021222324252627282930313233343536373839\
      40414243444546474849505152535455565758596061626364656667686970717273747576777879\
      8081828384858687888990919293949596979899
      """
    return UnsafeRawPointer(pairs.utf8Start).loadUnaligned(fromByteOffset: Int(value) * 2, as: UInt16.self)
      .littleEndian
  }

  /// The packed English name of month 1 to 12.
  @inline(__always)
  static func name(ofMonth month: Int64) -> UInt32 {
    // Jan ... Dec, four bytes apart.
    let names: StaticString = "Jan\0Feb\0Mar\0Apr\0May\0Jun\0Jul\0Aug\0Sep\0Oct\0Nov\0Dec\0"
    return UnsafeRawPointer(names.utf8Start).loadUnaligned(fromByteOffset: Int(month - 1) * 4, as: UInt32.self)
      .littleEndian
  }

  /// The packed English name of weekday 0 (Sunday) to 6 (Saturday).
  @inline(__always)
  static func name(ofWeekday weekday: Int) -> UInt32 {
    let names: StaticString = "Sun\0Mon\0Tue\0Wed\0Thu\0Fri\0Sat\0"
    return UnsafeRawPointer(names.utf8Start).loadUnaligned(fromByteOffset: weekday * 4, as: UInt32.self).littleEndian
  }
}
