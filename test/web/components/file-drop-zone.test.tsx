// The shared file drop zone that replaced @mantine/dropzone: a labelled, focusable zone over a native
// file input; chosen or dropped files are split by type and size into accepted and rejected.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from '#web/components/file-drop-zone.tsx';

function renderZone() {
  const onDrop = vi.fn<(files: File[]) => void>();
  const onReject = vi.fn<(files: File[]) => void>();
  render(
    <MantineProvider>
      <FileDropZone accept={['image/png', 'application/pdf']} maxBytes={100} label="Upload files" onDrop={onDrop} onReject={onReject}>
        Drop files here
      </FileDropZone>
    </MantineProvider>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { onDrop, onReject, input, zone: screen.getByRole('button', { name: 'Upload files' }), user: userEvent.setup({ applyAccept: false }) };
}

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('FileDropZone', () => {
  it('offers a native multi-file input with the accepted types, and passes chosen files on', async () => {
    const { input, onDrop, onReject, user } = renderZone();
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/png,application/pdf');
    await user.upload(input, [file('a.png', 'image/png', 10), file('b.pdf', 'application/pdf', 100)]);
    expect(onDrop).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.png' }), expect.objectContaining({ name: 'b.pdf' })]);
    expect(onReject).not.toHaveBeenCalled();
  });

  it('rejects files of another type or over the size limit, and still passes on the rest', async () => {
    const { input, onDrop, onReject, user } = renderZone();
    await user.upload(input, [file('ok.png', 'image/png', 10), file('big.png', 'image/png', 101), file('notes.txt', 'text/plain', 5)]);
    expect(onReject).toHaveBeenCalledWith([expect.objectContaining({ name: 'big.png' }), expect.objectContaining({ name: 'notes.txt' })]);
    expect(onDrop).toHaveBeenCalledWith([expect.objectContaining({ name: 'ok.png' })]);
  });

  it('takes files dropped on it, and opens the chooser from the keyboard', async () => {
    const { zone, input, onDrop, user } = renderZone();
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-dragging');
    fireEvent.drop(zone, { dataTransfer: { files: [file('dropped.png', 'image/png', 10)] } });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(onDrop).toHaveBeenCalledWith([expect.objectContaining({ name: 'dropped.png' })]);
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(zone).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });
});
