// Builds the SPA from web/ into web/dist (`npm run build`), with .br/.gz copies of its text files for
// the local server (scripts/local/precompress.ts). The `#web/*` and `#functions/*` aliases
// need no config: Vite resolves package.json "imports" (subpath imports) natively.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '#scripts/local/precompress.ts';
import { zodWithoutJsonSchema } from '#scripts/local/zod-without-json-schema.ts';

// Libraries every route needs whole and that change rarely get their own chunks, so a deploy of app
// code leaves them cached. Mantine is not one of them: as one chunk it made every route load every
// component (104 KB gzip); split automatically, a route loads the components it renders. Libraries
// only screens use (icons, FullCalendar) load with those screens (decision 010).
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), zodWithoutJsonSchema(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
});
