print("EngineBenchmark: not yet implemented")
