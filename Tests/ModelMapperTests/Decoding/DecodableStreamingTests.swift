import Foundation
import ModelMapper
import SampleModels
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Codable twin of `StreamItem`, as Codable users write it: an optional enum, a decimal,
/// an ISO date, a nested object.
struct CodableStreamItem: Codable, Equatable {
  enum Kind: String, Codable {
    case book, film
  }

  struct Shop: Codable, Equatable {
    var city: String
  }

  var id: Int
  var title: String
  var kind: Kind?
  var price: Decimal?
  var released: Date?
  var shop: Shop?
  var tags: [String]
}

/// `StreamSamples.page` as Codable code declares it.
struct CodableStreamPage: Codable {
  struct Content: Codable {
    var total: Int
    var items: [CodableStreamItem]
  }

  var data: Content
}

/// The decoders of these tests: ISO dates.
private func isoDecoder() -> ModelMapperJSONDecoder {
  let decoder = ModelMapperJSONDecoder()
  decoder.dateDecodingStrategy = .iso8601
  return decoder
}

private func foundationDecoder() -> JSONDecoder {
  let decoder = JSONDecoder()
  decoder.dateDecodingStrategy = .iso8601
  return decoder
}

/// The coding path's keys as text: `["data", "items", "Index 3", "price"]`.
private func path(_ error: any Error) -> [String]? {
  guard let error = error as? DecodingError else { return nil }
  switch error {
  case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
    .dataCorrupted(let context):
    return context.codingPath.map(\.stringValue)
  @unknown default:
    return nil
  }
}

@Suite("Decodable elements streamed and decoded in parallel")
struct DecodableStreamingTests {
  @Test(
    "a page streamed in pieces of every size decodes as Foundation decodes the page", arguments: [1, 2, 7, 64, 4096])
  func pageInPieces(chunk: Int) throws {
    let text = StreamSamples.page(40)
    let whole = try foundationDecoder().decode(CodableStreamPage.self, from: Data(text.utf8)).data.items
    let reader = isoDecoder().reader(
      CodableStreamItem.self, bytes: Array(text.utf8), format: .array(at: "data.items"), chunkSize: chunk)
    let streamed = try reader.readAll()
    #expect(whole.count == 40)
    #expect(streamed == whole)
    #expect(reader.count == 40)
  }

  @Test("Twitter's statuses streamed and decoded in runs equal the whole page's, with its date strategy")
  func twitter() throws {
    let data = try Fixtures.benchData("twitter.json")
    struct Statuses: Decodable { var statuses: [FeedStatusCodable] }
    let statuses = try FeedPageCodable.decoder().decode(Statuses.self, from: data).statuses
    let encoder = FeedPageCodable.encoder()
    encoder.outputFormatting = .sortedKeys
    let expected = try encoder.encode(statuses)
    #expect(statuses.count == 100)
    let decoder = ModelMapperJSONDecoder()
    decoder.dateDecodingStrategy = .formatted(FeedPageCodable.dateFormatter)
    for chunk in [7, 1000, 1 << 20] {
      let streamed = try decoder.reader(
        FeedStatusCodable.self, bytes: data, format: .array(at: "statuses"), chunkSize: chunk
      ).readAll()
      #expect(try encoder.encode(streamed) == expected)
    }
    let array = try decoder.decodeArray(of: FeedStatusCodable.self, from: data, at: "statuses")
    #expect(try encoder.encode(array) == expected)
  }

  @Test("an element that fails: those before it first, then Foundation's error and coding path")
  func failingElement() throws {
    var items = StreamSamples.items(6)
    items[3] = items[3].replacingOccurrences(of: #""price": 4.99"#, with: #""price": "free""#)
    let text = #"{"data": {"total": 6, "items": ["# + items.joined(separator: ",") + "]}}"
    let foundationError = try #require(throws: DecodingError.self) {
      try foundationDecoder().decode(CodableStreamPage.self, from: Data(text.utf8))
    }
    #expect(path(foundationError) == ["data", "items", "Index 3", "price"])

    let reader = isoDecoder().reader(CodableStreamItem.self, bytes: Array(text.utf8), format: .array(at: "data.items"))
    for id in 1...3 { #expect(try reader.next()?.id == id) }
    let error = try #require(throws: DecodingError.self) { try reader.next() }
    #expect(path(error) == path(foundationError))
    guard case .typeMismatch = error else {
      Issue.record("expected a type mismatch, got \(error)")
      return
    }
    #expect(throws: DecodingError.self) { try reader.next() }  // again

    let arrayError = try #require(throws: DecodingError.self) {
      try isoDecoder().decodeArray(of: CodableStreamItem.self, from: Array(text.utf8), at: "data.items")
    }
    #expect(path(arrayError) == path(foundationError))

    let lossy = isoDecoder().reader(
      CodableStreamItem.self, bytes: Array(text.utf8), format: .array(at: "data.items"),
      options: .skipsInvalidElements)
    #expect(try lossy.readAll().map(\.id) == [1, 2, 3, 5, 6])
    #expect(lossy.skippedErrors.count == 1)
    #expect(lossy.skippedErrors.first.flatMap(path) == path(foundationError))
    let kept = try isoDecoder().decodeArray(
      of: CodableStreamItem.self, from: Array(text.utf8), at: "data.items", options: .skipsInvalidElements)
    #expect(kept.map(\.id) == [1, 2, 3, 5, 6])
  }

