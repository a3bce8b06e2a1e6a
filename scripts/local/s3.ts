// s3rver, in process: local object storage for client files, invoice images and PDFs.
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

/**
 * Browsers PUT to presigned URLs on this other origin, so the bucket needs CORS like the real one
 * has (infra: the files bucket allows PUT/GET from the app origin only).
 */
const corsConfig = (origins: readonly string[]) =>
  `<CORSConfiguration><CORSRule>${origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('')}<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export async function startS3(
  port: number, directory: string, bucket: string, allowedOrigins: readonly string[] = ['*'],
): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [corsConfig(allowedOrigins)] }] });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
