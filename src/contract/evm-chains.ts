/**
 * Known EVM chains by chain id: the name said to investors ("Send only USDT on BNB Chain"), the
 * native coin, and the block explorer used for transaction and address links. Any other chain id
 * works through its RPC URL; it is then named "chain <id>" and gets no explorer link.
 */
type KnownChain = { name: string; native: string; explorer: string };

export const KNOWN_CHAINS: Readonly<Record<number, KnownChain>> = {
  1: { name: 'Ethereum', native: 'ETH', explorer: 'https://etherscan.io' },
  10: { name: 'Optimism', native: 'ETH', explorer: 'https://optimistic.etherscan.io' },
  56: { name: 'BNB Chain', native: 'BNB', explorer: 'https://bscscan.com' },
  97: { name: 'BNB Chain Testnet', native: 'tBNB', explorer: 'https://testnet.bscscan.com' },
  137: { name: 'Polygon', native: 'POL', explorer: 'https://polygonscan.com' },
  8453: { name: 'Base', native: 'ETH', explorer: 'https://basescan.org' },
  42161: { name: 'Arbitrum One', native: 'ETH', explorer: 'https://arbiscan.io' },
  43114: { name: 'Avalanche C-Chain', native: 'AVAX', explorer: 'https://snowtrace.io' },
  11155111: { name: 'Sepolia', native: 'ETH', explorer: 'https://sepolia.etherscan.io' },
  31337: { name: 'Local test chain', native: 'ETH', explorer: '' },
};

export const chainName = (chainId: number): string => KNOWN_CHAINS[chainId]?.name ?? `chain ${chainId}`;

/** The explorer page of a transaction, or null for a chain without a known explorer. */
export function explorerTxUrl(chainId: number, txHash: string): string | null {
  const base = KNOWN_CHAINS[chainId]?.explorer;
  return base ? `${base}/tx/${txHash}` : null;
}

/** "Send only USDT on BNB Chain": the one sentence that keeps a payment on the right network. */
export const sendOnlyText = (asset: string, chainId: number): string => `Send only ${asset} on ${chainName(chainId)}`;
