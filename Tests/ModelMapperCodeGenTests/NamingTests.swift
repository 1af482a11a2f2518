import Testing

@testable import ModelMapperCodeGen

@Suite("Names from keys")
struct NamingTests {
  @Test(
    "property names are camelCase, with acronyms in capitals and keywords escaped",
    arguments: [
      ("created_at", "createdAt"), ("user-name", "userName"), ("userName", "userName"), ("UserName", "userName"),
      ("id", "id"), ("user_id", "userID"), ("avatar_url", "avatarURL"), ("html_url", "htmlURL"), ("2x", "key2x"),
      ("", "field"), ("@type", "type"), ("class", "class"), ("self", "selfValue"), ("Type", "type"),
      ("ID", "id"), ("profile_image_url_https", "profileImageURLHTTPS"),
    ])
  func properties(key: String, expected: String) {
    #expect(Naming.propertyName(key) == expected)
  }

  @Test("keywords are written between backticks")
  func escaping() {
    #expect(Naming.escaped("class") == "`class`")
    #expect(Naming.escaped("default") == "`default`")
    #expect(Naming.escaped("name") == "name")
  }

  @Test(
    "element types are singular",
    arguments: [
      ("friends", "Friend"), ("statuses", "Status"), ("categories", "Category"), ("user_mentions", "UserMention"),
      ("boxes", "Box"), ("media", "Media"), ("people", "Person"), ("pic_infos", "PicInfo"), ("news", "News"),
      ("address", "Address"), ("urls", "URL"), ("indices", "Index"),
    ])
  func elements(key: String, expected: String) {
    #expect(Naming.elementTypeName(key) == expected)
  }
}
