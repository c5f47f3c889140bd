import Generators
print("KitBenchmark: not yet implemented")
