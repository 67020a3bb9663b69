import CrosstalkFacts

/// The facts of Swift Concurrency, SwiftUI modifiers and wiring (tasks, stream events, view modifiers, observer
/// blocks, stored parameters, calls, factory results, container registrations) in `crosstalk facts` JSON.
enum ConcurrencyFactsJSON {
    /// Writes the lists into the file object, in the order `Schemas/facts.schema.json` lists them.
    static func write(_ w: inout JSONWriter, _ f: FileFacts) {
        typealias R = FactsJSONRenderer
        R.list(&w, "tasks", f.tasks) { o, t in
            o.field("detached", t.isDetached)
            R.at(&o, t.location)
            o.field("closure", t.closure)
            o.field("disposition", t.disposition.rawValue)
            o.field("handle", t.handle)
            o.field("cancelledInDeinit", t.cancelledInDeinit)
            o.field("cancelledByMethod", t.cancelledByMethod)
            o.field("bareNames", t.bareNames.map(\.name))
            R.context(&o, t.context)
        }
        R.list(&w, "asyncStreamEvents", f.asyncStreamEvents) { o, e in
            o.field("kind", e.kind.rawValue)
            o.field("path", e.path)
            R.at(&o, e.location)
            R.context(&o, e.context)
        }
        R.list(&w, "viewModifiers", f.viewModifiers) { o, m in
            o.field("kind", m.kind.rawValue)
            o.field("path", m.path)
            o.field("pathIsCall", m.pathIsCall)
            o.field("closure", m.closure)
            R.at(&o, m.location)
            R.context(&o, m.context)
        }
        R.list(&w, "observerBlocks", f.observerBlocks) { o, b in
            o.field("name", b.name)
            o.field("closure", b.closure)
            R.at(&o, b.location)
            R.context(&o, b.context)
        }
        R.list(&w, "storedParameters", f.storedParameters) { o, p in
            o.field("property", p.property)
            o.field("label", p.label)
            o.field("type", p.typeText)
            o.field("closureTyped", p.isClosure)
            o.field("function", p.function)
            o.field("initializer", p.isInitializer)
            R.at(&o, p.location)
            R.context(&o, p.context)
        }
        R.list(&w, "calls", f.calls) { o, c in
            o.field("callee", c.callee)
            o.field("construction", c.isConstruction)
            o.objects("arguments", c.arguments) { o, a in
                o.field("label", a.label)
                o.field("value", a.value.rawValue)
                o.field("names", a.names)
                o.field("closure", a.closure)
            }
            R.at(&o, c.location)
            R.context(&o, c.context)
        }
        R.list(&w, "factoryResults", f.factoryResults) { o, r in
            o.field("method", r.method)
            o.field("type", r.typeName)
            R.at(&o, r.location)
            R.context(&o, r.context)
        }
        R.list(&w, "containerRegistrations", f.containerRegistrations) { o, r in
            o.field("service", r.service)
            o.field("implementation", r.implementation)
            R.at(&o, r.location)
            R.context(&o, r.context)
        }
    }
}
