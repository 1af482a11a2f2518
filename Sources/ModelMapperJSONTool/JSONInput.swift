import Foundation
import ModelMapperJSON
import ModelMapperSupport

/// Reading the tool's inputs: a file or standard input, parsed, with errors reported as
/// `FILE:LINE:COLUMN: message`.
package enum JSONInput {
  /// The document in `file` (standard input for `-`), or nil after reporting why: a file
  /// that cannot be read on standard error, invalid JSON as `FILE:LINE:COLUMN: message`
  /// through `report` (standard error unless given).
  package static func load(
    _ file: String, options: JSONDocument.Options = .init(), io: ToolIO, report: ((String) -> Void)? = nil
  ) -> JSONDocument? {
    let name = file == "-" ? "<stdin>" : file
    let data: Data
    do throws(_FileReading.Failure) {
      data = try read(file, io: io)
    } catch {
      io.writeError("\(name): cannot read: \(error.reason)\n")
      return nil
    }
    do {
      return try JSONDocument(parsing: data, options: options)
    } catch {
      (report ?? io.writeError)(describe(error, in: name) + "\n")
      return nil
    }
  }

  /// Reads a file, or standard input for `-`.
  package static func read(_ path: String, io: ToolIO) throws(_FileReading.Failure) -> Data {
    if path == "-" { return io.readInput() }
    return try _FileReading.read(path)
  }

  /// `file:line:column: message` for a parse error.
  package static func describe(_ error: JSONParseError, in name: String) -> String {
    "\(name):\(error.line):\(error.column): \(error.message)"
  }
}
