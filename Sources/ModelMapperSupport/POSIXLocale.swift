import Foundation

/// The locale of fixed formats (`en_US_POSIX`): dates and numbers read and written the same
/// way whatever the user's locale.
package let _posixLocale = Locale(identifier: "en_US_POSIX")