  @Test("JSON Lines: a bad line is a DecodingError with the parse error's line and column, or skipped")
  func jsonLines() throws {
    let lines = StreamSamples.items(4)
    let text = lines[0] + "\n\n" + lines[1] + "\r\n   \n" + "{\"id\": 5, oops}\n" + lines[2] + "\n" + lines[3]
    let reader = isoDecoder().reader(CodableStreamItem.self, bytes: Array(text.utf8), format: .jsonLines, chunkSize: 10)
    #expect(try reader.next()?.id == 1)
    #expect(try reader.next()?.id == 2)
    let error = try #require(throws: DecodingError.self) { try reader.next() }
    guard case .dataCorrupted(let context) = error, let parseError = context.underlyingError as? JSONParseError else {
      Issue.record("expected invalid JSON, got \(error)")
      return
    }
    #expect(parseError.line == 5)
    #expect(parseError.column == 11)

    let lossy = isoDecoder().reader(
      CodableStreamItem.self, bytes: Array(text.utf8), format: .jsonLines, options: .skipsInvalidElements)
    #expect(try lossy.readAll().map(\.id) == [1, 2, 3, 4])
    #expect(lossy.skippedErrors.count == 1)
  }

  @Test("nothing, null or an object at the key path: Foundation's errors for the containers")
  func pathErrors() throws {
    let text = Array(#"{"data": {"items": {"id": 1}, "none": null}}"#.utf8)
    let decoder = isoDecoder()
    let missing = try #require(throws: DecodingError.self) {
      try decoder.reader(CodableStreamItem.self, bytes: text, format: .array(at: "data.list")).readAll()
    }
    guard case .keyNotFound(let key, let context) = missing else {
      Issue.record("expected a missing key, got \(missing)")
      return
    }
    #expect(key.stringValue == "list")
    #expect(context.codingPath.map(\.stringValue) == ["data"])
    let arrayMissing = try #require(throws: DecodingError.self) {
      try decoder.decodeArray(of: CodableStreamItem.self, from: text, at: "data.list")
    }
    #expect(path(arrayMissing) == ["data"])

