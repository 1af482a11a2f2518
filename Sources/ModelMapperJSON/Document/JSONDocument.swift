import Foundation
import ModelMapperSupport

/// A parsed JSON text: the bytes, kept as they are, and a flat tape that indexes every value.
///
/// Parsing validates the whole text against RFC 8259 in one pass and records each value's
/// kind and position; strings (and numbers of more than 19 digits) are decoded only when
/// read. Array elements are found in O(1) and object members by comparing key bytes, so
/// mapping reads a document without building dictionaries, boxing values or casting `Any`.
///
/// A document is immutable once parsed and can be shared between threads and tasks.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"name": "Ada", "langs": ["en", "fr"]}"#)
/// document.root["name"]?.string        // "Ada"
/// document.root["langs"]?[1]?.string   // "fr"
/// ```
///
/// Rules worth knowing:
/// - Duplicate keys: the last member with a given key wins for lookups; iteration and the
///   writer still see every member in document order.
/// - A leading UTF-8 byte order mark is skipped unless ``Options/allowsByteOrderMark`` is
///   false.
/// - Lone surrogate escapes such as `"\ud800"` are rejected, never replaced.
public final class JSONDocument: @unchecked Sendable {
  /// Parsing options: the depth limit and what to do with a byte order mark.
  ///
  /// ```swift
  /// let options = JSONDocument.Options(maxDepth: 64)
  /// let document = try JSONDocument(parsing: text, options: options)  // deeper input throws
  /// ```
  public struct Options: Sendable, Hashable {
    /// The deepest nesting of arrays and objects accepted; deeper input throws
    /// ``JSONParseError/Kind/tooDeep``. The default is 512.
    public var maxDepth: Int
    /// Whether a UTF-8 byte order mark (EF BB BF) before the value is skipped (the default)
    /// or rejected.
    public var allowsByteOrderMark: Bool

    /// Creates options.
    ///
    /// ```swift
    /// let strict = JSONDocument.Options(maxDepth: 64, allowsByteOrderMark: false)
    /// ```
    ///
    /// - Parameters:
    ///   - maxDepth: The deepest nesting of arrays and objects accepted (default 512).
    ///   - allowsByteOrderMark: Whether a leading UTF-8 byte order mark is skipped (the default) or
    ///     rejected.
    public init(maxDepth: Int = 512, allowsByteOrderMark: Bool = true) {
      self.maxDepth = maxDepth
      self.allowsByteOrderMark = allowsByteOrderMark
    }

    /// A depth limit of 512 and byte order marks skipped.
    public static let `default` = Options()
  }

  /// The input, followed by zero padding.
  @usableFromInline let bytes: UnsafeMutablePointer<UInt8>
  /// The length of the input in bytes.
  public let byteCount: Int
  @usableFromInline let tape: UnsafeMutablePointer<_TapeEntry>
  @usableFromInline let tapeCount: Int
  @usableFromInline let table: UnsafeMutablePointer<UInt32>?
  /// Whether any object in the document repeats a key.
  let hasDuplicateKeys: Bool
  /// Whether `tape` is an allocation of its own; otherwise it shares the block of `bytes`.
  let tapeIsSeparate: Bool
  /// Whether `table` is an allocation of its own; otherwise it shares the block of `bytes`.
  let tableIsSeparate: Bool
  /// The size of the block of `bytes` when it goes back to the buffer pool (a large input's
  /// block), else 0. (32-bit, with `pooledTapeBytes`, to fit beside the flags: the pool keeps
  /// no block over 32 MB.)
  let pooledBlockBytes: UInt32
  /// The size of `tape`'s allocation when it is separate and may go to the pool, else 0.
  let pooledTapeBytes: UInt32
  /// The size of `table`'s allocation when it may go to the pool, else 0.
  let pooledTableBytes: UInt32

  /// Parses UTF-8 bytes from a raw buffer; the buffer is copied, so it may be freed afterwards.
  ///
  /// ```swift
  /// let document = try bytes.withUnsafeBytes { try JSONDocument(parsing: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - buffer: The JSON text, UTF-8; copied, so the buffer may be freed afterwards.
  ///   - options: The depth limit and what to do with a byte order mark.
  /// - Throws: ``JSONParseError`` naming the offset, line and column of the first problem.
  public convenience init(parsing buffer: UnsafeRawBufferPointer, options: Options = .default) throws(JSONParseError) {
    self.init(parts: try _ParsedParts(parsing: buffer, options: options))
  }

  /// Parses UTF-8 bytes.
  ///
  /// ```swift
  /// let document = try JSONDocument(parsing: Array("[1, 2, 3]".utf8))
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: The JSON text, UTF-8.
  ///   - options: The depth limit and what to do with a byte order mark.
  /// - Throws: ``JSONParseError`` naming the offset, line and column of the first problem.
  public convenience init(parsing bytes: [UInt8], options: Options = .default) throws(JSONParseError) {
    let parts = bytes.withUnsafeBytes { buffer in
      Result { () throws(JSONParseError) in try _ParsedParts(parsing: buffer, options: options) }
    }
    self.init(parts: try parts.get())
  }

