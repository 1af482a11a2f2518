import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Fetching and mapping in one call, with no dependency beyond Foundation: the body is mapped
// from its bytes (no String made), a status outside 200...299 is an `HTTPStatusError` with a
// preview of the body, invalid JSON a `MapError` with the line and column, a value that does
// not map a `MapError` with its key path.

extension URLSession {
  /// Fetches `url` and maps the response's body (or the object at `keyPath` inside it) to a
  /// model.
  ///
  /// ```swift
  /// let user = try await URLSession.shared.object(User.self, from: url)
  /// let me = try await URLSession.shared.object(User.self, from: url, at: "data.user")
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model type.
  ///   - url: The resource to fetch.
  ///   - keyPath: Where the model is inside the body, such as `"data.user"`; nil (the default)
  ///     for the whole body.
  ///   - mapper: The mapper to use, with its context and options (default: ObjectMapper's rules).
  /// - Returns: The model.
  /// - Throws: The session's error (a `URLError`) when the request fails; ``HTTPStatusError``
  ///   for a status outside `200...299`; ``MapError`` for invalid JSON (with its line and column)
  ///   or a value that does not map (with its key path); ``MappingProblems`` in strict mode.
  public func object<N: BaseMappable>(
    _ type: N.Type, from url: URL, at keyPath: String? = nil, mapper: Mapper<N> = Mapper<N>()
  ) async throws -> N {
    try await object(type, for: URLRequest(url: url), at: keyPath, mapper: mapper)
  }

  /// Sends `request` and maps the response's body (or the object at `keyPath` inside it) to a
  /// model (see `URLSession.object(_:from:at:mapper:)`).
  ///
  /// ```swift
  /// var request = URLRequest(url: url)
  /// request.httpMethod = "POST"
  /// request.httpBody = draft.toJSONData()
  /// let created = try await URLSession.shared.object(Post.self, for: request)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model type.
  ///   - request: The request to send.
  ///   - keyPath: Where the model is inside the body, such as `"data.user"`; nil (the default)
  ///     for the whole body.
  ///   - mapper: The mapper to use, with its context and options (default: ObjectMapper's rules).
  /// - Returns: The model.
  /// - Throws: The session's error (a `URLError`) when the request fails; ``HTTPStatusError``
  ///   for a status outside `200...299`; ``MapError`` for invalid JSON (with its line and column)
  ///   or a value that does not map (with its key path); ``MappingProblems`` in strict mode.
  public func object<N: BaseMappable>(
    _ type: N.Type, for request: URLRequest, at keyPath: String? = nil, mapper: Mapper<N> = Mapper<N>()
  ) async throws -> N {
    let body = try await checkedBody(for: request)
    if let keyPath { return try mapper.mapOrThrow(JSONData: body, at: keyPath) }
    return try mapper.mapOrThrow(JSONData: body)
  }

  /// Fetches `url` and maps the array of the response's body (or the array at `keyPath`
  /// inside it) to models; the first element that does not map throws, unless the mapper
  /// has ``MappingOptions/lossyCollections``.
  ///
  /// ```swift
  /// let items = try await URLSession.shared.array(Item.self, from: url, at: "data.items")
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model type.
  ///   - url: The resource to fetch.
  ///   - keyPath: Where the array is inside the body, such as `"data.items"`; nil (the default)
  ///     for the whole body.
  ///   - mapper: The mapper to use, with its context and options (default: ObjectMapper's rules).
  /// - Returns: The models, in order.
  /// - Throws: The session's error (a `URLError`) when the request fails; ``HTTPStatusError``
  ///   for a status outside `200...299`; ``MapError`` for invalid JSON (with its line and column),
  ///   a body that is not an array there, or an element that does not map (with its key path);
  ///   ``MappingProblems`` in strict mode.
  public func array<N: BaseMappable>(
    _ type: N.Type, from url: URL, at keyPath: String? = nil, mapper: Mapper<N> = Mapper<N>()
  ) async throws -> [N] {
    try await array(type, for: URLRequest(url: url), at: keyPath, mapper: mapper)
  }

  /// Sends `request` and maps the array of the response's body (or the array at `keyPath`
  /// inside it) to models (see `URLSession.array(_:from:at:mapper:)`).
  ///
  /// - Parameters:
  ///   - type: The model type.
  ///   - request: The request to send.
  ///   - keyPath: Where the array is inside the body, such as `"data.items"`; nil (the default)
  ///     for the whole body.
  ///   - mapper: The mapper to use, with its context and options (default: ObjectMapper's rules).
  /// - Returns: The models, in order.
  /// - Throws: The session's error (a `URLError`) when the request fails; ``HTTPStatusError``
  ///   for a status outside `200...299`; ``MapError`` for invalid JSON (with its line and column),
  ///   a body that is not an array there, or an element that does not map (with its key path);
  ///   ``MappingProblems`` in strict mode.
  public func array<N: BaseMappable>(
    _ type: N.Type, for request: URLRequest, at keyPath: String? = nil, mapper: Mapper<N> = Mapper<N>()
  ) async throws -> [N] {
    let body = try await checkedBody(for: request)
    if let keyPath { return try mapper.mapArrayOrThrow(JSONData: body, at: keyPath) }
    return try mapper.mapArrayOrThrow(JSONData: body)
  }

  /// The body of the response to `request`, or an ``HTTPStatusError`` for a status outside
  /// `200...299`.
  func checkedBody(for request: URLRequest) async throws -> Data {
    let (body, response) = try await data(for: request)
    if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {
      throw HTTPStatusError(statusCode: http.statusCode, url: http.url ?? request.url, body: body)
    }
    return body
  }
}

/// A response whose HTTP status is not a success (outside `200...299`), thrown by the
/// `URLSession` helpers instead of mapping the body.
///
/// ```swift
/// do {
///   let user = try await URLSession.shared.object(User.self, from: url)
/// } catch let error as HTTPStatusError where error.statusCode == 404 {
///   print("no such user: \(error.bodyPreview)")
/// }
/// ```
public struct HTTPStatusError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The response's status code, such as 404.
  public let statusCode: Int
  /// The URL of the response.
  public let url: URL?
  /// The response's body.
  public let body: Data

  /// Creates an error for a response.
  ///
  /// - Parameters:
  ///   - statusCode: The response's status code.
  ///   - url: The URL of the response.
  ///   - body: The response's body.
  public init(statusCode: Int, url: URL?, body: Data) {
    self.statusCode = statusCode
    self.url = url
    self.body = body
  }

  /// The start of the body as text (at most 200 characters, invalid UTF-8 replaced), for
  /// logs.
  public var bodyPreview: String {
    let text = String(decoding: body.prefix(600), as: UTF8.self)
    return text.count > 200 ? String(text.prefix(200)) + "..." : text
  }

  /// `HTTP 404 from https://...: {"error": "not found"}`.
  public var description: String {
    "HTTP \(statusCode) from \(url?.absoluteString ?? "an unknown URL"): \(bodyPreview)"
  }
}
