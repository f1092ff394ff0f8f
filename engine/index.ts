/** The engine's public API: pure TypeScript, the same in the browser and in Node. */

// Pipeline: a scenario in, one frozen Analysis out (the config load, agents, provenance, paths, examples).
export { analyze } from './analyze.ts';
export type { Analysis, AnalysisIndex, ProbeResult, ToolVisibility } from './analyze.ts';
export type { Agent, AgentMode, AgentSet } from './agent/agent.ts';
export * from './config/index.ts';
export { configJsonSchema } from './config/json-schema/json-schema.ts';
export type { JsonSchema } from './config/json-schema/json-schema.ts';
export { KNOWN_PERMISSION_KEYS } from './config/schema/schema-keys.ts';
export { MAX_NESTING_DEPTH, checkNestingDepth } from './config/text/depth.ts';
export { resolveFileReference } from './config/text/substitute.ts';
export { createOffsetIndex, offsetOf } from './config/text/offset-map.ts';
export { DOT_DIR, GLOBAL_FILES, globalConfigDir, managedConfigDir } from './config/discover/paths.ts';
export { DIR_FILES, MARKDOWN_DIRS, PROJECT_FILES_FOUND_ORDER, isTruthyFlag } from './config/discover/paths.ts';
export { lookupProvenance, originAt, provenanceFromRecords, provenancePaths } from './config/merge/provenance.ts';
export { isPackedProvenance, packProvenance, packedBuffers, unpackProvenance, type PackedProvenance } from './config/merge/packed-provenance.ts';
export { fileTexts, overriddenValues, type FileTexts, type OverriddenValue } from './config/merge/provenance-values.ts';
export { toPosixPath } from './vfs/path-win32.ts';
export { join as joinPath } from './vfs/path.ts';
export { dirname as dirnamePath, isInside as isInsidePath, relative as relativePath, resolve as resolvePath } from './vfs/path.ts';
export { walkUp } from './vfs/walk.ts';
export { appendAll } from './collections/append-all.ts';
export { isSameData } from './collections/same-data.ts';
export { MAX_PLAYGROUND_AGENTS, MAX_PLAYGROUND_RULES, measureAgentSet, TOO_BIG_CODE, tooBigDiagnostic, type PlaygroundSize } from './agent/playground-size.ts';
export { EXAMPLES, findExample } from './examples/examples.ts';
export { DEFAULT_EXAMPLE } from './examples/default-example.ts';
export type { Example } from './examples/examples.ts';
export { EXAMPLE_HOME, EXAMPLE_PROJECT, scenario as exampleScenario } from './examples/example.ts';
export { ENGINE_VERSION, REFERENCE } from './version.ts';
export { isYamlLibraryLoaded, loadYamlLibrary, yamlLibrary } from './config/markdown/yaml-library.ts';

