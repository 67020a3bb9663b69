import CrosstalkFacts

/// `crosstalk facts --format json`: every file's facts, in input order, with a stable schema (documented in
/// the README, "Facts JSON"). Each fact is one line (an inline object), so the output diffs well and stays small.
public enum FactsJSONRenderer {
    /// Schema version of the facts output; bumped on any incompatible change.
    public static let schemaVersion = 1

    /// The whole document as one string (tests, small trees).
    public static func render(_ files: [FileFacts], skipped: [(path: String, reason: String)], toolVersion: String) -> String {
        var out = header(toolVersion: toolVersion)
        for (i, file) in files.enumerated() {
            if i > 0 { out.append(chunkSeparator) }
            out += fileChunk(file)
        }
        let totals = Totals(files: files.count, lines: files.reduce(0) { $0 + $1.lineCount }, diagnostics: files.reduce(0) { $0 + $1.diagnostics.count })
        out += footer(totals, skipped: skipped)
        return String(decoding: out, as: UTF8.self)
    }

    /// What the closing `summary` counts, added up as the files stream past.
    public struct Totals: Sendable {
        public var files = 0
        public var lines = 0
        public var diagnostics = 0
        public init(files: Int = 0, lines: Int = 0, diagnostics: Int = 0) {
            self.files = files
            self.lines = lines
            self.diagnostics = diagnostics
        }
    }

    /// The document up to the opening of `"files": [`. The document is streamed: header, the file chunks joined by
    /// `chunkSeparator`, footer. That is why `skipped` and `summary` come last: they are known only once every
    /// file has been read, and the files are written out (and their facts freed) before that.
    public static func header(toolVersion: String) -> [UInt8] {
        var w = JSONWriter(reservingCapacity: 256)
        w.beginObject()
        w.field("version", schemaVersion)
        w.object("tool", inline: true) { w in
            w.field("name", "crosstalk")
            w.field("version", toolVersion)
        }
        w.key("files")
        w.beginArray()
        return w.drain()
    }

    /// Goes between two file chunks.
    public static let chunkSeparator = UInt8(ascii: ",")

    /// One file's object as it appears inside `"files": [ … ]`, without the separator before it: a worker renders
    /// it before knowing whether an earlier file will turn out unreadable and leave this one first.
    public static func fileChunk(_ file: FileFacts) -> [UInt8] {
        // About 300 bytes a fact: one buffer, rarely regrown.
        let factCount = file.types.count + file.properties.count + file.methods.count + file.closures.count + file.subscriptions.count
            + file.assignments.count + file.staticReferences.count + file.notifications.count + file.injections.count
        var w = JSONWriter(continuingAtDepth: 2, afterMembers: false, reservingCapacity: 1024 + factCount * 300)
        fileObject(&w, file)
        return w.drain()
    }

    /// The document from the end of the `files` array on: `skipped`, then `summary`.
    public static func footer(_ totals: Totals, skipped: [(path: String, reason: String)]) -> [UInt8] {
        var w = JSONWriter(continuingAtDepth: 2, afterMembers: totals.files > 0, reservingCapacity: 256 + skipped.count * 128)
        w.endArray()
        w.array("skipped") { w in
            for s in skipped {
                w.object(inline: true) { w in
                    w.field("path", s.path)
                    w.field("reason", s.reason)
                }
            }
        }
        w.object("summary", inline: true) { w in
            w.field("files", totals.files)
            w.field("lines", totals.lines)
            w.field("diagnostics", totals.diagnostics)
            w.field("skipped", skipped.count)
        }
        w.endObject()
        return w.finishBytes()
    }

