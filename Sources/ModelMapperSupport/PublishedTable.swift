/// A table of shared objects that readers search without a lock: up to ``capacity`` slots,
/// each set once (an atomic compare-and-swap from empty) and never changed or emptied while
/// the table lives, so a reader holds an entry without retaining it.
///
/// For caches that a transform made inside every `mapping(map:)` call asks: a lock taken
/// and released costs about 50 instructions and two atomic operations; a search of a few
/// slots here is a load and a comparison each. Meant for tables that live as long as the
/// process (a `static let`), whose entries are few (formats, formats in a zone); when every
/// slot is taken, ``insert(_:)`` says so and the caller keeps its entries elsewhere.
///
/// ```swift
/// static let formats = _PublishedTable()
/// if let found = formats.first(where: { ($0 as? Entry)?.key == key }) { ... }
/// ```
package final class _PublishedTable: @unchecked Sendable {
  /// The number of slots.
  package static var capacity: Int { 64 }

  /// The slots: an entry, or nil while untaken. Slots are taken in order, each by one
  /// compare-and-swap, so the entries are the slots before the first empty one (a slot
  /// taken by a thread still between its swap and the next is found by later searches).
  private let slots = _FixedBuffer<AnyObject?>(repeating: nil, count: _PublishedTable.capacity)

  package init() {}

  /// The entry in slot `index` (from 0 to ``capacity`` - 1), not retained (the table keeps
  /// it while it lives), or nil when the slot is not taken yet: the end of the entries.
  @inline(__always)
  private func unretained(at index: Int) -> Unmanaged<AnyObject>? {
    _stdlib_atomicAcquiringLoadARCRef(object: slots.pointer(at: index))
  }

  /// The first entry for which `matches` is true, or nil when none is (so far).
  ///
  /// Each entry is handed to `matches` without being retained (the table keeps it).
  ///
  /// - Parameter matches: Tells whether an entry is the one sought; called with each entry
  ///   in the order they were inserted.
  @inline(__always)
  package func first(where matches: (AnyObject) -> Bool) -> AnyObject? {
    var index = 0
    while index < Self.capacity, let entry = unretained(at: index) {
      if entry._withUnsafeGuaranteedRef(matches) { return entry.takeUnretainedValue() }
      index += 1
    }
    return nil
  }

  /// Inserts `entry` into the first untaken slot, unless an entry for which `isSame` is
  /// true was inserted first (by another thread meanwhile): the entry the table now has
  /// for it, or nil when every slot is taken.
  ///
  /// - Parameters:
  ///   - entry: The entry to share.
  ///   - isSame: Tells whether an entry already in the table stands for the same thing.
  package func insert(_ entry: AnyObject, unlessFound isSame: (AnyObject) -> Bool) -> AnyObject? {
    for index in 0..<slots.count {
      let winner = _stdlib_atomicAcquiringInitializeARCRef(object: slots.pointer(at: index), desired: entry)
        .takeUnretainedValue()
      if winner === entry || isSame(winner) { return winner }
    }
    return nil
  }
}
