import FeatureSupport
import Foundation
import TomoCore
import TomoDICOM
import TomoDIMSE
import TomoSeries

/// A failure `tomo` reports as one line on standard error, with the exit status it means.
struct CommandFailure: Error, Sendable, CustomStringConvertible {
    var status: CommandExitStatus
    /// One line, without a trailing period.
    var message: String

    init(_ status: CommandExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    /// Any error a command meets, with the status its kind means: `HTTPError`s and `DIMSEError`s by what went
    /// wrong, a server's malformed answer (`DICOMError`) as bad data, everything else (files, images, the
    /// library) as a local failure.
    init(classifying error: any Error) {
        switch error {
        case let failure as CommandFailure:
            self = failure
        case let error as HTTPError where error.needsAuthentication:
            self.init(.unauthorized, "\(error.description); give --user NAME:PASSWORD or --token TOKEN")
        case let error as HTTPError:
            self.init(Self.status(of: error), error.description)
        case let error as SeriesSourceError:
            self.init(Self.status(of: error), error.description)
        case let error as DIMSEError:
            self.init(Self.status(of: error), error.description)
        case let error as DICOMError:
            self.init(.badData, error.description)
        default:
            self.init(.localFailure, ErrorMessage.text(for: error))
        }
    }

    /// `error`, met reading `location`, classified as ``init(classifying:)`` does; a server's malformed answer
    /// names the server.
    init(classifying error: any Error, at location: Location) {
        self.init(classifying: error)
        if error is DICOMError { message = "\(location): \(message)" }
    }

    var description: String { message }

    private static func status(of error: SeriesSourceError) -> CommandExitStatus {
        switch error {
        case .unknownSeries, .sliceOutOfRange: .notFound
        case .noSeries, .unexpectedImage: .badData
        }
    }

    private static func status(of error: HTTPError) -> CommandExitStatus {
        switch error {
        case .cannotConnect, .transport, .timedOut: .unreachable
        case .status: error.isRefusal ? .notFound : .unreachable
        case .decoding, .invalidData: .badData
        }
    }
}
