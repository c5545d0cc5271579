import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = join(process.cwd(), 'server', 'modules');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The text of each `notify(` call's arguments, with the file it is in. */
function notifyCalls(): Array<{ file: string; args: string }> {
  const calls: Array<{ file: string; args: string }> = [];
  for (const file of filesUnder(MODULES)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bnotify\(/g)) {
      let depth = 1;
      let i = (match.index ?? 0) + match[0].length;
      const start = i;
      for (; i < text.length && depth > 0; i++) {
        if (text[i] === '(') depth++;
        else if (text[i] === ')') depth--;
      }
      calls.push({ file: relative(process.cwd(), file), args: text.slice(start, i - 1) });
    }
  }
  return calls;
}

/** The object literal around `at` (from its `{` to the matching `}`). */
function enclosingObject(text: string, at: number): string {
  let depth = 0;
  let start = at;
  for (; start > 0; start--) {
    const c = text[start];
    if (c === '}') depth++;
    else if (c === '{') {
      if (depth === 0) break;
      depth--;
    }
  }
  depth = 0;
  let end = start;
  for (; end < text.length; end++) {
    if (text[end] === '{') depth++;
    else if (text[end] === '}' && --depth === 0) break;
  }
  return text.slice(start, end + 1);
}

/** Notifications built before the call (`const note = { userId, message, event }`) in files that call notify(). */
function notificationLiterals(): Array<{ file: string; args: string }> {
  const found: Array<{ file: string; args: string }> = [];
  for (const file of filesUnder(MODULES)) {
    const text = readFileSync(file, 'utf8');
    if (!/\bnotify\(/.test(text) || file.endsWith(join('notifications', 'notify.ts'))) continue;
    for (const match of text.matchAll(/\bmessage\s*[:,}]/g)) {
      const object = enclosingObject(text, match.index ?? 0);
      if (/\bevent\s*:/.test(object) && /\buserId\b/.test(object))
        found.push({ file: relative(process.cwd(), file), args: object });
    }
  }
  return found;
}

/** An administrator's broadcast is sent as they typed it, in one language for everyone. */
const TYPED_BY_AN_ADMIN = /message:\s*req\.message\b/;

describe('notices are written from the catalogs', () => {
  it('no notify() call in server/modules passes a message of its own, but the broadcast an admin typed', () => {
    const calls = notifyCalls().filter((c) => !c.file.endsWith(join('notifications', 'notify.ts')));
    expect(calls.length).toBeGreaterThan(30);
    const ownMessages = [...calls, ...notificationLiterals()]
      .filter((c) => /\bmessage\s*[:,}]/.test(c.args) && !TYPED_BY_AN_ADMIN.test(c.args))
      .map((c) => `${c.file}: ${c.args.replace(/\s+/g, ' ').slice(0, 120)}`);
    expect(ownMessages).toEqual([]);
  });
});
