#!/usr/bin/env python3
"""Says why a `swift test` run failed, from its log, in the few dozen lines a CI record keeps.

A crash's backtrace lists every thread and every loaded image, so a log's tail rarely shows which test
was running or what failed. This prints, in order: the runtime's fatal-error lines, the crashed thread's
first frames, the issues tests recorded, and the tests that started but never ended (the ones running
when the process died or the time limit struck).

Usage: scripts/summarize-test-log.py LOG
"""
import re
import sys

STARTED = re.compile(r"^◇ Test (.+) started\.$")
ENDED = re.compile(r"^[✔✘] Test (.+?)(?: with \d+ test cases?)? (?:passed|failed)\b")
FATAL = re.compile(r"Fatal error|Precondition failed|Assertion failed|unexpected signal|Crash|crashed:")
ISSUE = re.compile(r"^✘ ")
CRASHED_THREAD = re.compile(r"^Thread \d+ .*crashed:$")
FRAMES_SHOWN = 24
ISSUES_SHOWN = 30


def main(path: str) -> None:
    with open(path, encoding="utf-8", errors="replace") as log:
        lines = [line.rstrip("\n") for line in log]

    running: dict[str, None] = {}
    fatal, issues, crash = [], [], []
    for number, line in enumerate(lines):
        if match := STARTED.match(line):
            running[match.group(1)] = None
        elif match := ENDED.match(line):
            running.pop(match.group(1), None)
        if ISSUE.match(line):
            issues.append(line)
        if FATAL.search(line):
            fatal.append(line)
        if not crash and CRASHED_THREAD.match(line):
            crash = [line]
            for frame in lines[number + 1 : number + FRAMES_SHOWN]:
                if frame.startswith(("Registers:", "Thread ")):
                    break
                crash.append(frame)

    print("==== why the test run failed (scripts/summarize-test-log.py) ====")
    section("Fatal errors and crashes", fatal[:10])
    section("The crashed thread", crash)
    section(f"Issues recorded ({len(issues)})", issues[:ISSUES_SHOWN])
    section(f"Tests that started and never ended ({len(running)})", list(running)[:ISSUES_SHOWN])


def section(title: str, lines: list[str]) -> None:
    if lines:
        print(f"-- {title}:")
        print("\n".join(lines))


if __name__ == "__main__":
    main(sys.argv[1])
