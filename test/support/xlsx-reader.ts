// Reads back an .xlsx (a zip of XML parts) well enough for tests: the zip's central directory with
// node:zlib's inflateRawSync, then the first sheet's cells with their values and number formats, the
// sheet names and the merged ranges. No spreadsheet library: the file is checked by what Excel reads.
import { inflateRawSync } from 'node:zlib';

/** Every part of a zip archive by name (stored or deflated entries). */
export function unzip(bytes: Uint8Array): Map<string, string> {
  const buf = Buffer.from(bytes);
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const parts = new Map<string, string>();
  let at = buf.readUInt32LE(end + 16);
  for (let n = buf.readUInt16LE(end + 10); n > 0; n -= 1) {
    const [method, size, nameLength, extraLength, commentLength, local] = [
      buf.readUInt16LE(at + 10), buf.readUInt32LE(at + 20), buf.readUInt16LE(at + 28), buf.readUInt16LE(at + 30), buf.readUInt16LE(at + 32), buf.readUInt32LE(at + 42),
    ];
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    parts.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

export interface SheetCell { value: string | number; format: string | null }

const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const textsOf = (xml: string) => [...xml.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => unescape(m[1] ?? ''));

/** The number format of each cell style index (`s="n"`), built-in `General` as null. */
function formatsOf(styles: string): (string | null)[] {
  const custom = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [m[1], unescape(m[2] ?? '')]));
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  return [...cellXfs.matchAll(/<xf\b([^>]*)/g)].map((m) => {
    const id = /numFmtId="(\d+)"/.exec(m[1] ?? '')?.[1] ?? '0';
    return custom.get(id) ?? (id === '10' ? '0.00%' : null);
  });
}

/** The workbook's sheet names and the first sheet's cells by reference (`A1`), plus its merged ranges. */
export function readSheet(bytes: Uint8Array): { sheets: string[]; cells: Map<string, SheetCell>; merged: string[] } {
  const parts = unzip(bytes);
  const sheets = [...(parts.get('xl/workbook.xml') ?? '').matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => unescape(m[1] ?? ''));
  const shared = [...(parts.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textsOf(m[1] ?? '').join(''));
  const formats = formatsOf(parts.get('xl/styles.xml') ?? '');
  const sheet = parts.get('xl/worksheets/sheet1.xml') ?? '';
  const cells = new Map<string, SheetCell>();
  for (const m of sheet.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const [, ref = '', attributes = '', body = ''] = m;
    const type = /t="(\w+)"/.exec(attributes)?.[1];
    const style = Number(/s="(\d+)"/.exec(attributes)?.[1] ?? '0');
    const raw = /<v>([^<]*)<\/v>/.exec(body)?.[1];
    const value = type === 's' ? (shared[Number(raw)] ?? '') : type === 'inlineStr' || type === 'str' ? textsOf(body).join('') || unescape(raw ?? '') : Number(raw);
    if (raw === undefined && type !== 'inlineStr') continue;
    cells.set(ref, { value, format: formats[style] ?? null });
  }
  const merged = [...sheet.matchAll(/<mergeCell ref="([^"]+)"/g)].map((m) => m[1] ?? '');
  return { sheets, cells, merged };
}
