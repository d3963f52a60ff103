import FeatureSupport
import ImageGridFeature
import PhotoBrowserFeature
import ScanViewerFeature
import SliderTestFeature
import TomoCore

extension AppScreen {
    /// Every screen, in the order the app lists them.
    public static let all: [AppScreen] = [ct, grid, photos, slider]

    /// The CT scan viewer: opens the series asked for (or the source's default, or a study library's studies)
    /// in the preset asked for, from the locations given (files, folders, a server, a library), else from the
    /// API, through the app's sources.
    public static let ct = AppScreen(
        id: "ct", title: "CT scan", keyHelp: ScanViewerModel.keyHelp, needsAPI: { $0.locations.isEmpty },
        openFiles: { model, paths in await (model as? ScanViewerModel)?.receive(paths: paths) }
    ) { context in
        let launch = ScanViewerLaunch(
            locations: context.settings.locations, credentials: context.settings.credentials,
            apiURL: context.settings.locations.isEmpty ? context.requiredAPIURL : nil,
            client: context.session.client, pipeline: context.session.pipeline)
        let model = ScanViewerModel(environment: context.sources.scanViewer(launch))
        return ScreenInstance(model) {
            await model.start(seriesID: context.settings.seriesID)
            guard let name = context.settings.presetName, !model.selectPreset(named: name),
                  let warning = model.presetWarning(forUnknownPreset: name)
            else { return }
            context.notify(warning)
        }
    }

    /// The image grid of media coverages.
    public static let grid = AppScreen(id: "grid", title: "Image grid", keyHelp: ImageGridModel.keyHelp) { context in
        let model = ImageGridModel(source: .live(baseURL: context.requiredAPIURL, pipeline: context.session.pipeline))
        return ScreenInstance(model) { await model.start() }
    }

    /// The Lorem Picsum photo browser.
    public static let photos = AppScreen(id: "photos", title: "Photos", keyHelp: PhotoBrowserModel.keyHelp) { context in
        let model = PhotoBrowserModel(source: .live(baseURL: context.requiredAPIURL, pipeline: context.session.pipeline))
        return ScreenInstance(model) { await model.start() }
    }

    /// The slider test.
    public static let slider = AppScreen(id: "slider", title: "Slider test", keyHelp: SliderTestModel.keyHelp) { context in
        let model = SliderTestModel(environment: .live(baseURL: context.requiredAPIURL, client: context.session.client))
        return ScreenInstance(model) { await model.start() }
    }
}
