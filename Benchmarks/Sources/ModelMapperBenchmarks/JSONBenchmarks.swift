import Foundation
import ModelMapper

/// The JSON engine's workloads: parse and write each document, side by side with
/// Foundation's `JSONSerialization`.
enum JSONBenchmarks {
  static let peer = "JSONSerialization"

  static func plan(for document: BenchmarkDocument) -> [PlannedGroup] {
    let data = document.data
    return [
      PlannedGroup(workload: document.name, operation: "parse") {
        let bytes = [UInt8](data)
        let text = String(decoding: data, as: UTF8.self)
        return BenchmarkGroup(
          workload: document.name, operation: "parse", bytes: bytes.count, baseline: peer,
          candidates: [
            .init("ModelMapper") { try? JSONDocument(parsing: bytes) },
            .init("ModelMapper, to JSONValue") { try? JSONDocument(parsing: bytes).root.value },
            .init("ModelMapper, read every value") {
              (try? JSONDocument(parsing: bytes)).map { readEveryValue($0.root) }
            },
            // What JSONSerialization gives: `[String: Any]`, `[Any]`, `NSNumber`, `NSNull`.
            .init("ModelMapper, to [String: Any]") { Mapper<NoFields>.parseJSONString(JSONString: text) },
            .init(peer) { try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) },
          ])
      },
      PlannedGroup(workload: document.name, operation: "write") {
        guard let parsed = try? JSONDocument(parsing: data),
          let foundation = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        else { return nil }
        let tree = parsed.root.value
        let writer = JSONWriter()
        let written = (try? writer.bytes(tree)) ?? []
        return BenchmarkGroup(
          workload: document.name, operation: "write", bytes: written.count, baseline: peer,
          candidates: [
            .init("ModelMapper") { try? writer.bytes(tree) },
            .init("ModelMapper, from JSONDocument") { writer.bytes(parsed.root) },
            .init(peer) { try? JSONSerialization.data(withJSONObject: foundation, options: [.fragmentsAllowed]) },
          ])
      },
    ]
  }
}

extension JSONBenchmarks {
  /// Reads every value of `element` as code walking a document does (numbers as `Double`,
  /// strings and keys as `String`) and returns a checksum, so nothing is optimized away.
  static func readEveryValue(_ element: JSONElement) -> Int {
    switch element.kind {
    case .null: return 0
    case .bool: return element.bool == true ? 1 : 0
    case .number: return Int(truncatingIfNeeded: element.double?.bitPattern ?? 0)
    case .string: return element.string?.utf8.count ?? 0
    case .array:
      var sum = 0
      element.forEachElement { sum &+= readEveryValue($0) }
      return sum
    case .object:
      var sum = 0
      element.forEachMember { key, value in sum &+= key.utf8.count &+ readEveryValue(value) }
      return sum
    }
  }
}

/// A group to measure, named before its (possibly costly) preparation runs, so filtered-out
/// groups cost nothing.
struct PlannedGroup {
  var workload: String
  var operation: String
  var make: () -> BenchmarkGroup?
}

/// A model for `Mapper`'s static helpers, which need a model type.
final class NoFields: Mappable {
  init?(map: Map) {}
  func mapping(map: Map) {}
}
