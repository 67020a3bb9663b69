/// The configuration texts compiled into the binary: the `extends` presets and the `init` starter file.
///
/// The presets are also committed as `Rules/presets/<name>.json` for people and other tools to read, but
/// the binary never looks for those files (it may run far from a checkout); a test fails when the
/// committed files and these constants differ.
public enum Presets {
    /// The preset names `extends` accepts.
    public static let names = ["recommended", "strict", "modular-platform"]

    /// The text of the preset called `name`, nil for an unknown name.
    public static func text(named name: String) -> String? {
        switch name {
        case "recommended": return recommended
        case "strict": return strict
        case "modular-platform": return modularPlatform
        default: return nil
        }
    }

    /// `recommended`: nothing changed, so a config extending it states the defaults explicitly.
    public static let recommended = """
        {
          "description": "The defaults: every rule on or off, and at the severity, that the rule's documentation gives it."
        }

        """

    /// `strict`: every rule on, at its default severity.
    ///
    /// `enableAll` rather than a list of rule ids, so a rule added later is covered without editing the
    /// preset, and the preset cannot name a rule that was renamed.
    public static let strict = """
        {
          "description": "Every rule on, including those off by default, each at its default severity.",
          "enableAll": true
        }

        """

    /// What `crosstalk init` writes: every key, explained, with examples commented out.
    /// A modular platform's decision guide as layers and constraints (Rules/presets/modular-platform.json):
    /// features reach the host only through delegates and injected closures, view models publish with Combine
    /// (a view may hold its view model: injection) and never reach coordinators, NotificationCenter only from declared broadcasters, singletons read only by
    /// coordinators and services.
    public static let modularPlatform = """
        {
          "layers": {
            "host": {
              "modules": ["App", "Host", "*App", "*Host"],
              "paths": ["App/**", "Host/**"],
              "types": ["AppDelegate", "SceneDelegate", "AppCoordinator", "*App"]
            },
            "features": {
              "modules": ["Features", "*Feature", "Feature*"],
              "paths": ["Features/**"]
            },
            "viewModels": {
              "types": ["*ViewModel"]
            },
            "views": {
              "types": ["*View", "*ViewController", "*Screen", "*Cell"]
            },
            "coordinators": {
              "types": ["*Coordinator", "*Router", "*FlowController"]
            },
            "services": {
              "modules": ["Services", "*Service", "*Services", "Core", "Core*"],
              "paths": ["Services/**", "Core/**"],
              "types": ["*Service", "*Repository", "*Client", "*Store"]
            },
            "broadcasters": {
              "types": ["AppDelegate", "SceneDelegate", "*Broadcaster"]
            }
          },
          "architecture": [
            {
              "from": "features",
              "to": "host",
              "allow": ["delegate", "closure"],
              "message": "features talk to the host only through delegate protocols and injected closures"
            },
            {
              "from": "viewModels",
              "to": "views",
              "allow": ["combine", "injection"],
              "message": "view models publish state to their views with Combine"
            },
            {
              "from": "coordinators",
              "to": "viewModels",
              "forbid": ["*"],
              "message": "view models never reach coordinators (a coordinator observes or injects into a view model, not the reverse)"
            },
            {
              "from": ["!broadcasters"],
              "to": "*",
              "forbid": ["notification"],
              "message": "NotificationCenter is only for broadcasts from the declared broadcasters (AppDelegate, SceneDelegate, *Broadcaster)"
            },
            {
              "from": "*",
              "to": ["!coordinators", "!services"],
              "forbid": ["singleton"],
              "message": "singletons are read only by coordinators and services; inject them everywhere else"
            }
          ]
        }

        """

    public static let starter = """
        // Crosstalk configuration. Comments and trailing commas are fine here.
        // 'crosstalk rules' lists the rules; 'crosstalk explain RULE' shows one with its options.
        {
          // Start from a preset: "recommended" (the defaults) or "strict" (every rule on),
          // or from another file, as a path relative to this one ("../base.json").
          "extends": "recommended",

          // Globs are relative to this file's folder. A pattern without a slash matches a file
          // or folder name at any depth, like .gitignore: "Generated" skips every Generated folder.
          // .build, .git, Pods, Carthage, DerivedData and .swiftpm are always skipped.
          "include": [],
          "exclude": [
            // "Generated",
            // "*.pb.swift",
          ],

          // Builds (the CrosstalkBuildPlugin, an Xcode Run Script phase with --format xcode) show every
          // finding as a warning; true makes error findings errors that fail the build.
          "failBuildOnErrors": false,

          // Where your team publishes this repository: SARIF then links each rule to <documentationURL>/Rules/<id>.md.
          // "documentationURL": "https://git.example.com/ios/crosstalk/-/blob/main",

          // Per rule: "error", "warning", "info", "on" (its default severity) or "off",
          // or an object with an optional "severity" and the rule's options.
          "rules": {
            // "subject_exposed": "warning",
            // "mutable_singleton": { "severity": "error", "names": ["shared", "instance"] },
          },

          // Modules group files for 'crosstalk graph --level module' and for layers.
          // Default: SwiftPM targets when a Package.swift is found, else top-level folders.
          "modules": {
            // "Networking": ["Sources/API", "Sources/Transport"],
          },

          // Layers: name → the modules, path globs and type-name patterns that belong to it.
          // A bare array lists module names.
          "layers": {
            // "ui": { "modules": ["App"], "types": ["*View", "*ViewController", "*ViewModel"] },
            // "domain": ["Domain"],
            // "data": { "paths": ["Sources/Persistence"] },
          },

          // How information may flow from one layer to another (edges point from publisher to
          // subscriber, singleton to reader, service to dependent, …), by mechanism: combine,
          // delegate, closure, singleton, notification, async_stream, injection. "allow" lists the
          // only permitted mechanisms, "forbid" the forbidden ones; "except" exempts type names or
          // patterns; "message" replaces the generic finding text.
          "architecture": [
            // { "from": "domain", "to": "ui", "allow": ["combine"] },
            // { "from": "data", "to": "ui", "forbid": ["singleton"], "message": "inject data services instead of reading singletons" },
          ],
        }

        """
}
