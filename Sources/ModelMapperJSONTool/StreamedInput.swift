import Foundation
import ModelMapperJSON
import ModelMapperSupport

/// The tool's inputs read a chunk at a time and cut by the stream splitter, so that files
/// larger than memory are validated and formatted in bounded memory.
package struct StreamedInput {
  /// The input's name in messages: the path, or `<stdin>`.
  package let name: String
  private let read: (UnsafeMutableRawBufferPointer) throws(_FileReading.Failure) -> Int

  /// Bytes read at a time.
  static let chunkSize = 1 << 20

  /// Opens `file` (standard input for `-`).
  ///
  /// - Throws: Why the file cannot be read.
  package init(_ file: String, io: ToolIO) throws(_FileReading.Failure) {
    name = file == "-" ? "<stdin>" : file
    if file == "-" {
      read = io.readInputChunk
    } else {
      let chunks = try _FileChunks(path: file)
      read = { buffer throws(_FileReading.Failure) in try chunks.read(into: buffer) }
    }
  }

  /// What stopped a stream.
  package enum Failure: Error {
    case unreadable(_FileReading.Failure)
    case invalid(JSONParseError)
    /// The document is not an array (when the splitter expects one).
    case notAnArray
  }

  /// Feeds the input to `splitter` and hands each batch to `body`; `skipped` is called with
  /// each element the splitter skipped, as it skips it.
  ///
  /// - Throws: ``Failure`` when the input cannot be read or is not valid JSON.
  package func run(
    _ splitter: _JSONArraySplitter, skipped: (JSONParseError) -> Void = { _ in },
    _ body: (_JSONArraySplitter.Batch) throws(Failure) -> Void
  ) throws(Failure) {
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
    defer { chunk.deallocate() }
    var reported = 0
    func report() {
      while reported < splitter.skipped.count {
        if case .invalidJSON(let error, _) = splitter.skipped[reported] { skipped(error) }
        reported += 1
      }
    }
    while true {
      let event: _JSONArraySplitter.Event
      do throws(_JSONArraySplitter.Failure) {
        event = try splitter.next()
      } catch {
        report()
        switch error {
        case .invalidJSON(let parseError, _): throw .invalid(parseError)
        case .notAnArray: throw .notAnArray
        case .nothingAtPath: preconditionFailure("the tool reads no key path")
        }
      }
      report()
      switch event {
      case .batch(let batch): try body(batch)
      case .run(let run):
        let batch: _JSONArraySplitter.Batch
        do throws(JSONParseError) {
          batch = try splitter.parse(run)
        } catch {
          throw .invalid(error)
        }
        try body(batch)
      case .finished: return
      case .needsInput:
        let count: Int
        do throws(_FileReading.Failure) {
          count = try read(chunk)
        } catch {
          throw .unreadable(error)
        }
        if count == 0 {
          splitter.finishInput()
        } else {
          splitter.append(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        }
      }
    }
  }

  /// Appends the rest of the input to `data`.
  ///
  /// - Throws: Why the input cannot be read.
  package func readRest(into data: inout Data) throws(_FileReading.Failure) {
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
    defer { chunk.deallocate() }
    while true {
      let count = try read(chunk)
      if count == 0 { return }
      data.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
    }
  }
}
