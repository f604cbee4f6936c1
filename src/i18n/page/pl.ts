import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Polish. */
const messages: PageMessages = {
  layout: {
    skipToContent: 'Przejdź do treści',
    mainNav: 'Menu główne',
    howItWorks: 'Jak to działa',
    privacy: 'Prywatność',
    footerNav: 'Stopka',
    footerNote:
      'Tylko odczyt: ta strona nigdy nie prosi portfela o podpisanie ani wysłanie czegokolwiek. Bez plików cookie, bez analityki.',
    language: 'Język',
  },
  home: {
    eyebrow: 'Tylko odczyt · nic do podpisania',
    howItWorks: 'Jak to działa',
    step1Title: 'Połącz portfel lub wpisz adres',
    step1Text:
      'Zeskanuj kod QR portfelem w telefonie, wybierz portfel w przeglądarce albo wpisz dowolny adres lub nazwę ENS.',
    step2Title: 'Strona odczytuje dane z sieci',
    step2Text: 'Jedno zapytanie na sieć odczytuje Twoje salda, NFT, głosy i pozycje prosto z blockchaina.',
    step3Title: 'Widzisz, na czym stoisz',
    step3Text:
      'Dokładne salda, odświeżane z każdym nowym blokiem. Niczego nie podpisujemy, nie wysyłamy ani nie przechowujemy.',
    readsTitle: 'Co ta strona odczytuje i skąd',
    chain: 'Sieć',
    whatIsRead: 'Co jest odczytywane',
    readFrom: 'Źródło',
    thisSite: 'ta strona, {path}',
    eligibility: 'uprawnienie do {name}',
    promise: 'Ta strona może tylko odczytywać.',
    promiseText: 'Nigdy nie prosi portfela o podpisanie wiadomości ani wysłanie transakcji.',
    promiseSee: 'Na {link} znajdziesz wszystkie hosty, z którymi się łączy.',
    privacyPage: 'stronie o prywatności',
  },
  chooser: {
    title: 'Połącz portfel',
    back: 'Wróć do wszystkich opcji',
    close: 'Zamknij',
    walletsInBrowser: 'Portfele w tej przeglądarce',
    scanQr: 'Zeskanuj kod QR',
    openWalletApp: 'Otwórz aplikację portfela',
    allWallets: 'Wszystkie portfele',
    search: 'Szukaj',
    noWallets:
      'Nie znaleziono portfela w przeglądarce. Zainstaluj rozszerzenie z portfelem i odśwież stronę albo sprawdź dowolny adres. Połączenie przez kod QR nie jest skonfigurowane na tej stronie.',
    scanWithPhone: 'Zeskanuj portfelem w telefonie',
    preparingLink: 'Przygotowywanie bezpiecznego linku…',
    onlySharesAddress: 'Połączenie udostępnia tylko Twój adres: ta strona nigdy nie prosi o podpis.',
    waitingFor: 'Oczekiwanie na {wallet}: zatwierdź tam połączenie.',
    loadingWallets: 'Wczytywanie listy portfeli…',
    inThisBrowser: 'W tej przeglądarce',
    browserWallet: 'Portfel w przeglądarce',
    yourWallet: 'Twój portfel',
    passkey: 'Klucz dostępu',
  },
  privacy: {
    title: 'Prywatność',
    description: 'Co odczytuje strona {site}, z jakimi hostami się łączy i co przechowuje.',
    intro:
      'Ta strona jest statyczna. Nie ma kont po stronie serwera, nie ustawia własnych plików cookie i nie korzysta z analityki. Może tylko odczytywać: nigdy nie prosi portfela o podpisanie wiadomości ani wysłanie transakcji.',
    readsTitle: 'Co odczytuje',
    readsFor: 'Dla konta, które połączysz lub wpiszesz, w {chains}: {reads}.',
    chainCount: {
      one: '{count} sieci',
      few: '{count} sieciach',
      many: '{count} sieciach',
      other: '{count} sieciach',
    },
    nativeBalance: 'saldo natywne',
    tokenBalances: {
      one: '{count} saldo tokena',
      few: '{count} salda tokenów',
      many: '{count} sald tokenów',
      other: '{count} salda tokenów',
    },
    nftCollections: {
      one: '{count} kolekcja NFT',
      few: '{count} kolekcje NFT',
      many: '{count} kolekcji NFT',
      other: '{count} kolekcji NFT',
    },
    governanceTokens: {
      one: '{count} token zarządzania',
      few: '{count} tokeny zarządzania',
      many: '{count} tokenów zarządzania',
      other: '{count} tokena zarządzania',
    },
    otherReads: {
      one: '{count} inna wartość opisana przez stronę',
      few: '{count} inne wartości opisane przez stronę',
      many: '{count} innych wartości opisanych przez stronę',
      other: '{count} innej wartości opisanej przez stronę',
    },
    usdPrices: 'ceny w USD z feedów Chainlink',
    latestBlock: 'najnowszy blok',
    ens: 'Nazwa ENS i awatar konta oraz adres wpisanej nazwy ENS, odczytywane na {chain}.',
    claims: 'Czy konto jest na {lists} ({names}) i czy już odebrało przydział.',
    claimsLists: {
      one: 'liście airdropu lub allowliście tej strony',
      few: '{count} listach airdropów i allowlistach tej strony',
      many: '{count} listach airdropów i allowlistach tej strony',
      other: '{count} listach airdropów i allowlistach tej strony',
    },
    claimsFiles:
      'Dla każdej listy Twoja przeglądarka pobiera, bezpośrednio z tej strony, jeden mały plik indeksu i najwyżej jedną część listy (fragment liczący do kilkuset wpisów). Ich nazwy zdradzają hostowi strony tylko kilka cyfr szesnastkowych hasha adresu (wspólnych dla co najmniej jednego na kilka tysięcy adresów) oraz to, którą część listy pobrano – nigdy sam adres; cała lista nigdy nie jest pobierana. Następnie strona pyta kontrakt listy, w tym samym odczycie co Twoje salda, czy ten wpis został już odebrany.',
    nothingUntil: 'Nic nie jest odczytywane, dopóki nie połączysz portfela lub nie wpiszesz adresu.',
    claiming:
      'Odbiór odbywa się na stronie, do której prowadzi link z listy, w nowej karcie: ta strona nigdy nie wysyła transakcji odbioru ani żadnej innej i nie przekazuje tamtej stronie żadnych informacji o przeglądanym koncie.',
    hostsTitle: 'Z jakimi hostami się łączy',
    hostsIntro:
      'Twoja przeglądarka łączy się bezpośrednio z tymi hostami; Content-Security-Policy strony blokuje wszystkie inne.',
    gateway:
      'Odczyty z sieci trafiają do własnej bramki tej strony ({path}), która przekazuje wyłącznie te odczyty do dostawców RPC poszczególnych sieci. Dostawcy nigdy nie widzą Twojego adresu IP, a Twoja przeglądarka nigdy się z nimi nie łączy.',
    gatewayPath: '/rpc/<id sieci>',
    chainRpc: 'RPC sieci {chain}: {origins}',
    avatars: 'Awatary ENS: {origins} (tylko obrazy)',
    walletConnect:
      'Dopiero po naciśnięciu {connect}: rejestr portfeli WalletConnect {registry}, przekaźnik (relay) {relay} i ramka weryfikacyjna {verify}. Telemetria biblioteki portfela jest wyłączona, a jej hosty są zablokowane.',
    connectWallet: 'Połącz portfel',
    noWalletConnect:
      'Brak hosta WalletConnect: ta strona została zbudowana bez projektu WalletConnect, więc połączyć można tylko portfele w Twojej przeglądarce i Base Account.',
    storesTitle: 'Co przechowuje w Twojej przeglądarce',
    session:
      'Gdy portfel jest połączony, biblioteka portfela przechowuje sesję w local storage i IndexedDB, aby po odświeżeniu strony połączenie zostało zachowane. Rozłączenie ją usuwa.',
    addressBar:
      'Sprawdzany adres jest przechowywany tylko w pasku adresu strony, dzięki czemu możesz udostępnić link.',
    baseAccountPopup:
      'Dopiero gdy wybierzesz Base Account: własne okno Base Account pod adresem {popup}, w którym logujesz się kluczem dostępu lub aplikacją Base. Strona prosi je tylko o Twój adres; telemetria jest wyłączona.',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    description: 'Ta strona nie istnieje.',
    text: 'Pod tym adresem nic nie ma. Strona mogła zostać przeniesiona albo link zawiera literówkę.',
    home: 'Przejdź na stronę główną',
  },
};

export default messages;
