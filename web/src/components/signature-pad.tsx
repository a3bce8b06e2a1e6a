// A signature, drawn or typed (REFERENCE §3.10: `sign_type: draw|type`). Drawing needs a pointer
// (mouse, finger, pen); typing the name is the keyboard and screen-reader way to sign (WCAG 2.1.1),
// offered beside it rather than hidden. A drawing is handed up as a PNG the caller uploads.
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { InkCanvas } from '#web/components/ink-canvas.tsx';

export type SignatureValue = { sign_type: 'draw'; png: Blob } | { sign_type: 'type'; sign: string } | null;

interface SignaturePadProps {
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function SignaturePad({ value, onChange, error, disabled = false }: SignaturePadProps) {
  const [mode, setMode] = useState<'draw' | 'type'>(value?.sign_type ?? 'draw');
  const choose = (next: string) => {
    const kind = next === 'type' ? 'type' : 'draw';
    setMode(kind);
    onChange(null);
  };
  return (
    <Stack gap="xs" role="group" aria-label="Signature">
      <SegmentedControl
        value={mode}
        onChange={choose}
        disabled={disabled}
        data={[{ value: 'draw', label: 'Draw' }, { value: 'type', label: 'Type' }]}
        aria-label="How to sign"
        w="fit-content"
      />
      {mode === 'draw' ? (
        <InkCanvas width={600} height={180} label="Signature area: draw with a finger, pen or mouse" drawnLabel="Your drawn signature"
          clearLabel="Clear signature" hint="No pointer? Choose “Type” to sign with your name." disabled={disabled}
          onDrawn={(png) => onChange({ sign_type: 'draw', png })} onCleared={() => onChange(null)} />
      ) : (
        <TextInput
          label="Type your full name to sign"
          value={value?.sign_type === 'type' ? value.sign : ''}
          onChange={(event) => { const sign = event.currentTarget.value; onChange(sign.trim() === '' ? null : { sign_type: 'type', sign }); }}
          disabled={disabled}
          styles={{ input: { fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: 22 } }}
        />
      )}
      {error !== undefined && <Text size="sm" c="red.8" role="alert">{error}</Text>}
    </Stack>
  );
}
