import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { badgeInputSchema, badgeSchema } from '../../../src/contract/badges.ts';
import { depositMethodSchema } from '../../../src/contract/deposits.ts';
import { investmentSchemaSchema, schemaInputSchema } from '../../../src/contract/investments.ts';
import { declaredAssetSchema } from '../../../src/contract/proof-of-liabilities.ts';
import { settingsSchema } from '../../../src/contract/settings.ts';
import { withdrawalMethodSchema } from '../../../src/contract/withdrawals.ts';

/**
 * Every field name the audit list can show, found where the server writes them: the keys of the
 * `before` and `after` object literals of each `audit(…)` call in server/, and the keys of the
 * records some calls write whole (settings, deposit and withdrawal methods, plans, badges,
 * declared assets, template wordings, maintenance, per-user switches).
 */
export function auditFieldKeys(): string[] {
  return [...new Set([...literalKeys(), ...recordKeys(), ...WHOLE_RECORD_KEYS])].sort();
}

/** Records written whole whose shape no contract schema gives (a ban, switches, a wording, maintenance, a badge's holders). */
const WHOLE_RECORD_KEYS = [
  'banned',
  'banReason',
  'canDeposit',
  'canWithdraw',
  'canSendMoney',
  'subject',
  'body',
  'on',
  'message',
  'until',
  'holders',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The text from `open` (just past an opening bracket) to its matching close. */
function enclosed(text: string, open: number, left: string, right: string): string {
  let depth = 1;
  let i = open;
  for (; i < text.length && depth > 0; i++) {
    if (text[i] === left) depth++;
    else if (text[i] === right) depth--;
  }
  return text.slice(open, i - 1);
}

/** The top-level keys of an object literal's body (spreads of literals included). */
function keysOf(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.flatMap((part) => {
    const p = part.trim();
    if (p.startsWith('...')) {
      const inner = p.indexOf('{');
      return inner < 0 ? [] : keysOf(enclosed(p, inner + 1, '{', '}'));
    }
    const key = /^([A-Za-z_$][\w$]*)\s*(:|$)/.exec(p)?.[1];
    return key ? [key] : [];
  });
}

function literalKeys(): string[] {
  const keys: string[] = [];
  for (const file of filesUnder(join(process.cwd(), 'server'))) {
    const text = readFileSync(file, 'utf8');
    for (const call of text.matchAll(/await audit\(/g)) {
      const args = enclosed(text, (call.index ?? 0) + call[0].length, '(', ')');
      for (const side of args.matchAll(/\b(?:before|after)\s*:\s*\{/g))
        keys.push(...keysOf(enclosed(args, (side.index ?? 0) + side[0].length, '{', '}')));
    }
  }
  return keys;
}

/** Files that write audit entries, with their text. */
const auditingFiles = () =>
  filesUnder(join(process.cwd(), 'server'))
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => text.includes('await audit('));

/** The quoted literals on lines naming `property` (and in a `const <property> = …;` statement). */
function literalsNear(property: string, literal: RegExp): string[] {
  const found: string[] = [];
  for (const text of auditingFiles()) {
    const lines = text.split('\n');
    const statements = [...text.matchAll(new RegExp(`const ${property} =([^;]*);`, 'g'))].map((m) => m[1] ?? '');
    for (const line of [...lines.filter((l) => new RegExp(`\\b${property}\\b`).test(l)), ...statements])
      for (const m of line.matchAll(literal)) if (m[1]) found.push(m[1]);
  }
  return found;
}

/** Every action the server audits ("kyc.approve"); a balance change's is built from its direction. */
export const auditActions = (): string[] =>
  [...new Set([...literalsNear('action', /'([a-z_]+\.[a-z_]+)'/g), 'balance.add', 'balance.subtract'])].sort();

/** Every kind of thing an audited action is about ("deposit", "all-users"). */
export const auditTargets = (): string[] => [...new Set(literalsNear('targetType', /'([a-z_-]+)'/g))].sort();

type AnySchema = z.ZodType & { def?: Record<string, unknown>; shape?: Record<string, AnySchema> };

function schemaKeys(schema: AnySchema, into: Set<string>): void {
  let s: AnySchema | undefined = schema;
  // Optional, nullable, default and pipe wrappers hold the object inside.
  for (let i = 0; i < 8 && s && !s.shape; i++)
    s = (s.def?.innerType ?? s.def?.in ?? s.def?.schema ?? s.def?.element) as AnySchema | undefined;
  if (!s?.shape) return;
  for (const [key, inner] of Object.entries(s.shape)) {
    into.add(key);
    schemaKeys(inner, into);
  }
}

function recordKeys(): string[] {
  const keys = new Set<string>();
  for (const schema of [
    settingsSchema,
    depositMethodSchema,
    withdrawalMethodSchema,
    badgeSchema,
    badgeInputSchema,
    declaredAssetSchema,
    investmentSchemaSchema,
    schemaInputSchema,
  ])
    schemaKeys(schema as unknown as AnySchema, keys);
  return [...keys];
}
