import Foundation
import TomoCore

extension CTVolume {
    /// The volume seen through `camera` on a `width` × `height` image, each pixel the `projection` (MIP, MinIP,
    /// mean) of the volume's values along the ray through its centre in the camera's direction: sampled
    /// trilinearly every half of the smallest voxel spacing, at whole steps from the image's plane (which passes
    /// through the volume's centre), within the volume's box (its outer faces; the outermost half voxel takes the
    /// outermost voxel's value). With `bounds` (a window's values), each pixel is held within them, which lets a
    /// MIP pass over what lies wholly below them and stop once it reaches the top (a MinIP the other way about):
    /// what a window over `bounds` shows is the same. Samples that need a slice which has not arrived are left
    /// out; a pixel whose ray meets no sample is air. The rays are spread over `threads` in tiles, each pixel
    /// worked out on its own: the image is the same, byte for byte, whatever their number. `options` may sample
    /// more coarsely (a draft while a view turns) or give up on an image no longer wanted.
    /// - Throws: `ObliquePlaneError` for an image size or zoom that makes no plane.
    public func projection(
        _ projection: SlabProjection, camera: VolumeCamera, width: Int, height: Int, within bounds: ClosedRange<Double>? = nil,
        options: RayCastingOptions = RayCastingOptions(), threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(ObliquePlaneError) -> VolumeSection {
        let plane = try camera.imagePlane(of: geometry, width: width, height: height)
        if let (coarse, options) = coarse(for: options) {
            return coarse.projected(projection, plane: plane, camera: camera, within: bounds, options: options, threads: threads)
        }
        return projected(projection, plane: plane, camera: camera, within: bounds, options: options, threads: threads)
    }

    /// `projection` on `plane`, seen through `camera`, as `projection(_:camera:width:height:within:options:threads:)`.
    private func projected(
        _ projection: SlabProjection, plane: ObliquePlane, camera: VolumeCamera, within bounds: ClosedRange<Double>?, options: RayCastingOptions,
        threads: Int
    ) -> VolumeSection {
        let (width, height) = (plane.width, plane.height)
        let rays = CameraRays(
            plane: plane, camera: camera, geometry: geometry, step: options.sampleSpacing, crop: options.crop, cutAway: options.cutAway)
        var samples = [Int16](repeating: 0, count: width * height)
        let storage = readSlicesWithBricks { voxels, isFilled, storage, bricks -> Rescale in
            let air = VolumeSection.outside(in: storage)
            let held = Self.storedBounds(bounds, in: storage)
            // The bricks wholly beyond the window's far end, passed over; and those that cannot reach its near end,
            // passed over while a ray looks for a sample at that end first.
            let (space, reaching): (EmptySpace?, EmptySpace?) = switch projection {
            case .mip:
                (held.lowerBound > -.infinity ? emptySpaces.space(bricks) { _, high in Float(high) <= held.lowerBound } : nil,
                 held.upperBound < .infinity ? emptySpaces.space(bricks) { _, high in Float(high) < held.upperBound } : nil)
            case .minip:
                (held.upperBound < .infinity ? emptySpaces.space(bricks) { low, _ in Float(low) >= held.upperBound } : nil,
                 held.lowerBound > -.infinity ? emptySpaces.space(bricks) { low, _ in Float(low) > held.lowerBound } : nil)
            case .mean: (nil, nil)
            }
            samples.withUnsafeMutableBufferPointer { output in
                let caster = RayCaster(voxels: voxels, filled: (0..<geometry.sliceCount).map(isFilled), bricks: bricks, geometry: geometry)
                let target = PixelTarget(pointer: output.baseAddress!)
                RayCaster.forEachPixel(width: width, height: height, threads: threads, isStale: options.isStale) { column, row in
                    let value = rays.ray(column: column, row: row).flatMap {
                        caster.project(projection, along: $0, skipping: space, reaching: reaching, within: held)
                    }
                    target.pointer[row * width + column] = value.map { Int16(max(-32768, min(32767, $0.rounded()))) } ?? air
                }
            }
            return storage
        }
        return VolumeSection(oblique: plane, samples: samples, rescale: storage, filledRows: [Bool](repeating: true, count: height))
    }

    /// The volume seen through `camera` on a `width` × `height` image, composited front to back along each
    /// pixel's ray (sampled as `projection` samples it): each sample's value (in the volume's units, HU for a CT)
    /// given its colour and its opacity over one millimetre by `transfer`, the opacity made that of a sample's
    /// step; with shading, lit by a light at the camera on the surface the values' gradient (central differences
    /// at the voxel nearest the sample) says is there. Bricks of voxels whose values `transfer` leaves wholly
    /// transparent are passed over; a ray stops once what lies behind can no longer change its pixel by half a
    /// grey level; black behind. The same image whatever the number of `threads`; `options` as for `projection`.
    /// - Throws: `ObliquePlaneError` for an image size or zoom that makes no plane.
    public func rendering(
        _ transfer: VolumeTransferFunction, camera: VolumeCamera, width: Int, height: Int, options: RayCastingOptions = RayCastingOptions(),
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(ObliquePlaneError) -> VolumeRendering {
        let plane = try camera.imagePlane(of: geometry, width: width, height: height)
        if let (coarse, options) = coarse(for: options) {
            return coarse.composited(transfer, plane: plane, camera: camera, options: options, threads: threads)
        }
        return composited(transfer, plane: plane, camera: camera, options: options, threads: threads)
    }

    /// `transfer` on `plane`, seen through `camera`, as `rendering(_:camera:width:height:options:threads:)`.
    private func composited(
        _ transfer: VolumeTransferFunction, plane: ObliquePlane, camera: VolumeCamera, options: RayCastingOptions, threads: Int
    ) -> VolumeRendering {
        let (width, height) = (plane.width, plane.height)
        let rays = CameraRays(
            plane: plane, camera: camera, geometry: geometry, step: options.sampleSpacing, crop: options.crop, cutAway: options.cutAway)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        readSlicesWithBricks { voxels, isFilled, storage, bricks in
            let range = Int(bricks.low.min() ?? 0)...Int(max(bricks.high.max() ?? 0, bricks.low.min() ?? 0))
            let table = TransferTable(transfer, storage: storage, range: range, step: rays.step)
            let space = emptySpaces.space(bricks, isClear: table.isClear(from:to:))
            let lighting = transfer.shading.map { Lighting($0, light: rays.lightInIndex) }
            pixels.withUnsafeMutableBufferPointer { output in
                let caster = RayCaster(voxels: voxels, filled: (0..<geometry.sliceCount).map(isFilled), bricks: bricks, geometry: geometry)
                let target = PixelTarget(pointer: output.baseAddress!)
                RayCaster.forEachPixel(width: width, height: height, threads: threads, isStale: options.isStale) { column, row in
                    guard let ray = rays.ray(column: column, row: row) else { return }
                    let colour = caster.composite(table, lighting: lighting, along: ray, skipping: space)
                    let levels = colour.clamped(lowerBound: .zero, upperBound: .one) * 255 + 0.5
                    let at = (row * width + column) * 3
                    (target.pointer[at], target.pointer[at + 1], target.pointer[at + 2]) = (UInt8(levels.x), UInt8(levels.y), UInt8(levels.z))
                }
            }
        }
        return VolumeRendering(width: width, height: height, pixels: pixels, pixelSpacing: plane.spacing)
    }

    /// The coarse copy a draft `options` asks for samples, with `options` in its terms (its boxes in its index
    /// space, samples no closer than half its voxels); nil where the volume itself is sampled.
    private func coarse(for options: RayCastingOptions) -> (CTVolume, RayCastingOptions)? {
        guard options.isCoarse, let coarse = coarseVolume() else { return nil }
        var inCoarse = options
        inCoarse.isCoarse = false
        let spacing = coarse.geometry.spacing.min()! / 2
        inCoarse.sampleSpacing = max(options.sampleSpacing ?? spacing, spacing)
        inCoarse.crop = options.crop.map { coarseBox($0, on: coarse.geometry) }
        inCoarse.cutAway = options.cutAway.map { coarseBox($0, on: coarse.geometry) }
        return (coarse, inCoarse)
    }

    /// `bounds` (values) as stored samples in `storage`, widened to whole samples (so a value held at an end shows
    /// as the end does); open without them.
    private static func storedBounds(_ bounds: ClosedRange<Double>?, in storage: Rescale) -> ClosedRange<Float> {
        guard let bounds else { return -Float.infinity...Float.infinity }
        let ends = [bounds.lowerBound, bounds.upperBound].map { storage.storedValue(ofPhysical: $0) }
        return Float(ends.min()!.rounded(.down))...Float(ends.max()!.rounded(.up))
    }
}

/// How a ray caster samples: how far apart (nil: half the smallest voxel spacing) and whether the image is
/// still wanted (asked between tiles; once it says no, the tiles not begun are left black or air).
public struct RayCastingOptions: Sendable {
    /// Millimetres between samples along a ray; nil: half the smallest voxel spacing.
    public var sampleSpacing: Double?
    /// Only what is inside this box is seen (a crop box); nil: the whole volume.
    public var crop: VolumeBox?
    /// What is inside this box is not seen (a corner cut away at the crosshair).
    public var cutAway: VolumeBox?
    /// Whether the volume's coarse copy is sampled instead of the volume (a draft): each axis as coarse as four of
    /// the finest spacing (a quarter as fine on each axis of cubic voxels; thick slices kept), each of its voxels
    /// the mean of those it covers, sampled no closer than half its voxels. It reads a 16th of the memory or less:
    /// a draft's rays, further apart than the voxels, would otherwise read a cache line for nearly every sample. A
    /// volume of 16 MiB or less (which the caches hold), one whose slices have not all arrived, or one whose copy
    /// would hold more than a 16th of its voxels, is sampled itself.
    public var isCoarse: Bool
    /// Whether the image is no longer wanted.
    public var isStale: @Sendable () -> Bool

    public init(
        sampleSpacing: Double? = nil, crop: VolumeBox? = nil, cutAway: VolumeBox? = nil, isCoarse: Bool = false,
        isStale: @escaping @Sendable () -> Bool = { false }
    ) {
        self.isCoarse = isCoarse
        self.sampleSpacing = sampleSpacing
        self.crop = crop
        self.cutAway = cutAway
        self.isStale = isStale
    }
}

/// A 3D view's image: RGB, 8 bits a channel, row-major, top row first.
public struct VolumeRendering: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// `width × height × 3` bytes.
    public var pixels: [UInt8]
    /// Millimetres between pixel centres, at the volume's centre.
    public var pixelSpacing: Double
}

/// Pixels written by the threads casting rays, each its own.
private struct PixelTarget<Element>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Element>
}
