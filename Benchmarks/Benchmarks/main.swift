// The release-build benchmarks, one per subcommand; each prints figures (medians, and the spread
// of its runs) and never runs under `swift test`. `Scripts/bench` runs them all in one table.
// Run: swift build -c release --product Benchmarks && .build/release/Benchmarks NAME [options]
import Foundation

let usage = """
    usage: Benchmarks NAME [options]
      engine   [inputs-per-run] [runs] [--fields N]       the engine's inputs per second
      kit      [--cases trivial|list N]                   the property runner's cases per second
      domain   [cases] [runs] [--part whole|generating|checking]
                                                          whole domain cases per second
      adapter  [events-per-run] [runs] | --shell [runs] [views] [1|2]
                                                          the adapter's time per keyboard event
      shrink   [seeds] [name...]                          every shrink problem from fixed seeds
    """

switch CommandLine.arguments.dropFirst().first {
case "engine": runEngineBenchmark()
case "kit": runKitBenchmark()
case "domain": runDomainBenchmark()
case "adapter": try runAdapterBenchmark()
case "shrink": runShrinkBenchmark()
case "--help", "-h": print(usage)
default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