// Decisions: rules, evaluation, stages, tool visibility, the ask flow and run modes, lints, the shell tool.
export { executeStage, stageOf } from './permission/stage.ts';
export type { Stage, StageKind } from './permission/stage.ts';
export { BUILTIN_TOOL_IDS, usesApplyPatch } from './tools/tool-queries.ts';
export { BUILTIN_TOOLS, TOOL_PARAMETERS, toToolInput } from './tools/tool-call.ts';
export { approvalEffects, approvalForAnyInput, type ApprovalEffect } from './tools/story/approval-effects.ts';
export { hidingOf } from './tools/permission-hiding.ts';
export type { HidingContext, PermissionHiding } from './tools/permission-hiding.ts';
export { ASK_MESSAGES } from './permission/ask-flow.ts';
export type { AskEvent, AskOutcome, AskReply, AskState, AskStep, AskStepResult } from './permission/ask-flow.ts';
export { evaluate } from './permission/evaluate.ts';
export type { Decision, RuleMatch } from './permission/evaluate.ts';
export { isPlatform, PLATFORMS } from './permission/platform.ts';
export { isRuleAction } from './permission/rule.ts';
export type { Rule, RuleAction, RuleOrigin, Ruleset, SourceLocation } from './permission/rule.ts';
export { toolPermission } from './permission/visibility.ts';
export { compilePattern, matchWildcard, toReferenceRegExp } from './permission/wildcard.ts';
export { findUnreachableRules } from './lint/lint.ts';
export type { UnreachableRule } from './lint/lint.ts';
export { lintRules } from './lint/rule-lints.ts';
export type { RuleLint, RuleLintCode } from './lint/rule-lints.ts';
export { collectGlobInputs } from './lint/glob-intuition-lints.ts';
export { lintGlobInput } from './lint/rule-lints.ts';
export { applyRunMode, RUN_MODES } from './ask/run-mode.ts';
export { RUN_OUTCOME_LABELS, isRunMode } from './ask/run-mode.ts';
export type { RunMode, RunModeOutcome } from './ask/run-mode.ts';
export { buildSubagentSession, listTaskSubagents } from './ask/subagent.ts';
export type { SubagentSession, TaskSubagent } from './ask/subagent.ts';
export { compareInstance } from './ask/instance.ts';
export { RELOAD_EFFECT, heldScenario } from './ask/instance.ts';
export type { InstanceCheck, InstanceComparison, InstanceSide } from './ask/instance.ts';
export { playScript } from './ask/call-script.ts';
export type { PlayedCall, ScriptStep } from './ask/call-script.ts';
export type { RequestState, CallPlay } from './ask/call-play.ts';
export type { CallRecord, RequestRecord } from './ask/call-play.ts';
export { agentRuleset, compileRuleset, type CompiledRuleset } from './permission/compiled-ruleset.ts';
export { joinRules, ruleAt, someRule, toRuleSegments, type RuleSegments } from './permission/rule-segments.ts';
export { countChangedLines, renderFileDiff } from './fix/edit/render-diff.ts';
export { describeVisibilityChange, VISIBILITY_CHANGE_WORDS, visibilityChangeParts } from './report/visibility-change-words.ts';
export { checkCall } from './ask/check-call.ts';
export type { CallCheck, ShellCheck } from './ask/check-call.ts';
export { callStage } from './ask/call-stage.ts';
export { toComparedInput, unknownShellPaths } from './ask/compared-input.ts';
export type { ComparedInput, ComparedKind, ComparedPlace, ExternalAsk, UnknownShellPath } from './ask/compared-input.ts';
export { playScriptInMode } from './ask/mode-script.ts';
export type { ModeScriptPlay } from './ask/mode-script.ts';
export { allowedBy } from './ask/allowed-by.ts';
export type { AllowedBy } from './ask/allowed-by.ts';
export type { ShellCallDecision, ShellPatternDecision, ShellRequestDecision } from './tools/shell-decision.ts';
export type { ShellAnalysis, ShellParser, ShellRequest, ShellSegment } from './shell/index.ts';
export { alwaysPatternOf } from './shell/arity.ts';
// The parser loader pulls in web-tree-sitter: the door hands it out behind a dynamic import, so neither the app's
// first paint nor the CLI's start-up loads it before a shell command is decided.
export { loadShellParserLazily, type ShellParserSource } from './shell/parse/load-parser-lazily.ts';

// Reports: explanations, diagnostics, matrices and diffs, probe lists, conformance runs.
export { describeDecision, describeOrigin, matchCountWords, ruleKeyLabel } from './permission/describe.ts';
export { explainJson, explainText } from './report/explain-report.ts';
export { markdownReport } from './report/markdown-report.ts';
export { formatProbeList, parseProbeList } from './report/probe-list.ts';
export type { ProbeListReading } from './report/probe-list.ts';
export { explainDecision } from './report/explain-decision.ts';
export { explainRule, sentenceText } from './report/explain-decision.ts';
export type { DecisionExplanation, ExplainContext, ExplainedRule, LostRule, SentencePart } from './report/explain-decision.ts';
export { decisionPath, type DecisionPath, type PathSubject } from './report/decision-path.ts';
export { printable, printableLines } from './report/printable.ts';
export type { Diagnostic, Severity } from './diagnostic.ts';
export { LOAD_ABORTED_CODE, toLoadFailureCause, toProblemList, toUnsortedProblems } from './diagnostic.ts';
export { buildAgentToolMatrix, MAX_MATRIX_ROWS } from './compare/matrix.ts';
export type { MatrixCell, MatrixStatus } from './compare/matrix.ts';
export { buildProbeMatrix } from './compare/matrix-probes.ts';
export { capScenarioDiff, diffScenarios, MAX_DIFF_CHANGES } from './compare/diff.ts';
export type { ProbeSide, ScenarioDiff } from './compare/diff.ts';
export type { Direction } from './compare/diff-direction.ts';
export { parseVectorLines, runVectors } from './conformance/run-vectors.ts';
export { vectorKinds } from './conformance/kinds.ts';
export type { Vector, VectorResult } from './conformance/vector-kind.ts';

