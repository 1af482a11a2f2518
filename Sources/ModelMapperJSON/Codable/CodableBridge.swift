import Foundation
import ModelMapperSupport

// What the mapping layer's Codable bridges use of the engine's coders: a `Codable` value
// inside a mappable model is read from the tape and written into the model's output, and a
// mappable model inside a `Codable` one is mapped from the tape and written into the
// encoder's output, with no `JSONValue` tree or JSON text in between.

/// The document and the tape index that a decoder of ``ModelMapperJSONDecoder`` is decoding;
/// nil for any other decoder.
package func _tapePosition(of decoder: any Decoder) -> (document: JSONDocument, node: Int)? {
  guard let decoder = decoder as? _TapeDecoder else { return nil }
  return (decoder.document, decoder.node)
}

/// Decodes a `T` from a parsed value with `JSONDecoder`'s default strategies, on its
/// document's tape.
package func _decodeFromTape<T: Decodable>(_ type: T.Type, from element: JSONElement) throws -> T {
  try withExtendedLifetime(element.document) {
    let reader = _TapeReader(element.document)
    return try _TapeDecoder(reader: reader, node: element.index, settings: .defaults).decodeRoot(T.self)
  }
}

/// Encodes `value` with `JSONEncoder`'s default strategies into `emitter`, as a value `depth`
/// levels deep (for indentation), in the emitter's layout and escaping.
///
/// - Throws: `EncodingError` for a value that cannot be encoded; nothing is written then.
package func _encode<T: Encodable>(_ value: T, into emitter: inout _JSONEmitter, depth: Int) throws {
  let start = emitter.count
  var encoder = _StreamEncoder.make(capacity: 0)
  defer { _StreamEncoder.keep(&encoder) }
  encoder.baseDepth = depth
  swap(&encoder.emitter, &emitter)
  let written: Bool
  do {
    written = try encoder.encodeRoot(value)
  } catch {
    swap(&encoder.emitter, &emitter)
    emitter.truncate(to: start)
    throw error
  }
  swap(&encoder.emitter, &emitter)
  guard !written else { return }
  // The value needs the tree (containers used out of order, `superEncoder()`).
  emitter.truncate(to: start)
  let tree = try _TreeEncoder.tree(value, options: _EncodingOptions())
  do {
    try emitter.write(tree, depth: depth)
  } catch {
    emitter.truncate(to: start)
    throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: error.description))
  }
}

/// Writes JSON as the value an encoder of ``ModelMapperJSONEncoder`` is encoding, straight
/// into its output: `write` appends the value's text to the emitter (at nesting depth
/// `depth`) and returns whether it did. False, without calling `write`, for any other
/// encoder, or when the value must go through the encoder's containers (a tree encoder).
///
/// - Throws: What `write` throws; nothing is written then.
package func _writeJSON(
  into encoder: any Encoder, _ write: (inout _JSONEmitter, _ depth: Int) throws -> Void
) throws -> Bool {
  guard let encoder = encoder as? _StreamEncoder else { return false }
  try encoder.fill()
  let start = encoder.emitter.count
  do {
    try write(&encoder.emitter, encoder.baseDepth + encoder.frames.count)
  } catch {
    encoder.emitter.truncate(to: start)
    throw error
  }
  return true
}

/// Foundation's error for text that is not valid JSON, `error` underneath.
package func _invalidJSON(_ error: JSONParseError) -> DecodingError {
  .dataCorrupted(
    DecodingError.Context(
      codingPath: [], debugDescription: "The given data was not valid JSON: \(error.description)",
      underlyingError: error))
}

