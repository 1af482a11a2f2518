import Foundation

/// Serializes use of each `DateFormatter`, whichever coders and transforms share it: a
/// formatter is not safe to use from two threads at once.
///
/// The locks are bare `NSLock`s, not `_Locked<()>`: they guard no state, and ThreadSanitizer
/// once reported the `inout` access to `_Locked<()>`'s zero-sized state, taken under the
/// lock, as a race.
package enum _FormatterLock {
  private static let locks = _LockStripes()

  /// Runs `body` holding the lock of `formatter` (one of 16, chosen by its address).
  package static func withLock<Result>(_ formatter: DateFormatter, _ body: () -> Result) -> Result {
    let lock = locks.lock(for: formatter)
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

/// Sixteen locks, one for each object chosen by its address: for objects made often and
/// locked briefly, which a lock of their own would cost more to make and destroy than to use.
/// Each user keeps its own stripes, so that holding one user's lock never waits on another's.
final class _LockStripes: Sendable {
  private let locks = (0..<16).map { _ in NSLock() }

  init() {}

  /// The lock of `object`: by its address, past the 16-byte alignment of allocations (not
  /// a hash of it, since a lock is chosen on every use).
  @inline(__always)
  func lock(for object: AnyObject) -> NSLock {
    locks[Int(UInt(bitPattern: ObjectIdentifier(object)) / 16 % 16)]
  }
}

/// Whether `DateFormatter.date(from:)` can be handed `string`: swift-corelibs-foundation
/// stops the process ("Incorrect range") when its parse ends inside a character made of
/// several scalars, such as a digit or a dash followed by a combining mark (`"2015-\u{34B}"`).
/// A character that starts with an ASCII scalar and carries more (other than `"\r\n"`) is
/// never part of a date, so such strings are refused before the formatter sees them; the
/// formatter would give nil for them where it does not stop.
package func _dateFormatterAccepts(_ string: String) -> Bool {
  #if canImport(Darwin)
    return true
  #else
    // ASCII text has one scalar per character, but for "\r\n".
    if string.utf8.allSatisfy({ $0 < 0x80 }) { return true }
    for character in string where character.unicodeScalars.count > 1 && character != "\r\n" {
      if character.unicodeScalars.first!.isASCII { return false }
    }
    return true
  #endif
}
