import { randomUUID } from 'node:crypto';
import type { UniversalProviderOpts } from '@walletconnect/universal-provider';

/**
 * Options for a UniversalProvider standing in for the page's in Node: on the local relay at `relayUrl`, its
 * storage in memory under a prefix of its own, telemetry off as the page has it.
 */
export function pageProviderOptions(relayUrl: string, description: string): UniversalProviderOpts {
  return {
    projectId: '0123456789abcdef0123456789abcdef',
    relayUrl,
    customStoragePrefix: `test-page-${randomUUID()}`,
    storageOptions: { database: ':memory:' },
    metadata: { name: 'Test page', description, url: 'https://page.invalid', icons: [] },
    telemetryEnabled: false,
    logger: 'error',
  };
}
