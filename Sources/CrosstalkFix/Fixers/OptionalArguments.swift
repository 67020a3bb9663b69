import CrosstalkFacts
import CrosstalkGraph
import CrosstalkSyntax

/// `Theme.color(for: self.theme)`: a use of `self` that is a property passed whole to a parameter the sources declare
/// optional. `self?.theme` is then an optional of the same wrapped type, which the parameter takes, so a closure that
/// must return a value keeps returning one (the call's) once self is gone.
enum OptionalArguments {
    /// Whether `use` (a `self` reference) is `self.a.b` passed whole as an argument of `Type.f(…)`, where `Type` is a
    /// type of the sources that inherits nothing (so no overload hides outside them), and every `f` of `Type` whose
    /// labels fit the call declares that parameter optional.
    static func isOptionalArgument(_ use: Int32, file: Int, context: FixContext) -> Bool {
        let tree = context.tree(file)
        let chain = tree[use].parent
        guard chain >= 0, tree[chain].kind == .postfixChain, tree[chain].firstChild == use,
              case let path = Array(tree.children(chain)), path.count >= 2, path.dropFirst().allSatisfy({ tree[$0].kind == .member }) else { return false }
        let argument = tree[chain].parent
        guard argument >= 0, tree[argument].kind == .argument, case let call = tree[argument].parent, call >= 0, tree[call].kind == .call,
              case let callee = tree[call].parent, callee >= 0, tree[callee].kind == .postfixChain else { return false }
        let links = Array(tree.children(callee))
        guard links.count == 3, links[2] == call, tree[links[0]].kind == .reference, tree[links[1]].kind == .member else { return false }
        let typeName = tree.nameText(links[0])
        let function = tree.nameText(links[1])
        guard let labels = argumentLabels(call, tree: tree), let position = Array(tree.children(call)).firstIndex(of: argument) else { return false }
        let sites = context.index.sites[typeName] ?? []
        guard !sites.isEmpty, sites.allSatisfy({ context.index.type($0).inherits.isEmpty }) else { return false }
        var fitting = 0
        for site in sites {
            for method in context.index.files[site.file].methods where method.owner == site.type && method.name == function {
                let declaring = context.tree(site.file)
                guard let node = declaring.node(.function, namedAt: method.location.offset),
                      let clause = declaring.child(node, .parameterClause) else { return false }
                guard let matched = match(labels, to: declaring.parameters(clause)) else { continue }
                guard ClosureResult.isOptional(matched[position].type) else { return false }
                fitting += 1
            }
        }
        return fitting > 0
    }

    /// The label of each argument of a call (`_` for none); nil with a trailing closure, whose label a call may leave out.
    static func argumentLabels(_ call: Int32, tree: SyntaxTree) -> [String]? {
        var labels: [String] = []
        for argument in tree.children(call) {
            guard tree[argument].kind == .argument, tree[argument].flags & ArgumentFlags.isTrailingClosure == 0 else { return nil }
            labels.append(tree[argument].name >= 0 ? tree.nameText(argument) : "_")
        }
        return labels
    }

    /// The parameter each argument goes to, in order, when the labels fit (parameters with defaults may be left
    /// out); nil when they do not.
    static func match(_ labels: [String], to parameters: [DeclaredParameter]) -> [DeclaredParameter]? {
        var matched: [DeclaredParameter] = []
        var next = 0
        for parameter in parameters {
            if next < labels.count && labels[next] == parameter.label {
                matched.append(parameter)
                next += 1
            } else if !parameter.hasDefault {
                return nil
            }
        }
        return next == labels.count ? matched : nil
    }
}