  /// Parses UTF-8 data.
  ///
  /// ```swift
  /// let document = try JSONDocument(parsing: try Data(contentsOf: url))
  /// ```
  ///
  /// - Parameters:
  ///   - data: The JSON text, UTF-8.
  ///   - options: The depth limit and what to do with a byte order mark.
  /// - Throws: ``JSONParseError`` naming the offset, line and column of the first problem.
  public convenience init(parsing data: Data, options: Options = .default) throws(JSONParseError) {
    let parts = data.withUnsafeBytes { buffer in
      Result { () throws(JSONParseError) in try _ParsedParts(parsing: buffer, options: options) }
    }
    self.init(parts: try parts.get())
  }

  /// Parses a string.
  ///
  /// Besides its copy of the bytes, the document keeps `text` itself (a reference, not a
  /// copy): strings holding non-ASCII text are read from it.
  ///
  /// ```swift
  /// let document = try JSONDocument(parsing: #"{"id": 7}"#)
  /// ```
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - options: The depth limit and what to do with a byte order mark.
  /// - Throws: ``JSONParseError`` naming the offset, line and column of the first problem.
  public convenience init(parsing text: String, options: Options = .default) throws(JSONParseError) {
    var text = text
    let parts = text.withUTF8 { buffer in
      Result { () throws(JSONParseError) in
        // A String's UTF-8 is valid by construction: the parser need not check it again.
        try _ParsedParts(parsing: UnsafeRawBufferPointer(buffer), options: options, isValidUTF8: true)
      }
    }
    self.init(parts: try parts.get())
  }

  /// Parses bytes known to be valid UTF-8 (written from Swift strings), without checking
  /// the UTF-8 again.
  package convenience init(parsingValidUTF8 buffer: UnsafeRawBufferPointer) throws(JSONParseError) {
    self.init(parts: try _ParsedParts(parsing: buffer, options: .default, isValidUTF8: true))
  }

  private init(parts: _ParsedParts) {
    bytes = parts.bytes
    byteCount = parts.byteCount
    tape = parts.tape
    tapeCount = parts.tapeCount
    table = parts.table
    tableIsSeparate = parts.tableIsSeparate
    hasDuplicateKeys = parts.hasDuplicateKeys
    tapeIsSeparate = parts.tapeIsSeparate
    pooledBlockBytes = parts.pooledBlockBytes
    pooledTapeBytes = parts.pooledTapeBytes
    pooledTableBytes = parts.pooledTableBytes
  }

  deinit {
    // A large document's blocks go to the pool for the next one (see `_BufferPool`).
    _BufferPool.release(bytes, pooledBytes: pooledBlockBytes)
    if tapeIsSeparate { _BufferPool.release(tape, pooledBytes: pooledTapeBytes) }
    if let table, tableIsSeparate { _BufferPool.release(table, pooledBytes: pooledTableBytes) }
  }

  /// The top-level value.
  public var root: JSONElement { JSONElement(document: self, index: 0) }

  /// The number of values in the document, counting object keys.
  public var valueCount: Int { tapeCount }
}

/// The storage of a freshly parsed document, before a ``JSONDocument`` owns it.
struct _ParsedParts {
  let bytes: UnsafeMutablePointer<UInt8>
  let byteCount: Int
  let tape: UnsafeMutablePointer<_TapeEntry>
  let tapeCount: Int
  let table: UnsafeMutablePointer<UInt32>?
  /// Whether `table` is an allocation of its own, not room in `bytes`' block.
  let tableIsSeparate: Bool
  let hasDuplicateKeys: Bool
  let tapeIsSeparate: Bool
  let pooledBlockBytes: UInt32
  let pooledTapeBytes: UInt32
  let pooledTableBytes: UInt32

