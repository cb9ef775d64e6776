// The order Vitest starts the test files in: the longest first. A clean clone has no timings cached, and Vitest's
// own order (project by project, larger files first) started the two longest model files (business signup and
// company create, a quarter of the model and component tests' time) among the last, so in `npm test` they
// decided when that lane ended (decision 032).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files, longest first, measured alone on a quiet machine (s); the rest follow in Vitest's order. */
const longest = [
  'tests/model/business-signup.model.test.tsx', // 29.5
  'tests/model/company-create.model.test.tsx', // 19.4
  'tests/model/shopper-session.model.test.tsx', // 9.1
  'tests/model/consumer-signup.model.test.tsx', // 7.2
  'tests/model/login.model.test.tsx', // 6.6
  'tests/model/order-decision.model.test.tsx', // 6.0
  'tests/component/form-fields.test.tsx', // 6.0
];

const rank = (file: TestSpecification) => {
  const index = longest.findIndex((path) => file.moduleId.endsWith(path));
  return index < 0 ? longest.length : index;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
