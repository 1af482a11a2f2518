import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Streaming a response's body into models on every platform. Apple's Foundation has
// `URLSession.bytes(for:)`, which `Mapper.models(from:)` reads; swift-corelibs-foundation
// (Linux) has no such method, so the body arrives here through a data delegate, a chunk at a
// time, and each chunk is mapped and released as the models are read: what is held is what
// has arrived and is not mapped yet, never the whole body.

extension URLSession {
  /// The models of the response to `request`, mapped as its body arrives, on Linux as on Apple
  /// platforms: the body is never held whole.
  ///
  /// ```swift
  /// let request = URLRequest(url: exportURL)
  /// for try await order in URLSession.shared.models(Order.self, for: request, format: .array(at: "orders")) {
  ///   try await store.save(order)
  /// }
  /// ```
  ///
  /// The request is sent with the session's configuration (in a session of its own, whose data
  /// delegate receives the body) when the iteration starts. Each chunk of the body is held
  /// until its models are read, then released: memory holds what has arrived and is not mapped
  /// yet, and the largest element. (A transfer cannot be paused on Linux, where suspending a
  /// task restarts it, so when the models are read more slowly than the body arrives, what is
  /// waiting grows.) Stopping the iteration early, or cancelling its task, cancels the request.
  ///
  /// - Parameters:
  ///   - type: The model type.
  ///   - request: The request to send.
  ///   - format: Where the models are: ``ModelStreamFormat/array`` (default),
  ///     ``ModelStreamFormat/array(at:)``, or ``ModelStreamFormat/jsonLines``.
  ///   - mapper: The mapper whose options and context every element is mapped with.
  /// - Returns: The models, in order; iterating throws the session's error (a `URLError`),
  ///   ``HTTPStatusError`` for a status outside `200...299`, or what ``ModelStream`` throws (a
  ///   ``MapError`` for invalid JSON, with its line and column, or an element that does not map).
  public func models<N: BaseMappable>(
    _ type: N.Type, for request: URLRequest, format: ModelStreamFormat = .array, mapper: Mapper<N> = Mapper<N>()
  ) -> ModelStream<N, HTTPResponseChunks> {
    mapper.models(fromChunks: HTTPResponseChunks(configuration: configuration, request: request), format: format)
  }

  /// The models of the resource at `url`, mapped as its body arrives (see
  /// `URLSession.models(_:for:format:mapper:)`).
  ///
  /// ```swift
  /// for try await entry in URLSession.shared.models(LogEntry.self, from: logURL, format: .jsonLines) {
  ///   print(entry.message)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model type.
  ///   - url: The resource to fetch.
  ///   - format: Where the models are (default: an array of them).
  ///   - mapper: The mapper whose options and context every element is mapped with.
  /// - Returns: The models, in order, as `models(_:for:format:mapper:)` gives them.
  public func models<N: BaseMappable>(
    _ type: N.Type, from url: URL, format: ModelStreamFormat = .array, mapper: Mapper<N> = Mapper<N>()
  ) -> ModelStream<N, HTTPResponseChunks> {
    models(type, for: URLRequest(url: url), format: format, mapper: mapper)
  }
}

/// The body of an HTTP response, a chunk at a time as it arrives, each released once read:
/// what `URLSession.models(_:for:format:mapper:)` maps. Each iteration sends the request
/// anew.
///
/// ```swift
/// let chunks = HTTPResponseChunks(request: URLRequest(url: url))
/// for try await chunk in chunks { hasher.update(data: chunk) }
/// ```
public struct HTTPResponseChunks: AsyncSequence {
  /// A chunk of the body.
  public typealias Element = Data

  let configuration: URLSessionConfiguration
  let request: URLRequest

  /// The body of the response to `request`, sent with `configuration`.
  ///
  /// - Parameters:
  ///   - configuration: The configuration of the session the request is sent with (default:
  ///     `.default`).
  ///   - request: The request to send.
  public init(configuration: URLSessionConfiguration = .default, request: URLRequest) {
    // A copy: the configuration is a class, and the session copies it again.
    self.configuration = configuration.copy() as? URLSessionConfiguration ?? configuration
    self.request = request
  }

