// The signed object requests (functions/lib/storage/s3-request.ts) against s3rver, read back with
// the SDK: a server-side PUT, HeadObject, the lifecycle tag (PutObjectTagging), and idempotent deletes.
import { GetObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { env } from '#functions/lib/config/env.ts';
import { deleteObject, headObject, putObject, setLifecycleState } from '#functions/lib/storage/object-storage-repository.ts';

function sdk(): S3Client {
  const { AWS_REGION, S3_ENDPOINT } = env();
  return new S3Client({ region: AWS_REGION, endpoint: S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
}

describe('object requests', () => {
  it('puts, heads, tags and deletes one object; a missing object heads as null and deletes quietly', async () => {
    const key = `tests/${crypto.randomUUID()}/report (final).pdf`;
    expect(await headObject(key)).toBeNull();
    await putObject(key, new TextEncoder().encode('%PDF-1.7 hello'), 'application/pdf');
    expect(await headObject(key)).toEqual({ size: 14, contentType: 'application/pdf' });

    await setLifecycleState(key, 'ready');
    const tags = await sdk().send(new GetObjectTaggingCommand({ Bucket: env().FILES_BUCKET, Key: key }));
    expect(tags.TagSet).toEqual([{ Key: 'state', Value: 'ready' }]);

    await deleteObject(key);
    expect(await headObject(key)).toBeNull();
    await deleteObject(key);
  });
});
