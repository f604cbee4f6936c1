/** Where WalletConnect's client keeps its state in a browser (@walletconnect/keyvaluestorage). */
const DATABASE = 'WALLET_CONNECT_V2_INDEXED_DB';
const STORE = 'keyvaluestorage';
/** The sign client's sessions, as JSON text. */
const SESSIONS_KEY = 'wc@2:client:0.3:session';

/** A request on IndexedDB as a promise. */
const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * The topics of the WalletConnect sessions the page's client has stored in IndexedDB (its `wc@2:client:0.3:session` entry),
 * what a reload restores from: empty when none is stored, or the database does not exist yet.
 */
export async function readStoredSessions(): Promise<string[]> {
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === DATABASE)) return [];
  const db = await settled(indexedDB.open(DATABASE));
  try {
    const store = db.transaction(STORE, 'readonly').objectStore(STORE);
    const value: unknown = await settled(store.get(SESSIONS_KEY));
    const sessions: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(sessions) ? sessions.map((session: { topic: string }) => session.topic) : [];
  } finally {
    db.close();
  }
}
