import Foundation
import ModelMapper

/// The GitHub user with ModelMapper's opt-in key and conversion features: every key a
/// fallback list (the real key first, as APIs that renamed keys would send), numbers and
/// Booleans through ``Lenient``. Maps the same values as ``GitHubUser``.
package final class GitHubUserFlexible: Mappable {
  var login = ""
  var userID: UInt64 = 0
  var avatarURL = ""
  var gravatarID = ""
  var url = ""
  var htmlURL = ""
  var followersURL = ""
  var followingURL = ""
  var gistsURL = ""
  var starredURL = ""
  var subscriptionsURL = ""
  var organizationsURL = ""
  var reposURL = ""
  var eventsURL = ""
  var receivedEventsURL = ""
  var type = ""
  var siteAdmin = false
  var name = ""
  var company: String?
  var blog = ""
  var location = ""
  var email: String?
  var hireable: Bool?
  var bio = ""
  var publicRepos = 0
  var publicGists = 0
  var followers = 0
  var following = 0

  /// Creates a user for the mapper.
  package required init?(map: Map) {}

  /// Maps every field of github-user.json through fallback keys and lenient conversion.
  package func mapping(map: Map) {
    login <- map[["login", "username"]]
    userID <- (map[["id", "user_id"]], Lenient())
    avatarURL <- map[["avatar_url", "avatarUrl"]]
    gravatarID <- map[["gravatar_id", "gravatarId"]]
    url <- map[["url", "api_url"]]
    htmlURL <- map[["html_url", "htmlUrl"]]
    followersURL <- map[["followers_url", "followersUrl"]]
    followingURL <- map[["following_url", "followingUrl"]]
    gistsURL <- map[["gists_url", "gistsUrl"]]
    starredURL <- map[["starred_url", "starredUrl"]]
    subscriptionsURL <- map[["subscriptions_url", "subscriptionsUrl"]]
    organizationsURL <- map[["organizations_url", "organizationsUrl"]]
    reposURL <- map[["repos_url", "reposUrl"]]
    eventsURL <- map[["events_url", "eventsUrl"]]
    receivedEventsURL <- map[["received_events_url", "receivedEventsUrl"]]
    type <- map[["type", "kind"]]
    siteAdmin <- (map[["site_admin", "siteAdmin"]], Lenient())
    name <- map[["name", "full_name"]]
    company <- map[["company", "organization"]]
    blog <- map[["blog", "website"]]
    location <- map[["location", "city"]]
    email <- map[["email", "mail"]]
    hireable <- (map[["hireable", "for_hire"]], Lenient())
    bio <- map[["bio", "about"]]
    publicRepos <- (map[["public_repos", "repos"]], Lenient())
    publicGists <- (map[["public_gists", "gists"]], Lenient())
    followers <- (map[["followers", "followers_count"]], Lenient())
    following <- (map[["following", "following_count"]], Lenient())
  }
}

/// The GitHub user with camelCase keys, for a mapper with ``MappingOptions/snakeCaseKeys``
/// (and, in the benchmark, ``MappingOptions/lenientConversion``).
package final class GitHubUserCamelCase: Mappable {
  var login = ""
  var id: UInt64 = 0
  var avatarURL = ""
  var gravatarID = ""
  var url = ""
  var htmlURL = ""
  var followersURL = ""
  var followingURL = ""
  var gistsURL = ""
  var starredURL = ""
  var subscriptionsURL = ""
  var organizationsURL = ""
  var reposURL = ""
  var eventsURL = ""
  var receivedEventsURL = ""
  var type = ""
  var siteAdmin = false
  var name = ""
  var company: String?
  var blog = ""
  var location = ""
  var email: String?
  var hireable: Bool?
  var bio = ""
  var publicRepos = 0
  var publicGists = 0
  var followers = 0
  var following = 0

  /// Creates a user for the mapper.
  package required init?(map: Map) {}

  /// Maps every field of github-user.json by its camelCase name.
  package func mapping(map: Map) {
    login <- map["login"]
    id <- map["id"]
    avatarURL <- map["avatarUrl"]
    gravatarID <- map["gravatarId"]
    url <- map["url"]
    htmlURL <- map["htmlUrl"]
    followersURL <- map["followersUrl"]
    followingURL <- map["followingUrl"]
    gistsURL <- map["gistsUrl"]
    starredURL <- map["starredUrl"]
    subscriptionsURL <- map["subscriptionsUrl"]
    organizationsURL <- map["organizationsUrl"]
    reposURL <- map["reposUrl"]
    eventsURL <- map["eventsUrl"]
    receivedEventsURL <- map["receivedEventsUrl"]
    type <- map["type"]
    siteAdmin <- map["siteAdmin"]
    name <- map["name"]
    company <- map["company"]
    blog <- map["blog"]
    location <- map["location"]
    email <- map["email"]
    hireable <- map["hireable"]
    bio <- map["bio"]
    publicRepos <- map["publicRepos"]
    publicGists <- map["publicGists"]
    followers <- map["followers"]
    following <- map["following"]
  }
}

/// The Codable twin of ``GitHubUserCamelCase``, as Codable users write it for a snake_case
/// API: camelCase properties without coding keys, for a `JSONDecoder` with
/// `.convertFromSnakeCase` and a `JSONEncoder` with `.convertToSnakeCase`.
package struct GitHubUserSnakeCaseCodable: Codable, Equatable {
  var login: String
  var id: UInt64
  var avatarUrl: String
  var gravatarId: String
  var url: String
  var htmlUrl: String
  var followersUrl: String
  var followingUrl: String
  var gistsUrl: String
  var starredUrl: String
  var subscriptionsUrl: String
  var organizationsUrl: String
  var reposUrl: String
  var eventsUrl: String
  var receivedEventsUrl: String
  var type: String
  var siteAdmin: Bool
  var name: String
  var company: String?
  var blog: String
  var location: String
  var email: String?
  var hireable: Bool?
  var bio: String
  var publicRepos: Int
  var publicGists: Int
  var followers: Int
  var following: Int

  /// A decoder that converts the API's snake_case keys.
  package static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }

  /// An encoder that writes snake_case keys.
  package static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return encoder
  }
}
