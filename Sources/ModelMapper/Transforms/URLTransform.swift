import Foundation

/// `URL`s from strings; written as `absoluteString`.
///
/// ```swift
/// avatar <- (map["avatar_url"], URLTransform())
/// link <- (map["link"], URLTransform(shouldEncodeURLString: true))   // percent-encodes first
/// ```
open class URLTransform: TransformType, @unchecked Sendable {
  /// The property's type.
  public typealias Object = URL
  /// The JSON type.
  public typealias JSON = String

  private let shouldEncodeURLString: Bool
  private let allowedCharacterSet: CharacterSet

  /// Creates a transform; with `shouldEncodeURLString`, characters outside
  /// `allowedCharacterSet` are percent-encoded before the URL is made.
  public init(shouldEncodeURLString: Bool = false, allowedCharacterSet: CharacterSet = .urlQueryAllowed) {
    self.shouldEncodeURLString = shouldEncodeURLString
    self.allowedCharacterSet = allowedCharacterSet
  }

  /// A URL from a string; nil for anything else or a string that is not a URL.
  open func transformFromJSON(_ value: Any?) -> URL? {
    guard let string = value as? String else { return nil }
    guard shouldEncodeURLString else { return URL(string: string) }
    guard let escaped = string.addingPercentEncoding(withAllowedCharacters: allowedCharacterSet) else { return nil }
    return URL(string: escaped)
  }

  /// The URL's `absoluteString`.
  open func transformToJSON(_ value: URL?) -> String? {
    value?.absoluteString
  }
}
