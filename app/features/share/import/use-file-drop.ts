import { useEffect, useState } from 'react';
import { withImportActions } from './with-import-actions.ts';
import { readDroppedFiles } from './read-dropped.ts';

function hasFiles(event: DragEvent): boolean {
  return [...(event.dataTransfer?.types ?? [])].includes('Files');
}

/** Accepts files and folders dropped anywhere on the page; true while something is dragged over it. */
export function useFileDrop(): boolean {
  const [isOver, setOver] = useState(false);
  useEffect(() => {
    const onOver = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setOver(true);
    };
    const onLeave = (event: DragEvent) => {
      if (event.relatedTarget === null) setOver(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!hasFiles(event) || !event.dataTransfer) return;
      // Capture phase: the page takes the drop before the editor could paste file names into a layer.
      event.preventDefault();
      event.stopPropagation();
      setOver(false);
      void readDroppedFiles(event.dataTransfer).then((files) => withImportActions((actions) => actions.importDroppedFiles(files)));
    };
    document.addEventListener('dragover', onOver);
    document.addEventListener('dragleave', onLeave);
    document.addEventListener('drop', onDrop, true);
    return () => {
      document.removeEventListener('dragover', onOver);
      document.removeEventListener('dragleave', onLeave);
      document.removeEventListener('drop', onDrop, true);
    };
  }, []);
  return isOver;
}
