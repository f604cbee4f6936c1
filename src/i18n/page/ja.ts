import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Japanese. */
const messages: PageMessages = {
  layout: {
    skipToContent: 'コンテンツへスキップ',
    mainNav: 'メイン',
    howItWorks: '仕組み',
    privacy: 'プライバシー',
    footerNav: 'フッター',
    footerNote:
      '読み取り専用のページです。ウォレットに署名や送信を求めることはありません。Cookieやアクセス解析も使用していません。',
    language: '言語',
  },
  home: {
    eyebrow: '読み取り専用・署名不要',
    howItWorks: '仕組み',
    step1Title: 'ウォレットを接続、またはアドレスを入力',
    step1Text:
      'スマホのウォレットでQRコードをスキャンするか、ブラウザのウォレットを選ぶか、任意のアドレスやENS名を入力します。',
    step2Title: 'ページがチェーンを読み取る',
    step2Text:
      'チェーンごとに1回のリクエストで、残高、NFT、投票権、ポジションをネットワークから直接読み取ります。',
    step3Title: '現状がひと目でわかる',
    step3Text: '正確な残高を、新しいブロックが届くたびに更新します。署名・送信・保存は一切行いません。',
    readsTitle: 'このページが読み取るものと読み取り元',
    chain: 'チェーン',
    whatIsRead: '読み取る内容',
    readFrom: '読み取り元',
    thisSite: 'このサイト（{path}）',
    eligibility: '{name}の受け取り資格',
    promise: 'このページは読み取りしかできません。',
    promiseText: 'ウォレットにメッセージへの署名やトランザクションの送信を求めることはありません。',
    promiseSee: '通信先のホストはすべて{link}で確認できます。',
    privacyPage: 'プライバシーページ',
  },
  chooser: {
    title: 'ウォレットを接続',
    back: 'すべての選択肢に戻る',
    close: '閉じる',
    walletsInBrowser: 'このブラウザのウォレット',
    scanQr: 'QRコードをスキャン',
    openWalletApp: 'ウォレットアプリを開く',
    allWallets: 'すべてのウォレット',
    search: '検索',
    noWallets:
      'ブラウザのウォレットが見つかりません。ウォレットの拡張機能をインストールして再読み込みするか、代わりに任意のアドレスを確認してください。このサイトではQRコード接続が設定されていません。',
    scanWithPhone: 'スマホのウォレットでスキャン',
    preparingLink: '安全なリンクを準備中…',
    onlySharesAddress: '接続で共有されるのはアドレスだけです。このページが署名を求めることはありません。',
    waitingFor: '{wallet}での操作を待っています。接続を承認してください。',
    loadingWallets: 'ウォレット一覧を読み込み中…',
    inThisBrowser: 'このブラウザ',
    browserWallet: 'ブラウザウォレット',
    yourWallet: 'お使いのウォレット',
    passkey: 'パスキー',
  },
  privacy: {
    title: 'プライバシー',
    description: '{site}のページが読み取る内容、通信するホスト、保存するもの。',
    intro:
      'このページは静的サイトです。サーバー側のアカウントはなく、独自のCookieを設定せず、アクセス解析も行いません。できるのは読み取りだけで、ウォレットにメッセージへの署名やトランザクションの送信を求めることはありません。',
    readsTitle: '読み取る内容',
    readsFor: '接続または入力されたアカウントについて、{chains}で次を読み取ります：{reads}。',
    chainCount: { other: '{count}チェーン' },
    nativeBalance: 'ネイティブ通貨の残高',
    tokenBalances: { other: '{count}件のトークン残高' },
    nftCollections: { other: '{count}件のNFTコレクション' },
    governanceTokens: { other: '{count}件のガバナンストークン' },
    otherReads: { other: 'サイトが指定するその他{count}件の読み取り' },
    usdPrices: 'ChainlinkフィードによるUSD価格',
    latestBlock: '最新ブロック',
    ens: 'アカウントのENS名とアバター、および入力されたENS名のアドレス。いずれも{chain}で読み取ります。',
    claims: 'アカウントが{lists}（{names}）の対象かどうか、また受け取り済みかどうか。',
    claimsLists: {
      other: 'サイトの{count}件のエアドロップ・アローリスト',
    },
    claimsFiles:
      'リストごとに、ブラウザはこのサイト自体から、小さなインデックスファイル1つと、リストの一部（最大数百件のエントリーを含むシャード）を最大1つ取得します。これらのファイル名からサイトのホストに伝わるのは、アドレスのハッシュの16進数数桁（少なくとも数千件に1件のアドレスが同じ値を持ちます）と、リストのどの部分を取得したかだけで、アドレスそのものが伝わることはありません。リスト全体がダウンロードされることもありません。その後ページは、残高と同じ読み取りの中で、そのエントリーが受け取り済みかどうかをリストのコントラクトに問い合わせます。',
    nothingUntil: 'ウォレットを接続するかアドレスを入力するまで、何も読み取りません。',
    claiming:
      '受け取りは、リストのリンク先のサイトで新しいタブを開いて行います。このページが受け取りやその他のトランザクションを送信することはなく、閲覧したアカウントの情報をそのサイトに伝えることもありません。',
    hostsTitle: '通信するホスト',
    hostsIntro:
      'ブラウザは以下のホストと直接通信します。それ以外のホストはすべて、ページのContent-Security-Policyによってブロックされます。',
    gateway:
      'チェーンの読み取りはこのサイト独自のゲートウェイ（{path}）に送られ、ゲートウェイはその読み取りだけを各チェーンのRPCプロバイダーに転送します。プロバイダーにあなたのIPアドレスが伝わることはなく、ブラウザがプロバイダーに直接接続することもありません。',
    gatewayPath: '/rpc/<チェーンID>',
    chainRpc: '{chain} RPC：{origins}',
    avatars: 'ENSアバター：{origins}（画像のみ）',
    walletConnect:
      '{connect}を押した後のみ：WalletConnectのウォレットレジストリ{registry}、リレー{relay}、検証用フレーム{verify}。ウォレットライブラリのテレメトリーは無効化され、そのホストはブロックされています。',
    connectWallet: 'ウォレットを接続',
    noWalletConnect:
      'WalletConnectのホストはありません。このサイトはWalletConnectプロジェクトなしでビルドされているため、接続できるのはブラウザ内のウォレットとBase Accountだけです。',
    storesTitle: 'ブラウザに保存するもの',
    session:
      'ウォレットの接続中は、再読み込みしても接続が維持されるよう、ウォレットライブラリがセッションをローカルストレージとIndexedDBに保存します。接続を解除すると削除されます。',
    addressBar: '確認したアドレスはページのアドレスバーにのみ保持されるため、そのままリンクを共有できます。',
    baseAccountPopup:
      'Base Accountを選んだ後のみ：Base Account自身のウィンドウ{popup}。ここでパスキーまたはBaseアプリを使ってサインインします。このページが求めるのはあなたのアドレスだけで、そのテレメトリーは無効化されています。',
  },
  notFound: {
    title: 'ページが見つかりません',
    description: 'このページは存在しません。',
    text: 'このURLには何もありません。ページが移動したか、リンクが間違っている可能性があります。',
    home: 'トップページへ戻る',
  },
};

export default messages;
