import { ensNormalize, getAddress, ZeroAddress } from 'ethers';
import { MAX_INPUT_LENGTH } from '../config/limits.ts';
import { AppError } from '../errors/AppError.ts';
import { hasHiddenCharacters } from '../format/hiddenCharacters.ts';

/** What a visitor asked to see: a checksummed address, or a normalised ENS name still to resolve. */
export type AccountInput = { kind: 'address'; address: string } | { kind: 'ens'; name: string };

const HEX_BODY = /^[0-9a-fA-F]*$/;

/**
 * Parses an address (`0x` + 40 hex, EIP-55 checksum when mixed case) or an ENS name, which ENSIP-15
 * normalisation judges. Hidden characters are refused first, so none is dropped silently on the way (ENSIP-15
 * itself ignores a soft hyphen or a word joiner), while emoji joined into one (👨‍👩‍👧.eth) stay valid.
 */
export function parseAccountInput(input: string): AccountInput {
  const value = input.trim();
  if (value === '') throw new AppError('INPUT_EMPTY');
  if (value.length > MAX_INPUT_LENGTH)
    throw new AppError('INPUT_TOO_LONG', { values: { max: MAX_INPUT_LENGTH } });
  if (hasHiddenCharacters(value)) throw new AppError('INPUT_HIDDEN_CHARACTERS');
  if (/^0x/i.test(value)) return { kind: 'address', address: parseAddress(value) };
  if (/^[0-9a-fA-F]{40}$/.test(value)) throw new AppError('INPUT_MISSING_0X');
  return { kind: 'ens', name: parseEnsName(value) };
}

/** Validates a `0x…` string as an address and returns it checksummed. */
function parseAddress(value: string): string {
  const body = value.slice(2);
  if (!HEX_BODY.test(body)) throw new AppError('INPUT_ADDRESS_NOT_HEX');
  if (body.length !== 40) {
    throw new AppError('INPUT_ADDRESS_LENGTH', {
      detail: { key: 'ADDRESS_LENGTH', values: { count: body.length } },
    });
  }
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase();
  const checksummed = getAddress(`0x${body.toLowerCase()}`);
  if (mixedCase && checksummed !== `0x${body}`) throw new AppError('INPUT_BAD_CHECKSUM');
  if (checksummed === ZeroAddress) throw new AppError('INPUT_ZERO_ADDRESS');
  return checksummed;
}

/** Normalises an ENS name (ENSIP-15); needs at least two labels, such as `name.eth`. */
function parseEnsName(value: string): string {
  let name: string;
  try {
    name = ensNormalize(value);
  } catch (error) {
    const reason = error instanceof Error && 'shortMessage' in error ? String(error.shortMessage) : undefined;
    throw new AppError('INPUT_INVALID_ENS', {
      cause: error,
      ...(reason
        ? { detail: { key: 'TEXT', values: { text: reason.replace(/^invalid ENS name \((.*)\)$/s, '$1') } } }
        : {}),
    });
  }
  if (!name.includes('.')) throw new AppError('INPUT_NOT_ACCOUNT');
  return name;
}
