import Foundation
import ModelMapperSupport

/// The hand-written conversions of a `.formatted` date strategy's formatter for one call of
/// a Codable coder: its settings read at the call's first date and kept for the rest, as
/// Foundation's coders hand every date of a call to the same formatter, whose settings the
/// call does not change. The decoder and the encoders (one pass, and the tree that
/// `.sortedKeys` uses) each keep one.
///
/// The decoder reads the dates after the first with the kept conversions, not retained
/// (``withKnownConversions(_:)``): retaining and releasing them, the given formatter and the
/// strategy's formatter cost about 55 instructions a date, 4.5% of decoding a list of dates.
/// (The one-pass encoder did the same, 3% fewer instructions a date, and measured 3% to 5%
/// slower on every date line, those of other strategies too: it keeps ``conversions(of:)``.)
struct _FormattedDatesOfCall {
  /// Nil until the first date; then the conversions, `.some(nil)` when the formatter's
  /// settings are not covered by hand. Keeps them alive for the call.
  private var read: _DateFormatting?? = .none
  /// The conversions in `read`, when covered by hand, not retained (`read` keeps them).
  private var known: Unmanaged<_DateFormatting>?

  /// The conversions of `given`'s settings, read at the first call.
  mutating func conversions(of given: _GivenFormatter) -> _DateFormatting? {
    if case .some(let kept) = read { return kept }
    let conversions = given.formatting
    read = .some(conversions)
    known = conversions.map { Unmanaged.passUnretained($0) }
    return conversions
  }

  /// What `body` makes with the conversions kept for this call, which it is given without a
  /// retain; nil when no date was converted yet in this call or the formatter's settings are
  /// not covered by hand (the caller then takes the general path, through
  /// ``conversions(of:)``).
  @inline(__always)
  func withKnownConversions<Result>(_ body: (_DateFormatting) throws -> Result?) rethrows -> Result? {
    guard let known else { return nil }
    return try known._withUnsafeGuaranteedRef(body)
  }
}
