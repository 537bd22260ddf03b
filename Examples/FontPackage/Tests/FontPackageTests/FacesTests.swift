import Testing
@testable import BrandFonts

@Test func placeholder() { #expect(Bool(true)) }