  init(
    parsing buffer: UnsafeRawBufferPointer, options: JSONDocument.Options, isValidUTF8: Bool = false
  ) throws(JSONParseError) {
    let count = buffer.count
    guard count < Int(UInt32.max) else {
      throw JSONParseError(
        kind: .inputTooLarge, offset: 0, line: 1, column: 1, excerpt: "",
        message: "the input is \(count) bytes; the largest supported document is 4 GiB")
    }
    // For a small input, one block holds the input with its zero padding and, after it, the
    // room for the tape (one allocation instead of two; the tape moves out only if it
    // outgrows the room). A large input's tape is an allocation of its own from the start:
    // shrinking a shared block of megabytes made the next documents fault in fresh pages.
    // A large input's block and tape come from the buffer pool when it has blocks that
    // fit (a tape may then have more room than asked for).
    // A small input's block also has room for child table rows (the table moves out only
    // if it outgrows it), between the input and the tape.
    var tapeCapacity = _JSONParser.initialTapeCapacity(forInputCount: count)
    let sharesBlock = count <= _JSONParser.sharedBlockLimit
    let tableOffset = (count + _JSONParser.padding + 15) & ~15
    let blockTableCapacity = sharesBlock ? _JSONParser.blockTableCapacity(forInputCount: count) : 0
    let tapeOffset = tableOffset + ((blockTableCapacity * MemoryLayout<UInt32>.stride + 15) & ~15)
    let stride = MemoryLayout<_TapeEntry>.stride
    let block: UnsafeMutablePointer<UInt8>
    var blockBytes = 0
    if sharesBlock {
      block = _allocate(UInt8.self, tapeOffset + tapeCapacity * stride)
    } else {
      (block, blockBytes) = _BufferPool.shared.allocate(UInt8.self, atLeast: tapeOffset)
    }
    if let base = buffer.baseAddress, count > 0 {
      UnsafeMutableRawPointer(block).copyMemory(from: base, byteCount: count)
    }
    (block + count).initialize(repeating: 0, count: _JSONParser.padding)
    let blockTape: UnsafeMutablePointer<_TapeEntry>
    // A large input's child table starts with room too.
    var tableCapacity = 0
    var blockTable: UnsafeMutablePointer<UInt32>? = nil
    if sharesBlock {
      blockTape = UnsafeMutableRawPointer(block + tapeOffset).bindMemory(to: _TapeEntry.self, capacity: tapeCapacity)
      blockTable = UnsafeMutableRawPointer(block + tableOffset).bindMemory(
        to: UInt32.self, capacity: blockTableCapacity)
      tableCapacity = blockTableCapacity
    } else {
      let pool = _BufferPool.shared
      (blockTape, tapeCapacity) = pool.allocate(_TapeEntry.self, atLeast: tapeCapacity)
      let table = pool.allocate(UInt32.self, atLeast: _JSONParser.initialTableCapacity(forInputCount: count))
      (blockTable, tableCapacity) = (table.pointer, table.capacity)
    }
    // The parser's stacks (open containers, key signatures, scratch entries) live on this
    // function's stack until the input nests deeper than they hold: no allocations for them.
    // Each buffer is kept to 1 KB, which the standard library places on the stack without
    // asking the system how much stack is left.
    let parsed = withUnsafeTemporaryAllocation(of: _ParseFrame.self, capacity: _JSONParser.stackDepth) { frames in
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: _JSONParser.stackDepth * 4) { signatures in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: _JSONParser.stackScratch) { scratch in
          Result { () throws(JSONParseError) in
            var parser = _JSONParser(
              input: block, count: count, maxDepth: max(1, options.maxDepth), checksUTF8: !isValidUTF8,
              tape: blockTape, tapeCapacity: tapeCapacity, tapeIsSeparate: !sharesBlock,
              stackFrames: frames.baseAddress!,
              stackSignatures: signatures.baseAddress!, stackScratch: scratch.baseAddress!,
              table: blockTable, tableCapacity: tableCapacity, tableIsSeparate: !sharesBlock)
            try parser.parse(allowsByteOrderMark: options.allowsByteOrderMark)
            let parts = parser.finish()
            return (
              tape: parts.tape, count: parts.count, capacity: parts.capacity, table: parts.table,
              tableCapacity: parts.tableCapacity, tableIsSeparate: parts.tableIsSeparate,
              tapeIsSeparate: parts.tapeIsSeparate,
              sawDuplicateKeys: parser.sawDuplicateKeys
            )
          }
        }
      }
    }
    switch parsed {
    case .success(let result):
      var storage = block
      var tape = result.tape
      if !result.tapeIsSeparate && _JSONParser.isWorthShrinking(capacity: tapeCapacity, count: result.count) {
        // (Only a small block, so this realloc stays cheap.)
        // Give back the tail of the block the tape did not use (64 KB or more).
        let used = tapeOffset + max(result.count, 1) * MemoryLayout<_TapeEntry>.stride
        storage = _reallocate(block, used)
        tape = UnsafeMutableRawPointer(storage + tapeOffset).bindMemory(
          to: _TapeEntry.self, capacity: max(result.count, 1))
      }
      // A table still in the block moved with it.
      table =
        result.tableIsSeparate
        ? result.table
        : UnsafeMutableRawPointer(storage + tableOffset).bindMemory(to: UInt32.self, capacity: blockTableCapacity)
      tableIsSeparate = result.tableIsSeparate
      bytes = storage
      byteCount = count
      self.tape = tape
      tapeCount = result.count
      hasDuplicateKeys = result.sawDuplicateKeys
      tapeIsSeparate = result.tapeIsSeparate
      pooledBlockBytes = _BufferPool.poolableSize(blockBytes)
      pooledTapeBytes = result.tapeIsSeparate ? _BufferPool.poolableSize(result.capacity * stride) : 0
      pooledTableBytes =
        sharesBlock ? 0 : _BufferPool.poolableSize(result.tableCapacity * MemoryLayout<UInt32>.stride)
    case .failure(let error):
      free(block)
      throw error
    }
  }
}
