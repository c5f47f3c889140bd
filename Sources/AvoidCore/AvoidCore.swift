/// AvoidCore placeholder.
public enum AvoidCoreModule {}
