import Foundation
import ModelMapper

/// Weibo's date form, `Tue May 31 17:46:55 +0800 2011`, read and written through
/// `CustomDateFormatTransform` (the Codable twins use `WeiboStatusCodable.decoder()`).
package let weiboDateFormat = "EEE MMM dd HH:mm:ss Z yyyy"

/// One size of a Weibo picture (weibo-status.json `pic_infos`); sizes sent as strings map to 0, as in ObjectMapper.
package final class WeiboPictureMetadata: Mappable {
  var cutType: Int = 0
  var kind: String = ""
  var url: String = ""
  var width: Int = 0
  var height: Int = 0

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    cutType <- map["cut_type"]
    kind <- map["type"]
    url <- map["url"]
    width <- map["width"]
    height <- map["height"]
  }
}

/// One size of a Weibo picture (weibo-status.json `pic_infos`); sizes sent as strings map to 0, as in ObjectMapper, as `Codable`.
package final class WeiboPictureMetadataCodable: Codable {
  var cutType: Int
  var kind: String
  var url: String
  var width: LenientInt
  var height: LenientInt

  enum CodingKeys: String, CodingKey {
    case cutType = "cut_type"
    case kind = "type"
    case url
    case width
    case height
  }
}

/// A Weibo picture with its sizes.
package final class WeiboPicture: Mappable {
  var thumbnail: WeiboPictureMetadata?
  var bmiddle: WeiboPictureMetadata?
  var large: WeiboPictureMetadata?
  var largest: WeiboPictureMetadata?
  var picId: String = ""
  var photoTag: Int = 0
  var original: WeiboPictureMetadata?
  var filterId: String = ""
  var objectId: String = ""
  var middleplus: WeiboPictureMetadata?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    thumbnail <- map["thumbnail"]
    bmiddle <- map["bmiddle"]
    large <- map["large"]
    largest <- map["largest"]
    picId <- map["pic_id"]
    photoTag <- map["photo_tag"]
    original <- map["original"]
    filterId <- map["filter_id"]
    objectId <- map["object_id"]
    middleplus <- map["middleplus"]
  }
}

/// A Weibo picture with its sizes, as `Codable`.
package final class WeiboPictureCodable: Codable {
  var thumbnail: WeiboPictureMetadataCodable?
  var bmiddle: WeiboPictureMetadataCodable?
  var large: WeiboPictureMetadataCodable?
  var largest: WeiboPictureMetadataCodable?
  var picId: String
  var photoTag: Int
  var original: WeiboPictureMetadataCodable?
  var filterId: String
  var objectId: String
  var middleplus: WeiboPictureMetadataCodable?

  enum CodingKeys: String, CodingKey {
    case thumbnail
    case bmiddle
    case large
    case largest
    case picId = "pic_id"
    case photoTag = "photo_tag"
    case original
    case filterId = "filter_id"
    case objectId = "object_id"
    case middleplus
  }
}

/// A Weibo user icon.
package final class WeiboIcon: Mappable {
  var url: String = ""

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    url <- map["url"]
  }
}

/// A Weibo user icon, as `Codable`.
package final class WeiboIconCodable: Codable {
  var url: String

  enum CodingKeys: String, CodingKey {
    case url
  }
}

/// A Weibo status annotation.
package final class WeiboAnnotation: Mappable {
  var clientMblogid: String?
  var mapiRequest: Bool?

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    clientMblogid <- map["client_mblogid"]
    mapiRequest <- map["mapi_request"]
  }
}

/// A Weibo status annotation, as `Codable`.
package final class WeiboAnnotationCodable: Codable {
  var clientMblogid: String?
  var mapiRequest: Bool?

  enum CodingKeys: String, CodingKey {
    case clientMblogid = "client_mblogid"
    case mapiRequest = "mapi_request"
  }
}

/// The visibility of a Weibo status.
package final class WeiboVisible: Mappable {
  var kind: Int = 0
  var listId: Int = 0

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    kind <- map["type"]
    listId <- map["list_id"]
  }
}

/// The visibility of a Weibo status, as `Codable`.
package final class WeiboVisibleCodable: Codable {
  var kind: Int
  var listId: Int

  enum CodingKeys: String, CodingKey {
    case kind = "type"
    case listId = "list_id"
  }
}

/// Extended Weibo user settings.
package final class WeiboUserExtend: Mappable {
  var privacy: [String: Int] = [:]
  var mbprivilege: String = ""

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    privacy <- map["privacy"]
    mbprivilege <- map["mbprivilege"]
  }
}

/// Extended Weibo user settings, as `Codable`.
package final class WeiboUserExtendCodable: Codable {
  var privacy: [String: Int]
  var mbprivilege: String

  enum CodingKeys: String, CodingKey {
    case privacy
    case mbprivilege
  }
}

