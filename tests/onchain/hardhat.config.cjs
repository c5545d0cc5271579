// The local chain of the on-chain deposit tests (tests/factories/evm-node.ts starts `hardhat node` with it).
// Automine on: every transaction gets its own block; tests add blocks with evm_mine.
module.exports = {
  networks: { hardhat: { chainId: 31337, mining: { auto: true } } },
  paths: {
    root: __dirname,
    cache: require('node:os').tmpdir() + '/hardhat-cache-onchain',
    artifacts: require('node:os').tmpdir() + '/hardhat-artifacts-onchain',
  },
};
