import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Traditional Chinese (Taiwan). */
const messages: PageMessages = {
  layout: {
    skipToContent: '跳至主要內容',
    mainNav: '主要導覽',
    howItWorks: '運作方式',
    privacy: '隱私權',
    footerNav: '頁尾導覽',
    footerNote: '唯讀：本頁面絕不會要求您的錢包簽名或發送交易。不使用Cookie，也不進行數據分析。',
    language: '語言',
  },
  home: {
    eyebrow: '唯讀 · 無須簽名',
    howItWorks: '運作方式',
    step1Title: '連結錢包或輸入地址',
    step1Text: '用手機錢包掃描QR Code、選擇瀏覽器錢包，或輸入任意地址或ENS網域。',
    step2Title: '頁面讀取鏈上資料',
    step2Text: '每條鏈只需一次請求，即可直接從網路讀取您的餘額、NFT、投票權與部位。',
    step3Title: '資產狀況一目瞭然',
    step3Text: '精確餘額，隨新區塊產生自動更新。我們不會簽名、發送或儲存任何內容。',
    readsTitle: '本頁面讀取什麼、從哪裡讀取',
    chain: '鏈',
    whatIsRead: '讀取內容',
    readFrom: '讀取來源',
    thisSite: '本站：{path}',
    eligibility: '{name}領取資格',
    promise: '本頁面只能讀取。',
    promiseText: '它絕不會要求您的錢包簽署訊息或發送交易。',
    promiseSee: '如需了解它連線的所有主機，請參閱{link}。',
    privacyPage: '隱私權頁面',
  },
  chooser: {
    title: '連結錢包',
    back: '返回所有選項',
    close: '關閉',
    walletsInBrowser: '此瀏覽器中的錢包',
    scanQr: '掃描QR Code',
    openWalletApp: '開啟錢包App',
    allWallets: '所有錢包',
    search: '搜尋',
    noWallets: '找不到瀏覽器錢包。請安裝錢包擴充功能後重新載入，或改為查詢任意地址。本站未啟用QR Code連線。',
    scanWithPhone: '用手機錢包掃描',
    preparingLink: '正在準備安全連結…',
    onlySharesAddress: '連結錢包只會分享您的地址：本頁面絕不會要求您簽名。',
    waitingFor: '正在等待{wallet}：請在錢包中核准連線。',
    loadingWallets: '正在載入錢包清單…',
    inThisBrowser: '此瀏覽器中',
    browserWallet: '瀏覽器錢包',
    yourWallet: '您的錢包',
    passkey: '密碼金鑰',
  },
  privacy: {
    title: '隱私權',
    description: '{site}頁面會讀取哪些資料、與哪些主機連線，以及儲存哪些內容。',
    intro:
      '本頁面是靜態網站。它沒有伺服器端帳戶，不會設定自己的Cookie，也不執行任何數據分析。它只能讀取：絕不會要求錢包簽署訊息或發送交易。',
    readsTitle: '讀取的內容',
    readsFor: '針對您連結或輸入的帳戶，在{chains}上讀取：{reads}。',
    chainCount: { other: '{count}條鏈' },
    nativeBalance: '原生代幣餘額',
    tokenBalances: { other: '{count}個代幣餘額' },
    nftCollections: { other: '{count}個NFT系列' },
    governanceTokens: { other: '{count}個治理代幣' },
    otherReads: { other: '本站列出的其他{count}項讀取' },
    usdPrices: '來自Chainlink餵價的美元價格',
    latestBlock: '最新區塊',
    ens: '帳戶的ENS網域與頭像，以及您輸入的ENS網域所對應的地址，皆在{chain}上讀取。',
    claims: '此帳戶是否在{lists}（{names}）中，以及是否已經領取。',
    claimsLists: {
      other: '本站的{count}個空投/白名單',
    },
    claimsFiles:
      '針對每份名單，您的瀏覽器會直接從本站取得一個小型索引檔，以及最多一部分名單（一個最多包含數百筆項目的分片）。這些檔案名稱只會向本站的主機代管商透露地址雜湊值的幾位十六進位數字（至少每數千個地址就有一個與之相同），以及取得的是名單的哪一部分，絕不會透露地址本身；整份名單也從不會被下載。接著，頁面會在讀取餘額的同一次請求中，向該名單的合約查詢這筆項目是否已被領取。',
    nothingUntil: '在您連結錢包或輸入地址之前，不會讀取任何內容。',
    claiming:
      '領取會在名單連結的網站上進行，並在新分頁中開啟：本頁面絕不會發送領取交易或任何其他交易，也不會向該網站透露您所查看帳戶的任何資訊。',
    hostsTitle: '與哪些主機連線',
    hostsIntro: '您的瀏覽器會直接與以下主機連線；頁面的Content-Security-Policy會封鎖其他所有主機。',
    gateway:
      '鏈上讀取請求會送往本站自己的閘道（{path}），閘道只會將這些讀取轉送給各鏈的RPC供應商。供應商永遠看不到您的IP位址，您的瀏覽器也從不直接與它們連線。',
    gatewayPath: '/rpc/<鏈ID>',
    chainRpc: '{chain} RPC：{origins}',
    avatars: 'ENS頭像：{origins}（僅限圖片）',
    walletConnect:
      '僅在您按下{connect}之後：WalletConnect錢包目錄{registry}、中繼{relay}與驗證iframe {verify}。錢包函式庫的遙測功能已關閉，其主機也已被封鎖。',
    connectWallet: '連結錢包',
    noWalletConnect:
      '無WalletConnect主機：本站建置時未設定WalletConnect專案，因此只能連結您瀏覽器中的錢包和Base Account。',
    storesTitle: '在您的瀏覽器中儲存的內容',
    session:
      '錢包連線期間，錢包函式庫會將工作階段儲存在本機儲存空間（local storage）與IndexedDB中，讓重新載入後仍保持連線。中斷連線即會將其移除。',
    addressBar: '您查詢的地址只會保留在頁面的網址列中，方便您分享連結。',
    baseAccountPopup:
      '僅在您選擇Base Account之後：Base Account自己的視窗{popup}，您在其中以密碼金鑰或Base App登入。本頁面只向它要求您的地址，其遙測功能已關閉。',
  },
  notFound: {
    title: '找不到頁面',
    description: '此頁面不存在。',
    text: '這個網址沒有任何內容。頁面可能已移動，或連結輸入有誤。',
    home: '返回首頁',
  },
};

export default messages;
