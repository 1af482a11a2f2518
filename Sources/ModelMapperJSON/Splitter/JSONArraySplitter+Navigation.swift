import Foundation

// The way to the elements: the root value, the members of objects on the key path (read
// one by one), the values beside it (checked whole, or piece by piece when large), and the
// closing of each container.

extension _JSONArraySplitter {
  /// Before the root value: a byte order mark, whitespace, then the value.
  func rootValue() throws(Failure) -> Event? {
    guard skipByteOrderMark() else { return .needsInput }
    skipWhitespace()
    if position >= buffer.count {
      guard inputEnded else { return .needsInput }
      throw invalid(buffer.error(.emptyInput, at: position, "the input holds no JSON value"))
    }
    if case .document = layout { return try value(.skip, delimited: false) }
    return try value(.navigate(0), delimited: false)
  }

  /// At the start of the stream, steps over a UTF-8 byte order mark; false when the bytes
  /// held are too few to tell.
  func skipByteOrderMark() -> Bool {
    guard buffer.origin == 0 && position == 0 else { return true }
    let input = buffer.base
    if buffer.count < 3 && !inputEnded && (buffer.count == 0 || input[0] == 0xEF) { return false }
    if buffer.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF { position = 3 }
    return true
  }

  /// A value at `position` (not whitespace) with its role; `delimited` when a `,` or a
  /// closing bracket follows it (any value but the root).
  func value(_ role: Role, delimited: Bool) throws(Failure) -> Event? {
    let byte = buffer.base[position]
    switch role {
    case .navigate(let step) where step == path.count:
      guard byte == UInt8(ascii: "[") else {
        guard let kind = Self.kind(startingWith: byte) else {
          throw invalid(buffer.unexpected(at: position, expected: "a value"))
        }
        throw Failure.notAnArray(path, found: kind)
      }
      try open(isObject: false, role: .target)
    case .navigate(let step):
      if byte == UInt8(ascii: "{") {
        try open(isObject: true, role: .path(step))
      } else if byte == UInt8(ascii: "["), Int(path[step]) != nil {
        try open(isObject: false, role: .path(step))
      } else if Self.kind(startingWith: byte) == nil {
        throw invalid(buffer.unexpected(at: position, expected: "a value"))
      } else {
        throw Failure.nothingAtPath(path)
      }
    case .skip, .path, .target:
      return try skipValue(delimited: delimited)
    }
    return nil
  }

  /// Enters the container whose bracket is at `position`.
  func open(isObject: Bool, role: Role) throws(Failure) {
    guard depth < maxDepth else {
      throw invalid(buffer.error(.tooDeep, at: position, tooDeepMessage))
    }
    frames.append(Frame(isObject: isObject, role: role))
    position += 1
    state = isObject ? .member(afterComma: false) : .element(afterComma: false)
  }

  /// Leaves the innermost container when `byte` is its `closing` bracket (a trailing comma
  /// before it fails); whether it did.
  func closes(at byte: UInt8, _ closing: UInt8, afterComma: Bool) throws(Failure) -> Bool {
    guard byte == closing else { return false }
    if afterComma {
      let bracket = Character(Unicode.Scalar(closing))
      throw invalid(
        buffer.error(
          .unexpectedCharacter, at: position, "unexpected '\(bracket)' after ','; trailing commas are not allowed"))
    }
    position += 1
    try close()
    return true
  }

  /// Leaves the innermost container (its closing bracket consumed).
  func close() throws(Failure) {
    let frame = frames.removeLast()
    if case .path = frame.role, !frame.found { throw Failure.nothingAtPath(path) }
    valueDone()
  }

  /// After a value: what its container expects next.
  func valueDone() {
    guard let frame = frames.last else {
      state = .afterRoot
      return
    }
    state = frame.isObject ? .afterMember : .afterElement
  }

  /// The kind of the value starting with `byte`, or nil when no value starts so.
  static func kind(startingWith byte: UInt8) -> JSONKind? {
    switch byte {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: return nil
    }
  }

  // MARK: Members

