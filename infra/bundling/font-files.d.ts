// esbuild's `file` loader turns a `.ttf` import into the emitted file's path (lambda-bundling.ts).
declare module '*.ttf' {
  const path: string;
  export default path;
}
