import Foundation
import TomoImageCodecs
import TomoImaging

/// PNG and JPEG, through TomoImaging's codecs (JPEG decoded down to a covering size where cheap).
public struct StandardImageDecoder: ImageDecoding {
    public init() {}

    public var name: String { "PNG or JPEG" }

    public func recognizes(_ data: Data) -> Bool {
        ImageFormat.sniff(data) != nil
    }

    public func decode(_ data: Data, covering size: (width: Int, height: Int)?, limits: DecodingLimits) throws -> Bitmap {
        if let size {
            return try Bitmap(decoding: data, coveringWidth: size.width, height: size.height, limits: limits)
        }
        return try Bitmap(decoding: data, limits: limits)
    }
}
