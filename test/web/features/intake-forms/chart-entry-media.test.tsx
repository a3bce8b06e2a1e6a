// Drawn images and photos in chart entries (issue 19): the editor adds a drawing (canvas, with a
// written description) and photos (file input; camera on phones), previews and removes them, uploads
// each as a `chart_image` on Save and sends the upload ids; the history shows them, and its times are
// in the practice's zone (not UTC).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartEntry, Questionnaire } from '#functions/contract/charting.ts';
import { clientHandlers } from '#test/support/msw/client-handlers.ts';
import { formsHandlers, type FormsApi } from '#test/support/msw/forms-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { emma } from '#test/web/fixtures/clients.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { chartVersionFixture } from '#test/web/features/intake-forms/forms-fixtures.ts';

const uploads = vi.hoisted(() => ({ calls: [] as { purpose: string; file: File }[] }));
vi.mock('#web/features/customers/api/create-upload.ts', () => ({
  uploadImage: (purpose: string, file: File) => {
    uploads.calls.push({ purpose, file });
    return Promise.resolve(`01JB6SM00000000000000000${String(uploads.calls.length).padStart(2, '0')}`);
  },
}));

const soap: Questionnaire = {
  id: '01JB6SQ0000000000000000001', name: 'SOAP', employee: { id: adminProfile.id, name: adminProfile.name }, version: 1, created_at: '2026-11-01T15:00:00.000Z', updated_at: '2026-11-01T15:00:00.000Z',
  template: { questionnaire_fields: [{ id: 's', type: 'textarea', label: 'Subjective', required: false, read_only: false, value: '' }] },
};
const png = new Blob(['png'], { type: 'image/png' });

function open(api: FormsApi) {
  const forms = formsHandlers(api);
  server.use(...clientHandlers({ visible: [structuredClone(emma)], files: {} }).handlers, ...forms.handlers);
  return { ...renderApp(`/customers/${emma.id}`, { signedInAs: { staff: adminProfile } }), calls: forms.calls };
}

const spies: { mockRestore: () => void }[] = [];
beforeEach(() => {
  uploads.calls.length = 0;
  const context = { beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn() };
  spies.push(
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D),
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(png)),
  );
  Object.defineProperty(HTMLCanvasElement.prototype, 'setPointerCapture', { configurable: true, value: vi.fn() });
});
afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));

