import Foundation

/// Paths to the fixtures kept in the repository (`Tests/Fixtures`, with their licenses).
enum Fixtures {
  /// The project root (the directory holding Package.swift).
  static let projectRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.pathComponents.count > 1 {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
    }
    fatalError("Package.swift not found above \(#filePath)")
  }()

  /// `Tests/Fixtures`: third-party documents, each folder with its license.
  static let root = projectRoot.appendingPathComponent("Tests").appendingPathComponent("Fixtures")

  static func files(in directory: String, suffix: String = ".json") -> [URL] {
    let url = root.appendingPathComponent(directory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().map { url.appendingPathComponent($0) }
  }

  static func benchData(_ name: String) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent("bench-data").appendingPathComponent(name))
  }
}

/// A small deterministic generator (SplitMix64) for seeded random tests.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
