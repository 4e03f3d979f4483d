import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// CI keeps only the last lines of a run's output, and the list reporter's failure report (code
// frame, stack, attachments) is long enough that the failing line fell off it more than once
// (README, "Tests"). This reporter runs last and repeats, compactly, what failed:
// each failed or flaky test, the attempt, the first lines of its error and the spec line it
// stopped at.

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const ERROR_LINES = 6;

type TestError = TestResult['errors'][number];

function where(error: TestError): string {
  const location = error.location;
  if (location) return `${location.file.replace(/^.*\/e2e\//, 'e2e/')}:${location.line}:${location.column}`;
  const frame = error.stack?.split('\n').find((line) => line.includes('.spec.ts:'));
  return frame ? frame.trim() : 'no spec line';
}

export default class TailReporter implements Reporter {
  private readonly failures: { test: TestCase; result: TestResult }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'passed' && result.status !== 'skipped') this.failures.push({ test, result });
  }

  onEnd(result: FullResult) {
    if (this.failures.length === 0) return;
    const lines = ['', `== e2e ${result.status}: what failed, in short (each attempt)`];
    for (const { test, result: attempt } of this.failures) {
      const verdict = test.outcome() === 'flaky' ? 'flaky (passed on retry)' : 'failed';
      lines.push(`-- ${test.titlePath().slice(1).join(' › ')} [attempt ${attempt.retry + 1}, ${attempt.status}, ${verdict}]`);
      // A timeout is two errors: "Test timeout … exceeded" and the step it was waiting in, with its line.
      for (const error of attempt.errors.slice(0, 2)) {
        lines.push(`   at ${where(error)}`);
        const message = (error.message ?? '').replace(ANSI, '').split('\n').filter((line) => line.trim() !== '');
        for (const line of message.slice(0, ERROR_LINES)) lines.push(`     ${line}`);
      }
    }
    console.log(lines.join('\n'));
  }
}
