import CrosstalkFacts
import CrosstalkGraph

/// Who keeps an object a local names: the retain-cycle rules ask it of the object self hands a closure or itself to.
enum LocalOwnership {
    /// `name` is a local that the file never hands on (never passes it bare, never assigns it whole), holding an
    /// object that is not self's: one of a type the sources do not declare (`let connection = NWConnection(…)`,
    /// `let task: URLSessionTask = …`) or read from a static member of such a type (`let context =
    /// NSAnimationContext.current`); a new object (`let helper = ExportHelper()`, or a controller a storyboard
    /// makes: `let editor = storyboard!.instantiateViewController(…) as! EditController`, or a static maker of the type
    /// returning it: `let editor = EditController.instantiate()`; or given one in each branch
    /// after a declaration without a value: `let request: APIRequest`, then `request = SearchRequest(…)`), which the
    /// local alone keeps;
    /// or one read from a parameter of a platform type (`guard let editor = segue.destination as? EditController`,
    /// `let editor = segue.destination as! EditController`), which the platform keeps; or one read from a computed
    /// property whose getter makes a new object on each read (`let options = self.requestOptions`). Nothing self owns holds it.
    ///
    /// A local handed to the construction of another local (`let nav = UINavigationController(rootViewController:
    /// editor)`) is unowned when that local is; one handed to a presentation call (`present(nav, animated: true)`,
    /// or a helper of the sources that presents its parameter, a base class's `onStartSheet(sheet)`) is shown by the platform, which lets it go on dismissal; so is a screen a maker makes (`let detail =
    /// factory.makeDetail(model: model)`) that is only shown, with what it was made from.
    static func isUnowned(_ name: String, before offset: Int, facts: FileFacts, index: ProjectIndex, depth: Int = 0) -> Bool {
        guard depth < 4, let local = facts.nearestLocal(name, before: offset),
              !facts.isHandedOn(name, after: local.location.offset, presenting: facts.handOffsToMethodsElsewhere.isEmpty ? [] : index.presentingHelpers) else { return false }
        // The keeper is declared after the local, before or after the assignment (`editor.onSave = …` then
        // `let nav = UINavigationController(rootViewController: editor)`); names are the file's, so a keeper
        // declared nowhere after it belongs to another function's local of the same name.
        for keeper in facts.heldByLocals[name] ?? [] {
            guard let held = facts.firstLocal(keeper, after: local.location.offset) else { continue }
            if !isUnowned(keeper, before: held.location.offset + 1, facts: facts, index: index, depth: depth + 1) { return false }
        }
        if let i = local.initializer, !i.isClosure {
            if (Vocabulary.constructs(i) && local.typeText == nil) || Vocabulary.instantiatesFromStoryboard(i) { return true }
            // `let options = self.requestOptions` of a computed property whose getter makes a new object each read.
            if !i.isCall, let read = i.root == "self" && i.members.count == 1 ? i.members[0] : i.members.isEmpty ? i.root : nil,
               facts.properties.contains(where: { !$0.isLocal && $0.name == read && $0.getterMakesNewObject }) { return true }
            // `let editor = NoteEditorViewController.instantiate()`: a static maker of the type's own kind.
            if i.isCall, i.members.count == 1, let root = i.root, root.first?.isUppercase == true,
               index.isStaticMaker(i.members[0], of: TypeText.baseName(root)) { return true }
            // `let detail = factory.makeDetail(model: model)` then `push(detail)`, or wrapped in a controller shown the
            // same way (`present(UINavigationController(rootViewController: detail))`): a screen a maker or a static
            // factory makes, which the platform keeps while it is shown.
            // A static factory (`AppStoryboard.Main.segueToPlaylistEdit(…)`, a type's method) has no self to keep it in.
            if i.isCall, facts.shownNames.contains(name) || facts.heldByLocals[name]?.isEmpty == false,
               let method = i.members.last ?? i.root,
               Vocabulary.isMakerMethodName(method) || (!i.members.isEmpty && i.root?.first?.isUppercase == true) { return true }
            if !i.isCall, let root = i.root ?? castSourceRoot(i.text), root.first?.isLowercase == true,
               let source = facts.nearestLocal(root, before: local.location.offset),
               source.isParameter, let type = source.typeText, isPlatformType(TypeText.baseName(TypeText.unwrapped(type)), index: index) { return true }
            // `collectionView.dequeueReusableCell(…) as! PhotoCell` in a data source that keeps no collection view (a
            // representable's coordinator): the view handed in keeps the cell, and nothing of the file keeps the view.
            if let root = dequeuingParameter(i.text), let source = facts.nearestLocal(root, before: local.location.offset), source.isParameter,
               let type = source.typeText.map({ TypeText.baseName(TypeText.unwrapped($0)) }), isPlatformType(type, index: index),
               !keepsViews(of: type, around: local.location.line, facts: facts, index: index) { return true }
        }
        // `let request: APIRequest` given `request = SearchRequest(term:)` or `ListRequest()` in each branch: new objects,
        // which the local alone keeps, as when made at the declaration. Given an existing object anywhere in the file
        // (`request = pinnedRequest`), it may hold self's.
        if local.initializer == nil, !local.isParameter, !facts.heldByLocals.values.contains(where: { $0.contains(name) }) {
            let given = facts.assignments.filter { $0.target == [name] && $0.location.offset > local.location.offset && $0.location.offset < local.scopeEnd }
            if !given.isEmpty, given.allSatisfy({ $0.value == .constructed }) { return true }
        }
        let written: String?
        if let text = local.typeText { written = TypeText.baseName(TypeText.unwrapped(text)) }
        else if let i = local.initializer, Vocabulary.constructs(i), let root = i.root { written = TypeText.baseName(root) }
        // `let context = NSAnimationContext.current`: a static member of a platform type, not constructed here.
        else if let i = local.initializer, !i.isCall, !i.isClosure, i.members.count == 1, let root = i.root { written = root }
        else { written = nil }
        return written.map { isPlatformType($0, index: index) } ?? false
    }

