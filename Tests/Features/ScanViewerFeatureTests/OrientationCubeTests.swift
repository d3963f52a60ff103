import ScanViewerFeature
import Testing
import TomoVolume

/// The 3D view's orientation cube: the patient's sides the camera sees, lettered, placed as the image shows them.
@Suite struct OrientationCubeTests {
    @Test("From anterior the A face alone, face on; from the left the L face; from above the S face, the patient's right on the left")
    func standardViewsShowOneFace() {
        let front = OrientationCube(camera: VolumeCamera())
        #expect(front.faces.map(\.letter) == ["A"] && front.faces[0].facing == 1 && front.faces[0].centre == Point2D(0, 0))
        #expect(Set(front.faces[0].corners) == [Point2D(-1, -1), Point2D(1, -1), Point2D(1, 1), Point2D(-1, 1)])
        #expect(OrientationCube(camera: VolumeCamera(azimuth: 90)).faces.map(\.letter) == ["L"])
        #expect(OrientationCube(camera: VolumeCamera(azimuth: 180)).faces.map(\.letter) == ["P"])
        let above = OrientationCube(camera: VolumeCamera(elevation: 90))
        #expect(above.faces.map(\.letter) == ["S"])
        // Looking down with the patient's right on the image's left: the R corner side of the S face on the left.
        let leftmost = above.faces[0].corners.map(\.x).min()!
        #expect(leftmost == -1)
    }

    @Test("Seen obliquely three faces, the nearest last, each where the image shows that side of the patient")
    func obliqueViewsShowThreeFacesWhereThePatientsSidesAre() {
        let cube = OrientationCube(camera: VolumeCamera(azimuth: 60, elevation: 20))
        #expect(Set(cube.faces.map(\.letter)) == ["A", "L", "S"])
        #expect(cube.faces.last?.letter == "L", "turned 60° towards the left: the left side faces the reader most")
        let centre = Dictionary(uniqueKeysWithValues: cube.faces.map { ($0.letter, $0.centre) })
        // As the orientation letters say: anterior towards the image's left, the left side to its right, superior up.
        #expect(centre["A"]!.x < 0 && centre["L"]!.x > 0 && centre["S"]!.y < 0)
        let letters = VolumeCamera(azimuth: 60, elevation: 20).axes
        #expect(letters.right.patientLetters().contains("L") && (letters.right * -1).patientLetters().contains("A"))
        #expect(cube.faces.map(\.facing) == cube.faces.map(\.facing).sorted())
    }
}
