import Foundation

/// State guarded by a lock: the lock helper of the library (the buffer pool, the
/// caches of key shapes, snake_case keys and date formatters).
///
/// It wraps `NSLock` rather than the toolchain's `Synchronization.Mutex`, which needs macOS
/// 15 and iOS 18 while the package supports macOS 13 and iOS 16.
@usableFromInline
package final class _Locked<State>: @unchecked Sendable {
  @usableFromInline let lock = NSLock()
  /// Guarded by `lock`, so Swift's dynamic exclusivity check (a runtime call per access)
  /// is skipped.
  @usableFromInline @exclusivity(unchecked) var state: State

  package init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with the state, holding the lock. Inlinable, so that the caller's closure
  /// is inlined rather than called through a context (the key shape cache takes the lock
  /// once per model written).
  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
