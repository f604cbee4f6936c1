import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Italian. */
const messages: PageMessages = {
  layout: {
    skipToContent: 'Vai al contenuto',
    mainNav: 'Principale',
    howItWorks: 'Come funziona',
    privacy: 'Privacy',
    footerNav: 'Piè di pagina',
    footerNote:
      'Sola lettura: questa pagina non chiede mai al tuo wallet di firmare o inviare nulla. Nessun cookie, nessuno strumento di analisi.',
    language: 'Lingua',
  },
  home: {
    eyebrow: 'Sola lettura · niente da firmare',
    howItWorks: 'Come funziona',
    step1Title: 'Connettiti o inserisci un indirizzo',
    step1Text:
      'Scansiona il codice QR con un wallet mobile, scegli un wallet del browser o digita un qualsiasi indirizzo o nome ENS.',
    step2Title: 'La pagina legge le reti',
    step2Text:
      'Una sola richiesta per rete legge saldi, NFT, voti e posizioni direttamente dalla blockchain.',
    step3Title: 'Vedi a che punto sei',
    step3Text:
      'Saldi esatti, aggiornati a ogni nuovo blocco. Nulla viene firmato o inviato, e noi non salviamo nulla.',
    readsTitle: 'Cosa legge questa pagina, e da dove',
    chain: 'Rete',
    whatIsRead: 'Cosa viene letto',
    readFrom: 'Letto da',
    thisSite: 'questo sito, {path}',
    eligibility: 'Idoneità per {name}',
    promise: 'Questa pagina può solo leggere.',
    promiseText: 'Non chiede mai al tuo wallet di firmare un messaggio o di inviare una transazione.',
    promiseSee: 'Consulta la {link} per l’elenco di tutti gli host che contatta.',
    privacyPage: 'pagina sulla privacy',
  },
  chooser: {
    title: 'Connetti un wallet',
    back: 'Torna a tutte le opzioni',
    close: 'Chiudi',
    walletsInBrowser: 'Wallet in questo browser',
    scanQr: 'Scansiona un codice QR',
    openWalletApp: 'Apri un’app wallet',
    allWallets: 'Tutti i wallet',
    search: 'Cerca',
    noWallets:
      'Nessun wallet trovato nel browser. Installa un’estensione wallet e ricarica la pagina, oppure controlla un indirizzo qualsiasi. La connessione tramite codice QR non è configurata su questo sito.',
    scanWithPhone: 'Scansiona con il wallet del telefono',
    preparingLink: 'Preparazione di un link sicuro…',
    onlySharesAddress:
      'Connettendoti condividi solo il tuo indirizzo: questa pagina non ti chiede mai di firmare.',
    waitingFor: 'In attesa: approva la connessione con {wallet}.',
    loadingWallets: 'Caricamento dell’elenco dei wallet…',
    inThisBrowser: 'In questo browser',
    browserWallet: 'Wallet del browser',
    yourWallet: 'il tuo wallet',
    passkey: 'Passkey',
  },
  privacy: {
    title: 'Privacy',
    description: 'Cosa legge la pagina di {site}, quali host contatta e cosa salva.',
    intro:
      'Questa pagina è un sito statico. Non ha account lato server, non imposta cookie propri e non usa strumenti di analisi. Può solo leggere: non chiede mai a un wallet di firmare un messaggio o di inviare una transazione.',
    readsTitle: 'Cosa legge',
    readsFor: 'Per l’account che connetti o inserisci, su {chains}: {reads}.',
    chainCount: { one: '{count} rete', many: '{count} di reti', other: '{count} reti' },
    nativeBalance: 'il saldo nativo',
    tokenBalances: {
      one: '{count} saldo di token',
      many: '{count} di saldi di token',
      other: '{count} saldi di token',
    },
    nftCollections: {
      one: '{count} collezione NFT',
      many: '{count} di collezioni NFT',
      other: '{count} collezioni NFT',
    },
    governanceTokens: {
      one: '{count} token di governance',
      many: '{count} di token di governance',
      other: '{count} token di governance',
    },
    otherReads: {
      one: '{count} altra lettura definita dal sito',
      many: '{count} di altre letture definite dal sito',
      other: '{count} altre letture definite dal sito',
    },
    usdPrices: 'i prezzi in USD dai feed di Chainlink',
    latestBlock: 'l’ultimo blocco',
    ens: 'Il nome ENS e l’avatar dell’account, e l’indirizzo di un nome ENS che inserisci, letti su {chain}.',
    claims: 'Per {lists} ({names}): se l’account è in lista e se ha già riscattato.',
    claimsLists: {
      one: 'l’airdrop o l’allowlist del sito',
      many: 'le {count} di liste di airdrop e allowlist del sito',
      other: 'le {count} liste di airdrop e allowlist del sito',
    },
    claimsFiles:
      'Per ogni lista, il browser scarica, da questo stesso sito, un piccolo file indice e al massimo una parte della lista (un frammento di qualche centinaio di voci al massimo). I loro nomi rivelano a chi ospita il sito solo poche cifre esadecimali di un hash dell’indirizzo (condivise da almeno un indirizzo su diverse migliaia) e quale parte della lista è stata scaricata, mai l’indirizzo stesso; la lista completa non viene mai scaricata. La pagina chiede poi al contratto della lista, nella stessa lettura dei tuoi saldi, se quella voce è già stata riscattata.',
    nothingUntil: 'Non viene letto nulla finché non connetti un wallet o inserisci un indirizzo.',
    claiming:
      'Il riscatto avviene sul sito a cui rimanda la lista, in una nuova scheda: questa pagina non invia mai il riscatto, né alcuna altra transazione, e non dice nulla a quel sito sull’account che hai consultato.',
    hostsTitle: 'Quali host contatta',
    hostsIntro:
      'Il tuo browser contatta direttamente questi host; la Content-Security-Policy della pagina blocca tutti gli altri.',
    gateway:
      'Le letture delle reti passano dal gateway di questo sito ({path}), che inoltra solo quelle letture ai provider RPC delle reti. I provider non vedono mai il tuo indirizzo IP e il tuo browser non li contatta mai.',
    gatewayPath: '/rpc/<ID della rete>',
    chainRpc: 'RPC di {chain}: {origins}',
    avatars: 'Avatar ENS: {origins} (solo immagini)',
    walletConnect:
      'Solo dopo che hai premuto {connect}: il registro dei wallet di WalletConnect {registry}, il relay {relay} e il frame di verifica {verify}. La telemetria della libreria del wallet è disattivata e i suoi host sono bloccati.',
    connectWallet: 'Connetti wallet',
    noWalletConnect:
      'Nessun host WalletConnect: questo sito è stato creato senza un progetto WalletConnect, quindi si possono connettere solo i wallet del tuo browser e Base Account.',
    storesTitle: 'Cosa salva nel tuo browser',
    session:
      'Finché un wallet è connesso, la libreria del wallet conserva la sessione nel local storage e in IndexedDB, così resti connesso anche dopo aver ricaricato la pagina. Disconnettendoti, la sessione viene rimossa.',
    addressBar:
      'Un indirizzo che controlli viene conservato solo nella barra degli indirizzi della pagina, così puoi condividere il link.',
    baseAccountPopup:
      'Solo dopo che hai scelto Base Account: la finestra di Base Account stessa, su {popup}, dove accedi con una passkey o con l’app Base. La pagina le chiede solo il tuo indirizzo; la sua telemetria è disattivata.',
  },
  notFound: {
    title: 'Pagina non trovata',
    description: 'Questa pagina non esiste.',
    text: 'Non c’è niente a questo indirizzo. La pagina potrebbe essere stata spostata o il link potrebbe contenere un errore.',
    home: 'Vai alla home page',
  },
};

export default messages;
