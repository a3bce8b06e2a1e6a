// Synthesises the Carebook stack the way `cdk synth` does (cdk.json context, cdk-nag aspect), but
// against a temporary web build and outdir, so infra tests need neither `npm run build` nor cdk.out.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Aspects, CfnElement, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { SynthesisMessage } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { loadStageConfig, parseStageConfig, type StageConfig } from '#infra/config/stage-config.ts';
import { CarebookStack } from '#infra/stacks/carebook-stack.ts';

export interface SynthesisedCarebook {
  readonly app: App;
  readonly stack: CarebookStack;
  readonly template: Template;
  readonly config: StageConfig;
  readonly outdir: string;
  /** Removes the temporary web build and outdir. */
  cleanup(): void;
}

export const testAppVersion = 'test-version';

function cdkJsonContext(): Record<string, unknown> {
  const cdkJson: unknown = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
  if (typeof cdkJson !== 'object' || cdkJson === null || !('context' in cdkJson)) return {};
  const context = cdkJson.context;
  return typeof context === 'object' && context !== null ? { ...context } : {};
}

/** The prod config with `overrides` applied, validated like a real config file. */
export function synthCarebook(overrides: Record<string, unknown> = {}): SynthesisedCarebook {
  const config = parseStageConfig({ ...loadStageConfig('prod'), ...overrides }, 'test overrides');
  const root = mkdtempSync(join(tmpdir(), 'carebook-infra-'));
  const webAssetDir = join(root, 'web');
  mkdirSync(join(webAssetDir, 'assets'), { recursive: true });
  writeFileSync(join(webAssetDir, 'index.html'), '<!doctype html><title>Carebook</title><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(join(webAssetDir, 'assets', 'index-abc123.js'), 'console.log("carebook");');
  const outdir = join(root, 'cdk.out');
  const app = new App({ outdir, context: cdkJsonContext() });
  const env = config.account !== undefined || config.region !== undefined ? { env: { account: config.account, region: config.region } } : {};
  const stack = new CarebookStack(app, 'Carebook-test', { ...env, config, webAssetDir, appVersion: testAppVersion });
  Aspects.of(app).add(new AwsSolutionsChecks());
  const template = Template.fromStack(stack);
  return { app, stack, template, config, outdir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** cdk-nag AwsSolutions findings left unsuppressed, as "path: message" lines (empty when clean). */
export function unsuppressedNagFindings(stack: Stack): { errors: string[]; warnings: string[] } {
  const annotations = Annotations.fromStack(stack);
  const format = (found: SynthesisMessage[]) => found.map((f) => `${f.id}: ${String(f.entry.data)}`);
  return {
    errors: format(annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*'))),
    warnings: format(annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'))),
  };
}

/** The logical id of a construct's CloudFormation resource, to follow Refs and GetAtts in the template. */
export function logicalIdOf(construct: IConstruct): string {
  const resource = construct.node.defaultChild;
  if (!CfnElement.isCfnElement(resource)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return String(Stack.of(construct).resolve(resource.logicalId));
}

/**
 * An `Fn::Join` with an empty separator as one string, tokens shown as `<LogicalId.Attr>` / `<Ref>`,
 * so header values and ARNs built from tokens can be asserted as text.
 */
export function joined(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) throw new Error(`Cannot join ${JSON.stringify(value)}`);
  if ('Fn::Join' in value && Array.isArray(value['Fn::Join'])) {
    const [separator, parts] = value['Fn::Join'] as [string, unknown[]];
    return parts.map(joined).join(separator);
  }
  if ('Ref' in value) return `<${String(value.Ref)}>`;
  if ('Fn::GetAtt' in value && Array.isArray(value['Fn::GetAtt'])) return `<${value['Fn::GetAtt'].join('.')}>`;
  return `<${JSON.stringify(value)}>`;
}
