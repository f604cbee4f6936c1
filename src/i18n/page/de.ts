import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in German. */
const messages: PageMessages = {
  layout: {
    skipToContent: 'Zum Inhalt springen',
    mainNav: 'Hauptnavigation',
    howItWorks: 'So funktioniert’s',
    privacy: 'Datenschutz',
    footerNav: 'Fußzeile',
    footerNote:
      'Nur Lesezugriff: Diese Seite bittet deine Wallet nie, etwas zu signieren oder zu senden. Keine Cookies, kein Tracking.',
    language: 'Sprache',
  },
  home: {
    eyebrow: 'Nur Lesezugriff · nichts zu signieren',
    howItWorks: 'So funktioniert’s',
    step1Title: 'Verbinden oder Adresse eingeben',
    step1Text:
      'Scanne den QR-Code mit einer Handy-Wallet, wähle eine Browser-Wallet oder gib eine beliebige Adresse oder einen ENS-Namen ein.',
    step2Title: 'Die Seite liest die Chains',
    step2Text:
      'Eine Anfrage pro Chain liest deine Guthaben, NFTs, Stimmen und Positionen direkt aus dem Netzwerk.',
    step3Title: 'Du siehst, wo du stehst',
    step3Text:
      'Exakte Guthaben, aktualisiert mit jedem neuen Block. Von uns wird nichts signiert, gesendet oder gespeichert.',
    readsTitle: 'Was diese Seite liest – und woher',
    chain: 'Chain',
    whatIsRead: 'Was gelesen wird',
    readFrom: 'Gelesen von',
    thisSite: 'diese Seite, {path}',
    eligibility: 'Berechtigung für {name}',
    promise: 'Diese Seite kann nur lesen.',
    promiseText: 'Sie bittet deine Wallet nie, eine Nachricht zu signieren oder eine Transaktion zu senden.',
    promiseSee: 'Auf der {link} findest du jeden Host, mit dem sie kommuniziert.',
    privacyPage: 'Datenschutzseite',
  },
  chooser: {
    title: 'Wallet verbinden',
    back: 'Zurück zur Auswahl',
    close: 'Schließen',
    walletsInBrowser: 'Wallets in diesem Browser',
    scanQr: 'QR-Code scannen',
    openWalletApp: 'Wallet-App öffnen',
    allWallets: 'Alle Wallets',
    search: 'Suchen',
    noWallets:
      'Keine Browser-Wallet gefunden. Installiere eine Wallet-Erweiterung und lade die Seite neu oder prüfe stattdessen eine beliebige Adresse. Die Verbindung per QR-Code ist auf dieser Seite nicht eingerichtet.',
    scanWithPhone: 'Mit deiner Handy-Wallet scannen',
    preparingLink: 'Sicherer Link wird vorbereitet…',
    onlySharesAddress:
      'Beim Verbinden wird nur deine Adresse geteilt: Diese Seite bittet dich nie um eine Signatur.',
    waitingFor: 'Warte auf {wallet}: Bestätige dort die Verbindung.',
    loadingWallets: 'Wallet-Liste wird geladen…',
    inThisBrowser: 'In diesem Browser',
    browserWallet: 'Browser-Wallet',
    yourWallet: 'deine Wallet',
    passkey: 'Passkey',
  },
  privacy: {
    title: 'Datenschutz',
    description: 'Was die Seite {site} liest, mit welchen Hosts sie kommuniziert und was sie speichert.',
    intro:
      'Diese Seite ist eine statische Website. Sie hat keine serverseitigen Konten, setzt keine eigenen Cookies und nutzt keine Analyse-Tools. Sie kann nur lesen: Sie bittet eine Wallet nie, eine Nachricht zu signieren oder eine Transaktion zu senden.',
    readsTitle: 'Was sie liest',
    readsFor: 'Für das Konto, das du verbindest oder eingibst, auf {chains}: {reads}.',
    chainCount: { one: '{count} Chain', other: '{count} Chains' },
    nativeBalance: 'das native Guthaben',
    tokenBalances: { one: '{count} Token-Guthaben', other: '{count} Token-Guthaben' },
    nftCollections: { one: '{count} NFT-Kollektion', other: '{count} NFT-Kollektionen' },
    governanceTokens: { one: '{count} Governance-Token', other: '{count} Governance-Tokens' },
    otherReads: {
      one: '{count} weiterer, von der Seite benannter Wert',
      other: '{count} weitere, von der Seite benannte Werte',
    },
    usdPrices: 'USD-Preise aus Chainlink-Feeds',
    latestBlock: 'der neueste Block',
    ens: 'Der ENS-Name und Avatar des Kontos sowie die Adresse eines ENS-Namens, den du eingibst, gelesen auf {chain}.',
    claims: 'Ob das Konto auf {lists} steht ({names}) und ob es bereits geclaimt hat.',
    claimsLists: {
      one: 'der Airdrop- bzw. Allowlist dieser Seite',
      other: 'den {count} Airdrop- und Allowlists dieser Seite',
    },
    claimsFiles:
      'Für jede Liste lädt dein Browser von dieser Seite selbst eine kleine Indexdatei und höchstens einen Teil der Liste (einen Shard mit bis zu einigen hundert Einträgen). Deren Namen verraten dem Host der Seite nur wenige Hex-Ziffern eines Hashs der Adresse (die mindestens eine von einigen tausend Adressen gemeinsam hat) und welcher Teil der Liste geladen wurde, nie die Adresse selbst; die vollständige Liste wird nie heruntergeladen. Anschließend fragt die Seite den Contract der Liste – in derselben Abfrage wie deine Guthaben –, ob dieser Eintrag bereits geclaimt wurde.',
    nothingUntil: 'Es wird nichts gelesen, bevor du eine Wallet verbindest oder eine Adresse eingibst.',
    claiming:
      'Geclaimt wird auf der Website, auf die die Liste verlinkt, in einem neuen Tab: Diese Seite sendet weder den Claim noch irgendeine andere Transaktion und verrät jener Website nichts über das Konto, das du dir angesehen hast.',
    hostsTitle: 'Mit welchen Hosts sie kommuniziert',
    hostsIntro:
      'Dein Browser kommuniziert direkt mit diesen Hosts; die Content-Security-Policy der Seite blockiert alle anderen.',
    gateway:
      'Chain-Abfragen gehen an das eigene Gateway dieser Seite ({path}), das nur diese Abfragen an die RPC-Anbieter der Chains weiterleitet. Die Anbieter sehen deine IP-Adresse nie, und dein Browser kontaktiert sie nie.',
    gatewayPath: '/rpc/<Chain-ID>',
    chainRpc: 'RPC für {chain}: {origins}',
    avatars: 'ENS-Avatare: {origins} (nur Bilder)',
    walletConnect:
      'Erst nachdem du auf {connect} geklickt hast: die Wallet-Registry von WalletConnect {registry}, das Relay {relay} und der Verifizierungs-Frame {verify}. Die Telemetrie der Wallet-Bibliothek ist deaktiviert und ihre Hosts sind blockiert.',
    connectWallet: 'Wallet verbinden',
    noWalletConnect:
      'Kein WalletConnect-Host: Diese Seite wurde ohne WalletConnect-Projekt gebaut, daher lassen sich nur Wallets in deinem Browser und Base Account verbinden.',
    storesTitle: 'Was sie in deinem Browser speichert',
    session:
      'Solange eine Wallet verbunden ist, speichert die Wallet-Bibliothek die Sitzung im Local Storage und in IndexedDB, damit die Verbindung ein Neuladen übersteht. Beim Trennen wird sie gelöscht.',
    addressBar:
      'Eine Adresse, die du prüfst, steht nur in der Adressleiste der Seite, damit du den Link teilen kannst.',
    baseAccountPopup:
      'Erst nachdem du Base Account gewählt hast: das eigene Fenster von Base Account unter {popup}, in dem du dich mit einem Passkey oder der Base-App anmeldest. Die Seite fragt dort nur nach deiner Adresse; die Telemetrie ist deaktiviert.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    description: 'Diese Seite existiert nicht.',
    text: 'Unter dieser Adresse gibt es nichts. Vielleicht wurde die Seite verschoben, oder der Link enthält einen Tippfehler.',
    home: 'Zur Startseite',
  },
};

export default messages;
