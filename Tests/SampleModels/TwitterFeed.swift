import Foundation
import ModelMapper

// The Twitter search page as apps model it with ObjectMapper, following its README: dates
// through `CustomDateFormatTransform` built inside `mapping(map:)`, URLs through
// `URLTransform()`, the language as an enum, and nested values flattened with dotted key
// paths (`metadata.result_type`, `entities.hashtags`, `retweeted_status.user.name`,
// `search_metadata.count`), in both directions. TwitterFeedCodable.swift has the Codable
// twins, which JSONDecoder and JSONEncoder map with a `.formatted` date strategy.

/// The language of a status or profile; one the enum does not list reads as nil.
package enum FeedLanguage: String, Codable, Sendable {
  case ja, zh, en, es, fr, de, ko, pt, it, ru, ar, tr, th, id, und
}

/// Twitter's date form, `Sun Aug 31 00:29:15 +0000 2014`.
package let twitterDateFormat = "EEE MMM dd HH:mm:ss Z yyyy"

/// A page of search results, with its metadata flattened into the page.
package final class FeedPage: Mappable {
  /// The statuses of the page.
  package var statuses: [FeedStatus] = []
  var count = 0
  var maxID: Int64 = 0
  var nextResults: String?
  var query = ""
  var completedIn = 0.0

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the statuses and the search metadata's fields.
  package func mapping(map: Map) {
    statuses <- map["statuses"]
    count <- map["search_metadata.count"]
    maxID <- map["search_metadata.max_id"]
    nextResults <- map["search_metadata.next_results"]
    query <- map["search_metadata.query"]
    completedIn <- map["search_metadata.completed_in"]
  }
}

/// A status, with its metadata, entities and retweet summary flattened by key paths.
package final class FeedStatus: Mappable {
  var id: Int64 = 0
  var idStr = ""
  var text = ""
  var source = ""
  var createdAt: Date?
  var lang: FeedLanguage?
  var retweetCount = 0
  var favoriteCount = 0
  var favorited = false
  var retweeted = false
  var truncated = false
  var inReplyToScreenName: String?
  var inReplyToStatusID: Int64?
  var user: FeedUser?
  var resultType = ""
  var languageCode = ""
  var hashtags: [TwitterHashtag] = []
  var mentions: [TwitterMention] = []
  var links: [TwitterURL] = []
  var retweetedID: Int64?
  var retweetedUserName: String?
  var retweetedCreatedAt: Date?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the status as ObjectMapper's README teaches.
  package func mapping(map: Map) {
    id <- map["id"]
    idStr <- map["id_str"]
    text <- map["text"]
    source <- map["source"]
    createdAt <- (map["created_at"], CustomDateFormatTransform(formatString: twitterDateFormat))
    lang <- map["lang"]
    retweetCount <- map["retweet_count"]
    favoriteCount <- map["favorite_count"]
    favorited <- map["favorited"]
    retweeted <- map["retweeted"]
    truncated <- map["truncated"]
    inReplyToScreenName <- map["in_reply_to_screen_name"]
    inReplyToStatusID <- map["in_reply_to_status_id"]
    user <- map["user"]
    resultType <- map["metadata.result_type"]
    languageCode <- map["metadata.iso_language_code"]
    hashtags <- map["entities.hashtags"]
    mentions <- map["entities.user_mentions"]
    links <- map["entities.urls"]
    retweetedID <- map["retweeted_status.id"]
    retweetedUserName <- map["retweeted_status.user.name"]
    retweetedCreatedAt <- (
      map["retweeted_status.created_at"], CustomDateFormatTransform(formatString: twitterDateFormat)
    )
  }
}

/// The author of a status.
package final class FeedUser: Mappable {
  var id: Int64 = 0
  var name = ""
  var screenName = ""
  var location = ""
  var bio = ""
  var url: URL?
  var profileImage: URL?
  var followers = 0
  var friends = 0
  var statusesCount = 0
  var createdAt: Date?
  var verified = false
  var isProtected = false
  var lang: FeedLanguage?
  var timeZone: String?
  var utcOffset: Int?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the profile, its date and its URLs through transforms.
  package func mapping(map: Map) {
    id <- map["id"]
    name <- map["name"]
    screenName <- map["screen_name"]
    location <- map["location"]
    bio <- map["description"]
    url <- (map["url"], URLTransform())
    profileImage <- (map["profile_image_url"], URLTransform())
    followers <- map["followers_count"]
    friends <- map["friends_count"]
    statusesCount <- map["statuses_count"]
    createdAt <- (map["created_at"], CustomDateFormatTransform(formatString: twitterDateFormat))
    verified <- map["verified"]
    isProtected <- map["protected"]
    lang <- map["lang"]
    timeZone <- map["time_zone"]
    utcOffset <- map["utc_offset"]
  }
}
