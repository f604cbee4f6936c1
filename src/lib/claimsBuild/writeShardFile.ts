import { writeNumber } from './writeNumber.ts';

/** One leaf of a shard: its index in `indexBytes` bytes (none when 0), its 20-byte account, its amount's length and bytes. */
export function encodeShardRecord(
  indexBytes: number,
  index: number,
  account: Uint8Array,
  amount: Uint8Array,
): Uint8Array {
  const record = new Uint8Array(indexBytes + 20 + 1 + amount.length);
  if (indexBytes > 0) writeNumber(record, 0, index, indexBytes);
  record.set(account, indexBytes);
  record[indexBytes + 20] = amount.length;
  record.set(amount, indexBytes + 21);
  return record;
}

/** A shard file: `header`, then the proof's 32-byte hashes, then the records, end to end. */
export function writeShardFile(
  header: Uint8Array,
  proof: readonly Uint8Array[],
  records: readonly Uint8Array[],
): Uint8Array {
  const length = records.reduce((total, record) => total + record.length, 0);
  const file = new Uint8Array(header.length + proof.length * 32 + length);
  file.set(header, 0);
  proof.forEach((hash, step) => {
    file.set(hash, header.length + step * 32);
  });
  let offset = header.length + proof.length * 32;
  for (const record of records) {
    file.set(record, offset);
    offset += record.length;
  }
  return file;
}
