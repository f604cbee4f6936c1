import type { PlainErrorCode } from '../../lib/errors/AppError.ts';
import { AppError } from '../../lib/errors/AppError.ts';

/** Settles like `promise`, or rejects with an AppError of `code` when it has not settled within `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, code: PlainErrorCode): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError(code)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
