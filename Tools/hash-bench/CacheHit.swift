import AIAnalysis
import Foundation
import FoodlogSupport
import HTTPClient

/// A prepared cache hit: a 4 MB JPEG-typed photo, the answer the chain would store for it in a
/// fresh cache, and the environment under which `foodlog snap PHOTO --json` finds it there.
struct CacheHitSetup {
    let root: String
    let photoPath: String
    /// XDG directories under `root` and one provider (OpenAI) with no key and a closed loopback
    /// port as its base URL, so a cache miss fails loudly instead of being timed. A cache hit
    /// needs no key.
    let environment: [(String, String)]

    /// Writes the photo and the cache entry under `root` (created if needed).
    static func prepare(root: String) -> CacheHitSetup {
        let photoPath = root + "/photo.jpg"
        // A JPEG's start-of-image and APP0 marker, then random bytes: what the type sniffing and
        // the hash see of a real photo.
        let photoBytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + randomBytes(4_000_000 - 4)
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try Data(photoBytes).write(to: URL(fileURLWithPath: photoPath))
        } catch {
            fail("cannot write \(photoPath)")
        }
        let photo: ImageInput
        do { photo = try ImageInput(bytes: photoBytes, source: photoPath) } catch { fail(error.message) }

        let settings = ProviderSettings(kind: .openai)
        let chain = ProviderChain(providers: [settings], cache: nil, effects: ChainEffects(transport: URLSessionTransport()))
        let (request, _) = MealEstimator(chain: chain).request(photo: photo, note: nil)
        let answer = #"{"title":"Toast","items":[{"name":"toast","grams":30,"calories":80,"protein":3,"carbs":15,"fat":1,"confidence":0.9,"source":"estimate","matched_id":null}],"total":{"calories":80,"protein":3,"carbs":15,"fat":1},"confidence":0.9}"#
        guard let json = try? JSONParser.parse(answer) else { fail("internal: bad sample answer") }
        AnswerCache(cacheDirectory: root + "/cache/foodlog", now: Platform.wallClockSeconds)
            .store(json, for: request, provider: settings.name, model: settings.model)

        let environment = [("HOME", root), ("XDG_CONFIG_HOME", root + "/config"), ("XDG_CACHE_HOME", root + "/cache"),
                           ("XDG_DATA_HOME", root + "/data"), ("FOODLOG_PROVIDERS", "openai"),
                           ("FOODLOG_OPENAI_BASE_URL", "http://127.0.0.1:9/v1"), ("PATH", "/usr/bin:/bin")]
        return CacheHitSetup(root: root, photoPath: photoPath, environment: environment)
    }
}

/// `hash-bench --prepare-cache-hit DIR`: prepares a cache hit under DIR for an outside timer
/// (Tools/bench/run-snap-cache-bench.sh runs hyperfine on it). Prints the photo's path on the
/// first line, then the environment as `NAME=VALUE` lines, ready for `env -i`.
func prepareCacheHit(root: String) -> Int32 {
    let setup = CacheHitSetup.prepare(root: root)
    print(setup.photoPath)
    for (name, value) in setup.environment { print(name + "=" + value) }
    return 0
}

/// Times `foodlog snap PHOTO --json` answered from the cache, whole process, in a fresh
/// temporary directory that is removed afterwards. The first run's output is checked for
/// `"cached":true`; the timed runs are spawned directly with their output discarded.
func cacheHit(runs: Int) -> Int32 {
    let own = Platform.executablePath() ?? CommandLine.arguments[0]
    let foodlog = PathString.join(PathString.directory(of: own), "foodlog")
    guard FileManager.default.isExecutableFile(atPath: foodlog) else {
        fail("\(foodlog) is missing; build it: swift build -c release --product foodlog && swift build -c release --product foodlog-net")
    }
    let root = NSTemporaryDirectory() + "hash-bench-cache-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let setup = CacheHitSetup.prepare(root: root)
    let arguments = [foodlog, "snap", setup.photoPath, "--json"]
    let check = try? runProcess(foodlog, Array(arguments.dropFirst()), environment: Dictionary(setup.environment, uniquingKeysWith: { _, last in last }))
    guard let check, check.status == 0, check.output.contains(#""cached":true"#) else {
        fail("foodlog snap did not answer from the cache (status \(check?.status ?? -1)); is the build current?")
    }
    let environment = setup.environment.map { $0.0 + "=" + $0.1 }
    var times: [Double] = []
    for run in 0...runs {
        guard let result = spawnQuietly(arguments, environment: environment), result.status == 0 else {
            fail("foodlog snap failed while being timed; is the build current?")
        }
        if run > 0 { times.append(Double(result.nanoseconds) / 1e9) }
    }
    times.sort()
    print("cache hit, 4 MB photo, whole process (foodlog -> foodlog-net), \(runs) runs after one warm-up:")
    print("  min \(milliseconds(times[0])), median \(milliseconds(times[times.count / 2])), max \(milliseconds(times[times.count - 1]))")
    return 0
}
