import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Dutch. */
const messages: PageMessages = {
  layout: {
    skipToContent: 'Naar de inhoud',
    mainNav: 'Hoofdmenu',
    howItWorks: 'Zo werkt het',
    privacy: 'Privacy',
    footerNav: 'Voettekst',
    footerNote:
      'Alleen-lezen: deze pagina vraagt je wallet nooit iets te ondertekenen of te versturen. Geen cookies, geen tracking.',
    language: 'Taal',
  },
  home: {
    eyebrow: 'Alleen-lezen · niets te ondertekenen',
    howItWorks: 'Zo werkt het',
    step1Title: 'Verbind je wallet of voer een adres in',
    step1Text:
      'Scan de QR-code met een mobiele wallet, kies een browserwallet of typ een willekeurig adres of een ENS-naam.',
    step2Title: 'De pagina leest de chains',
    step2Text:
      'Eén verzoek per chain leest je saldi, NFT’s, stemmen en posities rechtstreeks van het netwerk.',
    step3Title: 'Je ziet waar je staat',
    step3Text: 'Exacte saldi, bijgewerkt bij elk nieuw blok. Wij ondertekenen, versturen of bewaren niets.',
    readsTitle: 'Wat deze pagina leest, en waarvandaan',
    chain: 'Chain',
    whatIsRead: 'Wat er gelezen wordt',
    readFrom: 'Gelezen van',
    thisSite: 'deze site, {path}',
    eligibility: 'recht op {name}',
    promise: 'Deze pagina kan alleen lezen.',
    promiseText: 'Ze vraagt je wallet nooit een bericht te ondertekenen of een transactie te versturen.',
    promiseSee: 'Op de {link} staat elke host waarmee ze contact maakt.',
    privacyPage: 'privacypagina',
  },
  chooser: {
    title: 'Wallet verbinden',
    back: 'Terug naar alle opties',
    close: 'Sluiten',
    walletsInBrowser: 'Wallets in deze browser',
    scanQr: 'QR-code scannen',
    openWalletApp: 'Wallet-app openen',
    allWallets: 'Alle wallets',
    search: 'Zoeken',
    noWallets:
      'Geen browserwallet gevonden. Installeer een wallet-extensie en laad de pagina opnieuw, of bekijk in plaats daarvan een willekeurig adres. Verbinden via QR-code is op deze site niet ingesteld.',
    scanWithPhone: 'Scan met je mobiele wallet',
    preparingLink: 'Beveiligde link voorbereiden…',
    onlySharesAddress: 'Verbinden deelt alleen je adres: deze pagina vraagt je nooit iets te ondertekenen.',
    waitingFor: 'Wachten op {wallet}: keur daar de verbinding goed.',
    loadingWallets: 'Lijst met wallets laden…',
    inThisBrowser: 'In deze browser',
    browserWallet: 'Browserwallet',
    yourWallet: 'je wallet',
    passkey: 'Toegangssleutel',
  },
  privacy: {
    title: 'Privacy',
    description: 'Wat de pagina van {site} leest, met welke hosts ze contact maakt en wat ze opslaat.',
    intro:
      'Deze pagina is een statische site. Ze heeft geen accounts op een server, plaatst geen eigen cookies en gebruikt geen analytics. Ze kan alleen lezen: ze vraagt een wallet nooit een bericht te ondertekenen of een transactie te versturen.',
    readsTitle: 'Wat ze leest',
    readsFor: 'Voor het account dat je verbindt of invoert, op {chains}: {reads}.',
    chainCount: { one: '{count} chain', other: '{count} chains' },
    nativeBalance: 'het native saldo',
    tokenBalances: { one: '{count} tokensaldo', other: '{count} tokensaldi' },
    nftCollections: { one: '{count} NFT-collectie', other: '{count} NFT-collecties' },
    governanceTokens: { one: '{count} governancetoken', other: '{count} governancetokens' },
    otherReads: {
      one: '{count} andere waarde die de site benoemt',
      other: '{count} andere waarden die de site benoemt',
    },
    usdPrices: 'USD-prijzen uit Chainlink-feeds',
    latestBlock: 'het nieuwste blok',
    ens: 'De ENS-naam en avatar van het account, en het adres van een ENS-naam die je invoert, gelezen op {chain}.',
    claims: 'Of het account op {lists} staat ({names}), en of het al heeft geclaimd.',
    claimsLists: {
      one: 'de airdroplijst of allowlist van de site',
      other: 'de {count} airdroplijsten en allowlists van de site',
    },
    claimsFiles:
      'Voor elke lijst haalt je browser, van deze site zelf, één klein indexbestand op en hoogstens één deel van de lijst (een shard van maximaal een paar honderd items). Hun namen verraden de host van de site alleen een paar hexcijfers van een hash van het adres (die minstens één op de paar duizend adressen gemeen heeft) en welk deel van de lijst is opgehaald, nooit het adres zelf; de hele lijst wordt nooit gedownload. Daarna vraagt de pagina het contract van de lijst, in hetzelfde verzoek als je saldi, of dat item al is geclaimd.',
    nothingUntil: 'Er wordt niets gelezen totdat je een wallet verbindt of een adres invoert.',
    claiming:
      'Claimen gebeurt op de site waarnaar de lijst linkt, in een nieuw tabblad: deze pagina verstuurt nooit de claim of welke andere transactie ook, en vertelt die site niets over het account dat je hebt bekeken.',
    hostsTitle: 'Met welke hosts ze contact maakt',
    hostsIntro:
      'Je browser maakt rechtstreeks contact met deze hosts; de Content-Security-Policy van de pagina blokkeert alle andere.',
    gateway:
      'Verzoeken aan de chains gaan naar de eigen gateway van deze site ({path}), die alleen die verzoeken doorstuurt naar de RPC-providers van de chains. De providers zien nooit je IP-adres, en je browser maakt nooit contact met hen.',
    gatewayPath: '/rpc/<chain-id>',
    chainRpc: 'RPC voor {chain}: {origins}',
    avatars: 'ENS-avatars: {origins} (alleen afbeeldingen)',
    walletConnect:
      'Pas nadat je op {connect} hebt gedrukt: het walletregister van WalletConnect {registry}, de relay {relay} en het verificatieframe {verify}. Telemetrie van de walletbibliotheek staat uit en de hosts ervan zijn geblokkeerd.',
    connectWallet: 'Wallet verbinden',
    noWalletConnect:
      'Geen WalletConnect-host: deze site is gebouwd zonder WalletConnect-project, dus alleen wallets in je browser en Base Account kunnen verbinden.',
    storesTitle: 'Wat ze in je browser opslaat',
    session:
      'Zolang er een wallet verbonden is, bewaart de walletbibliotheek de sessie in local storage en IndexedDB, zodat je na het herladen verbonden blijft. Verbinding verbreken wist die sessie.',
    addressBar:
      'Een adres dat je bekijkt, staat alleen in de adresbalk van de pagina, zodat je de link kunt delen.',
    baseAccountPopup:
      'Pas nadat je Base Account kiest: het eigen venster van Base Account op {popup}, waar je inlogt met een toegangssleutel of de Base-app. De pagina vraagt daar alleen om je adres; de telemetrie staat uit.',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    description: 'Deze pagina bestaat niet.',
    text: 'Op dit adres staat niets. De pagina is misschien verplaatst, of de link bevat een typefout.',
    home: 'Naar de startpagina',
  },
};

export default messages;
