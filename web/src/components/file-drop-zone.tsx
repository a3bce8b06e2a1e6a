// A drop area for files: a native `<input type="file" multiple>` behind a labelled, keyboard-focusable
// zone (Enter or Space opens the file chooser) that also takes files dragged onto it. Replaces
// @mantine/dropzone, whose react-dropzone requires Node 22 (a clean install on Node 20 warned).
import { Box } from '@mantine/core';
import { useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';

export interface FileDropZoneProps {
  /** MIME types accepted, also offered to the file chooser. */
  accept: readonly string[];
  maxBytes: number;
  /** The zone's accessible name: what dropping or choosing does. */
  label: string;
  onDrop(files: File[]): void;
  /** Files of another type or too large (never passed to `onDrop`). */
  onReject(files: File[]): void;
  children: ReactNode;
}

export function FileDropZone({ accept, maxBytes, label, onDrop, onReject, children }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    const fits = (f: File) => accept.includes(f.type) && f.size <= maxBytes;
    const accepted = files.filter(fits);
    const rejected = files.filter((f) => !fits(f));
    if (rejected.length > 0) onReject(rejected);
    if (accepted.length > 0) onDrop(accepted);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    input.current?.click();
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const onDropFiles = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  return (
    <Box
      className="file-drop-zone" role="button" tabIndex={0} aria-label={label} data-dragging={dragging || undefined}
      // The input's own click bubbles here: opening the chooser again would open it twice.
      onClick={(event) => { if (event.target !== input.current) input.current?.click(); }} onKeyDown={onKeyDown}
      onDragOver={onDragOver} onDragLeave={() => setDragging(false)} onDrop={onDropFiles}
    >
      {/* The chooser resets after each choice, so choosing the same file again uploads it again. */}
      <input
        ref={input} type="file" multiple accept={accept.join(',')} hidden tabIndex={-1}
        onChange={(event) => { take(event.currentTarget.files); event.currentTarget.value = ''; }}
      />
      {children}
    </Box>
  );
}
