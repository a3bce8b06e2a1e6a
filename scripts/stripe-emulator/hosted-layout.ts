// What every hosted page shares (Checkout, Connect onboarding, billing portal): plain server-rendered
// HTML with inline styles only, so the pages work offline and at 390 px.
export interface PageResult {
  status: number;
  html?: string;
  location?: string;
}

export function escape(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** ` per month` after a recurring price's amount. */
export function per(price: Record<string, unknown> | undefined): string {
  const recurring = price?.recurring as { interval: string } | null | undefined;
  return recurring ? ` per ${escape(recurring.interval)}` : '';
}

const style = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f9fc;color:#1a1f36}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem}h2{font-size:1.1rem}table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{text-align:left;padding:.4rem 0;border-bottom:1px solid #e3e8ee}td.n,th.n{text-align:right}
label{display:block;margin-top:.8rem;font-weight:600}input,select{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #6b7280;border-radius:4px;background:#fff;color:inherit}
button{margin-top:1.2rem;width:100%;padding:.8rem;font-size:1rem;background:#4338ca;color:#fff;border:0;border-radius:4px;cursor:pointer}button.secondary{background:#fff;color:#4338ca;border:1px solid #4338ca}
button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.error{color:#b91c1c;font-weight:600}.note{color:#4b5563;font-size:.9rem}.hint{color:#4b5563;font-size:.85rem;margin:.2rem 0 0}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.3rem 1rem;margin:1rem 0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}@media (max-width:30rem){main{margin:0;border-radius:0;box-shadow:none}}`;

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escape(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export function notFound(): PageResult {
  return { status: 404, html: layout('Not found (Stripe emulator)', '<h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>') };
}
