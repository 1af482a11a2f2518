// The text of dates, shared by the fixed patterns (DatePattern*.swift), the flexible forms
// (FlexibleDates.swift) and ISO 8601 text (ISO8601Text.swift): English month and weekday
// names packed in a word, and two-digit fields read and written without division.
package enum _DateSymbols {
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

  /// The two digits at `position` of `base` as a number, or nil when they are not digits.
  @inline(__always)
  static func two(_ base: UnsafePointer<UInt8>, _ position: Int) -> Int64? {
    let tens = base[position] &- 0x30
    let ones = base[position + 1] &- 0x30
    guard tens < 10, ones < 10 else { return nil }
    return Int64(tens) &* 10 &+ Int64(ones)
  }

  /// Writes `value` (0 to 99) as two digits at `position` of `buffer`.
  @inline(__always)
  static func writeTwo(_ value: Int64, to buffer: UnsafeMutablePointer<UInt8>, at position: Int) {
    let pair = digitPair(value)
    buffer[position] = UInt8(truncatingIfNeeded: pair)
    buffer[position + 1] = UInt8(truncatingIfNeeded: pair >> 8)
  }
}
