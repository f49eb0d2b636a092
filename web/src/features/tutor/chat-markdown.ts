import { at } from '../../../../shared/lib/must.ts';
import { splitFormulas } from '../../../../shared/math/formulas.ts';

/**
 * The tutor answers in a small markdown subset: headings, paragraphs, ordered and unordered lists,
 * **bold**, *italics* / _italics_, `code`, and `$…$` / `$$…$$` formulas. This parser turns an
 * answer into a plain tree; the widget renders the tree as React elements, so nothing the model
 * writes (tags, links, entities) is ever interpreted as HTML. Anything outside the subset stays
 * as the literal text it was.
 */

export type ChatInline =
  | { type: 'text'; text: string }
  | { type: 'math'; tex: string; display: boolean }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: ChatInline[] }
  | { type: 'em'; children: ChatInline[] }
  | { type: 'break' };

export interface ChatListItem {
  children: ChatInline[];
  sublist?: ChatList;
}

export interface ChatList {
  type: 'list';
  ordered: boolean;
  /** Number of the first item of an ordered list. */
  start: number;
  items: ChatListItem[];
}

export type ChatBlock =
  | { type: 'heading'; level: 1 | 2 | 3; children: ChatInline[] }
  | { type: 'paragraph'; children: ChatInline[] }
  | { type: 'rule' }
  | ChatList;

// Inline ---------------------------------------------------------------------------------------

/**
 * A formula or a code span is one unit, so emphasis markers inside it are not markers; an escaped
 * character (`\*`) is plain text that never marks anything.
 */
type Atom =
  | { kind: 'char'; char: string }
  | { kind: 'escaped'; char: string }
  | { kind: 'math'; tex: string; display: boolean }
  | { kind: 'code'; text: string };

