// A canvas to draw on with a finger, pen or mouse (a drawn signature, a chart sketch). The drawing
// buffer keeps its size while CSS scales the canvas to the screen; each finished stroke hands the
// whole drawing up as a PNG. Drawing needs a pointer: every user of this offers a keyboard way beside
// it (a typed signature, a written description), WCAG 2.1.1.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';

interface InkCanvasProps {
  width: number;
  height: number;
  /** The canvas's name before and after something is drawn. */
  label: string;
  drawnLabel: string;
  clearLabel: string;
  /** A line beside Clear (the keyboard alternative). */
  hint: string;
  onDrawn: (png: Blob) => void;
  onCleared: () => void;
  disabled?: boolean;
}

export function InkCanvas({ width, height, label, drawnLabel, clearLabel, hint, onDrawn, onCleared, disabled = false }: InkCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);
  // The PNG arrives after the stroke ends (toBlob is asynchronous): the label says "drawn" only then.
  const [saved, setSaved] = useState(false);
  const pointIn = (canvas: HTMLCanvasElement, event: PointerEvent<HTMLCanvasElement>) => {
    const box = canvas.getBoundingClientRect();
    const scaleX = box.width > 0 ? width / box.width : 1;
    const scaleY = box.height > 0 ? height / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || disabled) return;
    canvas.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = pointIn(canvas, event);
    Object.assign(context, { lineWidth: 2.5, lineCap: 'round', strokeStyle: '#1a1b1e' });
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
    canvasRef.current?.getContext('2d')?.clearRect(0, 0, width, height);
    setInked(false);
    setSaved(false);
    onCleared();
  };
  return (
    <Stack gap={4}>
      <canvas ref={canvasRef} width={width} height={height} role="img" aria-label={saved ? drawnLabel : label}
        onPointerDown={start} onPointerMove={move} onPointerUp={end} onPointerCancel={end}
        style={{ width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}`, touchAction: 'none', border: '1px solid var(--mantine-color-gray-5)', borderRadius: 8, background: 'white', cursor: 'crosshair' }} />
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed">{hint}</Text>
        <Button variant="subtle" size="compact-sm" onClick={clear} disabled={disabled || !inked}>{clearLabel}</Button>
      </Group>
    </Stack>
  );
}
