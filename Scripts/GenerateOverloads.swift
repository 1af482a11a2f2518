// Writes the overload families of the mapping layer's public API from one table and one
// documentation template: the `<-` and `>>>` operators for every kind of property (any
// value, integers, enums, models, values through a transform) in every container, and the
// throwing getters `map.value(...)` of immutable models, for one key and for a list of
// fallback keys. Run by Scripts/generate-overloads.sh, which formats the output and, with
// `--check` (CI), fails when the committed files differ from it:
//
//   swift Scripts/GenerateOverloads.swift OUTPUT_DIRECTORY
//
// Each row of the tables below is one property shape of one family: the type it maps, the
// words the documentation uses for it, and the bodies of its reading and writing overloads
// (small: they call the `@usableFromInline` helpers of the hand-written files beside the
// generated ones). The template turns a row into its overloads and their documentation,
// so that every overload of a family is documented alike and a new shape is one row.

import Foundation

// MARK: - The operators

/// The kinds of properties, each written to a file of its own.
enum Family: String, CaseIterable {
  case basic = "BasicOperators"
  case integer = "IntegerOperators"
  case untyped = "UntypedOperators"
  case rawValue = "EnumOperators"
  case model = "ModelOperators"
  case transform = "TransformOperators"

  /// The comment at the top of the family's file.
  var header: String {
    switch self {
    case .basic:
      return """
        // Any value the value layer reads and writes: strings, Booleans, numbers, `Date`, `URL`,
        // `UUID`, `Decimal`, and arrays, sets and dictionaries of them at any depth. Models, enums,
        // integers and values through a transform have overloads of their own.
        """
    case .integer:
      return """
        // Integers of every width (`Int128` and `UInt128` too). A JSON number is taken when its
        // value is a whole number the type holds (`42`, `42.0`, `4.2e1`); any other number (`41.9`,
        // `300` for `UInt8`, `1e400`) is refused and leaves the property as it was, never truncated,
        // wrapped or clamped (strict mode reports it). As in ObjectMapper, `null` or a value of
        // another kind (a string) gives 0 for a non-optional property and nil for an optional one,
        // and `true`/`false` give 1/0. Writing uses the generic `>>>`.
        """
    case .untyped:
      return """
        // `Any` and `AnyObject` properties hold the JSON value as Foundation gives it (`String`,
        // `NSNumber`, `[Any]`, `[String: Any]`). Concrete overloads: the generic one crashes Swift
        // 6.3 for existentials. Only `<-` has them: a concrete `>>>` taking `Any` would win over the
        // generic ones for every value, since any value converts to `Any`.
        """
    case .rawValue:
      return """
        // RawRepresentable types (enums) map through their raw value: an unknown raw value leaves a
        // non-optional property unchanged, sets an optional one to nil, and is dropped from arrays
        // and dictionaries.
        """
    case .model:
      return """
        // Models (types adopting Mappable, StaticMappable or ImmutableMappable) and their
        // collections. Reading creates models through the mapper; elements that do not map are
        // dropped; a value of the wrong kind leaves a non-optional property unchanged and sets an
        // optional one to nil. When mapping onto an existing object, nested models (and the
        // values of dictionaries of models) are updated in place.
        """
    case .transform:
      return """
        // Values mapped through a transform: `date <- (map["date"], DateTransform())`. The transform
        // receives the JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String: Any]`,
        // `NSNull` inside collections, nil for a null or absent value), unless it reads the parsed
        // value itself (`TransformType.readJSON(_:)`). A nil result leaves a non-optional property
        // unchanged, sets an optional one to nil, and drops an element from a collection; when
        // writing, a nil result omits the key (or writes `null` under `shouldIncludeNilValues`) and
        // is dropped from collections.
        """
    }
  }
}

/// One property shape of a family: a row of the operators' table.
struct OperatorRow {
  var family: Family
  /// The generic parameter clause, such as `<T: BaseMappable>` (empty for concrete types).
  var generics: String
  /// The property's type, not optional.
  var type: String
  /// A `where` clause, or nothing.
  var whereClause = ""
  /// What the right side is.
  var right = "Map"
  /// `@inlinable`, or more.
  var attributes = "@inlinable"
  /// The documentation's words: "Maps {a} {noun}{suffix}." and "Writes {a} {writeNoun}{suffix}."
  var noun: String
  var writeNoun: String? = nil
  var suffix = ""
  /// A paragraph after the summary, per overload (`<-`, `<-` optional, `>>>`, `>>>` optional).
  var discussion: [Overload: String] = [:]
  /// An example, per overload.
  var example: [Overload: String] = [:]
  /// The bodies: nil where the family has no such overload.
  var read: String?
  var readOptional: String?
  var write: String?
  var writeOptional: String?
}

/// The four overloads of a row.
enum Overload: CaseIterable {
  case read, readOptional, write, writeOptional
}

