import Foundation
import ModelMapper
import SeededRandom

/// Deterministic documents shaped like the real benchmark files, so the benchmark runs on a
/// fresh clone with no data directory: a GitHub user (github-user.json), a Twitter search
/// page of 100 statuses (twitter.json) and a Weibo status with nine pictures
/// (weibo-status.json). Same keys, nesting, value kinds and a similar mix of ASCII, CJK text,
/// emoji and escapes; the values come from a seeded generator.
package enum SampleDocuments {
  /// A GitHub user object (about 1.2 KB).
  package static func githubUser(seed: UInt64 = 1) -> JSONValue {
    var random = SeededGenerator(seed: seed)
    return githubUser(&random)
  }

  /// A Twitter search result: `{"statuses": [100 statuses], "search_metadata": {...}}`.
  package static func twitterSearch(seed: UInt64 = 2, statuses count: Int = 100) -> JSONValue {
    var random = SeededGenerator(seed: seed)
    var statuses: [JSONValue] = []
    for _ in 0..<count {
      var status = tweet(&random)
      if random.chance(0.73) {
        status = status.replacing("retweeted_status", with: tweet(&random), after: "contributors")
      }
      statuses.append(status)
    }
    let maxID = random.int(in: 505_000_000_000_000_000...506_000_000_000_000_000)
    let search: JSONValue = [
      "completed_in": 0.087, "max_id": .int(maxID), "max_id_str": .string(String(maxID)),
      "next_results": "?max_id=505874847260352512&q=%E4%B8%80&count=100&include_entities=1",
      "query": "%E4%B8%80", "refresh_url": "?since_id=505874924095815681&q=%E4%B8%80&include_entities=1",
      "count": .int(count), "since_id": 0, "since_id_str": "0",
    ]
    return ["statuses": .array(statuses), "search_metadata": search]
  }

  /// A Weibo status with a user, nine pictures keyed by picture id, and annotations.
  package static func weiboStatus(seed: UInt64 = 3) -> JSONValue {
    var random = SeededGenerator(seed: seed)
    let pictureIDs = (0..<9).map { _ in "eb8fce65jw1ew4" + random.token(18) }
    var pictures = JSONObject()
    for id in pictureIDs {
      pictures[id] = weiboPicture(&random, id: id)
    }
    let id = random.int(in: 3_800_000_000_000_000...3_900_000_000_000_000)
    return [
      "favorited": .bool(random.chance(0.5)), "attitudes_status": 0,
      "created_at": .string(random.date(zone: "+0800")), "id": .int(id), "truncated": false,
      "in_reply_to_screen_name": "", "mblogid": .string(random.token(9)),
      "text": .string(random.pick(chineseTexts)), "idstr": .string(String(id)), "source_type": 1, "geo": "",
      "user": weiboUser(&random),
      "comments_count": .int(random.int(in: 0...50_000)),
      "thumbnail_pic": .string("http://ww4.sinaimg.cn/thumbnail/\(pictureIDs[0]).jpg"),
      "source": "<a href=\"http://app.weibo.com/t/feed/3jskmg\" rel=\"nofollow\">iPhone 6 Plus</a>",
      "recom_state": -1, "source_allowclick": 0, "biz_feature": 4_294_967_300, "mblogtypename": "",
      "annotations": [["client_mblogid": .string(random.uuid())], ["mapi_request": true]],
      "filterID": "", "bmiddle_pic": .string("http://ww4.sinaimg.cn/bmiddle/\(pictureIDs[0]).jpg"),
      "scheme": "sinaweibo://detail/?mblogid=CAMNUxF4Z", "visible": ["type": 0, "list_id": 0],
      "in_reply_to_status_id": "", "mid": .string(String(id)), "pic_ids": .array(pictureIDs.map { .string($0) }),
      "reposts_count": .int(random.int(in: 0...20_000)), "mlevel": 0,
      "attitudes_count": .int(random.int(in: 0...500_000)), "darwin_tags": [], "userType": 0,
      "pic_infos": .object(pictures), "in_reply_to_user_id": "",
      "original_pic": .string("http://ww4.sinaimg.cn/large/\(pictureIDs[0]).jpg"),
    ]
  }

  // MARK: Parts

  static func githubUser(_ random: inout SeededGenerator) -> JSONValue {
    let login = random.token(8)
    let base = "https://api.github.com/users/\(login)"
    return [
      "login": .string(login), "id": .int(random.int(in: 1...90_000_000)),
      "avatar_url": .string("https://avatars.githubusercontent.com/u/\(random.int(in: 1...90_000_000))?v=3"),
      "gravatar_id": "", "url": .string(base), "html_url": .string("https://github.com/\(login)"),
      "followers_url": .string(base + "/followers"), "following_url": .string(base + "/following{/other_user}"),
      "gists_url": .string(base + "/gists{/gist_id}"), "starred_url": .string(base + "/starred{/owner}{/repo}"),
      "subscriptions_url": .string(base + "/subscriptions"), "organizations_url": .string(base + "/orgs"),
      "repos_url": .string(base + "/repos"), "events_url": .string(base + "/events{/privacy}"),
      "received_events_url": .string(base + "/received_events"), "type": "Organization",
      "site_admin": .bool(random.chance(0.1)), "name": .string(random.pick(names)), "company": .null,
      "blog": "https://code.facebook.com/projects/", "location": "Menlo Park, California", "email": .null,
      "hireable": .null, "bio": .string(random.pick(englishTexts)),
      "public_repos": .int(random.int(in: 0...500)), "public_gists": .int(random.int(in: 0...50)),
      "followers": .int(random.int(in: 0...100_000)), "following": .int(random.int(in: 0...1000)),
    ]
  }

  static func tweet(_ random: inout SeededGenerator) -> JSONValue {
    let id = random.int(in: 505_000_000_000_000_000...506_000_000_000_000_000)
    let replyUser: JSONValue = random.chance(0.2) ? .int(random.int(in: 1...3_000_000_000)) : .null
    var entities: JSONValue = [
      "hashtags": random.chance(0.07) ? [["text": .string(random.pick(japaneseWords)), "indices": [17, 28]]] : [],
      "symbols": [],
      "urls": random.chance(0.12) ? [urlEntity(&random)] : [],
      "user_mentions": random.chance(0.8) ? [mention(&random)] : [],
    ]
    if random.chance(0.06) {
      entities = entities.replacing("media", with: [media(&random)], after: "user_mentions")
    }
    var status: JSONValue = [
      "metadata": ["result_type": "recent", "iso_language_code": "ja"],
      "created_at": .string(random.date(zone: "+0000")), "id": .int(id), "id_str": .string(String(id)),
      "text": .string(random.pick(japaneseTexts)),
      "source": .string(random.pick(sources)), "truncated": false,
      "in_reply_to_status_id": .null, "in_reply_to_status_id_str": .null,
      "in_reply_to_user_id": replyUser,
      "in_reply_to_user_id_str": replyUser.isNull ? .null : .string(replyUser.number!.text),
      "in_reply_to_screen_name": replyUser.isNull ? .null : .string(random.token(8)),
      "user": twitterUser(&random),
      "geo": .null, "coordinates": .null, "place": .null, "contributors": .null,
      "retweet_count": .int(random.int(in: 0...500)), "favorite_count": .int(random.int(in: 0...300)),
      "entities": entities, "favorited": false, "retweeted": false, "lang": "ja",
    ]
    if random.chance(0.15) {
      status = status.replacing("possibly_sensitive", with: false, after: "favorite_count")
    }
    return status
  }

  static func twitterUser(_ random: inout SeededGenerator) -> JSONValue {
    let id = random.int(in: 1...3_000_000_000)
    let hasURL = random.chance(0.3)
    let urlEntities: JSONValue = hasURL ? ["urls": [urlEntity(&random)]] : ["urls": []]
    var user: JSONValue = [
      "id": .int(id), "id_str": .string(String(id)), "name": .string(random.pick(japaneseWords)),
      "screen_name": .string(random.token(10)), "location": .string(random.pick(["", "東京", "関西    ↓詳しいプロ↓"])),
      "description": .string(random.pick(japaneseTexts)),
      "url": hasURL ? .string("http://t.co/" + random.token(10)) : .null,
      "entities": hasURL ? ["url": urlEntities, "description": ["urls": []]] : ["description": ["urls": []]],
      "protected": false, "followers_count": .int(random.int(in: 0...10_000)),
      "friends_count": .int(random.int(in: 0...5000)), "listed_count": .int(random.int(in: 0...50)),
      "created_at": .string(random.date(zone: "+0000")), "favourites_count": .int(random.int(in: 0...10_000)),
      "utc_offset": random.chance(0.5) ? 32400 : .null, "time_zone": random.chance(0.5) ? "Tokyo" : .null,
      "geo_enabled": .bool(random.chance(0.2)), "verified": false,
      "statuses_count": .int(random.int(in: 0...100_000)), "lang": "ja", "contributors_enabled": false,
      "is_translator": false, "is_translation_enabled": false, "profile_background_color": "C0DEED",
      "profile_background_image_url": "http://abs.twimg.com/images/themes/theme1/bg.png",
      "profile_background_image_url_https": "https://abs.twimg.com/images/themes/theme1/bg.png",
      "profile_background_tile": false,
      "profile_image_url": .string("http://pbs.twimg.com/profile_images/\(id)/\(random.token(8))_normal.jpeg"),
      "profile_image_url_https": .string("https://pbs.twimg.com/profile_images/\(id)/\(random.token(8))_normal.jpeg"),
      "profile_link_color": "0084B4", "profile_sidebar_border_color": "C0DEED",
      "profile_sidebar_fill_color": "DDEEF6", "profile_text_color": "333333",
      "profile_use_background_image": true, "default_profile": true, "default_profile_image": false,
      "following": false, "follow_request_sent": false, "notifications": false,
    ]
    if random.chance(0.6) {
      user = user.replacing(
        "profile_banner_url", with: .string("https://pbs.twimg.com/profile_banners/\(id)/1409062272"),
        after: "profile_image_url_https")
    }
    return user
  }

  static func urlEntity(_ random: inout SeededGenerator) -> JSONValue {
    let short = random.token(10)
    return [
      "url": .string("http://t.co/" + short), "expanded_url": .string("http://twpf.jp/" + short),
      "display_url": .string("twpf.jp/" + short), "indices": [0, 22],
    ]
  }

  static func mention(_ random: inout SeededGenerator) -> JSONValue {
    let id = random.int(in: 1...3_000_000_000)
    return [
      "screen_name": .string(random.token(8)), "name": .string(random.pick(japaneseWords)), "id": .int(id),
      "id_str": .string(String(id)), "indices": [3, 12],
    ]
  }

  static func media(_ random: inout SeededGenerator) -> JSONValue {
    let id = random.int(in: 505_000_000_000_000_000...506_000_000_000_000_000)
    let token = random.token(15)
    func size(_ width: Int, _ height: Int, _ resize: String) -> JSONValue {
      ["w": .int(width), "h": .int(height), "resize": .string(resize)]
    }
    return [
      "id": .int(id), "id_str": .string(String(id)), "indices": [27, 49],
      "media_url": .string("http://pbs.twimg.com/media/\(token).jpg"),
      "media_url_https": .string("https://pbs.twimg.com/media/\(token).jpg"),
      "url": "http://t.co/PkCJAcSuYK", "display_url": "pic.twitter.com/PkCJAcSuYK",
      "expanded_url": .string("http://twitter.com/KATANA77/status/\(id)/photo/1"), "type": "photo",
      "sizes": [
        "medium": size(600, 338, "fit"), "small": size(340, 192, "fit"), "thumb": size(150, 150, "crop"),
        "large": size(765, 432, "fit"),
      ],
      "source_status_id": .int(id), "source_status_id_str": .string(String(id)),
    ]
  }

  static func weiboUser(_ random: inout SeededGenerator) -> JSONValue {
    let id = random.int(in: 1_000_000_000...6_000_000_000)
    var badge = JSONObject()
    for name in [
      "gongyi", "gongyi_level", "enterprise", "zongyiji", "suishoupai_2014", "travel2013", "anniversary",
      "taobao", "hongbao_2014", "dzwbqlv_2015", "uc_domain", "bind_taobao", "dailv", "pzsd_2015",
    ] {
      badge[name] = .int(random.int(in: 0...1))
    }
    return [
      "cover_image_phone": .string("http://ww4.sinaimg.cn/crop.0.0.640.640.640/\(random.token(20)).jpg"),
      "id": .int(id), "bi_followers_count": .int(random.int(in: 0...1000)), "urank": .int(random.int(in: 0...48)),
      "profile_image_url": .string("http://tp2.sinaimg.cn/\(id)/50/5737272572/0"),
      "icons": [["url": "http://u1.sinaimg.cn/upload/2014/11/04/common_icon_membership_level5.png"]],
      "class": 1, "verified_contact_email": "", "province": "11", "verified": true, "url": "",
      "statuses_count": .int(random.int(in: 0...5000)), "geo_enabled": true, "follow_me": false,
      "description": "", "type": 1, "followers_count": .int(random.int(in: 0...50_000_000)),
      "verified_contact_mobile": "", "location": "北京", "mbrank": 5,
      "avatar_large": .string("http://tp2.sinaimg.cn/\(id)/180/5737272572/0"), "star": 0, "verified_trade": "1017",
      "profile_url": .string(random.token(7)), "weihao": "", "online_status": 0, "badge_top": "",
      "verified_contact_name": "", "screen_name": .string(random.pick(chineseNames)), "verified_source_url": "",
      "pagefriends_count": 0, "name": .string(random.pick(chineseNames)),
      "verified_reason": "演员、“爱里的心”公益项目发起人", "friends_count": .int(random.int(in: 0...2000)), "mbtype": 12,
      "block_app": 1, "has_ability_tag": 1,
      "avatar_hd": .string("http://ww3.sinaimg.cn/crop.0.0.1080.1080.1024/\(random.token(20)).jpg"),
      "credit_score": 80, "remark": "", "created_at": .string(random.date(zone: "+0800")), "block_word": 0,
      "ulevel": 0, "allow_all_act_msg": false, "verified_state": 0, "domain": .string(random.token(7)),
      "verified_reason_modified": "", "level": 2, "allow_all_comment": true, "verified_level": 1,
      "verified_reason_url": "", "gender": "f", "favourites_count": 1, "idstr": .string(String(id)),
      "verified_type": 0, "city": "1000", "verified_source": "", "badge": .object(badge), "user_ability": 0,
      "extend": [
        "privacy": ["mobile": 0], "mbprivilege": "0000000000000000000000000000000000000000000000000000000000000000",
      ],
      "lang": "zh-cn", "ptype": 1, "following": false,
    ]
  }

  static func weiboPicture(_ random: inout SeededGenerator, id: String) -> JSONValue {
    // The real file sends some sizes as strings ("640"); keep that quirk.
    func size(_ type: String, _ path: String, _ width: Int, _ height: Int, asStrings: Bool) -> JSONValue {
      [
        "cut_type": 1, "type": .string(type), "url": .string("http://ww2.sinaimg.cn/\(path)/\(id).jpg"),
        "width": asStrings ? .string(String(width)) : .int(width),
        "height": asStrings ? .string(String(height)) : .int(height),
      ]
    }
    let width = random.int(in: 600...2048)
    let height = random.int(in: 400...2048)
    let strings = random.chance(0.5)
    return [
      "thumbnail": size("WEBP", "or180", width / 8, height / 8, asStrings: false),
      "bmiddle": size("WEBP", "or360", width / 4, height / 4, asStrings: false),
      "large": size("JPEG", "wap720", 720, 720 * height / width, asStrings: strings),
      "largest": size("JPEG", "large", width, height, asStrings: strings),
      "pic_id": .string(id), "photo_tag": 0,
      "original": size("JPEG", "woriginal", width, height, asStrings: strings),
      "filter_id": "1", "object_id": .string("1042018:" + random.token(32)),
      "middleplus": size("WEBP", "or480", width / 3, height / 3, asStrings: false),
    ]
  }

  // MARK: Text pools

  static let names = ["Facebook", "Ada Lovelace", "Grace Hopper", "Linus", "Ümit Öztürk", "Zoë"]
  static let englishTexts = [
    "We work hard to contribute our work back to the web, mobile, big data, & infrastructure communities.",
    "Swift, servers and \"quoted\" things.\nSecond line\twith a tab.",
    "Open source at scale: tools, libraries and frameworks since 2007.",
  ]
  static let japaneseWords = ["前田あゆみ", "AYUMI", "RT&ファボ魔のむっつんさっm", "(有)刀", "ゆう", "LEDカツカツ選手権"]
  static let japaneseTexts = [
    "@aym0566x \n\n名前:前田あゆみ\n第一印象:なんか怖っ！\n今の印象:とりあえずキモい。噛み合わない\n好きなところ:ぶすでキモいとこ😋✨✨",
    "RT @KATANA77: えっそれは・・・（一同） http://t.co/PkCJAcSuYK",
    "元野球部マネージャー❤︎…最高の夏をありがとう…❤︎",
    "無言フォローはあまり好みません ゲームと動画が好きですシモ野郎ですがよろしく…最近はMGSとブレイブルー、音ゲーをプレイしてます",
    "一言:お前は一生もんのダチ💖",
  ]
  static let chineseTexts = ["感谢你们的一路陪伴，我很幸福，你们也要和我一样幸福❤️——致冰邦", "今天天气很好 ☀️ #周末#"]
  static let chineseNames = ["范冰冰", "李晨", "微博用户"]
  static let sources = [
    "<a href=\"http://twitter.com/download/iphone\" rel=\"nofollow\">Twitter for iPhone</a>",
    "<a href=\"http://twitter.com\" rel=\"nofollow\">Twitter Web Client</a>",
    "<a href=\"https://mobile.twitter.com\" rel=\"nofollow\">Mobile Web (M2)</a>",
  ]

  /// `value` as pretty-printed text, as the real documents are written. The generators make
  /// only finite numbers, so writing cannot fail.
  package static func prettyData(_ value: JSONValue) -> Data {
    (try? JSONWriter(options: .pretty).data(value)) ?? Data()
  }
}

extension JSONValue {
  /// The object with `key` inserted after the member `previous` (or appended).
  func replacing(_ key: String, with value: JSONValue, after previous: String) -> JSONValue {
    guard case .object(let object) = self else { return self }
    var members = Array(object)
    let position = (members.firstIndex { $0.key == previous }).map { $0 + 1 } ?? members.count
    members.insert((key, value), at: position)
    return .object(JSONObject(members.map { ($0.key, $0.value) }))
  }

  package static func int(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
}

/// The values the generated documents are made of, from the seeded generator, so that they
/// are the same in every run and on every machine.
extension SeededGenerator {
  mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

  mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }

  mutating func token(_ length: Int) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    return String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &self)] })
  }

  mutating func uuid() -> String {
    [8, 4, 4, 4, 12].map { token($0) }.joined(separator: "-")
  }

  mutating func date(zone: String) -> String {
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(pick(days)) \(pick(months)) \(two(int(in: 1...28))) \(two(int(in: 0...23))):"
      + "\(two(int(in: 0...59))):\(two(int(in: 0...59))) \(zone) \(int(in: 2009...2015))"
  }
}
