/**
 * Runs inside the stand-in for Base Account's popup (keys.coinbase.com, answered locally by
 * rig/baseAccount/routeBaseAccountPopup.ts) and speaks the SDK's own message protocol with the page that opened
 * it, as `@base-org/account`'s Communicator and Signer expect it (the SDK's own tests fake the same messages):
 *
 * 1. the popup says `{ event: 'PopupLoaded', id }`; the SDK answers with its version, metadata and preferences;
 * 2. a `handshake` request carries the page's ECDH P-256 public key (SPKI, hex): the popup answers with its own
 *    key and, sealed with AES-GCM under the shared secret, `{ result: { value: null } }`;
 * 3. every further request is sealed (`{ action, chainId }`): `wallet_connect` is answered with `accounts`.
 *
 * It reports what it was told and asked to `window.__baseAccountPopupReport` (a binding the Node side exposes),
 * and closes itself once connected, as the real popup does.
 */
export function baseAccountPopupScript(wallet: { accounts: string[]; chainIds: number[] }): void {
  type Sealed = { iv: Uint8Array<ArrayBuffer>; cipherText: ArrayBuffer };
  type Request = {
    id?: string;
    requestId?: string;
    correlationId?: string;
    sender?: string;
    data?: unknown;
    content?: { handshake?: { method: string; params: unknown }; encrypted?: Sealed };
  };
  const report = (window as unknown as { __baseAccountPopupReport(entry: unknown): Promise<void> })
    .__baseAccountPopupReport;
  const opener = window.opener as Window | null;
  const hex = (bytes: ArrayBuffer) =>
    [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const unhex = (text: string) =>
    new Uint8Array((text.match(/.{1,2}/g) ?? []).map((b) => Number.parseInt(b, 16)));
  const ecdh = { name: 'ECDH', namedCurve: 'P-256' } as const;
  const own = crypto.subtle.generateKey(ecdh, true, ['deriveKey']);
  let secret: Promise<CryptoKey> | null = null;

  const seal = async (content: unknown): Promise<Sealed> => {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify(content));
    const key = await (secret ?? Promise.reject(new Error('no handshake yet')));
    return { iv, cipherText: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain) };
  };
  const open = async (sealed: Sealed) => {
    const key = await (secret ?? Promise.reject(new Error('no handshake yet')));
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.cipherText);
    return JSON.parse(new TextDecoder().decode(plain)) as { action: { method: string; params?: unknown } };
  };
  const answer = async (request: Request, content: unknown) => {
    const sender = hex(await crypto.subtle.exportKey('spki', (await own).publicKey));
    opener?.postMessage(
      {
        id: crypto.randomUUID(),
        correlationId: request.correlationId,
        requestId: request.id,
        sender,
        content: { encrypted: await seal(content) },
        timestamp: new Date(),
      },
      '*',
    );
  };
  const chains = Object.fromEntries(wallet.chainIds.map((id) => [id, `https://rpc-${id}.wallet.example`]));

  window.addEventListener('message', async (event) => {
    if (event.source !== opener) return;
    const request = event.data as Request;
    if (request.requestId && request.data) {
      await report({ kind: 'config', data: request.data });
      return;
    }
    if (request.content?.handshake && request.sender) {
      const peer = await crypto.subtle.importKey('spki', unhex(request.sender), ecdh, true, []);
      const { privateKey } = await own;
      secret = crypto.subtle.deriveKey(
        { name: 'ECDH', public: peer },
        privateKey,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      );
      await report({ kind: 'request', method: request.content.handshake.method, params: [] });
      await answer(request, { result: { value: null }, data: { chains } });
      return;
    }
    if (request.content?.encrypted) {
      const { action } = await open(request.content.encrypted);
      await report({ kind: 'request', method: action.method, params: action.params ?? [] });
      if (action.method !== 'wallet_connect') {
        await answer(request, {
          result: { error: { code: 4200, message: 'The stand-in popup answers only wallet_connect.' } },
        });
        return;
      }
      const accounts = wallet.accounts.map((address) => ({ address, capabilities: {} }));
      await answer(request, { result: { value: { accounts } }, data: { chains } });
      window.close();
    }
  });
  opener?.postMessage({ event: 'PopupLoaded', id: crypto.randomUUID() }, '*');
}
