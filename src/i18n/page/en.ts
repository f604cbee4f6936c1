/**
 * The static pages' words in English: the source every other language of src/i18n/page/ is typed against. Only
 * the build reads these catalogues: their words reach the browser as HTML, never as JS. `{name}` marks a value
 * (the build may put markup there, such as a link); a message with a `{count}` gives one text per plural
 * category.
 */
export default {
  layout: {
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    howItWorks: 'How it works',
    privacy: 'Privacy',
    footerNav: 'Footer',
    footerNote: 'Read-only: this page never asks your wallet to sign or send. No cookies, no analytics.',
    language: 'Language',
  },
  home: {
    eyebrow: 'Read-only · nothing to sign',
    howItWorks: 'How it works',
    step1Title: 'Connect or enter an address',
    step1Text:
      'Scan the QR code with a phone wallet, pick a browser wallet, or type any address or ENS name.',
    step2Title: 'The page reads the chains',
    step2Text:
      'One request per chain reads your balances, NFTs, votes and positions straight from the network.',
    step3Title: 'You see where you stand',
    step3Text: 'Exact balances, refreshed as new blocks arrive. Nothing is signed, sent or stored by us.',
    readsTitle: 'What this page reads, and from where',
    chain: 'Chain',
    whatIsRead: 'What is read',
    readFrom: 'Read from',
    thisSite: 'this site, {path}',
    eligibility: '{name} eligibility',
    promise: 'This page can only read.',
    promiseText: 'It never asks your wallet to sign a message or send a transaction.',
    promiseSee: 'See the {link} for every host it talks to.',
    privacyPage: 'privacy page',
  },
  chooser: {
    title: 'Connect a wallet',
    back: 'Back to all choices',
    close: 'Close',
    walletsInBrowser: 'Wallets in this browser',
    scanQr: 'Scan a QR code',
    openWalletApp: 'Open a wallet app',
    allWallets: 'All wallets',
    search: 'Search',
    noWallets:
      'No browser wallet was found. Install a wallet extension and reload, or check any address instead. QR-code connection is not set up on this site.',
    scanWithPhone: 'Scan with your phone wallet',
    preparingLink: 'Preparing a secure link…',
    onlySharesAddress: 'Connecting only shares your address: this page never asks you to sign.',
    waitingFor: 'Waiting for {wallet}: approve the connection there.',
    loadingWallets: 'Loading the list of wallets…',
    inThisBrowser: 'In this browser',
    browserWallet: 'Browser wallet',
    yourWallet: 'your wallet',
    passkey: 'Passkey',
  },
  privacy: {
    title: 'Privacy',
    description: 'What the {site} page reads, which hosts it talks to, and what it stores.',
    intro:
      'This page is a static site. It has no server-side accounts, sets no cookies of its own and runs no analytics. It can only read: it never asks a wallet to sign a message or send a transaction.',
    readsTitle: 'What it reads',
    readsFor: 'For the account you connect or enter, on {chains}: {reads}.',
    chainCount: { one: '{count} chain', other: '{count} chains' },
    nativeBalance: 'the native balance',
    tokenBalances: { one: '{count} token balance', other: '{count} token balances' },
    nftCollections: { one: '{count} NFT collection', other: '{count} NFT collections' },
    governanceTokens: { one: '{count} governance token', other: '{count} governance tokens' },
    otherReads: { one: '{count} other read the site names', other: '{count} other reads the site names' },
    usdPrices: 'USD prices from Chainlink feeds',
    latestBlock: 'the latest block',
    ens: 'The account’s ENS name and avatar, and the address of an ENS name you enter, read on {chain}.',
    claims: 'Whether the account is on {lists} ({names}), and whether it has claimed.',
    claimsLists: {
      one: 'the site’s airdrop or allowlist',
      other: 'the site’s {count} airdrops and allowlists',
    },
    claimsFiles:
      'For each list your browser fetches, from this site itself, one small index file and at most one part of the list (a shard of up to a few hundred entries). Their names reveal to the site’s host only a few hex digits of a hash of the address (shared by one address in thousands at least) and which part of the list was fetched, never the address itself; the whole list is never downloaded. The page then asks the list’s contract, in the same read as your balances, whether that entry was claimed.',
    nothingUntil: 'Nothing is read until you connect a wallet or enter an address.',
    claiming:
      'Claiming happens on the site the list links to, in a new tab: this page never sends the claim, or any transaction, and tells that site nothing about the account you looked at.',
    hostsTitle: 'Which hosts it talks to',
    hostsIntro:
      'Your browser talks to these hosts directly; the page’s Content-Security-Policy blocks every other one.',
    gateway:
      'Chain reads go to this site’s own gateway ({path}), which forwards only those reads to the chains’ RPC providers. The providers never see your IP address, and your browser never contacts them.',
    gatewayPath: '/rpc/<chain id>',
    chainRpc: '{chain} RPC: {origins}',
    avatars: 'ENS avatars: {origins} (images only)',
    walletConnect:
      'Only after you press {connect}: the WalletConnect wallet registry {registry}, relay {relay} and verification frame {verify}. Telemetry of the wallet library is turned off and its hosts are blocked.',
    connectWallet: 'Connect wallet',
    noWalletConnect:
      'No WalletConnect host: this site is built without a WalletConnect project, so only wallets in your browser and Base Account connect.',
    storesTitle: 'What it stores in your browser',
    session:
      'While a wallet is connected, the wallet library keeps the session in local storage and IndexedDB so a reload stays connected. Disconnecting removes it.',
    addressBar: 'An address you check is kept only in the page’s address bar, so you can share the link.',
    baseAccountPopup:
      'Only after you pick Base Account: Base Account’s own window at {popup}, where you sign in with a passkey or the Base app. The page asks it only for your address; its telemetry is turned off.',
  },
  notFound: {
    title: 'Page not found',
    description: 'This page does not exist.',
    text: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
    home: 'Go to the home page',
  },
} as const;
