import Foundation
import TomoCore
import TomoDICOM

/// The overlay planes of a DICOMweb series' instances, whose bits its metadata gives as bulk data: fetched
/// once per instance, when its slice is first shown or filled, then kept. A plane whose bits do not come (the
/// server fails, too few bytes) is left out; the image shows without it.
final class DICOMwebOverlays: Sendable {
    private let client: HTTPClient
    /// Each instance's fetch, under way or done, by its place.
    private let fetches = Locked<[InstanceLocation: Task<[OverlayPlane], Never>]>([:])
    /// Each instance's planes once fetched, by its place.
    private let fetched = Locked<[InstanceLocation: [OverlayPlane]]>([:])

    init(client: HTTPClient) {
        self.client = client
    }

    /// `instance`'s planes with their bits, fetched now unless they were (at once when it awaits none).
    func load(_ instance: DICOMInstance) async {
        guard instance.overlays.contains(where: \.awaitsBits), fetched.withLock({ $0[instance.location] }) == nil else { return }
        let client = client
        let fetch = fetches.withLock { fetches in
            if let fetch = fetches[instance.location] { return fetch }
            let fetch = Task {
                var planes: [OverlayPlane] = []
                for plane in instance.overlays {
                    guard plane.awaitsBits else {
                        planes.append(plane)
                        continue
                    }
                    guard let uri = plane.bulkDataURI.flatMap({ URL(string: $0, relativeTo: instance.location.webURL) }),
                          let data = try? await client.send(DICOMwebAPI.bulkData(at: uri.absoluteURL)),
                          let filled = try? plane.filled(with: [UInt8](data))
                    else { continue }
                    planes.append(filled)
                }
                return planes
            }
            fetches[instance.location] = fetch
            return fetch
        }
        let planes = await fetch.value
        fetched.withLock { $0[instance.location] = planes }
    }

    /// `instance`'s planes: with their bits once `load` has fetched them, else as its metadata gave them.
    func planes(of instance: DICOMInstance) -> [OverlayPlane] {
        fetched.withLock { $0[instance.location] } ?? instance.overlays
    }
}
