import Foundation
import ModelMapperSupport

/// Models read one at a time from JSON that arrives in pieces: a file, a file handle, or a
/// function that fills a buffer. Memory stays bounded by the largest element, however long
/// the input.
///
/// ```swift
/// let reader = try Mapper<Status>().reader(contentsOf: url, format: .array(at: "statuses"))
/// while let status = try reader.next() {
///   index.add(status)
/// }
/// ```
///
/// Each element is mapped exactly as ``Mapper/mapArrayOrThrow(JSONString:)`` maps it, with
/// the mapper's options and context: strict mode throws an element's problems as
/// ``MappingProblems``; ``MappingOptions/lossyCollections`` skips an element that does not
/// map or is not valid JSON and goes on (see ``skippedErrors``). The elements before an error
/// are delivered first; the error names the element (`statuses[1204]`) and, for invalid
/// JSON, the byte offset, line and column in the whole input. Reading stops with
/// `CancellationError` when the task it runs in is cancelled.
///
/// `Decodable` elements are read the same way, decoded by a ``ModelMapperJSONDecoder``
/// (see ``ModelMapperJSONDecoder/reader(_:contentsOf:format:options:)``); errors are then
/// `DecodingError`s whose coding path names the element (`statuses`, `Index 1204`, ...).
public final class ModelReader<Element> {
  let core: _ModelStreamCore<Element>
  private let read: (UnsafeMutableRawBufferPointer) throws -> Int
  private let chunk: _FixedBuffer<UInt8>

  /// A reader whose core makes the elements, pulling its bytes from `read`.
  init(
    core: _ModelStreamCore<Element>, chunkSize: Int, read: @escaping (UnsafeMutableRawBufferPointer) throws -> Int
  ) {
    self.core = core
    self.read = read
    chunk = _FixedBuffer(repeating: 0, count: max(1, chunkSize))
  }

  /// Creates a reader that pulls its bytes from `read`.
  ///
  /// ```swift
  /// let reader = ModelReader<Item>(mapper: Mapper<Item>(), format: .jsonLines) { buffer in
  ///   try socket.receive(into: buffer)  // the bytes read; 0 at the end of the input
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - mapper: The mapper whose options and context every element is mapped with.
  ///   - format: Where the models are: ``ModelStreamFormat/array`` (default),
  ///     ``ModelStreamFormat/array(at:)``, or ``ModelStreamFormat/jsonLines``.
  ///   - chunkSize: The most bytes asked of `read` at a time (default 256 KiB).
  ///   - read: Fills the front of the buffer and returns how many bytes it wrote; 0 at the end
  ///     of the input.
  /// - Throws: Nothing when created: what `read` throws comes out of ``next()``.
  public convenience init(
    mapper: Mapper<Element> = Mapper<Element>(), format: ModelStreamFormat = .array, chunkSize: Int = 256 << 10,
    read: @escaping (UnsafeMutableRawBufferPointer) throws -> Int
  ) where Element: BaseMappable {
    self.init(core: _ModelStreamCore(mapper: mapper, format: format), chunkSize: chunkSize, read: read)
  }

  /// Creates a reader of `Decodable` elements that pulls its bytes from `read`.
  ///
  /// ```swift
  /// let reader = ModelReader<Item>(decoder: ModelMapperJSONDecoder(), format: .jsonLines) { buffer in
  ///   try socket.receive(into: buffer)  // the bytes read; 0 at the end of the input
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - decoder: The decoder whose strategies (as set when the reader is made) every element
  ///     is decoded with.
  ///   - format: Where the elements are (default: an array of them).
  ///   - options: Whether elements that fail are skipped, and whether batches are decoded on
  ///     all the cores.
  ///   - chunkSize: The most bytes asked of `read` at a time (default 256 KiB).
  ///   - read: Fills the front of the buffer and returns how many bytes it wrote; 0 at the end
  ///     of the input.
  /// - Throws: Nothing when created: what `read` throws comes out of ``next()``.
  public convenience init(
    decoder: ModelMapperJSONDecoder, format: ModelStreamFormat = .array, options: ElementDecodingOptions = [],
    chunkSize: Int = 256 << 10, read: @escaping (UnsafeMutableRawBufferPointer) throws -> Int
  ) where Element: Decodable {
    let elements = _StreamElements<Element>(decoder: decoder, format: format, options: options)
    self.init(core: _ModelStreamCore(elements, format: format), chunkSize: chunkSize, read: read)
  }

  /// The next model; nil after the last.
  ///
  /// ```swift
  /// while let item = try reader.next() { total += item.price }
  /// ```
  ///
  /// - Throws: ``MapError`` for invalid JSON (with the line and column in the whole input),
  ///   no array at the key path, or an element that does not map (with its key path,
  ///   `items[3].id`); ``MappingProblems`` for an element's problems in strict mode;
  ///   `CancellationError` when the task is cancelled; whatever the source throws. After an
  ///   error, every call throws it again. A reader of `Decodable` elements throws
  ///   `DecodingError`s instead of ``MapError``s (for invalid JSON, `.dataCorrupted` with the
  ///   ``JSONParseError`` underneath).
  public func next() throws -> Element? {
    while true {
      // The model is handed on as it is: unwrapped here, generic code would look up the
      // metadata of the optional for every model.
      let model = try core.next()
      switch core.halt {
      case .delivered, .finished: return model
      case .needsInput:
        if Task.isCancelled { throw CancellationError() }
        let bytes = chunk.rawBytes
        let count = try read(bytes)
        if count <= 0 {
          core.finishInput()
        } else {
          core.append(UnsafeRawBufferPointer(rebasing: bytes[0..<min(count, bytes.count)]))
        }
      }
    }
  }

  /// Calls `body` with each model in turn.
  ///
  /// ```swift
  /// try reader.forEach { database.insert($0) }
  /// ```
  ///
  /// - Parameter body: Called with each model; its errors stop the reading and are rethrown.
  /// - Throws: What ``next()`` throws, or what `body` throws.
  public func forEach(_ body: (Element) throws -> Void) throws {
    while let model = try next() { try body(model) }
  }

  /// All the remaining models, in order (which holds them all: prefer ``next()``).
  ///
  /// - Throws: What ``next()`` throws.
  public func readAll() throws -> [Element] {
    var models: [Element] = []
    while let model = try next() { models.append(model) }
    return models
  }

  /// Why each element skipped so far was skipped (with ``MappingOptions/lossyCollections``),
  /// in order: a ``MapError`` with the element's key path, or ``MappingProblems``
  /// (`DecodingError`s for `Decodable` elements read with
  /// ``ElementDecodingOptions/skipsInvalidElements``).
  public var skippedErrors: [Error] { core.skippedErrors }

  /// The models delivered so far.
  public var count: Int { core.delivered }
}
