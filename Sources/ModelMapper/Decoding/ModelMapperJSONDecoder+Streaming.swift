import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// `Decodable` elements read as the bytes arrive, as `Mapper`'s readers read models: from a
// file, a file handle, bytes, an asynchronous sequence of bytes or chunks, or a response.
extension ModelMapperJSONDecoder {
  /// A reader of the `Decodable` elements in the file at `url`, read a chunk at a time:
  /// memory stays bounded by the largest element, however large the file.
  ///
  /// ```swift
  /// let reader = try ModelMapperJSONDecoder().reader(Order.self, contentsOf: exportURL, format: .array(at: "orders"))
  /// while let order = try reader.next() { totals[order.customer, default: 0] += order.total }
  /// ```
  ///
  /// Each element is decoded with the decoder's strategies as they are when the reader is
  /// made; a `DecodingError`'s coding path starts with the key path and the element's index
  /// (`orders`, `Index 1204`, ...), as when the whole document is decoded.
  ///
  /// - Parameters:
  ///   - type: The element type.
  ///   - url: A file URL.
  ///   - format: Where the elements are (default: the file is an array of them).
  ///   - options: ``ElementDecodingOptions/skipsInvalidElements``,
  ///     ``ElementDecodingOptions/parallel``.
  /// - Throws: ``PersistenceError`` (`.fileNotFound`, `.unreadable`) when the file cannot be
  ///   opened; errors in its content are thrown by the reader.
  public func reader<T: Decodable>(
    _ type: T.Type, contentsOf url: URL, format: ModelStreamFormat = .array, options: ElementDecodingOptions = []
  ) throws(PersistenceError) -> ModelReader<T> {
    ModelReader(decoder: self, format: format, options: options, read: try _ByteSource.file(url))
  }

  /// A reader of the `Decodable` elements in what `fileHandle` reads (a file, a pipe,
  /// standard input), from its current position to its end.
  ///
  /// ```swift
  /// let reader = ModelMapperJSONDecoder().reader(Event.self, fileHandle: .standardInput, format: .jsonLines)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The element type.
  ///   - fileHandle: An open handle; it stays open.
  ///   - format: Where the elements are (default: an array of them).
  ///   - options: ``ElementDecodingOptions/skipsInvalidElements``,
  ///     ``ElementDecodingOptions/parallel``.
  public func reader<T: Decodable>(
    _ type: T.Type, fileHandle: FileHandle, format: ModelStreamFormat = .array, options: ElementDecodingOptions = []
  ) -> ModelReader<T> {
    ModelReader(decoder: self, format: format, options: options, read: _ByteSource.fileHandle(fileHandle))
  }

  /// A reader of the `Decodable` elements in `bytes` (which it copies a chunk at a time).
  ///
  /// ```swift
  /// let reader = ModelMapperJSONDecoder().reader(Item.self, bytes: data, format: .jsonLines)
  /// let items = try reader.readAll()
  /// ```
  ///
  /// - Parameters:
  ///   - type: The element type.
  ///   - bytes: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - format: Where the elements are (default: an array of them).
  ///   - options: ``ElementDecodingOptions/skipsInvalidElements``,
  ///     ``ElementDecodingOptions/parallel``.
  ///   - chunkSize: The most bytes copied at a time (default 256 KiB).
  public func reader<T: Decodable>(
    _ type: T.Type, bytes: some ContiguousBytes, format: ModelStreamFormat = .array,
    options: ElementDecodingOptions = [], chunkSize: Int = 256 << 10
  ) -> ModelReader<T> {
    ModelReader(decoder: self, format: format, options: options, chunkSize: chunkSize, read: _ByteSource.bytes(bytes))
  }

  /// The `Decodable` elements in an asynchronous sequence of bytes, decoded as the bytes
  /// arrive.
  ///
  /// ```swift
  /// let (bytes, _) = try await URLSession.shared.bytes(from: feedURL)   // Apple platforms
  /// for try await status in ModelMapperJSONDecoder().models(Status.self, from: bytes, format: .array(at: "statuses")) {
  ///   timeline.append(status)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The element type.
  ///   - bytes: The bytes: `URLSession.AsyncBytes`, `FileHandle.AsyncBytes`, `URL.resourceBytes`...
  ///   - format: Where the elements are (default: an array of them).
  ///   - options: ``ElementDecodingOptions/skipsInvalidElements``,
  ///     ``ElementDecodingOptions/parallel``.
  public func models<T: Decodable, Bytes: AsyncSequence>(
    _ type: T.Type, from bytes: Bytes, format: ModelStreamFormat = .array, options: ElementDecodingOptions = []
  ) -> ModelStream<T, Bytes> where Bytes.Element == UInt8 {
    let elements = _StreamElements<T>(decoder: self, format: format, options: options)
    return ModelStream(elements: elements, format: format, source: bytes) { try await $0.fillBytes($1) }
  }

  /// The `Decodable` elements in an asynchronous sequence of chunks of bytes (`Data`,
  /// `[UInt8]`), decoded as the chunks arrive.
  ///
  /// ```swift
  /// for try await item in ModelMapperJSONDecoder().models(Item.self, fromChunks: upload.chunks, format: .jsonLines) {
  ///   try store.insert(item)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The element type.
  ///   - chunks: The chunks, in order.
  ///   - format: Where the elements are (default: an array of them).
  ///   - options: ``ElementDecodingOptions/skipsInvalidElements``,
  ///     ``ElementDecodingOptions/parallel``.
  public func models<T: Decodable, Chunks: AsyncSequence>(
    _ type: T.Type, fromChunks chunks: Chunks, format: ModelStreamFormat = .array,
    options: ElementDecodingOptions = []
  ) -> ModelStream<T, Chunks> where Chunks.Element: DataProtocol {
    let elements = _StreamElements<T>(decoder: self, format: format, options: options)
    return ModelStream(elements: elements, format: format, source: chunks) { try await $0.fillChunks($1) }
  }

  /// The `Decodable` elements of the response to `request`, decoded as its body arrives, on
  /// Linux as on Apple platforms: the body is never held whole (see
  /// `URLSession.models(_:for:format:mapper:)` for how the body is received).
  ///
  /// ```swift
  /// let request = URLRequest(url: exportURL)
  /// for try await order in ModelMapperJSONDecoder().models(Order.self, for: request, format: .array(at: "orders")) {
  ///   try await store.save(order)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The element type.
  ///   - request: The request to send.
  ///   - session: The session whose configuration the request is sent with (default: `.shared`).
  ///   - format: Where the elements are (default: an array of them).
  ///   - options: ``ElementDecodingOptions/skipsInvalidElements``,
  ///     ``ElementDecodingOptions/parallel``.
  /// - Returns: The elements, in order; iterating throws the session's error (a `URLError`),
  ///   ``HTTPStatusError`` for a status outside `200...299`, or a `DecodingError`.
  public func models<T: Decodable>(
    _ type: T.Type, for request: URLRequest, session: URLSession = .shared, format: ModelStreamFormat = .array,
    options: ElementDecodingOptions = []
  ) -> ModelStream<T, HTTPResponseChunks> {
    let chunks = HTTPResponseChunks(configuration: session.configuration, request: request)
    return models(type, fromChunks: chunks, format: format, options: options)
  }
}
