import FoodlogSupport

/// Where `swift build` put the package's executables, found from the test code's own image.
///
/// The tests do not trust `argv[0]`: on Linux `swift test` runs the test bundle itself
/// (`.build/<triple>/debug/foodlogPackageTests.xctest`), but on macOS Swift Testing runs inside
/// the toolchain's `swiftpm-testing-helper` and XCTest inside `xctest`, which load the bundle
/// (`…/foodlogPackageTests.xctest/Contents/MacOS/foodlogPackageTests`). What is the same
/// everywhere is that the bundle sits in the products directory. So:
///
/// 1. the image that holds this code: on Darwin `dladdr` of a function compiled into it, on
///    Linux this process's executable (the bundle is the executable there);
/// 2. from its path, the part up to `.xctest`, and the directory holding that;
/// 3. if no `.xctest` is in the path (a test built some other way), the package's
///    `.build/debug` or `.build/release` from this file's location and the build configuration.
enum BuiltProducts {
    static let directory: String = {
        if let image = testImagePath(), let bundle = image.ranges(of: ".xctest").last {
            return PathString.directory(of: String(image[..<bundle.upperBound]))
        }
        #if DEBUG
        let configuration = "debug"
        #else
        let configuration = "release"
        #endif
        return PathString.join(SharedData.packageRoot, ".build/" + configuration)
    }()

    /// The file the test code was loaded from, absolute.
    private static func testImagePath() -> String? {
        #if canImport(Darwin)
        var info = Dl_info()
        let marker: @convention(c) () -> Void = {}
        guard dladdr(unsafeBitCast(marker, to: UnsafeRawPointer.self), &info) != 0, let name = info.dli_fname else { return nil }
        guard let resolved = realpath(name, nil) else { return String(cString: name) }
        defer { free(resolved) }
        return String(cString: resolved)
        #else
        return Platform.executablePath()
        #endif
    }
}