/// The body of a `<-`: reads when mapping from JSON (the key present), writes when mapping to
/// JSON with the `>>>` of the same type.
func readBody(_ fromJSON: String, map: String = "right", condition: String? = nil, toJSON: String? = nil) -> String {
  """
  switch \(map).mappingType {
  case .fromJSON where \(condition ?? "\(map).isKeyPresent"):
  \(fromJSON)
  case .toJSON:
    \(toJSON ?? "left >>> right")
  default: ()
  }
  """
}

/// The body of a transform's `<-`: the transform taken apart first.
func transformReadBody(_ fromJSON: String, condition: String = "map.isKeyPresent") -> String {
  "let (map, transform) = right\n" + readBody(fromJSON, map: "map", condition: condition)
}

/// The body of a `>>>` that writes `left` with `statement` when mapping to JSON.
func writeBody(_ statement: String, map: String = "right") -> String {
  "if \(map).mappingType == .toJSON { \(statement) }"
}

/// The body of an optional `>>>`: `statement` for a value, `null` (or nothing) for nil.
func writeOptionalBody(_ statement: String, map: String = "right") -> String {
  """
  guard \(map).mappingType == .toJSON else { return }
  if let left { \(statement) } else { \(map)._writeNil() }
  """
}

let transformPrologue = "let (map, transform) = right\n"

