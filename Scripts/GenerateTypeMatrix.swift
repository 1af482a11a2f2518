// Writes the models of the type matrix (Tests/ModelMapperTests/TypeMatrix/Generated): for
// every scalar type and every kind of model, a model holding the scalar in every container
// (the cells of MatrixCells.swift), mapped with `<-`, `try map.value` and `>>>` as a user's
// concrete model maps them, so that each cell goes through the overload a user's code picks.
// Run by Scripts/generate-type-matrix.sh, which formats the files and checks them in CI:
//
//   swift Scripts/GenerateTypeMatrix.swift OUTPUT_DIR

import Foundation

/// A scalar type of the matrix.
struct Scalar {
  /// The Swift type.
  let type: String
  /// Whether the type needs the 2024 Apple platforms (Int128, UInt128).
  var isNew = false
}

let scalars: [Scalar] =
  [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ].map { Scalar(type: $0) } + [Scalar(type: "Int128", isNew: true), Scalar(type: "UInt128", isNew: true)]
  + [
    "Double", "Float", "CGFloat", "Decimal", "NSDecimalNumber", "JSONNumber", "Bool", "String", "Date", "URL", "UUID",
    "Hue", "Rank", "Octet", "LeafClass", "LeafStruct", "LeafImmutable", "LeafStatic",
  ].map { Scalar(type: $0) }

/// A cell: its key (also the property's name) and its type, with `_S_` standing for the scalar.
struct Cell {
  let key: String
  let shape: String
  var defaultValue: String? {
    if shape == "_S_" { return "_S_.defaultValue" }
    if shape.hasSuffix("?") || shape.hasSuffix("!") { return nil }
    if shape.hasPrefix("[String:") { return "[:]" }
    return "[]"
  }
}

let cells: [Cell] = [
  ("plain", "_S_"), ("optional", "_S_?"), ("iuo", "_S_!"), ("array", "[_S_]"), ("optionalArray", "[_S_]?"),
  ("arrayOfOptionals", "[_S_?]"), ("dictionary", "[String: _S_]"), ("optionalDictionary", "[String: _S_]?"),
  ("nested", "[[_S_]]"), ("optionalNested", "[[_S_]]?"), ("dictionaryOfArrays", "[String: [_S_]]"),
  ("dictionaryOfDictionaries", "[String: [String: _S_]]"), ("set", "Set<_S_>"), ("optionalSet", "Set<_S_>?"),
  ("t", "_S_"), ("tOptional", "_S_?"), ("tArray", "[_S_]"), ("tOptionalArray", "[_S_]?"),
  ("tDictionary", "[String: _S_]"),
  ("tOptionalDictionary", "[String: _S_]?"), ("tNested", "[[_S_]]"), ("tOptionalNested", "[[_S_]]?"),
  ("tDictionaryOfArrays", "[String: [_S_]]"), ("tOptionalDictionaryOfArrays", "[String: [_S_]]?"), ("tSet", "Set<_S_>"),
  ("tOptionalSet", "Set<_S_>?"),
].map { Cell(key: $0.0, shape: $0.1) }

/// Whether a cell is mapped through the matrix's transform: `t`, `tOptional`, `tArray`...
func transformed(_ cell: Cell) -> Bool {
  cell.key == "t" || (cell.key.hasPrefix("t") && cell.key.dropFirst().first?.isUppercase == true)
}

enum Kind: CaseIterable {
  case finalClass, subclass, structure, immutableStruct, immutableClass, staticMappable

  var name: String {
    switch self {
    case .finalClass: return "FinalClass"
    case .subclass: return "Subclass"
    case .structure: return "Struct"
    case .immutableStruct: return "ImmutableStruct"
    case .immutableClass: return "ImmutableClass"
    case .staticMappable: return "StaticMappable"
    }
  }

  var description: String {
    switch self {
    case .finalClass: return "final class"
    case .subclass: return "subclass"
    case .structure: return "struct"
    case .immutableStruct: return "immutable struct"
    case .immutableClass: return "immutable class"
    case .staticMappable: return "StaticMappable class"
    }
  }

  var isImmutable: Bool { self == .immutableStruct || self == .immutableClass }
}

