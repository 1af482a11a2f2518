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
  public init(
    shouldEncodeURLString: Bool = false, allowedCharacterSet: CharacterSet = URLTransform._queryAllowed
  ) {
    self.shouldEncodeURLString = shouldEncodeURLString
    self.allowedCharacterSet = allowedCharacterSet
  }

  /// `CharacterSet.urlQueryAllowed`, made once: the default argument is evaluated at every
  /// `URLTransform()`, which models construct in `mapping(map:)` for every value, and the
  /// `CharacterSet` property builds a new set on each access (about 500 instructions).
  @usableFromInline
  static let _queryAllowed = CharacterSet.urlQueryAllowed

  /// A URL from a string; nil for anything else or a string that is not a URL.
  ///
  /// - Parameter value: The JSON value in Foundation form (`String`, `NSNumber`, `[Any]`, `[String:
  ///   Any]`...); nil when the key is absent.
  open func transformFromJSON(_ value: Any?) -> URL? {
    guard let string = _JSONBridge.cast(value, to: String.self) else { return nil }
    return url(from: string)
  }

  /// Reads a string value directly, without the Foundation form (unless a subclass
  /// overrides ``transformFromJSON(_:)``): the same URL, or nil for any other kind of value.
  ///
  /// - Parameter element: The value in the parsed document.
  public func transformFromJSON(element: JSONElement) -> URL?? {
    guard type(of: self) == URLTransform.self else { return .none }
    guard let string = element.string else { return .some(nil) }
    return .some(url(from: string))
  }

  /// The URL `string` gives, percent-encoded first when the transform encodes.
  private func url(from string: String) -> URL? {
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
