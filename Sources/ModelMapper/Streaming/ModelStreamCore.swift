import Dispatch
import Foundation
import ModelMapperSupport

/// What the readers share: bytes in, models out. The splitter cuts the input into parsed
/// runs of elements; each element is made by the core's ``_StreamElements``: mapped as
/// ``Mapper/mapArrayOrThrow(JSONString:)`` maps one, or decoded as
/// ``ModelMapperJSONDecoder`` decodes an array's element, with errors that name its index in
/// the stream.
final class _ModelStreamCore<Element> {
  /// What ``next()`` found: a model, or why it found none. A plain enum beside the model,
  /// a plain optional: code generic over the model type looked up the metadata of an enum
  /// holding a model, or of a `Result`, at run time for every model (with the optional the
  /// reader unwrapped, about 2,500 instructions).
  enum Halt {
    case delivered
    case needsInput
    case finished
  }

  let elements: _StreamElements<Element>
  let format: ModelStreamFormat
  let splitter: _JSONArraySplitter
  /// Whether elements that fail are skipped (``MappingOptions/lossyCollections``).
  let isLossy: Bool
  private var batch: _JSONArraySplitter.Batch?
  private var cursor = 0
  /// The splitter's skipped elements already turned into errors.
  private var skippedSeen = 0
  /// Why each skipped element was skipped, in order.
  private(set) var skippedErrors: [Error] = []
  /// Models delivered.
  private(set) var delivered = 0
  /// The error that stopped the stream: thrown again by every later call.
  private var failure: Error?
  /// Whether batches are mapped on all the cores (``MappingOptions/parallel``).
  let isParallel: Bool
  /// The current batch's models (or errors), mapped on all the cores; empty when its
  /// elements are mapped one at a time as they are asked for.
  private var mapped: [Result<Element, Error>] = [] {
    didSet { mappedCount = mapped.count }
  }
  /// How many models ``mapped`` holds, read without the array (whose element type's
  /// metadata generic code would look up).
  private var mappedCount = 0

  /// Batches with fewer elements are mapped one at a time.
  static var parallelMinimumElements: Int { 64 }

  init(_ elements: _StreamElements<Element>, format: ModelStreamFormat) {
    self.elements = elements
    self.format = format
    isLossy = elements.isLossy
    isParallel = elements.isParallel && ProcessInfo.processInfo.activeProcessorCount > 1
    splitter = _JSONArraySplitter(
      layout: format.splitterLayout, maxDepth: elements.maxDepth, skipsInvalidElements: isLossy)
  }

  /// A core that maps each element with `mapper`.
  convenience init(mapper: Mapper<Element>, format: ModelStreamFormat) where Element: BaseMappable {
    self.init(_StreamElements(mapper: mapper, format: format), format: format)
  }

  func append(_ bytes: UnsafeRawBufferPointer) {
    splitter.append(bytes)
  }

  func finishInput() {
    splitter.finishInput()
  }

  /// What the last ``next()`` found: a model, or why it returned nil (the reader must
  /// append bytes, or finish the input; or the stream is over).
  private(set) var halt = Halt.needsInput

  /// The next model; nil when there is none yet (``halt`` says why).
  ///
  /// - Throws: What the core's ``_StreamElements`` make of invalid JSON (with the stream's
  ///   byte offset, line and column and the element's place), a key path with no array at it,
  ///   or an element that does not map or decode: ``MapError``s and ``MappingProblems`` for
  ///   models, `DecodingError`s for `Decodable` values.
  func next() throws -> Element? {
    if let failure { throw failure }
    do {
      return try step()
    } catch {
      failure = error
      throw error
    }
  }

  /// ``next()``, without the memory of an earlier error.
  private func step() throws -> Element? {
    while true {
      if let batch, cursor < batch.elements.count {
        let element = batch.elements[cursor]
        let index = batch.firstIndex + cursor
        let position = cursor
        cursor += 1
        do {
          let model: Element
          if position < mappedCount {
            model = try premapped(position)
          } else {
            model = try self.model(batch.document, element, index: index)
          }
          delivered += 1
          halt = .delivered
          return model
        } catch {
          guard isLossy else { throw error }
          // (Kept while reading goes on: without the batch's document.)
          skippedErrors.append(_detachingValues(error))
          continue
        }
      }
      batch = nil
      mapped = []
      let event: _JSONArraySplitter.Event
      do {
        event = try splitter.next()
      } catch {
        noteSkipped()
        throw elements.failure(error)
      }
      noteSkipped()
      switch event {
      case .batch(let next):
        batch = next
        cursor = 0
        if isParallel && next.elements.count >= Self.parallelMinimumElements { mapped = mapAll(next) }
      case .needsInput:
        halt = .needsInput
        return nil
      case .finished:
        halt = .finished
        return nil
      case .run(let run):
        // Not asked for (the core never defers parsing), but handled all the same.
        do throws(JSONParseError) {
          batch = try splitter.parse(run)
        } catch {
          throw MapError(invalidJSON: error)
        }
        cursor = 0
      }
    }
  }

  /// The model (or error) mapped on all the cores for the current batch's element
  /// `position`; out of line, so that the one-at-a-time path does not look up `Result`'s
  /// metadata.
  @inline(never)
  private func premapped(_ position: Int) throws -> Element {
    try mapped[position].get()
  }

  /// The element at tape index `element`, the stream's element `index`, as a model.
  func model(_ document: JSONDocument, _ element: Int, index: Int) throws -> Element {
    try elements.make(document, element, index)
  }

  /// The models (or errors) of every element of `batch`, mapped on all the cores, in order.
  func mapAll(_ batch: _JSONArraySplitter.Batch) -> [Result<Element, Error>] {
    let count = batch.elements.count
    let results = _FixedBuffer<Result<Element, Error>?>(repeating: nil, count: count)
    let slices = min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
    // Each slot is written by the one thread that maps its element; the document is only read.
    let slots = results.buffer
    let work = _UncheckedSendable<(Int) -> Void> { slice in
      for offset in stride(from: slice, to: count, by: slices) {
        slots[offset] = Result {
          try self.model(batch.document, batch.elements[offset], index: batch.firstIndex + offset)
        }
      }
    }
    DispatchQueue.concurrentPerform(iterations: slices) { work.value($0) }
    // Read through `results` (not `slots`): its last use, so it is freed only after this.
    return results.buffer.map { $0! }
  }

  /// Records the elements the splitter skipped since the last call.
  private func noteSkipped() {
    while skippedSeen < splitter.skipped.count {
      skippedErrors.append(elements.failure(splitter.skipped[skippedSeen]))
      skippedSeen += 1
    }
  }
}
