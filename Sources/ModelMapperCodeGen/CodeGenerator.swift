import Foundation
import ModelMapper

/// Generates ModelMapper model types from sample JSON documents: the logic behind
/// `modelmapper generate`.
///
/// Every sample is read, and every element of every array: a key missing or `null` in some
/// makes an optional property; numbers become `Int`, `UInt64`, `Double`, `Decimal` or
/// `JSONNumber`, the narrowest that holds them all exactly; strings that are all dates of
/// one form become `Date` (written back in that form), all URLs `URL`; objects become types
/// named after their keys (singular for array elements), and objects keyed by ids or numbers
/// dictionaries.
///
/// ```swift
/// let sample = try JSONValue(parsing: #"{"id": 1, "name": "Ada", "friends": [{"id": 2}]}"#)
/// let code = try CodeGenerator(options: GeneratorOptions(rootName: "User")).generate(from: [sample])
/// print(code.source)   // final class User: Mappable { ... }  final class Friend: Mappable { ... }
/// ```
package struct CodeGenerator: Sendable {
  /// What to generate.
  package var options: GeneratorOptions

  /// Creates a generator.
  package init(options: GeneratorOptions) {
    self.options = options
  }

  /// The types for `samples`: each a top-level object, or an array of objects (whose
  /// elements are then the samples, and the root type is the element type).
  ///
  /// - Throws: ``GeneratorError`` when a sample is neither, when there is no sample, or
  ///   for an invalid option.
  package func generate(from samples: [JSONValue]) throws(GeneratorError) -> GeneratedCode {
    guard Self.isTypeName(options.rootName) else {
      let name = options.rootName
      if Naming.keywords.contains(name) {
        throw GeneratorError(.badOption, "--name '\(name)' is a Swift keyword; choose another type name")
      }
      if Naming.reservedTypes.contains(name) {
        throw GeneratorError(
          .badOption,
          "--name '\(name)' would hide the standard type '\(name)' in the generated code; choose another name")
      }
      throw GeneratorError(.badOption, "--name must be a Swift type name (letters, digits and _), not '\(name)'")
    }
    guard !samples.isEmpty else { throw GeneratorError(.badSamples, "no sample to generate from") }
    let root = SampleNode()
    var topLevelIsArray = false
    for (index, sample) in samples.enumerated() {
      switch sample {
      case .object:
        root.add(sample)
      case .array(let elements):
        topLevelIsArray = true
        for element in elements {
          guard case .object = element else {
            throw GeneratorError(
              .badSamples,
              "sample \(index + 1): the top-level array must hold objects only; it holds \(Self.kind(of: element))")
          }
          root.add(element)
        }
      default:
        throw GeneratorError(
          .badSamples,
          "sample \(index + 1): the top level must be an object or an array of objects, not \(Self.kind(of: sample))")
      }
    }
    guard root.objects > 0 else {
      throw GeneratorError(.badSamples, "the samples hold no object to generate a type from")
    }
    var planner = TypePlanner(options: options)
    let types = try planner.plan(root: root)
    let writer = SwiftWriter(options: options)
    let throwing = options.style == .immutable ? "try " : ""
    let rootDocumentation =
      topLevelIsArray
      ? "An element of the top-level array: `\(throwing)Mapper<\(options.rootName)>().mapArray(JSONString: json)`."
      : "The top-level object: `\(throwing)\(options.rootName)(JSONString: json)`."
    let sources = types.enumerated().map { index, type in
      GeneratedCode.TypeSource(
        name: type.name,
        source: writer.declaration(
          of: type, documentation: index == 0 ? rootDocumentation : type.origin))
    }
    return GeneratedCode(types: sources, topLevelIsArray: topLevelIsArray)
  }

  /// Whether `name` can name a type.
  static func isTypeName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !Naming.keywords.contains(name),
      !Naming.reservedTypes.contains(name)
    else { return false }
    let identifier = CharacterSet.letters.union(.decimalDigits).union(CharacterSet(charactersIn: "_"))
    return !CharacterSet.decimalDigits.contains(first) && name.unicodeScalars.allSatisfy(identifier.contains)
  }

  static func kind(of value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool: return "a Boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// The source the generator wrote.
package struct GeneratedCode: Sendable {
  /// One generated type.
  package struct TypeSource: Sendable, Hashable {
    /// The type's name.
    package var name: String
    /// Its declaration.
    package var source: String
  }

  /// The types, the root first.
  package var types: [TypeSource]
  /// Whether the samples' top level was an array of objects.
  package var topLevelIsArray: Bool

  /// The lines every file starts with.
  package static let header = """
    // Generated by `modelmapper generate` from sample JSON. Edit as you like.

    import Foundation
    import ModelMapper

    """

  /// Every type in one source file.
  package var source: String {
    Self.header + "\n" + types.map(\.source).joined(separator: "\n")
  }

  /// The files to write: one per type (`Root.swift`, `User.swift`...), or one file named
  /// after the root type.
  ///
  /// ```swift
  /// for file in code.files(oneFile: false) { try file.contents.write(to: dir.appendingPathComponent(file.name), ...) }
  /// ```
  package func files(oneFile: Bool) -> [(name: String, contents: String)] {
    if oneFile { return [("\(types.first?.name ?? "Models").swift", source)] }
    return types.map { ("\($0.name).swift", Self.header + "\n" + $0.source) }
  }
}
