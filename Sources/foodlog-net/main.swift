// `foodlog-net`: every foodlog command, including those that reach AI providers and Open Food
// Facts. Normally started by `foodlog` itself; running it directly works the same.
import FoodlogCommands
import FoodlogNetCommands
import FoodlogSupport

exit(Runner.main(NetCommands.set, delegate: nil, context: .live()))
