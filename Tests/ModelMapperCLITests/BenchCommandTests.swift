import Foundation
import Testing

@testable import ModelMapperCLI

@Suite("modelmapper bench: finds the benchmarks' package")
struct BenchCommandTests {
  @Test("in a checkout, from its root or any folder below it; elsewhere, none")
  func findsTheBenchmarksPackage() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let expected = root.appendingPathComponent("Benchmarks").standardizedFileURL.path
    for start in [root, root.appendingPathComponent("Sources/ModelMapper/Map"), root.appendingPathComponent(".build")] {
      #expect(BenchCommand.benchmarksPackage(above: [start])?.path == expected, "\(start.path)")
    }
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    #expect(BenchCommand.benchmarksPackage(above: [elsewhere]) == nil)
    // A folder named Benchmarks without a manifest is not the package.
    try FileManager.default.createDirectory(
      at: elsewhere.appendingPathComponent("Benchmarks"), withIntermediateDirectories: true)
    #expect(BenchCommand.benchmarksPackage(above: [elsewhere]) == nil)
  }
}
