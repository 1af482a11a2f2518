import Foundation

// The value layer: how a property of any type is read from the parsed document and written
// as JSON when no more specific `<-` overload took it. The common types (String, Int,
// Double, Bool, and arrays and dictionaries of those) have inlined fast paths in
// `_JSONRead.value` and `Map._write`; everything else comes here, recursively:
//
// - scalars that conform to `_MapValue`: integers of every width (`Int128` and `UInt128`
//   too), `Double`, `Float`, `CGFloat`, `Decimal`, `NSDecimalNumber`, `Bool`, `String`,
//   `Date`, `URL`, `UUID` and `JSONValue`;
// - containers, which conform too and read or write each element through this layer:
//   `Optional`, `Array`, `Set` and `Dictionary` (keys that are strings, or enums and
//   integers written as strings), at any depth;
// - `RawRepresentable` types (enums) through their raw value, and models (`BaseMappable`)
//   through a nested map, found by a dynamic cast;
// - Foundation objects (`NSNumber`, `NSString`, `NSArray`, ...) and `Any`.
//
// A failed element fails the whole collection for scalars (ObjectMapper cast collections as
// a whole), and is dropped for models and enums (ObjectMapper dropped them), reported in
// strict mode with its path.

/// A type that the map reads from and writes to JSON on its own, without a transform.
@usableFromInline
protocol _MapValue {
  /// The value at tape index `node`, or nil when it does not convert.
  static func _mapRead(_ reading: inout _ValueReading, at node: Int) -> Self?

  /// The value's JSON form, or nil when it has none.
  func _mapJSON(_ writing: inout _ValueWriting) -> JSONValue?

  /// Whether a collection drops an element of this type that fails to read (models and
  /// enums), instead of failing as a whole (everything else).
  static var _dropsFailedElements: Bool { get }
}

extension _MapValue {
  @usableFromInline
  static var _dropsFailedElements: Bool { false }
}

/// Where a value read through the value layer is, and what failed first.
@usableFromInline
struct _ValueReading {
  /// The document's tape.
  @usableFromInline let reader: _TapeReader
  /// The map whose selected key is being read: nested models are read through it, and strict
  /// mode reports through it. Nil when a transform reads a value on its own.
  @usableFromInline let map: Map?
  /// The steps from the selected key to the value being read (`[2]`, `.name`).
  @usableFromInline var steps: [_PathStep] = []
  /// The first value that did not convert, for the error of a throwing getter.
  @usableFromInline var failure: MapError?
  /// The tape index of the value that `failure` is about.
  var failureNode = -1
  /// Whether failures are described (for strict mode and the throwing getters); without it,
  /// a failure costs nothing but the nil it returns.
  @usableFromInline var describesFailures = false
  /// Whether a collection drops a model or enum that fails (the operators' rule); without
  /// it, the collection fails (the throwing getters' rule).
  @usableFromInline var dropsElements = true

  @usableFromInline
  init(reader: _TapeReader, map: Map?) {
    self.reader = reader
    self.map = map
  }

  /// Records that the value at `node` did not convert to `type`, unless something deeper
  /// failed first. A failure of the same value as an outer type (`String?` around `String`)
  /// names the outer type.
  mutating func fail(_ node: Int, _ type: Any.Type, _ kind: MapError.Kind = .typeMismatch, reason: String? = nil) {
    if var failure, failureNode == node {
      failure.expected = type
      failure.expectedType = _typeName(type)
      if reason != nil || failure.reason?.hasPrefix("Cannot cast to") == true {
        failure.reason = reason ?? "Cannot cast to '\(_typeName(type))'"
      }
      self.failure = failure
      return
    }
    guard failure == nil, describesFailures else { return }
    failureNode = node
    let document = reader.document
    let isNull = reader.tape[node].kind == .null
    var error = MapError(
      isNull ? .null : kind, key: map?.currentKey, currentValue: nil,
      reason: reason ?? (isNull ? "Found unexpected nil value" : "Cannot cast to '\(_typeName(type))'"))
    error.path = path
    error.expected = type
    error.expectedType = _typeName(type)
    error.setFound(document, node)
    error._currentValue = isNull ? nil : .element(JSONElement(document: document, index: node))
    failure = error
  }

