// Content-Disposition for files answered, presigned and mailed (RFC 6266 / 5987): a name in any script
// survives in `filename*`, beside an ASCII fallback; a plain ASCII name needs no extended parameter.
import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition, rfc5987 } from '#functions/lib/http/content-disposition.ts';
import { FileReply } from '#functions/lib/http/endpoint.ts';
import { fileResult } from '#functions/lib/http/response.ts';
import type { HttpState } from '#functions/lib/http/http-context.ts';

describe('contentDisposition', () => {
  it('keeps an ASCII name as it is, with no extended parameter', () => {
    expect(contentDisposition('attachment', 'invoice-42.pdf')).toBe('attachment; filename="invoice-42.pdf"');
  });

  it('adds filename* in UTF-8 beside a folded ASCII fallback for other scripts', () => {
    expect(contentDisposition('inline', 'Invoices_Łucja Şahin_Zoë.pdf')).toBe(
      `inline; filename="Invoices__ucja_Sahin_Zoe.pdf"; filename*=UTF-8''Invoices_%C5%81ucja%20%C5%9Eahin_Zo%C3%AB.pdf`);
    expect(decodeURIComponent(rfc5987('Ольга Смирнова.pdf'))).toBe('Ольга Смирнова.pdf');
  });

  it('percent-encodes what RFC 5987 does not allow bare, and never lets a quote or line break into the fallback', () => {
    expect(rfc5987("O'Brien (copy)*!.pdf")).toBe('O%27Brien%20%28copy%29%2A%21.pdf');
    expect(asciiFileName('a"b\r\nc.pdf')).toBe('a_b_c.pdf');
  });
});

describe('a file answer', () => {
  it('names a non-ASCII file in filename*', () => {
    const state = { requestId: 'r', responseHeaders: {}, responseCookies: [] } as unknown as HttpState;
    const res = fileResult(new FileReply(new Uint8Array([1]), 'application/pdf', 'Invoices_Ольга.pdf', 'inline'), state);
    expect(res.headers?.['content-disposition']).toBe(`inline; filename="Invoices__.pdf"; filename*=UTF-8''Invoices_${encodeURIComponent('Ольга')}.pdf`);
  });
});
