import Foundation
import ModelMapper
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A note with a long text: a few thousand of them make a body of many megabytes.
private final class Note: Mappable {
  var id = -1
  var text = ""

  init?(map: Map) {}

  func mapping(map: Map) {
    id <- map["id"]
    text <- map["text"]
  }
}

/// The body of `count` notes of `textLength` bytes each, a chunk of `perChunk` notes at a time,
/// as `{"notes": [...]}` or as JSON Lines.
private func noteChunks(count: Int, textLength: Int, perChunk: Int = 16, lines: Bool = false)
  -> @Sendable (Int) -> Data?
{
  let text = String(repeating: "n", count: textLength)
  return { index in
    let start = index * perChunk
    guard start < count else { return nil }
    var chunk = ""
    if !lines && index == 0 { chunk += #"{"notes": ["# }
    for id in start..<min(start + perChunk, count) {
      let note = #"{"id": \#(id), "text": "\#(text)"}"#
      chunk += lines ? note + "\n" : (id > 0 ? "," : "") + note
    }
    if start + perChunk >= count && !lines { chunk += "]}" }
    return Data(chunk.utf8)
  }
}

/// How many notes the client has read, for a server that sends no faster than they are read
/// (as a network slower than mapping does).
///
/// The wait is long: the tests run in parallel on a two-core machine's cooperative pool, and
/// a test that computes for minutes holds a thread meanwhile, so the client may read nothing for
/// a long time without anything being wrong. Only a hang reaches the timeout, and then
/// `timedOut` says so (the body ends early, which the client sees as truncated JSON).
private final class Progress: @unchecked Sendable {
  private let condition = NSCondition()
  private var read = 0
  private var gaveUp = false

  func note(_ count: Int) {
    condition.lock()
    read = count
    condition.broadcast()
    condition.unlock()
  }

  /// Waits until `count` notes are read; false after `timeout` seconds.
  func wait(until count: Int, timeout: TimeInterval = 600) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date().addingTimeInterval(timeout)
    while read < count {
      if !condition.wait(until: deadline) {
        gaveUp = true
        return false
      }
    }
    return true
  }

  /// Whether a wait reached its timeout.
  var timedOut: Bool { condition.withLock { gaveUp } }
}

/// A session whose requests may go 10 minutes without data: a paced server waits for a client
/// that may wait minutes for a thread (see `Progress`). On Linux the session's configuration
/// sets the limit, whatever the request's `timeoutInterval`.
private func patientSession() -> URLSession {
  let configuration = URLSessionConfiguration.default
  configuration.timeoutIntervalForRequest = 600
  return URLSession(configuration: configuration)
}

#if os(Linux)
  /// glibc's `malloc_trim`, which returns the memory freed in every arena to the system (it is
  /// declared in `malloc.h`, which Swift's Glibc module does not import).
  private let mallocTrim: (@convention(c) (Int) -> Int32)? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
  }()
#endif

/// The process's resident memory now, in bytes (Linux: `/proc/self/statm`); nil elsewhere.
///
/// Memory the process has freed is returned to the system first (`malloc_trim`): otherwise it
/// stays resident in the allocator's arenas and counts as growth.
private func residentBytes() -> Int? {
  #if os(Linux)
    _ = mallocTrim?(0)
  #endif
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Runs the Swift Testing tests matching `filter` in a new process of this test binary, with
/// `MODELMAPPER_STREAM_MEMORY_CHILD` set: their standard output, once they passed.
///
/// - Throws: When the process cannot be started, or its tests fail (with their output).
private func runAlone(filter: String) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
  var environment = ProcessInfo.processInfo.environment
  environment["MODELMAPPER_STREAM_MEMORY_CHILD"] = "1"
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try process.run()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  struct ChildFailed: Error, CustomStringConvertible {
    let description: String
  }
  guard process.terminationStatus == 0 else {
    throw ChildFailed(
      description: "the test alone failed (status \(process.terminationStatus)):\n\(output.suffix(4_000))")
  }
  return output
}

@Suite("Streaming a response's body into models, on Linux too, against a server on 127.0.0.1")
struct StreamedResponseTests {
  /// Set in the process of its own that ``largeBodyInBoundedMemory()`` starts.
  static let measuresHere = ProcessInfo.processInfo.environment["MODELMAPPER_STREAM_MEMORY_CHILD"] != nil

