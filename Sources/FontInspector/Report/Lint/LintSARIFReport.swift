import Foundation

/// `lint --format sarif`: SARIF 2.1.0 (OASIS), which GitHub code scanning and IDEs read. One rule
/// descriptor per rule with its rationale; one result per finding; paths relative to PATH through
/// the `%SRCROOT%` base, so results stay valid wherever the repository is checked out.
public enum LintSARIFReport {
    package static func render(_ result: LintResult, toolVersion: String) -> String {
        let rules = RuleRegistry.descriptions
        let rootURI = URL(fileURLWithPath: result.root, isDirectory: true).standardizedFileURL.absoluteString
        let document = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([
                .object([
                    ("tool", .object([
                        ("driver", .object([
                            ("name", .string("fontinspect")),
                            ("version", .string(toolVersion)),
                            ("rules", .array(rules.map(ruleDescriptor))),
                        ])),
                    ])),
                    ("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(rootURI))]))])),
                    // Columns count Unicode scalars, as the source and Interface Builder readers do.
                    ("columnKind", .string("unicodeCodePoints")),
                    ("results", .array(result.findings.map { finding in
                        sarifResult(finding, ruleIndex: rules.firstIndex { $0.id == finding.ruleID }, root: result.root)
                    })),
                ]),
            ])),
        ])
        return document.serialized()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    private static func ruleDescriptor(_ rule: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.id))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ("properties", .object([("category", .string(rule.category.rawValue))])),
        ])
    }

    private static func sarifResult(_ finding: Finding, ruleIndex: Int?, root: String) -> JSONValue {
        var physical: [(String, JSONValue)] = [
            ("artifactLocation", .object([
                ("uri", .string(relativeURI(finding.location.file, root: root))),
                ("uriBaseId", .string("%SRCROOT%")),
            ])),
        ]
        if let line = finding.location.line {
            var region: [(String, JSONValue)] = [("startLine", .int(line))]
            if let column = finding.location.column { region.append(("startColumn", .int(column))) }
            physical.append(("region", .object(region)))
        }
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(finding.messageWithinFile))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
        ]
        return .object(members)
    }

    /// The path below PATH, percent-encoded as a relative URI reference.
    static func relativeURI(_ path: String, root: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        var relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        if relative.hasPrefix("./") { relative.removeFirst(2) }
        // RFC 3986 unreserved characters and the path separator; everything else, non-ASCII included, encoded.
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
        return relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
    }
}

extension LintSARIFReport: Reporter {
    public static var identifier: String { "sarif" }
    public static var description: String { "SARIF 2.1.0, for GitHub code scanning and IDEs" }

    public static func generateReport(_ report: LintResult, context: ReportContext) -> String {
        render(report, toolVersion: context.toolVersion)
    }
}