function toAtoms(source: string): Atom[] {
  const atoms: Atom[] = [];
  for (const segment of splitFormulas(source)) {
    if (segment.kind === 'math') {
      atoms.push({ kind: 'math', tex: segment.tex, display: segment.display });
      continue;
    }
    const { text } = segment;
    let i = 0;
    while (i < text.length) {
      if (text[i] === '`') {
        const end = text.indexOf('`', i + 1);
        if (end > i + 1) {
          atoms.push({ kind: 'code', text: text.slice(i + 1, end) });
          i = end + 1;
          continue;
        }
      }
      const next = text[i + 1];
      if (text[i] === '\\' && next !== undefined && /[*_`#\\]/.test(next)) {
        atoms.push({ kind: 'escaped', char: next });
        i += 2;
        continue;
      }
      // Whole code points, so an emoji is never split in two.
      const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
      atoms.push({ kind: 'char', char });
      i += char.length;
    }
  }
  return atoms;
}

type Marker = '**' | '*' | '_';

const charAt = (atoms: readonly Atom[], index: number): string | undefined => {
  const atom = atoms[index];
  if (!atom) return undefined;
  return atom.kind === 'char' || atom.kind === 'escaped' ? atom.char : 'x';
};
const isSpace = (char: string | undefined) => char === undefined || /\s/u.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

function markerAt(atoms: readonly Atom[], index: number, marker: Marker): boolean {
  for (let k = 0; k < marker.length; k++) {
    const atom = atoms[index + k];
    if (atom?.kind !== 'char' || atom.char !== marker[k]) return false;
  }
  return true;
}

/** An opening marker is followed by text, and `_` also needs no letter right before it (snake_case). */
function opensAt(atoms: readonly Atom[], index: number, marker: Marker): boolean {
  if (!markerAt(atoms, index, marker)) return false;
  const after = charAt(atoms, index + marker.length);
  if (isSpace(after) || after === marker[0]) return false;
  return marker !== '_' || !isWordChar(charAt(atoms, index - 1));
}

function closesAt(atoms: readonly Atom[], index: number, marker: Marker): boolean {
  if (!markerAt(atoms, index, marker)) return false;
  const before = charAt(atoms, index - 1);
  if (isSpace(before)) return false;
  // "**" must not be read as two "*": a single-star closer is not followed or preceded by another.
  if (marker === '*' && (charAt(atoms, index + 1) === '*' || before === '*')) return false;
  // In "*cm***" the bold closes with the last two stars of the run, the italics with the first.
  if (marker === '**' && charAt(atoms, index + 2) === '*') return false;
  return marker !== '_' || !isWordChar(charAt(atoms, index + 1));
}

function findCloser(atoms: readonly Atom[], from: number, marker: Marker): number {
  for (let i = from; i < atoms.length; i++) if (closesAt(atoms, i, marker)) return i;
  return -1;
}

/** Deeper than this, markers are shown as they are: answers never nest emphasis that far. */
const MAX_NESTING = 4;

function parseAtoms(atoms: readonly Atom[], depth: number): ChatInline[] {
  const nodes: ChatInline[] = [];
  let text = '';
  const flush = () => {
    if (text) nodes.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < atoms.length) {
    const atom = at(atoms, i, 'atom');
    if (atom.kind === 'escaped') {
      text += atom.char;
      i++;
      continue;
    }
    if (atom.kind !== 'char') {
      flush();
      nodes.push(
        atom.kind === 'math'
          ? { type: 'math', tex: atom.tex, display: atom.display }
          : { type: 'code', text: atom.text },
      );
      i++;
      continue;
    }
    if (atom.char === '\n') {
      flush();
      nodes.push({ type: 'break' });
      i++;
      continue;
    }
    if (depth < MAX_NESTING) {
      const marker = (['**', '*', '_'] as const).find((candidate) => opensAt(atoms, i, candidate));
      const close = marker ? findCloser(atoms, i + marker.length + 1, marker) : -1;
      if (marker && close !== -1) {
        flush();
        const children = parseAtoms(atoms.slice(i + marker.length, close), depth + 1);
        nodes.push(marker === '**' ? { type: 'strong', children } : { type: 'em', children });
        i = close + marker.length;
        continue;
      }
    }
    text += atom.char;
    i++;
  }
  flush();
  return nodes;
}

/** One line or paragraph of an answer as inline nodes. */
export function parseInline(source: string): ChatInline[] {
  return parseAtoms(toAtoms(source), 0);
}

// Blocks ---------------------------------------------------------------------------------------

const headingLine = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/;
const itemLine = /^([ \t]*)(?:([-*+])|(\d{1,9})[.)])[ \t]+(.*)$/;
const ruleLine = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

const indentWidth = (indent: string) => indent.replace(/\t/g, '    ').length;

interface OpenList {
  list: ChatList;
  indent: number;
}

/** Splits an answer into blocks; inline content is parsed at the end, once its lines are joined. */
export function parseChatMarkdown(source: string): ChatBlock[] {
  const blocks: ChatBlock[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let lists: OpenList[] = [];
  /** The item whose text a following indented line continues. */
  let lastItem: { item: ChatListItem; lines: string[] } | null = null;
  const pendingItems: { item: ChatListItem; lines: string[] }[] = [];

  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  const endLists = () => {
    lists = [];
    lastItem = null;
  };
  /** A display formula opened on this line and not closed: the following lines belong to it. */
  const opensDisplayMath = (text: string) => (text.match(/(?<!\\)\$\$/g)?.length ?? 0) % 2 === 1;

  for (let index = 0; index < lines.length; index++) {
    let line = at(lines, index, 'line');
    if (opensDisplayMath(line)) {
      let closing = index + 1;
      while (closing < lines.length && !opensDisplayMath(at(lines, closing, 'line'))) closing++;
      if (closing < lines.length) {
        line = lines.slice(index, closing + 1).join(' ');
        index = closing;
      }
    }

    if (line.trim() === '') {
      endParagraph();
      lastItem = null;
      continue;
    }
    const heading = headingLine.exec(line);
    if (heading) {
      endParagraph();
      endLists();
      const level = Math.min(3, at(heading, 1, 'heading marks').length) as 1 | 2 | 3;
      blocks.push({ type: 'heading', level, children: parseInline(at(heading, 2, 'heading text')) });
      continue;
    }
    if (ruleLine.test(line)) {
      endParagraph();
      endLists();
      blocks.push({ type: 'rule' });
      continue;
    }
    const item = itemLine.exec(line);
    if (item) {
      endParagraph();
      const indent = indentWidth(at(item, 1, 'indent'));
      const ordered = item[3] !== undefined;
      // Close lists nested deeper than this item.
      for (let top = lists.at(-1); top && indent < top.indent; top = lists.at(-1)) lists.pop();
      let current = lists[lists.length - 1];
      const parentItem = current?.list.items[current.list.items.length - 1];
      if (current && indent >= current.indent + 2 && parentItem) {
        const sublist: ChatList = { type: 'list', ordered, start: ordered ? Number(item[3]) : 1, items: [] };
        parentItem.sublist = sublist;
        current = { list: sublist, indent };
        lists.push(current);
      } else if (!current || current.list.ordered !== ordered) {
        if (current) lists.pop();
        const list: ChatList = { type: 'list', ordered, start: ordered ? Number(item[3]) : 1, items: [] };
        const owner = lists.at(-1)?.list.items.at(-1);
        if (owner) owner.sublist = list;
        else blocks.push(list);
        current = { list, indent };
        lists.push(current);
      }
      const entry: ChatListItem = { children: [] };
      current.list.items.push(entry);
      lastItem = { item: entry, lines: [at(item, 4, 'item text')] };
      pendingItems.push(lastItem);
      continue;
    }
    if (lastItem && /^[ \t]+\S/.test(line)) {
      lastItem.lines.push(line.trim());
      continue;
    }
    endLists();
    paragraph.push(line.trim());
  }
  endParagraph();
  for (const { item, lines: itemLines } of pendingItems) item.children = parseInline(itemLines.join('\n'));
  return blocks;
}
