#!/usr/bin/env python3
"""Checks the package's module layers (DEVELOPERS.md, "Architecture") on the manifest itself.

Reads `swift package dump-package` from standard input, or runs it when standard input is a terminal.
For each platform it follows every target's dependencies as that platform builds them (a dependency with a
platform condition counts only there) and fails, naming the path, when:
  - the app model or a screen's model reaches the reference server or a server framework (Hummingbird,
    ServiceLifecycle, NIO's HTTP server parts), or, on Apple platforms, SwiftNIO at all;
  - one screen's feature module depends on another's (they share FeatureSupport only);
  - a screen's feature module, the app model or the GTK screens reach a live source (DICOM files, the API and
    DICOMweb over HTTP, or the modules that wire them in): they get interfaces, the executables wire the live parts
    (`AppSources.live`);
  - a screen's feature module reaches DICOM parsing or a DICOM codec (TomoDICOM, CharLS, OpenJPEG, the ZIP readers):
    what it sees of a study (`StudySummary`, `StudyCatalog`) lives in the series interfaces;
  - one front end depends on another;
  - a domain module (imaging, the volume, DICOM, series sources) reaches anything but the core, other domain modules,
    C libraries and ZIPFoundation (what reads ZIP archives on Apple platforms, where libzip does on Linux);
  - the series interfaces (TomoSeries) reach DICOM, an image codec or a transport: every front end and model uses
    them, whatever holds the series (DICOM files, DICOMweb and the API live in modules of their own);
  - the core depends on anything;
  - on Linux, a shipped executable (tomo, tomo-desktop, tomo-server) links the URLSession transport, or a module but
    it and the benchmark imports FoundationNetworking: it loads libcurl and two dozen libraries at every start.
Usage: scripts/check-layers.py [< dump.json]
"""
import json
import pathlib
import subprocess
import sys

SERVER_TARGETS = {"TomoServer", "TomoServerCommands", "TomoBuiltInServer", "TomoSampleVolumes", "TomoGeneratedPhotos"}
SERVER_PACKAGES = {"hummingbird", "swift-service-lifecycle", "swift-nio-extras"}
APPLE_FORBIDDEN_PACKAGES = SERVER_PACKAGES | {"swift-nio", "async-http-client"}
SCREEN_FEATURES = {"ScanViewerFeature", "ImageGridFeature", "PhotoBrowserFeature", "SliderTestFeature"}
LIVE_SOURCES = {"TomoDICOMSeries", "TomoNetworkSeries", "TomoDICOMweb", "TomoDIMSE", "TomoLibrary", "ScanViewerLive", "TomoAppLive"}
# What gets interfaces only: the screens' models, the app model, the GTK screens.
SOURCE_FREE = SCREEN_FEATURES | {"AppFeature", "TomoDesktop"}
# DICOM's parser and the codecs and archive readers only DICOM needs: no screen's model links them.
DICOM_PARSING = {"TomoDICOM", "CCharLS", "COpenJPEG", "CZip"}
DICOM_PARSING_PACKAGES = {"ZIPFoundation"}
# Packages a domain module may use: file-format readers that play a C library's part on some platform.
DOMAIN_PACKAGES = {"ZIPFoundation"}
DOMAIN = {"TomoImaging", "TomoImageCodecs", "TomoVolume", "TomoAnnotations", "TomoReports", "TomoDICOM", "TomoSeries", "TomoDICOMSeries"}
# What the series interfaces may not reach: DICOM's parsers and decoders (with their codecs) and the transports.
SERIES_INTERFACE_FORBIDDEN = {"TomoDICOM", "TomoDICOMSeries", "CCharLS", "COpenJPEG", "TomoImageCodecs", "CSpng",
                              "CTurboJPEG", "CDeflate", "TomoPipeline", "TomoAsyncHTTP", "TomoNetworkSeries", "TomoDICOMweb",
                              "TomoConnection", "TomoDIMSE", "TomoURLSession"}
SERVER_FREE = SCREEN_FEATURES | DOMAIN | {"FeatureSupport", "AppFeature", "TomoDesktop", "TomoGTK"}
FRONT_ENDS = {"TomoDesktop", "TomoCLI"}
PLATFORMS = ("linux", "macos")
# The executables users run on Linux, and the only modules that may import FoundationNetworking.
SHIPPED_EXECUTABLES = {"tomo", "tomo-desktop", "tomo-server"}
NETWORKING_MODULES = {"TomoURLSession", "tomo-bench"}


def dependencies(target, platform):
    """The target's dependencies on `platform`: ("target", name) or ("product", package)."""
    for dependency in target["dependencies"]:
        kind, fields = next(iter(dependency.items()))
        condition = fields[-1] if kind != "product" else fields[3]
        if condition and platform not in condition.get("platformNames", [platform]):
            continue
        if kind == "product":
            yield ("product", fields[1])
        else:
            yield ("target", fields[0])


