import { formatConfigIssues } from '../config/formatConfigIssues.ts';
import { AppError } from '../errors/AppError.ts';
import { type WalletApp, walletAppsSchema } from './walletAppSchema.ts';

/** Validates a wallet app list (the parsed `walletApps.json`); throws CONFIG_INVALID naming each bad field. */
export function parseWalletApps(value: unknown): WalletApp[] {
  const result = walletAppsSchema.safeParse(value);
  if (result.success) return result.data;
  const details = formatConfigIssues(result.error.issues);
  throw new AppError('CONFIG_INVALID', {
    message: `Invalid wallet app list:\n${details}`,
    detail: { key: 'TEXT', values: { text: details } },
  });
}
