// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ModelMapper",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "ModelMapper", targets: ["ModelMapper"]),
    // The JSON engine alone: the strict parser, documents, values, the writer, Codable coders.
    .library(name: "ModelMapperJSON", targets: ["ModelMapperJSON"]),
    .executable(name: "modelmapper", targets: ["modelmapper"]),
  ],
  targets: [
    // The JSON engine: knows nothing of mapping.
    .target(name: "ModelMapperJSON"),
    // The mapping layer, on the engine (which `import ModelMapper` re-exports).
    .target(name: "ModelMapper", dependencies: ["ModelMapperJSON"]),
    // Models the benchmark maps, in a module of their own as users' models are.
    .target(name: "BenchmarkModels", dependencies: ["ModelMapper"]),
    // A seeded random number generator, for generated benchmark documents and test inputs.
    .target(name: "SeededRandom"),
    // The benchmark workloads, runner and report (with the tool's `validate` and `format`,
    // which `bench --streaming` measures).
    .target(
      name: "ModelMapperBenchmarks",
      dependencies: ["ModelMapper", "BenchmarkModels", "SeededRandom", "ModelMapperJSONTool"]),
    // Model code from sample JSON (`modelmapper generate`), testable on its own.
    .target(name: "ModelMapperCodeGen", dependencies: ["ModelMapper"]),
    // The tool's subcommands that need only the engine (`validate`, `format`), with the
    // argument parser and I/O the others share: they do not link the mapping layer.
    .target(name: "ModelMapperJSONTool", dependencies: ["ModelMapperJSON"]),
    // The command-line tool's logic (dispatch, `generate`, `bench`), testable.
    .target(
      name: "ModelMapperCLI",
      dependencies: [
        "ModelMapper", "ModelMapperJSON", "ModelMapperJSONTool", "ModelMapperBenchmarks", "ModelMapperCodeGen",
      ]),
    // The `modelmapper` executable: a thin entry point.
    .executableTarget(name: "modelmapper", dependencies: ["ModelMapperCLI"]),
    // What the test targets share: the fixtures' paths, the seeded generator.
    .target(name: "TestSupport", dependencies: ["SeededRandom"], path: "Tests/TestSupport"),
    // The engine's tests: they import the engine alone.
    .testTarget(name: "ModelMapperJSONTests", dependencies: ["ModelMapperJSON", "TestSupport", "SeededRandom"]),
    .testTarget(
      name: "ModelMapperTests",
      dependencies: [
        "ModelMapper", "ModelMapperJSON", "BenchmarkModels", "ModelMapperBenchmarks", "TestSupport", "SeededRandom",
      ]),
    .testTarget(
      name: "ModelMapperCLITests",
      dependencies: ["ModelMapperCLI", "ModelMapperJSONTool", "ModelMapperBenchmarks", "ModelMapper", "TestSupport"]),
    // Golden files and samples are read from the source tree, not built.
    .testTarget(
      name: "ModelMapperCodeGenTests", dependencies: ["ModelMapperCodeGen", "ModelMapper"],
      exclude: ["Golden", "Samples"]),
    // Tests of what runs on many threads at once, which CI also runs under ThreadSanitizer.
    .testTarget(
      name: "ModelMapperConcurrencyTests",
      dependencies: ["ModelMapper", "ModelMapperJSON", "BenchmarkModels", "ModelMapperBenchmarks", "TestSupport"]),
    // ObjectMapper-style code compiled in Swift 5 language mode.
    .testTarget(
      name: "ModelMapperSwift5Tests",
      dependencies: ["ModelMapper"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