  /// Sends the request; the chunks follow as the body arrives.
  ///
  /// - Returns: The iterator of the body's chunks.
  public func makeAsyncIterator() -> Iterator {
    Iterator(handle: _ResponsePumpHandle(_ResponsePump(configuration: configuration, request: request)))
  }

  /// The iterator of a response's chunks.
  public struct Iterator: AsyncIteratorProtocol {
    let handle: _ResponsePumpHandle

    /// The next chunk of the body; nil after the last.
    ///
    /// - Throws: The session's error (a `URLError`), ``HTTPStatusError`` for a status outside
    ///   `200...299`, or `CancellationError` when the task is cancelled.
    public mutating func next() async throws -> Data? {
      try await handle.pump.next()
    }
  }
}

// `URLSessionConfiguration` and `URLRequest` are values here (copied, never changed).
extension HTTPResponseChunks: @unchecked Sendable {}

/// Owns a running request for its iterator: cancels it when the iterator goes away before the
/// body's end (the session holds the pump until its task ends).
final class _ResponsePumpHandle: Sendable {
  let pump: _ResponsePump

  init(_ pump: _ResponsePump) {
    self.pump = pump
    pump.start()
  }

  deinit {
    pump.cancel()
  }
}

/// The data delegate of one request: queues the chunks of the body as they arrive and hands
/// them to the reader, one at a time.
final class _ResponsePump: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let configuration: URLSessionConfiguration
  private let request: URLRequest
  /// Guards everything below.
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var chunks: [Data] = []
  private var first = 0
  private var finished = false
  private var failure: Error?
  /// The status and URL of a response outside 200...299, and its body, read to make its error.
  private var failedStatus: (code: Int, url: URL?)?
  private var failedBody = Data()
  private var reader: CheckedContinuation<Data?, Error>?

  init(configuration: URLSessionConfiguration, request: URLRequest) {
    self.configuration = configuration
    self.request = request
  }

  /// Sends the request.
  func start() {
    let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    let task = session.dataTask(with: request)
    lock.withLock { self.task = task }
    task.resume()
  }

  /// Stops the transfer; a reader waiting gets `CancellationError`.
  func cancel() {
    lock.lock()
    let task = finished ? nil : self.task
    if !finished && failure == nil { failure = CancellationError() }
    let continuation = takeReader()
    lock.unlock()
    task?.cancel()
    continuation?()
  }

  /// The next chunk; nil after the last.
  func next() async throws -> Data? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, Error>) in
        lock.lock()
        reader = continuation
        let resume = takeReader()
        lock.unlock()
        resume?()
      }
    } onCancel: {
      cancel()
    }
  }

  /// The waiting reader and what to hand it (a chunk, the end or the failure), taken from the
  /// queue, or nil when there is nothing for it yet; the caller resumes it after unlocking.
  /// Called with the lock held.
  private func takeReader() -> (() -> Void)? {
    guard let continuation = reader else { return nil }
    let result: Result<Data?, Error>
    if first < chunks.count {
      let chunk = chunks[first]
      chunks[first] = Data()
      first += 1
      if first == chunks.count {
        chunks.removeAll(keepingCapacity: true)
        first = 0
      }
      result = .success(chunk)
    } else if let failure {
      result = .failure(failure)
    } else if finished {
      result = .success(nil)
    } else {
      return nil
    }
    reader = nil
    return { continuation.resume(with: result) }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {
      lock.withLock { failedStatus = (http.statusCode, http.url ?? request.url) }
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    lock.lock()
    if failedStatus != nil {
      // The body of an error response, for its preview; it holds no models.
      if failedBody.count < 64 << 10 { failedBody.append(data.prefix(64 << 10 - failedBody.count)) }
      lock.unlock()
      return
    }
    chunks.append(data)
    let resume = takeReader()
    lock.unlock()
    resume?()
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    lock.lock()
    finished = true
    if let status = failedStatus {
      failure = failure ?? HTTPStatusError(statusCode: status.code, url: status.url, body: failedBody)
    } else if let error, failure == nil {
      failure = error
    }
    self.task = nil
    let resume = takeReader()
    lock.unlock()
    // The session holds its delegate until it is invalidated.
    session.finishTasksAndInvalidate()
    resume?()
  }
}
