import Foundation
import ModelMapper
import SampleModels

/// A JSON document the benchmark reads: a name and its bytes.
package struct BenchmarkDocument: Sendable {
  /// The file name, such as `twitter.json`.
  package var name: String
  /// The JSON text.
  package var data: Data

  /// Creates a document.
  package init(name: String, data: Data) {
    self.name = name
    self.data = data
  }

  /// The files `--data DIR` reads, in report order.
  package static let fileNames = [
    "twitter.json", "citm_catalog.json", "canada.json", "github-user.json", "weibo-status.json",
  ]

  /// The built-in documents: generated, deterministic, shaped like github-user.json,
  /// twitter.json and weibo-status.json, pretty-printed as those files are.
  package static func generated() -> [BenchmarkDocument] {
    func document(_ name: String, _ value: JSONValue) -> BenchmarkDocument {
      BenchmarkDocument(name: name, data: SampleDocuments.prettyData(value))
    }
    return [
      document("twitter.json", SampleDocuments.twitterSearch()),
      document("github-user.json", SampleDocuments.githubUser()),
      document("weibo-status.json", SampleDocuments.weiboStatus()),
    ]
  }

  /// The name of the generated orders API page, which every run measures (no real file of
  /// its kind is kept).
  package static let ordersName = "orders.json (generated)"

  /// The generated page of an orders API (see `SampleDocuments.orderPage`).
  package static func orders() -> BenchmarkDocument {
    BenchmarkDocument(name: ordersName, data: SampleDocuments.prettyData(SampleDocuments.orderPage()))
  }

  /// The name of the generated page of GitHub events, which every run measures.
  package static let eventsName = "events.json (generated)"

  /// The generated page of GitHub events (see `SampleDocuments.eventPage`).
  package static func events() -> BenchmarkDocument {
    BenchmarkDocument(name: eventsName, data: SampleDocuments.prettyData(SampleDocuments.eventPage()))
  }

  /// Loads the benchmark files from a directory such as `Tests/Fixtures/bench-data`.
  ///
  /// - Throws: ``BenchmarkDataError`` naming the files that are missing.
  package static func load(directory: String) throws -> [BenchmarkDocument] {
    let base = URL(fileURLWithPath: directory)
    var documents: [BenchmarkDocument] = []
    var missing: [String] = []
    for name in fileNames {
      if let data = try? Data(contentsOf: base.appendingPathComponent(name)) {
        documents.append(BenchmarkDocument(name: name, data: data))
      } else {
        missing.append(name)
      }
    }
    guard missing.isEmpty else { throw BenchmarkDataError(directory: directory, missing: missing) }
    return documents
  }
}

/// The data directory lacks benchmark files.
package struct BenchmarkDataError: Error, CustomStringConvertible {
  /// The directory searched.
  package var directory: String
  /// The files not found there.
  package var missing: [String]

  /// A sentence naming the directory and the missing files.
  package var description: String {
    "\(directory) lacks \(missing.joined(separator: ", ")) (expected \(BenchmarkDocument.fileNames.joined(separator: ", ")))"
  }
}
