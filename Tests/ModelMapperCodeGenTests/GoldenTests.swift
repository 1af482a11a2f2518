import Foundation
import ModelMapper
import ModelMapperCodeGen
import Testing

/// Where the generator's test files are.
enum CodeGenFixtures {
  static let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let projectRoot = testDirectory.deletingLastPathComponent().deletingLastPathComponent()
  static let golden = testDirectory.appendingPathComponent("Golden")

  /// A sample: `Examples/...`, `Samples/...` (beside the tests) or `bench-data/...` (in
  /// Tests/Fixtures).
  static func sample(_ name: String) throws -> JSONValue {
    let url: URL
    if name.hasPrefix("Examples/") {
      url = projectRoot.appendingPathComponent(name)
    } else if name.hasPrefix("bench-data/") {
      url = projectRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(name)
    } else {
      url = testDirectory.appendingPathComponent(name)
    }
    return try JSONValue(parsing: String(contentsOf: url, encoding: .utf8))
  }
}

/// One golden case: a sample and the options it is generated with.
struct GoldenCase: CustomTestStringConvertible, Sendable {
  var sample: String
  var golden: String
  var rootName: String
  var style: GeneratorOptions.Style
  var isPublic = false
  var flatten: [String] = []

  var testDescription: String { golden }
}

@Suite("Generated code matches the golden files")
struct GoldenTests {
  static let cases: [GoldenCase] = [
    GoldenCase(sample: "Examples/user.json", golden: "user-class", rootName: "User", style: .class),
    GoldenCase(sample: "Examples/user.json", golden: "user-struct", rootName: "User", style: .struct),
    GoldenCase(sample: "Examples/user.json", golden: "user-immutable", rootName: "User", style: .immutable),
    GoldenCase(
      sample: "Examples/user.json", golden: "user-public-flatten", rootName: "User", style: .class, isPublic: true,
      flatten: ["location.city"]),
    GoldenCase(sample: "Samples/edge-keys.json", golden: "edge-keys-class", rootName: "Root", style: .class),
    GoldenCase(
      sample: "Samples/edge-values.json", golden: "edge-values-immutable", rootName: "Root", style: .immutable),
    GoldenCase(sample: "Samples/exact-numbers.json", golden: "exact-numbers-struct", rootName: "Root", style: .struct),
    GoldenCase(sample: "bench-data/weibo-status.json", golden: "weibo-class", rootName: "WeiboStatus", style: .class),
    GoldenCase(sample: "bench-data/twitter.json", golden: "twitter-struct", rootName: "TwitterSearch", style: .struct),
  ]

  /// Set to re-record: `MODELMAPPER_RECORD_GOLDEN=1 swift test --filter GoldenTests`.
  static let recording = ProcessInfo.processInfo.environment["MODELMAPPER_RECORD_GOLDEN"] == "1"

  @Test("each sample's generated source is the recorded one", arguments: cases)
  func golden(_ golden: GoldenCase) throws {
    var options = GeneratorOptions(rootName: golden.rootName)
    options.style = golden.style
    options.isPublic = golden.isPublic
    options.flattenedPaths = golden.flatten
    let source = try CodeGenerator(options: options).generate(from: [CodeGenFixtures.sample(golden.sample)]).source
    let file = CodeGenFixtures.golden.appendingPathComponent(golden.golden + ".golden")
    if Self.recording {
      try source.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(source == expected, "re-record with MODELMAPPER_RECORD_GOLDEN=1 if the change is intended")
  }

  @Test("the README shows what the first command prints today")
  func readme() throws {
    let readme = try String(
      contentsOf: CodeGenFixtures.projectRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let code = try CodeGenerator(options: GeneratorOptions(rootName: "User")).generate(from: [
      CodeGenFixtures.sample("Examples/user.json")
    ])
    #expect(readme.contains("swift run modelmapper generate Examples/user.json --name User"))
    #expect(readme.contains("```swift\n" + code.source.trimmingCharacters(in: .newlines) + "\n```"))
  }
}
