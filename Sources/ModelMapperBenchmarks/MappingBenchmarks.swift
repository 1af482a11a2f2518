import BenchmarkModels
import Foundation
import ModelMapper

/// The mapping workloads: JSON text to models and models to JSON text, side by side with
/// JSONDecoder and JSONEncoder over Codable models of the same shape.
enum MappingBenchmarks {
  static let decoderPeer = "JSONDecoder"
  static let encoderPeer = "JSONEncoder"

  static func plan(for document: BenchmarkDocument) -> [PlannedGroup] {
    switch document.name {
    case "github-user.json": return githubUser(document)
    default: return []
    }
  }

  static func githubUser(_ document: BenchmarkDocument) -> [PlannedGroup] {
    let data = document.data
    let text = String(decoding: data, as: UTF8.self)
    return [
      PlannedGroup(workload: document.name, operation: "text to models") {
        BenchmarkGroup(
          workload: document.name, operation: "text to models", bytes: data.count, items: 1, baseline: decoderPeer,
          candidates: [
            .init("ModelMapper, Mappable class") { Mapper<GitHubUser>().map(JSONString: text) },
            .init("ModelMapper, ImmutableMappable") { try? Mapper<GitHubUserImmutable>().map(JSONString: text) },
            .init(decoderPeer) { try? JSONDecoder().decode(GitHubUserCodable.self, from: data) },
          ])
      },
      PlannedGroup(workload: document.name, operation: "models to text") {
        guard let user = Mapper<GitHubUser>().map(JSONString: text),
          let immutable = try? Mapper<GitHubUserImmutable>().map(JSONString: text),
          let codable = try? JSONDecoder().decode(GitHubUserCodable.self, from: data)
        else { return nil }
        let bytes = user.toJSONString()?.utf8.count ?? 0
        return BenchmarkGroup(
          workload: document.name, operation: "models to text", bytes: bytes, items: 1, baseline: encoderPeer,
          candidates: [
            .init("ModelMapper, Mappable class") { user.toJSONString() },
            .init("ModelMapper, ImmutableMappable") { immutable.toJSONString() },
            .init(encoderPeer) { try? JSONEncoder().encode(codable) },
          ])
      },
    ]
  }
}
