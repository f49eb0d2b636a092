import { parseContent } from '../../../../shared/content/text-format.ts';
import { MathText } from '../../components/math-text.tsx';

function Lead({ lead }: { lead: string | undefined }) {
  if (!lead) return null;
  return (
    <>
      <strong className="edu-content__lead">
        <MathText text={`${lead}:`} />
      </strong>{' '}
    </>
  );
}

/** Mini class content (or a worked example): headings, paragraphs and bullets, formulas typeset. */
export function FormattedContent({
  content,
  headingLevel = 2,
}: {
  content: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="edu-content">
      {parseContent(content).map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading':
            return (
              <Heading key={key} className="edu-content__heading">
                <MathText text={block.text} />
              </Heading>
            );
          case 'list':
            return (
              <ul key={key} className="edu-content__list">
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items of parsed static text never reorder.
                  <li key={itemIndex}>
                    <Lead lead={item.lead} />
                    <MathText text={item.text} />
                  </li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={key} className="edu-content__paragraph">
                <Lead lead={block.lead} />
                <MathText text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}