  /// The key path of the value being read, from the top-level JSON.
  var path: String {
    let base = map.map { $0._path(of: $0.currentKey ?? "") } ?? ""
    return base + _PathStep.render(steps)
  }
}

/// What writing through the value layer needs: the map (for nested models) and the steps to
/// the value being written.
@usableFromInline
struct _ValueWriting {
  /// The map writing the selected key; nil when a value is converted on its own.
  @usableFromInline let map: Map?
  /// The steps from the selected key to the value being written.
  @usableFromInline var steps: [_PathStep] = []
  /// The first type met that has no JSON form.
  @usableFromInline var unwritable: Any.Type?
  /// Set when a model's `willWrite` vetoed it: a collection leaves it out.
  @usableFromInline var vetoed = false
  /// How deep in Foundation containers (`NSArray`, `NSDictionary`) the value being written
  /// is: an array that contains itself stops at 512 instead of overflowing the stack.
  var foundationDepth = 0

  @usableFromInline
  init(map: Map?) {
    self.map = map
  }
}

/// The entry points of the value layer.
@usableFromInline
enum _MapValues {
  // MARK: Reading

  /// The value at `node` as `T`, or nil when it does not convert.
  @usableFromInline
  static func read<T>(_ type: T.Type, _ reading: inout _ValueReading, at node: Int) -> T? {
    if let valueType = T.self as? any _MapValue.Type {
      return readValue(valueType, as: T.self, &reading, at: node)
    }
    if let rawType = T.self as? any RawRepresentable.Type {
      return readRaw(rawType, as: T.self, &reading, at: node)
    }
    if let modelType = T.self as? any BaseMappable.Type {
      return readModel(modelType, as: T.self, &reading, at: node)
    }
    // `Any`, `AnyObject` and Foundation types: the value as JSONSerialization gives it
    // (`null` is `NSNull`; an optional type took it above).
    if let value = _JSONBridge.any(reading.reader.document, node) as? T { return value }
    if T.self is AnyClass {
      reading.fail(node, T.self)
    } else {
      reading.fail(node, T.self, .noJSONForm, reason: _MapValues.noJSONForm(T.self))
    }
    return nil
  }

  private static func readValue<Value: _MapValue, T>(
    _ type: Value.Type, as: T.Type, _ reading: inout _ValueReading, at node: Int
  ) -> T? {
    guard let value = Value._mapRead(&reading, at: node) else {
      let refused = T.self is any Numeric.Type && reading.reader.tape[node].kind.isNumber
      if refused {
        reading.fail(node, T.self, .outOfRange, reason: _JSONRead.refusal(of: node, as: T.self, reading.reader))
      } else {
        reading.fail(node, T.self)
      }
      return nil
    }
    return _identity(value, as: T.self)
  }

  private static func readRaw<Raw: RawRepresentable, T>(
    _ type: Raw.Type, as: T.Type, _ reading: inout _ValueReading, at node: Int
  ) -> T? {
    guard let raw = read(Raw.RawValue.self, &reading, at: node) else { return nil }
    guard let value = Raw(rawValue: raw) else {
      reading.fail(node, T.self, .unknownRawValue, reason: "Unknown raw value")
      return nil
    }
    return _identity(value, as: T.self)
  }

  private static func readModel<Model: BaseMappable, T>(
    _ type: Model.Type, as: T.Type, _ reading: inout _ValueReading, at node: Int
  ) -> T? {
    guard reading.reader.tape[node].kind == .object else {
      reading.fail(node, T.self)
      return nil
    }
    let model: Model?
    if let map = reading.map {
      let location = _MapLocation.path(map._locationKey, reading.steps)
      do {
        model = try map._withChildReader(node, location) { try _instantiateOrThrow(Model.self, map: $0) }
      } catch {
        if reading.failure == nil {
          // The model's own error is about a value inside the object: never renamed as the
          // failure of an outer type.
          reading.failure = error as? MapError ?? map._refusal(Model.self, "\(error)")
          reading.failureNode = -2
        }
        if map._isStrict { map._reportNested(error) }
        return nil
      }
    } else {
      model = Mapper<Model>().map(reading.reader.document, node)
    }
    guard let model else {
      reading.fail(node, T.self, .refusedByModel, reason: "The model refused its JSON")
      return nil
    }
    return _identity(model, as: T.self)
  }

