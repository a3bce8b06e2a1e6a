// DynamoDB Local needs Java 17+. Say so in one clear line instead of a stack trace.
import { spawnSync } from 'node:child_process';

export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error('Java 17 or newer is required for DynamoDB Local, but `java` was not found on PATH. Install a JDK/JRE 17+ (for example `apt-get install openjdk-17-jre-headless`).');
  }
  const text = `${result.stderr}${result.stdout}`;
  const major = Number(/version "(\d+)/.exec(text)?.[1] ?? '0');
  if (major < 17) throw new Error(`Java 17 or newer is required for DynamoDB Local; found: ${text.split('\n')[0] ?? 'unknown'}`);
}
