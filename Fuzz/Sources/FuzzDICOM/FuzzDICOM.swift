import FuzzSupport

/// SwiftPM names an executable's entry point after its module: it hands over to libFuzzer's driver, which
/// calls `FuzzInput.run` with each input for the target `TOMO_FUZZ_TARGET` names.
@_cdecl("FuzzDICOM_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv) { start, count in
        FuzzInput.run(FuzzInput.bytes(start, count))
        return 0
    }
}
