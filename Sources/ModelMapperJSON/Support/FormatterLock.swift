import Foundation

/// Serializes use of each `DateFormatter`, whichever coders and transforms share it: a
/// formatter is not safe to use from two threads at once.
///
/// The locks are bare `NSLock`s, not `_Locked<()>`: they guard no state, and ThreadSanitizer
/// once reported the `inout` access to `_Locked<()>`'s zero-sized state, taken under the
/// lock, as a race.
package enum _FormatterLock {
  private static let locks = (0..<16).map { _ in NSLock() }

  /// Runs `body` holding the lock of `formatter` (one of 16, chosen by its identity).
  package static func withLock<Result>(_ formatter: DateFormatter, _ body: () -> Result) -> Result {
    let lock = locks[Int(bitPattern: UInt(bitPattern: ObjectIdentifier(formatter).hashValue) % 16)]
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
