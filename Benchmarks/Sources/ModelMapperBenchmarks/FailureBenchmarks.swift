import Foundation
import ModelMapper
import SampleModels

/// Failures as cheap as successes: a page of 200 GitHub users read as immutable models,
/// beside the same page where every element fails (its `id` holds an object, where the model
/// expects a number), in each mode: lossy (every element skipped, its error kept), strict
/// (every element's problems reported), and plain (the first element's error thrown).
enum FailureBenchmarks {
  static let workload = "github-user.json ×200, every element failing"
  static let baseline = "ImmutableMappable page, every element mapped"

  static func plan(for document: BenchmarkDocument) -> [PlannedGroup] {
    guard document.name == "github-user.json" else { return [] }
    return [
      PlannedGroup(workload: workload, operation: "text to models") {
        let text = String(decoding: document.data, as: UTF8.self)
        guard case .object(let user)? = try? JSONValue(parsing: text) else { return nil }
        var broken = user
        broken["id"] = .object(user)
        guard let good = try? JSONWriter().string(.array(Array(repeating: .object(user), count: 200))),
          let bad = try? JSONWriter().string(.array(Array(repeating: .object(broken), count: 200)))
        else { return nil }
        guard (try? Mapper<GitHubUserImmutable>().mapArrayOrThrow(JSONString: good))?.count == 200,
          (try? Mapper<GitHubUserImmutable>(options: .lossyCollections).mapArrayOrThrow(JSONString: bad))?.isEmpty
            == true
        else { return nil }
        return BenchmarkGroup(
          workload: workload, operation: "text to models", bytes: bad.utf8.count, items: 200, baseline: baseline,
          candidates: [
            .init(baseline) { try? Mapper<GitHubUserImmutable>().mapArrayOrThrow(JSONString: good) },
            .init("lossy: every element skipped, its error kept") {
              try? Mapper<GitHubUserImmutable>(options: .lossyCollections).mapArrayReportingSkipped(JSONString: bad)
            },
            .init("strict: every element's problems") {
              try? Mapper<GitHubUserImmutable>(options: [.strict, .lossyCollections]).mapArrayOrThrow(JSONString: bad)
            },
            .init("plain: the first element's error") {
              try? Mapper<GitHubUserImmutable>().mapArrayOrThrow(JSONString: bad)
            },
          ])
      }
    ]
  }
}
