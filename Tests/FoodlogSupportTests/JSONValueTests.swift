import Testing
@testable import FoodlogSupport

@Suite struct JSONValueTests {
    @Test func rendersStableCompactAndPrettyJSON() {
        let value = JSONValue.object([("b", .integer(1)), ("a", .array([.null, .bool(true), .number(2.5)])), ("s", .string("x\"y\n\u{1}"))])
        #expect(value.rendered() == #"{"b":1,"a":[null,true,2.5],"s":"x\"y\n\u0001"}"#)
        #expect(value.rendered(pretty: true) == "{\n  \"b\": 1,\n  \"a\": [\n    null,\n    true,\n    2.5\n  ],\n  \"s\": \"x\\\"y\\n\\u0001\"\n}")
        #expect(JSONValue.object([]).rendered() == "{}")
    }

    @Test func numbersRoundAndNonFiniteBecomesNull() {
        #expect(JSONValue.rounded(52.799999237, places: 1).rendered() == "52.8")
        #expect(JSONValue.rounded(3.0).rendered() == "3")
        #expect(JSONValue.rounded(nil).rendered() == "null")
        #expect(JSONValue.number(.nan).rendered() == "null")
        #expect(JSONValue.number(.infinity).rendered() == "null")
    }
}

@Suite struct PathsAndTableTests {
    @Test func xdgDirectoriesFollowTheEnvironment() {
        let env = ["HOME": "/home/u", "XDG_DATA_HOME": "/data", "XDG_CONFIG_HOME": "relative/ignored"]
        let paths = FoodlogPaths.resolve { env[$0] }
        #expect(paths.data == "/data/foodlog")
        #expect(paths.config == "/home/u/.config/foodlog")
        #expect(paths.cache == "/home/u/.cache/foodlog")
    }

    @Test func pathHelpers() {
        #expect(PathString.join("/a/", "b") == "/a/b")
        #expect(PathString.join("/a", "/abs") == "/abs")
        #expect(PathString.directory(of: "/a/b/c") == "/a/b")
        #expect(PathString.directory(of: "c") == ".")
        #expect(PathString.directory(of: "/c") == "/")
    }

    @Test func tablesAlignAndClip() {
        var table = TextTable(headers: ["#", "name"], alignments: [.right, .left])
        table.append(["1", "Banana, raw"])
        table.append(["10", "A very long product name"])
        let lines = table.render(maxWidths: [nil, 10])
        #expect(lines == [" #  name", " 1  Banana, r…", "10  A very lo…"])
    }

    @Test func colourOnlyWhenAllowed() {
        let plain = Console(stdoutIsTerminal: true, stderrIsTerminal: true, stdinIsTerminal: true, useColor: false)
        #expect(plain.style("x", .bold) == "x")
        let colour = Console(stdoutIsTerminal: true, stderrIsTerminal: true, stdinIsTerminal: true, useColor: true)
        #expect(colour.style("x", .bold) == "\u{1B}[1mx\u{1B}[0m")
    }
}