    for (keyPath, expectNull) in [("data.items", false), ("data.none", true)] {
      for error in [
        try #require(throws: DecodingError.self) {
          try decoder.reader(CodableStreamItem.self, bytes: text, format: .array(at: keyPath)).readAll()
        },
        try #require(throws: DecodingError.self) {
          try decoder.decodeArray(of: CodableStreamItem.self, from: text, at: keyPath)
        },
      ] {
        #expect(path(error) == keyPath.split(separator: ".").map(String.init))
        switch error {
        case .valueNotFound: #expect(expectNull)
        case .typeMismatch: #expect(!expectNull)
        default: Issue.record("unexpected \(error)")
        }
      }
    }
  }

  @Test("decodeArray of a whole array equals decode([T].self), value and error alike")
  func decodeArrayMatchesArrayDecoding() throws {
    let good = Array(("[" + StreamSamples.items(30).joined(separator: ",") + "]").utf8)
    #expect(
      try isoDecoder().decodeArray(of: CodableStreamItem.self, from: good)
        == foundationDecoder().decode([CodableStreamItem].self, from: Data(good)))
    for broken in ["[1, 2", #"[{"id": 1, "title": "a", "tags": []}, {"id": "2"}]"#, "{}", "null"] {
      let ours = try #require(throws: DecodingError.self) {
        try isoDecoder().decodeArray(of: CodableStreamItem.self, from: broken)
      }
      let foundation = try #require(throws: DecodingError.self) {
        try foundationDecoder().decode([CodableStreamItem].self, from: Data(broken.utf8))
      }
      #expect(path(ours) == path(foundation), "\(broken)")
      #expect(String(describing: ours).prefix(14) == String(describing: foundation).prefix(14), "\(broken)")
    }
  }

  @Test("a large array decoded on all cores equals Foundation's, and fails as Foundation does")
  func largeArrayInParallel() throws {
    let count = 8_000
    let items = StreamSamples.items(count)
    let text = Array((#"{"data": {"total": 1, "items": ["# + items.joined(separator: ",\n") + "]}}").utf8)
    #expect(text.count > 1 << 20)
    let expected = try foundationDecoder().decode(CodableStreamPage.self, from: Data(text)).data.items
    for options: ElementDecodingOptions in [[], .parallel] {
      let decoded = try isoDecoder().decodeArray(
        of: CodableStreamItem.self, from: text, at: "data.items", options: options)
      #expect(decoded == expected)
      let streamed = try isoDecoder().reader(
        CodableStreamItem.self, bytes: text, format: .array(at: "data.items"), options: options
      ).readAll()
      #expect(streamed == expected)
    }

    var broken = items
    broken[4_321] = broken[4_321].replacingOccurrences(of: #""tags": ["#, with: #""tags": [7, "#)
    let brokenText = Array((#"{"data": {"total": 1, "items": ["# + broken.joined(separator: ",\n") + "]}}").utf8)
    let foundationError = try #require(throws: DecodingError.self) {
      try foundationDecoder().decode(CodableStreamPage.self, from: Data(brokenText))
    }
    #expect(path(foundationError) == ["data", "items", "Index 4321", "tags", "Index 0"])
    for options: ElementDecodingOptions in [[], .parallel] {
      let error = try #require(throws: DecodingError.self) {
        try isoDecoder().decodeArray(of: CodableStreamItem.self, from: brokenText, at: "data.items", options: options)
      }
      #expect(path(error) == path(foundationError))
      let kept = try isoDecoder().decodeArray(
        of: CodableStreamItem.self, from: brokenText, at: "data.items", options: [.parallel, .skipsInvalidElements])
      #expect(kept.count == count - 1)
      #expect(!kept.contains { $0.id == 4_322 })
    }
  }

  @Test("chunks from an asynchronous sequence decode as they arrive")
  func asyncChunks() async throws {
    let text = Array(StreamSamples.page(25).utf8)
    let chunks = AsyncStream<Data> { continuation in
      for start in stride(from: 0, to: text.count, by: 333) {
        continuation.yield(Data(text[start..<min(start + 333, text.count)]))
      }
      continuation.finish()
    }
    var ids: [Int] = []
    for try await item in isoDecoder().models(
      CodableStreamItem.self, fromChunks: chunks, format: .array(at: "data.items"))
    {
      ids.append(item.id)
    }
    #expect(ids == Array(1...25))
  }

  @Test("a response's elements decode as its body arrives")
  func response() async throws {
    let server = try LocalHTTPServer(
      routes: ["/items": .init(json: StreamSamples.page(50)), "/gone": .init(status: 404, json: "{}")])
    defer { server.stop() }
    var ids: [Int] = []
    let request = URLRequest(url: server.url("/items"))
    for try await item in isoDecoder().models(CodableStreamItem.self, for: request, format: .array(at: "data.items")) {
      ids.append(item.id)
    }
    #expect(ids == Array(1...50))
    await #expect(throws: HTTPStatusError.self) {
      for try await _ in isoDecoder().models(CodableStreamItem.self, for: URLRequest(url: server.url("/gone"))) {}
    }
  }

  @Test("the decoder's settings are read when the reader is made")
  func settingsAtCreation() throws {
    let decoder = ModelMapperJSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    struct Named: Decodable, Equatable { var firstName: String }
    let reader = decoder.reader(Named.self, bytes: Array(#"[{"first_name": "Ada"}]"#.utf8))
    decoder.keyDecodingStrategy = .useDefaultKeys
    #expect(try reader.readAll() == [Named(firstName: "Ada")])
  }
}

@Suite("Decodable elements streamed: hostile input")
struct DecodableStreamingHostileInputTests {
  @Test("a page cut at every byte: a prefix of the elements, then a DecodingError, never a crash")
  func truncations() throws {
    let text = Array(StreamSamples.page(4).utf8)
    let all = try isoDecoder().decodeArray(of: CodableStreamItem.self, from: text, at: "data.items")
    for end in 0..<text.count {
      let cut = Array(text[..<end])
      let reader = isoDecoder().reader(
        CodableStreamItem.self, bytes: cut, format: .array(at: "data.items"), chunkSize: 5)
      var read: [CodableStreamItem] = []
      do {
        while let item = try reader.next() { read.append(item) }
        Issue.record("a page cut at \(end) of \(text.count) bytes read to its end")
      } catch is DecodingError {
        #expect(read == Array(all.prefix(read.count)))
      }
      #expect(throws: DecodingError.self) {
        try isoDecoder().decodeArray(of: CodableStreamItem.self, from: cut, at: "data.items")
      }
    }
  }

  @Test("100,000 levels of nesting in an element or around the array: the depth error, with its place")
  func deepNesting() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    for (text, keyPath) in [("[" + deep + "]", ""), (#"{"a": ["# + deep + "]}", "a"), (deep, "")] {
      let bytes = Array(text.utf8)
      let errors = [
        try #require(throws: DecodingError.self) {
          try isoDecoder().reader(CodableStreamItem.self, bytes: bytes, format: .array(at: keyPath)).readAll()
        },
        try #require(throws: DecodingError.self) {
          try isoDecoder().decodeArray(of: CodableStreamItem.self, from: bytes, at: keyPath)
        },
      ]
      for error in errors {
        guard case .dataCorrupted(let context) = error, let parse = context.underlyingError as? JSONParseError else {
          Issue.record("expected invalid JSON, got \(error)")
          continue
        }
        #expect(parse.line == 1)
        #expect(parse.offset > 500 && parse.offset < 600)
      }
    }
  }
}
