import CrosstalkFacts

/// `crosstalk facts --format json`: every file's facts, in input order, with a stable schema (documented in
/// the README, "Facts JSON"). Each fact is one line (an inline object), so the output diffs well and stays small.
public enum FactsJSONRenderer {
    /// Schema version of the facts output; bumped on any incompatible change.
    public static let schemaVersion = 1

    /// The whole document as one string (tests, small trees).
    public static func render(_ files: [FileFacts], skipped: [(path: String, reason: String)], toolVersion: String) -> String {
        var out: [UInt8] = []
        render(files, skipped: skipped, toolVersion: toolVersion, emit: { out += $0 }, renderFiles: { $0.indices.map { i in fileChunk(files[i], first: i == 0) } })
        return String(decoding: out, as: UTF8.self)
    }

    /// Streams the document to `emit`. `renderFiles` turns a batch of files into their chunks (`fileChunk`),
    /// in order; the driver does it on worker threads. Batches keep memory flat however large the tree.
    public static func render(_ files: [FileFacts], skipped: [(path: String, reason: String)], toolVersion: String,
                              emit: ([UInt8]) -> Void, renderFiles: (ArraySlice<FileFacts>) -> [[UInt8]]) {
        var w = JSONWriter(reservingCapacity: 1 << 12)
        w.beginObject()
        w.field("version", schemaVersion)
        w.object("tool", inline: true) { w in
            w.field("name", "crosstalk")
            w.field("version", toolVersion)
        }
        w.object("summary", inline: true) { w in
            w.field("files", files.count)
            w.field("lines", files.reduce(0) { $0 + $1.lineCount })
            w.field("diagnostics", files.reduce(0) { $0 + $1.diagnostics.count })
            w.field("skipped", skipped.count)
        }
        w.array("skipped") { w in
            for s in skipped {
                w.object(inline: true) { w in
                    w.field("path", s.path)
                    w.field("reason", s.reason)
                }
            }
        }
        w.key("files")
        w.beginArray()
        emit(w.drain())
        let batch = 512
        var start = 0
        while start < files.count {
            let end = min(files.count, start + batch)
            for chunk in renderFiles(files[start ..< end]) { emit(chunk) }
            start = end
        }
        if !files.isEmpty { w.noteElementsWrittenElsewhere() }
        w.endArray()
        w.endObject()
        emit(w.finishBytes())
    }

    /// One file's object as it appears inside `"files": [ … ]` (with its leading comma unless it is the first).
    public static func fileChunk(_ file: FileFacts, first: Bool) -> [UInt8] {
        // About 300 bytes a fact: one buffer, rarely regrown.
        let factCount = file.types.count + file.properties.count + file.methods.count + file.closures.count + file.subscriptions.count
            + file.assignments.count + file.staticReferences.count + file.notifications.count + file.injections.count
        var w = JSONWriter(continuingAtDepth: 2, afterMembers: !first, reservingCapacity: 1024 + factCount * 300)
        fileObject(&w, file)
        return w.drain()
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
