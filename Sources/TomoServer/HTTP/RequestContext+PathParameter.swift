import Foundation
import Hummingbird

extension RequestContext {
    /// The path parameter `name`, percent-decoded (Hummingbird hands parameters over still encoded),
    /// so a slice called `a/b` or `café` can be addressed as `a%2Fb` or `caf%C3%A9`. A parameter
    /// that is not valid percent-encoding is returned as sent; a missing one as "".
    func pathParameter(_ name: String) -> String {
        guard let raw = parameters.get(name) else { return "" }
        return raw.removingPercentEncoding ?? raw
    }
}
