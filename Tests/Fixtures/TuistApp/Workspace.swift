import ProjectDescription

let workspace = Workspace(name: "Shop", projects: ["App", "Modules/**"])
