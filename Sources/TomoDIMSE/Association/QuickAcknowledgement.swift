import NIOCore
#if canImport(Glibc)
import Glibc
#endif

/// Has the kernel acknowledge what arrives at once (Linux's TCP_QUICKACK, renewed on every read: the kernel
/// drops it on its own). A peer with Nagle's algorithm on, as Orthanc's DICOM server and DCMTK's tools are,
/// holds its next small PDU until its last segment is acknowledged, which a delayed acknowledgement makes
/// ~40 ms: once per C-GET (before its final response), once per instance sent to a storage node. Measured
/// against Orthanc: a one-instance C-GET 48 → 5.7 ms, a 300-instance one 1.5 → 0.6 s.
final class QuickAcknowledgement: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        #if os(Linux)
        try? context.channel.syncOptions?.setOption(.tcpOption(NIOBSDSocket.Option(rawValue: CInt(TCP_QUICKACK))), value: 1)
        #endif
        context.fireChannelRead(data)
    }
}
