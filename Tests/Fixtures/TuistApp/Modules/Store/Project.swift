import ProjectDescription
import ProjectDescriptionHelpers

let name = "Store"

let project = Project.makeModule(name: name, dependencies: [])
