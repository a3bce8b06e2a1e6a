// A signature, drawn or typed (REFERENCE §3.10: `sign_type: draw|type`). Drawing needs a pointer
// (mouse, finger, pen); typing the name is the keyboard and screen-reader way to sign (WCAG 2.1.1),
// offered beside it rather than hidden. A drawing is handed up as a PNG the caller uploads.
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';

export type SignatureValue = { sign_type: 'draw'; png: Blob } | { sign_type: 'type'; sign: string } | null;

interface SignaturePadProps {
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const width = 600;
const height = 180;

function pointIn(canvas: HTMLCanvasElement, event: PointerEvent<HTMLCanvasElement>) {
  const box = canvas.getBoundingClientRect();
  // The drawing buffer keeps its size while CSS scales the canvas to the screen.
  const scaleX = box.width > 0 ? width / box.width : 1;
  const scaleY = box.height > 0 ? height / box.height : 1;
  return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
}

function DrawArea({ onDrawn, onCleared, disabled }: { onDrawn: (png: Blob) => void; onCleared: () => void; disabled: boolean }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);
  // The PNG arrives after the stroke ends (toBlob is asynchronous): the label says "signed" only then.
  const [saved, setSaved] = useState(false);

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || disabled) return;
    canvas.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = pointIn(canvas, event);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#1a1b1e';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!drawing.current || !canvas || !context) return;
    const { x, y } = pointIn(canvas, event);
    context.lineTo(x, y);
    context.stroke();
    setInked(true);
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    canvasRef.current?.toBlob((blob) => { if (blob) { onDrawn(blob); setSaved(true); } }, 'image/png');
  };
  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, width, height);
    setInked(false);
    setSaved(false);
    onCleared();
  };

  return (
    <Stack gap={4}>
      <canvas
        ref={canvasRef}
        width={width}
        height={height}
        role="img"
        aria-label={saved ? 'Your drawn signature' : 'Signature area: draw with a finger, pen or mouse'}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        style={{ width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}`, touchAction: 'none', border: '1px solid var(--mantine-color-gray-5)', borderRadius: 8, background: 'white', cursor: 'crosshair' }}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">No pointer? Choose “Type” to sign with your name.</Text>
        <Button variant="subtle" size="compact-sm" onClick={clear} disabled={disabled || !inked}>Clear signature</Button>
      </Group>
    </Stack>
  );
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
        <DrawArea disabled={disabled} onDrawn={(png) => onChange({ sign_type: 'draw', png })} onCleared={() => onChange(null)} />
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
