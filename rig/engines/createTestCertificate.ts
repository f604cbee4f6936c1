import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** A self-signed TLS certificate and its key, both PEM. */
export interface TestCertificate {
  cert: string;
  key: string;
}

/**
 * Makes a fresh self-signed certificate for `hosts` with the system's `openssl` (valid one day, nothing kept
 * on disk afterwards). Browsers accept it only in a session started with `acceptInsecureCerts`.
 */
export async function createTestCertificate(hosts: readonly string[]): Promise<TestCertificate> {
  const dir = await mkdtemp(join(tmpdir(), 'engines-cert-'));
  try {
    const [keyPath, certPath] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=engines test proxy',
      '-addext',
      `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ]);
    return { cert: await readFile(certPath, 'utf8'), key: await readFile(keyPath, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
