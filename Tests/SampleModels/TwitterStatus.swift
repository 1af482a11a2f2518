import Foundation
import ModelMapper

/// A Twitter status's search metadata.
package final class TwitterMetadata: Mappable {
  var resultType: String = ""
  var isoLanguageCode: String = ""

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    resultType <- map["result_type"]
    isoLanguageCode <- map["iso_language_code"]
  }
}

/// A Twitter status's search metadata, as `Codable`.
package final class TwitterMetadataCodable: Codable {
  var resultType: String
  var isoLanguageCode: String

  enum CodingKeys: String, CodingKey {
    case resultType = "result_type"
    case isoLanguageCode = "iso_language_code"
  }
}

/// A URL in a tweet or a profile.
package final class TwitterURL: Mappable {
  var url: String = ""
  var expandedUrl: String = ""
  var displayUrl: String = ""
  var indices: [Int] = []

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    url <- map["url"]
    expandedUrl <- map["expanded_url"]
    displayUrl <- map["display_url"]
    indices <- map["indices"]
  }
}

/// A URL in a tweet or a profile, as `Codable`.
package final class TwitterURLCodable: Codable {
  var url: String
  var expandedUrl: String
  var displayUrl: String
  var indices: [Int]

  enum CodingKeys: String, CodingKey {
    case url
    case expandedUrl = "expanded_url"
    case displayUrl = "display_url"
    case indices
  }
}

/// The URLs of a profile field.
package final class TwitterURLEntities: Mappable {
  var urls: [TwitterURL] = []

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    urls <- map["urls"]
  }
}

/// The URLs of a profile field, as `Codable`.
package final class TwitterURLEntitiesCodable: Codable {
  var urls: [TwitterURLCodable]

  enum CodingKeys: String, CodingKey {
    case urls
  }
}

/// The entities of a Twitter profile.
package final class TwitterUserEntities: Mappable {
  var url: TwitterURLEntities?
  var descriptionText: TwitterURLEntities?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    url <- map["url"]
    descriptionText <- map["description"]
  }
}

/// The entities of a Twitter profile, as `Codable`.
package final class TwitterUserEntitiesCodable: Codable {
  var url: TwitterURLEntitiesCodable?
  var descriptionText: TwitterURLEntitiesCodable?

  enum CodingKeys: String, CodingKey {
    case url
    case descriptionText = "description"
  }
}

/// A hashtag or symbol in a tweet.
package final class TwitterHashtag: Mappable {
  var text: String = ""
  var indices: [Int] = []

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    text <- map["text"]
    indices <- map["indices"]
  }
}

/// A hashtag or symbol in a tweet, as `Codable`.
package final class TwitterHashtagCodable: Codable {
  var text: String
  var indices: [Int]

  enum CodingKeys: String, CodingKey {
    case text
    case indices
  }
}

/// A user mentioned in a tweet.
package final class TwitterMention: Mappable {
  var screenName: String = ""
  var name: String = ""
  var identifier: Int64 = 0
  var idStr: String = ""
  var indices: [Int] = []

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    screenName <- map["screen_name"]
    name <- map["name"]
    identifier <- map["id"]
    idStr <- map["id_str"]
    indices <- map["indices"]
  }
}

/// A user mentioned in a tweet, as `Codable`.
package final class TwitterMentionCodable: Codable {
  var screenName: String
  var name: String
  var identifier: Int64
  var idStr: String
  var indices: [Int]

  enum CodingKeys: String, CodingKey {
    case screenName = "screen_name"
    case name
    case identifier = "id"
    case idStr = "id_str"
    case indices
  }
}

/// One size of a media item.
package final class TwitterMediaSize: Mappable {
  var w: Int = 0
  var h: Int = 0
  var resize: String = ""

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    w <- map["w"]
    h <- map["h"]
    resize <- map["resize"]
  }
}

/// One size of a media item, as `Codable`.
package final class TwitterMediaSizeCodable: Codable {
  var w: Int
  var h: Int
  var resize: String

  enum CodingKeys: String, CodingKey {
    case w
    case h
    case resize
  }
}

/// A photo attached to a tweet.
package final class TwitterMedia: Mappable {
  var identifier: Int64 = 0
  var idStr: String = ""
  var indices: [Int] = []
  var mediaUrl: String = ""
  var mediaUrlHttps: String = ""
  var url: String = ""
  var displayUrl: String = ""
  var expandedUrl: String = ""
  var kind: String = ""
  var sizes: [String: TwitterMediaSize] = [:]
  var sourceStatusId: Int64?
  var sourceStatusIdStr: String?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    identifier <- map["id"]
    idStr <- map["id_str"]
    indices <- map["indices"]
    mediaUrl <- map["media_url"]
    mediaUrlHttps <- map["media_url_https"]
    url <- map["url"]
    displayUrl <- map["display_url"]
    expandedUrl <- map["expanded_url"]
    kind <- map["type"]
    sizes <- map["sizes"]
    sourceStatusId <- map["source_status_id"]
    sourceStatusIdStr <- map["source_status_id_str"]
  }
}