/// A ``ModelMapperJSONDecoder``'s settings, read once, for decoding the many elements of a
/// stream or a large array (on several threads at once, each element with a decoder of its
/// own). Coding paths in errors (and in `Decoder.codingPath`) start with the array's key path
/// and the element's index, as when Foundation decodes the array inside its container.
package struct _ElementDecoder: Sendable {
  let settings: _DecodingSettings
  /// The key path's steps, as coding path steps (all digits: an array index).
  let prefix: [_CodingStep]

  /// The settings of `decoder` at this moment, for the elements of the array at `keyPath`
  /// (its steps; empty for the whole document).
  package init(_ decoder: ModelMapperJSONDecoder, keyPath: [String]) {
    settings = decoder.currentSettings
    prefix = keyPath.map { step in
      if let index = Int(step), index >= 0, step.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
        return .index(index)
      }
      return .key(_JSONCodingKey(stringValue: step))
    }
  }

  /// The deepest nesting the decoder accepts.
  package var maxDepth: Int { settings.options.maxDepth }

  /// Decodes the element at tape index `node` of `document`, the array's element `index`.
  ///
  /// - Throws: `DecodingError`, its coding path from the top of the document.
  package func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument, at node: Int, index: Int) throws -> T {
    try withExtendedLifetime(document) {
      var path = prefix
      path.append(.index(index))
      let decoder = _TapeDecoder(reader: _TapeReader(document), node: node, settings: settings, path: path)
      return try decoder.decodeRoot(T.self)
    }
  }

  /// Decodes the elements at tape indices `nodes` of `document`, the array's elements
  /// `firstIndex`, `firstIndex + 1`, ..., with one decoder; with `skipsFailures`, an element
  /// that fails is left out.
  ///
  /// - Returns: The values, or the first element's error.
  package func decodeElements<T: Decodable>(
    _ type: T.Type, of document: JSONDocument, at nodes: [Int], firstIndex: Int, skipsFailures: Bool
  ) -> Result<[T], any Error> {
    withExtendedLifetime(document) {
      let decoder = _TapeDecoder(reader: _TapeReader(document), node: 0, settings: settings)
      return decoder.reusingContainers {
        var values: [T] = []
        values.reserveCapacity(nodes.count)
        for (offset, node) in nodes.enumerated() {
          do {
            values.append(
              try decoder.unwrap(T.self, at: node, base: 0, extra: prefix, adding: .index(firstIndex + offset)))
          } catch {
            if !skipsFailures { return .failure(error) }
          }
        }
        return .success(values)
      }
    }
  }

  /// The error for the value at the key path when it is not an array (`found`), as decoding an
  /// array there reports it.
  package func notAnArray(found: JSONKind) -> DecodingError {
    let path = prefix.codingPath
    if found == .null {
      return .valueNotFound(
        [Any].self,
        .init(codingPath: path, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
    }
    let name = found == .object ? "a dictionary" : found == .bool ? "bool" : found == .number ? "number" : "\(found)"
    return .typeMismatch(
      [Any].self, .init(codingPath: path, debugDescription: "Expected to decode Array<Any> but found \(name) instead."))
  }

  /// The error for a key path that leads to nothing, as decoding the containers on the way
  /// reports it: the last step's key is not found.
  package func nothingAtPath() -> DecodingError {
    let path = prefix.codingPath
    let key = path.last ?? _JSONCodingKey(stringValue: "")
    return .keyNotFound(
      key,
      .init(
        codingPath: Array(path.dropLast()),
        debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
  }
}

extension _ElementDecoder {
  /// The elements of the array at the key path in `document`, decoded in order as
  /// `decode([T].self, ...)` decodes them (inside the containers of the key path, whose keys
  /// are matched as written, with no key strategy); with `skipsFailures`, an element that
  /// fails is left out.
  ///
  /// - Throws: `DecodingError`: what decoding the containers on the way to the array throws
  ///   (a missing key, a value of another kind), or the first element's error.
  package func decodeArray<T: Decodable>(_ type: T.Type, from document: JSONDocument, skipsFailures: Bool) throws
    -> [T]
  {
    try withExtendedLifetime(document) {
      let reader = _TapeReader(document)
      let decoder = _TapeDecoder(reader: reader, node: 0, settings: settings)
      var node = 0
      var path: [any CodingKey] = []
      for step in prefix {
        switch step {
        case .key(let key):
          guard reader.tape[node].kind == .object else {
            throw decoder.containerError(keyed: true, at: node, path: path)
          }
          let member = _withUTF8(key.stringValue) { reader._firstMember(of: node, key: UnsafeRawBufferPointer($0)) }
          guard member >= 0 else {
            throw DecodingError.keyNotFound(
              key,
              .init(codingPath: path, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\").")
            )
          }
          node = member
        case .index(let index):
          guard reader.tape[node].kind == .array else {
            throw decoder.containerError(keyed: false, at: node, path: path)
          }
          let element = reader._element(of: node, at: index)
          guard element >= 0 else {
            throw DecodingError.valueNotFound(
              Any.self, .init(codingPath: path + [step.codingKey], debugDescription: "Unkeyed container is at end."))
          }
          node = element
        case .superKey:
          break
        }
        path.append(step.codingKey)
      }
      guard reader.tape[node].kind == .array else {
        throw decoder.containerError(keyed: false, at: node, path: path)
      }
      var elements = _TapeUnkeyedContainer(decoder: decoder, array: node, base: 0, extra: prefix)
      return try decoder.reusingContainers {
        var values: [T] = []
        values.reserveCapacity(elements.count ?? 0)
        while !elements.isAtEnd {
          do {
            values.append(try elements.decode(T.self))
          } catch  where skipsFailures {
            elements.advance()
          }
        }
        return values
      }
    }
  }
}
