// The one DynamoDB table, built from the same constants the local runtime and tests use
// (functions/lib/db/table.ts), so the key schema, indexes and TTL cannot drift between them.
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { globalIndexes, tableKeys, ttlAttribute } from '#functions/lib/db/table.ts';

/**
 * Item and query actions the application uses. Scan is deliberately absent: every list is a Query on a
 * named access pattern (ARCHITECTURE section 5), so production code cannot quietly fall back to a Scan.
 * Transactions need no extra action: they are authorised per item by these.
 */
const appDataActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];

export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableKeys.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: ttlAttribute,
      // Carries each queued invoice notice to the documents Lambda (decision 031); NEW_IMAGE is all it reads.
      stream: StreamViewType.NEW_IMAGE,
      // Clinical and financial records: deleting the stack must never delete the data.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }
  }

  /**
   * Read/write on the table and each named index. The index ARNs are listed one by one (from the same
   * constants) instead of CDK's `index/*` wildcard, so the policy needs no IAM5 suppression.
   */
  grantAppAccess(grantee: IGrantable): void {
    const tableArn = this.table.tableArn;
    const indexArns = globalIndexes.map((index) => `${tableArn}/index/${index.indexName}`);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: appDataActions, resources: [tableArn, ...indexArns] }),
    );
  }
}
