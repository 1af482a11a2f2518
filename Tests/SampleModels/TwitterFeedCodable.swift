import Foundation

// The Codable twins of TwitterFeed.swift's models, written as Codable users write such
// models: nested containers for the flattened values, and the dates left to the decoder's
// and encoder's `.formatted` strategy (see `FeedPageCodable.decoder()` and `encoder()`).

/// The search page, as `Codable`.
package final class FeedPageCodable: Codable {
  var statuses: [FeedStatusCodable]
  var count: Int
  var maxID: Int64
  var nextResults: String?
  var query: String
  var completedIn: Double

  enum CodingKeys: String, CodingKey {
    case statuses
    case searchMetadata = "search_metadata"
  }

  enum MetadataKeys: String, CodingKey {
    case count
    case maxID = "max_id"
    case nextResults = "next_results"
    case query
    case completedIn = "completed_in"
  }

  /// The formatter of Twitter's dates, made once, as apps keep theirs.
  package static let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = twitterDateFormat
    return formatter
  }()

  /// A decoder for the page: Twitter's dates through the shared formatter.
  package static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(dateFormatter)
    return decoder
  }

  /// An encoder for the page: Twitter's dates through the shared formatter.
  package static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .formatted(dateFormatter)
    return encoder
  }

  /// Decodes the page.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    statuses = try container.decode([FeedStatusCodable].self, forKey: .statuses)
    let metadata = try container.nestedContainer(keyedBy: MetadataKeys.self, forKey: .searchMetadata)
    count = try metadata.decode(Int.self, forKey: .count)
    maxID = try metadata.decode(Int64.self, forKey: .maxID)
    nextResults = try metadata.decodeIfPresent(String.self, forKey: .nextResults)
    query = try metadata.decode(String.self, forKey: .query)
    completedIn = try metadata.decode(Double.self, forKey: .completedIn)
  }

  /// Encodes the page.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(statuses, forKey: .statuses)
    var metadata = container.nestedContainer(keyedBy: MetadataKeys.self, forKey: .searchMetadata)
    try metadata.encode(count, forKey: .count)
    try metadata.encode(maxID, forKey: .maxID)
    try metadata.encodeIfPresent(nextResults, forKey: .nextResults)
    try metadata.encode(query, forKey: .query)
    try metadata.encode(completedIn, forKey: .completedIn)
  }
}

