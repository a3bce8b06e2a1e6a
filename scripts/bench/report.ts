// One row per measured figure, printed as a table and as JSON; a figure misses its budget when its
// value is on the wrong side of it. A figure that could not be measured says why and is not a pass.
export interface Figure {
  readonly figure: string;
  readonly value: number | null;
  readonly unit: string;
  readonly budget: number;
  /** 'max': value ≤ budget passes; 'min': value ≥ budget passes. */
  readonly kind: 'max' | 'min';
  /** Why there is no value (a missing package, a failed run). */
  readonly skipped?: string;
}

export type Verdict = 'ok' | 'MISSED' | 'skipped';

export function verdictOf(f: Figure): Verdict {
  if (f.value === null) return 'skipped';
  return (f.kind === 'max' ? f.value <= f.budget : f.value >= f.budget) ? 'ok' : 'MISSED';
}

export function figure(figureName: string, value: number, unit: string, budget: number, kind: Figure['kind'] = 'max'): Figure {
  return { figure: figureName, value: Math.round(value * 10) / 10, unit, budget, kind };
}

export function skipped(figureName: string, unit: string, budget: number, kind: Figure['kind'], why: string): Figure {
  return { figure: figureName, value: null, unit, budget, kind, skipped: why };
}

export function printTable(figures: readonly Figure[]): void {
  const rows = figures.map((f) => [
    f.figure,
    f.value === null ? '-' : `${f.value} ${f.unit}`,
    `${f.kind === 'max' ? '≤' : '≥'} ${f.budget} ${f.unit}`,
    verdictOf(f) + (f.skipped ? ` (${f.skipped})` : ''),
  ]);
  const header = ['figure', 'measured', 'budget', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  process.stdout.write(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n${rows.map(line).join('\n')}\n\n`);
}

export function printJson(figures: readonly Figure[]): void {
  process.stdout.write(`${JSON.stringify({ figures: figures.map((f) => ({ ...f, verdict: verdictOf(f) })) }, null, 2)}\n`);
}
