// `foodlog`: the fast, local half of the command line. Commands that may reach the network are
// handed to `foodlog-net` (see Package.swift for why there are two executables).
import FoodlogCommands
import FoodlogSupport

exit(Runner.main(LocalCommands.set, delegate: .sibling("foodlog-net"), context: .live()))
