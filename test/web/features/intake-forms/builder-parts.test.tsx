// The builder's parts that need no server: the field list (add, edit, reorder by keyboard, announced)
// and the signature pad (typed, or drawn and handed up as a PNG).
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionnaireField as FormField } from '#functions/contract/form-fields.ts';
import { FieldsBuilder } from '#web/features/intake-forms/components/fields-builder.tsx';
import { SignaturePad, type SignatureValue } from '#web/components/signature-pad.tsx';

function Builder({ onFields }: { onFields: (fields: FormField[]) => void }) {
  const [fields, setFields] = useState<FormField[]>([]);
  return <FieldsBuilder fields={fields} onChange={(next) => { setFields(next); onFields(next); }} />;
}

function Pad({ onValue }: { onValue: (value: SignatureValue) => void }) {
  const [value, setValue] = useState<SignatureValue>(null);
  return <SignaturePad value={value} onChange={(next) => { setValue(next); onValue(next); }} />;
}

const wrap = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('the questionnaire field list', () => {
  it('adds fields of each type and reorders them with the keyboard, announcing each move', async () => {
    const onFields = vi.fn();
    wrap(<Builder onFields={onFields} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('New field type'), 'Text answer');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(screen.getByLabelText('Text answer 1, question'), 'Allergies');
    await user.selectOptions(screen.getByLabelText('New field type'), 'Dropdown');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(screen.getByLabelText('Dropdown 2, question'), 'Skin type');
    await user.type(screen.getByLabelText('Dropdown 2, option 1'), 'Oily');

    const moveUp = screen.getByRole('button', { name: 'Move Dropdown 2: Skin type up' });
    moveUp.focus();
    await user.keyboard('{Enter}');

    const list = screen.getByRole('list', { name: 'Questions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Dropdown 1');
    expect(screen.getByRole('status')).toHaveTextContent('Dropdown 2: Skin type moved to position 1 of 2.');
    // "Move up" is now disabled at the top: focus went to the row's other move button, not the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Dropdown 1: Skin type down' }));
    const last = onFields.mock.lastCall?.[0] as FormField[];
    expect(last.map((f) => [f.type, f.label])).toEqual([['dropdown', 'Skin type'], ['textarea', 'Allergies']]);
    expect(last[0]).toMatchObject({ value: [{ label: 'Oily', value: 'Oily' }] });
  });
});

describe('the signature pad', () => {
  const spies: { mockRestore: () => void }[] = [];
  afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));

  it('offers a typed signature as the keyboard way to sign', async () => {
    const onValue = vi.fn();
    wrap(<Pad onValue={onValue} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Type' }));
    await user.type(screen.getByLabelText('Type your full name to sign'), 'Emma Carter');
    expect(onValue).toHaveBeenLastCalledWith({ sign_type: 'type', sign: 'Emma Carter' });
  });

  it('hands a drawing up as a PNG once the pointer lifts', async () => {
    const png = new Blob(['png'], { type: 'image/png' });
    const context = { beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn() };
    spies.push(
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D),
      vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(png)),
    );
    Object.defineProperty(HTMLCanvasElement.prototype, 'setPointerCapture', { configurable: true, value: vi.fn() });
    const onValue = vi.fn();
    wrap(<Pad onValue={onValue} />);
    const canvas = screen.getByRole('img', { name: /Signature area/ });
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(onValue).toHaveBeenLastCalledWith({ sign_type: 'draw', png });
    expect(context.stroke).toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
  });
});
