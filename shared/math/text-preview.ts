import { plainText } from './formulas.ts';

/** Characters of a mini class's preview on its card in the subject's list. */
export const PREVIEW_LENGTH = 150;

/** Stands for an escaped dollar (`\$`, a price) while the formulas between dollars are read. */
const DOLLAR = '\u0000';

/**
 * The first `length` characters of a text from the content bank as plain text: formulas as Unicode,
 * without markdown marks, headings, bullets or line breaks; cut at a word boundary when one is close,
 * with an ellipsis. The subject's list sends this instead of the whole mini class.
 */
export function textPreview(content: string, length = PREVIEW_LENGTH): string {
  const flat = content
    .replaceAll('\\$', DOLLAR)
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/^#{1,6}\s+/, '')
        .replace(/^>\s*/, '')
        .replace(/^[-*•]\s+/, ''),
    )
    .filter(Boolean)
    .join(' ');
  // Formulas become Unicode first, so the emphasis marks left to drop are the prose's own.
  const text = plainText(flat)
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|[\s(])\*(\S[^*]*?)\*(?=$|[\s.,;:!?)])/g, '$1$2')
    .replace(/(^|[\s(])_(\S[^_]*?)_(?=$|[\s.,;:!?)])/g, '$1$2')
    .replaceAll(DOLLAR, '$')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  if (chars.length <= length) return text;
  const cut = chars.slice(0, length).join('');
  const space = cut.lastIndexOf(' ');
  const trimmed = space >= length - 30 ? cut.slice(0, space) : cut;
  return `${trimmed.replace(/[\s,;:.(—-]+$/u, '')}…`;
}
