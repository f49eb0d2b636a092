import type { ReactNode } from 'react';
import type { FormulaSegment } from '../../../../shared/math/formulas.ts';
import { MathSegments } from '../../components/math-text.tsx';
import { type ChatBlock, type ChatInline, type ChatList, parseChatMarkdown } from './chat-markdown.ts';

// Nodes of one answer never reorder, so their position is a stable key.

function renderInline(nodes: readonly ChatInline[]): ReactNode[] {
  const out: ReactNode[] = [];
  let run: FormulaSegment[] = [];
  const flushRun = () => {
    if (run.length > 0) out.push(<MathSegments key={out.length} segments={run} />);
    run = [];
  };
  for (const node of nodes) {
    if (node.type === 'text') {
      run.push({ kind: 'text', text: node.text });
      continue;
    }
    if (node.type === 'math') {
      run.push({ kind: 'math', tex: node.tex, display: node.display });
      continue;
    }
    flushRun();
    const key = out.length;
    if (node.type === 'break') out.push(<br key={key} />);
    else if (node.type === 'code') out.push(<code key={key}>{node.text}</code>);
    else if (node.type === 'strong') out.push(<strong key={key}>{renderInline(node.children)}</strong>);
    else out.push(<em key={key}>{renderInline(node.children)}</em>);
  }
  flushRun();
  return out;
}

function List({ list }: { list: ChatList }) {
  const items: ReactNode[] = [];
  for (const item of list.items) {
    items.push(
      <li key={items.length}>
        {renderInline(item.children)}
        {item.sublist ? <List list={item.sublist} /> : null}
      </li>,
    );
  }
  return list.ordered ? (
    <ol className="tutor-md__list" start={list.start === 1 ? undefined : list.start}>
      {items}
    </ol>
  ) : (
    <ul className="tutor-md__list">{items}</ul>
  );
}

function Block({ block }: { block: ChatBlock }) {
  switch (block.type) {
    case 'heading':
      // The dialog's title is the h2; an answer's own headings sit below it.
      return block.level === 3 ? (
        <h4 className="tutor-md__heading tutor-md__heading--minor">{renderInline(block.children)}</h4>
      ) : (
        <h3 className="tutor-md__heading">{renderInline(block.children)}</h3>
      );
    case 'paragraph':
      return <p className="tutor-md__paragraph">{renderInline(block.children)}</p>;
    case 'rule':
      return <hr className="tutor-md__rule" />;
    case 'list':
      return <List list={block} />;
  }
}

/** A tutor answer: its markdown subset as React elements, formulas typeset by KaTeX. */
export function ChatMarkdown({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  for (const block of parseChatMarkdown(text)) blocks.push(<Block key={blocks.length} block={block} />);
  return <div className="tutor-md">{blocks}</div>;
}
