import Dispatch
import Foundation
import ModelMapper
import SampleModels

/// A large array held in memory (a ledger export of a million entries, generated): mapped
/// on one core, on all cores (``MappingOptions/parallel``), and one model at a time by a
/// reader, and its Codable twin decoded the same three ways, beside JSONDecoder. `modelmapper-bench --streaming` measures files larger than
/// memory should hold, with peak memory, in processes of their own.
enum StreamingBenchmarks {
  static let workload = "ledger export (generated)"
  static let decoderPeer = "JSONDecoder"
  static let encoderPeer = "JSONEncoder"

  /// `data`'s models mapped `times` times at once, each on a thread of its own with
  /// `.parallel` off: what the machine gives independent work on several cores (memory,
  /// caches and clock are shared), against which `.parallel`'s speedup is read.
  static func mapOnEachCore(_ data: Data, times: Int) -> [[LedgerEntry]?] {
    let results = Results(count: times)
    DispatchQueue.concurrentPerform(iterations: times) { index in
      results.store(Mapper<LedgerEntry>().mapArray(JSONData: data), at: index)
    }
    return results.values
  }

  /// What each thread of ``mapOnEachCore(_:times:)`` mapped, stored under a lock.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[LedgerEntry]?]

    init(count: Int) {
      stored = Array(repeating: nil, count: count)
    }

    func store(_ models: [LedgerEntry]?, at index: Int) {
      lock.withLock { stored[index] = models }
    }

    var values: [[LedgerEntry]?] { lock.withLock { stored } }
  }

  static func plan(entries: Int) -> [PlannedGroup] {
    let operation = "text to \(entries) models"
    return [
      PlannedGroup(workload: workload, operation: operation) {
        let data = Data(SampleDocuments.ledger(entries: entries))
        // A share of the entries for each core, mapped on all of them at once below: what the
        // cores give jobs that share nothing, the ceiling of `.parallel` on this machine.
        let cores = max(ProcessInfo.processInfo.activeProcessorCount, 1)
        let share = Data(SampleDocuments.ledger(entries: entries / cores))
        guard let sample = try? Mapper<LedgerEntry>().mapArrayOrThrow(JSONData: data), sample.count == entries
        else { return nil }
        return BenchmarkGroup(
          workload: workload, operation: operation, bytes: data.count, items: entries, baseline: decoderPeer,
          candidates: [
            .init("ModelMapper, mapArray(JSONData:), one core") { Mapper<LedgerEntry>().mapArray(JSONData: data) },
            .init("ModelMapper, mapArray(JSONData:), .parallel") {
              Mapper<LedgerEntry>(options: .parallel).mapArray(JSONData: data)
            },
            .init("ModelMapper, \(cores) arrays of \(entries / cores), one core each, at once") {
              mapOnEachCore(share, times: cores)
            },
            .init("ModelMapper, reader(bytes:), one model at a time") {
              let reader = Mapper<LedgerEntry>().reader(bytes: data)
              var count = 0
              while (try? reader.next()) != nil { count += 1 }
              return count
            },
            .init("ModelMapperJSONDecoder") {
              try? TwinCoders.ledgerDecoder().decode([LedgerEntryCodable].self, from: data)
            },
            .init("ModelMapperJSONDecoder, decodeArray(of:from:), one core") {
              try? TwinCoders.ledgerDecoder().decodeArray(of: LedgerEntryCodable.self, from: data)
            },
            .init("ModelMapperJSONDecoder, decodeArray(of:from:), .parallel") {
              try? TwinCoders.ledgerDecoder().decodeArray(of: LedgerEntryCodable.self, from: data, options: .parallel)
            },
            .init("ModelMapperJSONDecoder, reader(_:bytes:), one value at a time") {
              let reader = TwinCoders.ledgerDecoder().reader(LedgerEntryCodable.self, bytes: data)
              var count = 0
              while (try? reader.next()) != nil { count += 1 }
              return count
            },
            .init(decoderPeer) { try? LedgerEntryCodable.decoder().decode([LedgerEntryCodable].self, from: data) },
          ])
      },
      PlannedGroup(workload: workload, operation: "\(entries) models to text") {
        let data = Data(SampleDocuments.ledger(entries: entries))
        guard let models = try? Mapper<LedgerEntry>().mapArrayOrThrow(JSONData: data),
          let twins = try? LedgerEntryCodable.decoder().decode([LedgerEntryCodable].self, from: data),
          let written = models.toJSONString()
        else { return nil }
        return BenchmarkGroup(
          workload: workload, operation: "\(entries) models to text", bytes: written.utf8.count, items: entries,
          baseline: encoderPeer,
          candidates: [
            .init("ModelMapper, toJSONString()") { models.toJSONString() },
            .init("ModelMapperJSONEncoder") {
              try? TwinCoders.ledgerEncoder().encode(twins)
            },
            .init(encoderPeer) { try? LedgerEntryCodable.encoder().encode(twins) },
          ])
      },
    ]
  }
}
