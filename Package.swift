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
    // What the engine and the mapping layer share that is neither: locks, file reading, the
    // one owning raw buffer type, UTF-8 and byte helpers, key case conversion. Internal: not
    // a product, its declarations `package`.
    .target(name: "ModelMapperSupport"),
    // The JSON engine: knows nothing of mapping.
    .target(name: "ModelMapperJSON", dependencies: ["ModelMapperSupport"]),
    // The mapping layer, on the engine (which `import ModelMapper` re-exports).
    .target(name: "ModelMapper", dependencies: ["ModelMapperJSON", "ModelMapperSupport"]),
    // Model code from sample JSON (`modelmapper generate`), testable on its own.
    .target(name: "ModelMapperCodeGen", dependencies: ["ModelMapper"]),
    // The tool's subcommands that need only the engine (`validate`, `format`), with the
    // argument parser and I/O the others share: they do not link the mapping layer.
    .target(name: "ModelMapperJSONTool", dependencies: ["ModelMapperJSON", "ModelMapperSupport"]),
    // The command-line tool's logic (dispatch, `generate`, and `bench`, which builds and runs
    // the benchmarks' own package in Benchmarks/), testable.
    .target(
      name: "ModelMapperCLI",
      dependencies: ["ModelMapper", "ModelMapperJSON", "ModelMapperJSONTool", "ModelMapperCodeGen"]),
    // The `modelmapper` executable: a thin entry point.
    .executableTarget(name: "modelmapper", dependencies: ["ModelMapperCLI"]),
    // What the test targets share: the fixtures' paths, a loopback HTTP server.
    .target(name: "TestSupport", dependencies: ["SeededRandom"], path: "Tests/TestSupport"),
    // A seeded random number generator, for generated documents and test inputs.
    .target(name: "SeededRandom", path: "Tests/SeededRandom"),
    // Models as apps write them (a GitHub user, Twitter and Weibo statuses, an orders page, a
    // ledger, events), their Codable twins and generated documents for them, in a module of
    // their own as users' models are. The benchmarks (Benchmarks/, a package of their own)
    // map the same models.
    .target(name: "SampleModels", dependencies: ["ModelMapper", "SeededRandom"], path: "Tests/SampleModels"),
    // The support target's tests: the owning buffer, UTF-8 and byte helpers, key case.
    .testTarget(name: "ModelMapperSupportTests", dependencies: ["ModelMapperSupport"]),
    // The engine's tests: they import the engine alone.
    .testTarget(name: "ModelMapperJSONTests", dependencies: ["ModelMapperJSON", "TestSupport", "SeededRandom"]),
    .testTarget(
      name: "ModelMapperTests",
      dependencies: [
        "ModelMapper", "ModelMapperJSON", "ModelMapperSupport", "SampleModels", "TestSupport", "SeededRandom",
      ]),
    .testTarget(
      name: "ModelMapperCLITests",
      dependencies: ["ModelMapperCLI", "ModelMapperJSONTool", "ModelMapper", "SampleModels", "TestSupport"]),
    // Golden files and samples are read from the source tree, not built.
    .testTarget(
      name: "ModelMapperCodeGenTests", dependencies: ["ModelMapperCodeGen", "ModelMapper"],
      exclude: ["Golden", "Samples"]),
    // Tests of what runs on many threads at once, which CI also runs under ThreadSanitizer.
    .testTarget(
      name: "ModelMapperConcurrencyTests",
      dependencies: ["ModelMapper", "ModelMapperJSON", "SampleModels", "TestSupport"]),
    // ObjectMapper-style code compiled in Swift 5 language mode.
    .testTarget(
      name: "ModelMapperSwift5Tests",
      dependencies: ["ModelMapper"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
