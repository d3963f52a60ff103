import CGtk

extension Widget {
    /// Attaches the new event controller `controller` in `phase`; the widget takes over its reference.
    func attach(_ controller: OpaquePointer, phase: EventPhase) {
        gtk_event_controller_set_propagation_phase(controller, phase.gtkPhase)
        gtk_widget_add_controller(widget, controller)
    }
}
