// A rendered PDF's text as poppler's pdftotext reads it (pages split on the form feed): the proof
// that names in any script were embedded as text with a ToUnicode map, not drawn as boxes.
import { execFileSync } from 'node:child_process';

export function pdfPages(pdf: Uint8Array, mode: '-layout' | '-raw' = '-layout'): string[] {
  const text = execFileSync('pdftotext', [mode, '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  return text.split('\f').slice(0, -1);
}

export const pdfText = (pdf: Uint8Array, mode: '-layout' | '-raw' = '-layout'): string => pdfPages(pdf, mode).join('\f');
