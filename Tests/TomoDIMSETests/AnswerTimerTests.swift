import NIOCore
import NIOEmbedded
import Testing
@testable import TomoDIMSE

/// The wait for a peer on its own channel, time moved by hand: a silent peer is given up on, one that has
/// answered never is, however long Tomo takes to read the answer (a node whose threads are busy).
struct AnswerTimerTests {
    private let request = PDU.releaseRequest

    private func channel() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: AnswerTimer())
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 104)).wait()
        return channel
    }

    private func wait(_ channel: EmbeddedChannel, for seconds: Int64, firstPDU: Bool) throws {
        try channel.triggerUserOutboundEvent(AnswerTimer.Wait(timeout: .seconds(seconds), what: "a request", endsAtFirstPDU: firstPDU)).wait()
    }

    @Test func aPeerThatSaysNothingIsGivenUpOn() throws {
        let channel = try channel()
        try wait(channel, for: 2, firstPDU: true)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1999))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(2))
        #expect(throws: DIMSEError.noAnswer(waitingFor: "a request", after: .seconds(2))) { try channel.throwIfErrorCaught() }
        #expect(!channel.isActive)
    }

    @Test func anAnswerThatHasComeIsNotTimedOutWhileItWaitsToBeRead() throws {
        // The answer arrives before the wait begins (the reader was slow to start waiting): no wait at all.
        let early = try channel()
        try early.writeInbound(request)
        try wait(early, for: 2, firstPDU: true)
        early.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(early.isActive)
        #expect(try early.readInbound(as: PDU.self) == request)

        // The answer arrives while waiting: the wait ends with it.
        let inTime = try channel()
        try wait(inTime, for: 2, firstPDU: true)
        inTime.embeddedEventLoop.advanceTime(by: .seconds(1))
        try inTime.writeInbound(request)
        inTime.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(inTime.isActive)
        try inTime.throwIfErrorCaught()
    }

    @Test func betweenAMessagesFragmentsEachOneStartsTheWaitAgain() throws {
        let channel = try channel()
        try wait(channel, for: 2, firstPDU: false)
        for _ in 0..<3 {
            channel.embeddedEventLoop.advanceTime(by: .milliseconds(1500))
            try channel.writeInbound(request)
        }
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive, "silence after the last fragment is the peer's")
    }
}