let operatorRows: [OperatorRow] = [
  // Any value.
  OperatorRow(
    family: .basic, generics: "<T>", type: "T", attributes: "@inlinable @inline(__always)",
    noun: "property both ways: reads the selected JSON value into it, or writes it out", writeNoun: "value",
    discussion: [
      .read: """
      When reading, a non-optional property keeps its value if the key is absent, `null`, or
      of another type. Strings, Booleans, numbers, and arrays and dictionaries of those map
      directly; models, enums and integers have their own overloads.
      """,
      .write: "A `let` property, or any expression, is written under the selected key.",
      .readOptional: """
      Reading sets it to nil when the key is `null` or holds another type, and leaves it
      unchanged when the key is absent, or holds a number out of the range of a numeric type
      (`1e400` for a `Double?`).
      """,
      .writeOptional: "Nil is omitted, or written as `null` under `shouldIncludeNilValues`.",
    ],
    example: [
      .read: "func mapping(map: Map) {\n  name <- map[\"name\"]\n  tags <- map[\"tags\"]        // [String]\n}",
      .write: "func mapping(map: Map) {\n  id >>> map[\"id\"]\n}",
      .readOptional: "var email: String?\nfunc mapping(map: Map) { email <- map[\"email\"] }",
    ],
    read: readBody(
      """
        if let value: T = right._read(T.self) {
          left = value
        } else if right._isStrict {
          _ = right._readFailed(T.self, optional: false)
        }
      """, toJSON: "right._write(left)"),
    readOptional: readBody(
      """
        if let value = right._read(T.self) {
          left = value
        } else if right._selectsNull || right._readFailed(T.self, optional: true) {
          left = nil
        }
      """, toJSON: "right._writeOptional(left)"),
    write: writeBody("right._write(left)"),
    writeOptional: writeBody("right._writeOptional(left)")),

  // Integers.
  OperatorRow(
    family: .integer, generics: "<T: FixedWidthInteger>", type: "T",
    noun: "integer property of any width (`Int`, `Int8`, ..., `Int64`, `Int128`, `UInt`, ..., `UInt128`)",
    discussion: [.read: "Negative numbers are out of range for the unsigned types."],
    example: [
      .read:
        "var age: Int8 = 0\nfunc mapping(map: Map) { age <- map[\"age\"] }   // 41 and 41.0 give 41; 300 and 41.9 leave it"
    ],
    read: readBody(
      """
        if let value = right._readInteger(T.self) {
          left = value
        } else if right._readFailed(T.self, optional: false) {
          left = 0
        }
      """),
    readOptional: readBody(
      """
        if let value = right._readInteger(T.self) {
          left = value
        } else if right._selectsNull || right._readFailed(T.self, optional: true) {
          left = nil
        }
      """)),

  // Any and AnyObject.
  OperatorRow(
    family: .untyped, generics: "", type: "Any", attributes: "",
    noun:
      "`Any` property: reading stores the JSON value as Foundation gives it (`String`, `NSNumber`, `[Any]`, `[String: Any]`)",
    discussion: [
      .read: """
      JSON `null` is stored as ObjectMapper stored it: a nil `Any?` inside the `Any`
      (`.some(nil)` for an `Any?` property), which is written back as `null`. Inside arrays
      and dictionaries `null` is `NSNull`.
      """,
      .readOptional: """
      JSON `null` sets it to `.some(nil)`, as ObjectMapper did, so `if let value = payload`
      sees a present key, and it is written back as `null`.
      """,
    ],
    example: [.read: "var payload: Any = \"\"\nfunc mapping(map: Map) { payload <- map[\"payload\"] }"],
    read: readBody(
      "    if let value = right._untypedValue(null: Optional<Any>.none as Any) { left = value }",
      toJSON: "right._writeAny(left)"),
    readOptional: readBody(
      "    left = right._untypedValue(null: Optional<Any>.none as Any)", toJSON: "right._writeAny(left)")),
  OperatorRow(
    family: .untyped, generics: "", type: "AnyObject", attributes: "",
    noun:
      "`AnyObject` property (the JSON value as an `NSString`, `NSNumber`, `NSArray` or `NSDictionary`, and `null` as `NSNull`, written back as `null`)",
    discussion: [
      .readOptional: """
      JSON `null` is `NSNull`, as ObjectMapper stored it (so `if let url = license.url` sees
      the key), and `NSNull` is written back as `null`.
      """
    ],
    read: readBody(
      "    if let value = right._untypedValue(null: NSNull()) { left = value as AnyObject }",
      toJSON: "right._writeAny(left)"),
    readOptional: readBody(
      "    left = right._untypedValue(null: NSNull()).map { $0 as AnyObject }", toJSON: "right._writeAny(left)")),

  // Enums.
  OperatorRow(
    family: .rawValue, generics: "<T: RawRepresentable>", type: "T",
    noun: "`RawRepresentable` property (an enum) through its raw value",
    writeNoun: "`RawRepresentable` value's raw value",
    example: [
      .read:
        "enum Role: String { case admin, member }\nvar role = Role.member\nfunc mapping(map: Map) { role <- map[\"role\"] }"
    ],
    read: readBody(
      """
        if let value = right._readRaw(T.self, at: right._node) {
          left = value
        } else if right._isStrict {
          right._reportMismatch(T.self, optional: false, kind: right._rawFailure(T.self, at: right._node))
        }
      """),
    readOptional: readBody(
      """
        left = right._readRaw(T.self, at: right._node)
        if left == nil && right._isStrict {
          right._reportMismatch(T.self, optional: true, kind: right._rawFailure(T.self, at: right._node))
        }
      """),
    write: writeBody("right._write(left.rawValue)"),
    writeOptional: writeBody("right._writeOptional(left?.rawValue)")),
  OperatorRow(
    family: .rawValue, generics: "<T: RawRepresentable>", type: "[T]", noun: "array of `RawRepresentable` values",
    discussion: [.read: "Unknown raw values are dropped."],
    read: readBody("    if let values = right._readRawArray(T.self) { left = values }"),
    readOptional: readBody("    left = right._readRawArray(T.self)"),
    write: writeBody("right._write(left.map(\\.rawValue))"),
    writeOptional: writeBody("right._writeOptional(left?.map(\\.rawValue))")),
  OperatorRow(
    family: .rawValue, generics: "<T: RawRepresentable>", type: "[String: T]",
    noun: "dictionary of `RawRepresentable` values",
    discussion: [.read: "Unknown raw values are dropped."],
    read: readBody("    if let values = right._readRawDictionary(T.self) { left = values }"),
    readOptional: readBody("    left = right._readRawDictionary(T.self)"),
    write: writeBody("right._write(left.mapValues(\\.rawValue))"),
    writeOptional: writeBody("right._writeOptional(left?.mapValues(\\.rawValue))")),

  // Models.
  OperatorRow(
    family: .model, generics: "<T: BaseMappable>", type: "T", noun: "nested model",
    example: [.read: "var owner = User()\nfunc mapping(map: Map) { owner <- map[\"owner\"] }"],
    read: readBody(
      """
        if let object: T = right._readObject(right._node, existing: left, at: right._selectedLocation) {
          left = object
        }
      """, toJSON: "right._writeObject(left)"),
    readOptional: readBody("    left = right._readObject(right._node, existing: left, at: right._selectedLocation)"),
    write: writeBody("right._writeObject(left)"),
    writeOptional: writeOptionalBody("right._writeObject(left)")),
  OperatorRow(
    family: .model, generics: "<T: BaseMappable>", type: "[String: T]", noun: "dictionary of models",
    read: readBody(
      """
        let existing = right.toObject && !left.isEmpty ? left : nil
        if let objects: [String: T] = right._readObjectDictionary(
          right._node, key: right._locationKey, existing: existing)
        {
          left = objects
        }
      """),
    readOptional: readBody(
      """
        let existing = right.toObject ? left : nil
        left = right._readObjectDictionary(right._node, key: right._locationKey, existing: existing)
      """),
    write: writeBody("right._writeObjectDictionary(left)"),
    writeOptional: writeOptionalBody("right._writeObjectDictionary(left)")),
  OperatorRow(
    family: .model, generics: "<T: BaseMappable>", type: "[String: [T]]", noun: "dictionary of arrays of models",
    read: readBody(
      """
        if let objects: [String: [T]] = right._readObjectDictionaryOfArrays(right._node, key: right._locationKey) {
          left = objects
        }
      """),
    readOptional: readBody("    left = right._readObjectDictionaryOfArrays(right._node, key: right._locationKey)"),
    write: writeBody("right._writeValue(right._objectDictionaryOfArraysJSON(left))"),
    writeOptional: writeOptionalBody("right._writeValue(right._objectDictionaryOfArraysJSON(left))")),
  OperatorRow(
    family: .model, generics: "<T: BaseMappable>", type: "[T]", noun: "array of models",
    example: [.read: "var friends: [User] = []\nfunc mapping(map: Map) { friends <- map[\"friends\"] }"],
    read: readBody(
      "    if let objects: [T] = right._readObjectArray(right._node, key: right._locationKey) { left = objects }"),
    readOptional: readBody("    left = right._readObjectArray(right._node, key: right._locationKey)"),
    write: writeBody("right._writeObjectArray(left)"),
    writeOptional: writeOptionalBody("right._writeObjectArray(left)")),
  OperatorRow(
    family: .model, generics: "<T: BaseMappable>", type: "[[T]]", noun: "array of arrays of models",
    read: readBody(
      """
        if let objects: [[T]] = right._readObjectArrayOfArrays(right._node, key: right._locationKey) {
          left = objects
        }
      """),
    readOptional: readBody("    left = right._readObjectArrayOfArrays(right._node, key: right._locationKey)"),
    write: writeBody("right._writeValue(right._objectArrayOfArraysJSON(left))"),
    writeOptional: writeOptionalBody("right._writeValue(right._objectArrayOfArraysJSON(left))")),
  OperatorRow(
    family: .model, generics: "<T: BaseMappable & Hashable>", type: "Set<T>", noun: "set of models",
    discussion: [
      .write: "The models are sorted by their JSON text: a set's own order changes from run to run.",
      .writeOptional: "The models are sorted by their JSON text.",
    ],
    read: readBody(
      "    if let objects: [T] = right._readObjectArray(right._node, key: right._locationKey) { left = Set(objects) }"),
    readOptional: readBody(
      """
        let objects: [T]? = right._readObjectArray(right._node, key: right._locationKey)
        left = objects.map { Set($0) }
      """),
    write: writeBody("right._writeSet(left)"),
    writeOptional: writeOptionalBody("right._writeSet(left)")),

  // Values through a transform.
  OperatorRow(
    family: .transform, generics: "<Transform: TransformType>", type: "Transform.Object", right: "(Map, Transform)",
    noun: "property", writeNoun: "value", suffix: " through a transform",
    example: [.read: "var created = Date()\nfunc mapping(map: Map) { created <- (map[\"created\"], DateTransform()) }"],
    read: transformReadBody(
      """
        if let value = map._transformed(transform, at: map._node, nullAsNil: true) {
          left = value
        } else if map._isStrict {
          map._reportMismatch(Transform.Object.self, optional: false, kind: .transformFailed)
        }
      """, condition: "map.isKeyPresent || Transform.readsAbsentKeys"),
    readOptional: transformReadBody(
      """
        left = map._transformed(transform, at: map._node, nullAsNil: true)
        if left == nil && map._isStrict {
          map._reportMismatch(Transform.Object.self, optional: true, kind: .transformFailed)
        }
      """, condition: "map.isKeyPresent || Transform.readsAbsentKeys"),
    write: transformPrologue + writeBody("map._writeTransformed(transform, left)", map: "map"),
    writeOptional: transformPrologue + """
      guard map.mappingType == .toJSON else { return }
      if let left { map._writeTransformed(transform, left) } else { map._writeOptional(transform.transformToJSON(nil)) }
      """),
  OperatorRow(
    family: .transform, generics: "<Transform: TransformType>", type: "[Transform.Object]", right: "(Map, Transform)",
    noun: "array", suffix: " through a transform applied to each element",
    example: [
      .read: "var visits: [Date] = []\nfunc mapping(map: Map) { visits <- (map[\"visits\"], DateTransform()) }"
    ],
    read: transformReadBody("    if let values = map._transformArray(map._node, transform) { left = values }"),
    readOptional: transformReadBody("    left = map._transformArray(map._node, transform)"),
    write: transformPrologue + writeBody("map._writeTransformedArray(left, transform)", map: "map"),
    writeOptional: transformPrologue + writeOptionalBody("map._writeTransformedArray(left, transform)", map: "map")),
  OperatorRow(
    family: .transform, generics: "<Transform: TransformType>", type: "[String: Transform.Object]",
    right: "(Map, Transform)", noun: "dictionary", suffix: " through a transform applied to each value",
    read: transformReadBody("    if let values = map._transformDictionary(map._node, transform) { left = values }"),
    readOptional: transformReadBody("    left = map._transformDictionary(map._node, transform)"),
    write: transformPrologue + writeBody("map._write(left.compactMapValues(transform.transformToJSON))", map: "map"),
    writeOptional: transformPrologue
      + writeBody("map._writeOptional(left?.compactMapValues(transform.transformToJSON))", map: "map")),
  OperatorRow(
    family: .transform, generics: "<Transform: TransformType>", type: "[String: [Transform.Object]]",
    right: "(Map, Transform)", noun: "dictionary of arrays", suffix: " through a transform applied to each element",
    read: transformReadBody(
      "    if let values = map._transformDictionaryOfArrays(map._node, transform, existing: left) { left = values }"),
    readOptional: transformReadBody(
      "    left = map._transformDictionaryOfArrays(map._node, transform, existing: left ?? [:])"),
    write: transformPrologue
      + writeBody("map._write(left.mapValues { $0.compactMap(transform.transformToJSON) })", map: "map"),
    writeOptional: transformPrologue
      + writeBody("map._writeOptional(left?.mapValues { $0.compactMap(transform.transformToJSON) })", map: "map")),
  OperatorRow(
    family: .transform, generics: "<Transform: TransformType>", type: "[[Transform.Object]]", right: "(Map, Transform)",
    noun: "array of arrays", suffix: " through a transform applied to each element",
    read: transformReadBody("    if let values = map._transformArrayOfArrays(map._node, transform) { left = values }"),
    readOptional: transformReadBody("    left = map._transformArrayOfArrays(map._node, transform)"),
    write: transformPrologue
      + writeBody("map._write(left.map { $0.compactMap(transform.transformToJSON) })", map: "map"),
    writeOptional: transformPrologue
      + writeBody("map._writeOptional(left?.map { $0.compactMap(transform.transformToJSON) })", map: "map")),
  OperatorRow(
    family: .transform, generics: "<Transform: TransformType>", type: "Set<Transform.Object>",
    whereClause: "where Transform.Object: Hashable", right: "(Map, Transform)", noun: "set",
    suffix: " through a transform applied to each element",
    read: transformReadBody(
      """
        guard let values = map._transformArray(map._node, transform) else { return }
        guard values.isEmpty || _MapValues.canHash(Transform.Object.self) else {
          return map._reportUnhashable(Transform.Object.self)
        }
        left = Set(values)
      """),
    readOptional: transformReadBody(
      """
        let values = map._transformArray(map._node, transform)
        guard values?.isEmpty != false || _MapValues.canHash(Transform.Object.self) else {
          return map._reportUnhashable(Transform.Object.self)
        }
        left = values.map { Set($0) }
      """),
    write: transformPrologue + writeBody("map._writeSet(left.compactMap(transform.transformToJSON))", map: "map"),
    writeOptional: transformPrologue
      + writeOptionalBody("map._writeSet(left.compactMap(transform.transformToJSON))", map: "map")),
]

