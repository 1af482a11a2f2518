/// The base of every mappable type: a `mapping(map:)` that describes, in both directions,
/// how the type's properties correspond to JSON keys.
///
/// Do not adopt `BaseMappable` directly: adopt ``Mappable``, ``StaticMappable`` or
/// ``ImmutableMappable``, which add the initializer the mapper uses.
///
/// ```swift
/// struct User: Mappable {
///   var name: String?
///   init?(map: Map) {}
///   mutating func mapping(map: Map) {
///     name <- map["name"]
///   }
/// }
/// ```
public protocol BaseMappable {
  /// Maps each property with `<-` (or `>>>` for constants); runs when reading JSON into the
  /// type and when writing the type out as JSON.
  ///
  /// - Parameter map: The JSON being read, or the object being written; ``Map/mappingType`` says
  ///   which.
  mutating func mapping(map: Map)

  /// Creates the instance that `mapping(map:)` then fills, when reading JSON.
  ///
  /// ModelMapper provides it for the protocols a type adopts: ``Mappable`` types are made
  /// with `init?(map:)`, ``StaticMappable`` types by `objectForMapping(map:)`, and
  /// ``ImmutableMappable`` types with `init(map:)`. Implement it for a type that adopts
  /// `BaseMappable` directly (the default refuses such a type), or to make instances
  /// another way; throw to refuse the JSON.
  ///
  /// ```swift
  /// struct Tag: BaseMappable {
  ///   var name = ""
  ///   static func instanceForMapping(map: Map) throws -> Tag { Tag() }
  ///   mutating func mapping(map: Map) { name <- map["name"] }
  /// }
  /// ```
  ///
  /// - Parameter map: The JSON being read.
  /// - Throws: Whatever refuses the JSON; a ``MapError`` names the place.
  static func instanceForMapping(map: Map) throws -> Self

  /// Whether ModelMapper runs the ``MappingHooks`` of the type around its mapping: true for
  /// a type that adopts `MappingHooks` (the default there), false for others (the default
  /// here). Implement it only to switch a type's hooks off, for example in a subclass that
  /// maps without them; the hooks themselves are `MappingHooks`' requirements.
  ///
  /// A static requirement, so that the mapper knows without asking the runtime whether a
  /// type has hooks (a conformance may be declared in any module, so only a run-time lookup
  /// could tell, for every model read and written).
  static var usesMappingHooks: Bool { get }
}

extension BaseMappable {
  /// False: the type has no ``MappingHooks``.
  public static var usesMappingHooks: Bool { false }

  /// Refuses: a type must adopt ``Mappable``, ``StaticMappable`` or ``ImmutableMappable``, or
  /// implement ``instanceForMapping(map:)``.
  ///
  /// - Parameter map: The JSON being read.
  /// - Throws: A ``MapError`` saying the type cannot be created.
  @inlinable
  public static func instanceForMapping(map: Map) throws -> Self {
    throw map._refusal(
      Self.self,
      "it adopts BaseMappable directly; adopt Mappable, StaticMappable or ImmutableMappable, or implement instanceForMapping(map:)"
    )
  }
}

extension Mappable {
  /// Creates the instance with `init?(map:)`.
  ///
  /// - Parameter map: The JSON being read.
  /// - Throws: A ``MapError`` when `init?(map:)` returns nil.
  @inlinable
  public static func instanceForMapping(map: Map) throws -> Self {
    guard let object = Self(map: map) else { throw map._refusal(Self.self, "init?(map:) returned nil") }
    return object
  }
}

extension StaticMappable {
  /// Asks `objectForMapping(map:)` for the instance.
  ///
  /// - Parameter map: The JSON being read.
  /// - Throws: A ``MapError`` when `objectForMapping(map:)` gives nil or another type.
  @inlinable
  public static func instanceForMapping(map: Map) throws -> Self {
    try _objectForMapping(map: map)
  }

  /// The instance `objectForMapping(map:)` gives, or the refusal when it gives nil or an
  /// instance of another type.
  @inlinable
  static func _objectForMapping(map: Map) throws -> Self {
    guard let object = objectForMapping(map: map) as? Self else {
      throw map._refusal(Self.self, "objectForMapping(map:) returned nil or another type")
    }
    return object
  }
}

