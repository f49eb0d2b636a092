/** A keyword as it can appear in an SEO page's URL: lower-case words of letters and digits joined by hyphens. */
const KEYWORD = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Long enough for any search phrase; longer paths are not keywords anybody types. */
export const MAX_KEYWORD_LENGTH = 80;

export function isKeyword(value: string | undefined): value is string {
  return value !== undefined && value.length <= MAX_KEYWORD_LENGTH && KEYWORD.test(value);
}
