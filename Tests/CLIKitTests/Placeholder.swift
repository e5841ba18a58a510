import Testing
@testable import CLIKit