/// "a" or "an" before `word`.
func article(_ word: String) -> String {
  let first = word.drop { $0 == "`" }.first.map { String($0).lowercased() } ?? ""
  return ["a", "e", "i", "o", "u"].contains(first) ? "an" : "a"
}

/// `text` as lines of at most `width` characters (words are not split), the first starting
/// with `first` and the others with `rest`.
func wrapped(_ text: String, first: String = "", rest: String = "", width: Int = 92) -> [String] {
  var lines: [String] = []
  var line = first
  for word in text.split(whereSeparator: \.isWhitespace) {
    let isStart = line == first || line == rest
    if !isStart && line.count + 1 + word.count > width {
      lines.append(line)
      line = rest + word
    } else {
      line += (isStart ? "" : " ") + word
    }
  }
  lines.append(line)
  return lines
}

/// A documentation comment from its parts, each line prefixed with `///`: paragraphs
/// wrapped, the example as it is.
func documentation(
  summary: String, discussion: String?, example: String?, parameters: [(String, String)],
  throws throwsText: String? = nil
) -> String {
  var lines = wrapped(summary)
  if let discussion { lines += [""] + wrapped(discussion) }
  if let example { lines += ["", "```swift"] + example.split(separator: "\n").map(String.init) + ["```"] }
  lines += ["", "- Parameters:"]
  for (name, text) in parameters { lines += wrapped(text, first: "  - \(name): ", rest: "    ") }
  if let throwsText { lines += wrapped(throwsText, first: "- Throws: ", rest: "  ") }
  return lines.map { $0.isEmpty ? "///" : "/// \($0)" }.joined(separator: "\n")
}

