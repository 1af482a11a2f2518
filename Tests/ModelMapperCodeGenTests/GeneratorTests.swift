import Foundation
import ModelMapper
import ModelMapperCodeGen
import Testing

@Suite("The generator's entry point, with hostile input")
struct GeneratorTests {
  static func generate(_ samples: [String], style: GeneratorOptions.Style = .class) throws -> GeneratedCode {
    var options = GeneratorOptions(rootName: "Root")
    options.style = style
    return try CodeGenerator(options: options).generate(from: samples.map { try JSONValue(parsing: $0) })
  }

  @Test("a top-level array of objects names its element type and says how to map it")
  func topLevelArray() throws {
    let code = try Self.generate([#"[{"id": 1}, {"id": 2, "name": "b"}]"#])
    #expect(code.topLevelIsArray)
    #expect(code.types.map(\.name) == ["Root"])
    #expect(code.source.contains("Mapper<Root>().mapArray(JSONString: json)"))
    #expect(code.source.contains("var name: String?"))
  }

  @Test(
    "input with no object to map is refused with a message that says what was found",
    arguments: [
      (#"[1, "two", true]"#, "the top-level array must hold objects only; it holds a number"),
      (#""text""#, "the top level must be an object or an array of objects, not a string"),
      ("[]", "the samples hold no object"), ("42", "not a number"),
    ])
  func refused(json: String, message: String) throws {
    let error = try #require(throws: GeneratorError.self) { try Self.generate([json]) }
    #expect(error.message.contains(message), "\(error.message)")
  }

  @Test("a bad root name, or no sample, is an error")
  func badOptions() throws {
    for name in ["class", "2Fast", "My Type", "", "Map", "String"] {
      #expect(throws: GeneratorError.self, "\(name)") {
        try CodeGenerator(options: GeneratorOptions(rootName: name)).generate(from: [["a": 1]])
      }
    }
    #expect(throws: GeneratorError.self) {
      try CodeGenerator(options: GeneratorOptions(rootName: "R")).generate(from: [])
    }
  }

  @Test("10,000 distinct keys give 10,000 properties with distinct names")
  func manyKeys() throws {
    let object = JSONObject((0..<10_000).map { ("key_\($0)", JSONValue.number(JSONNumber($0))) } + [("key-1", "clash")])
    let code = try CodeGenerator(options: GeneratorOptions(rootName: "Wide")).generate(from: [.object(object)])
    let declarations = code.source.split(separator: "\n").filter { $0.hasPrefix("  var ") }
    #expect(declarations.count == 10_001)
    #expect(Set(declarations.map { $0.split(separator: " ")[1] }).count == 10_001)
  }

  @Test("200-deep nesting gives 200 nested types, each named once")
  func deepNesting() throws {
    var json = #"{"leaf": 1}"#
    for _ in 0..<200 { json = #"{"level": \#(json)}"# }
    let code = try Self.generate([json], style: .immutable)
    #expect(code.types.count == 201)
    #expect(Set(code.types.map(\.name)).count == 201)
  }

  @Test("one file per type, or one file, each with the imports")
  func files() throws {
    let code = try Self.generate([#"{"user": {"id": 1}, "tags": ["a"]}"#])
    let perType = code.files(oneFile: false)
    #expect(perType.map(\.name) == ["Root.swift", "User.swift"])
    #expect(perType.allSatisfy { $0.contents.contains("import ModelMapper") })
    #expect(code.files(oneFile: true).map(\.name) == ["Root.swift"])
    #expect(code.files(oneFile: true)[0].contents == code.source)
  }

  @Test("several samples are merged: a key in one only is optional")
  func severalSamples() throws {
    let code = try Self.generate([#"{"a": 1}"#, #"{"a": 2, "b": "x"}"#])
    #expect(code.source.contains("var a = 0"))
    #expect(code.source.contains("var b: String?"))
  }
}
