import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Whoever clones the repository has only the repository: code, tests, scripts and docs say a
// rule and its reason in their own words, or link the page of docs/product or the ADR of
// docs/decisions that holds it. They never send the reader to planning notes kept elsewhere
// (a tracker's issue numbers, the design note and product description the shop was first
// built from).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = path.relative(root, fileURLToPath(import.meta.url));

const OUTSIDE_REFERENCES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'an issue number', pattern: /\bissues?[ -]?#?\d/i },
  { name: 'a planning file', pattern: /\b(?:DESIGN|SPEC)\.md\b/i },
  { name: 'the outside product description', pattern: /\bSPEC\b/ },
  { name: 'the outside product description', pattern: /\b(?:the|original) spec(?:ification)?\b/i },
];

function repositoryFiles(): string[] {
  // Tracked files and new ones not yet added (a file just moved is one), as git sees them.
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = new Set(listed.split('\0').filter(Boolean));
  return [...files].filter(
    (file) =>
      file !== thisFile &&
      path.basename(file) !== 'package-lock.json' &&
      !file.split('/').includes('node_modules'),
  );
}

function read(file: string): string | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(root, file));
  } catch {
    return null; // listed by git but gone from the work tree (moved or deleted, not yet staged)
  }
  return bytes.includes(0) ? null : bytes.toString('utf8'); // binary files say nothing
}

describe('the repository points only at itself', () => {
  it('cites no issue numbers, design note or outside product description', () => {
    const found: string[] = [];
    for (const file of repositoryFiles()) {
      const text = read(file);
      if (text === null) continue;
      text.split('\n').forEach((line, index) => {
        const hit = OUTSIDE_REFERENCES.find(({ pattern }) => pattern.test(line));
        if (hit) found.push(`${file}:${index + 1} (${hit.name}): ${line.trim().slice(0, 160)}`);
      });
    }
    expect(
      found,
      `Say what is meant in the repository's own words, or link docs/product or docs/decisions:\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('recognises each kind of outside reference', () => {
    const flagged = (line: string) => OUTSIDE_REFERENCES.some(({ pattern }) => pattern.test(line));
    // The examples are put together here, so that this file itself points at nothing outside.
    const words = (...parts: string[]) => parts.join(' ');
    for (const line of [
      words('the guest limits (issue', '27)'),
      'see issue #31',
      'before any issue-14 change',
      words('as', ['DESIGN', 'md'].join('.'), 'section 5 says'),
      "SPEC's Add Product",
      'the original spec left it unchecked',
    ]) {
      expect(flagged(line), line).toBe(true);
    }
    for (const line of [
      'a refund the shop issues to the card',
      'error.issues.map((issue) => issue.message)',
      'e2e/storefront/accounts.spec.ts',
      'IPV4_SPECIAL',
      'the OpenAPI specification',
    ]) {
      expect(flagged(line), line).toBe(false);
    }
  });
});
