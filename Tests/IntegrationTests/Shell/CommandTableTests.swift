import CLIKit
import Testing
@testable import FoodlogCommands
@testable import FoodlogNetCommands

/// `foodlog` and `foodlog-net` describe one command tree: what `foodlog` hands over is exactly
/// what `foodlog-net` adds, with the same abstracts, and the commands both run have the same specs.
@Suite struct CommandTableTests {
    let local = LocalCommands.set
    let net = NetCommands.set

    func paths(_ set: CommandSet) -> [[String]] { set.commands.map { $0.spec.path } }

    @Test func delegatedCommandsAreExactlyTheNetworkedOnes() {
        let localPaths = paths(local)
        let netOnly = net.commands.filter { command in !localPaths.contains(command.spec.path) }
        let delegated = local.delegated.map { $0.path }
        #expect(netOnly.map { $0.spec.path } == delegated)
        for command in netOnly {
            let entry = local.delegated.first { $0.path == command.spec.path }
            #expect(entry?.abstract == command.spec.abstract, "\(command.spec.path)")
        }
    }

    @Test func sharedCommandsHaveTheSameSpecs() {
        for command in local.commands {
            let twin = net.commands.first { $0.spec.path == command.spec.path }
            #expect(twin != nil, "\(command.spec.path) missing from foodlog-net")
            #expect(twin?.spec.options == command.spec.options, "\(command.spec.path)")
            #expect(twin?.spec.usage == command.spec.usage, "\(command.spec.path)")
        }
        #expect(local.groups.map(\.path) == net.groups.map(\.path))
    }

    @Test func everyTopLevelWordIsRunOrHandedOverAndEveryGroupHasSubcommands() {
        for name in net.topLevelNames {
            #expect(local.topLevelNames.contains(name), "\(name)")
            #expect(local.resolve([name]) != nil || local.isDelegated(name) || local.groups.contains { $0.path == [name] }, "\(name)")
        }
        for group in net.groups {
            #expect(!net.subcommands(of: group.path).isEmpty, "\(group.path)")
        }
        for delegated in local.delegated {
            #expect(!local.commands.contains { $0.spec.path.first == delegated.path.first }, "\(delegated.path) is also local")
        }
    }

    @Test func usageLinesNameEveryOption() {
        for spec in net.specs {
            let usage = spec.usageLines().joined(separator: " ")
            for option in spec.options { #expect(usage.contains("--" + option.name), "\(spec.path) --\(option.name)") }
            #expect(spec.usageLines().allSatisfy { $0.count <= 80 }, "\(spec.path)")
        }
    }
}