  /// A member of an object (or its end): the key, read here; the value, by its role.
  func member(afterComma: Bool) throws(Failure) -> Event? {
    guard let byte = try significantByte(expected: "a string key in double quotes") else { return .needsInput }
    if try closes(at: byte, UInt8(ascii: "}"), afterComma: afterComma) { return nil }
    guard byte == UInt8(ascii: "\"") else {
      throw invalid(buffer.unexpected(at: position, expected: "a string key in double quotes"))
    }
    guard let end = _stringEnd(in: buffer.base, count: buffer.count, from: position) else {
      guard inputEnded else { return .needsInput }
      throw invalid(checkedFailure(from: position, to: buffer.count, depthAvailable: maxDepth - depth))
    }
    let key = try decodedKey(from: position, through: end)
    var role = Role.skip
    let last = frames.count - 1
    if case .path(let step) = frames[last].role, key == path[step] {
      if frames[last].found {
        repeatsPathKey = true
      } else {
        frames[last].found = true
        role = .navigate(step + 1)
      }
    }
    frames[last].count += 1
    position = end + 1
    state = .colon(role)
    return nil
  }

  /// The text of the key whose quotes are at `start` and `end`, checked.
  func decodedKey(from start: Int, through end: Int) throws(Failure) -> String {
    let input = buffer.base
    var plain = true
    for index in (start + 1)..<end where input[index] < 0x20 || input[index] > 0x7E || input[index] == 0x5C {
      plain = false
      break
    }
    if plain {
      return String(decoding: UnsafeBufferPointer(start: input + start + 1, count: end - start - 1), as: UTF8.self)
    }
    let document = try parse(from: start, to: end + 1, prefix: [], depthAvailable: 1)
    return document.root.string ?? ""
  }

  // MARK: Values checked and dropped