def reachable(targets, start, platform):
    """Every module `start` reaches on `platform`, with the path to it."""
    paths = {("target", start): [start]}
    pending = [start]
    while pending:
        name = pending.pop()
        target = targets.get(name)
        if target is None:
            continue
        for node in dependencies(target, platform):
            if node in paths:
                continue
            # A name that is no target of this package is a product of a package dependency.
            if node[0] == "target" and node[1] not in targets:
                continue
            paths[node] = paths[("target", name)] + [node[1] if node[0] == "target" else f"{node[1]} (package)"]
            if node[0] == "target":
                pending.append(node[1])
    return paths


def main():
    if any(argument in ("-h", "--help") for argument in sys.argv[1:]):
        print(__doc__.strip())
        return
    if sys.stdin.isatty():
        manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True,
                                             capture_output=True, text=True).stdout)
    else:
        manifest = json.load(sys.stdin)
    targets = {t["name"]: t for t in manifest["targets"] if t["type"] != "test"}
    problems = []
    for platform in PLATFORMS:
        for name in sorted(SERVER_FREE & targets.keys()):
            forbidden_packages = APPLE_FORBIDDEN_PACKAGES if platform == "macos" else SERVER_PACKAGES
            for (kind, other), path in reachable(targets, name, platform).items():
                if (kind == "target" and other in SERVER_TARGETS) or (kind == "product" and other in forbidden_packages):
                    problems.append(f"{platform}: {name} reaches {other}: {' -> '.join(path)}")
        for name in sorted(SCREEN_FEATURES & targets.keys()):
            for (kind, other), path in reachable(targets, name, platform).items():
                if kind == "target" and other != name and other in SCREEN_FEATURES:
                    problems.append(f"{platform}: screen feature {name} depends on {other}: {' -> '.join(path)}")
        for name in sorted(SOURCE_FREE & targets.keys()):
            for (kind, other), path in reachable(targets, name, platform).items():
                if kind == "target" and other in LIVE_SOURCES:
                    problems.append(f"{platform}: {name} reaches the live source {other}: {' -> '.join(path)}")
        for name in sorted(SCREEN_FEATURES & targets.keys()):
            for (kind, other), path in reachable(targets, name, platform).items():
                if (kind == "target" and other in DICOM_PARSING) or (kind == "product" and other in DICOM_PARSING_PACKAGES):
                    problems.append(f"{platform}: screen feature {name} reaches DICOM parsing ({other}): {' -> '.join(path)}")
        for name in sorted(FRONT_ENDS & targets.keys()):
            for (kind, other), path in reachable(targets, name, platform).items():
                if kind == "target" and other != name and other in FRONT_ENDS:
                    problems.append(f"{platform}: front end {name} depends on {other}: {' -> '.join(path)}")
        for name in sorted(DOMAIN & targets.keys()):
            for (kind, other), path in reachable(targets, name, platform).items():
                if kind == "product":
                    allowed = other in DOMAIN_PACKAGES
                else:
                    allowed = other in DOMAIN | {"TomoCore"} or targets.get(other, {}).get("type") == "system"
                if not allowed:
                    problems.append(f"{platform}: domain module {name} reaches {other}: {' -> '.join(path)}")
        for (kind, other), path in reachable(targets, "TomoSeries", platform).items():
            if kind == "product" or other in SERIES_INTERFACE_FORBIDDEN:
                problems.append(f"{platform}: the series interfaces reach {other}: {' -> '.join(path)}")
        if list(dependencies(targets["TomoCore"], platform)):
            problems.append(f"{platform}: TomoCore depends on something; it is Foundation only")
        if platform == "linux":
            for name in sorted(SHIPPED_EXECUTABLES & targets.keys()):
                for (kind, other), path in reachable(targets, name, platform).items():
                    if kind == "target" and other == "TomoURLSession":
                        problems.append(f"linux: {name} links FoundationNetworking (libcurl and its libraries, at every start): {' -> '.join(path)}")
    sources = pathlib.Path(__file__).resolve().parent.parent / "Sources"
    for path in sorted(sources.rglob("*.swift")):
        module = path.relative_to(sources).parts[0]
        if module not in NETWORKING_MODULES and "import FoundationNetworking" in path.read_text(encoding="utf-8"):
            problems.append(f"{path} imports FoundationNetworking: only {', '.join(sorted(NETWORKING_MODULES))} may")
    for problem in sorted(set(problems)):
        print(f"check-layers: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-layers: {len(targets)} modules on {', '.join(PLATFORMS)}: the layers hold", file=sys.stderr)


if __name__ == "__main__":
    main()
