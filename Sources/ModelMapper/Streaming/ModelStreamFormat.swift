import Foundation

/// Where the models are in a stream of JSON: the elements of an array (the whole document,
/// or the array at a key path inside it), or JSON Lines, one document per line.
///
/// ```swift
/// let reader = try Mapper<Status>().reader(contentsOf: url, format: .array(at: "statuses"))
/// let events = try Mapper<Event>().reader(contentsOf: logURL, format: .jsonLines)
/// ```
public struct ModelStreamFormat: Sendable, Hashable, CustomStringConvertible {
  enum Layout: Sendable, Hashable {
    case array(keyPath: String)
    case lines
  }

  let layout: Layout

  /// The document is an array of models: `[{...}, {...}]`.
  public static let array = ModelStreamFormat(layout: .array(keyPath: ""))

  /// JSON Lines: one document (an object) per line; blank lines are skipped.
  public static let jsonLines = ModelStreamFormat(layout: .lines)

  /// The document holds the array of models at `keyPath`: `"statuses"`, `"data.items"`
  /// (parts separated by dots; a number is an array index, as in `map["items.0.tags"]`).
  ///
  /// ```swift
  /// let format = ModelStreamFormat.array(at: "data.items")
  /// ```
  ///
  /// - Parameter keyPath: Where the array is; empty for the whole document.
  public static func array(at keyPath: String) -> ModelStreamFormat {
    ModelStreamFormat(layout: .array(keyPath: keyPath))
  }

  /// The key path of the array, nil for a top-level array or JSON Lines.
  var keyPath: String? {
    if case .array(let keyPath) = layout, !keyPath.isEmpty { return keyPath }
    return nil
  }

  /// The key path's parts: `"data.items[0]"` is `["data", "items", "0"]`.
  var pathSteps: [String] {
    guard let keyPath else { return [] }
    return keyPath.replacingOccurrences(of: "[", with: ".").replacingOccurrences(of: "]", with: "")
      .split(separator: ".", omittingEmptySubsequences: true).map(String.init)
  }

  /// The layout the splitter reads.
  var splitterLayout: _JSONArraySplitter.Layout {
    switch layout {
    case .array: return .array(path: pathSteps)
    case .lines: return .lines
    }
  }

  /// `array`, `array at "data.items"` or `JSON Lines`.
  public var description: String {
    switch layout {
    case .array(let keyPath): return keyPath.isEmpty ? "array" : "array at \"\(keyPath)\""
    case .lines: return "JSON Lines"
    }
  }
}
