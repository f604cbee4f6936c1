import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Vietnamese. */
const messages: PageMessages = {
  layout: {
    skipToContent: 'Chuyển đến nội dung',
    mainNav: 'Chính',
    howItWorks: 'Cách hoạt động',
    privacy: 'Quyền riêng tư',
    footerNav: 'Chân trang',
    footerNote:
      'Chỉ đọc: trang này không bao giờ yêu cầu ví của bạn ký hay gửi. Không cookie, không công cụ phân tích.',
    language: 'Ngôn ngữ',
  },
  home: {
    eyebrow: 'Chỉ đọc · không cần ký gì',
    howItWorks: 'Cách hoạt động',
    step1Title: 'Kết nối hoặc nhập địa chỉ',
    step1Text:
      'Quét mã QR bằng ví trên điện thoại, chọn ví trên trình duyệt, hoặc nhập bất kỳ địa chỉ hay tên ENS nào.',
    step2Title: 'Trang đọc dữ liệu từ các chuỗi',
    step2Text:
      'Chỉ một yêu cầu cho mỗi chuỗi để đọc số dư, NFT, phiếu bầu và vị thế của bạn trực tiếp từ mạng.',
    step3Title: 'Bạn nắm rõ tài sản của mình',
    step3Text:
      'Số dư chính xác, làm mới mỗi khi có khối mới. Chúng tôi không ký, không gửi và không lưu trữ gì cả.',
    readsTitle: 'Trang này đọc gì, và từ đâu',
    chain: 'Chuỗi',
    whatIsRead: 'Dữ liệu được đọc',
    readFrom: 'Đọc từ',
    thisSite: 'trang này, {path}',
    eligibility: 'Điều kiện nhận {name}',
    promise: 'Trang này chỉ có thể đọc.',
    promiseText: 'Trang không bao giờ yêu cầu ví của bạn ký tin nhắn hay gửi giao dịch.',
    promiseSee: 'Xem {link} để biết mọi máy chủ mà trang kết nối tới.',
    privacyPage: 'trang quyền riêng tư',
  },
  chooser: {
    title: 'Kết nối ví',
    back: 'Quay lại tất cả lựa chọn',
    close: 'Đóng',
    walletsInBrowser: 'Ví trong trình duyệt này',
    scanQr: 'Quét mã QR',
    openWalletApp: 'Mở ứng dụng ví',
    allWallets: 'Tất cả ví',
    search: 'Tìm kiếm',
    noWallets:
      'Không tìm thấy ví trình duyệt nào. Hãy cài tiện ích ví rồi tải lại trang, hoặc kiểm tra một địa chỉ bất kỳ. Trang này chưa thiết lập kết nối bằng mã QR.',
    scanWithPhone: 'Quét bằng ví trên điện thoại',
    preparingLink: 'Đang chuẩn bị liên kết bảo mật…',
    onlySharesAddress: 'Kết nối chỉ chia sẻ địa chỉ của bạn: trang này không bao giờ yêu cầu bạn ký.',
    waitingFor: 'Đang chờ {wallet}: hãy chấp thuận kết nối ở đó.',
    loadingWallets: 'Đang tải danh sách ví…',
    inThisBrowser: 'Trong trình duyệt này',
    browserWallet: 'Ví trình duyệt',
    yourWallet: 'ví của bạn',
    passkey: 'Khóa truy cập',
  },
  privacy: {
    title: 'Quyền riêng tư',
    description: 'Trang {site} đọc những gì, kết nối tới máy chủ nào và lưu trữ gì.',
    intro:
      'Đây là một trang web tĩnh. Trang không có tài khoản phía máy chủ, không tự đặt cookie nào và không chạy công cụ phân tích. Trang chỉ có thể đọc: không bao giờ yêu cầu ví ký tin nhắn hay gửi giao dịch.',
    readsTitle: 'Trang đọc những gì',
    readsFor: 'Với tài khoản bạn kết nối hoặc nhập, trên {chains}: {reads}.',
    chainCount: { other: '{count} chuỗi' },
    nativeBalance: 'số dư coin gốc',
    tokenBalances: { other: 'số dư của {count} token' },
    nftCollections: { other: '{count} bộ sưu tập NFT' },
    governanceTokens: { other: '{count} token quản trị' },
    otherReads: { other: '{count} mục dữ liệu khác do trang chỉ định' },
    usdPrices: 'giá USD từ nguồn cấp giá Chainlink',
    latestBlock: 'khối mới nhất',
    ens: 'Tên ENS và ảnh đại diện của tài khoản, cùng địa chỉ của tên ENS bạn nhập, được đọc trên {chain}.',
    claims: 'Tài khoản có nằm trong {lists} ({names}) hay không, và đã nhận hay chưa.',
    claimsLists: {
      other: '{count} danh sách airdrop/allowlist của trang',
    },
    claimsFiles:
      'Với mỗi danh sách, trình duyệt của bạn tải từ chính trang này một tệp chỉ mục nhỏ và tối đa một phần của danh sách (một shard gồm tối đa vài trăm mục). Tên các tệp này chỉ cho máy chủ của trang biết vài chữ số hex trong hàm băm của địa chỉ (cứ vài nghìn địa chỉ thì ít nhất có một địa chỉ trùng các chữ số này) và phần nào của danh sách đã được tải, không bao giờ tiết lộ chính địa chỉ; toàn bộ danh sách không bao giờ được tải về. Sau đó, trong cùng lần đọc với số dư của bạn, trang hỏi hợp đồng của danh sách xem mục đó đã được nhận hay chưa.',
    nothingUntil: 'Không có gì được đọc cho đến khi bạn kết nối ví hoặc nhập một địa chỉ.',
    claiming:
      'Việc nhận diễn ra trên trang mà danh sách liên kết tới, trong một thẻ mới: trang này không bao giờ gửi yêu cầu nhận hay bất kỳ giao dịch nào, và không cho trang đó biết gì về tài khoản bạn đã xem.',
    hostsTitle: 'Trang kết nối tới những máy chủ nào',
    hostsIntro:
      'Trình duyệt của bạn kết nối trực tiếp tới các máy chủ này; Content-Security-Policy của trang chặn mọi máy chủ khác.',
    gateway:
      'Các yêu cầu đọc chuỗi được gửi tới cổng riêng của trang này ({path}), cổng này chỉ chuyển tiếp đúng các yêu cầu đó tới nhà cung cấp RPC của các chuỗi. Nhà cung cấp không bao giờ thấy địa chỉ IP của bạn, và trình duyệt của bạn không bao giờ liên hệ với họ.',
    gatewayPath: '/rpc/<ID chuỗi>',
    chainRpc: 'RPC {chain}: {origins}',
    avatars: 'Ảnh đại diện ENS: {origins} (chỉ hình ảnh)',
    walletConnect:
      'Chỉ sau khi bạn nhấn {connect}: kho đăng ký ví của WalletConnect {registry}, relay {relay} và khung xác minh {verify}. Tính năng telemetry của thư viện ví đã bị tắt và các máy chủ của nó bị chặn.',
    connectWallet: 'Kết nối ví',
    noWalletConnect:
      'Không có máy chủ WalletConnect: trang này được xây dựng không kèm dự án WalletConnect, nên chỉ ví trong trình duyệt của bạn và Base Account mới kết nối được.',
    storesTitle: 'Trang lưu gì trong trình duyệt của bạn',
    session:
      'Khi ví đang kết nối, thư viện ví lưu phiên trong local storage và IndexedDB để kết nối vẫn còn khi tải lại trang. Ngắt kết nối sẽ xóa phiên này.',
    addressBar:
      'Địa chỉ bạn kiểm tra chỉ được giữ trên thanh địa chỉ của trang, để bạn có thể chia sẻ liên kết.',
    baseAccountPopup:
      'Chỉ sau khi bạn chọn Base Account: cửa sổ riêng của Base Account tại {popup}, nơi bạn đăng nhập bằng khóa truy cập hoặc ứng dụng Base. Trang chỉ yêu cầu địa chỉ của bạn; tính năng đo từ xa (telemetry) đã được tắt.',
  },
  notFound: {
    title: 'Không tìm thấy trang',
    description: 'Trang này không tồn tại.',
    text: 'Không có gì ở địa chỉ này. Trang có thể đã được chuyển đi, hoặc liên kết bị gõ sai.',
    home: 'Về trang chủ',
  },
};

export default messages;
