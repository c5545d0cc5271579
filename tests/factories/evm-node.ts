import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { HDKey } from '@scure/bip32';
import { createPublicClient, createWalletClient, http, parseAbi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { freePort } from '../setup/ports.ts';

/** Hardhat's first default account (its well-known test key, funded with 10000 ETH on every `hardhat node`). */
const FUNDED_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const TOKEN_ABI = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
]);

/** The test key pair whose xpub the methods get: the test (playing the operator's wallet) could sweep with it; the server only sees the xpub. */
export const OPERATOR_ROOT = HDKey.fromMasterSeed(new Uint8Array(32).fill(42)).derive("m/44'/60'/0'");
export const OPERATOR_XPUB = OPERATOR_ROOT.publicExtendedKey;

type Compiled = { abi: unknown[]; bytecode: Hex };
let compiled: Compiled | undefined;

/** Compiles tests/onchain/TestToken.sol with solc-js (bundled compiler, no download). */
export function compileToken(): Compiled {
  if (compiled) return compiled;
  const solc = createRequire(import.meta.url)('solc') as { compile: (input: string) => string };
  const source = readFileSync(join('tests', 'onchain', 'TestToken.sol'), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { 'TestToken.sol': { content: source } },
    settings: { evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const c = out.contracts['TestToken.sol']?.['TestToken'];
  if (!c) throw new Error('TestToken not compiled');
  compiled = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  return compiled;
}

/** A `hardhat node` on a free loopback port (chain id 31337, automine), with helpers to pay and mine. */
export class EvmNode {
  url = '';
  private proc: ChildProcess | undefined;
  private log = '';
  port = 0;

  async start(port?: number): Promise<void> {
    this.port = port ?? this.port ?? 0;
    if (!this.port) this.port = await freePort();
    this.url = `http://127.0.0.1:${this.port}`;
    this.log = '';
    const proc = spawn(
      join('node_modules', '.bin', 'hardhat'),
      [
        'node',
        '--hostname',
        '127.0.0.1',
        '--port',
        String(this.port),
        '--config',
        join('tests', 'onchain', 'hardhat.config.cjs'),
      ],
      {
        env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', CI: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.proc = proc;
    proc.stdout?.on('data', (d: Buffer) => (this.log += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (this.log += d.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) throw new Error(`hardhat node exited:\n${this.log}`);
      if (
        await this.rpc('eth_blockNumber').then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`hardhat node did not start:\n${this.log}`);
  }

  async stop(): Promise<void> {
    const p = this.proc;
    if (!p || p.exitCode !== null || p.signalCode !== null) return;
    await new Promise<void>((done) => {
      p.once('exit', () => done());
      p.kill('SIGKILL');
    });
  }

  async rpc<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result as T;
  }

  mine = (blocks = 1) => this.rpc('hardhat_mine', [`0x${blocks.toString(16)}`]);
  snapshot = () => this.rpc<string>('evm_snapshot');
  revert = (id: string) => this.rpc<boolean>('evm_revert', [id]);
  blockNumber = async () => Number(await this.rpc<string>('eth_blockNumber'));

  private wallet() {
    return createWalletClient({ account: privateKeyToAccount(FUNDED_KEY), transport: http(this.url) });
  }
  private reader() {
    return createPublicClient({ transport: http(this.url) });
  }

  /** Deploys a fresh TestToken (symbol, decimals, supply to the funded account); returns its lower-case address. */
  async deployToken(symbol: string, decimals: number, supply = 10n ** 30n): Promise<Hex> {
    const { abi, bytecode } = compileToken();
    const hash = await this.wallet().deployContract({
      abi,
      bytecode,
      args: [symbol, symbol, decimals, supply],
      chain: null,
    });
    const receipt = await this.reader().waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error('token not deployed');
    return receipt.contractAddress.toLowerCase() as Hex;
  }

  /** Sends `units` of the token to `to`; resolves with the mined transaction's hash. */
  async sendToken(token: Hex, to: string, units: bigint): Promise<Hex> {
    const hash = await this.wallet().writeContract({
      address: token,
      abi: TOKEN_ABI,
      functionName: 'transfer',
      args: [to as Hex, units],
      chain: null,
    });
    await this.reader().waitForTransactionReceipt({ hash });
    return hash;
  }

  tokenBalance = (token: Hex, owner: string) =>
    this.reader().readContract({ address: token, abi: TOKEN_ABI, functionName: 'balanceOf', args: [owner as Hex] });

  async sendNative(to: string, wei: bigint): Promise<Hex> {
    const hash = await this.wallet().sendTransaction({ to: to as Hex, value: wei, chain: null });
    await this.reader().waitForTransactionReceipt({ hash });
    return hash;
  }
}
