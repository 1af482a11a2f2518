// swift-tools-version: 6.0
// A throwaway package that Scripts/check-generated-models.sh copies into a temporary folder,
// with the generated models and the calls that check them. It depends on the ModelMapper
// checkout named by MODELMAPPER_CHECKOUT, as a user's package depends on a clone by path
// (the package is named after the checkout's folder, whatever it is called).
import Foundation
import PackageDescription

let checkout = Context.environment["MODELMAPPER_CHECKOUT"] ?? "../.."

let package = Package(
  name: "GeneratedModelsCheck",
  dependencies: [.package(path: checkout)],
  targets: [
    .executableTarget(
      name: "GeneratedModelsCheck",
      dependencies: [.product(name: "ModelMapper", package: URL(fileURLWithPath: checkout).lastPathComponent)],
      path: "Sources"
    )
  ],
  swiftLanguageModes: [.v6]
)
