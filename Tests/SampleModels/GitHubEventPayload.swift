import Foundation
import ModelMapper

/// The payload of an event, as a class cluster: `objectForMapping(map:)` reads the event's
/// `type` and picks the subclass, which maps its fields from the event's JSON through
/// `payload.` key paths (both ways).
package class EventPayload: StaticMappable {
  /// Creates an empty payload.
  package init() {}

  /// The subclass for the event's `type`; the base class for kinds it does not know.
  package class func objectForMapping(map: Map) -> BaseMappable? {
    switch map["type"].value() as EventKind? {
    case .push: return PushPayload()
    case .issues: return IssuesPayload()
    case .watch, .none: return EventPayload()
    case .create: return CreatePayload()
    case .fork: return ForkPayload()
    }
  }

  /// Maps nothing: the subclasses map their fields.
  package func mapping(map: Map) {}
}

/// The payload of a push.
package final class PushPayload: EventPayload {
  var pushID = 0
  var size = 0
  var ref = ""
  var head = ""
  var before = ""
  var commits: [EventCommit] = []

  override package func mapping(map: Map) {
    pushID <- map["payload.push_id"]
    size <- map["payload.size"]
    ref <- map["payload.ref"]
    head <- map["payload.head"]
    before <- map["payload.before"]
    commits <- map["payload.commits"]
  }
}

/// The payload of an issue event.
package final class IssuesPayload: EventPayload {
  var action = ""
  var issue: EventIssue?

  override package func mapping(map: Map) {
    action <- map["payload.action"]
    issue <- map["payload.issue"]
  }
}

/// The payload of a branch or tag created.
package final class CreatePayload: EventPayload {
  var ref: String?
  var refType = ""
  var masterBranch = ""
  var summary: String?

  override package func mapping(map: Map) {
    ref <- map["payload.ref"]
    refType <- map["payload.ref_type"]
    masterBranch <- map["payload.master_branch"]
    summary <- map["payload.description"]
  }
}

/// The payload of a fork.
package final class ForkPayload: EventPayload {
  var forkee: EventForkee?

  override package func mapping(map: Map) {
    forkee <- map["payload.forkee"]
  }
}

/// The payload as one ordinary model with every kind's fields, read relative to the
/// payload object.
package final class PlainEventPayload: Mappable {
  var action: String?
  var pushID = 0
  var size = 0
  var ref: String?
  var head: String?
  var before: String?
  var commits: [EventCommit] = []
  var issue: EventIssue?
  var refType: String?
  var masterBranch: String?
  var summary: String?
  var forkee: EventForkee?

  /// Creates a model for the mapper.
  package init?(map: Map) {}

  /// Maps every kind's fields.
  package func mapping(map: Map) {
    action <- map["action"]
    pushID <- map["push_id"]
    size <- map["size"]
    ref <- map["ref"]
    head <- map["head"]
    before <- map["before"]
    commits <- map["commits"]
    issue <- map["issue"]
    refType <- map["ref_type"]
    masterBranch <- map["master_branch"]
    summary <- map["description"]
    forkee <- map["forkee"]
  }
}
