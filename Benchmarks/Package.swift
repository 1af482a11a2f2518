// swift-tools-version: 6.0
// The benchmarks: a package of their own beside the library, so that neither an app that
// depends on ModelMapper nor the installed `modelmapper` tool builds or links them.
//
//   swift run -c release --package-path Benchmarks modelmapper-bench --data Tests/Fixtures/bench-data
//
// (or `swift run -c release modelmapper bench ...` from the repository root, which builds
// and runs this package's executable).
import Foundation
import PackageDescription

// The library is the folder above this one; a package used by path is named after its
// folder, whatever the clone is called.
let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent

let package = Package(
  name: "ModelMapperBenchmarks",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .executable(name: "modelmapper-bench", targets: ["modelmapper-bench"])
  ],
  dependencies: [.package(path: "..")],
  targets: [
    // Shared with the library's tests (links to Tests/SampleModels and Tests/SeededRandom):
    // models as apps write them, in a module of their own as users' models are, with their
    // Codable twins and the generated documents they read.
    .target(name: "SeededRandom"),
    .target(name: "SampleModels", dependencies: ["SeededRandom", .product(name: "ModelMapper", package: library)]),
    // The workloads, the runner, the report and the chart.
    .target(
      name: "ModelMapperBenchmarks",
      dependencies: ["SampleModels", "SeededRandom", .product(name: "ModelMapper", package: library)]),
    // The command's logic (arguments, the table, the streaming report), testable.
    .target(name: "BenchmarkCommand", dependencies: ["ModelMapperBenchmarks", "SampleModels"]),
    .executableTarget(name: "modelmapper-bench", dependencies: ["BenchmarkCommand"]),
    .testTarget(name: "BenchmarkTests", dependencies: ["BenchmarkCommand", "ModelMapperBenchmarks", "SampleModels"]),
  ],
  swiftLanguageModes: [.v6]
)
