// swift-tools-version: 6.0
// A throwaway package that Scripts/DocExamples.swift copies into a temporary folder, with one
// executable target per Swift block of README.md and Docs/ (Sources/Example1, ...). It
// depends on the ModelMapper checkout named by MODELMAPPER_CHECKOUT, as a user's package
// depends on a clone by path; examples compile in Swift 6 mode with warnings as errors.
import Foundation
import PackageDescription

let checkout = Context.environment["MODELMAPPER_CHECKOUT"] ?? "../.."
let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sources")
let examples = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()

let package = Package(
  name: "DocExamples",
  dependencies: [.package(path: checkout)],
  targets: examples.map { name in
    .executableTarget(
      name: name,
      dependencies: [.product(name: "ModelMapper", package: URL(fileURLWithPath: checkout).lastPathComponent)],
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    )
  },
  swiftLanguageModes: [.v6]
)
