import Foundation

/// Serializes use of each `DateFormatter`, whichever coders and transforms share it: a
/// formatter is not safe to use from two threads at once.
package enum _FormatterLock {
  private static let locks = (0..<16).map { _ in _Locked(()) }

  /// Runs `body` holding the lock of `formatter` (one of 16, chosen by its identity).
  package static func withLock<Result>(_ formatter: DateFormatter, _ body: () -> Result) -> Result {
    locks[Int(bitPattern: UInt(bitPattern: ObjectIdentifier(formatter).hashValue) % 16)].withLock { _ in body() }
  }
}