/// A Weibo user (every field of weibo-status.json `user`).
package final class WeiboUser: Mappable {
  var coverImagePhone: String = ""
  var identifier: Int = 0
  var biFollowersCount: Int = 0
  var urank: Int = 0
  var profileImageUrl: String = ""
  var icons: [WeiboIcon] = []
  var classValue: Int = 0
  var verifiedContactEmail: String = ""
  var province: String = ""
  var verified: Bool = false
  var url: String = ""
  var statusesCount: Int = 0
  var geoEnabled: Bool = false
  var followMe: Bool = false
  var descriptionText: String = ""
  var kind: Int = 0
  var followersCount: Int = 0
  var verifiedContactMobile: String = ""
  var location: String = ""
  var mbrank: Int = 0
  var avatarLarge: String = ""
  var star: Int = 0
  var verifiedTrade: String = ""
  var profileUrl: String = ""
  var weihao: String = ""
  var onlineStatus: Int = 0
  var badgeTop: String = ""
  var verifiedContactName: String = ""
  var screenName: String = ""
  var verifiedSourceUrl: String = ""
  var pagefriendsCount: Int = 0
  var name: String = ""
  var verifiedReason: String = ""
  var friendsCount: Int = 0
  var mbtype: Int = 0
  var blockApp: Int = 0
  var hasAbilityTag: Int = 0
  var avatarHd: String = ""
  var creditScore: Int = 0
  var remark: String = ""
  var createdAt: Date?
  var blockWord: Int = 0
  var ulevel: Int = 0
  var allowAllActMsg: Bool = false
  var verifiedState: Int = 0
  var domain: String = ""
  var verifiedReasonModified: String = ""
  var level: Int = 0
  var allowAllComment: Bool = false
  var verifiedLevel: Int = 0
  var verifiedReasonUrl: String = ""
  var gender: String = ""
  var favouritesCount: Int = 0
  var idstr: String = ""
  var verifiedType: Int = 0
  var city: String = ""
  var verifiedSource: String = ""
  var badge: [String: Int] = [:]
  var userAbility: Int = 0
  var extend: WeiboUserExtend?
  var lang: String = ""
  var ptype: Int = 0
  var following: Bool = false

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    coverImagePhone <- map["cover_image_phone"]
    identifier <- map["id"]
    biFollowersCount <- map["bi_followers_count"]
    urank <- map["urank"]
    profileImageUrl <- map["profile_image_url"]
    icons <- map["icons"]
    classValue <- map["class"]
    verifiedContactEmail <- map["verified_contact_email"]
    province <- map["province"]
    verified <- map["verified"]
    url <- map["url"]
    statusesCount <- map["statuses_count"]
    geoEnabled <- map["geo_enabled"]
    followMe <- map["follow_me"]
    descriptionText <- map["description"]
    kind <- map["type"]
    followersCount <- map["followers_count"]
    verifiedContactMobile <- map["verified_contact_mobile"]
    location <- map["location"]
    mbrank <- map["mbrank"]
    avatarLarge <- map["avatar_large"]
    star <- map["star"]
    verifiedTrade <- map["verified_trade"]
    profileUrl <- map["profile_url"]
    weihao <- map["weihao"]
    onlineStatus <- map["online_status"]
    badgeTop <- map["badge_top"]
    verifiedContactName <- map["verified_contact_name"]
    screenName <- map["screen_name"]
    verifiedSourceUrl <- map["verified_source_url"]
    pagefriendsCount <- map["pagefriends_count"]
    name <- map["name"]
    verifiedReason <- map["verified_reason"]
    friendsCount <- map["friends_count"]
    mbtype <- map["mbtype"]
    blockApp <- map["block_app"]
    hasAbilityTag <- map["has_ability_tag"]
    avatarHd <- map["avatar_hd"]
    creditScore <- map["credit_score"]
    remark <- map["remark"]
    createdAt <- (map["created_at"], CustomDateFormatTransform(formatString: weiboDateFormat))
    blockWord <- map["block_word"]
    ulevel <- map["ulevel"]
    allowAllActMsg <- map["allow_all_act_msg"]
    verifiedState <- map["verified_state"]
    domain <- map["domain"]
    verifiedReasonModified <- map["verified_reason_modified"]
    level <- map["level"]
    allowAllComment <- map["allow_all_comment"]
    verifiedLevel <- map["verified_level"]
    verifiedReasonUrl <- map["verified_reason_url"]
    gender <- map["gender"]
    favouritesCount <- map["favourites_count"]
    idstr <- map["idstr"]
    verifiedType <- map["verified_type"]
    city <- map["city"]
    verifiedSource <- map["verified_source"]
    badge <- map["badge"]
    userAbility <- map["user_ability"]
    extend <- map["extend"]
    lang <- map["lang"]
    ptype <- map["ptype"]
    following <- map["following"]
  }
}

