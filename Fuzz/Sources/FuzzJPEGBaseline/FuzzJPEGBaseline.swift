import FuzzSupport
import TomoDICOM

/// SwiftPM names an executable's entry point after its module: it hands over to libFuzzer's driver.
@_cdecl("FuzzJPEGBaseline_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzz)
}

func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzInput.decodeFrame(FuzzInput.bytes(start, count), syntax: .jpegBaseline)
    return 0
}
