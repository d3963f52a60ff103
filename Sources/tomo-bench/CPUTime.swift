#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Processor time (user + system) used so far by this process, and by its children that have exited.
struct CPUTime {
    let own: Duration
    let children: Duration

    static var now: CPUTime {
        CPUTime(own: used(children: false), children: used(children: true))
    }

    /// The processor time used between `start` and now, this process's and its children's together.
    static func since(_ start: CPUTime) -> Duration {
        let end = now
        return (end.own - start.own) + (end.children - start.children)
    }

    private static func used(children: Bool) -> Duration {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t((children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue), &usage)
        #else
        getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
        #endif
        func duration(_ time: timeval) -> Duration {
            .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
        }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }
}
