import Foundation

/// Splits JSON arriving in pieces into documents of a few elements each: the elements of an
/// array (the whole document, or the one at a key path) or the lines of JSON Lines, holding
/// only the bytes of the elements not yet delivered.
///
/// Bytes are appended as they arrive; ``next()`` returns the next batch, `.needsInput` when
/// the bytes held end inside an element, or `.finished` after the end of the input. Each
/// batch is parsed by the ordinary parser, so elements are checked exactly as whole
/// documents are; what lies around the array (an envelope's other members) is checked too,
/// piece by piece when a value is too large to hold. Errors are placed in the stream (byte
/// offset, line, column) and name the element they are in.
package final class _JSONArraySplitter {
  /// What the stream holds.
  package enum Layout: Sendable, Hashable {
    /// An array of elements, at a key path inside the document (`["data", "items"]`; empty
    /// for the whole document).
    case array(path: [String])
    /// JSON Lines: one document per line; blank lines are skipped.
    case lines
    /// One document, checked and not delivered (validation).
    case document
  }

  /// Elements parsed together: the tape indices of the elements to deliver, in order.
  package struct Batch {
    /// The parsed elements.
    package let document: JSONDocument
    /// The tape indices of the elements, in order.
    package let elements: [Int]
    /// The index in the stream of the first element (counted from 0; for JSON Lines, among
    /// the lines that are not blank).
    package let firstIndex: Int
  }

  /// What ``next()`` found.
  package enum Event {
    /// Elements to deliver.
    case batch(Batch)
    /// The bytes held end inside an element: append more (or finish the input).
    case needsInput
    /// The input ended and everything in it was delivered.
    case finished
    /// Elements found but not parsed (with ``defersParsing``): parse them with
    /// ``parse(_:)``, on any thread.
    case run(FoundRun)
  }

  /// Whole elements of the delivered array, found by the light scan and not parsed: the
  /// bytes `start..<end` of the buffer, after `prefix`.
  package struct FoundRun: Sendable {
    let start: Int
    let end: Int
    let prefix: [UInt8]
    let closes: Bool
    /// The index of the first element.
    package let firstIndex: Int
    /// The elements, as scanned.
    package let count: Int
    let depthAvailable: Int
  }

  /// Why a stream stopped (or, with `skipsInvalidElements`, why an element was skipped).
  package enum Failure: Error, Sendable {
    /// The text is not valid JSON; `element` is the index of the element it is in, nil when
    /// it is outside the elements.
    case invalidJSON(JSONParseError, element: Int?)
    /// Nothing is at the key path.
    case nothingAtPath([String])
    /// The value at the key path is not an array.
    case notAnArray([String], found: JSONKind)
  }

  /// The role of a container or value on the way to the elements.
  enum Role {
    /// Holds the key path's step `step`.
    case path(Int)
    /// The value reached by the key path's first `step` steps.
    case navigate(Int)
    /// The array whose elements are delivered.
    case target
    /// Checked and dropped.
    case skip
  }

  struct Frame {
    var isObject: Bool
    var role: Role
    /// Elements (or members) done so far.
    var count = 0
    /// Whether the key path's step was found in it.
    var found = false
  }

  enum State {
    case rootValue
    case member(afterComma: Bool)
    case colon(Role)
    case value(Role)
    case afterMember
    case element(afterComma: Bool)
    case afterElement
    case afterRoot
    case line
    case finished
    case failed(Failure)
  }

  let layout: Layout
  let path: [String]
  let maxDepth: Int
  /// The bytes of elements parsed together, about.
  let batchBytes: Int
  /// Beyond this many bytes, a value to check and drop is checked piece by piece.
  let descendBytes: Int
  /// Whether an element that is not valid JSON is skipped (and recorded) rather than ending
  /// the stream; only elements whose extent is clear (balanced brackets and quotes) can be.
  let skipsInvalidElements: Bool

  /// Whether the delivered array's runs are handed out unparsed (``Event/run(_:)``), for
  /// parsing on other threads; the input must then be appended whole before the first
  /// ``next()``, so that the bytes stay where the runs say.
  package var defersParsing = false

  let buffer: _StreamBuffer
  var frames: [Frame] = []
  var state = State.rootValue
  /// The first byte not consumed.
  var position = 0
  var inputEnded = false
  var scan = _LightScan()
  /// Where the search for the end of the current line goes on.
  var lineSearch = 0
  /// Lines delivered or skipped as invalid (JSON Lines).
  var lineCount = 0
  /// An error to throw once the elements before it are delivered.
  var pending: Failure?
  /// Whether a key of the key path appeared twice in its object: the first is the one
  /// streamed (a whole document's lookup takes the last).
  package internal(set) var repeatsPathKey = false
  /// The elements skipped as invalid, with why.
  package internal(set) var skipped: [Failure] = []
  /// The copy the parser reads (a prefix, the elements' bytes, a closing bracket).
  var scratch: [UInt8] = []

  /// Creates a splitter.
  ///
  /// - Parameters:
  ///   - layout: What the stream holds.
  ///   - maxDepth: The deepest nesting accepted, counted from the top of the document.
  ///   - batchBytes: About how many bytes of elements to parse together.
  ///   - skipsInvalidElements: Whether an invalid element is skipped rather than ending the
  ///     stream.
  ///   - descendBytes: Beyond this many bytes held, a container to check and drop is checked
  ///     piece by piece (default: 4 MiB, or four batches if more).
  package convenience init(
    layout: Layout, maxDepth: Int = 512, batchBytes: Int = 256 << 10, skipsInvalidElements: Bool = false,
    descendBytes: Int? = nil
  ) {
    self.init(
      layout: layout, buffer: _StreamBuffer(), inputEnded: false, maxDepth: maxDepth, batchBytes: batchBytes,
      skipsInvalidElements: skipsInvalidElements, descendBytes: descendBytes)
  }

  /// The one initializer: the settings above, and the bytes held so far.
  private init(
    layout: Layout, buffer: _StreamBuffer, inputEnded: Bool, maxDepth: Int, batchBytes: Int = 256 << 10,
    skipsInvalidElements: Bool = false, descendBytes: Int? = nil
  ) {
    self.layout = layout
    if case .array(let path) = layout { self.path = path } else { path = [] }
    self.maxDepth = maxDepth
    self.batchBytes = max(1, batchBytes)
    self.descendBytes = descendBytes ?? max(4 << 20, batchBytes * 4)
    self.skipsInvalidElements = skipsInvalidElements
    self.buffer = buffer
    self.inputEnded = inputEnded
    if layout == .lines { state = .line }
  }

  /// A splitter over the whole input, `bytes`, which it reads where they are (no copy): they
  /// must stay alive and unchanged while the splitter and its runs are used.
  package convenience init(layout: Layout, borrowing bytes: UnsafeRawBufferPointer, maxDepth: Int = 512) {
    self.init(layout: layout, buffer: _StreamBuffer(borrowing: bytes), inputEnded: true, maxDepth: maxDepth)
  }

  /// The bytes held, and the stream offset of the first.
  package var held: (bytes: UnsafeRawBufferPointer, offset: Int) { (buffer.bytes, buffer.origin) }

  /// The stream offset of the first byte not consumed.
  package var offset: Int { buffer.streamOffset(position) }

  /// Appends bytes that arrived.
  package func append(_ chunk: UnsafeRawBufferPointer) {
    precondition(!inputEnded, "bytes appended after the end of the input")
    compact()
    buffer.append(chunk)
  }

  /// Notes that no more bytes will arrive.
  package func finishInput() {
    inputEnded = true
  }

  /// Drops the bytes consumed, when they are worth moving the rest for.
  func compact() {
    guard position >= 1 << 16 || (position > 0 && position * 2 >= buffer.count) else { return }
    let amount = position
    buffer.discard(upTo: amount)
    position = 0
    scan.shift(by: amount)
    lineSearch = max(0, lineSearch - amount)
  }

  /// The next batch, `.needsInput`, or `.finished`.
  ///
  /// - Throws: ``Failure`` when the text is not valid JSON (after the elements before the
  ///   problem are delivered) or the key path leads to no array; again on every later call.
  package func next() throws(Failure) -> Event {
    do throws(Failure) {
      while true {
        if let pending {
          self.pending = nil
          if !skipsInvalidElements { throw pending }
        }
        if let event = try step() { return event }
      }
    } catch {
      state = .failed(error)
      throw error
    }
  }

  /// One step of the state machine: an event to return, or nil to go on.
  func step() throws(Failure) -> Event? {
    switch state {
    case .failed(let failure): throw failure
    case .finished: return .finished
    case .line: return try nextLine()
    case .rootValue: return try rootValue()
    case .member(let afterComma): return try member(afterComma: afterComma)
    case .colon(let role):
      guard let byte = try significantByte(expected: "':' after the key") else { return .needsInput }
      guard byte == UInt8(ascii: ":") else {
        throw invalid(buffer.unexpected(at: position, expected: "':' after the key"))
      }
      position += 1
      state = .value(role)
      return nil
    case .value(let role):
      guard try significantByte(expected: "a value") != nil else { return .needsInput }
      return try value(role, delimited: true)
    case .afterMember, .afterElement:
      let isObject = frames[frames.count - 1].isObject
      let expected = isObject ? "',' or '}'" : "',' or ']'"
      guard let byte = try significantByte(expected: expected) else { return .needsInput }
      if byte == UInt8(ascii: ",") {
        position += 1
        state = isObject ? .member(afterComma: true) : .element(afterComma: true)
      } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        position += 1
        try close()
      } else {
        throw invalid(buffer.unexpected(at: position, expected: expected))
      }
      return nil
    case .element(let afterComma): return try element(afterComma: afterComma)
    case .afterRoot:
      skipWhitespace()
      if position < buffer.count {
        throw invalid(
          buffer.error(
            .trailingContent, at: position,
            "unexpected \(JSONParseError.describeByte(at: position, in: buffer.bytes)) after the end of the JSON value")
        )
      }
      guard inputEnded else { return .needsInput }
      state = .finished
      return .finished
    }
  }

  // MARK: Tokens

  /// Skips whitespace.
  func skipWhitespace() {
    let input = buffer.base
    while position < buffer.count && _isJSONWhitespace(input[position]) { position += 1 }
  }

  /// The next byte that is not whitespace, or nil when more input is needed.
  ///
  /// - Throws: An unexpected-end error naming `expected` when the input ended.
  func significantByte(expected: String) throws(Failure) -> UInt8? {
    skipWhitespace()
    if position < buffer.count { return buffer.base[position] }
    if inputEnded { throw invalid(buffer.unexpected(at: position, expected: expected)) }
    return nil
  }

  /// `error` as a failure outside the elements.
  func invalid(_ error: JSONParseError) -> Failure {
    .invalidJSON(error, element: nil)
  }

  /// The depth of the values in the innermost frame, counted from the top (1 for the
  /// elements of a top-level array).
  var depth: Int { frames.count }
}
