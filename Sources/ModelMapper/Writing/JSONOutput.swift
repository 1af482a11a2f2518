import Foundation
import ModelMapperSupport

/// The byte buffer a model's maps write into when it is written as JSON text (see
/// Map+Output.swift): the emitter, the first error, and the offsets of the keys written.
final class _JSONOutput {
  @exclusivity(unchecked) var emitter: _JSONEmitter
  /// The first error (a non-finite number); the text is then discarded.
  @exclusivity(unchecked) var error: JSONWriteError?
  /// The buffer offsets of the keys of the open objects (each map's keys follow its
  /// parent's, and are removed when it finishes), to find a key written twice.
  @exclusivity(unchecked) var keyOffsets: [Int] = []
  /// How many maps fell back to a tree (tests check that key paths do not).
  @exclusivity(unchecked) var fallbacks = 0

  init(options: JSONWriter.Options) {
    emitter = _JSONEmitter(options: options, capacity: 2048)
    keyOffsets.reserveCapacity(64)
  }

  /// An output that writes into `emitter` (another writer's) until ``giveBack(to:)``.
  init(borrowing emitter: inout _JSONEmitter) {
    self.emitter = _JSONEmitter(options: emitter.options, capacity: 0)
    swap(&self.emitter, &emitter)
  }

  /// Returns the borrowed emitter, with what was written into it.
  func giveBack(to emitter: inout _JSONEmitter) {
    swap(&self.emitter, &emitter)
  }

  var count: Int { emitter.count }

  /// Writes a value, recording the first error; `path` (made only on an error) is the key
  /// path of the value in the whole output, which the error's own path (inside the value)
  /// extends.
  func write(_ value: JSONValue, depth: Int, at path: @autoclosure () -> String = "") {
    do {
      try emitter.write(value, depth: depth)
    } catch {
      if self.error == nil { self.error = error.prefixed(by: path()) }
    }
  }

  /// The text, or nil after an error.
  func finish() -> String? {
    error == nil ? emitter.makeString() : nil
  }

  /// The text as UTF-8 bytes, handed over without a copy or a check of its UTF-8 (the
  /// writer only writes valid UTF-8); nil after an error.
  func finishData() -> Data? {
    error == nil ? emitter.takeData() : nil
  }
}
