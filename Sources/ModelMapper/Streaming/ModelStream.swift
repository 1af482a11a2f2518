import Foundation

/// The models in an asynchronous sequence of bytes, mapped as the bytes arrive: iterate it
/// with `for try await`. Memory stays bounded by the largest element.
///
/// ```swift
/// for try await order in URLSession.shared.models(Order.self, from: exportURL, format: .array(at: "orders")) {
///   try await store.save(order)
/// }
/// ```
///
/// Elements are mapped as by ``ModelReader``, with the same errors (invalid JSON with the line
/// and column in the whole input, elements named by index); iteration stops with
/// `CancellationError` soon after its task is cancelled. `Decodable` elements stream the same
/// way, decoded by a ``ModelMapperJSONDecoder`` (see
/// ``ModelMapperJSONDecoder/models(_:from:format:options:)``), with `DecodingError`s.
public struct ModelStream<Element, Source: AsyncSequence>: AsyncSequence {
  /// How each iteration's elements are made.
  let elements: _StreamElements<Element>
  let format: ModelStreamFormat
  let source: Source
  /// Hands the source's next bytes to a core; false at the end of the source.
  let fill: (_AsyncByteSource<Source>, _ModelStreamCore<Element>) async throws -> Bool

  init(
    elements: _StreamElements<Element>, format: ModelStreamFormat, source: Source,
    fill: @escaping (_AsyncByteSource<Source>, _ModelStreamCore<Element>) async throws -> Bool
  ) {
    self.elements = elements
    self.format = format
    self.source = source
    self.fill = fill
  }

  /// An iterator over the models.
  public func makeAsyncIterator() -> Iterator {
    Iterator(core: _ModelStreamCore(elements, format: format), source: _AsyncByteSource(source), fill: fill)
  }

  /// Reads the bytes and maps the models.
  public struct Iterator: AsyncIteratorProtocol {
    let core: _ModelStreamCore<Element>
    let source: _AsyncByteSource<Source>
    let fill: (_AsyncByteSource<Source>, _ModelStreamCore<Element>) async throws -> Bool

    /// The next model; nil after the last.
    ///
    /// - Throws: What ``ModelReader/next()`` throws, or what the source throws.
    public mutating func next() async throws -> Element? {
      while true {
        // The model is handed on as it is: unwrapped here, generic code would look up the
        // metadata of the optional for every model.
        let model = try core.next()
        switch core.halt {
        case .delivered, .finished: return model
        case .needsInput:
          try Task.checkCancellation()
          if !(try await fill(source, core)) {
            // Many sources (`AsyncStream` among them) end when their task is cancelled.
            try Task.checkCancellation()
            core.finishInput()
          }
        }
      }
    }
  }
}

/// The iterator of an asynchronous source of bytes, and the bytes gathered from it.
final class _AsyncByteSource<Source: AsyncSequence> {
  /// Bytes gathered from a sequence of single bytes before they are handed on.
  static var chunkSize: Int { 64 << 10 }

  var iterator: Source.AsyncIterator
  var buffer: [UInt8] = []

  init(_ source: Source) {
    iterator = source.makeAsyncIterator()
  }
}

extension _AsyncByteSource where Source.Element == UInt8 {
  /// Gathers up to a chunk of bytes and hands them to `core`; false at the end.
  func fillBytes<N>(_ core: _ModelStreamCore<N>) async throws -> Bool {
    buffer.removeAll(keepingCapacity: true)
    buffer.reserveCapacity(Self.chunkSize)
    while buffer.count < Self.chunkSize, let byte = try await iterator.next() {
      buffer.append(byte)
    }
    guard !buffer.isEmpty else { return false }
    buffer.withUnsafeBytes { core.append($0) }
    return true
  }
}

extension _AsyncByteSource where Source.Element: DataProtocol {
  /// Hands the next chunk that is not empty to `core`; false at the end.
  func fillChunks<N>(_ core: _ModelStreamCore<N>) async throws -> Bool {
    while let chunk = try await iterator.next() {
      guard !chunk.isEmpty else { continue }
      for region in chunk.regions { region.withUnsafeBytes { core.append($0) } }
      return true
    }
    return false
  }
}
