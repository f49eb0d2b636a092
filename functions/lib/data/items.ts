import * as z from '../../../shared/api/zod.ts';

/**
 * A stored item that does not have the shape its module reads: a bug or a missed migration, never
 * client input, so it surfaces as a server error that names what was read.
 */
export class StoredItemError extends Error {
  constructor(what: string, key: string, issues: string) {
    super(`Stored ${what} (${key}) does not match its schema: ${issues}`);
    this.name = 'StoredItemError';
  }
}

/** The item's key for an error message, with any e-mail in it left out of the logs. */
function keyOf(item: Record<string, unknown>): string {
  const hideEmail = (value: unknown) => String(value).replace(/[^#]*@[^#]*/g, '<email>');
  return `pk=${hideEmail(item.pk)} sk=${hideEmail(item.sk)}`;
}

/**
 * Reads one item as `schema` says it is stored. Attributes the schema does not name (the table's
 * keys, index keys, ttl) are dropped; a missing or mistyped attribute throws StoredItemError.
 */
export function parseItem<Schema extends z.ZodType>(
  schema: Schema,
  item: Record<string, unknown>,
  what: string,
): z.output<Schema> {
  const result = schema.safeParse(item);
  if (result.success) return result.data;
  throw storedItemError(what, item, result.error);
}

function storedItemError(what: string, item: Record<string, unknown>, error: z.ZodError): StoredItemError {
  const issues = error.issues
    .map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`)
    .join('; ');
  return new StoredItemError(what, keyOf(item), issues);
}

/** Every item of a read, each parsed as `schema`. */
export function parseItems<Schema extends z.ZodType>(
  schema: Schema,
  items: readonly Record<string, unknown>[] | undefined,
  what: string,
): z.output<Schema>[] {
  return (items ?? []).map((item) => parseItem(schema, item, what));
}

/** The `ttl` attribute (epoch seconds), for the reads that check expiry themselves. */
export const ttlSchema = z.number().optional();

/**
 * Every item of a read of many, each parsed as `schema`, except those whose only fault is a value of
 * `fields` the schema no longer names (a subject or topic written by older code): those are left out,
 * and logged, so one stale counter never turns a student's page into an error. Any other fault throws
 * as in `parseItem`.
 */
export function parseItemsLeavingOut<Schema extends z.ZodType>(
  schema: Schema,
  items: readonly Record<string, unknown>[] | undefined,
  what: string,
  fields: readonly string[],
): z.output<Schema>[] {
  const parsed: z.output<Schema>[] = [];
  for (const item of items ?? []) {
    const result = schema.safeParse(item);
    if (result.success) {
      parsed.push(result.data);
      continue;
    }
    const stale = result.error.issues.every(
      (issue) => issue.code === 'invalid_value' && fields.includes(String(issue.path[0])),
    );
    if (!stale) throw storedItemError(what, item, result.error);
    console.warn(
      JSON.stringify({ level: 'WARN', message: `stored ${what} left out: unknown value`, key: keyOf(item) }),
    );
  }
  return parsed;
}
