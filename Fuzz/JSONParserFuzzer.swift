// A libFuzzer target for the JSON engine. Built by Fuzz/run.sh together with the library's
// sources; not part of the package build.
//
// For every input: parse it; if it parses, the compact and pretty writers must produce text
// that parses back to an equal value, and every value must be readable; if it does not,
// the error's position and description must be computable. Input that parses must be valid
// UTF-8 by the standard library's check. Valid UTF-8 is also parsed as a
// `String` (whose UTF-8 the parser trusts and does not check again): the outcome must be
// the same. The stream splitter, fed the same bytes in pieces (sizes taken from the input),
// must find the input valid exactly when the parser does, fail at the same offset, line and
// column with the same message, and deliver a top-level array's elements as the parser reads
// them. Every member is found by a lookup from the first member and by one resumed from
// another lookup's hint.

/// libFuzzer's entry point: checks one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let buffer = UnsafeRawBufferPointer(start: data, count: size)
  let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let document: JSONDocument
  do {
    document = try JSONDocument(parsing: buffer, options: .init(maxDepth: 128))
  } catch {
    checkStreaming(buffer, expected: .failure(error))
    precondition(error.offset >= 0 && error.offset <= size, "error offset out of range")
    precondition(error.line >= 1 && error.column >= 1, "bad line or column")
    _ = error.description
    if let text {
      do {
        _ = try JSONDocument(parsing: text, options: .init(maxDepth: 128))
        fatalError("a String parsed where its bytes did not")
      } catch let other {
        precondition(other.kind == error.kind && other.offset == error.offset, "String and bytes errors differ")
      }
    }
    return 0
  }
  checkStreaming(buffer, expected: .success(document))
  // JSON text is UTF-8 (RFC 8259): whatever parses is valid UTF-8, as the standard library
  // checks it.
  precondition(text != nil, "bytes that are not valid UTF-8 parsed")
  let value = document.root.value
  if let text {
    guard let fromString = try? JSONDocument(parsing: text, options: .init(maxDepth: 128)) else {
      fatalError("bytes parsed where their String did not")
    }
    precondition(fromString.root.value == value, "String and bytes parse to different values")
  }
  visit(document.root)
  for options in [JSONWriter.Options.compact, .pretty, .init(sortsKeys: true, escapesNonASCII: true)] {
    let text = JSONWriter(options: options).bytes(document.root)
    guard let again = try? JSONDocument(parsing: text, options: .init(maxDepth: 128)) else {
      fatalError("the writer produced text that does not parse")
    }
    precondition(again.root.value == value, "round trip changed the value")
    let fromValue = try? JSONWriter(options: options).bytes(value)
    precondition(fromValue == text, "the value and document writers disagree")
  }
  return 0
}

/// Feeds `buffer` to stream splitters in pieces and checks them against the parser's outcome.
func checkStreaming(_ buffer: UnsafeRawBufferPointer, expected: Result<JSONDocument, JSONParseError>) {
  let piece = buffer.isEmpty ? 1 : Int(buffer[buffer.count / 2]) % 9 + 1
  // Every other input also enters every container (checked piece by piece).
  let descend = buffer.count % 2 == 0 ? 0 : nil
  let whole = split(buffer, layout: .document, piece: piece, descend: descend)
  switch (expected, whole.failure) {
  case (.success, nil): break
  case (.success, let failure?): fatalError("the splitter refused a valid document: \(failure)")
  case (.failure(let error), .invalidJSON(let found, _)?):
    precondition(
      (found.kind, found.offset, found.line, found.column, found.message)
        == (error.kind, error.offset, error.line, error.column, error.message),
      "the splitter failed elsewhere: \(found) vs \(error)")
  case (.failure, let other):
    fatalError("the splitter passed an invalid document, or failed oddly: \(String(describing: other))")
  }
  // Over the fuzzer's own bytes, not copied: AddressSanitizer sees any read past the end.
  let borrowed = _JSONArraySplitter(layout: .document, borrowing: buffer, maxDepth: 128)
  var outcome: _JSONArraySplitter.Failure?
  do {
    while case let event = try borrowed.next(), !isFinished(event) {}
  } catch {
    outcome = error
  }
  precondition((outcome == nil) == (whole.failure == nil), "borrowed and copied bytes split differently")
  guard case .success(let document) = expected, document.root.kind == .array else { return }
  let elements = split(buffer, layout: .array(path: []), piece: piece, descend: descend, batchBytes: piece)
  precondition(elements.failure == nil, "the splitter refused a valid array")
  precondition(elements.values == document.root.elements.map(\.value), "the splitter's elements differ")
}

