#!/usr/bin/env python3
"""Counts the public declarations of each module under Sources/ and how many carry a doc comment.

A declaration is public or open (a type, function, initializer, property, subscript, case of a public enum's
body is not counted separately, typealias, associated type); it is documented when the lines above it, past
its attributes, end in a `///` comment (or a `*/` of a `/** */` one). Prints a table by module, worst first,
and the total; `--minimum MODULE=PERCENT` (repeatable) exits 1 when a module is below it, `--total PERCENT`
when the whole is.
Usage: scripts/doc-coverage.py [--minimum TomoDICOM=85 ...] [--total 80]
"""
import os
import re
import sys

DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open)\s+)(?:(?:static|class|final|override|nonisolated|mutating|"
    r"convenience|required|indirect|lazy|weak|unowned|dynamic|isolated|consuming|borrowing|private\(set\)|"
    r"fileprivate\(set\)|internal\(set\))\s+)*(?:func|var|let|init[?!]?|struct|class|enum|protocol|actor|typealias|"
    r"subscript|associatedtype|extension|case)\b")


def module_files(root):
    for module in sorted(os.listdir(root)):
        folder = os.path.join(root, module)
        if not os.path.isdir(folder):
            continue
        if module == "Features":
            for feature in sorted(os.listdir(folder)):
                yield from ((feature, path) for path in swift_files(os.path.join(folder, feature)))
        else:
            yield from ((module, path) for path in swift_files(folder))


def swift_files(folder):
    for base, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def count(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    total = documented = 0
    for index, line in enumerate(lines):
        if not DECLARATION.match(line) or re.match(r"^\s*public\s+extension\b|^\s*(public\s+)?extension\b", line):
            continue
        total += 1
        above = index - 1
        while above >= 0 and re.match(r"^\s*@\w+", lines[above]):
            above -= 1
        if above >= 0 and (lines[above].strip().startswith("///") or lines[above].strip().endswith("*/")):
            documented += 1
    return total, documented


def main():
    arguments = sys.argv[1:]
    if "-h" in arguments or "--help" in arguments:
        print(__doc__.strip())
        return
    minimums, overall = {}, None
    while arguments:
        option = arguments.pop(0)
        if option == "--minimum":
            module, percent = arguments.pop(0).split("=")
            minimums[module] = float(percent)
        elif option == "--total":
            overall = float(arguments.pop(0))
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
    modules = {}
    for module, path in module_files(root):
        total, documented = count(path)
        entry = modules.setdefault(module, [0, 0])
        entry[0] += total
        entry[1] += documented
    rows = sorted(((documented / total * 100, module, total, documented) for module, (total, documented) in modules.items() if total),
                  key=lambda row: row[0])
    for share, module, total, documented in rows:
        print(f"{module:24} {documented:5} of {total:5}  {share:5.1f} %")
    total = sum(row[2] for row in rows)
    documented = sum(row[3] for row in rows)
    share = documented / total * 100
    print(f"{'all':24} {documented:5} of {total:5}  {share:5.1f} %")
    failed = [f"{module} {modules[module][1] / max(modules[module][0], 1) * 100:.1f} % < {minimum} %"
              for module, minimum in minimums.items() if modules.get(module, [0, 0])[1] / max(modules.get(module, [1, 1])[0], 1) * 100 < minimum]
    if overall is not None and share < overall:
        failed.append(f"all {share:.1f} % < {overall} %")
    for failure in failed:
        print(f"doc-coverage: {failure}", file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
