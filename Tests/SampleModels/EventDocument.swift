import ModelMapper
import SeededRandom

/// A page of GitHub's events API (`GET /users/{user}/received_events`), generated: events of
/// five kinds whose `payload` differs by `type`, as GitHub clients map them through a class
/// cluster (see `BenchmarkModels/GitHubEvent.swift`).
extension SampleDocuments {
  /// An array of `count` events.
  package static func eventPage(seed: UInt64 = 6, events count: Int = 100) -> JSONValue {
    var random = SeededGenerator(seed: seed)
    return .array((0..<count).map { index in event(&random, id: 31_000_000_000 + index) })
  }

  static func event(_ random: inout SeededGenerator, id: Int) -> JSONValue {
    let login = random.pick(eventLogins)
    let actorID = random.int(in: 1...9_999_999)
    let repoName = random.pick(eventLogins) + "/" + random.pick(["ModelMapper", "swift-nio", "dotfiles", "website"])
    let type = random.pick(["PushEvent", "PushEvent", "IssuesEvent", "WatchEvent", "CreateEvent", "ForkEvent"])
    return [
      "id": .string(String(id)),
      "type": .string(type),
      "actor": [
        "id": .int(actorID), "login": .string(login), "display_login": .string(login), "gravatar_id": "",
        "url": .string("https://api.github.com/users/" + login),
        "avatar_url": .string("https://avatars.githubusercontent.com/u/\(actorID)?"),
      ],
      "repo": [
        "id": .int(random.int(in: 1...900_000_000)), "name": .string(repoName),
        "url": .string("https://api.github.com/repos/" + repoName),
      ],
      "payload": eventPayload(&random, type: type, repo: repoName),
      "public": true,
      "created_at": .string(random.isoDate(fraction: false, utc: true)),
    ]
  }

  static func eventPayload(_ random: inout SeededGenerator, type: String, repo: String) -> JSONValue {
    switch type {
    case "PushEvent":
      let commits = (0..<random.int(in: 1...3)).map { _ -> JSONValue in
        let sha = random.sha()
        return [
          "sha": .string(sha),
          "author": [
            "email": .string(random.token(7) + "@users.noreply.github.com"), "name": .string(random.pick(eventLogins)),
          ],
          "message": .string(random.pick(commitMessages)), "distinct": .bool(random.chance(0.9)),
          "url": .string("https://api.github.com/repos/\(repo)/commits/\(sha)"),
        ]
      }
      return [
        "repository_id": .int(random.int(in: 1...900_000_000)), "push_id": .int(random.int(in: 1...99_999_999_999)),
        "size": .int(commits.count), "distinct_size": .int(commits.count),
        "ref": .string("refs/heads/" + random.pick(["main", "develop", "fix/parser"])), "head": .string(random.sha()),
        "before": .string(random.sha()), "commits": .array(commits),
      ]
    case "IssuesEvent":
      return [
        "action": .string(random.pick(["opened", "closed", "reopened"])),
        "issue": [
          "id": .int(random.int(in: 1...3_000_000_000)), "number": .int(random.int(in: 1...9_999)),
          "title": .string(random.pick(commitMessages)), "state": .string(random.pick(["open", "closed"])),
          "comments": .int(random.int(in: 0...40)),
          "user": ["login": .string(random.pick(eventLogins)), "id": .int(random.int(in: 1...9_999_999))],
          "created_at": .string(random.isoDate(fraction: false, utc: true)),
        ],
      ]
    case "WatchEvent":
      return ["action": "started"]
    case "CreateEvent":
      let tag = random.chance(0.5)
      return [
        "ref": .string(tag ? "v1.\(random.int(in: 0...20)).0" : "feature/" + random.token(5)),
        "ref_type": .string(tag ? "tag" : "branch"), "master_branch": "main",
        "description": .string(random.pick(commitMessages)), "pusher_type": "user",
      ]
    default:
      let name = random.pick(["ModelMapper", "swift-nio", "dotfiles", "website"])
      let owner = random.pick(eventLogins)
      return [
        "forkee": [
          "id": .int(random.int(in: 1...900_000_000)), "name": .string(name), "full_name": .string(owner + "/" + name),
          "private": false, "html_url": .string("https://github.com/\(owner)/\(name)"),
          "stargazers_count": .int(random.int(in: 0...5_000)),
        ]
      ]
    }
  }

  static let eventLogins = ["octocat", "ada-l", "ghopper", "elodie", "yamada", "joao-s", "dependabot[bot]"]
  static let commitMessages = [
    "Fix the parser on truncated input", "Add ISO 8601 dates", "Update README.md", "Bump version to 1.2.0",
    "Écrire les dates sans ICU", "Merge pull request #42 from fix/parser",
  ]
}

extension SeededGenerator {
  /// A 40-digit hexadecimal commit hash.
  mutating func sha() -> String {
    String((0..<40).map { _ in "0123456789abcdef".randomElement(using: &self)! })
  }
}
