import CGtk
import Testing
import TomoGTK
import TomoGTKTestSupport

extension GTKTests {
    @Suite @MainActor struct SignalTests {
        @Test func scaleReportsAChangeOnceAndNotTheValuesSetFromCode() async throws {
            try await GtkTestEnvironment.start()
            let scale = Scale(range: 0...107)
            let changes = Recorder<Double>()
            scale.onValueChanged { changes.record($0) }

            gtk_range_set_value(tomo_range(scale.pointer), 42)
            #expect(changes.values == [42])

            scale.setValue(10)
            scale.setRange(0...5)
            #expect(changes.values == [42])
            #expect(scale.value == 5)
            #expect(scale.bounds == 0...5)

            gtk_range_set_value(tomo_range(scale.pointer), 3)
            #expect(changes.values == [42, 3])
        }

        @Test func slidingTheScaleFromCodeReportsItAsADragWould() async throws {
            try await GtkTestEnvironment.start()
            let scale = Scale(range: 1...10)
            let changes = Recorder<Double>()
            scale.onValueChanged { changes.record($0) }

            scale.slide(to: 7)
            scale.slide(to: 7)
            scale.slide(to: 40)
            #expect(changes.values == [7, 10])
            #expect(scale.value == 10)
        }

        @Test func paintObserversRunAfterEachPaintUntilTheyStop() async throws {
            try await GtkTestEnvironment.start()
            #expect(!Label("not realized").onEveryPaint { true })

            let label = Label("painted")
            let window = try await TestWindow.show(label)
            defer { window.destroy() }
            var paints = 0
            #expect(label.onEveryPaint {
                paints += 1
                return paints < 2
            })
            for _ in 0..<4 { try await MainContext.waitForFrame(of: label) }
            #expect(paints == 2)
        }

        @Test func buttonReportsEachClick() async throws {
            let button = Button(label: "Retry")
            let window = try await TestWindow.show(button)
            defer { window.destroy() }
            let clicks = Recorder<Void>()
            button.onClicked { clicks.record(()) }

            // Activation (Enter or Space on a focused button) presses the button briefly, then clicks.
            gtk_widget_activate(tomo_widget(button.pointer))
            try await MainContext.waitUntil { clicks.values.count == 1 }
            gtk_widget_activate(tomo_widget(button.pointer))
            try await MainContext.waitUntil { clicks.values.count == 2 }
        }

        @Test func dropDownReportsTheUsersChoiceAndNotSelectionsFromCode() async throws {
            try await GtkTestEnvironment.start()
            let dropDown = DropDown(items: ["brain", "bone", "lung"])
            #expect(dropDown.selectedIndex == 0)
            let choices = Recorder<Int?>()
            dropDown.onSelectionChanged { choices.record($0) }

            gtk_drop_down_set_selected(tomo_drop_down(dropDown.pointer), 2)
            #expect(choices.values == [2])

            dropDown.select(1)
            #expect(dropDown.selectedIndex == 1)
            dropDown.setItems(["soft tissue", "stroke"], selected: nil)
            #expect(dropDown.selectedIndex == nil)
            #expect(choices.values == [2])
        }

        @Test func labelAndSpinnerKeepTheirState() async throws {
            try await GtkTestEnvironment.start()
            let label = Label("Loading 0 / 108")
            label.text = "slice 42 / 108"
            #expect(label.text == "slice 42 / 108")
            let spinner = Spinner()
            #expect(!spinner.isSpinning)
            spinner.isSpinning = true
            #expect(spinner.isSpinning)
        }
    }
}