    static func fileObject(_ w: inout JSONWriter, _ f: FileFacts) {
        w.object { w in
            w.field("path", f.path)
            w.field("lines", f.lineCount)
            w.array("imports", inline: true) { w in for i in f.imports { w.value(i) } }
            list(&w, "diagnostics", f.diagnostics) { w, d in
                at(&w, d.location)
                w.field("message", d.message)
            }
            list(&w, "types", f.types) { w, t in
                w.field("name", t.name)
                w.field("qualifiedName", t.qualifiedName)
                w.field("kind", t.kind.rawValue)
                at(&w, t.location)
                w.field("endLine", t.endLine)
                strings(&w, "inherits", t.inherits)
                strings(&w, "selfConstraints", t.selfConstraints)
                strings(&w, "attributes", t.attributes)
                strings(&w, "modifiers", t.modifiers)
                optional(&w, "parent", t.parent)
                w.field("private", t.isPrivate)
            }
            list(&w, "properties", f.properties) { w, p in
                w.field("name", p.name)
                optional(&w, "owner", p.owner)
                optional(&w, "type", p.typeText)
                optional(&w, "initializer", p.initializer?.text)
                w.field("let", p.isLet)
                w.field("static", p.isStatic)
                w.field("computed", p.isComputed)
                w.field("observers", p.hasObservers)
                w.field("local", p.isLocal)
                w.field("closureTyped", p.isClosureTyped)
                w.field("private", p.isPrivate)
                strings(&w, "modifiers", p.modifiers)
                strings(&w, "attributes", p.attributes)
                at(&w, p.location)
            }
            list(&w, "methods", f.methods) { w, m in
                w.field("name", m.name)
                optional(&w, "owner", m.owner)
                w.field("static", m.isStatic)
                optional(&w, "resultType", m.resultType)
                at(&w, m.location)
            }
            list(&w, "closures", f.closures) { w, c in
                at(&w, c.location)
                w.array("captures") { w in
                    for capture in c.captures {
                        w.object { w in
                            w.field("name", capture.name)
                            w.field("strength", capture.strength.rawValue)
                            optional(&w, "value", capture.value)
                        }
                    }
                }
                w.field("capturesSelfStrongly", c.capturesSelfStrongly)
                optional(&w, "parent", c.parent)
                context(&w, c.context)
            }
            list(&w, "subscriptions", f.subscriptions) { w, s in
                w.field("terminal", s.terminal.rawValue)
                at(&w, s.location)
                strings(&w, "root", s.rootPath)
                w.field("rootIsCall", s.rootIsCall)
                strings(&w, "operators", s.operators)
                strings(&w, "receiveOn", s.receiveSchedulers)
                w.field("disposition", s.disposition.rawValue)
                optional(&w, "storeTarget", s.storeTarget)
                w.array("closures") { w in for c in s.closures { w.value(c) } }
                strings(&w, "functionReferences", s.functionReferences.map { ($0.base.map { $0 + "." } ?? "") + $0.name })
                optional(&w, "assignTarget", s.assignTarget ?? s.assignPublishedTarget)
                context(&w, s.context)
            }
            list(&w, "assignments", f.assignments) { w, a in
                strings(&w, "target", a.target)
                w.field("value", a.value.rawValue)
                optional(&w, "closure", a.closure)
                at(&w, a.location)
                context(&w, a.context)
            }
            list(&w, "staticReferences", f.staticReferences) { w, r in
                w.field("type", r.typeName)
                w.field("member", r.member)
                at(&w, r.location)
                context(&w, r.context)
            }
            list(&w, "notifications", f.notifications) { w, n in
                w.field("kind", n.kind.rawValue)
                w.field("call", n.call)
                w.field("name", n.name)
                w.field("literal", n.isLiteral)
                at(&w, n.location)
                optional(&w, "observerToken", n.observerTokenDisposition?.rawValue)
                context(&w, n.context)
            }
            list(&w, "notificationNames", f.notificationNames) { w, n in
                w.field("name", n.name)
                optional(&w, "rawValue", n.rawValue)
                at(&w, n.location)
            }
            list(&w, "asyncIterations", f.asyncIterations) { w, a in
                strings(&w, "path", a.path)
                w.field("isCall", a.isCall)
                at(&w, a.location)
                context(&w, a.context)
            }
            list(&w, "injections", f.injections) { w, i in
                w.field("kind", i.kind.rawValue)
                w.field("type", i.typeName)
                at(&w, i.location)
                context(&w, i.context)
            }
            list(&w, "suppressions", f.suppressions) { w, s in
                w.field("kind", s.kind.rawValue)
                strings(&w, "rules", s.rules)
                at(&w, s.location)
            }
        }
    }

    /// An array of one-line objects.
    static func list<T>(_ w: inout JSONWriter, _ name: StaticString, _ items: [T], _ body: (inout JSONWriter, T) -> Void) {
        w.array(name) { w in
            for item in items { w.object(inline: true) { w in body(&w, item) } }
        }
    }

    static func at(_ w: inout JSONWriter, _ location: SourceLocation) {
        w.field("line", location.line)
        w.field("column", location.column)
    }

    static func strings(_ w: inout JSONWriter, _ name: StaticString, _ values: [String]) {
        w.array(name, inline: true) { w in for v in values { w.value(v) } }
    }

    static func optional(_ w: inout JSONWriter, _ name: StaticString, _ value: Int?) {
        if let value { w.field(name, value) } else { w.key(name); w.null() }
    }

    static func optional(_ w: inout JSONWriter, _ name: StaticString, _ value: String?) {
        if let value { w.field(name, value) } else { w.key(name); w.null() }
    }

    /// Where the fact sits; named `enclosing…` so it never collides with a fact's own `type`/`member`.
    static func context(_ w: inout JSONWriter, _ c: CodeContext) {
        optional(&w, "enclosingType", c.type)
        w.field("instanceSelf", c.hasInstanceSelf)
        optional(&w, "enclosingMember", c.member)
    }
}