// A type that adopts StaticMappable and Mappable (or ImmutableMappable) is created through
// `objectForMapping(map:)`, as ObjectMapper did: these more specific extensions win over the
// Mappable and ImmutableMappable ones.

extension StaticMappable where Self: Mappable {
  /// Asks `objectForMapping(map:)` for the instance.
  ///
  /// - Parameter map: The JSON being read.
  /// - Throws: A ``MapError`` when `objectForMapping(map:)` gives nil or another type.
  @inlinable
  public static func instanceForMapping(map: Map) throws -> Self {
    try _objectForMapping(map: map)
  }
}

extension StaticMappable where Self: ImmutableMappable {
  /// Asks `objectForMapping(map:)` for the instance.
  ///
  /// - Parameter map: The JSON being read.
  /// - Throws: A ``MapError`` when `objectForMapping(map:)` gives nil or another type.
  @inlinable
  public static func instanceForMapping(map: Map) throws -> Self {
    try _objectForMapping(map: map)
  }
}

/// A type created from JSON by a failable initializer, then filled by `mapping(map:)`.
///
/// Return nil from `init?(map:)` to refuse the JSON (for example, when a required key is
/// missing); the mapper then produces no object.
///
/// ```swift
/// final class Repository: Mappable {
///   var id = 0
///   var name = ""
///   required init?(map: Map) {
///     guard map["id"].isKeyPresent else { return nil }
///   }
///   func mapping(map: Map) {
///     id <- map["id"]
///     name <- map["name"]
///   }
/// }
/// ```
public protocol Mappable: BaseMappable {
  /// Creates an instance for the JSON in `map`, or nil to refuse it; `mapping(map:)` runs
  /// afterwards.
  ///
  /// - Parameter map: The JSON being read, or the object being written; ``Map/mappingType`` says
  ///   which.
  init?(map: Map)
}

/// A type that chooses the instance to map: a subclass for a class cluster, or a cached
/// instance.
///
/// ```swift
/// class Vehicle: StaticMappable {
///   var wheels = 0
///   static func objectForMapping(map: Map) -> BaseMappable? {
///     (try? map.value("kind") as String) == "car" ? Car() : Vehicle()
///   }
///   func mapping(map: Map) { wheels <- map["wheels"] }
/// }
/// class Car: Vehicle {}
/// ```
public protocol StaticMappable: BaseMappable {
  /// Returns the instance to map the JSON onto; nil, or an instance of another type, means
  /// the JSON is not mapped.
  ///
  /// - Parameter map: The JSON to be mapped; read it to choose the instance.
  static func objectForMapping(map: Map) -> BaseMappable?
}

/// A type whose properties are constants, read in a throwing initializer with
/// `map.value(_:)`; `mapping(map:)` writes them back with `>>>`.
///
/// ```swift
/// struct Point: ImmutableMappable {
///   let x: Double
///   let y: Double
///   init(map: Map) throws {
///     x = try map.value("x")
///     y = try map.value("y")
///   }
///   func mapping(map: Map) {
///     x >>> map["x"]
///     y >>> map["y"]
///   }
/// }
/// ```
public protocol ImmutableMappable: BaseMappable {
  /// Creates an instance from the JSON in `map`, throwing a ``MapError`` (or any error)
  /// when it cannot.
  ///
  /// - Parameter map: The JSON being read, or the object being written; ``Map/mappingType`` says
  ///   which.
  /// - Throws: What the initializer throws; usually the ``MapError`` of a `try map.value(...)`
  ///   getter.
  init(map: Map) throws
}

extension ImmutableMappable {
  /// Does nothing: immutable types that are only read from JSON need no `mapping(map:)`.
  ///
  /// - Parameter map: The JSON being read, or the object being written; ``Map/mappingType`` says
  ///   which.
  public func mapping(map: Map) {}

  /// Creates the instance with `init(map:)`, passing on its error; the `mapping(map:)` that
  /// follows looks keys up only when it reads them.
  ///
  /// - Parameter map: The JSON being read.
  /// - Throws: What `init(map:)` throws.
  @inlinable
  public static func instanceForMapping(map: Map) throws -> Self {
    let object = try Self(map: map)
    map._reading.defersLookups = true
    return object
  }
}
