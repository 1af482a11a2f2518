import Foundation

// The elements: runs of elements of the array parsed together (one copy of their bytes
// between brackets), elements of an array on the key path one by one, and lines of JSON
// Lines. A run that does not parse is split at the element the parser stopped in: the
// elements before it are delivered, then it fails (or is skipped).

extension _JSONArraySplitter {
  /// An element of an array (or its end).
  func element(afterComma: Bool) throws(Failure) -> Event? {
    let last = frames.count - 1
    guard case .path(let step) = frames[last].role else { return try run(afterComma: afterComma) }
    guard let byte = try significantByte(expected: "a value") else { return .needsInput }
    if try closes(at: byte, UInt8(ascii: "]"), afterComma: afterComma) { return nil }
    let index = frames[last].count
    frames[last].count += 1
    var role = Role.skip
    if !frames[last].found && index == Int(path[step]) {
      frames[last].found = true
      role = .navigate(step + 1)
    }
    state = .value(role)
    return nil
  }

  /// Whole elements found by the light scan, not yet parsed: their bytes run from the
  /// first start to the last end (the `,` or closing bracket after the last element).
  struct Run {
    var starts: [Int] = []
    var ends: [Int] = []
    /// Whether the last end is the array's closing bracket.
    var closes = false
    /// The parser's prefix: `[`, or `[0,` after a comma (a stand-in first element lets the
    /// parser see the comma's context: `[0,` then `]` is a trailing comma, `[0,` then `,`
    /// an empty element).
    var prefix: [UInt8]
    /// The index of the first element.
    var firstIndex: Int
    /// Whether the last element is blank (only whitespace before its end).
    var lastIsBlank = false
    /// The bytes the parser reads end here: the closing bracket included, and the comma
    /// after a blank last element (`[,]` then tells the parser an element is missing).
    var textEnd: Int { closes || lastIsBlank ? ends[ends.count - 1] + 1 : ends[ends.count - 1] }
    /// The elements, as scanned (an empty array `[]` scans as one blank element).
    var count: Int
  }

  /// The whole elements the bytes held have after `position`, up to about ``batchBytes``;
  /// nil when the first is not whole yet.
  func findRun(afterComma: Bool) -> Run? {
    let input = buffer.base
    let start = position
    var run = Run(
      prefix: afterComma ? [0x5B, 0x30, 0x2C] : [0x5B], firstIndex: frames[frames.count - 1].count, count: 0)
    var elementStart = start
    while true {
      if scan.start != elementStart { scan = _LightScan(at: elementStart) }
      guard let end = scan.delimiter(in: input, count: buffer.count) else { break }
      scan = _LightScan()
      run.starts.append(elementStart)
      run.ends.append(end)
      if input[end] != UInt8(ascii: ",") {
        run.closes = true
        break
      }
      elementStart = end + 1
      if elementStart - start >= batchBytes { break }
    }
    guard let lastStart = run.starts.last, let lastEnd = run.ends.last else { return nil }
    run.count = run.starts.count
    run.lastIsBlank = true
    for index in lastStart..<lastEnd where !_isJSONWhitespace(input[index]) {
      run.lastIsBlank = false
      break
    }
    if run.count == 1 && run.closes && !afterComma && run.lastIsBlank { run.count = 0 }
    return run
  }

  /// Moves past `run`, whose elements number `count`.
  func consume(_ run: Run, count: Int) throws(Failure) {
    frames[frames.count - 1].count += count
    position = run.ends[run.ends.count - 1] + 1
    if run.closes { try close() } else { state = .element(afterComma: true) }
  }

  /// Whether the innermost container is the array delivered.
  var inTarget: Bool {
    if case .target = frames[frames.count - 1].role { return true }
    return false
  }

  /// The next run of elements of the array delivered (or checked and dropped), parsed.
  func run(afterComma: Bool) throws(Failure) -> Event? {
    let isTarget = inTarget
    let depthAvailable = maxDepth - depth + 1
    guard let run = findRun(afterComma: afterComma) else {
      guard inputEnded else { return .needsInput }
      let prefix: [UInt8] = afterComma ? [0x5B, 0x30, 0x2C] : [0x5B]
      let error = checkedFailure(from: position, to: buffer.count, prefix: prefix, depthAvailable: depthAvailable)
      throw Failure.invalidJSON(error, element: isTarget ? frames[frames.count - 1].count : nil)
    }
    if isTarget && defersParsing {
      let found = FoundRun(
        start: run.starts[0], end: run.textEnd, prefix: run.prefix, closes: run.closes, firstIndex: run.firstIndex,
        count: run.count, depthAvailable: depthAvailable)
      try consume(run, count: run.count)
      return .run(found)
    }
    let document: JSONDocument
    do throws(JSONParseError) {
      document = try parseOrThrow(
        from: run.starts[0], to: run.textEnd, prefix: run.prefix, suffix: run.closes ? nil : UInt8(ascii: "]"),
        depthAvailable: depthAvailable)
    } catch {
      return try split(
        at: error, starts: run.starts, ends: run.ends, prefix: run.prefix, depthAvailable: depthAvailable)
    }
    let elements = Self.elements(of: document, droppingFirst: afterComma)
    try consume(run, count: elements.count)
    guard isTarget && !elements.isEmpty else { return nil }
    return .batch(Batch(document: document, elements: elements, firstIndex: run.firstIndex))
  }

