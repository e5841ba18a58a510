import FoodlogSupport

/// The unmutated inputs every class starts from, written here (journal, config, meal answers) or
/// read from `../shared` at run time (provider and Open Food Facts answers; never copied into the
/// repository). Each is checked to run clean before fuzzing starts (`SelfCheck`).
enum SeedData {
    /// The key every provider is given; the fuzz run checks it never appears in any output.
    static let apiKey = "sk-fuzz-SECRET-0123456789abcdef"

    /// Today's date in UTC, `YYYY-MM-DD`: journal seeds are dated today so that `today` shows them.
    static let today: String = {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        return String(Int(parts.tm_year) + 1900) + "-" + two(Int(parts.tm_mon) + 1) + "-" + two(Int(parts.tm_mday))
    }()

    static var month: String { String(today.prefix(7)) }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// The meal answers a model writes (inner JSON of a provider answer), totals adding up; the
    /// first two in the shape answered (and cached) before nutrients were asked.
    static let mealAnswers: [String] = [
        #"{"title":"Chicken and rice","items":[{"name":"grilled chicken breast","grams":150,"calories":248,"protein":46.5,"carbs":0,"fat":5.4,"confidence":0.9,"source":"estimate","matched_id":null},{"name":"white rice","grams":158,"calories":205,"protein":4.3,"carbs":44.5,"fat":0.4,"confidence":0.85,"source":"estimate","matched_id":null}],"total":{"calories":453,"protein":50.8,"carbs":44.5,"fat":5.8},"confidence":0.87}"#,
        #"{"title":"Porridge","items":[{"name":"oat porridge","grams":250,"calories":178,"protein":6.3,"carbs":30.5,"fat":3.5,"confidence":0.8,"source":"estimate","matched_id":null},{"name":"banana","grams":118,"calories":105,"protein":1.3,"carbs":27,"fat":0.4,"confidence":0.9,"source":"estimate","matched_id":null},{"name":"water","grams":0,"calories":0,"protein":0,"carbs":0,"fat":0,"confidence":1,"source":"estimate","matched_id":null}],"total":{"calories":283,"protein":7.6,"carbs":57.5,"fat":3.9},"confidence":0.85}"#,
        // With the fiber, sugars, saturated fat and sodium every provider is now asked for per item.
        #"{"title":"Eggs on toast","items":[{"name":"fried eggs","grams":100,"calories":196,"protein":13.6,"carbs":0.8,"fat":14.8,"fiber":0,"sugars":0.4,"saturated_fat":4.3,"sodium":207,"confidence":0.85,"source":"estimate","matched_id":null},{"name":"wholemeal toast","grams":40,"calories":99,"protein":4,"carbs":17,"fat":1.4,"fiber":2.8,"sugars":null,"saturated_fat":0.3,"sodium":180,"confidence":0.8,"source":"estimate","matched_id":null}],"total":{"calories":295,"protein":17.6,"carbs":17.8,"fat":16.2},"confidence":0.82}"#,
    ]

    /// The description sent with `estimate`.
    static let mealText = "150 g grilled chicken breast and 158 g white rice"

    /// A tiny but real JPEG header (foodlog sniffs magic bytes only).
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [UInt8](repeating: 0x42, count: 64) + [0xFF, 0xD9]

    /// The config file every class but `config` runs with: no cache (each mutant must reach the
    /// parser), no daily cap, the shortest deadline (a malformed answer is retried after ~0.5 s),
    /// and the OpenAI-compatible provider on the loopback server.
    static let baseConfig = """
    [ai]
    timeout = 5
    deadline = 1
    cache_days = 0
    daily_limit = none

    [ai.compatible]
    base_url = @BASE@/v1

    """

    /// A richer config for the `config` class: every section and key foodlog reads.
    static let fuzzConfig = """
    # foodlog configuration
    [ai]
    providers = openai, anthropic, compatible   # the fallback chain
    timeout = 5
    deadline = 1
    cache_days = 0
    daily_limit = none

    [ai.openai]
    model = "gpt-6-luna"
    base_url = @BASE@/v1

    [ai.anthropic]
    model = claude-haiku-5-5
    base_url = @BASE@

    [ai.gemini]
    model = gemini-3.5-flash-lite
    base_url = @BASE@

    [ai.compatible]
    base_url = @BASE@/v1
    model = llama3.2-vision
    key_cmd = printf sk-fuzz-compatible-0123456789

    [history]
    enabled = true

    """