  @Test(
    "a body of 96 MB maps note by note while it arrives: the server sends no more until the notes before are read, and memory stays within 64 MB of its start"
  )
  func largeBodyInBoundedMemory() async throws {
    // Resident memory is the process's: the other tests running meanwhile held up to a
    // hundred megabytes of their own at times. So on Linux, where it is measured, the test
    // binary runs this test again, alone, in a process of its own, which streams, measures
    // and reports; elsewhere the body is streamed here, unmeasured.
    #if os(Linux)
      guard Self.measuresHere else {
        let output = try runAlone(filter: "StreamedResponseTests/largeBodyInBoundedMemory")
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("stream memory: ") })
        let growth = try #require(Int(line.dropFirst("stream memory: ".count)))
        // The body is about 96 MB: were its chunks kept once read, the process would grow by
        // at least that.
        #expect(growth < 64 << 20, "grew by \(growth >> 20) MiB")
        return
      }
    #endif
    let count = 12_000
    let textLength = 8_000
    let window = 256
    let progress = Progress()
    let notes = noteChunks(count: count, textLength: textLength)
    // A chunk of 16 notes is sent only once the client has read all but `window` notes of
    // those before it: models must arrive while the body is still being sent.
    let paced: @Sendable (Int) -> Data? = { index in
      guard progress.wait(until: index * 16 - window) else { return nil }
      return notes(index)
    }
    let server = try LocalHTTPServer(routes: ["/notes": .init(chunks: paced)], maxRequests: 1)
    defer { server.stop() }
    let before = residentBytes()
    var peak = before ?? 0
    var next = 0
    // The server waits for the client, which may wait minutes for a thread (see `Progress`):
    // longer than the default 60 seconds a request may go without data.
    let request = URLRequest(url: server.url("/notes"), timeoutInterval: 600)
    let session = patientSession()
    defer { session.finishTasksAndInvalidate() }
    do {
      for try await note in session.models(Note.self, for: request, format: .array(at: "notes")) {
        #expect(note.id == next && note.text.utf8.count == textLength, "note \(next)")
        next += 1
        progress.note(next)
        if next % 500 == 0, let now = residentBytes() { peak = max(peak, now) }
      }
    } catch {
      Issue.record(error, progress.timedOut ? "the client read nothing for 10 minutes" : "")
    }
    #expect(next == count)
    #expect(server.answeredResponses.map(\.complete) == [true])
    if let before {
      // (Read by the test that started this process; a line of its own on standard output.)
      print("stream memory: \(peak - before)")
    }
  }

  @Test("JSON Lines, and an array at a key path, stream in order whatever pieces the body arrives in")
  func formatsAndLimits() async throws {
    let server = try LocalHTTPServer(
      routes: [
        "/lines": .init(
          contentType: "application/x-ndjson", chunks: noteChunks(count: 300, textLength: 40, lines: true)),
        "/array": .init(chunks: noteChunks(count: 300, textLength: 40, perChunk: 7)),
      ], maxRequests: 2)
    defer { server.stop() }
    var ids: [Int] = []
    for try await note in URLSession.shared.models(Note.self, from: server.url("/lines"), format: .jsonLines) {
      ids.append(note.id)
    }
    #expect(ids == Array(0..<300))
    ids = []
    var request = URLRequest(url: server.url("/array"))
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    for try await note in URLSession.shared.models(Note.self, for: request, format: .array(at: "notes")) {
      ids.append(note.id)
    }
    #expect(ids == Array(0..<300))
  }

  @Test("a status outside 200...299 is an HTTPStatusError with the body's preview, before any model")
  func errorStatus() async throws {
    let server = try LocalHTTPServer(
      routes: ["/gone": .init(status: 410, json: #"{"error": "gone"}"#)], maxRequests: 1)
    defer { server.stop() }
    var models = 0
    let error = await #expect(throws: HTTPStatusError.self) {
      for try await _ in URLSession.shared.models(Note.self, from: server.url("/gone")) { models += 1 }
    }
    #expect(models == 0)
    #expect(error?.statusCode == 410)
    #expect(error?.bodyPreview == #"{"error": "gone"}"#)
  }

  @Test("invalid JSON in the body is a MapError with its line and column, after the models before it")
  func invalidBody() async throws {
    let body = #"[{"id": 0, "text": "a"},"# + "\n" + #" {"id": 1, "text": }]"#
    let server = try LocalHTTPServer(routes: ["/bad": .init(json: body)], maxRequests: 1)
    defer { server.stop() }
    var ids: [Int] = []
    let error = await #expect(throws: MapError.self) {
      for try await note in URLSession.shared.models(Note.self, from: server.url("/bad")) { ids.append(note.id) }
    }
    #expect(ids == [0])
    #expect(error?.parseError?.line == 2)
    #expect(error?.parseError?.column == 20)
  }

  @Test("stopping early cancels the request: the server's send fails before the body's end")
  func stopsEarly() async throws {
    let notes = noteChunks(count: 100_000, textLength: 1_000)
    let stopped = Progress()
    // The first four chunks (64 notes) go at once; the rest, 100 MB, only once the client has
    // stopped, and a chunk of 16 KB a millisecond, so that the body's end is seconds away: the
    // server sends it whole only if nobody cancels the request. (Sent at once, the client
    // could receive it all before a loaded machine runs the loop that stops.)
    let gated: @Sendable (Int) -> Data? = { index in
      if index >= 4 {
        guard stopped.wait(until: 1) else { return nil }
        Thread.sleep(forTimeInterval: 0.001)
      }
      return notes(index)
    }
    let server = try LocalHTTPServer(routes: ["/notes": .init(chunks: gated)], maxRequests: 1)
    var read = 0
    let session = patientSession()
    defer { session.finishTasksAndInvalidate() }
    for try await _ in session.models(Note.self, from: server.url("/notes"), format: .array(at: "notes")) {
      read += 1
      if read == 3 { break }
    }
    stopped.note(1)
    #expect(read == 3)
    let deadline = Date().addingTimeInterval(600)
    while server.answeredResponses.isEmpty && Date() < deadline { try await Task.sleep(nanoseconds: 50_000_000) }
    #expect(server.answeredResponses.map(\.complete) == [false])
    server.stop()
  }
}
