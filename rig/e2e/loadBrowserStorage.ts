import type { Page } from '@playwright/test';

/** What a page's origin keeps in the browser: localStorage, and every IndexedDB record as `db/store/key`. */
export interface BrowserStorage {
  localStorage: Record<string, string>;
  indexedDb: Record<string, string>;
}

/**
 * Reads every localStorage entry and every IndexedDB record of the page's origin, values as JSON text. Runs
 * in the page: any engine's driver can evaluate it.
 */
export async function readOriginStorage(): Promise<BrowserStorage> {
  const request = <T>(action: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      action.onsuccess = () => resolve(action.result);
      action.onerror = () => reject(action.error);
    });
  const indexedDb: Record<string, string> = {};
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const opening = indexedDB.open(name);
    const db = await request(opening);
    for (const storeName of db.objectStoreNames) {
      const store = db.transaction(storeName, 'readonly').objectStore(storeName);
      const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
      keys.forEach((key, index) => {
        indexedDb[`${name}/${storeName}/${String(key)}`] = JSON.stringify(values[index]);
      });
    }
    db.close();
  }
  return { localStorage: { ...window.localStorage }, indexedDb };
}

/** Loads every localStorage entry and every IndexedDB record of the page's origin, values as JSON text. */
export function loadBrowserStorage(page: Page): Promise<BrowserStorage> {
  return page.evaluate(readOriginStorage);
}

/** The entries of `storage` whose key or value mentions `needle` (case-insensitive), as `key: value`. */
export function entriesMentioning(storage: BrowserStorage, needle: string): string[] {
  const lower = needle.toLowerCase();
  return [...Object.entries(storage.localStorage), ...Object.entries(storage.indexedDb)]
    .filter(([key, value]) => `${key} ${value}`.toLowerCase().includes(lower))
    .map(([key, value]) => `${key}: ${value.slice(0, 200)}`);
}
