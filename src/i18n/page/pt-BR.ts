import type { PageMessages } from '../catalogueTypes.ts';

/** The static pages' words in Brazilian Portuguese. */
const messages: PageMessages = {
  layout: {
    skipToContent: 'Pular para o conteúdo',
    mainNav: 'Principal',
    howItWorks: 'Como funciona',
    privacy: 'Privacidade',
    footerNav: 'Rodapé',
    footerNote:
      'Somente leitura: esta página nunca pede que sua carteira assine ou envie nada. Sem cookies, sem ferramentas de análise.',
    language: 'Idioma',
  },
  home: {
    eyebrow: 'Somente leitura · nada para assinar',
    howItWorks: 'Como funciona',
    step1Title: 'Conecte ou digite um endereço',
    step1Text:
      'Escaneie o QR code com uma carteira de celular, escolha uma carteira do navegador ou digite qualquer endereço ou nome ENS.',
    step2Title: 'A página lê as redes',
    step2Text: 'Uma única requisição por rede lê seus saldos, NFTs, votos e posições direto da blockchain.',
    step3Title: 'Você vê sua situação',
    step3Text:
      'Saldos exatos, atualizados a cada novo bloco. Nada é assinado, enviado ou armazenado por nós.',
    readsTitle: 'O que esta página lê, e de onde',
    chain: 'Rede',
    whatIsRead: 'O que é lido',
    readFrom: 'Lido de',
    thisSite: 'este site, {path}',
    eligibility: 'Elegibilidade para {name}',
    promise: 'Esta página só pode ler.',
    promiseText: 'Ela nunca pede que sua carteira assine uma mensagem ou envie uma transação.',
    promiseSee: 'Veja a {link} para conhecer todos os hosts com que ela se comunica.',
    privacyPage: 'página de privacidade',
  },
  chooser: {
    title: 'Conectar uma carteira',
    back: 'Voltar para todas as opções',
    close: 'Fechar',
    walletsInBrowser: 'Carteiras neste navegador',
    scanQr: 'Escanear um QR code',
    openWalletApp: 'Abrir um app de carteira',
    allWallets: 'Todas as carteiras',
    search: 'Pesquisar',
    noWallets:
      'Nenhuma carteira de navegador foi encontrada. Instale uma extensão de carteira e recarregue a página, ou consulte qualquer endereço. A conexão por QR code não está configurada neste site.',
    scanWithPhone: 'Escaneie com a carteira do seu celular',
    preparingLink: 'Preparando um link seguro…',
    onlySharesAddress:
      'Ao conectar, você só compartilha seu endereço: esta página nunca pede que você assine nada.',
    waitingFor: 'Aguardando {wallet}: aprove a conexão lá.',
    loadingWallets: 'Carregando a lista de carteiras…',
    inThisBrowser: 'Neste navegador',
    browserWallet: 'Carteira do navegador',
    yourWallet: 'sua carteira',
    passkey: 'Chave de acesso',
  },
  privacy: {
    title: 'Privacidade',
    description: 'O que a página de {site} lê, com quais hosts ela se comunica e o que ela armazena.',
    intro:
      'Esta página é um site estático. Ela não tem contas no servidor, não define cookies próprios e não usa ferramentas de análise. Ela só pode ler: nunca pede que uma carteira assine uma mensagem ou envie uma transação.',
    readsTitle: 'O que ela lê',
    readsFor: 'Para a conta que você conectar ou digitar, em {chains}: {reads}.',
    chainCount: { one: '{count} rede', many: '{count} de redes', other: '{count} redes' },
    nativeBalance: 'o saldo nativo',
    tokenBalances: {
      one: '{count} saldo de token',
      many: '{count} de saldos de tokens',
      other: '{count} saldos de tokens',
    },
    nftCollections: {
      one: '{count} coleção de NFT',
      many: '{count} de coleções de NFT',
      other: '{count} coleções de NFT',
    },
    governanceTokens: {
      one: '{count} token de governança',
      many: '{count} de tokens de governança',
      other: '{count} tokens de governança',
    },
    otherReads: {
      one: '{count} outra leitura definida pelo site',
      many: '{count} de outras leituras definidas pelo site',
      other: '{count} outras leituras definidas pelo site',
    },
    usdPrices: 'preços em USD dos feeds da Chainlink',
    latestBlock: 'o bloco mais recente',
    ens: 'O nome ENS e o avatar da conta, e o endereço de um nome ENS que você digitar, lidos em {chain}.',
    claims: 'Para {lists} ({names}): se a conta está na lista e se já fez o resgate.',
    claimsLists: {
      one: 'o airdrop ou a allowlist do site',
      many: 'os {count} de airdrops e allowlists do site',
      other: 'os {count} airdrops e allowlists do site',
    },
    claimsFiles:
      'Para cada lista, seu navegador baixa, do próprio site, um pequeno arquivo de índice e no máximo uma parte da lista (um fragmento de até algumas centenas de entradas). Os nomes desses arquivos revelam ao servidor que hospeda o site apenas alguns dígitos hexadecimais de um hash do endereço (compartilhados por pelo menos um em cada alguns milhares de endereços) e qual parte da lista foi baixada, nunca o endereço em si; a lista inteira nunca é baixada. Em seguida, a página pergunta ao contrato da lista, na mesma leitura dos seus saldos, se essa entrada já foi resgatada.',
    nothingUntil: 'Nada é lido até você conectar uma carteira ou digitar um endereço.',
    claiming:
      'O resgate acontece no site indicado pela lista, em uma nova aba: esta página nunca envia o resgate nem qualquer outra transação, e não informa a esse site nada sobre a conta que você consultou.',
    hostsTitle: 'Com quais hosts ela se comunica',
    hostsIntro:
      'Seu navegador se comunica diretamente com estes hosts; a Content-Security-Policy da página bloqueia todos os outros.',
    gateway:
      'As leituras das redes passam pelo gateway do próprio site ({path}), que encaminha apenas essas leituras aos provedores de RPC das redes. Os provedores nunca veem seu endereço IP, e seu navegador nunca se conecta a eles.',
    gatewayPath: '/rpc/<ID da rede>',
    chainRpc: 'RPC de {chain}: {origins}',
    avatars: 'Avatares ENS: {origins} (somente imagens)',
    walletConnect:
      'Somente depois que você usar o botão {connect}: o registro de carteiras do WalletConnect {registry}, o relay {relay} e o frame de verificação {verify}. A telemetria da biblioteca de carteiras fica desativada e os hosts dela são bloqueados.',
    connectWallet: 'Conectar carteira',
    noWalletConnect:
      'Nenhum host do WalletConnect: este site foi gerado sem um projeto WalletConnect, então só se conectam as carteiras do seu navegador e a Base Account.',
    storesTitle: 'O que ela armazena no seu navegador',
    session:
      'Enquanto uma carteira está conectada, a biblioteca de carteiras guarda a sessão no armazenamento local e no IndexedDB para que você continue conectado ao recarregar a página. Ao desconectar, ela é removida.',
    addressBar:
      'Um endereço que você consulta fica apenas na barra de endereços da página, para que você possa compartilhar o link.',
    baseAccountPopup:
      'Somente depois que você escolhe a Base Account: a janela própria da Base Account em {popup}, onde você entra com uma chave de acesso ou com o app da Base. A página só pede o seu endereço; a telemetria dela fica desativada.',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'Esta página não existe.',
    text: 'Não há nada neste endereço. A página pode ter sido movida ou o link pode estar errado.',
    home: 'Ir para a página inicial',
  },
};

export default messages;
