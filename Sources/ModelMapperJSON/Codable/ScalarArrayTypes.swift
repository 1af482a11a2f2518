/// The array types the Codable coders read and write by their type rather than through the
/// standard library's `Array.init(from:)` and `encode(to:)`: `[String]`, `[Int]` and
/// `[Double]`, as models hold them (tags, ids, indices, coordinates).
///
/// Their identities are looked up once. Compared as `T.self == [String].self` in the
/// encoder's generic code, each array type's metadata was asked of the runtime at every
/// value written (the standard library prespecializes these arrays, so their metadata comes
/// from a lookup, not from a cache of the caller's): the Twitter page's twin, whose `[Int]`
/// indices were written faster, took 0.4% more instructions in all.
struct _ScalarArrayTypes: Sendable {
  let strings = ObjectIdentifier([String].self)
  let integers = ObjectIdentifier([Int].self)
  let doubles = ObjectIdentifier([Double].self)

  /// The identities, looked up once per process.
  static let shared = _ScalarArrayTypes()

  /// Which of them an array type is.
  enum Kind {
    case strings, integers, doubles
  }

  /// Which of them `type` is, or nil for any other type.
  @inline(__always)
  func kind(of type: Any.Type) -> Kind? {
    let type = ObjectIdentifier(type)
    if type == strings { return .strings }
    if type == integers { return .integers }
    if type == doubles { return .doubles }
    return nil
  }
}
