import ModelMapperSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// The single-pass, iterative RFC 8259 parser that builds a ``JSONDocument``'s tape.
///
/// It reads a private, zero-padded copy of the input (the padding lets it load 16 bytes at
/// a time without bounds checks and makes the end of input look like a NUL byte), keeps an
/// explicit stack of open containers (so depth costs heap, never call stack), validates
/// strings (escapes, surrogates, UTF-8) and numbers completely, and decodes no strings:
/// they stay as byte ranges until someone reads them. Numbers with a fraction or an exponent
/// are kept as significand and exponent when they have at most 19 digits (see
/// `appendDecimal`), as byte ranges otherwise. The UTF-8 check is
/// skipped for a `String`'s bytes (`checksUTF8` false), which are valid by construction.
struct _JSONParser: ~Copyable {
  /// Bytes of zero padding after the input.
  static let padding = 64

  let input: UnsafePointer<UInt8>
  let count: Int
  let maxDepth: Int
  /// Whether strings are checked to be valid UTF-8 (not needed when the input is a
  /// `String`'s UTF-8).
  let checksUTF8: Bool

  var tape: UnsafeMutablePointer<_TapeEntry>
  var tapeCount = 0
  var tapeCapacity: Int
  /// Whether `tape` is an allocation of its own (after growing); at first it is the tail of
  /// the caller's input block, which the caller frees.
  var tapeIsSeparate = false

  /// Rows of array child indices, for arrays that hold containers.
  var table: UnsafeMutablePointer<UInt32>?
  var tableCount = 0
  var tableCapacity = 0
  /// Whether the table keeps its room when parsing ends (a large document's, which goes back
  /// to the buffer pool).
  var keepsTableRoom = false
  /// Whether `table` is an allocation of its own; at first a small input's is room in the
  /// caller's input block, which the caller frees.
  var tableIsSeparate = true

  /// A stack of element indices of the open arrays and key hashes of the open objects.
  var scratch: UnsafeMutablePointer<UInt32>
  var scratchCount = 0
  var scratchCapacity: Int
  /// Whether `scratch` was moved to the heap; the caller's stack space is not freed.
  var scratchOnHeap = false

  var frames: UnsafeMutablePointer<_ParseFrame>
  var depth = 0
  var frameCapacity: Int
  /// Four 64-bit words of key signatures per open container (used by objects).
  var signatures: UnsafeMutablePointer<UInt64>

  /// Whether `frames` and `signatures` were moved to the heap (nesting deeper than the
  /// caller's stack space); the caller's space is not freed.
  var framesOnHeap = false

  /// Whether any object has a repeated key.
  var sawDuplicateKeys = false

  /// The frames and signatures for the first `stackDepth` levels, in stack space the caller
  /// provides for the parse.
  static let stackDepth = 32
  /// The scratch entries kept in the caller's stack space.
  static let stackScratch = 256

  /// Creates a parser over `count` bytes at `input` (followed by `padding` zero bytes).
  ///
  /// - Parameters:
  ///   - tape: Room for `tapeCapacity` entries (see ``initialTapeCapacity(forInputCount:)``).
  ///   - tapeIsSeparate: Whether `tape` is an allocation the parser may grow and hand over;
  ///     otherwise it is part of the caller's block until it grows.
  ///   - stackFrames: Space for ``stackDepth`` frames.
  ///   - stackSignatures: Space for ``stackDepth`` * 4 signature words.
  ///   - stackScratch: Space for ``stackScratch`` scratch entries.
  ///   - table: Room for `tableCapacity` child table rows, which the parser may grow and hands
  ///     over with its room kept; nil to start without one.
  ///   - tableIsSeparate: Whether `table` is an allocation of its own (from the buffer pool);
  ///     otherwise it is part of the caller's block until it grows.
  init(
    input: UnsafePointer<UInt8>, count: Int, maxDepth: Int, checksUTF8: Bool = true,
    tape: UnsafeMutablePointer<_TapeEntry>, tapeCapacity: Int, tapeIsSeparate: Bool,
    stackFrames: UnsafeMutablePointer<_ParseFrame>, stackSignatures: UnsafeMutablePointer<UInt64>,
    stackScratch: UnsafeMutablePointer<UInt32>, table: UnsafeMutablePointer<UInt32>? = nil, tableCapacity: Int = 0,
    tableIsSeparate: Bool = true
  ) {
    self.table = table
    self.tableCapacity = table == nil ? 0 : tableCapacity
    self.tableIsSeparate = tableIsSeparate
    keepsTableRoom = table != nil && tableIsSeparate
    self.input = input
    self.count = count
    self.maxDepth = maxDepth
    self.checksUTF8 = checksUTF8
    self.tape = tape
    self.tapeCapacity = tapeCapacity
    self.tapeIsSeparate = tapeIsSeparate
    frameCapacity = Self.stackDepth
    frames = stackFrames
    signatures = stackSignatures
    scratchCapacity = Self.stackScratch
    scratch = stackScratch
  }

