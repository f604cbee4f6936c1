import { resolveSiteConfig } from './src/lib/config/resolveSiteConfig.ts';
import type { SiteConfigInput } from './src/lib/config/siteConfigSchema.ts';

/**
 * The site owner's configuration: the one file to edit. `npm run build` validates it and stops, naming the
 * field, when a rule is broken. docs/configuration.md describes every field.
 */
export const siteConfigInput = {
  name: 'Meridian',
  tagline: 'Open liquidity, owned by the people who use it.',
  description:
    'Meridian is a community-run liquidity network on Ethereum, Base and Arbitrum. Connect a wallet, or enter any address, to see where you stand: balances read straight from each chain, nothing to sign.',
  url: 'https://meridian.example',
  chains: [
    {
      id: 1,
      name: 'Ethereum',
      rpcUrls: ['https://ethereum-rpc.publicnode.com', 'https://1rpc.io/eth'],
      nativeCurrency: {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        // Chainlink ETH / USD
        priceFeed: { chainId: 1, address: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419' },
      },
      explorerUrl: 'https://etherscan.io',
    },
    {
      id: 8453,
      name: 'Base',
      rpcUrls: ['https://mainnet.base.org', 'https://base-rpc.publicnode.com'],
      nativeCurrency: {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        priceFeed: { chainId: 8453, address: '0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70' },
      },
      explorerUrl: 'https://basescan.org',
      // Chainlink's L2 sequencer uptime feed: no price read on Base is used while its sequencer is down.
      sequencerUptimeFeed: '0xBCF85224fc0756B9Fa45aA7892530B47e10b6433',
    },
    {
      id: 42161,
      name: 'Arbitrum One',
      rpcUrls: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-rpc.publicnode.com'],
      nativeCurrency: {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        priceFeed: { chainId: 42161, address: '0x639Fe6ab55C921f74e7fac1ee960C0B6293ba612' },
      },
      explorerUrl: 'https://arbiscan.io',
      sequencerUptimeFeed: '0xFdB631F5EE196F0ed6FAa767959853A9F217697D',
    },
  ],
  tokens: [
    {
      chainId: 1,
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      symbol: 'USDC',
      decimals: 6,
      name: 'USD Coin',
      // Chainlink USDC / USD
      priceFeed: { chainId: 1, address: '0x8fFfFfd4AfB6115b954Bd326cbe7B4BA576818f6' },
    },
    {
      chainId: 8453,
      address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      symbol: 'USDC',
      decimals: 6,
      name: 'USD Coin',
      priceFeed: { chainId: 8453, address: '0x7e860098F58bBFC8648a4311b374B1D669a2bc6B' },
    },
    {
      chainId: 42161,
      address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
      symbol: 'USDC',
      decimals: 6,
      name: 'USD Coin',
      priceFeed: { chainId: 42161, address: '0x50834F3163758fcC1Df9973b6e91f0F0F0434aD3' },
    },
    {
      chainId: 42161,
      address: '0x912CE59144191C1204E64559FE8253a0e49E6548',
      symbol: 'ARB',
      decimals: 18,
      name: 'Arbitrum',
    },
  ],
  nfts: [
    // ENS names are ERC-721 tokens of the ENS BaseRegistrar.
    {
      chainId: 1,
      address: '0x57f1887a8BF19b14fC0dF6Fd9B2acc9Af147eA85',
      name: 'ENS names',
      standard: 'erc721',
    },
  ],
  governance: [
    // The ENS token (ERC20Votes): balance, voting power and delegate.
    { chainId: 1, token: '0xC18360217D8F7Ab5e7c516566761Ea12Ce7F9D72', name: 'ENS DAO' },
  ],
  calls: [
    {
      chainId: 1,
      address: '0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84',
      label: 'Lido staking shares',
      signature: 'function sharesOf(address) view returns (uint256)',
      args: ['$account'],
      format: { kind: 'amount', decimals: 18, symbol: 'shares' },
    },
  ],
  ens: { chainId: 1, ipfsGateway: 'https://ipfs.io/ipfs/', avatarHosts: ['https://euc.li'] },
  theme: { accent: '#4f46e5' },
  links: [
    { label: 'Docs', href: 'https://docs.meridian.example' },
    { label: 'GitHub', href: 'https://github.com/meridian-example' },
  ],
} satisfies SiteConfigInput;

/**
 * The validated configuration. This is the only place that reads the environment:
 * `PUBLIC_WALLETCONNECT_PROJECT_ID` and `PUBLIC_RPC_URLS_<chainId>` (comma-separated, replacing that chain's URLs).
 */
export const siteConfig = resolveSiteConfig(siteConfigInput, process.env);
