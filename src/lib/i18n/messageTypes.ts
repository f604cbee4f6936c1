/** The plural categories a language may use (Unicode CLDR). */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A message that depends on a `{count}`: one text per plural category the language uses; `other` always. */
export type PluralText = { readonly other: string } & {
  readonly [category in Exclude<PluralCategory, 'other'>]?: string;
};

/** A message of a catalogue: plain text, or one text per plural category. `{name}` marks a value. */
export type Text = string | PluralText;

/** A span of time, written in the locale's words when its message is: "5 minutes ago", "1 hour", "in 3 days". */
export interface Duration {
  readonly seconds: bigint;
  readonly style: 'ago' | 'span' | 'in';
}

/** A value for a message's `{name}`. */
export type MessageValue = string | number | bigint | Duration;

/** The values of a message's placeholders, by name. */
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** The `{name}` placeholders of a message text. */
type PlaceholdersIn<Message extends string> = Message extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersIn<Rest>
  : never;

/** The placeholders an English message names, `count` for plural ones: what a caller must give it. */
export type PlaceholdersOf<Message> = Message extends string
  ? PlaceholdersIn<Message>
  : Message extends PluralText
    ? 'count' | PlaceholdersIn<Message[keyof Message] & string>
    : never;

/** The values a message takes, as the rest of a call's arguments: one record of them, or none at all. */
export type ValuesArgs<Message> = [PlaceholdersOf<Message>] extends [never]
  ? []
  : [values: Readonly<Record<PlaceholdersOf<Message>, MessageValue>>];