/// A photo attached to a tweet, as `Codable`.
package final class TwitterMediaCodable: Codable {
  var identifier: Int64
  var idStr: String
  var indices: [Int]
  var mediaUrl: String
  var mediaUrlHttps: String
  var url: String
  var displayUrl: String
  var expandedUrl: String
  var kind: String
  var sizes: [String: TwitterMediaSizeCodable]
  var sourceStatusId: Int64?
  var sourceStatusIdStr: String?

  enum CodingKeys: String, CodingKey {
    case identifier = "id"
    case idStr = "id_str"
    case indices
    case mediaUrl = "media_url"
    case mediaUrlHttps = "media_url_https"
    case url
    case displayUrl = "display_url"
    case expandedUrl = "expanded_url"
    case kind = "type"
    case sizes
    case sourceStatusId = "source_status_id"
    case sourceStatusIdStr = "source_status_id_str"
  }
}

/// The entities of a tweet.
package final class TwitterEntities: Mappable {
  var hashtags: [TwitterHashtag] = []
  var symbols: [TwitterHashtag] = []
  var urls: [TwitterURL] = []
  var userMentions: [TwitterMention] = []
  var media: [TwitterMedia]?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    hashtags <- map["hashtags"]
    symbols <- map["symbols"]
    urls <- map["urls"]
    userMentions <- map["user_mentions"]
    media <- map["media"]
  }
}

/// The entities of a tweet, as `Codable`.
package final class TwitterEntitiesCodable: Codable {
  var hashtags: [TwitterHashtagCodable]
  var symbols: [TwitterHashtagCodable]
  var urls: [TwitterURLCodable]
  var userMentions: [TwitterMentionCodable]
  var media: [TwitterMediaCodable]?

  enum CodingKeys: String, CodingKey {
    case hashtags
    case symbols
    case urls
    case userMentions = "user_mentions"
    case media
  }
}

/// A Twitter user (every field of twitter.json's users).
package final class TwitterUser: Mappable {
  var identifier: Int64 = 0
  var idStr: String = ""
  var name: String = ""
  var screenName: String = ""
  var location: String = ""
  var descriptionText: String = ""
  var url: String?
  var entities: TwitterUserEntities?
  var protected: Bool = false
  var followersCount: Int = 0
  var friendsCount: Int = 0
  var listedCount: Int = 0
  var createdAt: String = ""
  var favouritesCount: Int = 0
  var utcOffset: Int?
  var timeZone: String?
  var geoEnabled: Bool = false
  var verified: Bool = false
  var statusesCount: Int = 0
  var lang: String = ""
  var contributorsEnabled: Bool = false
  var isTranslator: Bool = false
  var isTranslationEnabled: Bool = false
  var profileBackgroundColor: String = ""
  var profileBackgroundImageUrl: String = ""
  var profileBackgroundImageUrlHttps: String = ""
  var profileBackgroundTile: Bool = false
  var profileImageUrl: String = ""
  var profileImageUrlHttps: String = ""
  var profileBannerUrl: String?
  var profileLinkColor: String = ""
  var profileSidebarBorderColor: String = ""
  var profileSidebarFillColor: String = ""
  var profileTextColor: String = ""
  var profileUseBackgroundImage: Bool = false
  var defaultProfile: Bool = false
  var defaultProfileImage: Bool = false
  var following: Bool = false
  var followRequestSent: Bool = false
  var notifications: Bool = false

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    identifier <- map["id"]
    idStr <- map["id_str"]
    name <- map["name"]
    screenName <- map["screen_name"]
    location <- map["location"]
    descriptionText <- map["description"]
    url <- map["url"]
    entities <- map["entities"]
    protected <- map["protected"]
    followersCount <- map["followers_count"]
    friendsCount <- map["friends_count"]
    listedCount <- map["listed_count"]
    createdAt <- map["created_at"]
    favouritesCount <- map["favourites_count"]
    utcOffset <- map["utc_offset"]
    timeZone <- map["time_zone"]
    geoEnabled <- map["geo_enabled"]
    verified <- map["verified"]
    statusesCount <- map["statuses_count"]
    lang <- map["lang"]
    contributorsEnabled <- map["contributors_enabled"]
    isTranslator <- map["is_translator"]
    isTranslationEnabled <- map["is_translation_enabled"]
    profileBackgroundColor <- map["profile_background_color"]
    profileBackgroundImageUrl <- map["profile_background_image_url"]
    profileBackgroundImageUrlHttps <- map["profile_background_image_url_https"]
    profileBackgroundTile <- map["profile_background_tile"]
    profileImageUrl <- map["profile_image_url"]
    profileImageUrlHttps <- map["profile_image_url_https"]
    profileBannerUrl <- map["profile_banner_url"]
    profileLinkColor <- map["profile_link_color"]
    profileSidebarBorderColor <- map["profile_sidebar_border_color"]
    profileSidebarFillColor <- map["profile_sidebar_fill_color"]
    profileTextColor <- map["profile_text_color"]
    profileUseBackgroundImage <- map["profile_use_background_image"]
    defaultProfile <- map["default_profile"]
    defaultProfileImage <- map["default_profile_image"]
    following <- map["following"]
    followRequestSent <- map["follow_request_sent"]
    notifications <- map["notifications"]
  }
}

