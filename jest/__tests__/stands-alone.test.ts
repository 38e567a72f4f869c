// The repository stands on its own: a person who clones it has only what it holds. No tracked source or
// document points at a file outside it (the old product notes beside the checkout), and no comment cites an
// issue number (the tracker is not part of the clone): comments say the reason themselves or point at docs/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|sql|md|html|sh)$|(?:^|\/)\.ci\/run$/;

/** A relative path up to a folder named shared. */
const UP_TO_SHARED = /(?:\.\.\/)+shared\b[^\s'"`)]*/g;
/** The outside notes by name, however they are reached. */
const OUTSIDE_NOTES = /\b(?:SPEC|ARCHITECTURE|MACHINE-NOTES)\b/;
/** "issue 14", "Issue #8", "issues 4 and 14", "(issue 17.7)". */
const ISSUE_NUMBER = /\bissues? ?#?\d+/i;

export interface Finding {
  file: string;
  line: number;
  text: string;
  why: string;
}

/** What in one file breaks the rule; `file` is relative to the repository root. */
export function standAloneFindings(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((content, index) => {
    const at = (why: string) => findings.push({ file, line: index + 1, text: content.trim(), why });
    for (const match of content.matchAll(UP_TO_SHARED)) {
      const target = path.resolve(root, path.dirname(file), match[0]);
      if (path.relative(root, target).startsWith('..')) at(`points outside the repository (${match[0]})`);
    }
    if (OUTSIDE_NOTES.test(content)) at('names notes that are not in the repository (write the rule in docs/)');
    if (ISSUE_NUMBER.test(content)) at('cites an issue number (say the reason instead)');
  });
  return findings;
}

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  const self = path.relative(root, __filename);
  return listed.filter((file) => file && file !== self && TEXT_FILE.test(file) && fs.existsSync(path.join(root, file)));
}

describe('the repository stands on its own', () => {
  it('finds what it looks for (the check itself)', () => {
    const issue = ['iss', 'ue'].join('');
    const notes = ['SP', 'EC'].join('');
    const sample = [
      `// Drawn as the ${notes} section 2 asks.`,
      `// See ../../shared/${notes}.md.`,
      `-- Price history (${issue} 16): triggers.`,
      `// Drill 6 of ${issue} #8.`,
      "const { X } = require('../shared/rspack.cjs');",
      '// SPECIAL_DAY_NOT_FOUND and #FF6B35 are not issue numbers.',
    ].join('\n');
    const found = standAloneFindings('public-menu/rspack.config.cjs', sample);
    expect(found.map((f) => f.line)).toEqual([1, 2, 2, 3, 4]);
  });

  it('no tracked file points outside the repository or cites an issue number', () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) => standAloneFindings(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(findings.map((f) => `${f.file}:${f.line} ${f.why}: ${f.text}`)).toEqual([]);
  });
});
