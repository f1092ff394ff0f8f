import type { DroppedFile } from '../../../../engine/index.ts';

/** Most files read from one drop (a dropped home folder must not freeze the tab). */
const MAX_FILES = 500;

/** Folders not walked into. */
const SKIPPED = new Set(['node_modules', '.git']);

function readEntries(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const all: FileSystemEntry[] = [];
  return new Promise((resolve) => {
    const next = () =>
      reader.readEntries(
        (batch) => {
          if (!batch.length) return resolve(all);
          all.push(...batch);
          next();
        },
        () => resolve(all),
      );
    next();
  });
}

function fileOf(entry: FileSystemFileEntry): Promise<File | null> {
  return new Promise((resolve) => entry.file(resolve, () => resolve(null)));
}

/** Reads the files of a drop, walking dropped folders (webkitGetAsEntry); paths are relative to what was dropped. */
export async function readDroppedFiles(data: DataTransfer): Promise<DroppedFile[]> {
  const entries = [...data.items].map((item) => item.webkitGetAsEntry?.() ?? null).filter((e): e is FileSystemEntry => e !== null);
  const out: DroppedFile[] = [];
  if (!entries.length) {
    for (const file of [...data.files].slice(0, MAX_FILES)) out.push({ path: file.name, text: await file.text() });
    return out;
  }
  const queue = [...entries];
  while (queue.length && out.length < MAX_FILES) {
    const entry = queue.shift()!;
    if (entry.isDirectory) {
      if (!SKIPPED.has(entry.name)) queue.push(...(await readEntries(entry as FileSystemDirectoryEntry)));
    } else {
      const file = await fileOf(entry as FileSystemFileEntry);
      if (file && file.size <= 1_000_000) out.push({ path: entry.fullPath.replace(/^\//, ''), text: await file.text() });
    }
  }
  return out;
}
