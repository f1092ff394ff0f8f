/** The shell-command analysis: one command string to the permission requests the reference asks, with the reasons. */
export { shellRequests, type ShellInput } from './shell-requests.ts';
export type { ShellNode, ShellParser, ShellTree } from './parse/shell-parser.ts';
export type { AskedSegment, OutsideCause, OutsideDirectory, ShellAnalysis, ShellPermission, ShellRequest, ShellSegment, SilentSegment, Span } from './shell-analysis.ts';
export type { ShellError, ShellParameters } from './shell-parameters.ts';
export { INVALID_ARGUMENTS_ERROR, findParameterError } from './shell-parameters.ts';
export { ARITY_BY_PREFIX, alwaysPatternOf, commandPrefix } from './arity.ts';
export { CD_LIKE_COMMANDS, FILE_COMMANDS } from './command-sets.ts';
export { PATH_SKIP_REASONS, type PathCheck, type PathSkipReason } from './path-argument.ts';
export { SILENT_REASONS, type SilentReason } from './parse/silent-nodes.ts';