/// A status, as `Codable`.
package final class FeedStatusCodable: Codable {
  var id: Int64
  var idStr: String
  var text: String
  var source: String
  var createdAt: Date?
  var lang: FeedLanguage?
  var retweetCount: Int
  var favoriteCount: Int
  var favorited: Bool
  var retweeted: Bool
  var truncated: Bool
  var inReplyToScreenName: String?
  var inReplyToStatusID: Int64?
  var user: FeedUserCodable?
  var resultType: String
  var languageCode: String
  var hashtags: [TwitterHashtagCodable]
  var mentions: [TwitterMentionCodable]
  var links: [TwitterURLCodable]
  var retweetedID: Int64?
  var retweetedUserName: String?
  var retweetedCreatedAt: Date?

  enum CodingKeys: String, CodingKey {
    case id
    case idStr = "id_str"
    case text, source
    case createdAt = "created_at"
    case lang
    case retweetCount = "retweet_count"
    case favoriteCount = "favorite_count"
    case favorited, retweeted, truncated
    case inReplyToScreenName = "in_reply_to_screen_name"
    case inReplyToStatusID = "in_reply_to_status_id"
    case user, metadata, entities
    case retweetedStatus = "retweeted_status"
  }

  enum MetadataKeys: String, CodingKey {
    case resultType = "result_type"
    case languageCode = "iso_language_code"
  }

  enum EntityKeys: String, CodingKey {
    case hashtags
    case mentions = "user_mentions"
    case links = "urls"
  }

  enum RetweetKeys: String, CodingKey {
    case id, user
    case createdAt = "created_at"
  }

  enum RetweetUserKeys: String, CodingKey {
    case name
  }

  /// Decodes the status.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int64.self, forKey: .id)
    idStr = try container.decode(String.self, forKey: .idStr)
    text = try container.decode(String.self, forKey: .text)
    source = try container.decode(String.self, forKey: .source)
    createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
    lang = try? container.decodeIfPresent(FeedLanguage.self, forKey: .lang)
    retweetCount = try container.decode(Int.self, forKey: .retweetCount)
    favoriteCount = try container.decode(Int.self, forKey: .favoriteCount)
    favorited = try container.decode(Bool.self, forKey: .favorited)
    retweeted = try container.decode(Bool.self, forKey: .retweeted)
    truncated = try container.decode(Bool.self, forKey: .truncated)
    inReplyToScreenName = try container.decodeIfPresent(String.self, forKey: .inReplyToScreenName)
    inReplyToStatusID = try container.decodeIfPresent(Int64.self, forKey: .inReplyToStatusID)
    user = try container.decodeIfPresent(FeedUserCodable.self, forKey: .user)
    let metadata = try container.nestedContainer(keyedBy: MetadataKeys.self, forKey: .metadata)
    resultType = try metadata.decode(String.self, forKey: .resultType)
    languageCode = try metadata.decode(String.self, forKey: .languageCode)
    let entities = try container.nestedContainer(keyedBy: EntityKeys.self, forKey: .entities)
    hashtags = try entities.decode([TwitterHashtagCodable].self, forKey: .hashtags)
    mentions = try entities.decode([TwitterMentionCodable].self, forKey: .mentions)
    links = try entities.decode([TwitterURLCodable].self, forKey: .links)
    if container.contains(.retweetedStatus) {
      let retweet = try container.nestedContainer(keyedBy: RetweetKeys.self, forKey: .retweetedStatus)
      retweetedID = try retweet.decodeIfPresent(Int64.self, forKey: .id)
      retweetedCreatedAt = try retweet.decodeIfPresent(Date.self, forKey: .createdAt)
      let retweetUser = try retweet.nestedContainer(keyedBy: RetweetUserKeys.self, forKey: .user)
      retweetedUserName = try retweetUser.decodeIfPresent(String.self, forKey: .name)
    }
  }

  /// Encodes the status.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(idStr, forKey: .idStr)
    try container.encode(text, forKey: .text)
    try container.encode(source, forKey: .source)
    try container.encodeIfPresent(createdAt, forKey: .createdAt)
    try container.encodeIfPresent(lang, forKey: .lang)
    try container.encode(retweetCount, forKey: .retweetCount)
    try container.encode(favoriteCount, forKey: .favoriteCount)
    try container.encode(favorited, forKey: .favorited)
    try container.encode(retweeted, forKey: .retweeted)
    try container.encode(truncated, forKey: .truncated)
    try container.encodeIfPresent(inReplyToScreenName, forKey: .inReplyToScreenName)
    try container.encodeIfPresent(inReplyToStatusID, forKey: .inReplyToStatusID)
    try container.encodeIfPresent(user, forKey: .user)
    var metadata = container.nestedContainer(keyedBy: MetadataKeys.self, forKey: .metadata)
    try metadata.encode(resultType, forKey: .resultType)
    try metadata.encode(languageCode, forKey: .languageCode)
    var entities = container.nestedContainer(keyedBy: EntityKeys.self, forKey: .entities)
    try entities.encode(hashtags, forKey: .hashtags)
    try entities.encode(mentions, forKey: .mentions)
    try entities.encode(links, forKey: .links)
    if retweetedID != nil || retweetedUserName != nil || retweetedCreatedAt != nil {
      var retweet = container.nestedContainer(keyedBy: RetweetKeys.self, forKey: .retweetedStatus)
      try retweet.encodeIfPresent(retweetedID, forKey: .id)
      if let retweetedUserName {
        var retweetUser = retweet.nestedContainer(keyedBy: RetweetUserKeys.self, forKey: .user)
        try retweetUser.encode(retweetedUserName, forKey: .name)
      }
      try retweet.encodeIfPresent(retweetedCreatedAt, forKey: .createdAt)
    }
  }
}

/// The author of a status, as `Codable`.
package final class FeedUserCodable: Codable {
  var id: Int64
  var name: String
  var screenName: String
  var location: String
  var bio: String
  var url: URL?
  var profileImage: URL?
  var followers: Int
  var friends: Int
  var statusesCount: Int
  var createdAt: Date?
  var verified: Bool
  var isProtected: Bool
  var lang: FeedLanguage?
  var timeZone: String?
  var utcOffset: Int?

  enum CodingKeys: String, CodingKey {
    case id, name
    case screenName = "screen_name"
    case location
    case bio = "description"
    case url
    case profileImage = "profile_image_url"
    case followers = "followers_count"
    case friends = "friends_count"
    case statusesCount = "statuses_count"
    case createdAt = "created_at"
    case verified
    case isProtected = "protected"
    case lang
    case timeZone = "time_zone"
    case utcOffset = "utc_offset"
  }

  /// Decodes the profile; an unknown language reads as nil, as in the Mappable model.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int64.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    screenName = try container.decode(String.self, forKey: .screenName)
    location = try container.decode(String.self, forKey: .location)
    bio = try container.decode(String.self, forKey: .bio)
    url = try container.decodeIfPresent(URL.self, forKey: .url)
    profileImage = try container.decodeIfPresent(URL.self, forKey: .profileImage)
    followers = try container.decode(Int.self, forKey: .followers)
    friends = try container.decode(Int.self, forKey: .friends)
    statusesCount = try container.decode(Int.self, forKey: .statusesCount)
    createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
    verified = try container.decode(Bool.self, forKey: .verified)
    isProtected = try container.decode(Bool.self, forKey: .isProtected)
    lang = try? container.decodeIfPresent(FeedLanguage.self, forKey: .lang)
    timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone)
    utcOffset = try container.decodeIfPresent(Int.self, forKey: .utcOffset)
  }
}
