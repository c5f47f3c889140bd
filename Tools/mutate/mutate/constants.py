"""What every part of the tool shares: the environment variable that selects a mutant, the
support module's name, and the characters a schema operator's name encodes a site's number in."""


SELECTOR = "AVOIDKIT_MUTANT"
SUPPORT = "AvoidKitMutants"
# Operator characters that encode a site's number in a schema operator's name (U+2200...).
DIGITS = "\u2200\u2201\u2202\u2203\u2204\u2205\u2206\u2207\u2208\u2209"
