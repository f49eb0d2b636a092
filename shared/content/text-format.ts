import { joinFormulas, splitFormulas } from '../math/formulas.ts';

/**
 * How the content bank writes a mini class: paragraphs separated by a blank line, bullets as lines
 * starting with "- ", short heading lines ending in ":" and lines of the form "Título: texto". Text
 * keeps its `$…$` formulas; the renderer typesets them.
 */
export type ContentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lead?: string; text: string }
  | { kind: 'list'; items: { lead?: string; text: string }[] };

const maxHeadingLength = 60;
const maxLeadLength = 40;
const maxLeadWords = 5;

/** Drops markdown emphasis and code marks from the prose of a line; formulas are left alone. */
export function stripMarkdown(line: string): string {
  const segments = splitFormulas(line).map((segment) =>
    segment.kind === 'text'
      ? {
          ...segment,
          text: segment.text
            .replace(/\*\*|__|`/g, '')
            .replace(/(^|[\s(])\*(\S[^*]*?)\*(?=$|[\s.,;:!?)])/g, '$1$2')
            .replace(/(^|[\s(])_(\S[^_]*?)_(?=$|[\s.,;:!?)])/g, '$1$2'),
        }
      : segment,
  );
  return joinFormulas(segments);
}

/** Index of the first ": " (or final ":") outside formulas, or -1. */
function colonOutsideMath(line: string): number {
  let inMath = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '\\') i++;
    else if (char === '$') {
      inMath = !inMath;
      if (line[i + 1] === '$') i++;
    } else if (!inMath && char === ':' && (i + 1 === line.length || /\s/.test(line[i + 1] ?? ''))) return i;
  }
  return -1;
}

/** "Idea clave: texto" → { lead: 'Idea clave', text: 'texto' }; anything else has no lead. */
export function splitLead(line: string): { lead?: string; text: string } {
  const colon = colonOutsideMath(line);
  if (colon <= 0) return { text: line };
  const lead = line.slice(0, colon).trim();
  const text = line.slice(colon + 1).trim();
  const words = lead.split(/\s+/).length;
  if (!text || lead.length > maxLeadLength || words > maxLeadWords || !/^[\p{Lu}$¿¡]/u.test(lead)) {
    return { text: line };
  }
  return { lead, text };
}

function isHeadingLine(line: string): boolean {
  return line.endsWith(':') && line.length <= maxHeadingLength && !line.includes('$$');
}

/** Parses mini class content (or a worked example) into headings, paragraphs and bullet lists. */
export function parseContent(content: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    // Each blank-line-separated chunk starts fresh: a paragraph never continues across chunks.
    let previous: ContentBlock | undefined;
    for (const rawLine of chunk.split('\n')) {
      let line = stripMarkdown(rawLine.trim());
      if (!line) continue;
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      if (heading?.[1]) {
        previous = { kind: 'heading', text: heading[1].replace(/:$/, '') };
        blocks.push(previous);
        continue;
      }
      line = line.replace(/^>\s*/, '');
      const bullet = /^[-*•]\s+(.*)$/.exec(line);
      if (bullet?.[1]) {
        const item = splitLead(bullet[1]);
        if (previous?.kind === 'list') previous.items.push(item);
        else {
          previous = { kind: 'list', items: [item] };
          blocks.push(previous);
        }
        continue;
      }
      if (isHeadingLine(line)) {
        previous = { kind: 'heading', text: line.slice(0, -1).trim() };
        blocks.push(previous);
        continue;
      }
      const { lead, text } = splitLead(line);
      if (!lead && previous?.kind === 'paragraph') {
        previous.text = `${previous.text} ${text}`;
        continue;
      }
      previous = lead ? { kind: 'paragraph', lead, text } : { kind: 'paragraph', text };
      blocks.push(previous);
    }
  }
  return blocks;
}

export interface Explanation {
  steps: string[];
  result: string | null;
}

const stepLine = /^paso\s*\d+\s*[:.)-]?\s*/i;
const resultLine = /^resultado\s*[:.-]?\s*/i;

/** Splits an explanation written as numbered steps and a final result line into its parts. */
export function parseExplanation(explanation: string): Explanation {
  const steps: string[] = [];
  let result: string | null = null;
  let last: 'step' | 'result' | null = null;
  for (const raw of explanation.replace(/\r\n?/g, '\n').split('\n')) {
    const line = stripMarkdown(raw.trim());
    if (!line) continue;
    if (resultLine.test(line)) {
      result = line.replace(resultLine, '');
      last = 'result';
    } else if (stepLine.test(line) || last === null) {
      steps.push(line.replace(stepLine, ''));
      last = 'step';
    } else if (last === 'result') {
      result = `${result} ${line}`;
    } else {
      steps[steps.length - 1] = `${steps[steps.length - 1]} ${line}`;
    }
  }
  return { steps, result };
}
