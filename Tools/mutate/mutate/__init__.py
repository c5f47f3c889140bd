"""Mutation testing for AvoidCore (or any Swift package's sources): plants one small fault at a
time and asks whether the tests notice.

Every mutation site of the sources is enumerated in a stable order (file, then position). All
mutants are compiled once, into a copy of the package, as a *mutant schema*: each site becomes a
switch that the environment variable AVOIDKIT_MUTANT selects at run time, so a sweep costs one
build plus one test run per mutant instead of a rebuild per mutant. A site the schema cannot
express (the compiler rejects its switch) is built alone, the slow way; one that does not compile
alone is stillborn. Each mutant runs the test binary with a filter, and is killed at the first
failing test; a timeout counts as killed.

Results: a Markdown table and JSON (site, operator, diff, status, seconds) under
.build/mutate/ unless --report says otherwise. Survivors listed in Mutants/<module>.json (the
module being the folder under Sources/ that holds --sources: Mutants/AvoidCore.json,
Mutants/AvoidConformance.json for Sources/AvoidConformance/Tree), each
with an argument why no input can tell it from the original, count as equivalent.
"""
