import Foundation
import ModelMapper

/// The GitHub user of YYModel's benchmark (github-user.json), as a `Mappable` class.
package final class GitHubUser: Mappable {
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

  /// Creates an empty user.
  package init() {}

  /// Creates a user for the mapper.
  package required init?(map: Map) {}

  /// Maps every field of github-user.json.
  package func mapping(map: Map) {
    login <- map["login"]
    userID <- map["id"]
    avatarURL <- map["avatar_url"]
    gravatarID <- map["gravatar_id"]
    url <- map["url"]
    htmlURL <- map["html_url"]
    followersURL <- map["followers_url"]
    followingURL <- map["following_url"]
    gistsURL <- map["gists_url"]
    starredURL <- map["starred_url"]
    subscriptionsURL <- map["subscriptions_url"]
    organizationsURL <- map["organizations_url"]
    reposURL <- map["repos_url"]
    eventsURL <- map["events_url"]
    receivedEventsURL <- map["received_events_url"]
    type <- map["type"]
    siteAdmin <- map["site_admin"]
    name <- map["name"]
    company <- map["company"]
    blog <- map["blog"]
    location <- map["location"]
    email <- map["email"]
    hireable <- map["hireable"]
    bio <- map["bio"]
    publicRepos <- map["public_repos"]
    publicGists <- map["public_gists"]
    followers <- map["followers"]
    following <- map["following"]
  }
}

/// The GitHub user as an `ImmutableMappable` struct with `let` properties.
package struct GitHubUserImmutable: ImmutableMappable {
  let login: String
  let userID: UInt64
  let avatarURL: String
  let gravatarID: String
  let url: String
  let htmlURL: String
  let followersURL: String
  let followingURL: String
  let gistsURL: String
  let starredURL: String
  let subscriptionsURL: String
  let organizationsURL: String
  let reposURL: String
  let eventsURL: String
  let receivedEventsURL: String
  let type: String
  let siteAdmin: Bool
  let name: String
  let company: String?
  let blog: String
  let location: String
  let email: String?
  let hireable: Bool?
  let bio: String
  let publicRepos: Int
  let publicGists: Int
  let followers: Int
  let following: Int

  /// Reads every field of github-user.json.
  package init(map: Map) throws {
    login = try map.value("login")
    userID = try map.value("id")
    avatarURL = try map.value("avatar_url")
    gravatarID = try map.value("gravatar_id")
    url = try map.value("url")
    htmlURL = try map.value("html_url")
    followersURL = try map.value("followers_url")
    followingURL = try map.value("following_url")
    gistsURL = try map.value("gists_url")
    starredURL = try map.value("starred_url")
    subscriptionsURL = try map.value("subscriptions_url")
    organizationsURL = try map.value("organizations_url")
    reposURL = try map.value("repos_url")
    eventsURL = try map.value("events_url")
    receivedEventsURL = try map.value("received_events_url")
    type = try map.value("type")
    siteAdmin = try map.value("site_admin")
    name = try map.value("name")
    company = try map.value("company")
    blog = try map.value("blog")
    location = try map.value("location")
    email = try map.value("email")
    hireable = try map.value("hireable")
    bio = try map.value("bio")
    publicRepos = try map.value("public_repos")
    publicGists = try map.value("public_gists")
    followers = try map.value("followers")
    following = try map.value("following")
  }

  /// Writes every field.
  package func mapping(map: Map) {
    login >>> map["login"]
    userID >>> map["id"]
    avatarURL >>> map["avatar_url"]
    gravatarID >>> map["gravatar_id"]
    url >>> map["url"]
    htmlURL >>> map["html_url"]
    followersURL >>> map["followers_url"]
    followingURL >>> map["following_url"]
    gistsURL >>> map["gists_url"]
    starredURL >>> map["starred_url"]
    subscriptionsURL >>> map["subscriptions_url"]
    organizationsURL >>> map["organizations_url"]
    reposURL >>> map["repos_url"]
    eventsURL >>> map["events_url"]
    receivedEventsURL >>> map["received_events_url"]
    type >>> map["type"]
    siteAdmin >>> map["site_admin"]
    name >>> map["name"]
    company >>> map["company"]
    blog >>> map["blog"]
    location >>> map["location"]
    email >>> map["email"]
    hireable >>> map["hireable"]
    bio >>> map["bio"]
    publicRepos >>> map["public_repos"]
    publicGists >>> map["public_gists"]
    followers >>> map["followers"]
    following >>> map["following"]
  }
}

/// The GitHub user as a `Codable` struct, for JSONDecoder and JSONEncoder.
package struct GitHubUserCodable: Codable, Equatable {
  var login: String
  var userID: UInt64
  var avatarURL: String
  var gravatarID: String
  var url: String
  var htmlURL: String
  var followersURL: String
  var followingURL: String
  var gistsURL: String
  var starredURL: String
  var subscriptionsURL: String
  var organizationsURL: String
  var reposURL: String
  var eventsURL: String
  var receivedEventsURL: String
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

  enum CodingKeys: String, CodingKey {
    case login
    case userID = "id"
    case avatarURL = "avatar_url"
    case gravatarID = "gravatar_id"
    case url
    case htmlURL = "html_url"
    case followersURL = "followers_url"
    case followingURL = "following_url"
    case gistsURL = "gists_url"
    case starredURL = "starred_url"
    case subscriptionsURL = "subscriptions_url"
    case organizationsURL = "organizations_url"
    case reposURL = "repos_url"
    case eventsURL = "events_url"
    case receivedEventsURL = "received_events_url"
    case type
    case siteAdmin = "site_admin"
    case name, company, blog, location, email, hireable, bio
    case publicRepos = "public_repos"
    case publicGists = "public_gists"
    case followers, following
  }
}
