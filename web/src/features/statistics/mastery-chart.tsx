import {
  type MasteryLevel,
  masteryCells,
  masteryLabels,
  masteryLevels,
  weakestSubtopics,
} from '../../../../shared/domain/mastery.ts';
import { type TopicId, topicTitles } from '../../../../shared/domain/subjects.ts';
import { Link } from '../../components/link.tsx';
import { practiceLink } from '../../lib/practice-link.ts';
import type { SubjectOutlook, SubtopicMastery } from './api.ts';
import { masterySummary, subtopicText } from './outlook-format.ts';

/** A subtopic's tile: four bars of growing height, as many filled as its level says (0 to 4). */
const TILE = 28;
const STEP = TILE + 6;
const PER_ROW = 8;
const LABEL = 18;
const ROW = LABEL + TILE + 12;
const BAR_WIDTH = 4;
const BAR_GAP = 2;
const BAR_LEFT = (TILE - 4 * BAR_WIDTH - 3 * BAR_GAP) / 2;

function Tile({ level, x = 0, y = 0 }: { level: MasteryLevel; x?: number; y?: number }) {
  const filled = masteryCells[level];
  return (
    <g transform={`translate(${x} ${y})`} className={`mastery-tile mastery-tile--${level}`}>
      <rect className="mastery-tile__box" x="0.5" y="0.5" width={TILE - 1} height={TILE - 1} rx="5" />
      {[0, 1, 2, 3].map((bar) => {
        const height = ((bar + 1) / 4) * (TILE - 10);
        return (
          <rect
            key={bar}
            className={bar < filled ? 'mastery-tile__bar mastery-tile__bar--on' : 'mastery-tile__bar'}
            x={BAR_LEFT + bar * (BAR_WIDTH + BAR_GAP)}
            y={TILE - 5 - height}
            width={BAR_WIDTH}
            height={height}
            rx="1"
          />
        );
      })}
    </g>
  );
}

/** What each tile means: the same drawing with its level's name. */
export function MasteryLegend() {
  return (
    <ul className="mastery-legend">
      {[...masteryLevels].reverse().map((level) => (
        <li key={level} className="mastery-legend__item">
          <svg viewBox={`0 0 ${TILE} ${TILE}`} width="22" height="22" aria-hidden="true" focusable="false">
            <Tile level={level} />
          </svg>
          {masteryLabels[level]}
        </li>
      ))}
    </ul>
  );
}

/** Topics as rows of tiles, one tile per subtopic, in the syllabus map's order. */
function MasteryGrid({ outlook, summary }: { outlook: SubjectOutlook; summary: string }) {
  const topics = [...new Set(outlook.subtopics.map((s) => s.topic))];
  // A topic may have more subtopics than the usual row (funciones has nine): the row grows to hold them.
  const perRow = Math.max(
    PER_ROW,
    ...topics.map((t) => outlook.subtopics.filter((s) => s.topic === t).length),
  );
  const width = perRow * STEP;
  return (
    <svg
      className="mastery-grid"
      viewBox={`0 0 ${width} ${topics.length * ROW}`}
      role="img"
      focusable="false"
    >
      <title>{summary}</title>
      {topics.map((topic, row) => (
        <g key={topic} transform={`translate(0 ${row * ROW})`}>
          <text className="mastery-grid__topic" x="0" y="13">
            {topicTitles[topic as TopicId] ?? topic}
          </text>
          {outlook.subtopics
            .filter((s) => s.topic === topic)
            .map((subtopic, column) => (
              <g key={subtopic.id}>
                <title>{`${subtopic.title}: ${subtopicText(subtopic)}`}</title>
                <Tile level={subtopic.level} x={column * STEP} y={LABEL} />
              </g>
            ))}
        </g>
      ))}
    </svg>
  );
}

/**
 * One subject's mastery: the grid of tiles (a picture, described in one sentence), the subtopics to
 * reinforce first with a link to practise each, and every subtopic in a table for whoever wants the
 * numbers or cannot see the picture.
 */
export function MasteryChart({ outlook }: { outlook: SubjectOutlook }) {
  const summary = masterySummary(outlook.name, outlook.subtopics);
  const first = weakestSubtopics(outlook.subtopics, 3);
  return (
    <div className="mastery">
      <p className="mastery__summary" aria-hidden="true">
        {summary}
      </p>
      <MasteryGrid outlook={outlook} summary={summary} />
      {first.length > 0 ? (
        <>
          <h3 className="mastery__subtitle">Para reforzar primero</h3>
          <ul className="stats-topics">
            {first.map((subtopic) => (
              <li key={subtopic.id} className="stats-topic">
                <div className="stats-topic__text">
                  <strong>{subtopic.title}</strong>
                  <span className="stats-topic__meta">
                    {subtopic.correct} de {subtopic.answers} correctas · {masteryLabels[subtopic.level]}
                  </span>
                </div>
                <span className="stats-topic__accuracy">{subtopic.estimate} %</span>
                <Link className="stats-topic__practice" to={practiceLink(outlook.subject, subtopic.topic)}>
                  Practicar<span className="visually-hidden"> {subtopic.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">
          Cuando respondas ejercicios o simuladores de {outlook.name} te vamos a mostrar acá qué subtemas
          conviene reforzar.
        </p>
      )}
      <details className="mastery__details">
        <summary>
          Ver los {outlook.subtopics.length} subtemas de {outlook.name}
        </summary>
        <div className="mastery__table-wrap">
          <table className="mastery__table">
            <caption className="visually-hidden">Dominio de cada subtema de {outlook.name}</caption>
            <thead>
              <tr>
                <th scope="col">Subtema</th>
                <th scope="col">Nivel</th>
                <th scope="col">Respuestas</th>
              </tr>
            </thead>
            <tbody>
              {outlook.subtopics.map((subtopic) => (
                <tr key={subtopic.id}>
                  <th scope="row">{subtopic.title}</th>
                  <td>{masteryLabels[subtopic.level]}</td>
                  <td>
                    {subtopic.estimate === null
                      ? '—'
                      : `${subtopic.correct} de ${subtopic.answers} (${subtopic.estimate} %)`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