  deinit {
    if scratchOnHeap { free(scratch) }
    if framesOnHeap {
      free(frames)
      free(signatures)
    }
    // `tape` and `table` belong to the document once `finish()` has run.
    if tapeCapacity >= 0 {
      if tapeIsSeparate { free(tape) }
      if tableIsSeparate { free(table) }
    }
  }

  // MARK: Appending

  @inline(__always)
  mutating func append(_ entry: _TapeEntry) {
    if tapeCount == tapeCapacity { growTape() }
    tape[tapeCount] = entry
    tapeCount &+= 1
  }

  @inline(never)
  mutating func growTape() {
    tapeCapacity *= 2
    tape = _grown(tape, count: tapeCount, to: tapeCapacity, isOnHeap: tapeIsSeparate)
    tapeIsSeparate = true
  }

  @inline(__always)
  mutating func pushScratch(_ value: Int) {
    if scratchCount == scratchCapacity { growScratch() }
    scratch[scratchCount] = UInt32(truncatingIfNeeded: value)
    scratchCount &+= 1
  }

  /// Doubles the scratch stack, moving it to the heap the first time.
  @inline(never)
  mutating func growScratch() {
    scratchCapacity *= 2
    scratch = _grown(scratch, count: scratchCount, to: scratchCapacity, isOnHeap: scratchOnHeap)
    scratchOnHeap = true
  }

  @inline(__always)
  func skipWhitespace(_ start: Int) -> Int {
    var pos = start
    while true {
      let byte = input[pos]
      if byte > 0x20 { return pos }
      if byte == 0x20 || byte == 0x09 {
        pos &+= 1
      } else if byte == 0x0A || byte == 0x0D {
        pos &+= 1
        // Indentation after a line break comes in runs: skip the spaces 16 at a time.
        while true {
          let chunk = UnsafeRawPointer(input + pos).loadUnaligned(as: SIMD16<UInt8>.self)
          if let lane = _firstLaneUnpredictable(_lanes(chunk .!= SIMD16(repeating: 0x20))) {
            pos &+= lane
            break
          }
          pos &+= 16
        }
      } else {
        return pos
      }
    }
  }

  // MARK: The value loop

  /// Parses the whole input; on success the tape holds exactly one top-level value.
  mutating func parse(allowsByteOrderMark: Bool) throws(JSONParseError) {
    var pos = 0
    if count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF {
      guard allowsByteOrderMark else {
        throw fail(.unexpectedCharacter, at: 0, "a UTF-8 byte order mark is not allowed here")
      }
      pos = 3
    }
    pos = skipWhitespace(pos)
    if pos >= count {
      throw fail(.emptyInput, at: pos, "the input holds no JSON value")
    }
    valueLoop: while true {
      // `pos` is at the first byte of a value.
      switch input[pos] {
      case UInt8(ascii: "{"):
        try openContainer(.object, at: pos)
        pos = skipWhitespace(pos &+ 1)
        if input[pos] == UInt8(ascii: "}") {
          closeObject()
          pos &+= 1
        } else {
          frames[depth &- 1].count = 1
          pos = try parseMemberKey(at: pos, afterComma: false)
          continue valueLoop
        }
      case UInt8(ascii: "["):
        try openContainer(.array, at: pos)
        pos = skipWhitespace(pos &+ 1)
        if input[pos] == UInt8(ascii: "]") {
          closeArray()
          pos &+= 1
        } else {
          frames[depth &- 1].count = 1
          pushScratch(tapeCount)
          continue valueLoop
        }
      case UInt8(ascii: "\""):
        pos = try parseString(at: pos)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        pos = try parseNumber(at: pos)
      case UInt8(ascii: "t"):
        if _word(at: input + pos) != 0x6575_7274 { throw literalError(at: pos, "true") }
        append(_TapeEntry(kind: .true, low: UInt64(pos), payload: 0))
        pos &+= 4
      case UInt8(ascii: "f"):
        if _word(at: input + (pos &+ 1)) != 0x6573_6C61 { throw literalError(at: pos &+ 1, "false") }
        append(_TapeEntry(kind: .false, low: UInt64(pos), payload: 0))
        pos &+= 5
      case UInt8(ascii: "n"):
        if _word(at: input + pos) != 0x6C6C_756E { throw literalError(at: pos, "null") }
        append(_TapeEntry(kind: .null, low: UInt64(pos), payload: 0))
        pos &+= 4
      case UInt8(ascii: "N"), UInt8(ascii: "I"):
        throw fail(.invalidNumber, at: pos, "NaN and Infinity are not JSON numbers")
      default:
        throw unexpected(at: pos, expected: "a value")
      }
      // After a value: a separator, a closing bracket, or the end.
      while depth > 0 {
        pos = skipWhitespace(pos)
        let byte = input[pos]
        let isObject = frames[depth &- 1].isObject
        if byte == UInt8(ascii: ",") {
          pos = skipWhitespace(pos &+ 1)
          frames[depth &- 1].count &+= 1
          if isObject {
            pos = try parseMemberKey(at: pos, afterComma: true)
          } else {
            if input[pos] == UInt8(ascii: "]") {
              throw fail(.unexpectedCharacter, at: pos, "unexpected ']' after ','; trailing commas are not allowed")
            }
            pushScratch(tapeCount)
          }
          continue valueLoop
        }
        if isObject {
          guard byte == UInt8(ascii: "}") else { throw unexpected(at: pos, expected: "',' or '}'") }
          closeObject()
        } else {
          guard byte == UInt8(ascii: "]") else { throw unexpected(at: pos, expected: "',' or ']'") }
          closeArray()
        }
        pos &+= 1
      }
      break
    }
    pos = skipWhitespace(pos)
    if pos < count { throw trailingContent(at: pos) }
  }

