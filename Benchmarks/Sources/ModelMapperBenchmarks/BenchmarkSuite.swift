import Foundation
import ModelMapper

/// Everything `modelmapper bench` measures, and how.
package struct BenchmarkSuite {
  /// What to run.
  package struct Options: Sendable {
    /// A directory with the real files (twitter.json, citm_catalog.json, canada.json,
    /// github-user.json, weibo-status.json); nil for the built-in generated documents.
    package var dataDirectory: String?
    /// Only groups whose workload, operation or kind contains this text.
    package var filter: String?
    /// Shorter samples and fewer of them, for a quick look or a smoke test.
    package var quick: Bool

    /// Creates options.
    package init(dataDirectory: String? = nil, filter: String? = nil, quick: Bool = false) {
      self.dataDirectory = dataDirectory
      self.filter = filter
      self.quick = quick
    }
  }

  /// The options.
  package var options: Options

  /// Creates a suite.
  package init(options: Options) {
    self.options = options
  }

  /// A line describing the data the suite reads.
  package var dataDescription: String {
    if let directory = options.dataDirectory { return "files in \(directory)" }
    return "built-in generated documents (pass --data DIR for real files)"
  }

  /// The documents to read.
  ///
  /// - Throws: ``BenchmarkDataError`` when `--data` names a directory without the files.
  package func documents() throws -> [BenchmarkDocument] {
    let documents =
      try options.dataDirectory.map { try BenchmarkDocument.load(directory: $0) } ?? BenchmarkDocument.generated()
    return documents + [BenchmarkDocument.orders(), BenchmarkDocument.events()]
  }

  /// The groups to measure for the documents, filtered by ``Options/filter``, not yet prepared.
  func plan(for documents: [BenchmarkDocument]) -> [PlannedGroup] {
    var groups: [PlannedGroup] = []
    for document in documents {
      groups += JSONBenchmarks.plan(for: document)
      groups += MappingBenchmarks.plan(for: document)
      groups += ConvenienceBenchmarks.plan(for: document)
      groups += FoundationObjectBenchmarks.plan(for: document)
      groups += FailureBenchmarks.plan(for: document)
    }
    groups += DateBenchmarks.plan()
    groups += StreamingBenchmarks.plan(entries: options.quick ? 20_000 : 1_000_000)
    guard let filter = options.filter?.lowercased(), !filter.isEmpty else { return groups }
    return groups.filter {
      "\($0.workload) \($0.operation)".lowercased().contains(filter)
    }
  }

  /// Runs every group's candidates for an instruction counter, `iterations` calls each
  /// (see ``InstructionCountRunner``), telling `report` each candidate's name before it runs.
  ///
  /// - Throws: ``BenchmarkDataError`` when the data directory lacks files.
  package func count(iterations: Int, _ report: (String) -> Void) throws {
    let runner = InstructionCountRunner(iterations: iterations)
    for planned in plan(for: try documents()) {
      guard let group = planned.make() else { continue }
      runner.run(group, report: report)
    }
  }

  /// Runs every group, handing each result over as soon as it is measured.
  ///
  /// - Throws: ``BenchmarkDataError`` when the data directory lacks files.
  package func run(_ report: (BenchmarkResult) -> Void) throws {
    let runner =
      options.quick
      ? BenchmarkRunner(sampleNanoseconds: 2_000_000, samples: 3, budgetNanoseconds: 300_000_000)
      : BenchmarkRunner()
    for planned in plan(for: try documents()) {
      guard let group = planned.make() else { continue }
      for result in runner.run(group) {
        report(result)
      }
    }
  }
}
