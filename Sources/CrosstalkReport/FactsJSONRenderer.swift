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
            fileChunk(file).withUnsafeBytes { out += $0 }
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
    public static func fileChunk(_ file: FileFacts) -> JSONChunk {
        // About 300 bytes a fact: one buffer, rarely regrown.
        let factCount = file.types.count + file.properties.count + file.methods.count + file.closures.count + file.subscriptions.count
            + file.assignments.count + file.staticReferences.count + file.notifications.count + file.injections.count
        var w = JSONWriter(continuingAtDepth: 2, afterMembers: false, reservingCapacity: 1024 + factCount * 300)
        fileObject(&w, file)
        return w.chunk()
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
            list(&w, "diagnostics", f.diagnostics) { o, d in
                at(&o, d.location)
                o.field("message", d.message)
            }
            list(&w, "types", f.types) { o, t in
                o.field("name", t.name)
                o.field("qualifiedName", t.qualifiedName)
                o.field("kind", t.kind.rawValue)
                at(&o, t.location)
                o.field("endLine", t.endLine)
                o.field("inherits", t.inherits)
                o.field("selfConstraints", t.selfConstraints)
                o.field("attributes", t.attributes)
                o.field("modifiers", t.modifiers)
                o.field("parent", t.parent)
                o.field("private", t.isPrivate)
            }
            list(&w, "properties", f.properties) { o, p in
                o.field("name", p.name)
                o.field("owner", p.owner)
                o.field("type", p.typeText)
                o.field("initializer", p.initializer?.text)
                o.field("let", p.isLet)
                o.field("static", p.isStatic)
                o.field("computed", p.isComputed)
                o.field("observers", p.hasObservers)
                o.field("local", p.isLocal)
                o.field("closureTyped", p.isClosureTyped)
                o.field("private", p.isPrivate)
                o.field("modifiers", p.modifiers)
                o.field("attributes", p.attributes)
                at(&o, p.location)
            }
            list(&w, "methods", f.methods) { o, m in
                o.field("name", m.name)
                o.field("owner", m.owner)
                o.field("static", m.isStatic)
                o.field("resultType", m.resultType)
                at(&o, m.location)
            }
            list(&w, "closures", f.closures) { o, c in
                at(&o, c.location)
                o.objects("captures", c.captures) { o, capture in
                    o.field("name", capture.name)
                    o.field("strength", capture.strength.rawValue)
                    o.field("value", capture.value)
                }
                o.field("capturesSelfStrongly", c.capturesSelfStrongly)
                o.field("parent", c.parent)
                context(&o, c.context)
            }
            list(&w, "subscriptions", f.subscriptions) { o, s in
                o.field("terminal", s.terminal.rawValue)
                at(&o, s.location)
                o.field("root", s.rootPath)
                o.field("rootIsCall", s.rootIsCall)
                o.field("operators", s.operators)
                o.field("receiveOn", s.receiveSchedulers)
                o.field("disposition", s.disposition.rawValue)
                o.field("storeTarget", s.storeTarget)
                o.field("closures", s.closures)
                o.field("functionReferences", s.functionReferences.map { ($0.base.map { $0 + "." } ?? "") + $0.name })
                o.field("assignTarget", s.assignTarget ?? s.assignPublishedTarget)
                context(&o, s.context)
            }
            list(&w, "assignments", f.assignments) { o, a in
                o.field("target", a.target)
                o.field("value", a.value.rawValue)
                o.field("closure", a.closure)
                at(&o, a.location)
                context(&o, a.context)
            }
            list(&w, "staticReferences", f.staticReferences) { o, r in
                o.field("type", r.typeName)
                o.field("member", r.member)
                at(&o, r.location)
                context(&o, r.context)
            }
            list(&w, "notifications", f.notifications) { o, n in
                o.field("kind", n.kind.rawValue)
                o.field("call", n.call)
                o.field("name", n.name)
                o.field("literal", n.isLiteral)
                at(&o, n.location)
                o.field("observerToken", n.observerTokenDisposition?.rawValue)
                context(&o, n.context)
            }
            list(&w, "notificationNames", f.notificationNames) { o, n in
                o.field("name", n.name)
                o.field("rawValue", n.rawValue)
                at(&o, n.location)
            }
            list(&w, "asyncIterations", f.asyncIterations) { o, a in
                o.field("path", a.path)
                o.field("isCall", a.isCall)
                o.field("shape", a.shape.rawValue)
                o.field("closure", a.closure)
                o.field("selfReboundBefore", a.selfReboundBefore)
                o.field("leavesAfterOnePass", a.leavesAfterOnePass)
                at(&o, a.location)
                context(&o, a.context)
            }
            list(&w, "injections", f.injections) { o, i in
                o.field("kind", i.kind.rawValue)
                o.field("type", i.typeName)
                at(&o, i.location)
                context(&o, i.context)
            }
            ConcurrencyFactsJSON.write(&w, f)
            list(&w, "suppressions", f.suppressions) { o, s in
                o.field("kind", s.kind.rawValue)
                o.field("rules", s.rules)
                at(&o, s.location)
            }
        }
    }

    /// An array of one-line objects, one per fact, each written by `body` from the fact read in place.
    static func list<T>(_ w: inout JSONWriter, _ name: StaticString, _ items: [T], _ body: (inout InlineObjectWriter, InPlace<T>) -> Void) {
        w.inlineObjects(name, items, body)
    }

    static func at(_ o: inout InlineObjectWriter, _ location: SourceLocation) {
        o.field("line", location.line)
        o.field("column", location.column)
    }

    /// Where the fact sits; named `enclosing…` so it never collides with a fact's own `type`/`member`.
    static func context(_ o: inout InlineObjectWriter, _ c: CodeContext) {
        o.field("enclosingType", c.type)
        o.field("instanceSelf", c.hasInstanceSelf)
        o.field("enclosingMember", c.member)
    }
}
