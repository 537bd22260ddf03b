// Stand-in for Core Text (and the Core Foundation symbols it re-exports): what `register(from:)` calls.
import Foundation

/// https://developer.apple.com/documentation/corefoundation/cfindex — `typealias CFIndex = Int`
public typealias CFIndex = Int

/// https://developer.apple.com/documentation/corefoundation/cferror — `class CFError` (a Core Foundation type).
public final class CFError {}

/// https://developer.apple.com/documentation/corefoundation/cfurl — `class CFURL`, toll-free bridged with `URL`.
/// A typealias makes `url as CFURL` type-check here as the bridging cast does on Apple platforms.
public typealias CFURL = URL

/// https://developer.apple.com/documentation/corefoundation/cferrorgetcode(_:)
/// `func CFErrorGetCode(_ err: CFError!) -> CFIndex`
public func CFErrorGetCode(_ err: CFError!) -> CFIndex { fatalError() }

/// https://developer.apple.com/documentation/coretext/ctfontmanagerscope — `enum CTFontManagerScope` (UInt32);
/// `case process`: https://developer.apple.com/documentation/coretext/ctfontmanagerscope/process
public enum CTFontManagerScope: UInt32 {
    case none = 0
    case process = 1
    case persistent = 2
    case session = 3
}

/// https://developer.apple.com/documentation/coretext/ctfontmanagererror — `enum CTFontManagerError` (CFIndex);
/// `case alreadyRegistered`: https://developer.apple.com/documentation/coretext/ctfontmanagererror/alreadyregistered
public enum CTFontManagerError: CFIndex {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
}

/// https://developer.apple.com/documentation/coretext/ctfontmanagerregisterfontsforurl(_:_:_:)
/// `func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
/// _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool`
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { fatalError() }
