// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ModelMapper",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "ModelMapper", targets: ["ModelMapper"]),
    .executable(name: "modelmapper", targets: ["modelmapper"]),
  ],
  targets: [
    // The library: JSON engine and mapping.
    .target(name: "ModelMapper"),
    // Models the benchmark maps, in a module of their own as users' models are.
    .target(name: "BenchmarkModels", dependencies: ["ModelMapper"]),
    // The benchmark workloads, runner and report.
    .target(name: "ModelMapperBenchmarks", dependencies: ["ModelMapper", "BenchmarkModels"]),
    // Model code from sample JSON (`modelmapper generate`), testable on its own.
    .target(name: "ModelMapperCodeGen", dependencies: ["ModelMapper"]),
    // The command-line tool's logic (argument parsing, subcommands), testable.
    .target(name: "ModelMapperCLI", dependencies: ["ModelMapper", "ModelMapperBenchmarks", "ModelMapperCodeGen"]),
    // The `modelmapper` executable: a thin entry point.
    .executableTarget(name: "modelmapper", dependencies: ["ModelMapperCLI"]),
    .testTarget(name: "ModelMapperTests", dependencies: ["ModelMapper", "BenchmarkModels", "ModelMapperBenchmarks"]),
    .testTarget(
      name: "ModelMapperCLITests", dependencies: ["ModelMapperCLI", "ModelMapperBenchmarks", "ModelMapper"]),
    // Golden files and samples are read from the source tree, not built.
    .testTarget(
      name: "ModelMapperCodeGenTests", dependencies: ["ModelMapperCodeGen", "ModelMapper"],
      exclude: ["Golden", "Samples"]),
    // ObjectMapper-style code compiled in Swift 5 language mode.
    .testTarget(
      name: "ModelMapperSwift5Tests",
      dependencies: ["ModelMapper"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
