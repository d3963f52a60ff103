import Testing
import TomoGTK
import TomoTestSupport

extension GTKTests {
    @Suite @MainActor struct DisplayTests {
        @Test func aDisplayThatIsThereIsAvailableUnderItsName() throws {
            let display = try PrivateDisplay.start()
            #expect(Display.availability(name: display.name) == .available(display.name))
        }

        @Test func aDisplayThatIsNotThereIsUnavailableWithItsName() throws {
            try GtkTestEnvironment.start()
            let stopped = try XvfbServer(width: 64, height: 64)
            stopped.stopAndWait()  // nothing serves that display any more
            #expect(Display.availability(name: stopped.name) == .unavailable("cannot connect to display \(stopped.name)"))
        }
    }
}
