import Foundation
import ModelMapper
import SampleModels

/// The mapping workloads: JSON text to models and models to JSON text, side by side with
/// JSONDecoder and JSONEncoder over Codable models of the same shape (models live in the
/// BenchmarkModels module, as users' models live in theirs).
enum MappingBenchmarks {
  static let decoderPeer = "JSONDecoder"
  static let encoderPeer = "JSONEncoder"
  /// ModelMapper's Codable coders, over the same Codable twins as the peers.
  static let decoder = "ModelMapperJSONDecoder"
  static let encoder = "ModelMapperJSONEncoder"

  static func plan(for document: BenchmarkDocument) -> [PlannedGroup] {
    switch document.name {
    case "github-user.json":
      return githubUser(document)
    case "weibo-status.json":
      return mapping(
        document, WeiboStatus.self, WeiboStatusCodable.self, label: "Mappable classes",
        decoder: WeiboStatusCodable.decoder, encoder: WeiboStatusCodable.encoder,
        ourDecoder: { TwinCoders.decoder(dates: WeiboStatusCodable.dateFormatter) },
        ourEncoder: { TwinCoders.encoder(dates: WeiboStatusCodable.dateFormatter) }, count: { _ in 1 })
    case "twitter.json":
      return mapping(document, TwitterSearch.self, TwitterSearchCodable.self, label: "Mappable classes") {
        $0.statuses.count
      }
        + codableInMappable(document)
        + mapping(
          document, FeedPage.self, FeedPageCodable.self, label: "as apps model it",
          workload: "twitter.json, as apps model it", decoder: FeedPageCodable.decoder,
          encoder: FeedPageCodable.encoder,
          ourDecoder: { TwinCoders.decoder(dates: FeedPageCodable.dateFormatter) },
          ourEncoder: { TwinCoders.encoder(dates: FeedPageCodable.dateFormatter) }, count: { $0.statuses.count })
    case BenchmarkDocument.ordersName:
      return mapping(document, OrderPage.self, OrderPageCodable.self, label: "Mappable classes") { $0.orders.count }
    default:
      return []
    }
  }

