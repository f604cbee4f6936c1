import { resolveSiteConfig } from './src/lib/config/resolveSiteConfig.ts';
import type { SiteConfigInput } from './src/lib/config/siteConfigSchema.ts';

/**
 * The site owner's configuration: the one file to edit. `npm run build` validates it and stops, naming the
 * field, when a rule is broken. README.md lists every field.
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
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      explorerUrl: 'https://etherscan.io',
    },
    {
      id: 8453,
      name: 'Base',
      rpcUrls: ['https://mainnet.base.org', 'https://base-rpc.publicnode.com'],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      explorerUrl: 'https://basescan.org',
    },
    {
      id: 42161,
      name: 'Arbitrum One',
      rpcUrls: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-rpc.publicnode.com'],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      explorerUrl: 'https://arbiscan.io',
    },
  ],
  tokens: [
    {
      chainId: 1,
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      symbol: 'USDC',
      decimals: 6,
      name: 'USD Coin',
    },
    {
      chainId: 8453,
      address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      symbol: 'USDC',
      decimals: 6,
      name: 'USD Coin',
    },
    {
      chainId: 42161,
      address: '0x912CE59144191C1204E64559FE8253a0e49E6548',
      symbol: 'ARB',
      decimals: 18,
      name: 'Arbitrum',
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
