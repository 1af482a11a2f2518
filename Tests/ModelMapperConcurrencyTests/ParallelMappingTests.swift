import Foundation
import ModelMapper
import SampleModels
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

  /// A mapper that parses the whole document at once, as arrays under a megabyte are: what
  /// the runs must reproduce.
  static func whole<Model>(_ options: MappingOptions = []) -> Mapper<Model> {
    let mapper = Mapper<Model>(options: options)
    mapper.mapsLargeArraysInRuns = false
    return mapper
  }

  /// Mappers that map a large array in runs: on all cores, and on one.
  static let runOptions: [MappingOptions] = [.parallel, []]

  @Test("the models of a large array mapped in runs are the whole document's, in order, at the top and at a key path")
  func sameModels() throws {
    let data = Data(Self.ledger)
    let sequential = try Self.whole().mapArrayOrThrow(JSONData: data) as [LedgerEntry]
    #expect(sequential.count == 7_500)
    #expect(data.count >= 1 << 20)
    let text = String(decoding: data, as: UTF8.self)
    let envelope = #"{"meta": {"n": [1, 2]}, "data": {"entries": "# + text + #"}, "next": null}"#
    for options in Self.runOptions {
      // The runs take it (rather than leaving it to the whole document).
      let runs = data.withUnsafeBytes { bytes in
        Mapper<LedgerEntry>(options: options).mapRunsAsFound(bytes, keyPath: nil) { _ in .models([], problems: []) }
      }
      #expect((runs?.count ?? 0) >= 4, "\(options)")
      let mapper = Mapper<LedgerEntry>(options: options)
      #expect(Self.texts(try mapper.mapArrayOrThrow(JSONData: data)) == Self.texts(sequential), "\(options)")
      #expect(Self.texts(mapper.mapArray(JSONData: data)) == Self.texts(sequential), "\(options)")
      #expect(Self.texts(mapper.mapArray(JSONString: text)) == Self.texts(sequential), "\(options)")

      #expect(mapper.withUTF8Runs(envelope, keyPath: "data.entries") >= 4, "\(options)")
      let atPath = try mapper.mapArrayOrThrow(JSONString: envelope, at: "data.entries")
      #expect(Self.texts(atPath) == Self.texts(sequential), "\(options)")
      let optional = mapper.mapArray(JSONData: Data(envelope.utf8), at: "data.entries")
      #expect(Self.texts(optional) == Self.texts(sequential), "\(options)")
    }
    // The switch the comparisons rely on: the whole document takes it.
    #expect((Self.whole() as Mapper<LedgerEntry>).withUTF8Runs(text, keyPath: nil) == 0)
  }

  @Test("errors, strict problems and lossy results of runs are the whole document's")
  func sameErrors() throws {
    var text = String(decoding: Self.ledger, as: UTF8.self)
    // Entry 3,456 loses its account; entry 5,000 has a string amount.
    text = text.replacingOccurrences(of: #"{"id":3456,"account""#, with: #"{"id":3456,"accounts""#)
    text = text.replacingOccurrences(
      of: #"{"id":5000,"account":"AC-"#, with: #"{"id":5000,"amount":"x","account":"AC-"#)
    // Invalid JSON deep inside, after an element that does not map.
    let broken = text.replacingOccurrences(of: #"{"id":5555,"#, with: #"{"id":5555,,"#)
    for runs in Self.runOptions {
      #expect(Mapper<CheckedEntry>(options: runs).withUTF8Runs(text, keyPath: nil) >= 4)
      for options: MappingOptions in [[], .strict, .lossyCollections, [.strict, .lossyCollections]] {
        for document in [text, broken] {
          let sequential = Result {
            try (Self.whole(options) as Mapper<CheckedEntry>).mapArrayOrThrow(JSONString: document)
          }
          let inRuns = Result {
            try Mapper<CheckedEntry>(options: options.union(runs)).mapArrayOrThrow(JSONString: document)
          }
          switch (sequential, inRuns) {
          case (.success(let one), .success(let all)):
            #expect(one.map(\.id) == all.map(\.id), "\(options.union(runs))")
          case (.failure(let one), .failure(let all)):
            #expect("\(one)" == "\(all)", "\(options.union(runs))")
          default:
            Issue.record("\(options.union(runs)): \(sequential) vs \(inRuns)")
          }
        }
      }
      let one = try #require(throws: MapError.self) {
        try Self.whole().mapArrayOrThrow(JSONString: broken) as [LedgerEntry]
      }
      let all = try #require(throws: MapError.self) {
        try Mapper<LedgerEntry>(options: runs).mapArrayOrThrow(JSONString: broken)
      }
      #expect("\(one)" == "\(all)")
      #expect(Mapper<LedgerEntry>(options: runs).mapArray(JSONString: broken) == nil)
    }
  }

  @Test("a reader with .parallel maps its batches on all cores: the same models, errors and skips")
  func streamedBatches() throws {
    var text = String(decoding: Self.ledger, as: UTF8.self)
    let whole = try (Self.whole() as Mapper<CheckedEntry>).mapArrayOrThrow(JSONString: text)
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

@Suite("Parallel decoding: large arrays of Decodable values on all cores, as on one")
struct ParallelDecodingTests {
  static func decoder() -> ModelMapperJSONDecoder {
    let decoder = ModelMapperJSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// The values as sorted-key JSON, for comparing.
  static func text(_ values: [LedgerEntryCodable]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(values)
  }

  @Test("decodeArray with .parallel gives Foundation's values, in order, and a stream's batches too")
  func sameValues() throws {
    let data = Data(ParallelMappingTests.ledger)
    #expect(data.count > 1 << 20)
    let expected = try Self.text(LedgerEntryCodable.decoder().decode([LedgerEntryCodable].self, from: data))
    let parallel = try Self.decoder().decodeArray(of: LedgerEntryCodable.self, from: data, options: .parallel)
    #expect(parallel.count == 7_500)
    #expect(try Self.text(parallel) == expected)
    let streamed = try Self.decoder().reader(LedgerEntryCodable.self, bytes: data, options: .parallel).readAll()
    #expect(try Self.text(streamed) == expected)
  }
}
