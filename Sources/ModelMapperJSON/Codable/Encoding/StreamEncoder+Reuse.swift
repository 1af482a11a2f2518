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
/// it is kept, so that nothing of a call outlives it (its spare keyed containers, which
/// refer to it, are let go of first: see StreamEncoder+SpareContainers.swift). One encoder
/// is kept for all threads: a thread that finds none (another thread's call holds it) makes
/// its own.
extension _StreamEncoder {
  /// The encoder kept for the next call.
  private static let spare = _Locked<_StreamEncoder?>(nil)

  /// The most elements a kept encoder's lists keep room for; beyond, the room is let go.
  static let keptCapacity = 1_024

  /// An encoder for one call with `options`, whose output starts with room for `capacity`
  /// bytes: the kept one, else a new one. Hand it back with ``keep(_:)``.
  static func make(options: _EncodingOptions, capacity: Int = 2048) -> _StreamEncoder {
    guard let kept = takeKept() else { return fresh(options: options, capacity: capacity) }
    kept.beginReusingContainers()
    kept.options = options
    kept.keyShapes = _CodingKeyShapes.of(options.keys)
    kept.replaceEmitter(with: _JSONEmitter(options: options.writerOptions, capacity: capacity))
    return kept
  }

  /// ``make(options:capacity:)`` with the default options, those of most calls: a kept
  /// encoder has them already (see ``empty()``), so none are copied.
  static func make(capacity: Int) -> _StreamEncoder {
    guard let kept = takeKept() else { return fresh(options: _EncodingOptions(), capacity: capacity) }
    kept.beginReusingContainers()
    kept.replaceEmitter(with: _JSONEmitter(options: Self.defaultWriterOptions, capacity: capacity))
    return kept
  }

  /// A new encoder for one call, when none is kept (another thread's call holds it).
  private static func fresh(options: _EncodingOptions, capacity: Int) -> _StreamEncoder {
    let made = _StreamEncoder(options: options, capacity: capacity)
    made.beginReusingContainers()
    return made
  }

  /// The kept encoder, which no other call can take then; nil when there is none.
  private static func takeKept() -> _StreamEncoder? {
    spare.withLock { spare in
      let kept = spare
      spare = nil
      return kept
    }
  }

  /// The writer's options for the default settings.
  private static let defaultWriterOptions = _EncodingOptions().writerOptions

  /// Keeps `encoder` for the next call, emptied, when nothing else refers to it and no
  /// encoder is kept yet.
  static func keep(_ encoder: inout _StreamEncoder) {
    encoder.endReusingContainers()
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
  /// options, become the default options' too.)
  private func empty() {
    if !options.isDefault {
      options = _EncodingOptions()
      keyShapes = _CodingKeyShapes.plain
    }
    if emitter.buffer.capacity > 4096 {
      replaceEmitter(with: _JSONEmitter(options: options.writerOptions, capacity: 0))
    }
    emitter.buffer.count = 0
    Self.empty(&path)
    Self.empty(&frames)
    Self.empty(&writtenKeys)
    Self.empty(&knownShapes)
    Self.empty(&keyTexts)
    if !firstPlace.extra.isEmpty { firstPlace.extra = [] }
    slot = _StreamSlot(id: 1, base: 0)
    lastID = 1
    needsTree = false
    firstShape = nil
    madeUserInfo = nil
    formattedDates = _FormattedDatesOfCall()
    baseDepth = 0
  }

  /// Empties `list`, keeping its room unless it grew past ``keptCapacity``. (Only when it
  /// holds something: `removeAll(keepingCapacity: true)` of an empty array costs some 80
  /// instructions.)
  @inline(__always)
  static func empty<Element>(_ list: inout [Element]) {
    if list.capacity > keptCapacity {
      list = []
    } else if !list.isEmpty {
      list.removeAll(keepingCapacity: true)
    }
  }
}
