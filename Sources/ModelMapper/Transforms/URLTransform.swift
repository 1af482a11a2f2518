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
  ///
  /// - Parameters:
  ///   - shouldEncodeURLString: Whether to percent-encode the string before creating the URL
  ///     (default true).
  ///   - allowedCharacterSet: The characters left unencoded when percent-encoding (default: those
  ///     allowed in a query).
  public init(shouldEncodeURLString: Bool = false, allowedCharacterSet: CharacterSet = .urlQueryAllowed) {
    self.shouldEncodeURLString = shouldEncodeURLString
    self.allowedCharacterSet = allowedCharacterSet
  }

  /// A URL from a string; nil for anything else or a string that is not a URL.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  open func transformFromJSON(_ value: Any?) -> URL? {
    guard let string = value as? String else { return nil }
    guard shouldEncodeURLString else { return URL(string: string) }
    guard let escaped = string.addingPercentEncoding(withAllowedCharacters: allowedCharacterSet) else { return nil }
    return URL(string: escaped)
  }

  /// The URL's `absoluteString`.
  ///
  /// - Parameter value: The property's value; nil when it is nil.
  open func transformToJSON(_ value: URL?) -> String? {
    value?.absoluteString
  }
}
