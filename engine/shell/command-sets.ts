/** The reference's two fixed command-name sets for the bash grammar (compared case-sensitively). */

/** Commands that change the directory: never asked as `bash`, but their arguments are path-checked. */
export const CD_LIKE_COMMANDS: ReadonlySet<string> = new Set(['cd', 'chdir', 'popd', 'pushd', 'push-location', 'set-location']);

/** Commands whose literal arguments are checked for directories outside the project. */
export const FILE_COMMANDS: ReadonlySet<string> = new Set([
  ...CD_LIKE_COMMANDS,
  'rm',
  'cp',
  'mv',
  'mkdir',
  'touch',
  'chmod',
  'chown',
  'cat',
  // PowerShell cmdlet names are in the set for bash too.
  'get-content',
  'set-content',
  'add-content',
  'copy-item',
  'move-item',
  'remove-item',
  'new-item',
  'rename-item',
]);

/** Whether `name` (the first token, raw) is cd-like. */
export function isCdLike(name: string): boolean {
  return CD_LIKE_COMMANDS.has(name);
}

/** Whether `name` (the first token, raw) gets path checks. */
export function isFileCommand(name: string): boolean {
  return FILE_COMMANDS.has(name);
}
