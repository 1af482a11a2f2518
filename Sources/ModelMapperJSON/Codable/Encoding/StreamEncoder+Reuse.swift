import Foundation
import ModelMapperSupport

/// One ``_StreamEncoder`` kept from call to call.
///
/// An encoder costs more to make than a small model costs to write: the object, its lists of
/// frames, coding path and written keys (three allocations), and their release, about 3,000
/// instructions of the 26,000 that `ModelMapperJSONEncoder().encode(user)` took for the GitHub
/// user. A call takes the kept encoder (or makes one) and gives it back when it ends, its
/// lists emptied with their room kept; only the output buffer, which the result takes, is new
/// each call.
///
/// An encoder is kept only when nothing else refers to it (user code can keep the `Encoder`
/// or a container it gave out, past the call): then it would be in use twice. It lets go of
/// the call's options (closures, formatters, `userInfo`) and of everything it was given when
/// it is kept, so that nothing of a call outlives it. One encoder is kept for all threads: a
/// thread that finds none (another thread's call holds it) makes its own.
extension _StreamEncoder {
  /// The encoder kept for the next call.
  private static let spare = _Locked<_StreamEncoder?>(nil)

  /// The most elements a kept encoder's lists keep room for; beyond, the room is let go.
  static let keptCapacity = 1_024

  /// An encoder for one call with `options`, whose output starts with room for `capacity`
  /// bytes: the kept one, else a new one. Hand it back with ``keep(_:)``.
  static func make(options: _EncodingOptions, capacity: Int = 2048) -> _StreamEncoder {
    let kept = spare.withLock { spare in
      let kept = spare
      spare = nil
      return kept
    }
    guard let kept else { return _StreamEncoder(options: options, capacity: capacity) }
    kept.options = options
    kept.keyShapes = _CodingKeyShapes.of(options.keys)
    kept.replaceEmitter(with: _JSONEmitter(options: options.writerOptions, capacity: capacity))
    return kept
  }

  /// Keeps `encoder` for the next call, emptied, when nothing else refers to it and no
  /// encoder is kept yet.
  static func keep(_ encoder: inout _StreamEncoder) {
    guard isKnownUniquelyReferenced(&encoder) else { return }
    encoder.empty()
    spare.withLock { spare in
      if spare == nil { spare = encoder }
    }
  }

  /// Puts `emitter` in place of the encoder's, whose buffer is freed.
  ///
  /// By `swap`, not assignment: built as Fuzz/run.sh builds the engine (`-O`, one module,
  /// AddressSanitizer), `kept.emitter = ...` did not destroy the value it replaced after an
  /// encode that fell back to the tree, and the old output buffer leaked (the Codable
  /// fuzzer's leak check found it). The release build's instructions are the same either way.
  private func replaceEmitter(with emitter: consuming _JSONEmitter) {
    swap(&self.emitter, &emitter)
  }

  /// Lets go of everything of the call: its options and what its lists hold; a large output
  /// left by a failed call is freed. (The key shapes, shared caches that follow from the
  /// options, are set again by ``make(options:capacity:)``.)
  private func empty() {
    options = _EncodingOptions()
    if emitter.buffer.capacity > 4096 {
      replaceEmitter(with: _JSONEmitter(options: options.writerOptions, capacity: 0))
    }
    emitter.buffer.count = 0
    path.removeAll(keepingCapacity: path.capacity <= Self.keptCapacity)
    frames.removeAll(keepingCapacity: frames.capacity <= Self.keptCapacity)
    writtenKeys.removeAll(keepingCapacity: writtenKeys.capacity <= Self.keptCapacity)
    knownShapes.removeAll(keepingCapacity: knownShapes.capacity <= Self.keptCapacity)
    keyTexts.removeAll(keepingCapacity: keyTexts.capacity <= Self.keptCapacity)
    slot = _StreamSlot(id: 1, base: 0)
    lastID = 1
    needsTree = false
    firstShape = nil
    madeUserInfo = nil
    formattedDates = _FormattedDatesOfCall()
    baseDepth = 0
  }
}
