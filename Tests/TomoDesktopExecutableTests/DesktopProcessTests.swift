import Testing

/// Every test that runs `tomo-desktop` as a process, in one serialized suite (nested suites inherit
/// `.serialized`): each app is a whole program beside the test process (under the thread sanitizer, a
/// slow one), and the test runner's parallelism bound does not count it, so two at once would share two
/// cores with the rest of the suite and each other.
@Suite(.serialized)
struct DesktopProcessTests {}
