import Foundation

/// Paths to the fixtures kept in the repository (`Tests/Fixtures`, with their licenses).
package enum Fixtures {
  /// The project root (the directory holding Package.swift).
  package static let projectRoot: URL = {
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
  package static let root = projectRoot.appendingPathComponent("Tests").appendingPathComponent("Fixtures")

  package static func files(in directory: String, suffix: String = ".json") -> [URL] {
    let url = root.appendingPathComponent(directory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted().map { url.appendingPathComponent($0) }
  }

  package static func benchData(_ name: String) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent("bench-data").appendingPathComponent(name))
  }
}