/// The overloads of `row` as Swift source.
func operators(of row: OperatorRow) -> String {
  var output = ""
  let rightDescription =
    row.right == "Map"
    ? "The map at a key: `map[\"key\"]`."
    : "The map at a key and the transform between its JSON value and the property: `(map[\"key\"], SomeTransform())`."
  for overload in Overload.allCases {
    let body: String?
    switch overload {
    case .read: body = row.read
    case .readOptional: body = row.readOptional
    case .write: body = row.write
    case .writeOptional: body = row.writeOptional
    }
    guard let body else { continue }
    let reads = overload == .read || overload == .readOptional
    let optional = overload == .readOptional || overload == .writeOptional
    let noun = reads ? row.noun : (row.writeNoun ?? row.noun)
    let summary =
      (reads ? "Maps " : "Writes ") + (optional ? "an optional " : "\(article(noun)) ") + noun + row.suffix + "."
    let left =
      reads
      ? "The property: set when mapping from JSON, written when mapping to JSON."
      : "The value to write: a `let` property of an immutable model."
    output += documentation(
      summary: summary, discussion: row.discussion[overload], example: row.example[overload],
      parameters: [("left", left), ("right", rightDescription)])
    output += "\n"
    if !row.attributes.isEmpty { output += row.attributes + "\n" }
    let type = row.type + (optional ? "?" : "")
    let name = reads ? "<-" : ">>>"
    let leftType = reads ? "inout \(type)" : type
    let whereClause = row.whereClause.isEmpty ? "" : " \(row.whereClause)"
    output += "public func \(name) \(row.generics)(left: \(leftType), right: \(row.right))\(whereClause) {\n"
    output += body.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }.joined(separator: "\n")
    output += "\n}\n\n"
  }
  return output
}

