import { formatCents } from '../../../src/contract/cents.ts';
import type { DepositMethodRequest } from '../../../src/contract/deposits.ts';
import { chainName } from '../../../src/contract/evm-chains.ts';
import { asIs, phrase, type Phrase } from '../../i18n/phrases.ts';
import {
  fingerprintOf,
  keyFingerprint,
  keyPhrase,
  limitLoosened,
  urlHost,
  type ProtectionChange,
} from '../approvals/method-change.service.ts';
import type { DepositMethodRow } from './deposit-methods.repo.ts';

/** A value in English words and the same as a phrase for the reader's language. */
type Said = { text: string; said: Phrase };
const data = (text: string): Said => ({ text, said: asIs(text) });
const word = (text: string, id: string): Said => ({ text, said: phrase(id) });
const keySaid = (xpub: string): Said => ({ text: keyFingerprint(xpub), said: keyPhrase(xpub) });

/** `label` in English after the method's name; its phrase is `phrase.deposit.<key>` (with the name). */
function change(key: string, method: string, label: string, from: Said, to: Said): ProtectionChange[] {
  if (from.text === to.text) return [];
  const words = { label: phrase(`deposit.${key}`, { method }), from: from.said, to: to.said };
  return [{ key, label: `${method}: ${label}`, from: from.text, to: to.text, words }];
}

/** An RPC URL whose host stays but whose path or query changes is still another endpoint. */
function rpcChange(before: string, after: string): ProtectionChange[] {
  if (before === after) return [];
  const [from, to] = [urlHost(before), urlHost(after)];
  const same = from === to;
  return [
    {
      key: 'rpc_url',
      label: 'RPC endpoint',
      from,
      to: same ? `${to} (another path)` : to,
      words: {
        label: phrase('deposit.rpc_url'),
        from: asIs(from),
        to: same ? phrase('anotherPath', { host: to }) : asIs(to),
      },
    },
  ];
}

const tokenOf = (token: string | null | undefined): Said => (token ? data(token) : word('native coin', 'nativeCoin'));

/**
 * What a deposit method's change loosens, each in words: where money goes or how it is read (the
 * shared address, the key, chain, token or RPC of an automatic method, fewer confirmations) and the
 * limits (a higher maximum, a lower minimum). A new automatic (evm) method is a new rail money
 * arrives through. Names, texts, charges, rates and tighter limits loosen nothing.
 */
export function depositMethodLoosening(
  before: DepositMethodRow | null,
  input: DepositMethodRequest,
): ProtectionChange[] {
  if (!before) {
    if (input.kind !== 'evm') return [];
    const [chain, host] = [chainName(input.chain_id), urlHost(input.rpc_url)];
    const rail = `${input.name} on ${chain}, ${keyFingerprint(input.xpub)}, RPC ${host}`;
    const said = phrase('rail', { name: input.name, chain, fingerprint: fingerprintOf(input.xpub), host });
    const words = { label: phrase('deposit.method'), from: phrase('none'), to: said };
    return [{ key: 'method', label: 'New automatic deposit method', from: 'none', to: rail, words }];
  }
  const money = (v: number) => `${formatCents(v)} ${input.currency.toUpperCase()}`;
  const limit = (name: 'min_amount' | 'max_amount') => phrase(`deposit.${name}`, { method: before.name });
  const out = [
    ...limitLoosened(
      'min_amount',
      `${before.name}: smallest deposit`,
      limit('min_amount'),
      before.minCents,
      input.min_amount,
      false,
      money,
    ),
    ...limitLoosened(
      'max_amount',
      `${before.name}: largest deposit`,
      limit('max_amount'),
      before.maxCents,
      input.max_amount,
      true,
      money,
    ),
  ];
  if (input.kind === 'crypto')
    out.push(
      ...change(
        'address',
        before.name,
        'deposit address',
        before.address ? data(before.address) : word('none', 'none'),
        data(input.address),
      ),
    );
  const evm = before.evm;
  if (input.kind === 'evm' && evm) {
    out.push(
      ...change('xpub', before.name, 'key', keySaid(evm.xpub), keySaid(input.xpub)),
      ...change('chain_id', before.name, 'chain', data(chainName(evm.chainId)), data(chainName(input.chain_id))),
      ...change(
        'token_address',
        before.name,
        'token',
        tokenOf(evm.tokenAddress),
        tokenOf(input.token_address?.toLowerCase()),
      ),
      ...rpcChange(evm.rpcUrl, input.rpc_url),
      ...limitLoosened(
        'confirmations',
        `${before.name}: confirmations`,
        phrase('deposit.confirmations', { method: before.name }),
        evm.confirmations,
        input.confirmations,
        false,
        String,
      ),
    );
  }
  return out;
}
