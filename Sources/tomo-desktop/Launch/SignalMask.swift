import Foundation

/// The signals the process starts with.
enum SignalMask {
    /// Unblocks every signal on the calling (main) thread. A child inherits its parent's blocked signals,
    /// and parents built on Dispatch or NIO often block SIGTERM and SIGINT on their threads: without this,
    /// a viewer they start would not close on Ctrl-C or `kill`.
    static func unblockAll() {
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_UNBLOCK, &all, nil)
    }
}
