import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Spanish. */
const messages: PageMessages = {
  layout: {
    skipToContent: 'Saltar al contenido',
    mainNav: 'Principal',
    howItWorks: 'Cómo funciona',
    privacy: 'Privacidad',
    footerNav: 'Pie de página',
    footerNote:
      'Solo lectura: esta página nunca pide a tu billetera que firme ni envíe nada. Sin cookies ni analíticas.',
    language: 'Idioma',
  },
  home: {
    eyebrow: 'Solo lectura · nada que firmar',
    howItWorks: 'Cómo funciona',
    step1Title: 'Conéctate o introduce una dirección',
    step1Text:
      'Escanea el código QR con una billetera móvil, elige una billetera del navegador o escribe cualquier dirección o nombre ENS.',
    step2Title: 'La página lee las cadenas',
    step2Text:
      'Una sola solicitud por cadena lee tus saldos, NFT, votos y posiciones directamente de la red.',
    step3Title: 'Ves tu situación al instante',
    step3Text:
      'Saldos exactos, actualizados con cada nuevo bloque. Nada se firma ni se envía, y no guardamos nada.',
    readsTitle: 'Qué lee esta página y de dónde',
    chain: 'Cadena',
    whatIsRead: 'Qué se lee',
    readFrom: 'Se lee de',
    thisSite: 'este sitio, {path}',
    eligibility: 'Elegibilidad para {name}',
    promise: 'Esta página solo puede leer.',
    promiseText: 'Nunca pide a tu billetera que firme un mensaje ni que envíe una transacción.',
    promiseSee: 'Consulta la {link} para ver todos los hosts con los que se comunica.',
    privacyPage: 'página de privacidad',
  },
  chooser: {
    title: 'Conectar una billetera',
    back: 'Volver a todas las opciones',
    close: 'Cerrar',
    walletsInBrowser: 'Billeteras en este navegador',
    scanQr: 'Escanear un código QR',
    openWalletApp: 'Abrir una app de billetera',
    allWallets: 'Todas las billeteras',
    search: 'Buscar',
    noWallets:
      'No se encontró ninguna billetera en el navegador. Instala una extensión de billetera y recarga la página, o consulta cualquier dirección. La conexión por código QR no está configurada en este sitio.',
    scanWithPhone: 'Escanea con la billetera de tu teléfono',
    preparingLink: 'Preparando un enlace seguro…',
    onlySharesAddress: 'Al conectarte solo compartes tu dirección: esta página nunca te pide firmar.',
    waitingFor: 'Esperando a {wallet}: aprueba allí la conexión.',
    loadingWallets: 'Cargando la lista de billeteras…',
    inThisBrowser: 'En este navegador',
    browserWallet: 'Billetera del navegador',
    yourWallet: 'tu billetera',
    passkey: 'Llave de acceso',
  },
  privacy: {
    title: 'Privacidad',
    description: 'Qué lee la página de {site}, con qué hosts se comunica y qué guarda.',
    intro:
      'Esta página es un sitio estático. No tiene cuentas en el servidor, no instala cookies propias ni usa analíticas. Solo puede leer: nunca pide a una billetera que firme un mensaje ni que envíe una transacción.',
    readsTitle: 'Qué lee',
    readsFor: 'De la cuenta que conectes o introduzcas, en {chains}: {reads}.',
    chainCount: { one: '{count} cadena', many: '{count} de cadenas', other: '{count} cadenas' },
    nativeBalance: 'el saldo nativo',
    tokenBalances: {
      one: '{count} saldo de token',
      many: '{count} de saldos de tokens',
      other: '{count} saldos de tokens',
    },
    nftCollections: {
      one: '{count} colección de NFT',
      many: '{count} de colecciones de NFT',
      other: '{count} colecciones de NFT',
    },
    governanceTokens: {
      one: '{count} token de gobernanza',
      many: '{count} de tokens de gobernanza',
      other: '{count} tokens de gobernanza',
    },
    otherReads: {
      one: '{count} lectura adicional definida por el sitio',
      many: '{count} de lecturas adicionales definidas por el sitio',
      other: '{count} lecturas adicionales definidas por el sitio',
    },
    usdPrices: 'precios en USD de los feeds de Chainlink',
    latestBlock: 'el último bloque',
    ens: 'El nombre ENS y el avatar de la cuenta, y la dirección de un nombre ENS que introduzcas, leídos en {chain}.',
    claims: 'Si la cuenta figura en {lists} ({names}) y si ya ha reclamado.',
    claimsLists: {
      one: 'el airdrop o la allowlist del sitio',
      many: 'los {count} de airdrops y allowlists del sitio',
      other: 'los {count} airdrops y allowlists del sitio',
    },
    claimsFiles:
      'Para cada lista, tu navegador descarga, desde este mismo sitio, un pequeño archivo de índice y como mucho una parte de la lista (un fragmento de hasta unos pocos cientos de entradas). Sus nombres solo revelan al servidor que aloja el sitio unos pocos dígitos hexadecimales de un hash de la dirección (que comparte al menos una de cada varios miles de direcciones) y qué parte de la lista se descargó, nunca la dirección en sí; la lista completa nunca se descarga. Después, la página pregunta al contrato de la lista, en la misma lectura que tus saldos, si esa entrada ya se reclamó.',
    nothingUntil: 'No se lee nada hasta que conectas una billetera o introduces una dirección.',
    claiming:
      'El reclamo se hace en el sitio al que enlaza la lista, en una pestaña nueva: esta página nunca envía el reclamo ni ninguna otra transacción, y no le cuenta a ese sitio nada de la cuenta que consultaste.',
    hostsTitle: 'Con qué hosts se comunica',
    hostsIntro:
      'Tu navegador se comunica directamente con estos hosts; la Content-Security-Policy de la página bloquea todos los demás.',
    gateway:
      'Las lecturas de las cadenas pasan por el propio gateway de este sitio ({path}), que solo reenvía esas lecturas a los proveedores RPC de las cadenas. Los proveedores nunca ven tu dirección IP y tu navegador nunca se comunica con ellos.',
    gatewayPath: '/rpc/<ID de cadena>',
    chainRpc: 'RPC de {chain}: {origins}',
    avatars: 'Avatares ENS: {origins} (solo imágenes)',
    walletConnect:
      'Solo después de pulsar {connect}: el registro de billeteras de WalletConnect {registry}, el relay {relay} y el marco de verificación {verify}. La telemetría de la biblioteca de billeteras está desactivada y sus hosts, bloqueados.',
    connectWallet: 'Conectar billetera',
    noWalletConnect:
      'Ningún host de WalletConnect: este sitio se compiló sin un proyecto de WalletConnect, así que solo se conectan las billeteras de tu navegador y Base Account.',
    storesTitle: 'Qué guarda en tu navegador',
    session:
      'Mientras hay una billetera conectada, la biblioteca de billeteras guarda la sesión en el almacenamiento local y en IndexedDB para que sigas conectado al recargar. Al desconectarte, se elimina.',
    addressBar:
      'Una dirección que consultes solo se guarda en la barra de direcciones de la página, para que puedas compartir el enlace.',
    baseAccountPopup:
      'Solo después de elegir Base Account: la ventana propia de Base Account en {popup}, donde inicias sesión con una llave de acceso o con la app de Base. La página solo le pide tu dirección; su telemetría está desactivada.',
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'Esta página no existe.',
    text: 'No hay nada en esta dirección. Puede que la página se haya movido o que el enlace esté mal escrito.',
    home: 'Ir a la página de inicio',
  },
};

export default messages;
