import Testing
@testable import Generators
