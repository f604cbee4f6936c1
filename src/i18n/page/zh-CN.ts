import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Simplified Chinese. */
const messages: PageMessages = {
  layout: {
    skipToContent: '跳到主要内容',
    mainNav: '主导航',
    howItWorks: '工作原理',
    privacy: '隐私',
    footerNav: '页脚导航',
    footerNote: '只读：本页面绝不会请求您的钱包签名或发送交易。不使用Cookie，不做统计分析。',
    language: '语言',
  },
  home: {
    eyebrow: '只读 · 无需签名',
    howItWorks: '工作原理',
    step1Title: '连接钱包或输入地址',
    step1Text: '用手机钱包扫描二维码、选择浏览器钱包，或输入任意地址或ENS域名。',
    step2Title: '页面读取链上数据',
    step2Text: '每条链只需一次请求，即可直接从网络读取您的余额、NFT、投票权和仓位。',
    step3Title: '资产状况一目了然',
    step3Text: '精确余额，随新区块到来自动刷新。我们不会签名、发送或保存任何内容。',
    readsTitle: '本页面读取什么，从哪里读取',
    chain: '链',
    whatIsRead: '读取内容',
    readFrom: '读取来源',
    thisSite: '本站：{path}',
    eligibility: '{name}领取资格',
    promise: '本页面只能读取。',
    promiseText: '它绝不会请求您的钱包签名消息或发送交易。',
    promiseSee: '如需了解它连接的所有主机，请参阅{link}。',
    privacyPage: '隐私页面',
  },
  chooser: {
    title: '连接钱包',
    back: '返回所有选项',
    close: '关闭',
    walletsInBrowser: '此浏览器中的钱包',
    scanQr: '扫描二维码',
    openWalletApp: '打开钱包App',
    allWallets: '所有钱包',
    search: '搜索',
    noWallets: '未检测到浏览器钱包。请安装钱包插件后刷新页面，或改为查询任意地址。本站未启用扫码连接。',
    scanWithPhone: '用手机钱包扫码',
    preparingLink: '正在准备安全链接…',
    onlySharesAddress: '连接只会共享您的地址：本页面绝不会请求您签名。',
    waitingFor: '正在等待{wallet}：请在钱包中批准连接。',
    loadingWallets: '正在加载钱包列表…',
    inThisBrowser: '此浏览器中',
    browserWallet: '浏览器钱包',
    yourWallet: '您的钱包',
    passkey: '通行密钥',
  },
  privacy: {
    title: '隐私',
    description: '{site}页面会读取哪些数据、与哪些主机通信，以及保存哪些内容。',
    intro:
      '本页面是一个静态网站。它没有服务器端账户，不设置自己的Cookie，也不运行任何统计分析。它只能读取：绝不会请求钱包签名消息或发送交易。',
    readsTitle: '读取的内容',
    readsFor: '对于您连接或输入的账户，在{chains}上读取：{reads}。',
    chainCount: { other: '{count}条链' },
    nativeBalance: '原生代币余额',
    tokenBalances: { other: '{count}个代币余额' },
    nftCollections: { other: '{count}个NFT合集' },
    governanceTokens: { other: '{count}个治理代币' },
    otherReads: { other: '本站列出的其他{count}项读取' },
    usdPrices: '来自Chainlink喂价的美元价格',
    latestBlock: '最新区块',
    ens: '账户的ENS域名和头像，以及您输入的ENS域名所对应的地址，均在{chain}上读取。',
    claims: '该账户是否在{lists}（{names}）中，以及是否已经领取。',
    claimsLists: {
      other: '本站的{count}个空投/白名单',
    },
    claimsFiles:
      '对于每份名单，您的浏览器会直接从本站获取一个小型索引文件，以及最多一部分名单（一个最多包含几百条记录的分片）。这些文件的名称只会向本站的托管方透露地址哈希值的几位十六进制数字（每几千个地址中至少就有一个与之相同），以及获取的是名单的哪一部分，绝不会透露地址本身；整份名单也从不会被下载。随后，页面会在读取余额的同一次请求中，向该名单的合约查询这一条目是否已被领取。',
    nothingUntil: '在您连接钱包或输入地址之前，不会读取任何内容。',
    claiming:
      '领取在名单所链接的网站上进行，并在新标签页中打开：本页面绝不会发送领取交易或任何其他交易，也不会向该网站透露您所查看账户的任何信息。',
    hostsTitle: '与哪些主机通信',
    hostsIntro: '您的浏览器直接与以下主机通信；页面的Content-Security-Policy会阻止其他所有主机。',
    gateway:
      '链上读取请求发送到本站自己的网关（{path}），网关只将这些读取请求转发给各链的RPC服务商。服务商永远看不到您的IP地址，您的浏览器也从不与它们直接通信。',
    gatewayPath: '/rpc/<链ID>',
    chainRpc: '{chain} RPC：{origins}',
    avatars: 'ENS头像：{origins}（仅限图片）',
    walletConnect:
      '仅在您点击{connect}之后：WalletConnect钱包目录{registry}、中继{relay}和验证iframe {verify}。钱包库的遥测功能已关闭，其主机也已被屏蔽。',
    connectWallet: '连接钱包',
    noWalletConnect:
      '无WalletConnect主机：本站构建时未配置WalletConnect项目，因此只能连接您浏览器中的钱包和Base Account。',
    storesTitle: '在您的浏览器中保存的内容',
    session:
      '钱包连接期间，钱包库会将会话保存在本地存储（local storage）和IndexedDB中，以便刷新页面后仍保持连接。断开连接即会将其删除。',
    addressBar: '您查询的地址只保存在页面的地址栏中，方便您分享链接。',
    baseAccountPopup:
      '仅在您选择Base Account之后：Base Account自己的窗口{popup}，您在其中使用通行密钥或Base应用登录。本页面只向它请求您的地址，其遥测功能已关闭。',
  },
  notFound: {
    title: '页面未找到',
    description: '此页面不存在。',
    text: '此网址下没有任何内容。页面可能已被移动，或链接输入有误。',
    home: '返回首页',
  },
};

export default messages;
