// One Content-Disposition builder for every file the app answers, presigns or mails (RFC 6266 with
// RFC 5987's extended parameter; RFC 2231 is the same syntax in MIME). Browsers read `filename*` and
// keep a name in any script (Łucja Şahin); the quoted `filename` is the ASCII fallback for the few
// clients that do not, accents folded (Zoë → Zoe) and anything else made `_`.
export type Disposition = 'inline' | 'attachment';

/** RFC 5987 `attr-char`s stay; every other UTF-8 byte is percent-encoded (encodeURIComponent leaves `'()*!` alone). */
export const rfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The quoted fallback: ASCII letters, digits, `.`, `-` and `_` only. */
export function asciiFileName(fileName: string): string {
  const folded = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return folded.replace(/[^\w.-]+/g, '_');
}

export function contentDisposition(disposition: Disposition, fileName: string): string {
  const fallback = asciiFileName(fileName);
  return fallback === fileName
    ? `${disposition}; filename="${fallback}"`
    : `${disposition}; filename="${fallback}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