/// The Swift source of the models of one scalar type.
func models(of scalar: Scalar) -> String {
  let s = scalar.type
  let availability =
    scalar.isNew ? "@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)\n" : ""
  func type(_ cell: Cell) -> String { cell.shape.replacingOccurrences(of: "_S_", with: s) }
  func mappingLine(_ cell: Cell, _ op: String) -> String {
    transformed(cell)
      ? "    \(cell.key) \(op) (map[\"\(cell.key)\"], MatrixTransform<\(s)>())"
      : "    \(cell.key) \(op) map[\"\(cell.key)\"]"
  }
  func variables(_ keyword: String) -> String {
    cells.map { cell in
      if keyword == "let" { return "  let \(cell.key): \(type(cell))" }
      let initial = cell.defaultValue.map { " = \($0.replacingOccurrences(of: "_S_", with: s))" } ?? ""
      return "  var \(cell.key): \(type(cell))\(initial)"
    }.joined(separator: "\n")
  }
  let assignments = cells.map { "    \($0.key) = cells.\($0.key)" }.joined(separator: "\n")
  let cellsGetter = """
      var cells: MatrixCells<\(s)> {
        var cells = MatrixCells<\(s)>()
    \(cells.map { "    cells.\($0.key) = \($0.key)" }.joined(separator: "\n"))
        return cells
      }
    """
  let readingMapping = cells.map { mappingLine($0, "<-") }.joined(separator: "\n")
  let writingMapping = cells.map { mappingLine($0, ">>>") }.joined(separator: "\n")
  let throwingInit = cells.map { cell in
    transformed(cell)
      ? "    \(cell.key) = try map.value(\"\(cell.key)\", using: MatrixTransform<\(s)>())"
      : "    \(cell.key) = try map.value(\"\(cell.key)\")"
  }.joined(separator: "\n")

  var out = "// Generated by Scripts/generate-type-matrix.sh: do not edit.\n\nimport Foundation\nimport ModelMapper\n"
  for kind in Kind.allCases {
    let name = "\(s)In\(kind.name)"
    out += "\n"
    switch kind {
    case .finalClass, .staticMappable:
      let conformance = kind == .finalClass ? "Mappable" : "StaticMappable"
      out += """
        \(availability)final class \(name): \(conformance), MatrixModel {
          static var kind: String { "\(kind.description)" }
        \(variables("var"))

          init() {}

          init(cells: MatrixCells<\(s)>) {
        \(assignments)
          }


        """
      out +=
        kind == .finalClass
        ? "  required init?(map: Map) {}\n"
        : "  static func objectForMapping(map: Map) -> BaseMappable? { \(name)() }\n"
      out += """

        \(cellsGetter)

          func mapping(map: Map) {
        \(readingMapping)
          }
        }

        """
    case .subclass:
      out += """
        \(availability)class \(s)InBaseClass: Mappable {
        \(variables("var"))

          init() {}

          required init?(map: Map) {}

          func mapping(map: Map) {
        \(readingMapping)
          }
        }

        \(availability)final class \(name): \(s)InBaseClass, MatrixModel {
          static var kind: String { "\(kind.description)" }
          static var hasExtra: Bool { true }
          var extra = \(s).defaultValue

          init(cells: MatrixCells<\(s)>) {
            super.init()
        \(assignments)
            extra = cells.extra
          }

          required init?(map: Map) {
            super.init(map: map)
          }

        \(cellsGetter.replacingOccurrences(of: "    return cells", with: "    cells.extra = extra\n    return cells"))

          override func mapping(map: Map) {
            super.mapping(map: map)
            extra <- map["extra"]
          }
        }

        """
    case .structure:
      out += """
        \(availability)struct \(name): Mappable, MatrixModel {
          static var kind: String { "\(kind.description)" }
        \(variables("var"))

          init(cells: MatrixCells<\(s)>) {
        \(assignments)
          }

          init?(map: Map) {}

        \(cellsGetter)

          mutating func mapping(map: Map) {
        \(readingMapping)
          }
        }

        """
    case .immutableStruct, .immutableClass:
      let declaration = kind == .immutableStruct ? "struct" : "final class"
      let required = kind == .immutableStruct ? "" : "required "
      out += """
        \(availability)\(declaration) \(name): ImmutableMappable, MatrixModel {
          static var kind: String { "\(kind.description)" }
        \(variables("let"))

          init(cells: MatrixCells<\(s)>) {
        \(assignments)
          }

          \(required)init(map: Map) throws {
        \(throwingInit)
          }

        \(cellsGetter)

          func mapping(map: Map) {
        \(writingMapping)
          }
        }

        """
    }
  }
  return out
}

/// The list of every model type, for the test.
func catalog() -> String {
  func names(_ scalars: [Scalar]) -> String {
    scalars.flatMap { scalar in Kind.allCases.map { "    \(scalar.type)In\($0.name).self," } }.joined(separator: "\n")
  }
  return """
    // Generated by Scripts/generate-type-matrix.sh: do not edit.

    /// Every model of the type matrix (\(scalars.count) scalar types, \(Kind.allCases.count) kinds of model).
    func typeMatrixModels() -> [any MatrixModel.Type] {
      var models: [any MatrixModel.Type] = [
    \(names(scalars.filter { !$0.isNew }))
      ]
      if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
        models += [
    \(names(scalars.filter(\.isNew)))
        ]
      }
      return models
    }

    """
}

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: swift Scripts/GenerateTypeMatrix.swift OUTPUT_DIR\n".utf8))
  exit(2)
}
let directory = URL(fileURLWithPath: CommandLine.arguments[1])
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
for scalar in scalars {
  try models(of: scalar).write(
    to: directory.appendingPathComponent("\(scalar.type)Models.swift"), atomically: true, encoding: .utf8)
}
try catalog().write(to: directory.appendingPathComponent("TypeMatrixCatalog.swift"), atomically: true, encoding: .utf8)