  /// Hands the tape and child table over to the caller, with their room (a small input's
  /// table is shrunk to size when it wastes more than 64 rows).
  mutating func finish() -> (
    tape: UnsafeMutablePointer<_TapeEntry>, count: Int, capacity: Int, table: UnsafeMutablePointer<UInt32>?,
    tableCapacity: Int, tableIsSeparate: Bool, tapeIsSeparate: Bool
  ) {
    // A separate tape, and a large document's table, keep their room: the document hands
    // them to the buffer pool for the next large document (see `_BufferPool`). The caller
    // shrinks a tape that is the tail of its block.
    if let rows = table, tableIsSeparate, !keepsTableRoom, tableCapacity > tableCount + 64 {
      tableCapacity = max(tableCount, 1)
      table = _reallocate(rows, tableCapacity)
    }
    let capacity = tapeCapacity
    tapeCapacity = -1
    return (tape, tapeCount, capacity, table, tableCapacity, tableIsSeparate, tapeIsSeparate)
  }

  /// Whether a tape of `count` entries in room for `capacity` wastes enough (4,096 entries,
  /// 64 KB, beyond a quarter) to give the room back with a `realloc` (for a tape that is
  /// the tail of a small input's block).
  static func isWorthShrinking(capacity: Int, count: Int) -> Bool {
    capacity > count + count / 4 + 4096
  }

  /// The largest input whose tape starts in the input's block (see `_ParsedParts`).
  static let sharedBlockLimit = 32 * 1024

  /// The tape entries to make room for before parsing `count` bytes: one per six bytes, which
  /// covers typical JSON (the tape grows past it).
  static func initialTapeCapacity(forInputCount count: Int) -> Int { count / 6 + 64 }

  /// The child table rows to make room for before parsing a large input of `count` bytes:
  /// one per 32 bytes (the table grows past it). Growing it from nothing, each `realloc` of
  /// a kilobyte or more made the allocator consolidate every small block freed since.
  static func initialTableCapacity(forInputCount count: Int) -> Int { count / 32 + 64 }

  /// The child table rows a small input's block has room for (see `_ParsedParts`): one per
  /// 64 bytes, at least 32, enough for the key summaries of its larger objects and the rows of
  /// a few arrays of containers without an allocation of their own.
  static func blockTableCapacity(forInputCount count: Int) -> Int { count / 64 + 32 }
}

/// The four bytes at `pointer` as a little-endian word, to compare with a literal's bytes.
///
/// A free function: a parser method that reads `self` as a whole made the compiler copy the
/// parser (137 bytes) for each `true`, `false` and `null`.
@inline(__always)
func _word(at pointer: UnsafePointer<UInt8>) -> UInt32 {
  UInt32(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self))
}
