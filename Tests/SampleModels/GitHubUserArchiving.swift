import Foundation
import ModelMapper

// The GitHub user as NSObject models, for the archiving and copy benchmarks: one archived
// and copied through its mapping, one with everything written by hand (the baseline, as
// in YYModel's benchmark).

extension GitHubUser: MappingEquatable {}

/// The GitHub user as an `NSObject` archived through its mapping: `encode(with:)` and
/// `init?(coder:)` are one line each.
package final class GitHubUserObject: NSObject, Mappable, NSSecureCoding {
  /// Secure coding is supported.
  package static var supportsSecureCoding: Bool { true }

  /// The user's fields (the same mapping as ``GitHubUser``).
  package let user = GitHubUser()

  /// Creates an empty user.
  package override init() {}

  /// Creates a user for the mapper.
  package required init?(map: Map) {}

  /// Maps every field of github-user.json.
  package func mapping(map: Map) {
    user.mapping(map: map)
  }

  /// Archives the mapping's JSON.
  package func encode(with coder: NSCoder) { encodeMapping(with: coder) }

  /// Unarchives through the mapping.
  package required init?(coder: NSCoder) {
    super.init()
    if !decodeMapping(from: coder) { return nil }
  }
}

/// The GitHub user with a hand-written copy, equality and `NSCoding`: one line per property
/// in each, the code YYModel and ModelMapper remove.
package final class GitHubUserHandwritten: NSObject, NSSecureCoding {
  /// Secure coding is supported.
  package static var supportsSecureCoding: Bool { true }

  var login: String = ""
  var userID: UInt64 = 0
  var avatarURL: String = ""
  var gravatarID: String = ""
  var url: String = ""
  var htmlURL: String = ""
  var followersURL: String = ""
  var followingURL: String = ""
  var gistsURL: String = ""
  var starredURL: String = ""
  var subscriptionsURL: String = ""
  var organizationsURL: String = ""
  var reposURL: String = ""
  var eventsURL: String = ""
  var receivedEventsURL: String = ""
  var type: String = ""
  var siteAdmin: Bool = false
  var name: String = ""
  var company: String?
  var blog: String = ""
  var location: String = ""
  var email: String?
  var hireable: Bool?
  var bio: String = ""
  var publicRepos: Int = 0
  var publicGists: Int = 0
  var followers: Int = 0
  var following: Int = 0

  /// Creates an empty user.
  package override init() {}

  /// A user with the fields of a mapped one.
  package init(_ user: GitHubUser) {
    super.init()
    let json = Mapper<GitHubUser>().toJSON(user)
    login = json["login"] as? String ?? ""
    userID = json["id"] as? UInt64 ?? 0
    avatarURL = json["avatar_url"] as? String ?? ""
    gravatarID = json["gravatar_id"] as? String ?? ""
    url = json["url"] as? String ?? ""
    htmlURL = json["html_url"] as? String ?? ""
    followersURL = json["followers_url"] as? String ?? ""
    followingURL = json["following_url"] as? String ?? ""
    gistsURL = json["gists_url"] as? String ?? ""
    starredURL = json["starred_url"] as? String ?? ""
    subscriptionsURL = json["subscriptions_url"] as? String ?? ""
    organizationsURL = json["organizations_url"] as? String ?? ""
    reposURL = json["repos_url"] as? String ?? ""
    eventsURL = json["events_url"] as? String ?? ""
    receivedEventsURL = json["received_events_url"] as? String ?? ""
    type = json["type"] as? String ?? ""
    siteAdmin = json["site_admin"] as? Bool ?? false
    name = json["name"] as? String ?? ""
    company = json["company"] as? String
    blog = json["blog"] as? String ?? ""
    location = json["location"] as? String ?? ""
    email = json["email"] as? String
    hireable = json["hireable"] as? Bool
    bio = json["bio"] as? String ?? ""
    publicRepos = json["public_repos"] as? Int ?? 0
    publicGists = json["public_gists"] as? Int ?? 0
    followers = json["followers"] as? Int ?? 0
    following = json["following"] as? Int ?? 0
  }

  /// A copy, property by property.
  package func copied() -> GitHubUserHandwritten {
    let copy = GitHubUserHandwritten()
    copy.login = login
    copy.userID = userID
    copy.avatarURL = avatarURL
    copy.gravatarID = gravatarID
    copy.url = url
    copy.htmlURL = htmlURL
    copy.followersURL = followersURL
    copy.followingURL = followingURL
    copy.gistsURL = gistsURL
    copy.starredURL = starredURL
    copy.subscriptionsURL = subscriptionsURL
    copy.organizationsURL = organizationsURL
    copy.reposURL = reposURL
    copy.eventsURL = eventsURL
    copy.receivedEventsURL = receivedEventsURL
    copy.type = type
    copy.siteAdmin = siteAdmin
    copy.name = name
    copy.company = company
    copy.blog = blog
    copy.location = location
    copy.email = email
    copy.hireable = hireable
    copy.bio = bio
    copy.publicRepos = publicRepos
    copy.publicGists = publicGists
    copy.followers = followers
    copy.following = following
    return copy
  }

  /// Equality, property by property.
  package override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? GitHubUserHandwritten else { return false }
    return login == other.login
      && userID == other.userID
      && avatarURL == other.avatarURL
      && gravatarID == other.gravatarID
      && url == other.url
      && htmlURL == other.htmlURL
      && followersURL == other.followersURL
      && followingURL == other.followingURL
      && gistsURL == other.gistsURL
      && starredURL == other.starredURL
      && subscriptionsURL == other.subscriptionsURL
      && organizationsURL == other.organizationsURL
      && reposURL == other.reposURL
      && eventsURL == other.eventsURL
      && receivedEventsURL == other.receivedEventsURL
      && type == other.type
      && siteAdmin == other.siteAdmin
      && name == other.name
      && company == other.company
      && blog == other.blog
      && location == other.location
      && email == other.email
      && hireable == other.hireable
      && bio == other.bio
      && publicRepos == other.publicRepos
      && publicGists == other.publicGists
      && followers == other.followers
      && following == other.following
  }

  /// Archives each property.
  package func encode(with coder: NSCoder) {
    coder.encode(login as NSString, forKey: "login")
    coder.encode(Int64(bitPattern: userID), forKey: "userID")
    coder.encode(avatarURL as NSString, forKey: "avatarURL")
    coder.encode(gravatarID as NSString, forKey: "gravatarID")
    coder.encode(url as NSString, forKey: "url")
    coder.encode(htmlURL as NSString, forKey: "htmlURL")
    coder.encode(followersURL as NSString, forKey: "followersURL")
    coder.encode(followingURL as NSString, forKey: "followingURL")
    coder.encode(gistsURL as NSString, forKey: "gistsURL")
    coder.encode(starredURL as NSString, forKey: "starredURL")
    coder.encode(subscriptionsURL as NSString, forKey: "subscriptionsURL")
    coder.encode(organizationsURL as NSString, forKey: "organizationsURL")
    coder.encode(reposURL as NSString, forKey: "reposURL")
    coder.encode(eventsURL as NSString, forKey: "eventsURL")
    coder.encode(receivedEventsURL as NSString, forKey: "receivedEventsURL")
    coder.encode(type as NSString, forKey: "type")
    coder.encode(siteAdmin, forKey: "siteAdmin")
    coder.encode(name as NSString, forKey: "name")
    coder.encode(company as NSString?, forKey: "company")
    coder.encode(blog as NSString, forKey: "blog")
    coder.encode(location as NSString, forKey: "location")
    coder.encode(email as NSString?, forKey: "email")
    if let hireable { coder.encode(hireable, forKey: "hireable") }
    coder.encode(bio as NSString, forKey: "bio")
    coder.encode(publicRepos, forKey: "publicRepos")
    coder.encode(publicGists, forKey: "publicGists")
    coder.encode(followers, forKey: "followers")
    coder.encode(following, forKey: "following")
  }

  /// Unarchives each property.
  package required init?(coder: NSCoder) {
    guard let login = coder.decodeObject(of: NSString.self, forKey: "login") as String? else { return nil }
    self.login = login
    userID = UInt64(bitPattern: coder.decodeInt64(forKey: "userID"))
    guard let avatarURL = coder.decodeObject(of: NSString.self, forKey: "avatarURL") as String? else { return nil }
    self.avatarURL = avatarURL
    guard let gravatarID = coder.decodeObject(of: NSString.self, forKey: "gravatarID") as String? else { return nil }
    self.gravatarID = gravatarID
    guard let url = coder.decodeObject(of: NSString.self, forKey: "url") as String? else { return nil }
    self.url = url
    guard let htmlURL = coder.decodeObject(of: NSString.self, forKey: "htmlURL") as String? else { return nil }
    self.htmlURL = htmlURL
    guard let followersURL = coder.decodeObject(of: NSString.self, forKey: "followersURL") as String? else {
      return nil
    }
    self.followersURL = followersURL
    guard let followingURL = coder.decodeObject(of: NSString.self, forKey: "followingURL") as String? else {
      return nil
    }
    self.followingURL = followingURL
    guard let gistsURL = coder.decodeObject(of: NSString.self, forKey: "gistsURL") as String? else { return nil }
    self.gistsURL = gistsURL
    guard let starredURL = coder.decodeObject(of: NSString.self, forKey: "starredURL") as String? else { return nil }
    self.starredURL = starredURL
    guard let subscriptionsURL = coder.decodeObject(of: NSString.self, forKey: "subscriptionsURL") as String? else {
      return nil
    }
    self.subscriptionsURL = subscriptionsURL
    guard let organizationsURL = coder.decodeObject(of: NSString.self, forKey: "organizationsURL") as String? else {
      return nil
    }
    self.organizationsURL = organizationsURL
    guard let reposURL = coder.decodeObject(of: NSString.self, forKey: "reposURL") as String? else { return nil }
    self.reposURL = reposURL
    guard let eventsURL = coder.decodeObject(of: NSString.self, forKey: "eventsURL") as String? else { return nil }
    self.eventsURL = eventsURL
    guard let receivedEventsURL = coder.decodeObject(of: NSString.self, forKey: "receivedEventsURL") as String? else {
      return nil
    }
    self.receivedEventsURL = receivedEventsURL
    guard let type = coder.decodeObject(of: NSString.self, forKey: "type") as String? else { return nil }
    self.type = type
    siteAdmin = coder.decodeBool(forKey: "siteAdmin")
    guard let name = coder.decodeObject(of: NSString.self, forKey: "name") as String? else { return nil }
    self.name = name
    company = coder.decodeObject(of: NSString.self, forKey: "company") as String?
    guard let blog = coder.decodeObject(of: NSString.self, forKey: "blog") as String? else { return nil }
    self.blog = blog
    guard let location = coder.decodeObject(of: NSString.self, forKey: "location") as String? else { return nil }
    self.location = location
    email = coder.decodeObject(of: NSString.self, forKey: "email") as String?
    hireable = coder.containsValue(forKey: "hireable") ? coder.decodeBool(forKey: "hireable") : nil
    guard let bio = coder.decodeObject(of: NSString.self, forKey: "bio") as String? else { return nil }
    self.bio = bio
    publicRepos = coder.decodeInteger(forKey: "publicRepos")
    publicGists = coder.decodeInteger(forKey: "publicGists")
    followers = coder.decodeInteger(forKey: "followers")
    following = coder.decodeInteger(forKey: "following")
  }
}
