import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Turkish. */
const messages: PageMessages = {
  layout: {
    skipToContent: 'İçeriğe geç',
    mainNav: 'Ana menü',
    howItWorks: 'Nasıl çalışır?',
    privacy: 'Gizlilik',
    footerNav: 'Alt bilgi',
    footerNote:
      'Salt okunur: bu sayfa cüzdanınızdan asla bir şey imzalamasını veya göndermesini istemez. Çerez yok, analiz yok.',
    language: 'Dil',
  },
  home: {
    eyebrow: 'Salt okunur · imzalanacak bir şey yok',
    howItWorks: 'Nasıl çalışır?',
    step1Title: 'Bağlanın veya bir adres girin',
    step1Text:
      'QR kodu mobil cüzdanınızla tarayın, bir tarayıcı cüzdanı seçin ya da herhangi bir adresi veya ENS adını yazın.',
    step2Title: 'Sayfa zincirleri okur',
    step2Text:
      'Zincir başına tek bir istek; bakiyelerinizi, NFT’lerinizi, oylarınızı ve pozisyonlarınızı doğrudan ağdan okur.',
    step3Title: 'Durumunuzu görürsünüz',
    step3Text:
      'Yeni bloklar geldikçe yenilenen kesin bakiyeler. Tarafımızdan hiçbir şey imzalanmaz, gönderilmez veya saklanmaz.',
    readsTitle: 'Bu sayfa neyi, nereden okur?',
    chain: 'Zincir',
    whatIsRead: 'Okunanlar',
    readFrom: 'Kaynak',
    thisSite: 'bu site, {path}',
    eligibility: '{name} uygunluğu',
    promise: 'Bu sayfa yalnızca okuyabilir.',
    promiseText: 'Cüzdanınızdan asla bir mesaj imzalamasını veya bir işlem göndermesini istemez.',
    promiseSee: 'İletişim kurduğu tüm sunucular için {link} bakın.',
    privacyPage: 'gizlilik sayfasına',
  },
  chooser: {
    title: 'Cüzdan bağla',
    back: 'Tüm seçeneklere dön',
    close: 'Kapat',
    walletsInBrowser: 'Bu tarayıcıdaki cüzdanlar',
    scanQr: 'QR kod tara',
    openWalletApp: 'Cüzdan uygulaması aç',
    allWallets: 'Tüm cüzdanlar',
    search: 'Ara',
    noWallets:
      'Tarayıcı cüzdanı bulunamadı. Bir cüzdan eklentisi yükleyip sayfayı yenileyin ya da bunun yerine herhangi bir adresi kontrol edin. Bu sitede QR kod ile bağlantı ayarlanmamış.',
    scanWithPhone: 'Mobil cüzdanınızla tarayın',
    preparingLink: 'Güvenli bağlantı hazırlanıyor…',
    onlySharesAddress: 'Bağlanınca yalnızca adresiniz paylaşılır: bu sayfa sizden asla imza istemez.',
    waitingFor: 'Onay bekleniyor: bağlantıyı {wallet} üzerinden onaylayın.',
    loadingWallets: 'Cüzdan listesi yükleniyor…',
    inThisBrowser: 'Bu tarayıcıda',
    browserWallet: 'Tarayıcı cüzdanı',
    yourWallet: 'cüzdanınız',
    passkey: 'Geçiş anahtarı',
  },
  privacy: {
    title: 'Gizlilik',
    description: '{site} sayfasının neleri okuduğu, hangi sunucularla iletişim kurduğu ve neleri sakladığı.',
    intro:
      'Bu sayfa statik bir sitedir. Sunucu tarafında hesap tutmaz, kendi çerezlerini yerleştirmez ve analiz aracı çalıştırmaz. Yalnızca okuyabilir: bir cüzdandan asla mesaj imzalamasını veya işlem göndermesini istemez.',
    readsTitle: 'Neleri okur',
    readsFor: 'Bağladığınız veya girdiğiniz hesap için {chains} üzerinde: {reads}.',
    chainCount: { one: '{count} zincir', other: '{count} zincir' },
    nativeBalance: 'yerel bakiye',
    tokenBalances: { one: '{count} token bakiyesi', other: '{count} token bakiyesi' },
    nftCollections: { one: '{count} NFT koleksiyonu', other: '{count} NFT koleksiyonu' },
    governanceTokens: { one: '{count} yönetişim tokenı', other: '{count} yönetişim tokenı' },
    otherReads: {
      one: 'sitenin adlandırdığı {count} başka değer',
      other: 'sitenin adlandırdığı {count} başka değer',
    },
    usdPrices: 'Chainlink beslemelerinden USD fiyatları',
    latestBlock: 'en son blok',
    ens: 'Hesabın ENS adı ve avatarı ile girdiğiniz ENS adının adresi; {chain} ağında okunur.',
    claims: 'Hesabın {lists} içinde olup olmadığı ({names}) ve talepte bulunup bulunmadığı.',
    claimsLists: {
      one: 'sitenin airdrop veya izin listesi',
      other: 'sitenin {count} airdrop ve izin listesi',
    },
    claimsFiles:
      'Tarayıcınız her liste için doğrudan bu siteden küçük bir dizin dosyası ve listenin en fazla bir parçasını (en çok birkaç yüz girdilik bir bölüm) indirir. Bu dosyaların adları sitenin sunucusuna adresin kendisini asla göstermez; yalnızca adresin karmasının (hash) birkaç onaltılık basamağını (en az birkaç bin adresten biriyle ortak) ve listenin hangi parçasının indirildiğini gösterir. Listenin tamamı asla indirilmez. Ardından sayfa, bakiyelerinizle aynı okumada, listenin sözleşmesine bu girdinin talep edilip edilmediğini sorar.',
    nothingUntil: 'Bir cüzdan bağlayana veya bir adres girene kadar hiçbir şey okunmaz.',
    claiming:
      'Talep, listenin bağlantı verdiği sitede, yeni bir sekmede yapılır: bu sayfa talebi ya da herhangi bir işlemi asla göndermez ve o siteye baktığınız hesap hakkında hiçbir şey söylemez.',
    hostsTitle: 'Hangi sunucularla iletişim kurar',
    hostsIntro:
      'Tarayıcınız bu sunucularla doğrudan iletişim kurar; sayfanın Content-Security-Policy’si diğer tüm sunucuları engeller.',
    gateway:
      'Zincir okumaları bu sitenin kendi geçidine ({path}) gider; geçit yalnızca bu okumaları zincirlerin RPC sağlayıcılarına iletir. Sağlayıcılar IP adresinizi asla görmez, tarayıcınız da onlarla asla doğrudan iletişim kurmaz.',
    gatewayPath: '/rpc/<zincir kimliği>',
    chainRpc: '{chain} RPC: {origins}',
    avatars: 'ENS avatarları: {origins} (yalnızca görseller)',
    walletConnect:
      'Yalnızca {connect} düğmesine bastıktan sonra: WalletConnect cüzdan kaydı {registry}, aktarıcı (relay) {relay} ve doğrulama çerçevesi {verify}. Cüzdan kitaplığının telemetrisi kapalıdır ve sunucuları engellenir.',
    connectWallet: 'Cüzdan bağla',
    noWalletConnect:
      'WalletConnect sunucusu yok: bu site bir WalletConnect projesi olmadan derlendi, bu yüzden yalnızca tarayıcınızdaki cüzdanlar ve Base Account bağlanabilir.',
    storesTitle: 'Tarayıcınızda neleri saklar',
    session:
      'Bir cüzdan bağlıyken cüzdan kitaplığı, sayfa yenilendiğinde bağlantı kopmasın diye oturumu yerel depolamada ve IndexedDB’de tutar. Bağlantıyı kesmek oturumu siler.',
    addressBar:
      'Kontrol ettiğiniz adres yalnızca sayfanın adres çubuğunda tutulur; böylece bağlantıyı paylaşabilirsiniz.',
    baseAccountPopup:
      'Yalnızca Base Account’u seçtikten sonra: Base Account’un {popup} adresindeki kendi penceresi; burada bir geçiş anahtarıyla ya da Base uygulamasıyla giriş yaparsınız. Sayfa ondan yalnızca adresinizi ister; telemetrisi kapalıdır.',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    description: 'Bu sayfa mevcut değil.',
    text: 'Bu adreste hiçbir şey yok. Sayfa taşınmış ya da bağlantı yanlış yazılmış olabilir.',
    home: 'Ana sayfaya git',
  },
};

export default messages;