  /// The elements of `run` (found with ``defersParsing``), parsed; safe to call from any
  /// thread once no more bytes are appended.
  ///
  /// - Throws: The parse error, placed in the stream.
  package func parse(_ run: FoundRun) throws(JSONParseError) -> Batch {
    // A copy of its own (not the scratch buffer): runs are parsed on other threads.
    var text: [UInt8] = []
    let closing: UInt8? = run.closes ? nil : UInt8(ascii: "]")
    let result = parseCopy(
      &text, from: run.start, to: run.end, prefix: run.prefix, suffix: closing, depthAvailable: run.depthAvailable)
    switch result {
    case .success(let document):
      let elements = Self.elements(of: document, droppingFirst: run.prefix.count > 1)
      return Batch(document: document, elements: elements, firstIndex: run.firstIndex)
    case .failure(let error): throw place(error, copiedFrom: run.start, prefix: run.prefix.count)
    }
  }

  /// After a run failed to parse with `error`: delivers the elements before the one the
  /// error is in, and fails (or skips) that one.
  func split(at error: JSONParseError, starts: [Int], ends: [Int], prefix: [UInt8], depthAvailable: Int)
    throws(Failure) -> Event?
  {
    let last = frames.count - 1
    let isTarget = inTarget
    let errorPosition = error.offset - buffer.origin
    var failed = 0
    while failed + 1 < starts.count && starts[failed + 1] <= errorPosition { failed += 1 }
    let firstIndex = frames[last].count
    var event: Event?
    if failed > 0 {
      // The elements before the failed one are whole and valid.
      let document = try parse(
        from: starts[0], to: ends[failed - 1], prefix: prefix, suffix: UInt8(ascii: "]"), depthAvailable: depthAvailable
      )
      let elements = Self.elements(of: document, droppingFirst: prefix.count > 1)
      if isTarget && !elements.isEmpty {
        event = .batch(Batch(document: document, elements: elements, firstIndex: firstIndex))
      }
    }
    let failure = Failure.invalidJSON(error, element: isTarget ? firstIndex + failed : nil)
    let delimiter = buffer.base[ends[failed]]
    let skippable =
      isTarget && skipsInvalidElements && (delimiter == UInt8(ascii: ",") || delimiter == UInt8(ascii: "]"))
    guard skippable else {
      guard failed > 0 else { throw failure }
      frames[last].count += failed
      position = ends[failed - 1] + 1
      state = .element(afterComma: true)
      pending = failure
      return event
    }
    skipped.append(failure)
    frames[last].count += failed + 1
    position = ends[failed] + 1
    if delimiter == UInt8(ascii: "]") { try close() } else { state = .element(afterComma: true) }
    return event
  }

  /// The tape indices of the elements of the array at the root of `document`.
  static func elements(of document: JSONDocument, droppingFirst: Bool) -> [Int] {
    let entry = document.tape[0]
    var elements: [Int] = []
    elements.reserveCapacity(entry.count)
    var child = 1
    while child < entry.end {
      elements.append(child)
      child = _TapeReader(document)._next(after: child)
    }
    if droppingFirst && !elements.isEmpty { elements.removeFirst() }
    return elements
  }

  // MARK: JSON Lines

  /// The next line that is not blank, parsed on its own.
  func nextLine() throws(Failure) -> Event? {
    let input = buffer.base
    guard skipByteOrderMark() else { return .needsInput }
    lineSearch = max(lineSearch, position)
    var end = buffer.count
    if lineSearch < buffer.count, let newline = memchr(input + lineSearch, 0x0A, buffer.count - lineSearch) {
      end = input.distance(to: newline.assumingMemoryBound(to: UInt8.self))
    } else {
      lineSearch = buffer.count
      guard inputEnded else { return .needsInput }
      if position >= buffer.count {
        state = .finished
        return .finished
      }
    }
    let start = position
    position = min(end + 1, buffer.count)
    lineSearch = position
    var blank = true
    for index in start..<end where !_isJSONWhitespace(input[index]) {
      blank = false
      break
    }
    if blank { return nil }
    let index = lineCount
    lineCount += 1
    do throws(JSONParseError) {
      let document = try parseOrThrow(from: start, to: end, prefix: [], depthAvailable: maxDepth)
      return .batch(Batch(document: document, elements: [0], firstIndex: index))
    } catch {
      let failure = Failure.invalidJSON(error, element: index)
      guard skipsInvalidElements else { throw failure }
      skipped.append(failure)
      return nil
    }
  }
}
