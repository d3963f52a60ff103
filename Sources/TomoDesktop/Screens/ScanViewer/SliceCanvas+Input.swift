import ScanViewerFeature
import TomoGTK

extension SliceCanvas {
    /// Forwards the pointer to the model: motion (the probe, over the active pane), the three buttons' drags, a
    /// double-click, the wheel (Ctrl: zoom), pinches, each making the view's pane the active one first; and the
    /// view's size.
    func connectInput() {
        area.onResize { [weak self] width, height in
            guard let self else { return }
            model.acting(on: pane) { model.setViewSize(Size2D(Double(width), Double(height)), of: plane) }
        }
        area.onPointerMotion { [weak self] x, y in
            guard let self else { return }
            pointer = Point2D(x, y)
            model.acting(on: pane) { model.pointerMoved(to: pointer, in: plane) }
        } left: { [weak self] in
            guard let self else { return }
            model.pointerLeft(plane)
        }
        for (number, button) in [(1, PointerButton.primary), (2, .middle), (3, .secondary)] as [(UInt32, PointerButton)] {
            area.onPointerDrag(button: number) { [weak self] x, y in
                guard let self else { return }
                model.activate(pane)
                model.pointerPressed(button, at: Point2D(x, y), in: plane)
            } dragged: { [weak self] x, y in
                self?.model.pointerDragged(to: Point2D(x, y))
            } released: { [weak self] x, y in
                guard let model = self?.model else { return }
                Task { await model.pointerReleased(at: Point2D(x, y)) }
            }
        }
        area.onDoubleClick(button: 1) { [weak self] _, _ in
            guard let self else { return }
            model.activate(pane)
            model.pointerDoubleClicked(in: plane)
        }
        area.onWheel { [weak self] notches, held in
            guard let self, notches != 0 else { return false }
            let steps = Int(notches.rounded())
            model.activate(pane)
            model.wheel(steps != 0 ? steps : (notches > 0 ? 1 : -1), at: pointer, zooming: held.control, nudging: held.shift, in: plane)
            return true
        }
        area.onPinch { [weak self] factor, x, y in
            guard let self else { return }
            model.activate(pane)
            model.pinch(by: factor, around: Point2D(x, y), in: plane)
        }
    }
}
