import BenchmarkModels
import Foundation
import ModelMapper
import ModelMapperBenchmarks
import Testing

/// A ledger entry that must have every field, for errors thrown from inside the runs.
struct CheckedEntry: ImmutableMappable {
  let id: Int
  let account: String
  let amount: Double

  init(map: Map) throws {
    id = try map.value("id")
    account = try map.value("account")
    amount = try map.value("amount")
  }

  func mapping(map: Map) {
    id >>> map["id"]
    account >>> map["account"]
    amount >>> map["amount"]
  }
}

@Suite("Parallel mapping: large arrays on all cores, as on one")
struct ParallelMappingTests {
  /// About 1.2 MB: above the size that is split over the cores.
  static let ledger = SampleDocuments.ledger(entries: 7_500)

  /// The text of the models, for comparing.
  static func texts(_ models: [LedgerEntry]?) -> [String]? {
    models?.map { $0.toJSONString() ?? "" }
  }

  @Test("the models of a large array are the sequential ones, in order, at the top and at a key path")
  func sameModels() throws {
    let data = Data(Self.ledger)
    let sequential = try Mapper<LedgerEntry>().mapArrayOrThrow(JSONData: data)
    #expect(sequential.count == 7_500)
    #expect(data.count >= 1 << 20)
    // The parallel path takes it (rather than leaving it to the sequential one).
    let runs = data.withUnsafeBytes { bytes in
      Mapper<LedgerEntry>(options: .parallel).mapRunsAsFound(bytes, keyPath: nil) { _ in .models([], problems: []) }
    }
    #expect((runs?.count ?? 0) >= 4)
    let parallel = try Mapper<LedgerEntry>(options: .parallel).mapArrayOrThrow(JSONData: data)
    #expect(Self.texts(parallel) == Self.texts(sequential))
    #expect(Self.texts(Mapper<LedgerEntry>(options: .parallel).mapArray(JSONData: data)) == Self.texts(sequential))
    let text = String(decoding: data, as: UTF8.self)
    #expect(Self.texts(Mapper<LedgerEntry>(options: .parallel).mapArray(JSONString: text)) == Self.texts(sequential))

    let envelope = #"{"meta": {"n": [1, 2]}, "data": {"entries": "# + text + #"}, "next": null}"#
    let envelopeRuns = Mapper<LedgerEntry>(options: .parallel).withUTF8Runs(envelope, keyPath: "data.entries")
    #expect(envelopeRuns >= 4)
    let atPath = try Mapper<LedgerEntry>(options: .parallel).mapArrayOrThrow(JSONString: envelope, at: "data.entries")
    #expect(Self.texts(atPath) == Self.texts(sequential))
    let optional = Mapper<LedgerEntry>(options: .parallel).mapArray(JSONData: Data(envelope.utf8), at: "data.entries")
    #expect(Self.texts(optional) == Self.texts(sequential))
  }

  @Test("errors, strict problems and lossy results are the sequential ones")
  func sameErrors() throws {
    var text = String(decoding: Self.ledger, as: UTF8.self)
    // Entry 3,456 loses its account; entry 5,000 has a string amount.
    text = text.replacingOccurrences(of: #"{"id":3456,"account""#, with: #"{"id":3456,"accounts""#)
    text = text.replacingOccurrences(
      of: #"{"id":5000,"account":"AC-"#, with: #"{"id":5000,"amount":"x","account":"AC-"#)
    #expect(Mapper<CheckedEntry>(options: .parallel).withUTF8Runs(text, keyPath: nil) >= 4)
    for options: MappingOptions in [[], .strict, .lossyCollections, [.strict, .lossyCollections]] {
      let sequential = Result { try Mapper<CheckedEntry>(options: options).mapArrayOrThrow(JSONString: text) }
      let parallel = Result {
        try Mapper<CheckedEntry>(options: options.union(.parallel)).mapArrayOrThrow(JSONString: text)
      }
      switch (sequential, parallel) {
      case (.success(let one), .success(let all)):
        #expect(one.map(\.id) == all.map(\.id), "\(options)")
      case (.failure(let one), .failure(let all)):
        #expect("\(one)" == "\(all)", "\(options)")
      default:
        Issue.record("\(options): \(sequential) vs \(parallel)")
      }
    }
    // Invalid JSON deep inside.
    let broken = text.replacingOccurrences(of: #"{"id":5555,"#, with: #"{"id":5555,,"#)
    let one = try #require(throws: MapError.self) { try Mapper<LedgerEntry>().mapArrayOrThrow(JSONString: broken) }
    let all = try #require(throws: MapError.self) {
      try Mapper<LedgerEntry>(options: .parallel).mapArrayOrThrow(JSONString: broken)
    }
    #expect("\(one)" == "\(all)")
    #expect(Mapper<LedgerEntry>(options: .parallel).mapArray(JSONString: broken) == nil)
  }

  @Test("a reader with .parallel maps its batches on all cores: the same models, errors and skips")
  func streamedBatches() throws {
    var text = String(decoding: Self.ledger, as: UTF8.self)
    let whole = try Mapper<CheckedEntry>().mapArrayOrThrow(JSONString: text)
    let parallel = try Mapper<CheckedEntry>(options: .parallel).reader(bytes: Array(text.utf8)).readAll()
    #expect(parallel.map(\.id) == whole.map(\.id))
    text = text.replacingOccurrences(of: #"{"id":3456,"account""#, with: #"{"id":3456,"accounts""#)
    for options: MappingOptions in [[], .strict, .lossyCollections] {
      let one = Mapper<CheckedEntry>(options: options).reader(bytes: Array(text.utf8))
      let all = Mapper<CheckedEntry>(options: options.union(.parallel)).reader(bytes: Array(text.utf8))
      let first = Result { try one.readAll().map(\.id) }
      let second = Result { try all.readAll().map(\.id) }
      #expect("\(first)" == "\(second)", "\(options)")
      #expect(one.count == all.count)
      #expect(one.skippedErrors.map { "\($0)" } == all.skippedErrors.map { "\($0)" })
      // After an error, every call throws it again.
      if case .failure(let error) = second {
        #expect(throws: (any Error).self) { _ = try all.next() }
        #expect("\(Result { try all.next() })" == "\(Result<CheckedEntry?, Error>.failure(error))")
      }
    }
  }
}

extension Mapper {
  /// How many runs the parallel path cuts `text` into (0 when it leaves it to the
  /// sequential path).
  func withUTF8Runs(_ text: String, keyPath: String?) -> Int {
    Self.withUTF8(text) { bytes in
      mapRunsAsFound(bytes, keyPath: keyPath) { _ in .models([], problems: []) }?.count ?? 0
    }
  }
}
