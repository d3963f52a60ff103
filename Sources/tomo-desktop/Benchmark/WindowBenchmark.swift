/// A benchmark that drives the app's window once started, then writes its figures and closes the window.
@MainActor
protocol WindowBenchmark: AnyObject {
    func start()
}

extension GridScrollBenchmark: WindowBenchmark {}
extension PhotoBlurBenchmark: WindowBenchmark {}