/// Whether `event` ends a stream.
func isFinished(_ event: _JSONArraySplitter.Event) -> Bool {
  if case .finished = event { return true }
  precondition(!isNeedsInput(event), "a splitter over the whole input asked for more")
  return false
}

/// Whether `event` asks for more input.
func isNeedsInput(_ event: _JSONArraySplitter.Event) -> Bool {
  if case .needsInput = event { return true }
  return false
}

/// What a splitter delivers for `buffer` fed `piece` bytes at a time.
func split(
  _ buffer: UnsafeRawBufferPointer, layout: _JSONArraySplitter.Layout, piece: Int, descend: Int?,
  batchBytes: Int = 1 << 16
) -> (values: [JSONValue], failure: _JSONArraySplitter.Failure?) {
  let splitter = _JSONArraySplitter(layout: layout, maxDepth: 128, batchBytes: batchBytes, descendBytes: descend)
  var values: [JSONValue] = []
  var fed = 0
  do {
    while true {
      switch try splitter.next() {
      case .batch(let batch):
        values += batch.elements.map { JSONElement(document: batch.document, index: $0).value }
      case .run: fatalError("runs are only handed out when asked for")
      case .needsInput:
        if fed >= buffer.count {
          splitter.finishInput()
        } else {
          let end = min(buffer.count, fed + piece)
          splitter.append(UnsafeRawBufferPointer(rebasing: buffer[fed..<end]))
          fed = end
        }
      case .finished: return (values, nil)
      }
    }
  } catch {
    return (values, error)
  }
}

/// Reads every value in every form.
func visit(_ element: JSONElement) {
  switch element.kind {
  case .array:
    for (index, child) in element.elements.enumerated() {
      precondition(element[index]?.kind == child.kind, "element lookup disagrees with iteration")
      visit(child)
    }
  case .object:
    // Lookups find the last member with a key (keys compare by their UTF-8, as JSON's do).
    let members = element.members
    var last: [[UInt8]: Int] = [:]
    for (position, member) in members.enumerated() { last[Array(member.key.utf8)] = position }
    for (position, (key, child)) in members.enumerated() {
      if last[Array(key.utf8)] == position {
        precondition(element[key]?.value == child.value, "member lookup did not find the last member")
      }
      visit(child)
    }
    // Lookups resumed where the last one stopped, and of keys the object lacks, may ask the
    // object's key summary (KeySummary.swift): they must find what a search from the first
    // member finds.
    var hint = element.index + 1
    for (position, (key, _)) in members.enumerated().reversed() {
      for variant in [key, key + "~"] {
        let expected = element[variant]?.index ?? -1
        let found = Array(variant.utf8).withUnsafeBytes {
          _TapeReader(element.document)._member(
            of: element.index, key: $0, hint: &hint, isLikelyAbsent: position % 2 == 0)
        }
        precondition(found == expected, "a resumed lookup of \(variant) found \(found), not \(expected)")
      }
    }
  case .number:
    _ = (element.int64, element.uint64)
    // The number parser (Clinger, Eisel-Lemire, fallback) against Swift's own, bit for bit;
    // nil is beyond Double's range.
    let text = element.numberText ?? ""
    let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
    precondition(element.double?.bitPattern == expected?.bitPattern, "\(text) parsed to another Double")
  case .string:
    _ = element.string
  case .bool, .null:
    _ = element.bool
  }
}