  /// A value to check and drop: parsed whole once its end is here, entered when it is a
  /// container too large to hold.
  func skipValue(delimited: Bool) throws(Failure) -> Event? {
    if scan.start != position { scan = _LightScan(at: position) }
    if let end = scan.delimiter(in: buffer.base, count: buffer.count) {
      if delimited {
        // Parsed in its container's context, for the parser's own words about what follows.
        let isObject = frames[frames.count - 1].isObject
        _ = try parse(
          from: position, to: end, prefix: isObject ? Self.memberPrefix : [UInt8(ascii: "[")],
          suffix: isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"), depthAvailable: maxDepth - depth + 1)
        if end == position || buffer.bytes[position..<end].allSatisfy(_isJSONWhitespace) {
          throw invalid(buffer.unexpected(at: end, expected: "a value"))
        }
      } else {
        // A closing bracket or comma at the top level: the document is not valid, and the
        // parser, reading all that is held, says where first.
        throw invalid(checkedFailure(from: position, to: buffer.count, depthAvailable: maxDepth))
      }
      position = end
      scan = _LightScan()
      valueDone()
      return nil
    }
    if inputEnded {
      // A value inside a container has lost its closing: the parser, in the container's
      // context, finds the first problem. The root ends with the input.
      if delimited {
        let isObject = frames[frames.count - 1].isObject
        throw invalid(
          checkedFailure(
            from: position, to: buffer.count, prefix: isObject ? Self.memberPrefix : [UInt8(ascii: "[")],
            depthAvailable: maxDepth - depth + 1))
      }
      _ = try parse(from: position, to: buffer.count, prefix: [], depthAvailable: maxDepth - depth)
      position = buffer.count
      scan = _LightScan()
      state = .finished
      return .finished
    }
    let byte = buffer.base[position]
    if buffer.count - position > descendBytes && (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")) {
      scan = _LightScan()
      try open(isObject: byte == UInt8(ascii: "{"), role: .skip)
      return nil
    }
    return .needsInput
  }

  // MARK: Parsing

  /// Parses the bytes `start..<end` after `prefix`, placing any error in the stream.
  func parse(from start: Int, to end: Int, prefix: [UInt8], suffix: UInt8? = nil, depthAvailable: Int)
    throws(Failure) -> JSONDocument
  {
    do throws(JSONParseError) {
      return try parseOrThrow(from: start, to: end, prefix: prefix, suffix: suffix, depthAvailable: depthAvailable)
    } catch {
      throw invalid(error)
    }
  }

  /// ``parse(from:to:prefix:suffix:depthAvailable:)``, throwing the placed parse error.
  func parseOrThrow(from start: Int, to end: Int, prefix: [UInt8], suffix: UInt8? = nil, depthAvailable: Int)
    throws(JSONParseError) -> JSONDocument
  {
    switch parseCopy(&scratch, from: start, to: end, prefix: prefix, suffix: suffix, depthAvailable: depthAvailable) {
    case .success(let document): return document
    case .failure(var error):
      // At the closing bracket put in for the real `,`, the parser must see the real byte,
      // for its own words about it (`1.,` is "unexpected ','").
      let suffixOffset = prefix.count + end - start
      if let suffix, error.offset == suffixOffset, end < buffer.count, buffer.base[end] != suffix {
        scratch[suffixOffset] = buffer.base[end]
        if case .failure(let real) = Self.parse(scratch, depthAvailable: depthAvailable), real.offset == suffixOffset {
          error = real
        }
      }
      throw place(error, copiedFrom: start, prefix: prefix.count)
    }
  }

  /// Copies `prefix`, the held bytes `start..<end` and `suffix` into `text` (emptied first)
  /// and parses them.
  func parseCopy(
    _ text: inout [UInt8], from start: Int, to end: Int, prefix: [UInt8], suffix: UInt8?, depthAvailable: Int
  ) -> Result<JSONDocument, JSONParseError> {
    text.removeAll(keepingCapacity: true)
    text.reserveCapacity(prefix.count + end - start + 1)
    text.append(contentsOf: prefix)
    text.append(contentsOf: UnsafeBufferPointer(start: buffer.base + start, count: end - start))
    if let suffix { text.append(suffix) }
    return Self.parse(text, depthAvailable: depthAvailable)
  }

  /// Parses `text` as the part of the stream it is a copy of: at most `depthAvailable`
  /// levels deep, without a byte order mark.
  static func parse(_ text: [UInt8], depthAvailable: Int) -> Result<JSONDocument, JSONParseError> {
    let options = JSONDocument.Options(maxDepth: max(1, depthAvailable), allowsByteOrderMark: false)
    return text.withUnsafeBytes { bytes in
      Result { () throws(JSONParseError) in try JSONDocument(parsing: bytes, options: options) }
    }
  }

  /// What a member's value is parsed after: `{"":`.
  static let memberPrefix: [UInt8] = Array(#"{"":"#.utf8)

  /// The parser's error for a copy of the bytes from `start` after `prefix`, placed in the
  /// stream, with the stream's depth limit and offsets in its message.
  func place(_ error: JSONParseError, copiedFrom start: Int, prefix: Int) -> JSONParseError {
    let placed = buffer.relocate(error, copiedFrom: start, prefix: prefix)
    var message = placed.message
    // A copy that starts with a byte order mark (after whitespace at the top level): the
    // parser of the whole text meets those bytes where a value should start.
    if placed.kind == .unexpectedCharacter && message == "a UTF-8 byte order mark is not allowed here"
      && placed.offset > 0 && layout != .lines
    {
      return buffer.unexpected(at: placed.offset - buffer.origin, expected: "a value")
    }
    if placed.kind == .tooDeep {
      message = tooDeepMessage
    } else if let range = message.range(of: "starts at byte "), let offset = Int(message[range.upperBound...]) {
      message = message[..<range.upperBound] + String(buffer.streamOffset(start + max(offset - prefix, 0)))
    }
    guard message != placed.message else { return placed }
    return JSONParseError(
      kind: placed.kind, offset: placed.offset, line: placed.line, column: placed.column, excerpt: placed.excerpt,
      message: message)
  }

  /// The parser's words for nesting deeper than ``maxDepth``.
  var tooDeepMessage: String { "nesting deeper than the limit of \(maxDepth)" }

  /// The error the parser finds in `start..<end` after `prefix`, which cannot be valid (the
  /// input ended inside it).
  func checkedFailure(from start: Int, to end: Int, prefix: [UInt8] = [], depthAvailable: Int) -> JSONParseError {
    do throws(JSONParseError) {
      _ = try parseOrThrow(from: start, to: end, prefix: prefix, depthAvailable: depthAvailable)
    } catch {
      return error
    }
    return buffer.unexpected(at: end, expected: "a value")
  }
}
