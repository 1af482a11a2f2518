import Foundation
import ModelMapper
import SampleModels
import TestSupport
import Testing

@Suite("Streaming models: read one by one as the bytes arrive")
struct ModelReaderTests {
  @Test(
    "a page streamed in pieces of every size maps as the whole document does", arguments: [1, 2, 3, 5, 8, 13, 64, 4096])
  func pageInPieces(chunk: Int) throws {
    let text = StreamSamples.page(12)
    let whole = try Mapper<StreamItem>().mapArrayOrThrow(JSONString: text, at: "data.items")
    let reader = Mapper<StreamItem>().reader(
      bytes: Array(text.utf8), format: .array(at: "data.items"), chunkSize: chunk)
    let streamed = try reader.readAll()
    #expect(whole.count == 12)
    #expect(streamed == whole)
    #expect(reader.count == 12)
  }

  @Test("Twitter's statuses streamed equal the whole document's, in every chunk size")
  func twitter() throws {
    let data = try Fixtures.benchData("twitter.json")
    let whole = try Mapper<TwitterStatus>().mapArrayOrThrow(JSONData: data, at: "statuses")
    for chunk in [7, 1000, 1 << 20] {
      let streamed = try Mapper<TwitterStatus>().reader(bytes: data, format: .array(at: "statuses"), chunkSize: chunk)
        .readAll()
      #expect(streamed.map { $0.toJSONString() } == whole.map { $0.toJSONString() })
    }
  }

