import Foundation
import ModelMapper

// The Weibo status for the copy, equality and archiving benchmarks.

extension WeiboStatus: MappingEquatable {}

/// The Weibo status as an `NSObject` archived through its mapping.
package final class WeiboStatusObject: NSObject, Mappable, NSSecureCoding {
  /// Secure coding is supported.
  package static var supportsSecureCoding: Bool { true }

  /// The status's fields (the same mapping as ``WeiboStatus``).
  package let status = WeiboStatus()

  /// Creates an empty status.
  package override init() {}

  /// Creates a status for the mapper.
  package required init?(map: Map) {}

  /// Maps every field of weibo-status.json.
  package func mapping(map: Map) {
    status.mapping(map: map)
  }

  /// Archives the mapping's JSON.
  package func encode(with coder: NSCoder) { encodeMapping(with: coder) }

  /// Unarchives through the mapping.
  package required init?(coder: NSCoder) {
    super.init()
    if !decodeMapping(from: coder) { return nil }
  }
}
