import Foundation

// Foundation types that have one usual JSON form, read and written without a transform:
// `Date` (any form ``FlexibleDateTransform`` reads; written as ISO 8601 in UTC with
// milliseconds), `URL` (its string) and `UUID` (its string). ObjectMapper left these
// properties unset and unwritten without a transform; a transform still takes precedence.

extension Date: _MapValue {
  /// Epoch seconds (milliseconds for 100,000,000,000 and beyond) or a date string in any
  /// form ``FlexibleDateTransform`` recognizes, within the range of dates it writes
  /// (JavaScript's: 8.64e15 milliseconds either side of 1970), so that what is read can be
  /// written back.
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> Date? {
    let reader = reading.reader
    let date: Date?
    switch reader.tape[node].kind {
    case .string: date = FlexibleDateTransform().date(from: reader._string(at: node))
    case .int64, .uint64, .text: date = reader._double(at: node).flatMap(FlexibleDateTransform().epoch)
    default: return nil
    }
    guard let date, abs(date.timeIntervalSince1970) <= 8.64e12 else { return nil }
    return date
  }

  /// ISO 8601 in UTC with milliseconds, `2015-09-16T04:20:09.123Z` (nil beyond JavaScript's
  /// range of dates).
  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    FlexibleDateTransform.string(from: self).map(JSONValue.string)
  }
}

extension URL: _MapValue {
  /// A string that `URL(string:)` accepts.
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> URL? {
    _JSONRead.string(reading.reader, node).flatMap { URL(string: $0) }
  }

  /// The URL's `absoluteString`.
  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    .string(absoluteString)
  }
}

extension UUID: _MapValue {
  /// A string such as `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, in either case.
  @usableFromInline
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> UUID? {
    _JSONRead.string(reading.reader, node).flatMap { UUID(uuidString: $0) }
  }

  /// The UUID's `uuidString` (upper case).
  @usableFromInline
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue? {
    .string(uuidString)
  }
}
