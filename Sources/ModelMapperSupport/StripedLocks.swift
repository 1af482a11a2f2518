import Foundation

/// Locks shared by many objects, each object using the one its address picks: for state
/// that is read or set now and then (the Codable coders' settings), so that the object needs
/// no lock of its own.
///
/// A coder made per call (`ModelMapperJSONEncoder().encode(user)`, as apps write it) paid
/// for a lock of its own: an object holding the settings and a mutex, about 800 instructions
/// to make and release on Linux, 3% of encoding the GitHub user. The settings are now a
/// stored property of the coder, read and set under one of these locks. Objects that share a
/// lock wait for each other only while one copies or sets its settings. As the runtime does
/// for its weak references and Objective-C for its atomic properties.
package enum _StripedLocks {
  /// The number of locks (a power of two).
  static let count = 64

  #if os(Linux)
    /// The locks, made once and never freed.
    nonisolated(unsafe) static let locks: UnsafeMutablePointer<pthread_mutex_t> = {
      let locks = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: count)
      for index in 0..<count {
        (locks + index).initialize(to: pthread_mutex_t())
        pthread_mutex_init(locks + index, nil)
      }
      return locks
    }()
  #else
    /// The locks, made once.
    static let locks = (0..<count).map { _ in NSLock() }
  #endif

  /// The index of `object`'s lock: bits of its address above the allocator's alignment.
  @inline(__always)
  static func index(of object: AnyObject) -> Int {
    let address = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(object)))
    return Int(truncatingIfNeeded: (address >> 4) ^ (address >> 10)) & (count - 1)
  }

  /// Runs `body` holding `object`'s lock.
  package static func withLock<Result>(for object: AnyObject, _ body: () throws -> Result) rethrows -> Result {
    let index = index(of: object)
    #if os(Linux)
      pthread_mutex_lock(locks + index)
      defer { pthread_mutex_unlock(locks + index) }
    #else
      locks[index].lock()
      defer { locks[index].unlock() }
    #endif
    return try body()
  }
}