/// A Weibo user (every field of weibo-status.json `user`), as `Codable`.
package final class WeiboUserCodable: Codable {
  var coverImagePhone: String
  var identifier: Int
  var biFollowersCount: Int
  var urank: Int
  var profileImageUrl: String
  var icons: [WeiboIconCodable]
  var classValue: Int
  var verifiedContactEmail: String
  var province: String
  var verified: Bool
  var url: String
  var statusesCount: Int
  var geoEnabled: Bool
  var followMe: Bool
  var descriptionText: String
  var kind: Int
  var followersCount: Int
  var verifiedContactMobile: String
  var location: String
  var mbrank: Int
  var avatarLarge: String
  var star: Int
  var verifiedTrade: String
  var profileUrl: String
  var weihao: String
  var onlineStatus: Int
  var badgeTop: String
  var verifiedContactName: String
  var screenName: String
  var verifiedSourceUrl: String
  var pagefriendsCount: Int
  var name: String
  var verifiedReason: String
  var friendsCount: Int
  var mbtype: Int
  var blockApp: Int
  var hasAbilityTag: Int
  var avatarHd: String
  var creditScore: Int
  var remark: String
  var createdAt: Date?
  var blockWord: Int
  var ulevel: Int
  var allowAllActMsg: Bool
  var verifiedState: Int
  var domain: String
  var verifiedReasonModified: String
  var level: Int
  var allowAllComment: Bool
  var verifiedLevel: Int
  var verifiedReasonUrl: String
  var gender: String
  var favouritesCount: Int
  var idstr: String
  var verifiedType: Int
  var city: String
  var verifiedSource: String
  var badge: [String: Int]
  var userAbility: Int
  var extend: WeiboUserExtendCodable?
  var lang: String
  var ptype: Int
  var following: Bool

  enum CodingKeys: String, CodingKey {
    case coverImagePhone = "cover_image_phone"
    case identifier = "id"
    case biFollowersCount = "bi_followers_count"
    case urank
    case profileImageUrl = "profile_image_url"
    case icons
    case classValue = "class"
    case verifiedContactEmail = "verified_contact_email"
    case province
    case verified
    case url
    case statusesCount = "statuses_count"
    case geoEnabled = "geo_enabled"
    case followMe = "follow_me"
    case descriptionText = "description"
    case kind = "type"
    case followersCount = "followers_count"
    case verifiedContactMobile = "verified_contact_mobile"
    case location
    case mbrank
    case avatarLarge = "avatar_large"
    case star
    case verifiedTrade = "verified_trade"
    case profileUrl = "profile_url"
    case weihao
    case onlineStatus = "online_status"
    case badgeTop = "badge_top"
    case verifiedContactName = "verified_contact_name"
    case screenName = "screen_name"
    case verifiedSourceUrl = "verified_source_url"
    case pagefriendsCount = "pagefriends_count"
    case name
    case verifiedReason = "verified_reason"
    case friendsCount = "friends_count"
    case mbtype
    case blockApp = "block_app"
    case hasAbilityTag = "has_ability_tag"
    case avatarHd = "avatar_hd"
    case creditScore = "credit_score"
    case remark
    case createdAt = "created_at"
    case blockWord = "block_word"
    case ulevel
    case allowAllActMsg = "allow_all_act_msg"
    case verifiedState = "verified_state"
    case domain
    case verifiedReasonModified = "verified_reason_modified"
    case level
    case allowAllComment = "allow_all_comment"
    case verifiedLevel = "verified_level"
    case verifiedReasonUrl = "verified_reason_url"
    case gender
    case favouritesCount = "favourites_count"
    case idstr
    case verifiedType = "verified_type"
    case city
    case verifiedSource = "verified_source"
    case badge
    case userAbility = "user_ability"
    case extend
    case lang
    case ptype
    case following
  }
}

