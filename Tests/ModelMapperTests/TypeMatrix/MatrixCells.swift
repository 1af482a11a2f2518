// The cells of one row of the type matrix: a scalar type in every container a model
// property can have, alone and through a transform. The generated models
// (Generated/*.swift) hold these as properties and map each with `<-` (or `try map.value`
// and `>>>`) as users write them; the JSON key of each property is its name here.

import Foundation
import ModelMapper

/// A generated model: its cells as properties, mapped as users map them.
protocol MatrixModel: BaseMappable {
  associatedtype Scalar: MatrixScalar
  /// How the model is declared: "final class", "subclass", "struct", ...
  static var kind: String { get }
  /// Whether the model maps ``MatrixCells/extra`` (the subclass kind).
  static var hasExtra: Bool { get }
  init(cells: MatrixCells<Scalar>)
  var cells: MatrixCells<Scalar> { get }
}

extension MatrixModel {
  static var hasExtra: Bool { false }
}

/// The values of every cell of one model.
struct MatrixCells<S: MatrixScalar>: Equatable {
  var plain = S.defaultValue
  var optional: S?
  var iuo: S?
  var array: [S] = []
  var optionalArray: [S]?
  var arrayOfOptionals: [S?] = []
  var dictionary: [String: S] = [:]
  var optionalDictionary: [String: S]?
  var nested: [[S]] = []
  var optionalNested: [[S]]?
  var dictionaryOfArrays: [String: [S]] = [:]
  var dictionaryOfDictionaries: [String: [String: S]] = [:]
  var set: Set<S> = []
  var optionalSet: Set<S>?
  var t = S.defaultValue
  var tOptional: S?
  var tArray: [S] = []
  var tOptionalArray: [S]?
  var tDictionary: [String: S] = [:]
  var tOptionalDictionary: [String: S]?
  var tNested: [[S]] = []
  var tOptionalNested: [[S]]?
  var tDictionaryOfArrays: [String: [S]] = [:]
  var tOptionalDictionaryOfArrays: [String: [S]]?
  var tSet: Set<S> = []
  var tOptionalSet: Set<S>?
  /// A property only the subclass kind adds.
  var extra = S.defaultValue

  /// Dictionary keys: plain, non-ASCII, emoji, empty, with a dot, with a quote.
  static var keys: [String] {
    ["a", "ключ", "🔑", "", "a.b", "q\"uote", "key with spaces"] + (7..<16).map { "k\($0)" }
  }

  /// Sample `index`: the edge values rotated by `index`; optional cells are nil, empty or
  /// full in turn.
  static func sample(_ index: Int, extra hasExtra: Bool) -> MatrixCells<S> {
    let edges = S.edgeValues
    let values = (0..<edges.count).map { edges[($0 + index) % edges.count] }
    let dictionary = Dictionary(uniqueKeysWithValues: zip(keys, values))
    let nested = [values, [], [values[0]]]
    func pick<Value>(_ full: Value, empty: Value) -> Value? {
      switch index % 3 {
      case 1: return nil
      case 2: return empty
      default: return full
      }
    }
    var cells = MatrixCells()
    cells.plain = values[0]
    cells.optional = index % 3 == 1 ? nil : values[0]
    cells.iuo = index % 3 == 2 ? nil : values[0]
    cells.array = values
    cells.optionalArray = pick(values, empty: [])
    cells.arrayOfOptionals = values.flatMap { [$0, nil] }
    cells.dictionary = dictionary
    cells.optionalDictionary = pick(dictionary, empty: [:])
    cells.nested = nested
    cells.optionalNested = pick(nested, empty: [])
    cells.dictionaryOfArrays = ["list": values, "空": []]
    cells.dictionaryOfDictionaries = ["outer": dictionary, "inner.dot": [:]]
    cells.set = S.canBeHashed ? Set(values) : []
    cells.optionalSet = S.canBeHashed ? pick(Set(values), empty: []) : nil
    cells.t = values[0]
    cells.tOptional = cells.optional
    cells.tArray = values
    cells.tOptionalArray = cells.optionalArray
    cells.tDictionary = dictionary
    cells.tOptionalDictionary = cells.optionalDictionary
    cells.tNested = nested
    cells.tOptionalNested = cells.optionalNested
    cells.tDictionaryOfArrays = cells.dictionaryOfArrays
    cells.tOptionalDictionaryOfArrays = pick(cells.dictionaryOfArrays, empty: [:])
    cells.tSet = cells.set
    cells.tOptionalSet = cells.optionalSet
    if hasExtra { cells.extra = values[values.count - 1] }
    return cells
  }