  /// Text to models and models to text for one Mappable model and its Codable twin;
  /// `count` gives the number of models in the document (for time per model).
  /// `workload` names the groups (default: the document's name); `decoder` and `encoder`
  /// make the Codable peer's coders, with the date strategies its twin needs, and
  /// `ourDecoder` and `ourEncoder` ModelMapper's with the same strategies.
  static func mapping<Model: Mappable, Twin: Codable>(
    _ document: BenchmarkDocument, _ model: Model.Type, _ twin: Twin.Type, label: String,
    workload: String? = nil, decoder: @escaping () -> JSONDecoder = { JSONDecoder() },
    encoder: @escaping () -> JSONEncoder = { JSONEncoder() },
    ourDecoder: @escaping () -> ModelMapperJSONDecoder = { ModelMapperJSONDecoder() },
    ourEncoder: @escaping () -> ModelMapperJSONEncoder = { ModelMapperJSONEncoder() }, count: @escaping (Model) -> Int
  ) -> [PlannedGroup] {
    let data = document.data
    let text = String(decoding: data, as: UTF8.self)
    let workload = workload ?? document.name
    return [
      PlannedGroup(workload: workload, operation: "text to models") {
        // (ModelMapper's coders must read the twin, or their figure would be an error's.)
        guard let sample = Mapper<Model>().map(JSONString: text),
          (try? ourDecoder().decode(Twin.self, from: data)) != nil
        else { return nil }
        return BenchmarkGroup(
          workload: workload, operation: "text to models", bytes: data.count, items: count(sample),
          baseline: decoderPeer,
          candidates: [
            .init("ModelMapper, \(label)") { Mapper<Model>().map(JSONString: text) },
            .init(Self.decoder) { try? ourDecoder().decode(Twin.self, from: data) },
            .init(decoderPeer) { try? decoder().decode(Twin.self, from: data) },
          ])
      },
      PlannedGroup(workload: workload, operation: "models to text") {
        guard let object = Mapper<Model>().map(JSONString: text),
          let codable = try? decoder().decode(Twin.self, from: data),
          let written = object.toJSONString(),
          (try? ourEncoder().encode(codable)) != nil
        else { return nil }
        return BenchmarkGroup(
          workload: workload, operation: "models to text", bytes: written.utf8.count, items: count(object),
          baseline: encoderPeer,
          candidates: [
            .init("ModelMapper, \(label)") { object.toJSONString() },
            .init(Self.encoder) { try? ourEncoder().encode(codable) },
            .init(encoderPeer) { try? encoder().encode(codable) },
          ])
      },
    ]
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
            .init("ModelMapper, ImmutableMappable") { try? Mapper<GitHubUserImmutable>().mapOrThrow(JSONString: text) },
            .init("ModelMapper, fallback keys + Lenient") { Mapper<GitHubUserFlexible>().map(JSONString: text) },
            .init("ModelMapper, .snakeCaseKeys + .lenientConversion") {
              Mapper<GitHubUserCamelCase>(options: [.snakeCaseKeys, .lenientConversion]).map(JSONString: text)
            },
            .init("ModelMapper, .strict") { try? Mapper<GitHubUser>(options: .strict).mapOrThrow(JSONString: text) },
            .init(decoder) { try? ModelMapperJSONDecoder().decode(GitHubUserCodable.self, from: data) },
            .init(decoderPeer) { try? JSONDecoder().decode(GitHubUserCodable.self, from: data) },
          ])
      },
      PlannedGroup(workload: document.name, operation: "models to text") {
        guard let user = Mapper<GitHubUser>().map(JSONString: text),
          let immutable = try? Mapper<GitHubUserImmutable>().mapOrThrow(JSONString: text),
          let flexible = Mapper<GitHubUserFlexible>().map(JSONString: text),
          let camelCase = Mapper<GitHubUserCamelCase>(options: .snakeCaseKeys).map(JSONString: text),
          let codable = try? JSONDecoder().decode(GitHubUserCodable.self, from: data)
        else { return nil }
        let snakeCase = Mapper<GitHubUserCamelCase>(options: .snakeCaseKeys)
        let bytes = user.toJSONString()?.utf8.count ?? 0
        return BenchmarkGroup(
          workload: document.name, operation: "models to text", bytes: bytes, items: 1, baseline: encoderPeer,
          candidates: [
            .init("ModelMapper, Mappable class") { user.toJSONString() },
            .init("ModelMapper, ImmutableMappable") { immutable.toJSONString() },
            .init("ModelMapper, fallback keys + Lenient") { flexible.toJSONString() },
            .init("ModelMapper, .snakeCaseKeys") { snakeCase.toJSONString(camelCase) },
            .init(encoder) { try? ModelMapperJSONEncoder().encode(codable) },
            .init(encoderPeer) { try? JSONEncoder().encode(codable) },
          ])
      },
    ] + snakeCaseKeys(document)
  }

  /// camelCase models of a snake_case document beside the Codable feature that does the
  /// same: `.snakeCaseKeys` against `JSONDecoder`'s `.convertFromSnakeCase` and
  /// `JSONEncoder`'s `.convertToSnakeCase`, over camelCase properties without coding keys.
  static func snakeCaseKeys(_ document: BenchmarkDocument) -> [PlannedGroup] {
    let data = document.data
    let text = String(decoding: data, as: UTF8.self)
    let workload = document.name + ", snake_case keys"
    let mapper = Mapper<GitHubUserCamelCase>(options: .snakeCaseKeys)
    let decoding = "JSONDecoder, .convertFromSnakeCase"
    let encoding = "JSONEncoder, .convertToSnakeCase"
    return [
      PlannedGroup(workload: workload, operation: "text to models") {
        BenchmarkGroup(
          workload: workload, operation: "text to models", bytes: data.count, items: 1, baseline: decoding,
          candidates: [
            .init("ModelMapper, .snakeCaseKeys") { mapper.map(JSONString: text) },
            .init("\(decoder), .convertFromSnakeCase") {
              try? TwinCoders.snakeCaseDecoder().decode(GitHubUserSnakeCaseCodable.self, from: data)
            },
            .init(decoding) {
              try? GitHubUserSnakeCaseCodable.decoder().decode(GitHubUserSnakeCaseCodable.self, from: data)
            },
          ])
      },
      PlannedGroup(workload: workload, operation: "models to text") {
        guard let model = mapper.map(JSONString: text),
          let codable = try? GitHubUserSnakeCaseCodable.decoder().decode(GitHubUserSnakeCaseCodable.self, from: data),
          let written = mapper.toJSONString(model)
        else { return nil }
        return BenchmarkGroup(
          workload: workload, operation: "models to text", bytes: written.utf8.count, items: 1, baseline: encoding,
          candidates: [
            .init("ModelMapper, .snakeCaseKeys") { mapper.toJSONString(model) },
            .init("\(encoder), .convertToSnakeCase") {
              try? TwinCoders.snakeCaseEncoder().encode(codable)
            },
            .init(encoding) { try? GitHubUserSnakeCaseCodable.encoder().encode(codable) },
          ])
      },
    ]
  }

  /// A Codable value inside a mappable model: the Twitter page's statuses as Codable twins
  /// through `CodableTransform`, beside the same through a `JSONValue` tree each way (what
  /// `CodableTransform` did before it used the engine's coders) and JSONDecoder/JSONEncoder
  /// over the whole Codable page.
  static func codableInMappable(_ document: BenchmarkDocument) -> [PlannedGroup] {
    let data = document.data
    let text = String(decoding: data, as: UTF8.self)
    let workload = document.name + ", Codable statuses in a model"
    let bridged = "ModelMapper, CodableTransform"
    let tree = "CodableTransform through a JSONValue tree (as before)"
    return [
      PlannedGroup(workload: workload, operation: "text to models") {
        guard let sample = Mapper<TwitterSearchWithCodableStatuses>().map(JSONString: text), !sample.statuses.isEmpty,
          Mapper<TwitterSearchWithTreeBridgedStatuses>().map(JSONString: text)?.statuses.count == sample.statuses.count
        else { return nil }
        return BenchmarkGroup(
          workload: workload, operation: "text to models", bytes: data.count, items: sample.statuses.count,
          baseline: tree,
          candidates: [
            .init(bridged) { Mapper<TwitterSearchWithCodableStatuses>().map(JSONString: text) },
            .init(tree) { Mapper<TwitterSearchWithTreeBridgedStatuses>().map(JSONString: text) },
            .init(decoderPeer) { try? JSONDecoder().decode(TwitterSearchCodable.self, from: data) },
          ])
      },
      PlannedGroup(workload: workload, operation: "models to text") {
        guard let model = Mapper<TwitterSearchWithCodableStatuses>().map(JSONString: text),
          let treeModel = Mapper<TwitterSearchWithTreeBridgedStatuses>().map(JSONString: text),
          let codable = try? JSONDecoder().decode(TwitterSearchCodable.self, from: data),
          let written = model.toJSONString(), treeModel.toJSONString()?.utf8.count == written.utf8.count
        else { return nil }
        return BenchmarkGroup(
          workload: workload, operation: "models to text", bytes: written.utf8.count, items: model.statuses.count,
          baseline: tree,
          candidates: [
            .init(bridged) { model.toJSONString() },
            .init(tree) { treeModel.toJSONString() },
            .init(encoderPeer) { try? JSONEncoder().encode(codable) },
          ])
      },
    ]
  }
}