    /// The first name of a cast's operand when the operand reads a member and calls nothing (`segue` in
    /// `segue.destination as! DetailScreen`); nil for anything else (`tableView.dequeueReusableCell(…) as! Cell` makes
    /// or reuses an object the table, self's, keeps; `textField as? SearchField` is the callback's own field).
    static func castSourceRoot(_ text: String) -> String? {
        let words = text.split(separator: " ")
        guard words.count == 3, words[1] == "as!" || words[1] == "as?", words[0].contains("."), !words[0].contains("(") else { return nil }
        let root = words[0].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return root.isEmpty ? nil : String(root)
    }

    /// The parameter a cast dequeues a cell from (`collectionView` of `collectionView.dequeueReusableCell(…) as! Cell`).
    static func dequeuingParameter(_ text: String) -> String? {
        guard text.contains(".dequeueReusable"), text.contains(" as! ") || text.contains(" as? ") else { return nil }
        let root = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return root.first?.isLowercase == true && text.dropFirst(root.count).hasPrefix(".dequeueReusable") ? String(root) : nil
    }

    /// Some type of the file keeps a view of platform type `type` (a stored property of that type), or a type around
    /// `line` is a view or a screen (which owns its views).
    static func keepsViews(of type: String, around line: Int, facts: FileFacts, index: ProjectIndex) -> Bool {
        facts.properties.contains { !$0.isLocal && !$0.isStatic && !$0.isComputed && $0.typeText.map { TypeText.baseName(TypeText.unwrapped($0)) == type } == true }
            || facts.types.contains { t in
                t.location.line <= line && line <= t.endLine
                    && (index.ownsPlatformViews(t.name) || t.inherits.contains(where: Vocabulary.isPlatformViewOrControllerClass))
            }
    }

    /// A capitalized type name the sources declare neither qualified nor by its last component: a platform type.
    static func isPlatformType(_ type: String, index: ProjectIndex) -> Bool {
        guard type.first?.isUppercase == true else { return false }
        let simple = type.split(separator: ".").last.map(String.init) ?? type
        return index.declarations(of: type).isEmpty && index.declarations(of: simple).isEmpty
    }
}
