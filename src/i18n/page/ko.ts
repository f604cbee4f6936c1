import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Korean. */
const messages: PageMessages = {
  layout: {
    skipToContent: '본문으로 건너뛰기',
    mainNav: '주 메뉴',
    howItWorks: '작동 방식',
    privacy: '개인정보 보호',
    footerNav: '바닥글',
    footerNote:
      '읽기 전용: 이 페이지는 지갑에 서명이나 전송을 요청하지 않습니다. 쿠키도, 분석 도구도 사용하지 않습니다.',
    language: '언어',
  },
  home: {
    eyebrow: '읽기 전용 · 서명 불필요',
    howItWorks: '작동 방식',
    step1Title: '지갑 연결 또는 주소 입력',
    step1Text:
      '휴대폰 지갑으로 QR 코드를 스캔하거나, 브라우저 지갑을 선택하거나, 원하는 주소나 ENS 이름을 입력하세요.',
    step2Title: '페이지가 체인을 읽습니다',
    step2Text: '체인마다 한 번의 요청으로 잔액, NFT, 투표권, 포지션을 네트워크에서 직접 읽어 옵니다.',
    step3Title: '현재 상황을 한눈에',
    step3Text:
      '정확한 잔액이 새 블록이 나올 때마다 갱신됩니다. 저희는 아무것도 서명하거나 전송하거나 저장하지 않습니다.',
    readsTitle: '이 페이지가 읽는 정보와 출처',
    chain: '체인',
    whatIsRead: '읽는 정보',
    readFrom: '출처',
    thisSite: '이 사이트({path})',
    eligibility: '{name} 자격',
    promise: '이 페이지는 읽기만 할 수 있습니다.',
    promiseText: '지갑에 메시지 서명이나 트랜잭션 전송을 요청하지 않습니다.',
    promiseSee: '이 페이지가 통신하는 모든 호스트는 {link}에서 확인하세요.',
    privacyPage: '개인정보 보호 페이지',
  },
  chooser: {
    title: '지갑 연결',
    back: '모든 선택지로 돌아가기',
    close: '닫기',
    walletsInBrowser: '이 브라우저의 지갑',
    scanQr: 'QR 코드 스캔',
    openWalletApp: '지갑 앱 열기',
    allWallets: '모든 지갑',
    search: '검색',
    noWallets:
      '브라우저 지갑을 찾을 수 없습니다. 지갑 확장 프로그램을 설치한 후 새로고침하거나, 대신 원하는 주소를 조회하세요. 이 사이트에는 QR 코드 연결이 설정되어 있지 않습니다.',
    scanWithPhone: '휴대폰 지갑으로 스캔',
    preparingLink: '보안 링크를 준비하는 중…',
    onlySharesAddress: '연결하면 주소만 공유됩니다. 이 페이지는 서명을 요청하지 않습니다.',
    waitingFor: '{wallet}의 응답을 기다리는 중입니다. 지갑에서 연결을 승인하세요.',
    loadingWallets: '지갑 목록을 불러오는 중…',
    inThisBrowser: '이 브라우저',
    browserWallet: '브라우저 지갑',
    yourWallet: '사용 중인 지갑',
    passkey: '패스키',
  },
  privacy: {
    title: '개인정보 보호',
    description: '{site} 페이지가 읽는 정보, 통신하는 호스트, 저장하는 내용을 안내합니다.',
    intro:
      '이 페이지는 정적 사이트입니다. 서버 측 계정이 없고, 자체 쿠키를 설정하지 않으며, 분석 도구도 실행하지 않습니다. 읽기만 할 수 있으며, 지갑에 메시지 서명이나 트랜잭션 전송을 요청하지 않습니다.',
    readsTitle: '읽는 정보',
    readsFor: '연결하거나 입력한 계정에 대해 {chains}에서 다음을 읽습니다: {reads}.',
    chainCount: { other: '체인 {count}개' },
    nativeBalance: '네이티브 잔액',
    tokenBalances: { other: '토큰 잔액 {count}개' },
    nftCollections: { other: 'NFT 컬렉션 {count}개' },
    governanceTokens: { other: '거버넌스 토큰 {count}개' },
    otherReads: { other: '사이트가 지정한 기타 읽기 항목 {count}개' },
    usdPrices: 'Chainlink 피드의 USD 가격',
    latestBlock: '최신 블록',
    ens: '계정의 ENS 이름과 아바타, 그리고 입력한 ENS 이름의 주소({chain}에서 읽음).',
    claims: '계정이 {lists}({names})에 포함되어 있는지, 그리고 이미 수령했는지 여부.',
    claimsLists: {
      other: '사이트의 에어드롭/화이트리스트 {count}개',
    },
    claimsFiles:
      '각 목록에 대해 브라우저는 이 사이트에서 직접 작은 인덱스 파일 하나와 목록의 일부(최대 수백 개 항목으로 된 샤드)를 최대 하나 가져옵니다. 이 파일 이름으로 사이트 호스트가 알 수 있는 것은 주소 해시의 16진수 몇 자리(적어도 수천 개 주소 중 하나꼴로 겹침)와 목록의 어느 부분을 가져왔는지뿐이며, 주소 자체는 드러나지 않습니다. 목록 전체를 다운로드하는 일도 없습니다. 그런 다음 페이지는 잔액과 같은 읽기 요청에서 해당 항목이 이미 수령되었는지 목록의 컨트랙트에 확인합니다.',
    nothingUntil: '지갑을 연결하거나 주소를 입력하기 전에는 아무것도 읽지 않습니다.',
    claiming:
      '수령은 목록에 연결된 사이트의 새 탭에서 진행됩니다. 이 페이지는 수령 트랜잭션을 포함해 어떤 트랜잭션도 보내지 않으며, 조회한 계정에 대한 어떤 정보도 해당 사이트에 알리지 않습니다.',
    hostsTitle: '통신하는 호스트',
    hostsIntro:
      '브라우저는 아래 호스트와 직접 통신합니다. 그 밖의 모든 호스트는 페이지의 Content-Security-Policy가 차단합니다.',
    gateway:
      '체인 읽기 요청은 이 사이트의 자체 게이트웨이({path})로 전송되며, 게이트웨이는 해당 읽기 요청만 각 체인의 RPC 제공업체로 전달합니다. 제공업체는 사용자의 IP 주소를 볼 수 없고, 브라우저가 제공업체에 직접 접속하는 일도 없습니다.',
    gatewayPath: '/rpc/<체인 ID>',
    chainRpc: '{chain} RPC: {origins}',
    avatars: 'ENS 아바타: {origins}(이미지만)',
    walletConnect:
      '{connect} 버튼을 누른 후에만: WalletConnect 지갑 레지스트리 {registry}, 릴레이 {relay}, 인증 프레임 {verify}. 지갑 라이브러리의 원격 측정은 꺼져 있으며 관련 호스트는 차단됩니다.',
    connectWallet: '지갑 연결',
    noWalletConnect:
      'WalletConnect 호스트 없음: 이 사이트는 WalletConnect 프로젝트 없이 빌드되었으므로 브라우저에 있는 지갑과 Base Account만 연결할 수 있습니다.',
    storesTitle: '브라우저에 저장하는 정보',
    session:
      '지갑이 연결되어 있는 동안 지갑 라이브러리는 새로고침해도 연결이 유지되도록 세션을 로컬 스토리지와 IndexedDB에 보관합니다. 연결을 해제하면 삭제됩니다.',
    addressBar: '조회한 주소는 페이지의 주소 표시줄에만 남으므로 링크를 공유할 수 있습니다.',
    baseAccountPopup:
      'Base Account를 선택한 뒤에만: {popup}에 열리는 Base Account 자체 창으로, 여기서 패스키나 Base 앱으로 로그인합니다. 이 페이지는 주소만 요청하며, 원격 분석(텔레메트리)은 꺼져 있습니다.',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    description: '존재하지 않는 페이지입니다.',
    text: '이 URL에는 아무것도 없습니다. 페이지가 이동했거나 링크가 잘못 입력되었을 수 있습니다.',
    home: '홈으로 이동',
  },
};

export default messages;
