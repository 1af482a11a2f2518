import Foundation
import ModelMapperSupport

// Dates written as strings in a format, for the mapping layer's date transforms and the
// Codable encoder's `.formatted` strategy alike: formatted by hand straight into the output
// where the hand-written code covers the format, zone and date.

extension _JSONEmitter {
  /// Writes `date` as a string in `formatting`'s format: formatted by hand in place when
  /// covered and its text needs no escapes, else through the formatter.
  package mutating func write(_ date: Date, in formatting: _DateFormatting) {
    if writeByHand(date, in: formatting) { return }
    write(string: formatting.formatterString(from: date))
  }

  /// Writes `date` as a string in `formatting`'s format when the hand-written code covers
  /// the pattern, the zone and the date (in place when its text needs no escapes with this
  /// writer's options: a `/` is escaped when slashes are); false, having written nothing,
  /// otherwise.
  @inline(__always)
  package mutating func writeByHand(_ date: Date, in formatting: _DateFormatting) -> Bool {
    if let pattern = formatting.pattern, pattern.needsNoEscapes, pattern.needsNoOptionalEscapes || !escapesExtra,
      let milliseconds = _CivilCalendar.formattedMilliseconds(date),
      case let offset = formatting.offset(at: date), _DatePattern.formats(offset: offset)
    {
      // The checks above leave nothing for `format` to refuse (the milliseconds' range keeps
      // the local year within 1583 to 9999).
      writePlainString(capacity: pattern.maximumLength) {
        guard let length = pattern.format(milliseconds: milliseconds, offset: offset, into: $0) else {
          preconditionFailure("unreachable: the offset and the milliseconds were checked")
        }
        return length
      }
      return true
    }
    var text = _DateText()
    guard let length = formatting.fastFormat(date, into: &text) else { return false }
    text.withBytes(length) { write(stringBytes: $0) }
    return true
  }

  /// Writes `date` as a string through a `DateFormatter` a user gave: by hand while its
  /// settings are covered, else by the formatter under its lock.
  package mutating func write(_ date: Date, through given: _GivenFormatter) {
    given.withFormatted(date) { write(stringBytes: $0) }
  }
}
