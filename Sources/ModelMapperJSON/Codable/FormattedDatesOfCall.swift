import Foundation
import ModelMapperSupport

/// The hand-written conversions of a `.formatted` date strategy's formatter for one call of
/// a Codable coder: its settings read at the call's first date and kept for the rest, as
/// Foundation's coders hand every date of a call to the same formatter, whose settings the
/// call does not change. The decoder and the encoders (one pass, and the tree that
/// `.sortedKeys` uses) each keep one.
struct _FormattedDatesOfCall {
  /// Nil until the first date; then the conversions, `.some(nil)` when the formatter's
  /// settings are not covered by hand.
  private var read: _DateFormatting?? = .none

  /// The conversions of `given`'s settings, read at the first call.
  mutating func conversions(of given: _GivenFormatter) -> _DateFormatting? {
    if case .some(let known) = read { return known }
    let conversions = given.formatting
    read = .some(conversions)
    return conversions
  }
}