/// A Twitter user (every field of twitter.json's users), as `Codable`.
package final class TwitterUserCodable: Codable {
  var identifier: Int64
  var idStr: String
  var name: String
  var screenName: String
  var location: String
  var descriptionText: String
  var url: String?
  var entities: TwitterUserEntitiesCodable?
  var protected: Bool
  var followersCount: Int
  var friendsCount: Int
  var listedCount: Int
  var createdAt: String
  var favouritesCount: Int
  var utcOffset: Int?
  var timeZone: String?
  var geoEnabled: Bool
  var verified: Bool
  var statusesCount: Int
  var lang: String
  var contributorsEnabled: Bool
  var isTranslator: Bool
  var isTranslationEnabled: Bool
  var profileBackgroundColor: String
  var profileBackgroundImageUrl: String
  var profileBackgroundImageUrlHttps: String
  var profileBackgroundTile: Bool
  var profileImageUrl: String
  var profileImageUrlHttps: String
  var profileBannerUrl: String?
  var profileLinkColor: String
  var profileSidebarBorderColor: String
  var profileSidebarFillColor: String
  var profileTextColor: String
  var profileUseBackgroundImage: Bool
  var defaultProfile: Bool
  var defaultProfileImage: Bool
  var following: Bool
  var followRequestSent: Bool
  var notifications: Bool

  enum CodingKeys: String, CodingKey {
    case identifier = "id"
    case idStr = "id_str"
    case name
    case screenName = "screen_name"
    case location
    case descriptionText = "description"
    case url
    case entities
    case protected
    case followersCount = "followers_count"
    case friendsCount = "friends_count"
    case listedCount = "listed_count"
    case createdAt = "created_at"
    case favouritesCount = "favourites_count"
    case utcOffset = "utc_offset"
    case timeZone = "time_zone"
    case geoEnabled = "geo_enabled"
    case verified
    case statusesCount = "statuses_count"
    case lang
    case contributorsEnabled = "contributors_enabled"
    case isTranslator = "is_translator"
    case isTranslationEnabled = "is_translation_enabled"
    case profileBackgroundColor = "profile_background_color"
    case profileBackgroundImageUrl = "profile_background_image_url"
    case profileBackgroundImageUrlHttps = "profile_background_image_url_https"
    case profileBackgroundTile = "profile_background_tile"
    case profileImageUrl = "profile_image_url"
    case profileImageUrlHttps = "profile_image_url_https"
    case profileBannerUrl = "profile_banner_url"
    case profileLinkColor = "profile_link_color"
    case profileSidebarBorderColor = "profile_sidebar_border_color"
    case profileSidebarFillColor = "profile_sidebar_fill_color"
    case profileTextColor = "profile_text_color"
    case profileUseBackgroundImage = "profile_use_background_image"
    case defaultProfile = "default_profile"
    case defaultProfileImage = "default_profile_image"
    case following
    case followRequestSent = "follow_request_sent"
    case notifications
  }
}

/// A tweet (every field of twitter.json's statuses).
package final class TwitterStatus: Mappable {
  var metadata: TwitterMetadata?
  var createdAt: String = ""
  var identifier: Int64 = 0
  var idStr: String = ""
  var text: String = ""
  var source: String = ""
  var truncated: Bool = false
  var inReplyToStatusId: Int64?
  var inReplyToStatusIdStr: String?
  var inReplyToUserId: Int64?
  var inReplyToUserIdStr: String?
  var inReplyToScreenName: String?
  var user: TwitterUser?
  var geo: String?
  var coordinates: String?
  var place: String?
  var contributors: String?
  var retweetedStatus: TwitterStatus?
  var retweetCount: Int = 0
  var favoriteCount: Int = 0
  var entities: TwitterEntities?
  var favorited: Bool = false
  var retweeted: Bool = false
  var possiblySensitive: Bool?
  var lang: String = ""

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    metadata <- map["metadata"]
    createdAt <- map["created_at"]
    identifier <- map["id"]
    idStr <- map["id_str"]
    text <- map["text"]
    source <- map["source"]
    truncated <- map["truncated"]
    inReplyToStatusId <- map["in_reply_to_status_id"]
    inReplyToStatusIdStr <- map["in_reply_to_status_id_str"]
    inReplyToUserId <- map["in_reply_to_user_id"]
    inReplyToUserIdStr <- map["in_reply_to_user_id_str"]
    inReplyToScreenName <- map["in_reply_to_screen_name"]
    user <- map["user"]
    geo <- map["geo"]
    coordinates <- map["coordinates"]
    place <- map["place"]
    contributors <- map["contributors"]
    retweetedStatus <- map["retweeted_status"]
    retweetCount <- map["retweet_count"]
    favoriteCount <- map["favorite_count"]
    entities <- map["entities"]
    favorited <- map["favorited"]
    retweeted <- map["retweeted"]
    possiblySensitive <- map["possibly_sensitive"]
    lang <- map["lang"]
  }
}

