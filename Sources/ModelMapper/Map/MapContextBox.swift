/// A ``MapContext`` held by reference.
///
/// Mappers and maps keep their context in one, so that handing it to every map of a
/// mapping copies a reference (and without a context, the usual case, a null one). Kept as
/// a `MapContext?` existential, each copy and destruction went through the runtime's value
/// witnesses, even for nil: about 100 instructions a copy, and a mapping made several per
/// model (the mapper's initializer, the root map, their deinitializers).
///
/// A context is a value: the box never changes, and setting a context makes a new box.
final class _MapContextBox {
  /// The context.
  let value: MapContext

  /// Boxes `value`.
  init(_ value: MapContext) {
    self.value = value
  }

  /// A box of `context`, or nil for none. Takes the context (an initializer's argument is
  /// its own) rather than copying it.
  @inline(__always)
  static func boxing(_ context: __owned MapContext?) -> _MapContextBox? {
    switch context {
    case .none: return nil
    case .some(let value): return _MapContextBox(value)
    }
  }
}