// MARK: - The getters

/// One throwing getter: `map.value(key...)` returning `returns`.
struct GetterRow {
  /// The generic parameter clause.
  var generics: String
  /// The result type.
  var returns: String
  /// A `where` clause, or nothing.
  var whereClause = ""
  /// Parameters between the key and `file:` (`using transform: Transform`, `default: T`).
  var extra: [(label: String, name: String, type: String)] = []
  /// What the getter gives: "The value of {key} {what}".
  var what: String
  /// An example of its use, if any, for one key and for a list of keys.
  var example: String? = nil
  var fallbackExample: String? = nil
  /// The body for one key (the key selected by `_select` first).
  var body: String
  /// Whether a version for a list of fallback keys is generated (the set of ModelMapper 0.1).
  var hasFallbackKeys = true
  /// What the `Throws:` section says.
  var throwsText =
    "``MapError`` when the key is absent, the value is `null` for a non-optional type, or it does not convert; the error names the key path, the expected type and what was found."
}

let defaultThrows =
  "Never: a value that does not map gives `default`; `throws` is kept for ObjectMapper's signature."
let usingTransform = (label: "using", name: "transform", type: "Transform")

let getterRows: [GetterRow] = [
  // Basic values.
  GetterRow(
    generics: "<T>", returns: "T",
    what:
      "as `T`; throws when it is absent, null, or of another type. For an optional `T`, an absent or null key gives nil",
    example:
      "init(map: Map) throws {\n  id = try map.value(\"id\")\n  nickname = try map.value(\"nickname\")   // String?\n}",
    fallbackExample: "id = try map.value([\"id\", \"ID\"])",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if let value = _readForGetter(T.self) { return value }
      // An optional `T` is nil when the key is absent.
      if let optionalType = T.self as? _MapOptional.Type, _isNullOrAbsent { return optionalType._none as! T }
      throw _valueError(T.self, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "Transform.Object", extra: [usingTransform],
    what: "through a transform; throws when the transform gives nil",
    example: "created = try map.value(\"created\", using: DateTransform())",
    fallbackExample: "created = try map.value([\"created_at\", \"created\"], using: DateTransform())",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      guard let value = transform.transformFromJSON(currentValue) else {
        throw _error(
          .transformFailed, Map._cannotTransform(transform), expected: Transform.Object.self, file: file,
          function: function, line: line)
      }
      return value
      """),
  // Enums.
  GetterRow(
    generics: "<T: RawRepresentable>", returns: "T",
    what: "as an enum, through its raw value; throws for an absent key or an unknown raw value",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      return try _rawValue(T.self, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<T: RawRepresentable>", returns: "T?",
    what: "as an optional enum: nil when absent or null; throws for an unknown raw value",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      return try _rawValue(T.self, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<T: RawRepresentable>", returns: "[T]",
    what: "as an array of enums; throws when it is not an array or holds an unknown raw value",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      return try _rawArray(T.self, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<T: RawRepresentable>", returns: "[T]?", what: "as an optional array of enums: nil when absent or null",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      return try _rawArray(T.self, file: file, function: function, line: line)
      """),
  // Models.
  GetterRow(
    generics: "<T: BaseMappable>", returns: "T",
    what:
      "as a model; throws when it is absent, not an object, or the model does not map (with the nested error's full key path)",
    example: "owner = try map.value(\"owner\")", fallbackExample: "owner = try map.value([\"owner\", \"user\"])",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent {
        throw _error(.null, "Found unexpected nil value", expected: T.self, file: file, function: function, line: line)
      }
      return try _model(T.self, at: _node, _MapLocation.key(_locationKey), file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<T: BaseMappable>", returns: "T?", what: "as an optional model: nil when absent or null",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      return try _model(T.self, at: _node, _MapLocation.key(_locationKey), file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<T: BaseMappable>", returns: "[T]",
    what: "as an array of models; throws when it is not an array or an element does not map",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      return try _modelArray(T.self, at: _node, key: _locationKey, outer: nil, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<T: BaseMappable>", returns: "[T]?", what: "as an optional array of models: nil when absent or null",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      return try _modelArray(T.self, at: _node, key: _locationKey, outer: nil, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<T: BaseMappable>", returns: "[String: T]", what: "as a dictionary of models",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      return try _modelDictionary(T.self, key: _locationKey, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<T: BaseMappable>", returns: "[String: T]?",
    what: "as an optional dictionary of models: nil when absent or null",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      return try _modelDictionary(T.self, key: _locationKey, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<T: BaseMappable>", returns: "[[T]]", what: "as an array of arrays of models",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      return try _modelArrayOfArrays(T.self, key: _locationKey, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<T: BaseMappable>", returns: "[[T]]?",
    what: "as an optional array of arrays of models: nil when absent or null",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      return try _modelArrayOfArrays(T.self, key: _locationKey, file: file, function: function, line: line)
      """),
  // Collections through a transform.
  GetterRow(
    generics: "<Transform: TransformType>", returns: "[Transform.Object]", extra: [usingTransform],
    what:
      "as an array through a transform applied to each element; throws when it is not an array or an element does not transform",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      return try _transformedArray(_node, transform, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "[String: Transform.Object]", extra: [usingTransform],
    what:
      "as a dictionary through a transform applied to each value; throws when it is not an object or a value does not transform",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      return try _transformedDictionary(_node, transform, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "[[Transform.Object]]", extra: [usingTransform],
    what: "as an array of arrays through a transform applied to each element",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      return try _transformedRows(transform, file: file, function: function, line: line)
      """),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "Transform.Object?", extra: [usingTransform],
    what: "through a transform: nil when absent or null; throws when a value is there and does not transform",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      guard let value = _transformed(transform, at: _node, nullAsNil: true) else {
        throw _error(
          .transformFailed, Map._cannotTransform(transform), expected: Transform.Object.self, file: file,
          function: function, line: line)
      }
      return value
      """, hasFallbackKeys: false),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "[Transform.Object]?", extra: [usingTransform],
    what: "as an optional array through a transform applied to each element: nil when absent or null",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      return try _transformedArray(_node, transform, file: file, function: function, line: line)
      """, hasFallbackKeys: false),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "[String: Transform.Object]?", extra: [usingTransform],
    what: "as an optional dictionary through a transform applied to each value: nil when absent or null",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      return try _transformedDictionary(_node, transform, file: file, function: function, line: line)
      """, hasFallbackKeys: false),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "[[Transform.Object]]?", extra: [usingTransform],
    what: "as an optional array of arrays through a transform applied to each element: nil when absent or null",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      return try _transformedRows(transform, file: file, function: function, line: line)
      """, hasFallbackKeys: false),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "[String: [Transform.Object]]", extra: [usingTransform],
    what: "as a dictionary of arrays through a transform applied to each element",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      return try _transformedDictionaryOfArrays(transform, file: file, function: function, line: line)
      """, hasFallbackKeys: false),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "[String: [Transform.Object]]?", extra: [usingTransform],
    what: "as an optional dictionary of arrays through a transform applied to each element: nil when absent or null",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      return try _transformedDictionaryOfArrays(transform, file: file, function: function, line: line)
      """, hasFallbackKeys: false),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "Set<Transform.Object>",
    whereClause: "where Transform.Object: Hashable", extra: [usingTransform],
    what: "as a set through a transform applied to each element",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      let values = try _transformedArray(_node, transform, file: file, function: function, line: line)
      if !values.isEmpty { try _checkHashable(Transform.Object.self, file: file, function: function, line: line) }
      return Set(values)
      """, hasFallbackKeys: false),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "Set<Transform.Object>?",
    whereClause: "where Transform.Object: Hashable", extra: [usingTransform],
    what: "as an optional set through a transform applied to each element: nil when absent or null",
    body: """
      _select(key, nested: nested, delimiter: delimiter)
      if _isNullOrAbsent { return nil }
      let values = try _transformedArray(_node, transform, file: file, function: function, line: line)
      if !values.isEmpty { try _checkHashable(Transform.Object.self, file: file, function: function, line: line) }
      return Set(values)
      """, hasFallbackKeys: false),
  // Defaults.
  GetterRow(
    generics: "<T>", returns: "T", extra: [("default", "defaultValue", "T")],
    what: "as `T`, or `default` when it is absent or does not map",
    example: "retries = try map.value(\"retries\", default: 3)",
    body: """
      (try? value(key, nested: nested, delimiter: delimiter, file: file, function: function, line: line) as T)
        ?? defaultValue
      """, throwsText: defaultThrows),
  GetterRow(
    generics: "<Transform: TransformType>", returns: "Transform.Object",
    extra: [("default", "defaultValue", "Transform.Object"), usingTransform],
    what: "through a transform, or `default` when it is absent or does not transform",
    body: """
      (try? value(key, nested: nested, delimiter: delimiter, using: transform, file: file, function: function, line: line))
        ?? defaultValue
      """, throwsText: defaultThrows),
  GetterRow(
    generics: "<T: BaseMappable>", returns: "T", extra: [("default", "defaultValue", "T")],
    what: "as a model, or `default` when it is absent or does not map",
    body: """
      (try? value(key, nested: nested, delimiter: delimiter, file: file, function: function, line: line) as T)
        ?? defaultValue
      """, throwsText: defaultThrows),
  GetterRow(
    generics: "<T: BaseMappable>", returns: "[T]", extra: [("default", "defaultValue", "[T]")],
    what: "as an array of models, or `default` when it is absent or does not map",
    body: """
      (try? value(key, nested: nested, delimiter: delimiter, file: file, function: function, line: line) as [T])
        ?? defaultValue
      """, throwsText: defaultThrows),
]

/// What each extra parameter's documentation says.
func parameterDocumentation(_ label: String) -> String {
  switch label {
  case "using": return "Converts the JSON value to the property's type."
  default: return "What to return when the key is absent or `null`, or its value does not convert."
  }
}

/// The getter of `row` for one key (`fallback` false) or a list of keys.
func getter(_ row: GetterRow, fallback: Bool) -> String {
  let subject = fallback ? "The value of the first of `keys` that holds one" : "The value of `key`"
  let keyParameter =
    fallback
    ? [
      (
        "keys",
        "Keys or key paths to try in order; the first that holds a value other than `null` is read, and the first is written."
      ),
      (
        "nested",
        "Whether each of `keys` is a key path split at `delimiter`; nil (the default) makes one that contains `delimiter` a key path."
      ),
    ]
    : [
      ("key", "The key, or a key path such as `\"user.name\"` or `\"friends.0.name\"`."),
      (
        "nested",
        "Whether `key` is a key path split at `delimiter`; nil (the default) makes it one when it contains `delimiter`."
      ),
    ]
  var parameters = keyParameter + [("delimiter", "What separates the components of a key path (default `\".\"`).")]
  parameters += row.extra.map { ($0.name, parameterDocumentation($0.label)) }
  let example = fallback ? row.fallbackExample : row.example
  let text = documentation(
    summary: "\(subject) \(row.what).", discussion: nil, example: example, parameters: parameters,
    throws: row.throwsText)
  // The documentation of `file`, `function` and `line` is given once, in Map's documentation.
  var output = text + "\n@inlinable\npublic func value\(row.generics)(\n"
  let extras = row.extra.map { "\($0.label) \($0.name): \($0.type), " }.joined()
  output += "  _ \(fallback ? "keys: [String]" : "key: String"), nested: Bool? = nil, delimiter: String = \".\", "
  output += extras + "file: StaticString = #file, function: StaticString = #function, line: UInt = #line\n"
  output += ") throws -> \(row.returns)\(row.whereClause.isEmpty ? "" : " \(row.whereClause)") {\n"
  if fallback {
    let forwarded = row.extra.map { "\($0.label): \($0.name), " }.joined()
    output += "  try value(\n"
    output += "    _firstPresentKey(keys, nested: nested, delimiter: delimiter), nested: nested, delimiter: delimiter, "
    output += forwarded + "file: file, function: function, line: line)\n"
  } else {
    output += row.body.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n") + "\n"
  }
  return output + "}\n"
}

// MARK: - Writing the files

let generatedHeader = """
  // Generated by Scripts/GenerateOverloads.swift (bash Scripts/generate-overloads.sh) from its
  // table and documentation template: edit those, not this file. CI fails when it is out of date.

  """

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: GenerateOverloads.swift OUTPUT_DIRECTORY\n".utf8))
  exit(2)
}
let output = URL(fileURLWithPath: arguments[1])
try FileManager.default.createDirectory(
  at: output.appendingPathComponent("Operators"), withIntermediateDirectories: true)
try FileManager.default.createDirectory(at: output.appendingPathComponent("Getters"), withIntermediateDirectories: true)

func write(_ text: String, to path: String) throws {
  try Data(text.utf8).write(to: output.appendingPathComponent(path))
}

for family in Family.allCases {
  var text = generatedHeader + "\n" + family.header + "\n\n"
  if family == .untyped { text = generatedHeader + "\nimport Foundation\n\n" + family.header + "\n\n" }
  for row in operatorRows where row.family == family {
    text += operators(of: row)
  }
  try write(
    text.trimmingCharacters(in: .whitespacesAndNewlines) + "\n", to: "Operators/\(family.rawValue).generated.swift")
}

var single =
  generatedHeader + """

    // The throwing getters of immutable models: `let id: Int = try map.value("id")`. Each error
    // is a MapError with the key, the full key path from the top-level JSON, the expected type,
    // what was found, and the file and line of the call. Optional results (`T?`, `[T]?`, ...)
    // are nil when the key is absent or null, and throw only when a value is there but does
    // not map.

    extension Map {

    """
single += getterRows.map { getter($0, fallback: false) }.joined(separator: "\n") + "}\n"
try write(single, to: "Getters/Map+Getters.generated.swift")

var fallbacks =
  generatedHeader + """

    // The throwing getters for a list of fallback keys: `try map.value(["id", "ID"])`. The first
    // key whose value is present and not null is read (see `Map.subscript(_:nested:delimiter:ignoreNil:)`
    // for the rule), through the getter for that one key; its errors name it (the first key when
    // none is present).

    extension Map {

    """
fallbacks += getterRows.filter(\.hasFallbackKeys).map { getter($0, fallback: true) }.joined(separator: "\n") + "}\n"
try write(fallbacks, to: "Getters/Map+FallbackKeyGetters.generated.swift")
