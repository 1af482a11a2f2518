import Foundation
import ModelMapper
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("URLSession: fetch and map, with typed errors, against a server on 127.0.0.1")
struct URLSessionMappingTests {
  static func server() throws -> LocalHTTPServer {
    try LocalHTTPServer(
      routes: [
        "/item": .init(json: #"{"id": 7, "name": "Tea", "price": 1.5}"#),
        "/envelope": .init(
          json: #"{"code": 0, "data": {"items": [{"id": 1, "name": "a"}, {"id": 2}], "user": {"id": 9}}}"#),
        "/broken": .init(json: "{\"id\": 7,\n \"name\": }"),
        "/frozen": .init(json: #"[{"id": 1, "name": "a"}, {"id": 2}]"#),
        "/forbidden": .init(status: 403, json: #"{"error": "no token"}"#),
        "/latin1": .init(body: Data([0x22, 0xE9, 0x22])),
      ], maxRequests: 16)
  }

  @Test("a model, a model and an array inside an envelope, and a request with a body")
  func success() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let item = try await URLSession.shared.object(Item.self, from: server.url("/item"))
    #expect(item == Item(id: 7, name: "Tea", price: 1.5))
    let user = try await URLSession.shared.object(Item.self, from: server.url("/envelope"), at: "data.user")
    #expect(user.id == 9)
    let items = try await URLSession.shared.array(Item.self, from: server.url("/envelope"), at: "data.items")
    #expect(items.map(\.id) == [1, 2])
    var request = URLRequest(url: server.url("/item"))
    request.httpMethod = "POST"
    request.httpBody = item.toJSONData()
    #expect(try await URLSession.shared.object(Item.self, for: request) == item)
    #expect(server.requestedPaths == ["/item", "/envelope", "/envelope", "/item"])
  }

  @Test("a status outside 200...299 is an HTTPStatusError with the status and a preview of the body")
  func status() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let error = try await #require(throws: HTTPStatusError.self) {
      try await URLSession.shared.object(Item.self, from: server.url("/forbidden"))
    }
    #expect(error.statusCode == 403)
    #expect(error.bodyPreview == #"{"error": "no token"}"#)
    #expect(error.description.hasPrefix("HTTP 403 from http://127.0.0.1:"))
    let missing = try await #require(throws: HTTPStatusError.self) {
      try await URLSession.shared.array(Item.self, from: server.url("/nowhere"))
    }
    #expect(missing.statusCode == 404)
  }

  @Test("invalid JSON has its line and column; invalid UTF-8 is invalid JSON; a value that does not map, its key path")
  func mappingErrors() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let invalid = try await #require(throws: MapError.self) {
      try await URLSession.shared.object(Item.self, from: server.url("/broken"))
    }
    #expect(invalid.kind == .invalidJSON)
    #expect(invalid.parseError?.line == 2 && invalid.parseError?.column == 10)
    let latin1 = try await #require(throws: MapError.self) {
      try await URLSession.shared.object(Item.self, from: server.url("/latin1"))
    }
    #expect(latin1.parseError?.kind == .invalidUTF8)
    let frozen = try await #require(throws: MapError.self) {
      try await URLSession.shared.array(FrozenItem.self, from: server.url("/frozen"))
    }
    #expect(frozen.path == "[1].name" && frozen.kind == .missingKey)
    let lossy = try await URLSession.shared.array(
      FrozenItem.self, from: server.url("/frozen"), mapper: Mapper(options: .lossyCollections))
    #expect(lossy.map(\.id) == [1])
  }

  @Test("a server that is not there is the session's own error")
  func unreachable() async throws {
    let server = try LocalHTTPServer(routes: [:], maxRequests: 1)
    let url = server.url("/item")
    server.stop()
    await #expect(throws: (any Error).self) { try await URLSession.shared.object(Item.self, from: url) }
  }
}
