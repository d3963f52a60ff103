import Foundation
import Testing
import TomoVolume

/// The letters at an image's edges, from its direction cosines.
struct OrientationMarkersTests {
    @Test func axialHeadFirstFeetFirstAndSagittal() {
        #expect(OrientationMarkers(.axial) == OrientationMarkers(top: "A", bottom: "P", left: "R", right: "L"))
        // Feet first, supine: the scanner's rows run towards the patient's right.
        let feetFirst = ImageOrientation(row: Vector3(-1, 0, 0), column: Vector3(0, 1, 0))
        #expect(OrientationMarkers(feetFirst) == OrientationMarkers(top: "A", bottom: "P", left: "L", right: "R"))
        let sagittal = ImageOrientation(row: Vector3(0, 1, 0), column: Vector3(0, 0, -1))
        #expect(OrientationMarkers(sagittal) == OrientationMarkers(top: "S", bottom: "I", left: "A", right: "P"))
        let coronal = ImageOrientation(row: Vector3(1, 0, 0), column: Vector3(0, 0, -1))
        #expect(OrientationMarkers(coronal) == OrientationMarkers(top: "S", bottom: "I", left: "R", right: "L"))
    }

    @Test func tiltedDirectionsNameTheirStrongerAxesFirst() {
        let tilt = 20.0 * .pi / 180
        let tilted = ImageOrientation(row: Vector3(1, 0, 0), column: Vector3(0, cos(tilt), -sin(tilt)))
        #expect(OrientationMarkers(tilted) == OrientationMarkers(top: "AS", bottom: "PI", left: "R", right: "L"))
        let slight = 5.0 * .pi / 180
        #expect(Vector3(0, cos(slight), -sin(slight)).patientLetters() == "P", "under 15°: one letter")
        #expect(Vector3(1, -0.8, 0.5).patientLetters() == "LAS")
    }

    @Test func flipsAndQuarterTurnsMoveTheLetters() {
        let axial = OrientationMarkers(.axial)
        #expect(axial.flippedHorizontally == OrientationMarkers(top: "A", bottom: "P", left: "L", right: "R"))
        #expect(axial.flippedVertically == OrientationMarkers(top: "P", bottom: "A", left: "R", right: "L"))
        #expect(axial.rotatedClockwise == OrientationMarkers(top: "R", bottom: "L", left: "P", right: "A"))
        let fourTurns = (0..<4).reduce(axial) { markers, _ in markers.rotatedClockwise }
        #expect(fourTurns == axial)
    }
}
