import CLIKit
import Testing
@testable import FoodlogCommands
@testable import FoodlogNetCommands

/// `foodlog` and `foodlog-net` are built from one table (`CommandTable`): what `foodlog` hands
/// over is exactly what `foodlog-net` runs, and every networked entry has one implementation.
@Suite struct CommandTableTests {
    let local = LocalCommands.set
    let net = NetCommands.set

    func paths(_ set: CommandSet) -> [[String]] { set.commands.map { $0.spec.path } }

    @Test func everyEntryRunsInFoodlogNetAndTheLocalOnesInFoodlog() {
        #expect(paths(net) == CommandTable.entries.map(\.path))
        let localPaths = paths(local) + local.delegated.map(\.path)
        #expect(localPaths == CommandTable.entries.map(\.path))
        for entry in CommandTable.entries {
            let implementations = NetCommands.implementations.filter { $0.spec.path == entry.path }
            if case .networked(let networked) = entry {
                #expect(implementations.count == 1, "\(entry.path) needs exactly one implementation in foodlog-net")
                #expect(implementations.first?.spec.abstract == networked.abstract, "\(entry.path)")
            } else {
                #expect(implementations.count <= 1, "\(entry.path)")
            }
        }
        for implementation in NetCommands.implementations {
            #expect(CommandTable.entries.contains { $0.path == implementation.spec.path }, "\(implementation.spec.path) is in no table entry")
        }
    }

    @Test func theTablesWordsAreEachLocalCommandsPath() {
        for entry in CommandTable.entries {
            if case .local(let command, let path) = entry { #expect(command.spec.path == path, "\(command)") }
        }
        #expect(local.resolve(["goal", "set", "2000"])?.command.spec.path == ["goal", "set"])
        #expect(local.subcommands(of: ["fav"]).map(\.path) == [["fav", "add"], ["fav", "list"], ["fav", "rm"], ["fav", "move"], ["fav", "edit"]])
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

    @Test func optionNamesAndLettersAreUniquePerCommand() {
        for spec in net.specs {
            let names = spec.allOptions.map(\.name)
            #expect(Set(names).count == names.count, "\(spec.path): \(names)")
            let letters = spec.allOptions.compactMap(\.short)
            #expect(Set(letters).count == letters.count, "\(spec.path): \(letters)")
        }
    }

    @Test func usageLinesNameEveryOption() {
        for spec in net.specs {
            let usage = spec.usageLines(program: net.program).joined(separator: " ")
            for option in spec.options { #expect(usage.contains("--" + option.name), "\(spec.path) --\(option.name)") }
            #expect(spec.usageLines(program: net.program).allSatisfy { $0.count <= 80 }, "\(spec.path)")
        }
    }
}