  @Test("generated orders and events streamed equal the whole document's")
  func generatedDocuments() throws {
    let orders = try JSONWriter().data(SampleDocuments.orderPage(orders: 300))
    let wholeOrders = try Mapper<Order>().mapArrayOrThrow(JSONData: orders, at: "data")
    let streamedOrders = try Mapper<Order>().reader(bytes: orders, format: .array(at: "data"), chunkSize: 999).readAll()
    #expect(streamedOrders.map { $0.toJSONString() } == wholeOrders.map { $0.toJSONString() })
    let events = try JSONWriter().data(SampleDocuments.eventPage(events: 200))
    let wholeEvents = try Mapper<GitHubEvent>().mapArrayOrThrow(JSONData: events)
    let streamedEvents = try Mapper<GitHubEvent>().reader(bytes: events, chunkSize: 512).readAll()
    #expect(
      streamedEvents.map { String(describing: type(of: $0)) } == wholeEvents.map { String(describing: type(of: $0)) })
    #expect(streamedEvents.map { $0.toJSONString() } == wholeEvents.map { $0.toJSONString() })
  }

  @Test("an array nested in arrays at the key path, by index")
  func nestedArrayByIndex() throws {
    let text = #"{"pages": [[{"id": 1}], {"items": [{"id": 2, "title": "x"}, {"id": 3}]}]}"#
    let streamed = try Mapper<StreamItem>().reader(
      bytes: Array(text.utf8), format: .array(at: "pages.1.items"), chunkSize: 3
    )
    .readAll()
    #expect(streamed.map(\.id) == [2, 3])
    let bracketed = try Mapper<StreamItem>().reader(bytes: Array(text.utf8), format: .array(at: "pages[0]")).readAll()
    #expect(bracketed.map(\.id) == [1])
  }

  @Test("JSON Lines: blank lines skipped, a bad line fails with its line, or is skipped when lossy")
  func jsonLines() throws {
    let lines = StreamSamples.items(4)
    let text = lines[0] + "\n\n" + lines[1] + "\r\n   \n" + "{\"id\": 5, oops}\n" + lines[2] + "\n" + lines[3]
    let reader = Mapper<StreamItem>().reader(bytes: Array(text.utf8), format: .jsonLines, chunkSize: 10)
    #expect(try reader.next()?.id == 1)
    #expect(try reader.next()?.id == 2)
    let error = try #require(throws: MapError.self) { try reader.next() }
    #expect(error.kind == .invalidJSON)
    #expect(error.path == "[2]")
    #expect(error.parseError?.line == 5)
    #expect(error.parseError?.column == 11)
    #expect(throws: MapError.self) { try reader.next() }  // again

    let lossy = Mapper<StreamItem>(options: .lossyCollections).reader(bytes: Array(text.utf8), format: .jsonLines)
    #expect(try lossy.readAll().map(\.id) == [1, 2, 3, 4])
    #expect(lossy.skippedErrors.count == 1)
    #expect((lossy.skippedErrors.first as? MapError)?.parseError?.line == 5)
  }

  @Test("the elements before invalid JSON are delivered, then an error with the element and its place")
  func invalidElement() throws {
    let items = StreamSamples.items(3)
    let text = "{\"data\": {\"items\": [\n" + items[0] + ",\n" + items[1] + ",\n{\"id\": 3, \"title\": tru}]}}"
    let reader = Mapper<StreamItem>().reader(bytes: Array(text.utf8), format: .array(at: "data.items"), chunkSize: 16)
    #expect(try reader.next()?.id == 1)
    #expect(try reader.next()?.id == 2)
    let error = try #require(throws: MapError.self) { try reader.next() }
    #expect(error.path == "data.items[2]")
    let parseError = try #require(error.parseError)
    let expected = try #require(throws: JSONParseError.self) { try JSONDocument(parsing: text) }
    #expect(parseError.offset == expected.offset)
    #expect((parseError.line, parseError.column) == (4, 23))
    #expect(parseError.message == expected.message)

    let lossy = Mapper<StreamItem>(options: .lossyCollections)
      .reader(bytes: Array((text.dropLast(3) + ", " + items[2] + "]}}").utf8), format: .array(at: "data.items"))
    #expect(try lossy.readAll().map(\.id) == [1, 2, 3])
    #expect((lossy.skippedErrors.first as? MapError)?.path == "data.items[2]")
  }

  @Test("an element that does not map fails with its key path; strict mode names every problem; lossy skips it")
  func elementThatDoesNotMap() throws {
    let text = #"[{"id": 1, "title": "a"}, {"id": "two"}, {"id": 3, "title": "c"}]"#
    let reader = Mapper<StrictStreamItem>().reader(bytes: Array(text.utf8))
    #expect(try reader.next()?.id == 1)
    let error = try #require(throws: MapError.self) { try reader.next() }
    #expect(error.path == "[1].id")
    #expect(error.kind == .typeMismatch)

    let twoProblems = #"[{"id": 1}, {"id": "two", "title": 2}]"#
    let strict = Mapper<StreamItem>(options: .strict).reader(bytes: Array(twoProblems.utf8))
    _ = try strict.next()
    let problems = try #require(throws: MappingProblems.self) { try strict.next() }
    #expect(problems.errors.compactMap(\.path) == ["[1].id", "[1].title"])
    let whole = try #require(throws: MappingProblems.self) {
      try Mapper<StreamItem>(options: .strict).mapArrayOrThrow(JSONString: twoProblems)
    }
    #expect(problems.errors.map(\.description) == whole.errors.map(\.description))

    let lossy = Mapper<StrictStreamItem>(options: .lossyCollections).reader(bytes: Array(text.utf8))
    #expect(try lossy.readAll().map(\.id) == [1, 3])
    #expect((lossy.skippedErrors.first as? MapError)?.path == "[1].id")
  }

  @Test("no array at the key path: a missing key, or the kind found")
  func keyPathErrors() throws {
    let text = #"{"data": {"items": {"id": 1}}, "list": [1]}"#
    let missing = try #require(throws: MapError.self) {
      try Mapper<StreamItem>().reader(bytes: Array(text.utf8), format: .array(at: "data.orders")).next()
    }
    #expect(missing.kind == .missingKey)
    #expect(missing.path == "data.orders")
    let notArray = try #require(throws: MapError.self) {
      try Mapper<StreamItem>().reader(bytes: Array(text.utf8), format: .array(at: "data.items")).next()
    }
    #expect(notArray.kind == .typeMismatch)
    #expect(notArray.foundKind == .object)
    // Elements that are not objects fail as in mapArrayOrThrow.
    let notObject = try #require(throws: MapError.self) {
      try Mapper<StreamItem>().reader(bytes: Array(text.utf8), format: .array(at: "list")).next()
    }
    #expect(notObject.path == "list[0]")
  }

  @Test("files and file handles")
  func files() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let text = StreamSamples.page(50)
    try Data(text.utf8).write(to: url)
    let whole = try Mapper<StreamItem>().mapArrayOrThrow(JSONString: text, at: "data.items")
    #expect(try Mapper<StreamItem>().reader(contentsOf: url, format: .array(at: "data.items")).readAll() == whole)
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    #expect(try Mapper<StreamItem>().reader(fileHandle: handle, format: .array(at: "data.items")).readAll() == whole)
    let missing = try #require(throws: PersistenceError.self) {
      try Mapper<StreamItem>().reader(contentsOf: url.appendingPathExtension("gone"))
    }
    #expect(missing.kind == .fileNotFound)
  }

  @Test("asynchronous bytes and chunks map as the whole document does")
  func asynchronous() async throws {
    let text = StreamSamples.page(30)
    let whole = try Mapper<StreamItem>().mapArrayOrThrow(JSONString: text, at: "data.items")
    let bytes = AsyncStream<UInt8> { continuation in
      for byte in text.utf8 { continuation.yield(byte) }
      continuation.finish()
    }
    var fromBytes: [StreamItem] = []
    for try await item in Mapper<StreamItem>().models(from: bytes, format: .array(at: "data.items")) {
      fromBytes.append(item)
    }
    #expect(fromBytes == whole)
    let utf8 = Array(text.utf8)
    let chunks = AsyncStream<[UInt8]> { continuation in
      for start in stride(from: 0, to: utf8.count, by: 77) {
        continuation.yield(Array(utf8[start..<min(start + 77, utf8.count)]))
      }
      continuation.finish()
    }
    var fromChunks: [StreamItem] = []
    for try await item in Mapper<StreamItem>().models(fromChunks: chunks, format: .array(at: "data.items")) {
      fromChunks.append(item)
    }
    #expect(fromChunks == whole)
  }

  @Test("cancelling the task stops an endless stream")
  func cancellation() async throws {
    let endless = AsyncStream<[UInt8]> { continuation in
      let task = Task {
        continuation.yield(Array("[".utf8))
        var id = 0
        while !Task.isCancelled {
          id += 1
          continuation.yield(Array((#"{"id": \#(id)},"#).utf8))
          await Task.yield()
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
    let reading = Task {
      var count = 0
      for try await _ in Mapper<StreamItem>().models(fromChunks: endless) { count += 1 }
      return count
    }
    try await Task.sleep(for: .milliseconds(200))
    reading.cancel()
    let started = ContinuousClock.now
    await #expect(throws: CancellationError.self) { try await reading.value }
    // Cancellation takes effect at the next chunk; the bound only catches a hang (the suite
    // runs many tests at once on two cores).
    #expect(ContinuousClock.now - started < .seconds(30))
  }

  @Test("deeply nested input is a depth error, never a crash: in an element, beside the array, around it")
  func deeplyNested() throws {
    let deep = String(repeating: "[", count: 100_000)
    let cases: [(String, ModelStreamFormat)] = [
      ("[" + deep, .array),
      ("[{\"id\": 1}, " + deep, .array),
      (#"{"x": "# + deep, .array(at: "data")),
      (String(repeating: #"{"a": "#, count: 100_000), .array(at: "a.b")),
    ]
    for (text, format) in cases {
      let reader = Mapper<StreamItem>().reader(bytes: Array(text.utf8), format: format, chunkSize: 4096)
      let error = try #require(throws: MapError.self) { _ = try reader.readAll() }
      #expect(error.parseError?.kind == .tooDeep, "\(error)")
    }
  }

  @Test("a page truncated at every byte delivers a prefix of its models, then an error")
  func truncatedAtEveryByte() throws {
    let text = Array(StreamSamples.page(3).utf8)
    let whole = try Mapper<StreamItem>().mapArrayOrThrow(JSONData: text, at: "data.items")
    for length in 0..<text.count {
      let reader = Mapper<StreamItem>().reader(bytes: Array(text[0..<length]), format: .array(at: "data.items"))
      var models: [StreamItem] = []
      let error = try #require(throws: MapError.self) {
        while let model = try reader.next() { models.append(model) }
      }
      #expect(error.kind == .invalidJSON, "\(length): \(error)")
      #expect(models == Array(whole.prefix(models.count)), "\(length)")
    }
  }
}