/// A tweet (every field of twitter.json's statuses), as `Codable`.
package final class TwitterStatusCodable: Codable {
  var metadata: TwitterMetadataCodable?
  var createdAt: String
  var identifier: Int64
  var idStr: String
  var text: String
  var source: String
  var truncated: Bool
  var inReplyToStatusId: Int64?
  var inReplyToStatusIdStr: String?
  var inReplyToUserId: Int64?
  var inReplyToUserIdStr: String?
  var inReplyToScreenName: String?
  var user: TwitterUserCodable?
  var geo: String?
  var coordinates: String?
  var place: String?
  var contributors: String?
  var retweetedStatus: TwitterStatusCodable?
  var retweetCount: Int
  var favoriteCount: Int
  var entities: TwitterEntitiesCodable?
  var favorited: Bool
  var retweeted: Bool
  var possiblySensitive: Bool?
  var lang: String

  enum CodingKeys: String, CodingKey {
    case metadata
    case createdAt = "created_at"
    case identifier = "id"
    case idStr = "id_str"
    case text
    case source
    case truncated
    case inReplyToStatusId = "in_reply_to_status_id"
    case inReplyToStatusIdStr = "in_reply_to_status_id_str"
    case inReplyToUserId = "in_reply_to_user_id"
    case inReplyToUserIdStr = "in_reply_to_user_id_str"
    case inReplyToScreenName = "in_reply_to_screen_name"
    case user
    case geo
    case coordinates
    case place
    case contributors
    case retweetedStatus = "retweeted_status"
    case retweetCount = "retweet_count"
    case favoriteCount = "favorite_count"
    case entities
    case favorited
    case retweeted
    case possiblySensitive = "possibly_sensitive"
    case lang
  }
}

/// The metadata of a Twitter search page.
package final class TwitterSearchMetadata: Mappable {
  var completedIn: Double = 0
  var maxId: Int64 = 0
  var maxIdStr: String = ""
  var nextResults: String = ""
  var query: String = ""
  var refreshUrl: String = ""
  var count: Int = 0
  var sinceId: Int64 = 0
  var sinceIdStr: String = ""

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    completedIn <- map["completed_in"]
    maxId <- map["max_id"]
    maxIdStr <- map["max_id_str"]
    nextResults <- map["next_results"]
    query <- map["query"]
    refreshUrl <- map["refresh_url"]
    count <- map["count"]
    sinceId <- map["since_id"]
    sinceIdStr <- map["since_id_str"]
  }
}

/// The metadata of a Twitter search page, as `Codable`.
package final class TwitterSearchMetadataCodable: Codable {
  var completedIn: Double
  var maxId: Int64
  var maxIdStr: String
  var nextResults: String
  var query: String
  var refreshUrl: String
  var count: Int
  var sinceId: Int64
  var sinceIdStr: String

  enum CodingKeys: String, CodingKey {
    case completedIn = "completed_in"
    case maxId = "max_id"
    case maxIdStr = "max_id_str"
    case nextResults = "next_results"
    case query
    case refreshUrl = "refresh_url"
    case count
    case sinceId = "since_id"
    case sinceIdStr = "since_id_str"
  }
}

/// A Twitter search page (twitter.json): statuses and search metadata.
package final class TwitterSearch: Mappable {
  /// The statuses of the page.
  package var statuses: [TwitterStatus] = []
  var searchMetadata: TwitterSearchMetadata?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    statuses <- map["statuses"]
    searchMetadata <- map["search_metadata"]
  }
}

/// A Twitter search page (twitter.json): statuses and search metadata, as `Codable`.
package final class TwitterSearchCodable: Codable {
  var statuses: [TwitterStatusCodable]
  var searchMetadata: TwitterSearchMetadataCodable?

  enum CodingKeys: String, CodingKey {
    case statuses
    case searchMetadata = "search_metadata"
  }
}
