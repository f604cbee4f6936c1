import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Indonesian. */
const messages: PageMessages = {
  layout: {
    skipToContent: 'Langsung ke konten',
    mainNav: 'Utama',
    howItWorks: 'Cara kerja',
    privacy: 'Privasi',
    footerNav: 'Kaki halaman',
    footerNote:
      'Hanya baca: halaman ini tidak pernah meminta dompet Anda menandatangani atau mengirim apa pun. Tanpa cookie, tanpa analitik.',
    language: 'Bahasa',
  },
  home: {
    eyebrow: 'Hanya baca · tidak ada yang perlu ditandatangani',
    howItWorks: 'Cara kerja',
    step1Title: 'Hubungkan atau masukkan alamat',
    step1Text:
      'Pindai kode QR dengan dompet ponsel, pilih dompet browser, atau ketik alamat atau nama ENS apa pun.',
    step2Title: 'Halaman membaca chain',
    step2Text: 'Satu permintaan per chain membaca saldo, NFT, suara, dan posisi Anda langsung dari jaringan.',
    step3Title: 'Anda tahu persis kondisi Anda',
    step3Text:
      'Saldo yang persis, diperbarui setiap ada blok baru. Tidak ada yang kami tandatangani, kirim, atau simpan.',
    readsTitle: 'Apa yang dibaca halaman ini, dan dari mana',
    chain: 'Chain',
    whatIsRead: 'Yang dibaca',
    readFrom: 'Dibaca dari',
    thisSite: 'situs ini, {path}',
    eligibility: 'Kelayakan {name}',
    promise: 'Halaman ini hanya bisa membaca.',
    promiseText: 'Halaman ini tidak pernah meminta dompet Anda menandatangani pesan atau mengirim transaksi.',
    promiseSee: 'Lihat {link} untuk semua host yang dihubunginya.',
    privacyPage: 'halaman privasi',
  },
  chooser: {
    title: 'Hubungkan dompet',
    back: 'Kembali ke semua pilihan',
    close: 'Tutup',
    walletsInBrowser: 'Dompet di browser ini',
    scanQr: 'Pindai kode QR',
    openWalletApp: 'Buka aplikasi dompet',
    allWallets: 'Semua dompet',
    search: 'Cari',
    noWallets:
      'Tidak ditemukan dompet browser. Pasang ekstensi dompet lalu muat ulang, atau periksa alamat mana pun sebagai gantinya. Koneksi kode QR belum disiapkan di situs ini.',
    scanWithPhone: 'Pindai dengan dompet di ponsel Anda',
    preparingLink: 'Menyiapkan tautan aman…',
    onlySharesAddress:
      'Menghubungkan hanya membagikan alamat Anda: halaman ini tidak pernah meminta Anda menandatangani apa pun.',
    waitingFor: 'Menunggu {wallet}: setujui koneksi di sana.',
    loadingWallets: 'Memuat daftar dompet…',
    inThisBrowser: 'Di browser ini',
    browserWallet: 'Dompet browser',
    yourWallet: 'dompet Anda',
    passkey: 'Kunci sandi',
  },
  privacy: {
    title: 'Privasi',
    description: 'Apa yang dibaca halaman {site}, host mana yang dihubunginya, dan apa yang disimpannya.',
    intro:
      'Halaman ini adalah situs statis. Tidak ada akun di sisi server, tidak ada cookie miliknya sendiri, dan tidak ada analitik. Halaman ini hanya bisa membaca: tidak pernah meminta dompet menandatangani pesan atau mengirim transaksi.',
    readsTitle: 'Apa yang dibaca',
    readsFor: 'Untuk akun yang Anda hubungkan atau masukkan, di {chains}: {reads}.',
    chainCount: { other: '{count} chain' },
    nativeBalance: 'saldo koin native',
    tokenBalances: { other: 'saldo {count} token' },
    nftCollections: { other: '{count} koleksi NFT' },
    governanceTokens: { other: '{count} token tata kelola' },
    otherReads: { other: '{count} data lain yang ditentukan situs' },
    usdPrices: 'harga USD dari feed Chainlink',
    latestBlock: 'blok terbaru',
    ens: 'Nama ENS dan avatar akun, serta alamat dari nama ENS yang Anda masukkan, dibaca di {chain}.',
    claims: 'Apakah akun tercantum di {lists} ({names}), dan apakah sudah melakukan klaim.',
    claimsLists: {
      other: '{count} daftar airdrop/allowlist situs ini',
    },
    claimsFiles:
      'Untuk setiap daftar, browser Anda mengambil dari situs ini sendiri satu file indeks kecil dan paling banyak satu bagian daftar (sebuah shard berisi hingga beberapa ratus entri). Nama file tersebut hanya mengungkap kepada host situs beberapa digit hex dari hash alamat (yang sama untuk setidaknya satu dari setiap beberapa ribu alamat) dan bagian daftar mana yang diambil, tidak pernah alamat itu sendiri; seluruh daftar tidak pernah diunduh. Lalu, dalam pembacaan yang sama dengan saldo Anda, halaman menanyakan kepada kontrak daftar tersebut apakah entri itu sudah diklaim.',
    nothingUntil: 'Tidak ada yang dibaca sampai Anda menghubungkan dompet atau memasukkan alamat.',
    claiming:
      'Klaim dilakukan di situs yang ditautkan oleh daftar, di tab baru: halaman ini tidak pernah mengirim klaim atau transaksi apa pun, dan tidak memberi tahu situs tersebut apa pun tentang akun yang Anda lihat.',
    hostsTitle: 'Host mana yang dihubungi',
    hostsIntro:
      'Browser Anda terhubung langsung ke host-host ini; Content-Security-Policy halaman memblokir semua host lainnya.',
    gateway:
      'Pembacaan chain dikirim ke gateway milik situs ini sendiri ({path}), yang hanya meneruskan pembacaan tersebut ke penyedia RPC masing-masing chain. Penyedia tidak pernah melihat alamat IP Anda, dan browser Anda tidak pernah menghubungi mereka.',
    gatewayPath: '/rpc/<id chain>',
    chainRpc: 'RPC {chain}: {origins}',
    avatars: 'Avatar ENS: {origins} (hanya gambar)',
    walletConnect:
      'Hanya setelah Anda menekan {connect}: registri dompet WalletConnect {registry}, relay {relay}, dan frame verifikasi {verify}. Telemetri pustaka dompet dimatikan dan host-nya diblokir.',
    connectWallet: 'Hubungkan dompet',
    noWalletConnect:
      'Tidak ada host WalletConnect: situs ini dibangun tanpa proyek WalletConnect, jadi hanya dompet di browser Anda dan Base Account yang dapat terhubung.',
    storesTitle: 'Apa yang disimpan di browser Anda',
    session:
      'Selama dompet terhubung, pustaka dompet menyimpan sesi di local storage dan IndexedDB agar tetap terhubung saat halaman dimuat ulang. Memutus koneksi akan menghapusnya.',
    addressBar:
      'Alamat yang Anda periksa hanya disimpan di bilah alamat halaman, sehingga Anda bisa membagikan tautannya.',
    baseAccountPopup:
      'Hanya setelah Anda memilih Base Account: jendela Base Account sendiri di {popup}, tempat Anda masuk dengan kunci sandi atau aplikasi Base. Halaman ini hanya meminta alamat Anda; telemetrinya dinonaktifkan.',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    description: 'Halaman ini tidak ada.',
    text: 'Tidak ada apa pun di alamat ini. Halamannya mungkin sudah dipindahkan, atau tautannya salah ketik.',
    home: 'Ke beranda',
  },
};

export default messages;
