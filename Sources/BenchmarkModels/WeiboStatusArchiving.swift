import Foundation
import ModelMapper

// The Weibo status for the copy, equality and archiving benchmarks.

extension WeiboStatus: MappingEquatable {}

/// The Weibo status as an `NSObject` archived through its mapping.
public final class WeiboStatusObject: NSObject, Mappable, NSSecureCoding {
  /// Secure coding is supported.
  public static var supportsSecureCoding: Bool { true }

  /// The status's fields (the same mapping as ``WeiboStatus``).
  public let status = WeiboStatus()

  /// Creates an empty status.
  public override init() {}

  /// Creates a status for the mapper.
  public required init?(map: Map) {}

  /// Maps every field of weibo-status.json.
  public func mapping(map: Map) {
    status.mapping(map: map)
  }

  /// Archives the mapping's JSON.
  public func encode(with coder: NSCoder) { encodeMapping(with: coder) }

  /// Unarchives through the mapping.
  public required init?(coder: NSCoder) {
    super.init()
    if !decodeMapping(from: coder) { return nil }
  }
}
