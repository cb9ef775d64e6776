// The dependency rules of DESIGN.md, checked on every import of the code base.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

interface Import {
  file: string;
  specifier: string;
  /** Repository-relative path of a relative import, else undefined (a package). */
  target?: string;
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found: Import[] = [];
  const pattern =
    /(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    const specifier = match[3] ?? match[4] ?? '';
    const target = specifier.startsWith('.')
      ? relative(root, resolve(root, dirname(file), specifier))
      : undefined;
    found.push({ file, specifier, target, typeOnly: Boolean(match[2]) });
  }
  return found;
}

const violations = (files: string[], isAllowed: (entry: Import) => boolean) =>
  files
    .flatMap(importsOf)
    .filter((entry) => !isAllowed(entry))
    .map((entry) => `${entry.file} → ${entry.specifier}`);

const within = (entry: Import, folder: string) => entry.target?.startsWith(`${folder}/`) ?? false;
/** A pure rules module of a machine, with or without the `.ts` of the import. */
const isRulesFile = (path: string | undefined) => /^machines\/[^/]+\/[^/]+\.rules(\.ts)?$/.test(path ?? '');
const feature = (path: string | undefined) => path?.match(/^src\/features\/([^/]+)\//)?.[1];

describe('dependency direction', () => {
  it('machines/ import only xstate, each other and types from openapi/', () => {
    const files = sourceFiles('machines');
    expect(
      violations(files, (entry) =>
        entry.target === undefined
          ? /^xstate(\/graph)?$/.test(entry.specifier)
          : within(entry, 'machines') || (within(entry, 'openapi') && entry.typeOnly),
      ),
    ).toEqual([]);
    const impure = files.filter((file) =>
      /\bfetch\(|setTimeout\(|setInterval\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(impure, 'machines never call the network or timers; delays are named in setup').toEqual([]);
  });

  it('server-mock/ imports only its own code, packages and types from openapi/', () => {
    // The backend stands for services of their own: it keeps its own rules (server-mock/approval-rules.ts,
    // order-decisions.ts), and agreement tests keep them in step with the shop's (decision 023).
    expect(
      violations(sourceFiles('server-mock'), (entry) =>
        entry.target === undefined
          ? !entry.specifier.startsWith('/')
          : within(entry, 'server-mock') || (within(entry, 'openapi') && entry.typeOnly),
      ),
    ).toEqual([]);
  });

  it('the rules of machines/ (*.rules.ts) are pure: views ask them without loading the machine', () => {
    const rules = sourceFiles('machines').filter(isRulesFile);
    expect(rules).toContain('machines/order-decision/order-decision.rules.ts');
    expect(rules.flatMap(importsOf).map((entry) => `${entry.file} → ${entry.specifier}`)).toEqual([]);
    const impure = rules.filter((file) =>
      /\bfetch\(|setTimeout\(|setInterval\(|Date\.now\(|Math\.random\(|\b(window|document|localStorage)\b/.test(
        readFileSync(join(root, file), 'utf8'),
      ),
    );
    expect(impure).toEqual([]);
  });

  it('src/ never imports tests/ or server-mock/', () => {
    expect(
      violations(sourceFiles('src'), (entry) => !within(entry, 'tests') && !within(entry, 'server-mock')),
    ).toEqual([]);
  });

  it('ui, api and lib never import features or routes; features never import routes', () => {
    const lower = ['src/ui', 'src/api', 'src/lib'].flatMap(sourceFiles);
    expect(
      violations(
        lower,
        (entry) =>
          !within(entry, 'src/features') && !within(entry, 'src/routes') && !within(entry, 'src/app'),
      ),
    ).toEqual([]);
    expect(violations(sourceFiles('src/features'), (entry) => !within(entry, 'src/routes'))).toEqual([]);
    expect(violations(sourceFiles('src/ui'), (entry) => !within(entry, 'src/api'))).toEqual([]);
  });

  it("a feature uses only another feature's views, hooks and queries, never its styles", () => {
    expect(
      violations(sourceFiles('src/features'), (entry) => {
        const other = feature(entry.target);
        if (!other || other === feature(entry.file)) return true;
        return !entry.target?.endsWith('.css') && !entry.target?.endsWith('.css.ts');
      }),
    ).toEqual([]);
  });

  it('the shopper session (src/session) depends on no feature and no route: features read it, not the reverse', () => {
    expect(
      violations(
        sourceFiles('src/session'),
        (entry) =>
          !within(entry, 'src/features') && !within(entry, 'src/routes') && !within(entry, 'src/app'),
      ),
    ).toEqual([]);
  });

  it('views only render: their effects are in their flow adapters (decision 045)', () => {
    const effects =
      /\bfromPromise\b|\bfromCallback\b|\.provide\(|\bapi\.(app|shopper|management)\.|\b(setQueryData|invalidateQueries|removeQueries|resetQueries)\(/;
    const views = sourceFiles('src/features').filter((file) => file.endsWith('.tsx'));
    expect(views.length).toBeGreaterThan(50);
    expect(views.filter((file) => effects.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });

  it('only src/api calls fetch', () => {
    const callers = sourceFiles('src')
      .filter((file) => !file.startsWith('src/api/'))
      .filter((file) => /\bfetch\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(callers).toEqual([]);
  });
});

it('reads imports of every form it checks', () => {
  const router = importsOf('src/app/router.tsx');
  expect(router.map((entry) => entry.specifier)).toEqual(
    expect.arrayContaining(['@tanstack/react-query', '../api/clients']),
  );
  expect(router.find((entry) => entry.specifier === '../api/clients')?.typeOnly).toBe(true);
  // a dynamic import()
  expect(importsOf('src/ui/toast-region-slot.tsx').map((entry) => entry.specifier)).toContain('./toast');
});
