/// A table from types to values, for the key shape caches (of models and of `CodingKey`
/// types): an open-addressing table keyed by the type's identity, with a multiplicative hash.
///
/// A `Dictionary` keyed by `ObjectIdentifier` hashes with the seeded SipHash of `Hasher`,
/// about 90 instructions, paid once per model written (and read with converted keys). This
/// table's probe costs a multiply and a compare. It is not thread-safe: the caches keep it
/// behind their lock. Its lookup is inlinable, so that the caches' modules specialize it
/// for their values.
@usableFromInline
package struct _TypeTable<Value> {
  /// The slots: a type's identity (0 for an empty slot) and its value.
  @usableFromInline var slots: [(key: UInt, value: Value?)]
  /// The number of types held.
  package private(set) var count = 0

  /// An empty table.
  package init() {
    slots = Array(repeating: (0, nil), count: 16)
  }

  /// The value of `type`, or nil when the table does not hold it.
  @inlinable
  package subscript(type: ObjectIdentifier) -> Value? {
    // A slot not holding the type is the empty one that ends its probe, whose value is nil.
    slots[slot(of: UInt(bitPattern: type))].value
  }

  /// Holds `value` for `type`, unless the table holds a value for it already; returns
  /// whether it was inserted.
  @discardableResult
  package mutating func insert(_ value: Value, for type: ObjectIdentifier) -> Bool {
    insert(value, key: UInt(bitPattern: type))
  }

  /// Holds `value` for `type` in place of the value held for it, if any.
  package mutating func replace(_ value: Value, for type: ObjectIdentifier) {
    let key = UInt(bitPattern: type)
    let index = slot(of: key)
    if slots[index].key == key {
      slots[index].value = value
    } else {
      insert(value, key: key)
    }
  }

  /// Holds `value` for the type whose identity is `key` (see ``insert(_:for:)``).
  @discardableResult
  private mutating func insert(_ value: Value, key: UInt) -> Bool {
    if (count &+ 1) &* 2 > slots.count { grow() }
    let index = slot(of: key)
    if slots[index].key == key { return false }
    slots[index] = (key, value)
    count &+= 1
    return true
  }

  /// The slot holding the type whose identity is `key`, or else the empty slot that ends
  /// its probe (where it would go).
  @inlinable @inline(__always)
  func slot(of key: UInt) -> Int {
    let mask = slots.count &- 1
    var index = Self.start(of: key, mask: mask)
    while slots[index].key != key && slots[index].key != 0 {
      index = (index &+ 1) & mask
    }
    return index
  }

  /// Doubles the slots (the table stays at most half full, so probes stay short).
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: (0, nil), count: old.count &* 2)
    count = 0
    for slot in old where slot.key != 0 {
      if let value = slot.value { insert(value, key: slot.key) }
    }
  }

  /// The first slot to probe for `key`: the high bits of a multiplicative hash (a type's
  /// metadata address has zero low bits, which a mask alone would keep).
  @inlinable @inline(__always)
  static func start(of key: UInt, mask: Int) -> Int {
    let mixed = UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed &>> 32) & mask
  }
}
