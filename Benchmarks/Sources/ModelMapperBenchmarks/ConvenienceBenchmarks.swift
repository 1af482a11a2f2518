import Foundation
import ModelMapper
import SampleModels

/// The model conveniences, as YYModel's benchmark measured them: deep copy, equality, and
/// archiving, each beside the hand-written code (the GitHub user) or the Codable equivalent
/// (the Weibo status) in the same run.
enum ConvenienceBenchmarks {
  static let handwritten = "hand-written"

  static func plan(for document: BenchmarkDocument) -> [PlannedGroup] {
    switch document.name {
    case "github-user.json": return githubUser(document)
    case "weibo-status.json": return weiboStatus(document)
    default: return []
    }
  }

  static func githubUser(_ document: BenchmarkDocument) -> [PlannedGroup] {
    let text = String(decoding: document.data, as: UTF8.self)
    let name = document.name
    func models() -> (GitHubUser, GitHubUser, GitHubUserObject, GitHubUserHandwritten, GitHubUserCodable)? {
      guard let user = Mapper<GitHubUser>().map(JSONString: text),
        let twin = Mapper<GitHubUser>().map(JSONString: text),
        let object = Mapper<GitHubUserObject>().map(JSONString: text),
        let codable = try? JSONDecoder().decode(GitHubUserCodable.self, from: document.data)
      else { return nil }
      return (user, twin, object, GitHubUserHandwritten(user), codable)
    }
    return [
      PlannedGroup(workload: name, operation: "deep copy") {
        guard let (user, _, _, handwritten, codable) = models() else { return nil }
        return BenchmarkGroup(
          workload: name, operation: "deep copy", bytes: document.data.count, items: 1, baseline: Self.handwritten,
          candidates: [
            .init("ModelMapper, deepCopy()") { try? user.deepCopy() },
            .init(Self.handwritten) { handwritten.copied() },
            .init("Codable, JSONEncoder + JSONDecoder") {
              (try? JSONEncoder().encode(codable)).flatMap {
                try? JSONDecoder().decode(GitHubUserCodable.self, from: $0)
              }
            },
          ])
      },
      PlannedGroup(workload: name, operation: "equality") {
        guard let (user, twin, _, handwritten, codable) = models() else { return nil }
        let otherHandwritten = handwritten.copied()
        let otherCodable = codable
        return BenchmarkGroup(
          workload: name, operation: "equality", bytes: document.data.count, items: 1, baseline: Self.handwritten,
          candidates: [
            .init("ModelMapper, MappingEquatable") { user == twin },
            .init(Self.handwritten) { handwritten.isEqual(otherHandwritten) },
            .init("Codable twin, synthesized ==") { codable == otherCodable },
          ])
      },
      PlannedGroup(workload: name, operation: "archive") {
        guard let (_, _, object, handwritten, _) = models() else { return nil }
        return BenchmarkGroup(
          workload: name, operation: "archive", bytes: document.data.count, items: 1, baseline: Self.handwritten,
          candidates: [
            .init("ModelMapper, encodeMapping(with:)") {
              try? NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
            },
            .init(Self.handwritten) {
              try? NSKeyedArchiver.archivedData(withRootObject: handwritten, requiringSecureCoding: true)
            },
          ])
      },
      PlannedGroup(workload: name, operation: "unarchive") {
        guard let (_, _, object, handwritten, _) = models(),
          let archived = try? NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true),
          let archivedByHand = try? NSKeyedArchiver.archivedData(
            withRootObject: handwritten, requiringSecureCoding: true)
        else { return nil }
        return BenchmarkGroup(
          workload: name, operation: "unarchive", bytes: document.data.count, items: 1, baseline: Self.handwritten,
          candidates: [
            .init("ModelMapper, decodeMapping(from:)") {
              try? NSKeyedUnarchiver.unarchivedObject(ofClass: GitHubUserObject.self, from: archived)
            },
            .init(Self.handwritten) {
              try? NSKeyedUnarchiver.unarchivedObject(ofClass: GitHubUserHandwritten.self, from: archivedByHand)
            },
          ])
      },
    ]
  }

  static func weiboStatus(_ document: BenchmarkDocument) -> [PlannedGroup] {
    let text = String(decoding: document.data, as: UTF8.self)
    let name = document.name
    let codablePeer = "Codable"
    func models() -> (WeiboStatus, WeiboStatus, WeiboStatusObject, WeiboStatusCodable)? {
      guard let status = Mapper<WeiboStatus>().map(JSONString: text),
        let twin = Mapper<WeiboStatus>().map(JSONString: text),
        let object = Mapper<WeiboStatusObject>().map(JSONString: text),
        let codable = try? JSONDecoder().decode(WeiboStatusCodable.self, from: document.data)
      else { return nil }
      return (status, twin, object, codable)
    }
    return [
      PlannedGroup(workload: name, operation: "deep copy") {
        guard let (status, _, _, codable) = models() else { return nil }
        return BenchmarkGroup(
          workload: name, operation: "deep copy", bytes: document.data.count, items: 1, baseline: codablePeer,
          candidates: [
            .init("ModelMapper, deepCopy()") { try? status.deepCopy() },
            .init(codablePeer) {
              (try? JSONEncoder().encode(codable)).flatMap {
                try? JSONDecoder().decode(WeiboStatusCodable.self, from: $0)
              }
            },
          ])
      },
      PlannedGroup(workload: name, operation: "equality") {
        guard let (status, twin, _, codable) = models() else { return nil }
        return BenchmarkGroup(
          workload: name, operation: "equality", bytes: document.data.count, items: 1, baseline: codablePeer,
          candidates: [
            .init("ModelMapper, MappingEquatable") { status == twin },
            .init(codablePeer) { (try? JSONEncoder().encode(codable)) == (try? JSONEncoder().encode(codable)) },
          ])
      },
      PlannedGroup(workload: name, operation: "archive") {
        guard let (_, _, object, codable) = models() else { return nil }
        return BenchmarkGroup(
          workload: name, operation: "archive", bytes: document.data.count, items: 1, baseline: codablePeer,
          candidates: [
            .init("ModelMapper, encodeMapping(with:)") {
              try? NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
            },
            .init(codablePeer) { try? PropertyListEncoder().encode(codable) },
          ])
      },
      PlannedGroup(workload: name, operation: "unarchive") {
        guard let (_, _, object, codable) = models(),
          let archived = try? NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true),
          let plist = try? PropertyListEncoder().encode(codable)
        else { return nil }
        return BenchmarkGroup(
          workload: name, operation: "unarchive", bytes: document.data.count, items: 1, baseline: codablePeer,
          candidates: [
            .init("ModelMapper, decodeMapping(from:)") {
              try? NSKeyedUnarchiver.unarchivedObject(ofClass: WeiboStatusObject.self, from: archived)
            },
            .init(codablePeer) { try? PropertyListDecoder().decode(WeiboStatusCodable.self, from: plist) },
          ])
      },
    ]
  }
}
