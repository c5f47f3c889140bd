/// The property-testing kit: seeded random source, choice-recording generators, shrinker,
/// Swift Testing runner and coverage statistics. (Placeholder until the kit lands.)
public enum GeneratorsKit {}