/// A Weibo status (every field of weibo-status.json).
package final class WeiboStatus: Mappable {
  var favorited: Bool = false
  var attitudesStatus: Int = 0
  var createdAt: Date?
  var identifier: Int = 0
  var truncated: Bool = false
  var inReplyToScreenName: String = ""
  var mblogid: String = ""
  var text: String = ""
  var idstr: String = ""
  var sourceType: Int = 0
  var geo: String = ""
  var user: WeiboUser?
  var commentsCount: Int = 0
  var thumbnailPic: String = ""
  var source: String = ""
  var recomState: Int = 0
  var sourceAllowclick: Int = 0
  var bizFeature: Int64 = 0
  var mblogtypename: String = ""
  var annotations: [WeiboAnnotation] = []
  var filterID: String = ""
  var bmiddlePic: String = ""
  var scheme: String = ""
  var visible: WeiboVisible?
  var inReplyToStatusId: String = ""
  var mid: String = ""
  var picIds: [String] = []
  var repostsCount: Int = 0
  var mlevel: Int = 0
  var attitudesCount: Int = 0
  var darwinTags: [String] = []
  var userType: Int = 0
  var picInfos: [String: WeiboPicture] = [:]
  var inReplyToUserId: String = ""
  var originalPic: String = ""

  /// Creates an empty model.
  package init() {}

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps every field.
  package func mapping(map: Map) {
    favorited <- map["favorited"]
    attitudesStatus <- map["attitudes_status"]
    createdAt <- (map["created_at"], CustomDateFormatTransform(formatString: weiboDateFormat))
    identifier <- map["id"]
    truncated <- map["truncated"]
    inReplyToScreenName <- map["in_reply_to_screen_name"]
    mblogid <- map["mblogid"]
    text <- map["text"]
    idstr <- map["idstr"]
    sourceType <- map["source_type"]
    geo <- map["geo"]
    user <- map["user"]
    commentsCount <- map["comments_count"]
    thumbnailPic <- map["thumbnail_pic"]
    source <- map["source"]
    recomState <- map["recom_state"]
    sourceAllowclick <- map["source_allowclick"]
    bizFeature <- map["biz_feature"]
    mblogtypename <- map["mblogtypename"]
    annotations <- map["annotations"]
    filterID <- map["filterID"]
    bmiddlePic <- map["bmiddle_pic"]
    scheme <- map["scheme"]
    visible <- map["visible"]
    inReplyToStatusId <- map["in_reply_to_status_id"]
    mid <- map["mid"]
    picIds <- map["pic_ids"]
    repostsCount <- map["reposts_count"]
    mlevel <- map["mlevel"]
    attitudesCount <- map["attitudes_count"]
    darwinTags <- map["darwin_tags"]
    userType <- map["userType"]
    picInfos <- map["pic_infos"]
    inReplyToUserId <- map["in_reply_to_user_id"]
    originalPic <- map["original_pic"]
  }
}

/// A Weibo status (every field of weibo-status.json), as `Codable`.
package final class WeiboStatusCodable: Codable {
  var favorited: Bool
  var attitudesStatus: Int
  var createdAt: Date?
  var identifier: Int
  var truncated: Bool
  var inReplyToScreenName: String
  var mblogid: String
  var text: String
  var idstr: String
  var sourceType: Int
  var geo: String
  var user: WeiboUserCodable?
  var commentsCount: Int
  var thumbnailPic: String
  var source: String
  var recomState: Int
  var sourceAllowclick: Int
  var bizFeature: Int64
  var mblogtypename: String
  var annotations: [WeiboAnnotationCodable]
  var filterID: String
  var bmiddlePic: String
  var scheme: String
  var visible: WeiboVisibleCodable?
  var inReplyToStatusId: String
  var mid: String
  var picIds: [String]
  var repostsCount: Int
  var mlevel: Int
  var attitudesCount: Int
  var darwinTags: [String]
  var userType: Int
  var picInfos: [String: WeiboPictureCodable]
  var inReplyToUserId: String
  var originalPic: String

  enum CodingKeys: String, CodingKey {
    case favorited
    case attitudesStatus = "attitudes_status"
    case createdAt = "created_at"
    case identifier = "id"
    case truncated
    case inReplyToScreenName = "in_reply_to_screen_name"
    case mblogid
    case text
    case idstr
    case sourceType = "source_type"
    case geo
    case user
    case commentsCount = "comments_count"
    case thumbnailPic = "thumbnail_pic"
    case source
    case recomState = "recom_state"
    case sourceAllowclick = "source_allowclick"
    case bizFeature = "biz_feature"
    case mblogtypename
    case annotations
    case filterID
    case bmiddlePic = "bmiddle_pic"
    case scheme
    case visible
    case inReplyToStatusId = "in_reply_to_status_id"
    case mid
    case picIds = "pic_ids"
    case repostsCount = "reposts_count"
    case mlevel
    case attitudesCount = "attitudes_count"
    case darwinTags = "darwin_tags"
    case userType
    case picInfos = "pic_infos"
    case inReplyToUserId = "in_reply_to_user_id"
    case originalPic = "original_pic"
  }
}

extension WeiboStatusCodable {
  /// The formatter of Weibo's dates, made once, as apps keep theirs.
  package static let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = weiboDateFormat
    return formatter
  }()

  /// A decoder for the status: Weibo's dates through the shared formatter.
  package static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(dateFormatter)
    return decoder
  }

  /// An encoder for the status: Weibo's dates through the shared formatter.
  package static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .formatted(dateFormatter)
    return encoder
  }
}
