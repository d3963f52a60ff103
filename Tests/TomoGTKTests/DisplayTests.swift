import Testing
import TomoGTK
import TomoGTKTestSupport
import TomoTestSupport

extension GTKTests {
    @Suite @MainActor struct DisplayTests {
        @Test func aDisplayThatIsThereIsAvailableUnderItsName() async throws {
            let display = try await GtkTestEnvironment.start()
            #expect(Display.availability(name: display.name) == .available(display.name))
        }

        @Test func aDisplayThatIsNotThereIsUnavailableWithItsName() async throws {
            try await GtkTestEnvironment.start()
            let stopped = try XvfbServer(width: 64, height: 64)
            stopped.stopAndWait()  // nothing serves that display any more
            #expect(Display.availability(name: stopped.name) == .unavailable("cannot connect to display \(stopped.name)"))
        }
    }
}
