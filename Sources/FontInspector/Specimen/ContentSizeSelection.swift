import Foundation

/// The content size categories a specimen draws, from `--sizes xSmall,large,AX5` or `all`: indexes into
/// `DynamicTypeTable.categories`, in table order whatever the order given.
public struct ContentSizeSelection: Sendable, Hashable {
    /// Indexes into `DynamicTypeTable.categories`, ascending, each once.
    public var indexes: [Int]

    /// Small, the default Large, the largest non-accessibility size and the largest of all: the four a review
    /// looks at first.
    public static let standard = ContentSizeSelection(indexes: [0, 3, 6, 11])
    /// Every category, xSmall through AX5.
    public static let all = ContentSizeSelection(indexes: Array(DynamicTypeTable.categories.indices))

    /// The categories at `indexes`, in table order, duplicates dropped.
    public init(indexes: [Int]) { self.indexes = Array(Set(indexes)).sorted() }

    /// Each name may be the Human Interface Guidelines' (`xSmall`, `AX5`), UIKit's (`extraSmall`,
    /// `accessibilityExtraExtraExtraLarge`) or SwiftUI's (`accessibility5`), in any letter case.
    public static func parse(_ text: String) -> Result<ContentSizeSelection, SpecimenUsageError> {
        if text.lowercased() == "all" { return .success(.all) }
        var indexes: [Int] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let lowered = name.lowercased()
            guard let index = DynamicTypeTable.categories.firstIndex(where: {
                [$0.hig, $0.uikit, $0.swiftUI].contains { $0.lowercased() == lowered }
            }) else {
                let known = DynamicTypeTable.categories.map(\.hig).joined(separator: ", ")
                return .failure(SpecimenUsageError(
                    message: "--sizes: unknown content size category '\(DiagnosticText.oneLine(name))' (expected all or some of \(known))"))
            }
            indexes.append(index)
        }
        return .success(ContentSizeSelection(indexes: indexes))
    }
}

/// An option value `specimen` cannot use: the command prints it as a usage error.
public struct SpecimenUsageError: Error, Sendable, Hashable {
    /// One line naming the option and what it expects.
    public var message: String
}