  /// Each cell: its key, whether it is written through a transform, and how to compare it
  /// and render its expected JSON (nil for a nil optional, which is not written).
  static var fields: [MatrixField<S>] {
    [
      MatrixField("plain", \.plain), MatrixField("optional", \.optional), MatrixField("iuo", \.iuo),
      MatrixField("array", \.array), MatrixField("optionalArray", \.optionalArray),
      MatrixField("arrayOfOptionals", \.arrayOfOptionals), MatrixField("dictionary", \.dictionary),
      MatrixField("optionalDictionary", \.optionalDictionary), MatrixField("nested", \.nested),
      MatrixField("optionalNested", \.optionalNested), MatrixField("dictionaryOfArrays", \.dictionaryOfArrays),
      MatrixField("dictionaryOfDictionaries", \.dictionaryOfDictionaries), MatrixField("set", \.set),
      MatrixField("optionalSet", \.optionalSet), MatrixField("t", \.t), MatrixField("tOptional", \.tOptional),
      MatrixField("tArray", \.tArray), MatrixField("tOptionalArray", \.tOptionalArray),
      MatrixField("tDictionary", \.tDictionary), MatrixField("tOptionalDictionary", \.tOptionalDictionary),
      MatrixField("tNested", \.tNested), MatrixField("tOptionalNested", \.tOptionalNested),
      MatrixField("tDictionaryOfArrays", \.tDictionaryOfArrays),
      MatrixField("tOptionalDictionaryOfArrays", \.tOptionalDictionaryOfArrays), MatrixField("tSet", \.tSet),
      MatrixField("tOptionalSet", \.tOptionalSet), MatrixField("extra", \.extra),
    ]
  }
}

/// One cell: a property of ``MatrixCells``, compared by value and rendered as the JSON it
/// must be written as.
struct MatrixField<S: MatrixScalar> {
  let key: String
  let equal: (MatrixCells<S>, MatrixCells<S>) -> Bool
  /// The expected JSON of the cell; nil when it is not written (a nil optional).
  let json: (MatrixCells<S>) -> JSONValue?
  /// The value as a Swift value inside `Any`, as a hand-built `[String: Any]` holds it.
  let any: (MatrixCells<S>) -> Any

  init<Value: MatrixContainer>(_ key: String, _ path: KeyPath<MatrixCells<S>, Value>) {
    self.key = key
    equal = { $0[keyPath: path] == $1[keyPath: path] }
    json = { $0[keyPath: path].matrixJSON }
    any = { $0[keyPath: path] }
  }
}

/// A cell's value: a scalar or a container of scalars, with the JSON it must be written as.
protocol MatrixContainer: Equatable {
  /// The expected JSON; nil for a nil optional (not written).
  var matrixJSON: JSONValue? { get }
}

extension MatrixContainer where Self: MatrixScalar {
  var matrixJSON: JSONValue? { expectedJSON }
}

extension Optional: MatrixContainer where Wrapped: MatrixContainer {
  /// nil is not written (as a property); inside a collection it is written as `null`.
  var matrixJSON: JSONValue? { self?.matrixJSON }
}

extension Array: MatrixContainer where Element: MatrixContainer {
  var matrixJSON: JSONValue? { .array(map { $0.matrixJSON ?? .null }) }
}

extension Set: MatrixContainer where Element: MatrixContainer {
  /// Compared as a set: the test sorts the elements of both sides.
  var matrixJSON: JSONValue? { .array(map { $0.matrixJSON ?? .null }) }
}

extension Dictionary: MatrixContainer where Key == String, Value: MatrixContainer {
  var matrixJSON: JSONValue? {
    .object(JSONObject(sorted { $0.key < $1.key }.map { ($0.key, $0.value.matrixJSON ?? .null) }))
  }
}

/// A transform as users write their own: it converts through a throwaway map, so it works for
/// every scalar type (models and enums included).
struct MatrixTransform<S: MatrixScalar>: TransformType {
  typealias Object = S
  typealias JSON = Any

  func transformFromJSON(_ value: Any?) -> S? {
    guard let value else { return nil }
    let map = Map(mappingType: .fromJSON, JSON: ["value": value])
    var result: S?
    result <- map["value"]
    return result
  }

  func transformToJSON(_ value: S?) -> Any? {
    let map = Map(mappingType: .toJSON, JSON: [:])
    value >>> map["value"]
    return map.JSON["value"]
  }
}
