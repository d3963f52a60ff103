import Testing
import TomoGTK

extension GTKTests {
    @Suite @MainActor struct DisplayTests {
        @Test func theTestDisplayIsAvailable() throws {
            try GtkTestEnvironment.start()
            #expect(Display.availability().isAvailable)
        }

        @Test func aDisplayThatIsNotThereIsUnavailableWithItsName() {
            let availability = Display.availability(name: ":4242")
            #expect(availability == .unavailable("cannot connect to display :4242"))
        }
    }
}
