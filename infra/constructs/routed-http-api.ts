// The HTTP API, generated from the route table: one Lambda integration per endpoint group and exactly
// one route per row. There is no $default route, so a path that is not in the table is answered by API
// Gateway with 404 and never reaches a function (deny by default).
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { lambdaOf, type Group, type RouteRow } from '#functions/routes.ts';

export interface RoutedHttpApiProps {
  readonly routes: readonly RouteRow[];
  /** The Lambda of each group that has rows. */
  readonly handlers: ReadonlyMap<Group, IFunction>;
  readonly logRetention: RetentionDays;
}

/** One JSON line per request; requestId matches the id the functions log and return in error bodies. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    method: '$context.httpMethod',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }),
);

export class RoutedHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: RoutedHttpApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', { description: 'Carebook API (reached through CloudFront at /api/*)', createDefaultStage: false });
    // The $default stage is created by hand only to give it access logging.
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, 'AccessLogs', { retention: props.logRetention })),
        format: accessLogFormat,
      },
    });
    this.addRoutes(props.routes, props.handlers);
    // Applied to the API and its children, i.e. every route the table adds now or later.
    NagSuppressions.addResourceSuppressions(
      this.api,
      [
        {
          id: 'AwsSolutions-APIG4',
          reason: 'Authorisation is done in the group Lambda from the HttpOnly session cookie and the access level of the route-table row; public routes (health, sign-in) and the signature-checked Stripe webhook must be reachable without it, and there is no Cognito/IAM caller.',
        },
      ],
      true,
    );
  }

  private addRoutes(routes: readonly RouteRow[], handlers: ReadonlyMap<Group, IFunction>): void {
    const integrations = new Map<Group, HttpLambdaIntegration>();
    for (const row of routes) {
      this.api.addRoutes({ path: row.path, methods: [HttpMethod[row.method]], integration: integrationOf(lambdaOf(row)) });
    }

    function integrationOf(group: Group): HttpLambdaIntegration {
      const existing = integrations.get(group);
      if (existing) return existing;
      const handler = handlers.get(group);
      if (!handler) throw new Error(`No Lambda for group "${group}", which has routes in functions/routes.ts`);
      // One invoke permission per function for the whole API instead of one per route: a group may
      // have dozens of routes and CloudFormation stacks are capped at 500 resources.
      const integration = new HttpLambdaIntegration(`${group}-integration`, handler, {
        payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
        scopePermissionToRoute: false,
      });
      integrations.set(group, integration);
      return integration;
    }
  }
}
