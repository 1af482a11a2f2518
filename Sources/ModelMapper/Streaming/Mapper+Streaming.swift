import Foundation
import ModelMapperSupport

// Readers that map as the bytes arrive: from a file, a file handle, or an asynchronous
// sequence of bytes (`URLSession.bytes(from:)`, `FileHandle.bytes`).
extension Mapper {
  /// A reader of the models in the file at `url`, read a chunk at a time: memory stays
  /// bounded by the largest element, however large the file.
  ///
  /// ```swift
  /// let reader = try Mapper<Order>().reader(contentsOf: exportURL, format: .array(at: "data.orders"))
  /// try reader.forEach { order in totals[order.customer, default: 0] += order.total }
  /// ```
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - format: Where the models are (default: the file is an array of them).
  /// - Throws: ``PersistenceError`` (`.fileNotFound`, `.unreadable`) when the file cannot be
  ///   opened; errors in its content are thrown by the reader.
  public func reader(contentsOf url: URL, format: ModelStreamFormat = .array) throws(PersistenceError)
    -> ModelReader<N>
  {
    ModelReader(mapper: self, format: format, read: try _ByteSource.file(url))
  }

  /// A reader of the models in what `fileHandle` reads (a file, a pipe, standard input),
  /// from its current position to its end.
  ///
  /// ```swift
  /// let reader = Mapper<Event>().reader(fileHandle: .standardInput, format: .jsonLines)
  /// ```
  ///
  /// - Parameters:
  ///   - fileHandle: An open handle; it stays open.
  ///   - format: Where the models are (default: an array of them).
  public func reader(fileHandle: FileHandle, format: ModelStreamFormat = .array) -> ModelReader<N> {
    ModelReader(mapper: self, format: format, read: _ByteSource.fileHandle(fileHandle))
  }

  /// A reader of the models in `bytes` (which it copies a chunk at a time).
  ///
  /// ```swift
  /// let reader = Mapper<Item>().reader(bytes: data, format: .jsonLines)
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: The JSON text as UTF-8 bytes: `Data`, `[UInt8]`, or any contiguous bytes.
  ///   - format: Where the models are (default: an array of them).
  ///   - chunkSize: The most bytes copied at a time (default 256 KiB).
  public func reader(bytes: some ContiguousBytes, format: ModelStreamFormat = .array, chunkSize: Int = 256 << 10)
    -> ModelReader<N>
  {
    ModelReader(mapper: self, format: format, chunkSize: chunkSize, read: _ByteSource.bytes(bytes))
  }

  /// The models in an asynchronous sequence of bytes, mapped as the bytes arrive.
  ///
  /// `URLSession.bytes(from:)` exists on Apple platforms only; on Linux, stream a response with
  /// `URLSession.models(_:from:format:mapper:)`.
  ///
  /// ```swift
  /// let (bytes, _) = try await URLSession.shared.bytes(from: feedURL)   // Apple platforms
  /// for try await status in Mapper<Status>().models(from: bytes, format: .array(at: "statuses")) {
  ///   timeline.append(status)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: The bytes: `URLSession.AsyncBytes`, `FileHandle.AsyncBytes`, `URL.resourceBytes`...
  ///   - format: Where the models are (default: an array of them).
  public func models<Bytes: AsyncSequence>(from bytes: Bytes, format: ModelStreamFormat = .array)
    -> ModelStream<N, Bytes> where Bytes.Element == UInt8
  {
    ModelStream(elements: _StreamElements(mapper: self, format: format), format: format, source: bytes) {
      try await $0.fillBytes($1)
    }
  }

  /// The models in an asynchronous sequence of chunks of bytes (`Data`, `[UInt8]`), mapped as
  /// the chunks arrive.
  ///
  /// ```swift
  /// for try await item in Mapper<Item>().models(fromChunks: upload.chunks, format: .jsonLines) {
  ///   try store.insert(item)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - chunks: The chunks, in order.
  ///   - format: Where the models are (default: an array of them).
  public func models<Chunks: AsyncSequence>(fromChunks chunks: Chunks, format: ModelStreamFormat = .array)
    -> ModelStream<N, Chunks> where Chunks.Element: DataProtocol
  {
    ModelStream(elements: _StreamElements(mapper: self, format: format), format: format, source: chunks) {
      try await $0.fillChunks($1)
    }
  }
}

/// The sources a ``ModelReader`` reads: each fills the front of a buffer and returns how many
/// bytes it wrote, 0 at the end.
enum _ByteSource {
  /// The file at `url`, a chunk at a time.
  ///
  /// - Throws: ``PersistenceError`` (`.fileNotFound`, `.unreadable`) when it cannot be opened.
  static func file(_ url: URL) throws(PersistenceError) -> (UnsafeMutableRawBufferPointer) throws -> Int {
    let file: _FileChunks
    do throws(_FileChunks.Failure) {
      file = try _FileChunks(path: url.path)
    } catch {
      throw PersistenceError(kind: error == .notFound ? .fileNotFound : .unreadable, url: url, reason: error.reason)
    }
    return { buffer in try file.read(into: buffer) }
  }

  /// What `fileHandle` reads, from its current position to its end; it stays open.
  static func fileHandle(_ fileHandle: FileHandle) -> (UnsafeMutableRawBufferPointer) throws -> Int {
    let file = _FileChunks(descriptor: fileHandle.fileDescriptor)
    return { buffer in
      withExtendedLifetime(fileHandle) {}
      return try file.read(into: buffer)
    }
  }

  /// A copy of `bytes`, a buffer at a time.
  static func bytes(_ bytes: some ContiguousBytes) -> (UnsafeMutableRawBufferPointer) throws -> Int {
    var offset = 0
    return { buffer in
      bytes.withUnsafeBytes { source in
        let count = min(buffer.count, source.count - offset)
        if count > 0 {
          buffer.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: count)
          offset += count
        }
        return count
      }
    }
  }
}