  /// Why a type cannot be read or written without a transform.
  static func noJSONForm(_ type: Any.Type) -> String {
    "'\(_typeName(type))' has no JSON form; make it Mappable or RawRepresentable, or use a transform"
  }

  /// Whether a collection of `T` drops elements that fail (models and enums).
  static func dropsFailedElements<T>(_ type: T.Type) -> Bool {
    if let valueType = T.self as? any _MapValue.Type { return valueType._dropsFailedElements }
    return T.self is any RawRepresentable.Type || T.self is any BaseMappable.Type
  }

  /// Reads element `node` of a collection into `append`: false when the collection fails
  /// as a whole. An element that fails is dropped when its type allows (and reported in
  /// strict mode).
  static func readElement<Element>(
    _ type: Element.Type, _ reading: inout _ValueReading, at node: Int, drops: Bool, _ append: (Element) -> Void
  ) -> Bool {
    let (failure, failureNode) = (reading.failure, reading.failureNode)
    if let element = read(Element.self, &reading, at: node) {
      append(element)
      return true
    }
    guard drops && reading.dropsElements else { return false }
    if let map = reading.map, map._isStrict, let problem = reading.failure { map._session?.record(problem) }
    (reading.failure, reading.failureNode) = (failure, failureNode)
    return true
  }

  // MARK: Writing

  /// The JSON form of `value`, or nil when it has none.
  @usableFromInline
  static func json<T>(_ value: T, _ writing: inout _ValueWriting) -> JSONValue? {
    if type(of: value as Any) is AnyClass {
      return objectJSON(value as AnyObject, &writing)
    }
    if let writable = value as? any _MapValue { return writable._mapJSON(&writing) }
    if let raw = value as? any RawRepresentable { return rawJSON(raw, &writing) }
    if let model = value as? any BaseMappable { return modelJSON(model, &writing) }
    if writing.unwritable == nil { writing.unwritable = type(of: value as Any) }
    return nil
  }

  /// The JSON form of a class instance: a model, or a Foundation object as
  /// JSONSerialization takes it (`NSDecimalNumber` among them). No cast to a Swift protocol
  /// here: on Apple platforms it could bridge an `NSNumber` to a Swift number type first.
  private static func objectJSON(_ object: AnyObject, _ writing: inout _ValueWriting) -> JSONValue? {
    if let model = object as? any BaseMappable { return modelJSON(model, &writing) }
    if let json = _JSONBridge.foundationJSON(object, &writing) { return json }
    if writing.unwritable == nil { writing.unwritable = type(of: object) }
    return nil
  }

  private static func rawJSON<Raw: RawRepresentable>(_ value: Raw, _ writing: inout _ValueWriting) -> JSONValue? {
    json(value.rawValue, &writing)
  }

  private static func modelJSON<Model: BaseMappable>(_ model: Model, _ writing: inout _ValueWriting) -> JSONValue? {
    guard let map = writing.map else { return Mapper<Model>().toJSONValue(model) }
    guard let json = map._objectJSON(model, at: .path(map._locationKey, writing.steps)) else {
      writing.vetoed = true
      return nil
    }
    return json
  }

  /// Writes element `value` of a collection into `append`: false when the collection has no
  /// JSON form as a whole. A model vetoed by its `willWrite` is left out.
  static func writeElement<Element>(
    _ value: Element, _ writing: inout _ValueWriting, _ append: (JSONValue) -> Void
  ) -> Bool {
    if let json = json(value, &writing) {
      append(json)
      return true
    }
    if writing.vetoed {
      writing.vetoed = false
      return true
    }
    return false
  }
}

/// `value` as `T`, which is its own type (checked in debug builds): the value layer finds
/// the type by a dynamic cast of `T.self`, so the two are the same type.
@inline(__always)
func _identity<Value, T>(_ value: Value, as type: T.Type) -> T {
  assert(Value.self == T.self)
  return unsafeBitCast(value, to: T.self)
}

extension _PathStep {
  /// The steps as a key path suffix: `[2]`, `.name`, `["a.b"]`.
  static func render(_ steps: [_PathStep]) -> String {
    var text = ""
    for step in steps {
      switch step {
      case .index(let index): text += "[\(index)]"
      case .key(let key): text += Map._memberSuffix(key)
      }
    }
    return text
  }
}
