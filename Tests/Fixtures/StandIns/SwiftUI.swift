// Stand-in for SwiftUI: what the generated SwiftUI part calls. The protocols carry none of the requirements the
// generated code does not use (View's `body`, ViewModifier's result builder: the generated `body(content:)` returns
// explicitly).
import Foundation

/// https://developer.apple.com/documentation/swiftui/view — `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency public protocol View {}

/// https://developer.apple.com/documentation/swiftui/viewmodifier — `@MainActor @preconcurrency protocol ViewModifier`
@MainActor @preconcurrency public protocol ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body — `associatedtype Body : View`
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content — `typealias Content`
    typealias Content = _ViewModifier_Content<Self>
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    /// `func body(content: Self.Content) -> Self.Body`
    func body(content: Self.Content) -> Self.Body
}

/// The type behind `ViewModifier.Content`, a view (SwiftUI's interface names it `_ViewModifier_Content`).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent — `@frozen struct ModifiedContent<Content, Modifier>`,
/// a view when its content is a view and its modifier a view modifier.
public struct ModifiedContent<Content, Modifier> {}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    /// `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    /// `nonisolated func font(_ font: Font?) -> some View`
    nonisolated public func font(_ font: Font?) -> some View { ModifiedContent<Self, _FontModifier>() }
}

/// What `font(_:)` returns here; SwiftUI's own type is opaque to callers.
public struct _FontModifier: ViewModifier {
    public func body(content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/font — `@frozen struct Font` (Hashable, Sendable)
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/textstyle — `enum TextStyle`; the eleven styles of
    /// every version since iOS 14.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:) (iOS 14, macOS 11)
    /// `static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font`
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environment — `@frozen @propertyWrapper struct Environment<Value>`
@propertyWrapper public struct Environment<Value> {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
    /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue — `var wrappedValue: Value { get }`
    public var wrappedValue: Value { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues — `struct EnvironmentValues`
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/legibilityweight
    /// `var legibilityWeight: LegibilityWeight? { get set }`
    public var legibilityWeight: LegibilityWeight? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/swiftui/legibilityweight — `enum LegibilityWeight` (Hashable, Sendable)
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}