describe('chart entries with drawings and photos', { timeout: 60_000 }, () => {
  it('adds a described drawing and a photo (previewed, one removed), uploads them as chart images and saves their ids', async () => {
    const { user, calls } = open({ questionnaires: [soap], answers: { 'forms.chart_entry_create': chartVersionFixture(1, 'x') } });
    await user.click(await screen.findByRole('tab', { name: 'Chart Entries' }, { timeout: 30_000 }));
    await user.selectOptions(await screen.findByLabelText('New chart entry from a template'), soap.id);
    await user.click(screen.getByRole('button', { name: 'New chart entry' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New chart entry' }));

    await user.click(dialog.getByRole('button', { name: 'Add a drawing' }));
    const canvas = dialog.getByRole('img', { name: 'Drawing: draw with a finger, pen or mouse' });
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 60, clientY: 40, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(await dialog.findByRole('img', { name: 'Drawing: your drawing' })).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Description of the drawing/), 'Bruise on the left jaw, 2 cm');

    await user.click(dialog.getByRole('button', { name: 'Add photos' }));
    const photos = within(dialog.getByRole('group', { name: 'Photos' }));
    const camera = photos.getByRole('button', { name: 'Take a photo' }).parentElement?.querySelector('input[type="file"]');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    const chooser = photos.getByRole('button', { name: 'Choose photos' }).parentElement?.querySelector('input[type="file"][multiple]');
    if (!(chooser instanceof HTMLInputElement)) throw new Error('no file input');
    const knee = new File(['jpeg'], 'knee.jpg', { type: 'image/jpeg' });
    const elbow = new File(['jpeg'], 'elbow.jpg', { type: 'image/jpeg' });
    await user.upload(chooser, [knee, elbow]);
    expect(await photos.findByRole('img', { name: 'new photo knee.jpg' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/jpeg/));
    await user.click(photos.getByRole('button', { name: 'Remove new photo elbow.jpg' }));
    expect(photos.queryByRole('img', { name: 'new photo elbow.jpg' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add chart entry' }));
    await waitFor(() => expect(calls['forms.chart_entry_create']).toHaveLength(1));
    expect(uploads.calls.map((c) => [c.purpose, c.file.name, c.file.type])).toEqual([['chart_image', 'sketch.png', 'image/png'], ['chart_image', 'knee.jpg', 'image/jpeg']]);
    expect(calls['forms.chart_entry_create'][0]?.body).toMatchObject({ chart_entries: { chart_history: { form_data: [
      { id: 's', type: 'textarea' },
      { type: 'sketch', label: 'Drawing', image_file_id: '01JB6SM0000000000000000001', notes: 'Bruise on the left jaw, 2 cm' },
      { type: 'file_upload', label: 'Photos', file_ids: ['01JB6SM0000000000000000002'] },
    ] } } });
  });

  it("shows a version's drawing and photos in the history, at its time in the practice's zone", async () => {
    const file = (id: string, name: string) => ({ id, file_name: name, content_type: 'image/png', size_bytes: 100, url: `http://127.0.0.1:9/files/${name}` });
    const media: ChartEntry['chart_history']['form_data'] = [
      { id: 'd', type: 'sketch', label: 'Drawing', required: false, read_only: false, image_file_id: '01JB6SM0000000000000000001', notes: 'Bruise on the left jaw' },
      { id: 'p', type: 'file_upload', label: 'Photos', required: false, read_only: false, file_ids: ['01JB6SM0000000000000000002'] },
    ];
    // Version 1 was saved at 15:00 UTC on Nov 11: already 00:00 on Nov 12 in Tokyo.
    const tokyo = (v: number) => chartVersionFixture(v, 'Note', { timezone: 'Asia/Tokyo', current_version: 1,
      chart_history: { form_data: [...chartVersionFixture(v, 'Note').chart_history.form_data, ...media] },
      files: [file('01JB6SM0000000000000000001', 'sketch.png'), file('01JB6SM0000000000000000002', 'knee.png')] });
    const { user } = open({ chartVersions: [tokyo(1)] });
    await user.click(await screen.findByRole('tab', { name: 'Chart Entries' }, { timeout: 30_000 }));
    await user.click(await screen.findByRole('button', { name: 'History of SOAP note' }, { timeout: 15_000 }));
    const history = within(await screen.findByRole('dialog', { name: 'History of SOAP note' }));
    expect(await history.findByText(/^Version 1 by/)).toHaveTextContent(/Version 1 by .+, Nov 12, 2026, 12:00\sAM GMT\+9/);
    expect(history.getByRole('img', { name: 'Bruise on the left jaw' })).toHaveAttribute('src', 'http://127.0.0.1:9/files/sketch.png');
    expect(history.getByRole('img', { name: 'Photos 1' })).toHaveAttribute('src', 'http://127.0.0.1:9/files/knee.png');
    expect(history.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  // Issue 19: the history reads as text (label, then the answer), not as disabled grey form controls.
  it('reads every answer of a version as text: no form control, a drawn signature as an image', async () => {
    const answered: ChartEntry['chart_history']['form_data'] = [
      { id: 'h', type: 'heading', label: 'Assessment', required: false, read_only: false, value: '' },
      { id: 'c', type: 'checkbox', label: 'Areas treated', required: false, read_only: false, layout: 'vertical', value: [{ label: 'Forehead', value: true }, { label: 'Chin', value: false }, { label: 'Jaw', value: true }] },
      { id: 'o', type: 'dropdown', label: 'Product', required: false, read_only: false, value: [{ label: 'Botox', value: 'botox' }, { label: 'Dysport', value: 'dysport' }], selected: 'dysport' },
      { id: 'r', type: 'range', label: 'Pain', required: false, read_only: false, value: [], values: { value: 3 } },
      { id: 'e', type: 'textarea', label: 'Plan', required: false, read_only: false, value: '' },
      { id: 's', type: 'signature', label: 'Provider signature', required: false, read_only: false, sign_type: 'draw', sign_file_id: '01JB6SM0000000000000000003' },
    ];
    const entry = chartVersionFixture(1, 'Tender', { current_version: 1, chart_history: { form_data: [...chartVersionFixture(1, 'Tender').chart_history.form_data, ...answered] },
      files: [{ id: '01JB6SM0000000000000000003', file_name: 'sign.png', content_type: 'image/png', size_bytes: 100, url: 'http://127.0.0.1:9/files/sign.png' }] });
    const { user } = open({ chartVersions: [entry] });
    await user.click(await screen.findByRole('tab', { name: 'Chart Entries' }, { timeout: 30_000 }));
    await user.click(await screen.findByRole('button', { name: 'History of SOAP note' }, { timeout: 15_000 }));
    const history = within(await screen.findByRole('dialog', { name: 'History of SOAP note' }));
    const answer = async (label: string) => (await history.findByRole('group', { name: label })).textContent;
    expect(await answer('Subjective')).toBe('SubjectiveTender');
    expect(await answer('Areas treated')).toBe('Areas treatedForehead, Jaw');
    expect(await answer('Product')).toBe('ProductDysport');
    expect(await answer('Pain')).toBe('Pain3 of 10');
    expect(await answer('Plan')).toBe('Plan—');
    expect(history.getByRole('heading', { name: 'Assessment' })).toBeInTheDocument();
    expect(history.getByRole('img', { name: 'Provider signature: drawn signature' })).toHaveAttribute('src', 'http://127.0.0.1:9/files/sign.png');
    const version = within(history.getByRole('region', { name: 'Version 1' }));
    for (const role of ['textbox', 'checkbox', 'combobox', 'slider', 'radio'] as const) expect(version.queryByRole(role)).not.toBeInTheDocument();
  });
});
