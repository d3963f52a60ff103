import Foundation
import Testing
import TomoCore
import TomoImaging
import TomoSeries
import TomoTestSupport
import TomoVolume

/// `tomo render --plane oblique` on the InVesalius head CT: a plane along the slices is the slice, a
/// double-oblique plane is the trilinear HU the test samples itself from its own volume.
@Suite("tomo render --plane oblique")
struct RenderObliqueTests {
    @Test("A plane along the slices is the slice; a double-oblique one is the trilinear HU, air outside")
    func planes() async throws {
        let head = try await HeadCTSeries.shared()
        let volume = try head.placedVolume()
        let geometry = volume.geometry, window = WindowLevel(width: 400, level: 40)
        try await withScratchFolder { folder in
            let output = folder.appending(path: "oblique.png")
            let centre = geometry.position(column: 127.5, row: 127.5, slice: 53)
            let along = try await Tool.run([
                "render", "--dicom", head.folder.path, "--plane", "oblique", "--window", "400,40",
                "--center", "\(centre.x),\(centre.y),\(centre.z)", "--orientation", "1,0,0,0,1,0", "--size", "256,256",
                "--spacing", "\(geometry.pixelSpacing.column)", "-o", output.path,
            ])
            #expect(along.status == 0, "\(along.errors)")
            #expect(along.text.contains("oblique through ("), "\(along.text)")
            let slice = try #require(volume.section(.axial(53))).image(window: window)
            let alongImage = try Bitmap(decoding: Data(contentsOf: output))
            let differing = zip(alongImage.pixels, slice.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ; \(along.text) \(geometry)")

            // Tilted about two axes, through a point off the centre, with negative numbers after the options;
            // larger than the head, so that its corners are air.
            let (width, height, spacing) = (160, 120, 1.7)
            let row = Vector3(0.9, 0.3, -0.25).normalized, column = Vector3(-0.2, 0.8, 0.55)
            let tilted = try await Tool.run([
                "render", "--dicom", head.folder.path, "--plane", "oblique", "--window", "400,40",
                "--center", "-3.5,-8.25,105", "--orientation", "0.9,0.3,-0.25,-0.2,0.8,0.55",
                "--size", "\(width),\(height)", "--spacing", "\(spacing)", "-o", output.path,
            ])
            #expect(tilted.status == 0, "\(tilted.errors)")
            let image = try Bitmap(decoding: Data(contentsOf: output))
            #expect(image.width == width && image.height == height)
            let unitColumn = column.normalized
            var hu = [Int16](), air = 0
            for j in 0..<height {
                for i in 0..<width {
                    let point = Vector3(-3.5, -8.25, 105) + row * ((Double(i) - Double(width - 1) / 2) * spacing)
                        + unitColumn * ((Double(j) - Double(height - 1) / 2) * spacing)
                    let value = volume.trilinearByHand(at: point)
                    if value == nil { air += 1 }
                    hu.append(Int16((value ?? -1024).rounded()))
                }
            }
            let expected = try hu.withUnsafeBufferPointer { buffer in
                try buffer.withMemoryRebound(to: UInt16.self) { words in
                    try Bitmap.windowing(words, width: width, height: height, signed: true, window: window, inverted: false)
                }
            }
            let differences = zip(image.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }
            #expect(air > 1000 && air < width * height / 2, "the plane leaves the volume at its corners: \(air) pixels of air")
            #expect(differences.max() ?? 9 <= 1, "every pixel within one gray level of the test's own sampling")
            #expect(differences.filter { $0 > 0 }.count < width * height / 100, "and nearly all exactly")

            // A 4 mm MIP slab of the tilted plane at 2 mm: it and its parallels 2 mm either side along R × C.
            let slab = try await Tool.run([
                "render", "--dicom", head.folder.path, "--plane", "oblique", "--window", "400,40",
                "--center", "-3.5,-8.25,105", "--orientation", "0.9,0.3,-0.25,-0.2,0.8,0.55",
                "--size", "80,60", "--spacing", "2", "--slab", "4", "--projection", "mip", "-o", output.path,
            ])
            #expect(slab.status == 0 && slab.text.contains("MIP 4 mm"), "\(slab.text) \(slab.errors)")
            let slabImage = try Bitmap(decoding: Data(contentsOf: output))
            let normal = row.cross(unitColumn).normalized
            var projected = [Int16]()
            for j in 0..<60 {
                for i in 0..<80 {
                    let point = Vector3(-3.5, -8.25, 105) + row * ((Double(i) - 39.5) * 2) + unitColumn * ((Double(j) - 29.5) * 2)
                    let values = [-2.0, 0, 2].map { volume.trilinearByHand(at: point + normal * $0) ?? -1024 }
                    projected.append(Int16(values.max()!.rounded()))
                }
            }
            let expectedSlab = try projected.withUnsafeBufferPointer { buffer in
                try buffer.withMemoryRebound(to: UInt16.self) { words in
                    try Bitmap.windowing(words, width: 80, height: 60, signed: true, window: window, inverted: false)
                }
            }
            let slabDifferences = zip(slabImage.pixels, expectedSlab.pixels).map { abs(Int($0) - Int($1)) }
            #expect(slabImage.width == 80 && slabDifferences.max() ?? 9 <= 1, "the slab within one gray level of the test's own")
        }
    }

    @Test("A plane that is no plane, and options that do not go together, exit 2 and say why")
    func badPlanes() async throws {
        let head = try await HeadCTSeries.shared()
        let oblique = ["render", "--dicom", head.folder.path, "--plane", "oblique", "-o", "/tmp/never.png"]
        let full = ["--center", "0,0,100", "--size", "64,64", "--spacing", "1"]
        for (arguments, message) in [
            (oblique + full + ["--orientation", "1,0,0,-2,0,0"], "the row and column directions are parallel"),
            (oblique + full + ["--orientation", "1,0,0,0,0,0"], "a direction of the plane has no length"),
            (oblique + ["--center", "0,0,100", "--orientation", "1,0,0,0,1,0", "--spacing", "1"], "--plane oblique needs --center X,Y,Z, --orientation"),
            (oblique + full + ["--orientation", "1,0,0,0,1"], "--orientation is RX,RY,RZ,CX,CY,CZ: 6 numbers, not 5"),
            (oblique + full + ["--orientation", "1,0,0,0,1,0", "--slice", "3"], "leave out --slice and --montage"),
            (oblique + ["--center", "0,0,100", "--orientation", "1,0,0,0,1,0", "--size", "64.5,64", "--spacing", "1"], "--size is W,H: two whole numbers"),
            (oblique + ["--center", "0,0,100", "--orientation", "1,0,0,0,1,0", "--size", "64,64", "--spacing=-1"], "the spacing between pixels must be more than 0 mm"),
            (["render", "--dicom", head.folder.path, "--slice", "3", "--center", "0,0,0", "-o", "/tmp/never.png"], "go with --plane oblique"),
        ] {
            let result = try await Tool.run(arguments)
            #expect(result.status == 2 && result.errors.contains(message), "\(arguments): \(result.status) \(result.errors)")
        }
    }
}

