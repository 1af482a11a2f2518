import Foundation

/// Writes models one at a time as one JSON array (optionally inside an envelope object) or
/// as JSON Lines, handing the text to a file, a file handle or a function as it goes: memory
/// stays bounded by one model, however many are written.
///
/// ```swift
/// let writer = try Mapper<Order>().writer(to: exportURL, format: .array(at: "data.orders"), envelope: ["version": 2])
/// for order in database.orders() { try writer.write(order) }
/// try writer.finish()
/// ```
///
/// The text is exactly what whole-document writing gives for the same models:
/// ``Mapper/toJSONData(_:prettyPrint:)-([N],_)`` for an array,
/// ``Mapper/toJSONData(_:at:in:prettyPrint:)-([N],_,_,_)`` with a key path and envelope, and
/// one compact object per line for JSON Lines. Models their hooks veto are left out, as there.
public final class ModelWriter<N: BaseMappable> {
  private let mapper: Mapper<N>
  private let isLines: Bool
  private let stream: _JSONOutput
  /// The depth of the array's elements.
  private let depth: Int
  /// The text after the array (the rest of the envelope).
  private let suffix: [UInt8]
  private let flushBytes: Int
  private let sink: (UnsafeRawBufferPointer) throws -> Void
  private let completion: (() throws -> Void)?
  private var given = 0
  private var finished = false

  /// Models written so far.
  public private(set) var count = 0

  /// Creates a writer that hands its text to `write`, a piece at a time.
  ///
  /// ```swift
  /// var body = Data()
  /// let writer = ModelWriter<Item>(format: .jsonLines) { body.append(contentsOf: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - mapper: The mapper whose settings (context, nil values, options) write each model.
  ///   - format: ``ModelStreamFormat/array`` (default), ``ModelStreamFormat/array(at:)`` for
  ///     an array inside objects, or ``ModelStreamFormat/jsonLines``.
  ///   - envelope: Members written around the array at the key path (default none).
  ///   - prettyPrint: Whether to indent, two spaces per level (default false; JSON Lines are
  ///     always compact).
  ///   - flushBytes: About how many bytes are gathered before `write` is called (default 64 KiB).
  ///   - write: Takes the next piece of the text; its errors are rethrown.
  /// - Throws: `JSONWriteError` when the envelope holds a value JSON cannot hold.
  public convenience init(
    mapper: Mapper<N> = Mapper<N>(), format: ModelStreamFormat = .array, envelope: JSONObject = [:],
    prettyPrint: Bool = false, flushBytes: Int = 64 << 10, write: @escaping (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    try self.init(
      mapper: mapper, format: format, envelope: envelope, prettyPrint: prettyPrint, flushBytes: flushBytes,
      sink: write, completion: nil)
  }

  init(
    mapper: Mapper<N>, format: ModelStreamFormat, envelope: JSONObject, prettyPrint: Bool, flushBytes: Int,
    sink: @escaping (UnsafeRawBufferPointer) throws -> Void, completion: (() throws -> Void)?
  ) throws {
    self.mapper = mapper
    self.sink = sink
    self.completion = completion
    self.flushBytes = max(1, flushBytes)
    isLines = format.layout == .lines
    let options: JSONWriter.Options = prettyPrint && !isLines ? .pretty : .compact
    stream = _JSONOutput(options: options)
    let steps = format.pathSteps
    guard !isLines, !steps.isEmpty || !envelope.isEmpty else {
      depth = 1
      suffix = []
      return
    }
    // The envelope written around a marker, cut at the marker's array.
    let marker = "\u{1}ModelMapper.ModelWriter.marker\u{1}"
    var root = JSONValue.object(envelope)
    _PathStep.set(.array([.string(marker)]), at: steps.map(_PathStep.key)[...], in: &root)
    let text = try JSONWriter(options: options).data(root)
    let quoted = Array(try JSONWriter().data(.string(marker)))
    let bytes = Array(text)
    guard let at = Self.find(quoted, in: bytes),
      let open = bytes[..<at].lastIndex(of: UInt8(ascii: "[")),
      let close = bytes[(at + quoted.count)...].firstIndex(of: UInt8(ascii: "]"))
    else { preconditionFailure("the marker is written as one string in an array") }
    stream.emitter.raw(bytes, count: open)
    suffix = Array(bytes[(close + 1)...])
    depth = steps.count + 1
  }

  /// Writes `model`.
  ///
  /// ```swift
  /// try writer.write(order)
  /// ```
  ///
  /// - Parameter model: The next model.
  /// - Throws: `JSONWriteError` for a value JSON cannot hold (a NaN), with the model left out;
  ///   what the destination throws.
  public func write(_ model: N) throws {
    precondition(!finished, "write(_:) after finish()")
    let start = stream.emitter.count
    let position = given
    given += 1
    if isLines {
      guard mapper.write(model, into: stream, depth: 0, location: .rootElement(position)) else { return }
      stream.emitter.raw([UInt8(ascii: "\n")], count: 1)
    } else if !mapper.writeElement(model, position: position, index: count, into: stream, depth: depth) {
      return
    }
    if let error = stream.error {
      stream.emitter.truncate(to: start)
      stream.error = nil
      throw error
    }
    count += 1
    if stream.emitter.count >= flushBytes { try flush() }
  }

  /// Writes each of `models`, in order.
  ///
  /// - Parameter models: The models.
  /// - Throws: What ``write(_:)`` throws, for the first model that fails.
  public func write(contentsOf models: some Sequence<N>) throws {
    for model in models { try write(model) }
  }

  /// Ends the array (and envelope), hands over the rest of the text, and completes the
  /// destination (a file is moved into place); calling it again does nothing.
  ///
  /// - Throws: What the destination throws.
  public func finish() throws {
    guard !finished else { return }
    finished = true
    if !isLines {
      stream.emitter.close(.array, elements: count, depth: depth - 1, opened: false)
      if !suffix.isEmpty { stream.emitter.raw(suffix, count: suffix.count) }
    }
    try flush()
    try completion?()
  }

  /// Hands the text gathered so far to the destination.
  private func flush() throws {
    guard stream.emitter.count > 0 else { return }
    try stream.emitter.withBytes { try sink($0) }
    stream.emitter.truncate(to: 0)
  }

  /// The first position of `needle` in `haystack`.
  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
    }
    return nil
  }
}
