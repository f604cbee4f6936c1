import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in French. */
const messages: PageMessages = {
  layout: {
    skipToContent: 'Aller au contenu',
    mainNav: 'Principal',
    howItWorks: 'Comment ça marche',
    privacy: 'Confidentialité',
    footerNav: 'Pied de page',
    footerNote:
      'Lecture seule : cette page ne demande jamais à votre portefeuille de signer ou d’envoyer quoi que ce soit. Aucun cookie, aucun outil d’analyse.',
    language: 'Langue',
  },
  home: {
    eyebrow: 'Lecture seule · rien à signer',
    howItWorks: 'Comment ça marche',
    step1Title: 'Connectez-vous ou saisissez une adresse',
    step1Text:
      'Scannez le QR code avec un portefeuille mobile, choisissez un portefeuille de navigateur ou saisissez n’importe quelle adresse ou nom ENS.',
    step2Title: 'La page lit les chaînes',
    step2Text:
      'Une seule requête par chaîne lit vos soldes, NFT, votes et positions directement sur le réseau.',
    step3Title: 'Vous savez où vous en êtes',
    step3Text:
      'Des soldes exacts, actualisés à chaque nouveau bloc. Rien n’est signé, envoyé ni stocké de notre côté.',
    readsTitle: 'Ce que lit cette page, et où',
    chain: 'Chaîne',
    whatIsRead: 'Ce qui est lu',
    readFrom: 'Lu depuis',
    thisSite: 'ce site, {path}',
    eligibility: 'Éligibilité : {name}',
    promise: 'Cette page ne peut que lire.',
    promiseText:
      'Elle ne demande jamais à votre portefeuille de signer un message ni d’envoyer une transaction.',
    promiseSee: 'Consultez la {link} pour connaître chaque hôte qu’elle contacte.',
    privacyPage: 'page de confidentialité',
  },
  chooser: {
    title: 'Connecter un portefeuille',
    back: 'Retour à tous les choix',
    close: 'Fermer',
    walletsInBrowser: 'Portefeuilles de ce navigateur',
    scanQr: 'Scanner un QR code',
    openWalletApp: 'Ouvrir une application de portefeuille',
    allWallets: 'Tous les portefeuilles',
    search: 'Rechercher',
    noWallets:
      'Aucun portefeuille de navigateur détecté. Installez une extension de portefeuille et rechargez la page, ou consultez plutôt n’importe quelle adresse. La connexion par QR code n’est pas configurée sur ce site.',
    scanWithPhone: 'Scannez avec le portefeuille de votre téléphone',
    preparingLink: 'Préparation d’un lien sécurisé…',
    onlySharesAddress:
      'Se connecter ne partage que votre adresse : cette page ne vous demande jamais de signer.',
    waitingFor: 'En attente : approuvez la connexion dans {wallet}.',
    loadingWallets: 'Chargement de la liste des portefeuilles…',
    inThisBrowser: 'Dans ce navigateur',
    browserWallet: 'Portefeuille de navigateur',
    yourWallet: 'votre portefeuille',
    passkey: 'Clé d’accès',
  },
  privacy: {
    title: 'Confidentialité',
    description: 'Ce que lit la page {site}, les hôtes qu’elle contacte et ce qu’elle stocke.',
    intro:
      'Cette page est un site statique. Elle n’a pas de comptes côté serveur, ne dépose aucun cookie qui lui soit propre et n’utilise aucun outil d’analyse. Elle ne peut que lire : elle ne demande jamais à un portefeuille de signer un message ni d’envoyer une transaction.',
    readsTitle: 'Ce qu’elle lit',
    readsFor: 'Pour le compte que vous connectez ou saisissez, sur {chains} : {reads}.',
    chainCount: { one: '{count} chaîne', many: '{count} de chaînes', other: '{count} chaînes' },
    nativeBalance: 'le solde natif',
    tokenBalances: {
      one: '{count} solde de jeton',
      many: '{count} de soldes de jetons',
      other: '{count} soldes de jetons',
    },
    nftCollections: {
      one: '{count} collection de NFT',
      many: '{count} de collections de NFT',
      other: '{count} collections de NFT',
    },
    governanceTokens: {
      one: '{count} jeton de gouvernance',
      many: '{count} de jetons de gouvernance',
      other: '{count} jetons de gouvernance',
    },
    otherReads: {
      one: '{count} autre lecture définie par le site',
      many: '{count} d’autres lectures définies par le site',
      other: '{count} autres lectures définies par le site',
    },
    usdPrices: 'les prix en USD des flux Chainlink',
    latestBlock: 'le dernier bloc',
    ens: 'Le nom ENS et l’avatar du compte, ainsi que l’adresse d’un nom ENS que vous saisissez, lus sur {chain}.',
    claims: 'Si le compte figure dans {lists} ({names}), et s’il a déjà réclamé.',
    claimsLists: {
      one: 'l’airdrop ou l’allowlist du site',
      many: 'les {count} d’airdrops et d’allowlists du site',
      other: 'les {count} airdrops et allowlists du site',
    },
    claimsFiles:
      'Pour chaque liste, votre navigateur récupère, depuis ce site même, un petit fichier d’index et au plus une partie de la liste (un fragment de quelques centaines d’entrées au maximum). Leurs noms ne révèlent à l’hébergeur du site que quelques chiffres hexadécimaux d’un hash de l’adresse (partagés par au moins une adresse sur plusieurs milliers) et la partie de la liste récupérée, jamais l’adresse elle-même ; la liste complète n’est jamais téléchargée. La page demande ensuite au contrat de la liste, dans la même lecture que vos soldes, si cette entrée a été réclamée.',
    nothingUntil: 'Rien n’est lu tant que vous n’avez pas connecté un portefeuille ou saisi une adresse.',
    claiming:
      'La réclamation se fait sur le site vers lequel pointe la liste, dans un nouvel onglet : cette page n’envoie jamais la réclamation, ni aucune autre transaction, et ne dit rien à ce site du compte que vous avez consulté.',
    hostsTitle: 'Les hôtes qu’elle contacte',
    hostsIntro:
      'Votre navigateur contacte directement ces hôtes ; la Content-Security-Policy de la page bloque tous les autres.',
    gateway:
      'Les lectures de chaîne passent par la passerelle propre à ce site ({path}), qui ne transmet que ces lectures aux fournisseurs RPC des chaînes. Les fournisseurs ne voient jamais votre adresse IP, et votre navigateur ne les contacte jamais.',
    gatewayPath: '/rpc/<id de chaîne>',
    chainRpc: 'RPC {chain} : {origins}',
    avatars: 'Avatars ENS : {origins} (images uniquement)',
    walletConnect:
      'Uniquement après avoir appuyé sur {connect} : le registre de portefeuilles WalletConnect {registry}, le relais {relay} et le cadre de vérification {verify}. La télémétrie de la bibliothèque de portefeuille est désactivée et ses hôtes sont bloqués.',
    connectWallet: 'Connecter un portefeuille',
    noWalletConnect:
      'Aucun hôte WalletConnect : ce site est construit sans projet WalletConnect, seuls les portefeuilles de votre navigateur et Base Account peuvent donc se connecter.',
    storesTitle: 'Ce qu’elle stocke dans votre navigateur',
    session:
      'Tant qu’un portefeuille est connecté, la bibliothèque de portefeuille conserve la session dans le stockage local et dans IndexedDB, pour que vous restiez connecté après un rechargement. La déconnexion la supprime.',
    addressBar:
      'Une adresse que vous consultez n’est conservée que dans la barre d’adresse de la page, pour que vous puissiez partager le lien.',
    baseAccountPopup:
      'Uniquement après avoir choisi Base Account : la fenêtre de Base Account elle-même, sur {popup}, où vous vous connectez avec une clé d’accès ou l’app Base. La page ne lui demande que votre adresse ; sa télémétrie est désactivée.',
  },
  notFound: {
    title: 'Page introuvable',
    description: 'Cette page n’existe pas.',
    text: 'Il n’y a rien à cette adresse. La page a peut-être été déplacée, ou le lien contient une faute de frappe.',
    home: 'Aller à la page d’accueil',
  },
};

export default messages;
