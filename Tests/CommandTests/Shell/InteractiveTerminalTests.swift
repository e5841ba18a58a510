import Foundation
import FoodlogSupport
import Testing
import TestSupport

/// `search -i` and `add -i` on a real pseudo-terminal (driven by Python's `pty` module, the one
/// portable way to give a child process a terminal from a test), and their refusal off a terminal.
@Suite(.enabled(if: Executables.built, "needs the built foodlog and foodlog-net (swift build)"))
final class InteractiveTerminalTests {
    let home = Home()

    deinit { home.directory.remove() }

    /// Runs foodlog on a pty, sending each of `keys` after the screen settles; returns the exit
    /// status and everything the terminal showed.
    func onTerminal(_ arguments: [String], keys: [String]) throws -> (status: Int32, screen: String) {
        let driver = home.directory.write("drive_terminal.py", """
        import os, pty, sys, time, select, json
        argv, keys = json.loads(sys.argv[1]), json.loads(sys.argv[2])
        pid, fd = pty.fork()
        if pid == 0:
            os.execv(argv[0], argv)
        out = b''
        def drain(seconds):
            global out
            end = time.time() + seconds
            while time.time() < end:
                if select.select([fd], [], [], 0.05)[0]:
                    try:
                        out += os.read(fd, 65536)
                    except OSError:
                        return
        drain(1.0)
        for key in keys:
            os.write(fd, key.encode()); drain(0.5)
        drain(1.0)
        status = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        sys.stdout.write(json.dumps({"status": status, "screen": out.decode('utf-8', 'replace')}))
        """)
        func json(_ value: [String]) -> String {
            String(decoding: (try? JSONSerialization.data(withJSONObject: value)) ?? Data("[]".utf8), as: UTF8.self)
        }
        let result = try CommandRunner.runProgram(CommandRunner.which("python3") ?? "python3",
                                                  [driver, json([CommandRunner.productsDirectory + "/foodlog"] + arguments), json(keys)],
                                                  environment: home.environment().merging(["TERM": "xterm", "PATH": "/usr/bin:/bin"]) { $1 })
        #expect(result.stderr == "")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (Int32(object?["status"] as? Int ?? -1), object?["screen"] as? String ?? "")
    }

    @Test(.enabled(if: CommandRunner.which("python3") != nil, "python3 (for a pseudo-terminal) is not installed"))
    func searchUpdatesOnEveryKeyAndEnterPrintsTheChoice() throws {
        let (status, screen) = try onTerminal(["search", "-i"], keys: ["bana", "na, r", "\r"])
        #expect(status == 0)
        #expect(screen.contains("search: bana"))
        #expect(screen.contains("> Banana, raw"))
        #expect(screen.contains("1  Banana, raw"), "the choice printed as a search result row")
    }

    @Test(.enabled(if: CommandRunner.which("python3") != nil, "python3 (for a pseudo-terminal) is not installed"))
    func escapeCancelsWithoutOutput() throws {
        let (status, screen) = try onTerminal(["search", "-i", "egg"], keys: ["\u{1B}"])
        #expect(status == 1)
        #expect(!screen.contains("usda-"), "nothing printed after cancelling")
    }

    @Test(.enabled(if: CommandRunner.which("python3") != nil, "python3 (for a pseudo-terminal) is not installed"))
    func addChoosesAsksTheAmountAndLogs() throws {
        let (status, screen) = try onTerminal(["add", "-i", "--meal", "lunch"], keys: ["banana, raw", "\r", "150\r"])
        #expect(status == 0, "\(screen)")
        #expect(screen.contains("grams"))
        #expect(screen.contains("logged "))
        let log = try CommandRunner.run("foodlog", ["today", "--json"], environment: home.environment())
        #expect(log.stdout.contains("\"name\":\"Banana, raw\"") && log.stdout.contains("\"grams\":150"))
    }

    @Test(.enabled(if: CommandRunner.which("python3") != nil, "python3 (for a pseudo-terminal) is not installed"))
    func yourFoodsComeFirstAsYouTypeMarkedRecent() throws {
        let added = try CommandRunner.run("foodlog", ["add", "chicken nuggets", "--grams", "100", "-q"], environment: home.environment())
        #expect(added.status == 0)
        let (status, screen) = try onTerminal(["search", "-i"], keys: ["chick", "\r"])
        #expect(status == 0)
        #expect(screen.contains("> Chicken nuggets, NFS  307 kcal/100 g  [recent]"), "\(screen)")
        #expect(screen.contains("1*  Chicken nuggets, NFS"), "the choice printed as a search result row, marked")
        let (plainStatus, plain) = try onTerminal(["search", "-i", "--no-history"], keys: ["chick", "\r"])
        #expect(plainStatus == 0)
        #expect(!plain.contains("[recent]"))
        let (addStatus, add) = try onTerminal(["add", "-i"], keys: ["chicken n", "\r", "50\r"])
        #expect(addStatus == 0)
        #expect(add.contains("> Chicken nuggets, NFS  307 kcal/100 g  [recent]"), "\(add)")
    }

    @Test(.enabled(if: CommandRunner.which("python3") != nil, "python3 (for a pseudo-terminal) is not installed"))
    func repeatShowsTheEntriesAndAsksFirst() throws {
        let env = home.environment()
        #expect(try CommandRunner.run("foodlog", ["add", "oats", "--kcal", "300", "--date", "yesterday", "--meal", "breakfast", "-q"],
                                      environment: env).status == 0)
        let (declined, asked) = try onTerminal(["repeat", "yesterday"], keys: ["n\r"])
        #expect(declined == 1)
        #expect(asked.contains("To log again today") && asked.contains("oats") && asked.contains("Log them? [Y/n]"))
        #expect(asked.contains("not confirmed; nothing was logged"))
        let today = try CommandRunner.run("foodlog", ["today", "--json"], environment: env)
        #expect(!today.stdout.contains("oats"))
        let (accepted, logged) = try onTerminal(["repeat", "yesterday"], keys: ["\r"])
        #expect(accepted == 0)
        #expect(logged.contains("logged "))
        #expect(try CommandRunner.run("foodlog", ["today", "--json"], environment: env).stdout.contains("\"name\":\"oats\""))
    }

    @Test func refusesOffATerminal() throws {
        for command in ["search", "add"] {
            let result = try CommandRunner.run("foodlog", [command, "-i", "egg"], environment: home.environment())
            #expect(result.status == 64)
            #expect(result.stderr == "foodlog: \(command) -i searches as you type and needs a terminal on standard input and standard error; without one, drop -i\n")
            #expect(result.stdout == "")
        }
    }
}
