import type { WalletApp } from './walletAppSchema.ts';

const FIELDS = ['name', 'icon', 'native', 'universal'] as const;

/** `name: Old → New; native: a → none` for the fields that differ between two entries of the same wallet. */
function describeFields(before: WalletApp, after: WalletApp): string[] {
  return FIELDS.filter((field) => before[field] !== after[field]).map(
    (field) => `${field}: ${before[field] ?? 'none'} → ${after[field] ?? 'none'}`,
  );
}

/**
 * One line per change from one wallet app list to the next, by wallet id: `+ Name (added at 3)`,
 * `- Name (removed)`, `~ Name: position 2 → 1; native: a → b`. An empty array when nothing changed.
 */
export function describeWalletAppChanges(
  before: readonly WalletApp[],
  after: readonly WalletApp[],
): string[] {
  const lines = after.flatMap((app, index) => {
    const oldIndex = before.findIndex((old) => old.id === app.id);
    const old = before[oldIndex];
    if (old === undefined) return [`+ ${app.name} (added at ${index + 1})`];
    const moved = oldIndex === index ? [] : [`position ${oldIndex + 1} → ${index + 1}`];
    const changes = [...moved, ...describeFields(old, app)];
    return changes.length === 0 ? [] : [`~ ${app.name}: ${changes.join('; ')}`];
  });
  const removed = before.filter((old) => !after.some((app) => app.id === old.id));
  return [...lines, ...removed.map((old) => `- ${old.name} (removed)`)];
}
