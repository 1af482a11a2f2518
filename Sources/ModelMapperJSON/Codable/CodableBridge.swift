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
    return try _TapeDecoder(reader: reader, node: element.index, options: _DecodingOptions()).decodeRoot(T.self)
  }
}

/// Encodes `value` with `JSONEncoder`'s default strategies into `emitter`, as a value `depth`
/// levels deep (for indentation), in the emitter's layout and escaping.
///
/// - Throws: `EncodingError` for a value that cannot be encoded; nothing is written then.
package func _encode<T: Encodable>(_ value: T, into emitter: inout _JSONEmitter, depth: Int) throws {
  let start = emitter.count
  let encoder = _StreamEncoder(options: _EncodingOptions(), capacity: 0)
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
