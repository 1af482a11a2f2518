/// Hooks a mappable type can add around its mapping: rewrite or refuse its input, validate
/// the result, and adjust or veto its output. Every method has a default that does nothing,
/// so a type implements only what it needs.
///
/// A refusal makes the model fail at every level: the top-level call gives nil (or throws),
/// a nested model's property is not set, and a collection drops the element (strict mode
/// reports each).
///
/// Adopt `MappingHooks` in the declaration (or an extension) of the type that adopts
/// ``Mappable``, ``StaticMappable`` or ``ImmutableMappable``. A subclass of a mappable class
/// cannot add hooks of its own; give the base class the hooks and override them.
///
/// ```swift
/// final class Account: Mappable, MappingHooks {
///   var id = 0
///   var email = ""
///   required init?(map: Map) {}
///   func mapping(map: Map) {
///     id <- map["id"]
///     email <- map["email"]
///   }
///   static func willMap(_ json: JSONValue, map: Map) -> JSONValue? {
///     json["deleted"] == true ? nil : json          // refuse deleted accounts
///   }
///   func didMap(map: Map) -> Bool { email.contains("@") }  // validate
///   func willWrite(_ json: JSONObject, map: Map) -> JSONObject? {
///     var json = json
///     json["email"] = nil                              // never write the address
///     return json
///   }
/// }
/// ```
public protocol MappingHooks: BaseMappable {
  /// Runs before the model is created from `json` (its JSON object): return it unchanged,
  /// rewritten, or nil to refuse it.
  ///
  /// - Parameters:
  ///   - json: The JSON about to be mapped onto the model.
  ///   - map: The map, with its context and options.
  static func willMap(_ json: JSONValue, map: Map) -> JSONValue?

  /// Runs after the model is mapped from JSON: return false to reject it.
  ///
  /// - Parameter map: The map the model was read from.
  func didMap(map: Map) -> Bool

  /// Runs before the model is written: return its JSON object unchanged, adjusted, or nil to
  /// write nothing.
  ///
  /// - Parameters:
  ///   - json: The JSON the mapping wrote.
  ///   - map: The map, with its context and options.
  func willWrite(_ json: JSONObject, map: Map) -> JSONObject?
}

extension MappingHooks {
  /// True: the mapper runs the hooks.
  public static var usesMappingHooks: Bool { true }

  /// Maps the JSON as it is.
  ///
  /// - Parameters:
  ///   - json: The JSON about to be mapped onto the model.
  ///   - map: The map, with its context and options.
  public static func willMap(_ json: JSONValue, map: Map) -> JSONValue? { json }

  /// Accepts the model.
  ///
  /// - Parameter map: The map the model was read from.
  public func didMap(map: Map) -> Bool { true }

  /// Writes the JSON as it is.
  ///
  /// - Parameters:
  ///   - json: The JSON the mapping wrote.
  ///   - map: The map, with its context and options.
  public func willWrite(_ json: JSONObject, map: Map) -> JSONObject? { json }
}

extension Map {
  /// Creates a model through its hooks: `willMap` may rewrite or refuse the input (a
  /// rewritten input is mapped from a document of its own), and `didMap` may reject the
  /// result.
  @usableFromInline
  func _instantiateWithHooks<N: BaseMappable>(_ type: N.Type, hooks: any MappingHooks.Type) throws -> N {
    guard let document = _reading.document, _reading.object >= 0 else { return try _plainInstance(N.self) }
    let original = _TapeReader(document)._value(at: _reading.object)
    guard let json = hooks.willMap(original, map: self) else {
      throw _refusal(N.self, "willMap(_:map:) refused the JSON")
    }
    var map = self
    if json != original {
      guard let rewritten = _JSONBridge.document(fromObject: json), _TapeReader(rewritten).tape[0].kind == .object
      else {
        throw _refusal(N.self, "willMap(_:map:) returned JSON that is not an object")
      }
      map = Map(
        reading: rewritten, object: 0, toObject: toObject, context: _context,
        shouldIncludeNilValues: shouldIncludeNilValues, parent: _parent, location: _location, session: _session)
    }
    let object = try map._plainInstance(N.self)
    if let hooked = object as? any MappingHooks, !hooked.didMap(map: map) {
      throw map._refusal(N.self, "didMap(map:) rejected the model")
    }
    return object
  }

  /// Creates and maps a model without hooks.
  func _plainInstance<N: BaseMappable>(_ type: N.Type) throws -> N {
    var object = try N.instanceForMapping(map: self)
    object.mapping(map: self)
    return object
  }

  /// The JSON object a model with hooks writes: its mapping, then `willWrite` (nil: veto).
  @usableFromInline
  func _hookedJSON(_ object: any MappingHooks, _ json: JSONObject) -> JSONValue? {
    object.willWrite(json, map: self).map(JSONValue.object)
  }
}
