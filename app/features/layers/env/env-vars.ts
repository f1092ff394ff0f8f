/** The environment variables the loader reads, with what each does (semantics §1, §5); the playground offers these first. */
export const KNOWN_ENV_VARS: readonly { readonly name: string; readonly help: string; readonly isJson: boolean }[] = [
  { name: 'AGENTFORGE_CONFIG', help: 'One extra config file, merged after the global dir.', isJson: false },
  { name: 'AGENTFORGE_CONFIG_DIR', help: 'An extra config directory, read after ~/.agentforge.', isJson: false },
  { name: 'AGENTFORGE_CONFIG_CONTENT', help: 'Inline JSONC config, merged after every file layer except managed.', isJson: true },
  { name: 'AGENTFORGE_PERMISSION', help: 'JSON merged over the merged permission (not validated; invalid JSON is ignored).', isJson: true },
  { name: 'AGENTFORGE_DISABLE_PROJECT_CONFIG', help: '`true` or `1`: skip project files and .agentforge dirs.', isJson: false },
  { name: 'AGENTFORGE_DISABLE_AUTOCOMPACT', help: 'Sets compaction.auto to false.', isJson: false },
  { name: 'AGENTFORGE_DISABLE_PRUNE', help: 'Sets compaction.prune to false.', isJson: false },
  { name: 'XDG_CONFIG_HOME', help: 'Moves the global config dir to $XDG_CONFIG_HOME/agentforge.', isJson: false },
];
