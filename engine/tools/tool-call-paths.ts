/** The path half of the reference's file tools: the outside-directory check and the worktree-relative pattern. */
import { dirnamePath, joinPath, relativePath, resolvePath } from '../shell/posix-path.ts';
import { isInsideProject } from '../shell/project-contains.ts';
import type { ToolRequest } from './tool-call.ts';

/** The instance a tool runs in: its directory, worktree, and which absolute paths are directories. */
export interface ToolCallPlace {
  readonly cwd: string;
  readonly worktree: string;
  readonly isDir: (absPath: string) => boolean;
}

/** A path argument resolved against the instance directory, as the tools do (`path.resolve(Instance.directory, p)`). */
export function resolveToolPath(place: ToolCallPlace, path: string): string {
  return resolvePath(place.cwd, path);
}

/** The worktree-relative path a read/edit request asks with (`../x/.env` for a sibling; `""` for the worktree itself). */
export function worktreeRelative(place: ToolCallPlace, absPath: string): string {
  return relativePath(place.worktree, absPath);
}

/**
 * The `external_directory` request for a target outside the directory and worktree (`assertExternalDirectory`):
 * the glob is `<dir>/*` where dir is the target for a directory, else its parent; null when inside.
 */
export function externalDirectoryRequest(place: ToolCallPlace, absPath: string, kind: 'file' | 'directory'): ToolRequest | null {
  if (isInsideProject(absPath, { directory: place.cwd, worktree: place.worktree })) return null;
  const dir = kind === 'directory' ? absPath : dirnamePath(absPath);
  const glob = joinPath(dir, '*');
  return { permission: 'external_directory', patterns: [glob], always: [glob] };
}

// The apply_patch envelope's file headers; a `Move to:` renames the file before it.
const PATCH_HEADER = /^\*\*\* (Add|Update|Delete) File: (.+)$|^\*\*\* Move to: (.+)$/;

/** The files a patch touches, each with the path it ends at (a move's target); headers only, the hunks are not read. */
export function patchFiles(patchText: string): readonly { readonly path: string; readonly movePath?: string }[] {
  const files: { path: string; movePath?: string }[] = [];
  for (const line of patchText.split(/\r?\n/)) {
    const match = PATCH_HEADER.exec(line.trim());
    if (!match) continue;
    const path = match[2]?.trim();
    const move = match[3]?.trim();
    if (path) files.push({ path });
    else if (move && files.length > 0) files[files.length - 1]!.movePath = move;
  }
  return files;
}
