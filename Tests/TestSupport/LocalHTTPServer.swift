import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1, for tests of the networking helpers: it answers
/// each request from a table of canned responses (by path), one connection at a time, closes
/// every connection after its response, and stops when `stop()` is called, after `maxRequests`
/// requests, or after `timeout` seconds without a request, whichever comes first. It runs on a
/// thread of its own.
///
/// The timeout is only a safety net for a test that never calls `stop()`: on a loaded two-core
/// machine a test's task can wait a minute or more for a thread of the cooperative pool between
/// creating the server and its first request, so the timeout is long and counts from the last
/// request, not from the start.
package final class LocalHTTPServer: @unchecked Sendable {
  /// A canned response.
  package struct Response: Sendable {
    package var status: Int
    package var body: Data
    package var contentType: String
    /// A body made as it is sent, a chunk at a time (chunk 0, 1, ... until nil), so that the
    /// server never holds more than a chunk: for bodies larger than a test should hold. Sent
    /// without a length, the end of the body being the end of the connection.
    package var chunks: (@Sendable (Int) -> Data?)?

    package init(status: Int = 200, body: Data, contentType: String = "application/json") {
      self.status = status
      self.body = body
      self.contentType = contentType
    }

    /// A response whose body `chunks` makes as it is sent.
    package init(
      status: Int = 200, contentType: String = "application/json", chunks: @escaping @Sendable (Int) -> Data?
    ) {
      self.init(status: status, body: Data(), contentType: contentType)
      self.chunks = chunks
    }

    package init(status: Int = 200, json: String) {
      self.init(status: status, body: Data(json.utf8))
    }
  }

  /// The port the server listens on.
  package let port: UInt16
  private let socket: Int32
  private let routes: [String: Response]
  /// Guards `served`, `stopRequested` and `finished`.
  private let condition = NSCondition()
  private var served: [String] = []
  private var answered: [(path: String, complete: Bool)] = []
  private var stopRequested = false
  private var finished = false

  /// Starts a server answering `routes` (path, query included, to response); an unknown path
  /// gets a 404.
  package init(routes: [String: Response], maxRequests: Int = 32, timeout: TimeInterval = 600) throws {
    self.routes = routes
    #if canImport(Glibc)
      let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    socket = descriptor
    Thread.detachNewThread { [self] in self.serve(maxRequests: maxRequests, idleTimeout: timeout) }
  }

  /// The URL of `path` on the server.
  package func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  /// The paths requested so far, in order.
  package var requestedPaths: [String] {
    condition.lock()
    defer { condition.unlock() }
    return served
  }

  /// The responses sent so far: each path, and whether its body was sent whole (false when
  /// the client closed the connection first).
  package var answeredResponses: [(path: String, complete: Bool)] {
    condition.lock()
    defer { condition.unlock() }
    return answered
  }

  /// Stops listening, and returns once the server's thread has closed its socket.
  ///
  /// Only the server's thread closes the socket, once: a descriptor closed twice, or closed
  /// under a thread still polling it, may by then belong to another test's socket.
  package func stop() {
    condition.lock()
    defer { condition.unlock() }
    stopRequested = true
    if !finished { shutdown(socket, Int32(SHUT_RDWR)) }
    while !finished { condition.wait() }
  }

  private var shouldStop: Bool {
    condition.lock()
    defer { condition.unlock() }
    return stopRequested
  }

  /// No SIGPIPE when a client has gone (Linux; Darwin sockets take SO_NOSIGPIPE instead).
  #if canImport(Glibc)
    static let sendFlags = Int32(MSG_NOSIGNAL)
  #else
    static let sendFlags: Int32 = 0
  #endif

  private func serve(maxRequests: Int, idleTimeout: TimeInterval) {
    var count = 0
    var deadline = Date().addingTimeInterval(idleTimeout)
    while count < maxRequests && Date() < deadline && !shouldStop {
      var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 200) > 0 else { continue }
      let client = accept(socket, nil, nil)
      guard client >= 0 else {
        // A client that gave up before it was accepted, or a signal: keep serving.
        if errno == EINTR || errno == ECONNABORTED || errno == EAGAIN { continue }
        break
      }
      count += 1
      deadline = Date().addingTimeInterval(idleTimeout)
      answer(client)
      close(client)
    }
    condition.lock()
    close(socket)
    finished = true
    condition.broadcast()
    condition.unlock()
  }

  /// Reads one request's head and writes its canned response.
  private func answer(_ client: Int32) {
    var request = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while request.count < 65_536 {
      let read = recv(client, &buffer, buffer.count, 0)
      guard read > 0 else { break }
      request += buffer[0..<read]
      if String(decoding: request, as: UTF8.self).contains("\r\n\r\n") { break }
    }
    let line = String(decoding: request, as: UTF8.self).split(separator: "\r\n", maxSplits: 1).first ?? ""
    let parts = line.split(separator: " ")
    let path = parts.count > 1 ? String(parts[1]) : "/"
    condition.lock()
    served.append(path)
    condition.unlock()
    let response = routes[path] ?? Response(status: 404, json: #"{"error": "not found"}"#)
    let length = response.chunks == nil ? "Content-Length: \(response.body.count)\r\n" : ""
    let head =
      "HTTP/1.1 \(response.status) \(response.status == 200 ? "OK" : "Status")\r\n"
      + "Content-Type: \(response.contentType)\r\n\(length)Connection: close\r\n\r\n"
    var complete = send(client, Array(head.utf8))
    if let chunks = response.chunks {
      var index = 0
      while complete, let chunk = chunks(index) {
        complete = send(client, Array(chunk))
        index += 1
      }
    } else if complete {
      complete = send(client, Array(response.body))
    }
    condition.lock()
    answered.append((path, complete))
    condition.unlock()
  }

  /// Sends all of `bytes`; false when the client closed the connection first.
  private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let written = bytes[sent...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(client, $0.baseAddress, $0.count, Self.sendFlags)
        #else
          Darwin.send(client, $0.baseAddress, $0.count, Self.sendFlags)
        #endif
      }
      guard written > 0 else { return false }
      sent += written
    }
    return true
  }
}