// Fixes: the smallest verified edits that make an expectation hold, and applying one.
export { proposeFixes } from './fix/propose-fixes.ts';
export { applyFix } from './fix/apply-fix.ts';
export type { FileEdit, FixFileChange, FixKind, FixProposal, FixResult, FixTarget, WantedOutcome } from './fix/fix-types.ts';
export { formattingOf } from './fix/edit/json-edit.ts';

// Imports: a pasted config, a dropped folder, what the CLI prints, placed as layers.
export { importCliOutput } from './import/cli-output.ts';
export { importConfigLayer, LAYER_TARGETS, layerTargetPath } from './import/config-layer.ts';
export type { LayerTarget } from './import/config-layer.ts';
export { detectImport } from './import/detect-import.ts';
export type { DetectContext, ImportChoice, ImportDetection, ImportKind } from './import/detect-import.ts';
export { placeImport } from './import/place-import.ts';
export type { PlacedImport } from './import/place-import.ts';
export { placeDroppedFiles } from './import/place-files.ts';
export type { DroppedFile } from './import/place-files.ts';

// Scenario and links: the scenario format, reading one, permalinks, redaction.
export { parseScenarioText, readScenario } from './scenario/read-scenario.ts';
export type { ScenarioReading } from './scenario/read-scenario.ts';
export { SCENARIO_VERSION } from './scenario/scenario.ts';
export type { Probe, Scenario, ScenarioFile } from './scenario/scenario.ts';
export { decodePermalink, decodePermalinkWith, encodePermalink, encodePermalinkWith, toPermalinkBytes, COMFORTABLE_LINK_CHARS } from './scenario/permalink.ts';
export { decodeBase64Url } from './scenario/base64url.ts';
export { findPermalinkPayload } from './scenario/permalink.ts';
export type { PermalinkReading, PermalinkView } from './scenario/permalink.ts';
export type { InflatedBytes, LinkCompressor } from './scenario/link-compressor.ts';
export { INFLATE_STEP_BYTES } from './scenario/link-compressor.ts';
export { FFLATE_COMPRESSOR } from './scenario/deflate-fflate.ts';
export { canonicalScenario } from './scenario/permalink-json.ts';
export { redactScenario } from './scenario/redact-scenario.ts';
export type { Redaction } from './scenario/redact.ts';
export type { UncheckedPart } from './scenario/redact-scenario.ts';
export { redactFreeText } from './scenario/redact-text.ts';
export { redactOutputText, redactOutputValue } from './scenario/output-boundary.ts';
export { hostFilesOf, isUnder, withholdHostFiles, type HostFile } from './scenario/host-files.ts';
export { readWithheld, withheldText, describeWithheld, type Withheld, type WithheldReason } from './scenario/withheld.ts';
export { findReferences } from './scenario/redact-rules.ts';

// Words: the product's sentences, one table each.
export { DIRECTION_WORDS, MATRIX_WORDS, SOME_INPUT_WORDS, STAGE_HINTS, STAGE_LABELS, STAGE_WORDS } from './report/words.ts';
export { APPROVAL_WORDS, LOST_LEGACY_WORDS, TOOL_SUBJECT_WORDS, TOOL_TABLE_WORDS } from './report/words.ts';
export type { StageText } from './report/words.ts';
export { AUTO_REPLY_WORDS, allowedByWords } from './report/words.ts';
