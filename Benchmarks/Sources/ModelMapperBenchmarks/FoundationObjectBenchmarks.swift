import Foundation
import ModelMapper
import SampleModels

/// The paths of apps that parse with JSONSerialization first (Moya-ObjectMapper,
/// AlamofireObjectMapper, hand-written API clients) and of class clusters that hand
/// `map.JSON` to another mapper: measured beside JSONDecoder and JSONEncoder working from
/// and to text, which is what moving to Codable would cost.
enum FoundationObjectBenchmarks {
  static let decoderPeer = "JSONDecoder, from text"
  static let encoderPeer = "JSONEncoder, to text"

  static func plan(for document: BenchmarkDocument) -> [PlannedGroup] {
    switch document.name {
    case "github-user.json":
      return objects(document, GitHubUser.self, GitHubUserCodable.self, workload: "github-user.json") { _ in 1 }
    case "twitter.json":
      return objects(
        document, FeedPage.self, FeedPageCodable.self, workload: "twitter.json, as apps model it",
        decoder: FeedPageCodable.decoder, encoder: FeedPageCodable.encoder
      ) { $0.statuses.count }
    case BenchmarkDocument.eventsName:
      return eventCluster(document)
    default:
      return []
    }
  }

  /// JSONSerialization objects to models and models to `[String: Any]`, for one model and
  /// its Codable twin; `count` gives the number of models in the document.
  static func objects<Model: Mappable, Twin: Codable>(
    _ document: BenchmarkDocument, _ model: Model.Type, _ twin: Twin.Type, workload: String,
    decoder: @escaping () -> JSONDecoder = { JSONDecoder() }, encoder: @escaping () -> JSONEncoder = { JSONEncoder() },
    count: @escaping (Model) -> Int
  ) -> [PlannedGroup] {
    let data = document.data
    let reading = "JSONSerialization objects to models"
    let writing = "models to [String: Any]"
    return [
      PlannedGroup(workload: workload, operation: reading) {
        guard let object = try? JSONSerialization.jsonObject(with: data),
          let sample = Mapper<Model>().map(JSONObject: object)
        else { return nil }
        return BenchmarkGroup(
          workload: workload, operation: reading, bytes: data.count, items: count(sample), baseline: decoderPeer,
          candidates: [
            .init("ModelMapper, map(JSONObject:)") { Mapper<Model>().map(JSONObject: object) },
            .init("JSONSerialization + map(JSONObject:), from text") {
              (try? JSONSerialization.jsonObject(with: data)).flatMap { Mapper<Model>().map(JSONObject: $0) }
            },
            .init(decoderPeer) { try? decoder().decode(Twin.self, from: data) },
          ])
      },
      PlannedGroup(workload: workload, operation: writing) {
        guard let object = Mapper<Model>().map(JSONData: data),
          let codable = try? decoder().decode(Twin.self, from: data)
        else { return nil }
        return BenchmarkGroup(
          workload: workload, operation: writing, bytes: data.count, items: count(object), baseline: encoderPeer,
          candidates: [
            .init("ModelMapper, toJSON()") { object.toJSON() },
            .init(encoderPeer) { try? encoder().encode(codable) },
          ])
      },
    ]
  }

  /// A page of events whose payload is a class cluster mapped from `map.JSON`, beside the
  /// same page with the payload as an ordinary nested model.
  static func eventCluster(_ document: BenchmarkDocument) -> [PlannedGroup] {
    let data = document.data
    let text = String(decoding: data, as: UTF8.self)
    let plain = "ModelMapper, payload as a nested model"
    let cluster = "ModelMapper, payload cluster from map(JSON: map.JSON)"
    return [
      PlannedGroup(workload: document.name, operation: "text to models") {
        guard let events = Mapper<ClusterEvent>().mapArray(JSONString: text) else { return nil }
        return BenchmarkGroup(
          workload: document.name, operation: "text to models", bytes: data.count, items: events.count,
          baseline: plain,
          candidates: [
            .init(plain) { Mapper<PlainEvent>().mapArray(JSONString: text) },
            .init(cluster) { Mapper<ClusterEvent>().mapArray(JSONString: text) },
          ])
      },
      PlannedGroup(workload: document.name, operation: "models to text") {
        guard let events = Mapper<ClusterEvent>().mapArray(JSONString: text),
          let plainEvents = Mapper<PlainEvent>().mapArray(JSONString: text)
        else { return nil }
        return BenchmarkGroup(
          workload: document.name, operation: "models to text", bytes: data.count, items: events.count,
          baseline: plain,
          candidates: [
            .init(plain) { Mapper<PlainEvent>().toJSONString(plainEvents) },
            .init(cluster) { Mapper<ClusterEvent>().toJSONString(events) },
          ])
      },
    ]
  }
}
