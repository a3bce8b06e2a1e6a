// The three buckets: the built SPA (read by CloudFront only), client files (presigned uploads from the
// browser, versioned), and the access-log bucket both of them and CloudFront write to.
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  type BucketProps,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface StorageBucketsProps {
  /** The only origin allowed to upload with presigned URLs (CORS). */
  readonly appOrigin: string;
  /** How long access logs are kept. */
  readonly logRetentionDays: number;
}

/** What every bucket here shares: never public, TLS only, encrypted at rest. */
const privateBucket = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  encryption: BucketEncryption.S3_MANAGED,
  removalPolicy: RemovalPolicy.RETAIN,
} satisfies BucketProps;

export class StorageBuckets extends Construct {
  readonly logs: Bucket;
  readonly web: Bucket;
  readonly files: Bucket;

  constructor(scope: Construct, id: string, props: StorageBucketsProps) {
    super(scope, id);
    this.logs = this.createLogBucket(props.logRetentionDays);
    // Objects are owned by the bucket (ACLs off); CloudFront reads through origin access control.
    this.web = new Bucket(this, 'Web', {
      ...privateBucket,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/web/',
    });
    this.files = new Bucket(this, 'Files', {
      ...privateBucket,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/files/',
      versioned: true,
      // The browser PUTs straight to S3 with a presigned URL (and may fetch downloads); the signature
      // authorises each request, CORS only lets our own origin make it from a page.
      cors: [
        {
          allowedOrigins: [props.appOrigin],
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      // The purge job deletes unconfirmed uploads after 24 h and deleted files after 30 days; these
      // rules are the backstop on the object's `state` tag (set by the presigned PUT and the app).
      // Versions only guard against overwrites, so a purged object's old version goes a day later.
      lifecycleRules: [
        {
          id: 'Housekeeping',
          abortIncompleteMultipartUploadAfter: Duration.days(7),
          noncurrentVersionExpiration: Duration.days(1),
          expiredObjectDeleteMarker: true,
        },
        { id: 'PurgeUnconfirmedUploads', tagFilters: { state: 'pending' }, expiration: Duration.days(2) },
        { id: 'PurgeDeletedFiles', tagFilters: { state: 'deleted' }, expiration: Duration.days(31) },
      ],
    });
  }

  private createLogBucket(retentionDays: number): Bucket {
    const logs = new Bucket(this, 'AccessLogs', {
      ...privateBucket,
      // CloudFront standard logging still delivers with an ACL, so ACLs stay enabled on this bucket only.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(retentionDays), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
    NagSuppressions.addResourceSuppressions(logs, [
      { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket itself; logging it into itself would loop.' },
    ]);
    return logs;
  }
}
