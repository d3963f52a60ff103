import ArgumentParser
import Foundation
import TomoTerminal

extension TomoCommand {
    /// Parses `arguments` (without the program name), runs the command they name and returns the exit
    /// status (see `CommandExitStatus`). Help goes to standard output; every error is reported on standard
    /// error, as ArgumentParser's usage message or as one line, never as a crash.
    public static func execute(_ arguments: [String]) async -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            return CommandExitStatus.success.rawValue
        } catch {
            return report(error)
        }
    }

    /// Reports `error` and returns the exit status it means.
    private static func report(_ error: any Error) -> Int32 {
        if let exit = error as? ExitCode { return exit.rawValue }
        switch exitCode(for: error) {
        case .success:
            print(fullMessage(for: error))
            return CommandExitStatus.success.rawValue
        case .validationFailure:
            StandardError.writeLine(fullMessage(for: error))
            return CommandExitStatus.usage.rawValue
        default:
            let failure = CommandFailure(classifying: error)
            StandardError.writeLine("Error: \(failure.message)")
            return failure.status.rawValue
        }
    }
}
