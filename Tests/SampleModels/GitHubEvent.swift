import Foundation
import ModelMapper

// GitHub events as GitHub clients map them with ObjectMapper: an event's `payload` differs
// by its `type`, so the event hands its whole JSON to a `StaticMappable` payload class
// whose `objectForMapping(map:)` picks the subclass (`Mapper<EventPayload>().map(JSON:
// map.JSON)`), and each subclass reads its fields through `payload.` key paths. The twin,
// `PlainEvent`, maps the same fields with the payload as an ordinary nested model.

/// The kind of an event.
package enum EventKind: String, Sendable {
  case push = "PushEvent"
  case issues = "IssuesEvent"
  case watch = "WatchEvent"
  case create = "CreateEvent"
  case fork = "ForkEvent"
}

/// What both event models share: who did what, where and when.
package class GitHubEvent: Mappable {
  /// The event's identifier.
  package var id: String?
  /// Its kind.
  package var kind: EventKind?
  var actor: EventActor?
  var repo: EventRepo?
  var isPublic = false
  var createdAt: Date?

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the fields every event has.
  package func mapping(map: Map) {
    id <- map["id"]
    kind <- map["type"]
    actor <- map["actor"]
    repo <- map["repo"]
    isPublic <- map["public"]
    createdAt <- (map["created_at"], ISO8601DateTransform())
    mapPayload(map)
  }

  /// Maps the payload: the subclasses' part.
  func mapPayload(_ map: Map) {}
}

/// An event whose payload is mapped from the event's whole JSON through a class cluster.
package final class ClusterEvent: GitHubEvent {
  /// The payload, of the subclass for the event's kind.
  package var payload: EventPayload?

  override func mapPayload(_ map: Map) {
    if map.mappingType == .fromJSON {
      payload = Mapper<EventPayload>().map(JSON: map.JSON)
    } else {
      payload?.mapping(map: map)
    }
  }
}

/// An event whose payload is an ordinary nested model holding every kind's fields.
package final class PlainEvent: GitHubEvent {
  /// The payload.
  package var payload: PlainEventPayload?

  override func mapPayload(_ map: Map) {
    payload <- map["payload"]
  }
}

/// The user who acted.
package final class EventActor: Mappable {
  var id = 0
  var login = ""
  var displayLogin: String?
  var url: URL?
  var avatarURL: URL?

  /// Creates a model for the mapper.
  package init?(map: Map) {}

  /// Maps the user.
  package func mapping(map: Map) {
    id <- map["id"]
    login <- map["login"]
    displayLogin <- map["display_login"]
    url <- (map["url"], URLTransform())
    avatarURL <- (map["avatar_url"], URLTransform())
  }
}

/// The repository acted on.
package final class EventRepo: Mappable {
  var id = 0
  var name = ""
  var url: URL?

  /// Creates a model for the mapper.
  package init?(map: Map) {}

  /// Maps the repository.
  package func mapping(map: Map) {
    id <- map["id"]
    name <- map["name"]
    url <- (map["url"], URLTransform())
  }
}

/// A commit of a push.
package final class EventCommit: Mappable {
  var sha = ""
  var authorName: String?
  var authorEmail: String?
  var message = ""
  var isDistinct = false
  var url: URL?

  /// Creates a model for the mapper.
  package init?(map: Map) {}

  /// Maps the commit; the author through key paths.
  package func mapping(map: Map) {
    sha <- map["sha"]
    authorName <- map["author.name"]
    authorEmail <- map["author.email"]
    message <- map["message"]
    isDistinct <- map["distinct"]
    url <- (map["url"], URLTransform())
  }
}

/// An issue opened, closed or reopened.
package final class EventIssue: Mappable {
  var id = 0
  var number = 0
  var title = ""
  var state = ""
  var comments = 0
  var userLogin: String?
  var createdAt: Date?

  /// Creates a model for the mapper.
  package init?(map: Map) {}

  /// Maps the issue.
  package func mapping(map: Map) {
    id <- map["id"]
    number <- map["number"]
    title <- map["title"]
    state <- map["state"]
    comments <- map["comments"]
    userLogin <- map["user.login"]
    createdAt <- (map["created_at"], ISO8601DateTransform())
  }
}

/// A repository forked into.
package final class EventForkee: Mappable {
  var id = 0
  var fullName = ""
  var isPrivate = false
  var htmlURL: URL?
  var stars = 0

  /// Creates a model for the mapper.
  package init?(map: Map) {}

  /// Maps the fork.
  package func mapping(map: Map) {
    id <- map["id"]
    fullName <- map["full_name"]
    isPrivate <- map["private"]
    htmlURL <- (map["html_url"], URLTransform())
    stars <- map["stargazers_count"]
  }
}
