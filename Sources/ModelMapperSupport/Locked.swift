import Foundation

/// State guarded by a lock: the lock helper of the library (the buffer pool, the
/// caches of key shapes, snake_case keys and date formatters).
///
/// On Linux it holds a `pthread_mutex_t` (in the support target's owning buffer): made with
/// every Codable coder, and swift-corelibs-foundation's `NSLock` costs an object, a mutex and
/// a condition variable to make. Elsewhere it wraps `NSLock` rather than the toolchain's
/// `Synchronization.Mutex`, which needs macOS 15 and iOS 18 while the package supports macOS
/// 13 and iOS 16.
@usableFromInline
package final class _Locked<State>: @unchecked Sendable {
  #if os(Linux)
    @usableFromInline let mutex: _FixedBuffer<pthread_mutex_t>
  #else
    @usableFromInline let lock = NSLock()
  #endif
  /// Guarded by the lock, so Swift's dynamic exclusivity check (a runtime call per access)
  /// is skipped.
  @usableFromInline @exclusivity(unchecked) var state: State

  package init(_ state: State) {
    self.state = state
    #if os(Linux)
      mutex = _FixedBuffer(CollectionOfOne(pthread_mutex_t()))
      pthread_mutex_init(mutex.pointer(at: 0), nil)
    #endif
  }

  #if os(Linux)
    deinit {
      pthread_mutex_destroy(mutex.pointer(at: 0))
    }
  #endif

  /// Runs `body` with the state, holding the lock. Inlinable, so that the caller's closure
  /// is inlined rather than called through a context (the key shape cache takes the lock
  /// once per model written).
  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    #if os(Linux)
      pthread_mutex_lock(mutex.pointer(at: 0))
      defer { pthread_mutex_unlock(mutex.pointer(at: 0)) }
    #else
      lock.lock()
      defer { lock.unlock() }
    #endif
    return try body(&state)
  }
}
