import Foundation
import Logging
import TomoCLI

/// The `tomo` executable: process setup only; the commands live in TomoCLI, where the tests reach them.
@main
enum TomoMain {
    static func main() async {
        // Logs go to standard error: standard output holds only results (JSON, tables, the server's URL).
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        exit(await TomoCommand.execute(Array(CommandLine.arguments.dropFirst())))
    }
}
