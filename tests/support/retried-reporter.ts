// `npm test` gives a failing model or component test one more try (decision 032). Vitest's own reporter shows a
// test that passed on it as passed: this one names it in Playwright's words ('N flaky'), which `npm test` repeats
// at its end, so a flaky test is seen and fixed rather than hidden by the retry.
import type { Reporter, TestCase } from 'vitest/node';

export default class RetriedReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    if (testCase.result().state === 'passed' && (testCase.diagnostic()?.retryCount ?? 0) > 0)
      this.flaky.push(
        `${testCase.project.name} › ${testCase.module.relativeModuleId} › ${testCase.fullName}`,
      );
  }

  onTestRunEnd() {
    if (this.flaky.length > 0)
      console.log(`\n  ${this.flaky.length} flaky\n${this.flaky.map((name) => `    ${name}`).join('\n')}`);
  }
}
