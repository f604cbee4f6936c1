import type { z } from 'zod';
import { describeUnknownField } from './describeUnknownField.ts';

type RawIssue = z.core.$ZodRawIssue;

/** The `unrecognized_keys` issue an object raises about itself (its fields' issues carry a path). */
const isOwnUnknownKeys = (issue: RawIssue): issue is z.core.$ZodRawIssue<z.core.$ZodIssueUnrecognizedKeys> =>
  issue.code === 'unrecognized_keys' && !issue.path?.length;

/**
 * `schema` made strict: an unknown key is an error, reported at its own path with the nearest known name
 * (`claims[0].fromat: unknown field; did you mean \`format\`?`) rather than in one list at the object. It is
 * reported even when other fields of the object are wrong, so every unknown key shows beside them.
 * Use as `z.object({ … }).apply(rejectUnknownKeys)`.
 */
export function rejectUnknownKeys<Shape extends z.core.$ZodShape>(schema: z.ZodObject<Shape>) {
  const known = Object.keys(schema.shape);
  return schema.strict().superRefine(
    (_value, context) => {
      const own = context.issues.filter(isOwnUnknownKeys);
      if (own.length === 0) return;
      const perKey = own.flatMap((issue) =>
        issue.keys.map(
          (key): RawIssue => ({
            code: 'unrecognized_keys',
            keys: [key],
            path: [key],
            message: describeUnknownField(key, known),
            input: issue.input,
            continue: true,
          }),
        ),
      );
      const others = context.issues.filter((issue) => !isOwnUnknownKeys(issue));
      context.issues.splice(0, context.issues.length, ...others, ...perKey);
    },
    { when: () => true },
  );
}
