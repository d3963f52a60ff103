import ScanViewerFeature
import TomoGTK

/// The study browser (Open PACS…): the server's address and the search fields (Enter in any searches), Search
/// and Cancel, what the search came to, then one row per study (patient; date, description, modalities,
/// counts), the highlighted one marked; a click, or Enter on the highlighted row, opens the study (Open Beside, or
/// Ctrl+B, in a pane of its own beside the series open). Beside the
/// list, the highlighted study's series with thumbnails (`StudyPreviewView`), a click opening one. While the
/// server wants credentials, a sign-in takes the list's place. Over a study library, Import Folder… and the
/// import's progress and summary. It renders the model's `StudyBrowser`.
@MainActor
package final class StudyBrowserView {
    let root = Box(.vertical, spacing: 8)
    let heading = Label(StudyBrowser.title)
    package let server = Entry(placeholder: StudyBrowser.fieldHints.server)
    package let patientName = Entry(placeholder: StudyBrowser.fieldHints.patientName)
    package let patientID = Entry(placeholder: StudyBrowser.fieldHints.patientID)
    package let studyDate = Entry(placeholder: StudyBrowser.fieldHints.studyDate)
    package let modality = Entry(placeholder: StudyBrowser.fieldHints.modality)
    package let accessionNumber = Entry(placeholder: StudyBrowser.fieldHints.accessionNumber)
    package let searchButton = Button(label: "Search")
    package let cancelButton = Button(label: "Cancel")
    package let importButton = Button(label: StudyBrowser.importTitle)
    /// Export Anonymized… of the highlighted study, in a study library, and how the last export went.
    package let exportAnonymizedButton = Button(label: "Export Anonymized…")
    package let anonymizedStatus = Label()
    package let openBesideButton = Button(label: ScanViewerModel.openBesideTitle)
    let spinner = Spinner()
    package let status = Label()
    /// What the last import into a study library came to.
    package let importStatus = Label()
    package let signInView: SignInView
    /// The highlighted study's series.
    package let preview = StudyPreviewView()
    private let list = Box(.vertical, spacing: 4)
    private let scroller: ScrolledWindow
    /// The rows shown, in the studies' order.
    package private(set) var rows: [Row] = []
    /// Whether the fields show the model's text yet (they do from the first render on; then typing leads).
    private var filledFields = false

    /// One study's row.
    @MainActor
    package final class Row {
        let id: String
        package let button: Button
        package let title = Label()
        package let detail = Label()

        init(_ row: StudyBrowser.Row) {
            id = row.id
            title.text = row.title
            title.addCSSClass(ScanViewerStyle.pickerTitleClass)
            detail.text = row.detail
            let text = Box(.vertical, spacing: 2)
            for label in [title, detail] {
                label.horizontalAlignment = .start
                text.append(label)
            }
            button = Button(child: text)
            button.addCSSClass(ScanViewerStyle.pickerRowClass)
        }
    }

    /// A browser whose Search, Cancel, sign-in and rows act on `model`.
    init(model: ScanViewerModel) {
        signInView = SignInView { user, password in
            guard let browser = model.browser else { return }
            Task { await browser.signIn(user: user, password: password) }
        }
        scroller = ScrolledWindow(child: list)
        root.setMargins(16)
        heading.horizontalAlignment = .start
        heading.addCSSClass(ScanViewerStyle.pickerTitleClass)
        root.append(heading)
        root.append(form())
        let buttons = Box(.horizontal, spacing: 8)
        openBesideButton.tooltipText = "Open the highlighted study in a pane of its own beside the series open (Ctrl+B)"
        for widget in [searchButton, cancelButton, openBesideButton, importButton, exportAnonymizedButton, spinner, status] as [Widget] { buttons.append(widget) }
        status.ellipsizes = true
        status.addCSSClass(ScanViewerStyle.dimClass)
        root.append(buttons)
        importStatus.ellipsizes = true
        importStatus.horizontalAlignment = .start
        importStatus.addCSSClass(ScanViewerStyle.dimClass)
        root.append(importStatus)
        anonymizedStatus.ellipsizes = true
        anonymizedStatus.horizontalAlignment = .start
        anonymizedStatus.addCSSClass(ScanViewerStyle.dimClass)
        exportAnonymizedButton.tooltipText = "Write the highlighted study de-identified (PS3.15's Basic Profile, checked for leaks) into a new folder"
        root.append(anonymizedStatus)
        root.append(signInView.root)
        scroller.expandsVertically = true
        scroller.expandsHorizontally = true
        let studies = Box(.horizontal, spacing: 12)
        studies.append(scroller)
        studies.append(preview.root)
        root.append(studies)
        connect(to: model)
    }

    private func form() -> Widget {
        let grid = Grid(columnSpacing: 8, rowSpacing: 4)
        let fields: [(String, Entry)] = [
            ("Server", server), ("Patient", patientName), ("Patient ID", patientID), ("Study date", studyDate),
            ("Modality", modality), ("Accession", accessionNumber),
        ]
        for (row, (name, entry)) in fields.enumerated() {
            let label = Label(name)
            label.horizontalAlignment = .end
            grid.attach(label, column: 0, row: row)
            entry.expandsHorizontally = true
            grid.attach(entry, column: 1, row: row)
        }
        return grid
    }

    private func connect(to model: ScanViewerModel) {
        guard let browser = model.browser else { return }
        let bindings: [(Entry, ReferenceWritableKeyPath<StudyBrowser, String>)] = [
            (server, \.serverText), (patientName, \.patientName), (patientID, \.patientID), (studyDate, \.studyDate),
            (modality, \.modality), (accessionNumber, \.accessionNumber),
        ]
        for (entry, keyPath) in bindings {
            entry.onChanged { [weak entry] in
                guard let entry, browser[keyPath: keyPath] != entry.text else { return }
                browser[keyPath: keyPath] = entry.text
            }
            entry.onActivate { Task { await browser.search() } }
        }
        searchButton.onClicked { Task { await browser.search() } }
        cancelButton.onClicked { model.closeStudyBrowser() }
        importButton.onClicked { model.requestOpen(.importFolder) }
        exportAnonymizedButton.onClicked { model.requestAnonymizedStudyExport() }
        openBesideButton.onClicked {
            guard model.canOpenStudyBeside else { return }
            Task { await model.openStudyBeside(at: browser.highlighted) }
        }
    }

    /// Shows `browser`'s fields (the first time), state, studies and preview, and Open Beside where
    /// `canOpenBeside`; `open` is called with a row's index when it is clicked, and with the highlighted row's
    /// and a series' id when a preview's tile is.
    func render(
        _ browser: StudyBrowser, canOpenBeside: Bool, anonymized: (canExport: Bool, message: String?),
        open: @escaping @MainActor (Int, String?) -> Void
    ) {
        openBesideButton.isVisible = canOpenBeside
        exportAnonymizedButton.isVisible = browser.canImport
        exportAnonymizedButton.isSensitive = anonymized.canExport
        anonymizedStatus.text = anonymized.message ?? ""
        anonymizedStatus.isVisible = anonymized.message != nil
        // The fields show the model's text: what was typed is already there (each keystroke goes to the model),
        // what the model set (a library's address, a search asked for) is put in.
        for (entry, text) in [
            (server, browser.serverText), (patientName, browser.patientName), (patientID, browser.patientID),
            (studyDate, browser.studyDate), (modality, browser.modality), (accessionNumber, browser.accessionNumber),
        ] where entry.text != text {
            entry.text = text
        }
        if !filledFields {
            filledFields = true
            _ = (browser.serverText.isEmpty ? server : patientName).grabFocus()
        }
        spinner.isSpinning = browser.isSearching || browser.isImporting
        spinner.isVisible = browser.isSearching || browser.isImporting
        searchButton.isSensitive = !browser.isSearching
        importButton.isVisible = browser.canImport
        importButton.isSensitive = !browser.isImporting
        importStatus.text = browser.importText ?? ""
        importStatus.isVisible = browser.importText != nil
        status.text = browser.statusText
        let prompt = browser.signInPrompt
        signInView.root.isVisible = prompt != nil
        scroller.isVisible = prompt == nil
        preview.render(prompt == nil ? browser.preview : nil) { [weak browser] id in
            // The preview is of the highlighted study, whichever row that is by the time of the click.
            if let browser { open(browser.highlighted, id) }
        }
        if let prompt { signInView.render(prompt) } else { signInView.reset() }
        let wanted = browser.rows
        if rows.map(\.id) != wanted.map(\.id) {
            rows.forEach { list.remove($0.button) }
            rows = wanted.enumerated().map { index, item in
                let row = Row(item)
                row.button.onClicked { open(index, nil) }
                list.append(row.button)
                return row
            }
        }
        for (index, row) in rows.enumerated() {
            if index == browser.highlighted {
                row.button.addCSSClass(ScanViewerStyle.highlightedClass)
            } else {
                row.button.removeCSSClass(ScanViewerStyle.highlightedClass)
            }
        }
    }
}