    /// The journal: this month's events (adds, an edit, a removal and its undo, an AI entry of a
    /// group), the goals and the favorites, as foodlog writes them (docs/journal.md).
    static var journalFiles: [(path: String, text: String)] {
        let d = today
        let ms = "1763900000000"
        let month = [
            #"{"v":1,"op":"add","event":"ev000001","recorded_ms":\#(ms),"entry":{"id":"k3f9x2ab","time":"\#(d)T08:00:00+00:00","meal":"breakfast","name":"Greek yogurt, plain","grams":170,"kcal":100.3,"protein":17.3,"carbs":6.1,"fat":0.7,"nutrients":{"sugars":5.4,"saturated_fat":0.2,"sodium":61,"calcium":187,"vitamin_b12":1.3},"source":"index","ref":"usda-8e3ea24736ff42e0"}}"#,
            #"{"v":1,"op":"add","event":"ev000002","recorded_ms":\#(ms),"group":"gr000001","entry":{"id":"m2p7q1zz","time":"\#(d)T12:30:00+00:00","meal":"lunch","name":"grilled chicken breast","grams":150,"kcal":248,"protein":46.5,"carbs":0,"fat":5.4,"source":"ai","confidence":0.9,"photo":"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}}"#,
            #"{"v":1,"op":"add","event":"ev000003","recorded_ms":\#(ms),"entry":{"id":"r5t6y7u8","time":"\#(d)T19:00:00+00:00","meal":"dinner","name":"protein bar","servings":1,"kcal":210,"protein":20,"carbs":22,"fat":7,"source":"manual"}}"#,
            #"{"v":1,"op":"edit","event":"ev000004","recorded_ms":\#(ms),"entry":"k3f9x2ab","set":{"grams":200,"kcal":118}}"#,
            #"{"v":1,"op":"rm","event":"ev000005","recorded_ms":\#(ms),"entry":"r5t6y7u8"}"#,
            #"{"v":1,"op":"undo","event":"ev000006","recorded_ms":\#(ms),"undoes":"ev000005"}"#,
            #"{"v":1,"op":"add","event":"ev000007","recorded_ms":\#(ms),"entry":{"id":"a1b2c3d4","time":"\#(d)T16:00:00+00:00","meal":"snack","name":"egg, whole, boiled","grams":100,"kcal":155,"protein":12.6,"carbs":1.1,"fat":10.6,"source":"generic"}}"#,
        ]
        let goals = [
            #"{"v":1,"op":"goal","event":"ev000008","recorded_ms":\#(ms),"from":"\#(String(d.prefix(8)) + "01")","set":{"kcal":2000,"protein":150,"carbs":250,"fat":70,"nutrients":{"fiber":30,"sodium":1500}}}"#,
        ]
        let favorites = [
            #"{"v":1,"op":"fav-add","event":"ev000009","recorded_ms":\#(ms),"favorite":{"name":"shake","grams":300,"servings":1,"kcal":180,"protein":30,"carbs":8,"fat":3,"source":"manual"}}"#,
            #"{"v":1,"op":"fav-add","event":"ev000010","recorded_ms":\#(ms),"favorite":{"name":"oats","grams":40,"kcal":150,"protein":5,"carbs":27,"fat":3,"source":"index","ref":"usda-0b217f3590eb12e4"}}"#,
            #"{"v":1,"op":"fav-move","event":"ev000011","recorded_ms":\#(ms),"name":"oats","position":1}"#,
            #"{"v":1,"op":"fav-edit","event":"ev000012","recorded_ms":\#(ms),"name":"shake","set":{"kcal":190}}"#,
        ]
        let directory = HomeLayout.journalDirectory
        return [(directory + "/" + String(d.prefix(7)) + ".jsonl", lines(month)),
                (directory + "/goals.jsonl", lines(goals)),
                (directory + "/favorites.jsonl", lines(favorites))]
    }

    private static func lines(_ items: [String]) -> String { items.map { $0 + "\n" }.joined() }

    /// Rows of the small product index built at start (tab-separated, Open Food Facts export
    /// columns): generic foods for plain words and grounding, products with barcodes.
    static let indexRows: [[String]] = {
        var rows: [[String]] = [["code", "product_name", "brands", "energy-kcal_100g", "proteins_100g", "carbohydrates_100g", "fat_100g",
                                 "serving_size", "serving_quantity"]]
        let foods: [(String, String, String, String, String, String)] = [
            ("3017620422003", "Nutella", "Ferrero", "539", "6.3", "57.5"), ("4000000000001", "Plain oats", "Mill", "372", "13", "60"),
            ("5449000011527", "Coca-Cola", "Coca-Cola", "42", "0", "10.6"), ("3029330003533", "Crousti Moelleux Complet", "Jacquet", "246", "9.5", "41"),
            ("0012345678905", "Greek yogurt plain", "Fage", "97", "9", "3.9"), ("0099999999991", "Chicken breast grilled", "Farm", "165", "31", "0"),
            ("0088888888882", "White rice cooked", "Uncle", "130", "2.7", "28"), ("0077777777773", "Banana", "Chiquita", "89", "1.1", "22.8"),
            ("0066666666664", "Egg whole boiled", "Hens", "155", "12.6", "1.1"), ("0055555555555", "Protein bar chocolate", "Bars", "380", "30", "40"),
        ]
        for (code, name, brand, kcal, protein, carbs) in foods {
            rows.append([code, name, brand, kcal, protein, carbs, "3.5", "100 g", "100"])
        }
        // 300 rows, so the common words' posting lists have several blocks (PostingList.blockSize
        // is 128) and their block headers are there to mutate.
        for number in 0..<300 {
            rows.append([String(2_000_000_000_000 + number * 7), "Test food \(number) apple cereal soup", "Brand \(number % 5)",
                         String(50 + number * 9), "1.\(number % 10)", "2\(number % 10)", "0.\(number % 10)", "30 g", "30"])
        }
        return rows
    }()
}
