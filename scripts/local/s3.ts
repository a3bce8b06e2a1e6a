// s3rver, in process: local object storage for client files, invoice images and PDFs.
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

// Browsers PUT to presigned URLs on this origin, so it needs CORS like the real bucket has.
const corsConfig = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export async function startS3(port: number, directory: string, bucket: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [corsConfig] }] });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
