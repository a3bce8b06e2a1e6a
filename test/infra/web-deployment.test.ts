// The web upload leaves out the build's .br/.gz copies (they are for the local server; CloudFront
// compresses on its own), and keeps everything else of the build.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { WebDeployment } from '#infra/constructs/web-deployment.ts';

const root = mkdtempSync(join(tmpdir(), 'carebook-webdeploy-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

describe('web deployment asset', () => {
  it('holds the build without its precompressed copies', () => {
    const web = join(root, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    for (const file of ['index.html', 'index.html.br', 'index.html.gz', 'favicon.svg', 'assets/app-abc.js', 'assets/app-abc.js.br', 'assets/app-abc.js.gz']) {
      writeFileSync(join(web, file), 'x');
    }
    const outdir = join(root, 'cdk.out');
    const app = new App({ outdir });
    const stack = new Stack(app, 'WebDeploymentTest');
    const bucket = new Bucket(stack, 'Web');
    const distribution = new Distribution(stack, 'Cdn', { defaultBehavior: { origin: S3BucketOrigin.withOriginAccessControl(bucket) } });
    new WebDeployment(stack, 'Deploy', { webAssetDir: web, bucket, distribution, logRetention: RetentionDays.ONE_WEEK });
    app.synth();

    const staged = readdirSync(outdir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('asset.'))
      .map((entry) => filesUnder(join(outdir, entry.name)))
      .filter((files) => files.includes('index.html'));
    expect(staged).toHaveLength(1);
    expect(staged[0]?.sort()).toEqual(['assets/app-abc.js', 'favicon.svg', 'index.html']);
  });
});
