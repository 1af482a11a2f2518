import Foundation
import ModelMapperJSON

/// What a splitter delivered for an input fed in chunks: the elements' values and indices,
/// and the failure it stopped with, if any.
struct SplitResult {
  var values: [JSONValue] = []
  var indices: [Int] = []
  var failure: _JSONArraySplitter.Failure?
  var skipped: [_JSONArraySplitter.Failure] = []

  /// The parse error of the failure, if it is one.
  var parseError: JSONParseError? {
    if case .invalidJSON(let error, _)? = failure { return error }
    return nil
  }

  /// The element index of the failure, if it is a parse error inside an element.
  var failedElement: Int? {
    if case .invalidJSON(_, let element)? = failure { return element }
    return nil
  }
}

/// Feeds `bytes` to a splitter in chunks of `chunk` bytes (the last one shorter) and
/// collects what it delivers.
func split(
  _ bytes: [UInt8], layout: _JSONArraySplitter.Layout, chunk: Int, batchBytes: Int = 64, maxDepth: Int = 512,
  skipsInvalidElements: Bool = false, descendBytes: Int? = nil
) -> SplitResult {
  let splitter = _JSONArraySplitter(
    layout: layout, maxDepth: maxDepth, batchBytes: batchBytes, skipsInvalidElements: skipsInvalidElements,
    descendBytes: descendBytes)
  var result = SplitResult()
  var fed = 0
  do {
    loop: while true {
      switch try splitter.next() {
      case .batch(let batch):
        for (offset, element) in batch.elements.enumerated() {
          result.values.append(JSONElement(document: batch.document, index: element).value)
          result.indices.append(batch.firstIndex + offset)
        }
      case .needsInput:
        if fed >= bytes.count {
          splitter.finishInput()
        } else {
          let end = min(bytes.count, fed + chunk)
          bytes[fed..<end].withUnsafeBytes { splitter.append($0) }
          fed = end
        }
      case .finished:
        break loop
      case .run(let run):
        let batch = try splitter.parse(run)
        for (offset, element) in batch.elements.enumerated() {
          result.values.append(JSONElement(document: batch.document, index: element).value)
          result.indices.append(batch.firstIndex + offset)
        }
      }
    }
  } catch let error as _JSONArraySplitter.Failure {
    result.failure = error
  } catch {
    result.failure = .invalidJSON(error as! JSONParseError, element: nil)
  }
  result.skipped = splitter.skipped
  return result
}
