import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { rankingStanding } from '../../../../shared/domain/ranking.ts';
import { blankDays, markText } from './chart-text.ts';
import { DailyChart } from './daily-chart.tsx';
import { Ring, ringSentence } from './ring.tsx';
import { ScoreBars } from './score-bars.tsx';
import { SubjectBars } from './subject-bars.tsx';

const passMark = { value: 40, label: '4' };

describe('markText', () => {
  it('puts the mark itself on the passing side', () => {
    expect(markText(40, passMark)).toBe('Arriba del 4');
    expect(markText(39, passMark)).toBe('Debajo del 4');
  });
});

describe('blankDays', () => {
  it('gives the last days up to today, oldest first, across a month end, without practice', () => {
    expect(blankDays(new Date(2025, 2, 2, 23, 30), 3)).toEqual([
      { date: '2025-02-28', accuracy: 0, totalQuestions: 0 },
      { date: '2025-03-01', accuracy: 0, totalQuestions: 0 },
      { date: '2025-03-02', accuracy: 0, totalQuestions: 0 },
    ]);
  });
});

describe('Ring', () => {
  it('is one image whose name is the sentence: value, side of the mark and detail', () => {
    const html = renderToStaticMarkup(
      <Ring value={66.7} label="Precisión" detail="12 de 18" mark={passMark} size={96} />,
    );

    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Precisión: 67%, arriba del 4. 12 de 18."');
    expect(html).toContain('stroke-dasharray="66.7 100"');
    expect(html).toContain('width:96px');
  });

  it('draws no arc and says there is nothing yet when the value is null, instead of a 0 %', () => {
    const html = renderToStaticMarkup(<Ring value={null} label="Precisión" emptyText="Sin respuestas" />);

    expect(html).toContain('aria-label="Precisión: Sin respuestas."');
    expect(html).not.toContain('ring__value');
    expect(html).not.toContain('0%');
    expect(html).toContain('—');
  });

  it('keeps a value outside 0–100 on the ring', () => {
    expect(renderToStaticMarkup(<Ring value={140} label="Precisión" />)).toContain(
      'stroke-dasharray="100 100"',
    );
    expect(ringSentence({ value: 5, label: 'Nota', mark: passMark })).toBe('Nota: 5%, debajo del 4.');
  });
});

describe('ScoreBars', () => {
  it('says in words which side of the mark each bar is on, and shows the empty text without a bar', () => {
    const html = renderToStaticMarkup(
      <ScoreBars
        mark={{ ...passMark, legend: 'Se aprueba con 4.' }}
        items={[
          { key: 'a', name: 'Matemática', value: 75 },
          { key: 'b', name: 'Física', value: 20 },
          { key: 'c', name: 'Química', value: null, empty: 'Todavía no practicaste Química.' },
        ]}
      />,
    );

    expect(html).toContain('Se aprueba con 4.');
    expect(html.match(/Arriba del 4/g)).toHaveLength(1);
    expect(html.match(/Debajo del 4/g)).toHaveLength(1);
    expect(html.match(/score-bar__track/g)).toHaveLength(2);
    expect(html).toContain('Todavía no practicaste Química.');
    expect(html).toContain('width:75%');
    expect(html).toContain('left:40%');
  });
});

describe('SubjectBars', () => {
  const row = (subject: string, name: string, correct: number, total: number) => ({
    subject,
    name,
    accuracy: total ? Math.round((correct / total) * 100) : 0,
    correctAnswers: correct,
    totalQuestions: total,
    ranking: rankingStanding(total, 0, null),
  });
  const render = (period?: string) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <SubjectBars
          period={period}
          subjects={[row('matematicas', 'Matemática', 9, 12), row('quimica', 'Química', 0, 0)]}
        />
      </MemoryRouter>,
    );

  it('invites the student to start a subject without answers instead of showing 0 %', () => {
    const html = render();

    expect(html).toContain('Todavía no practicaste Química.');
    expect(html).toContain('href="/content/educational/quimica?tab=ejercicios"');
    expect(html).not.toMatch(/>0%</);
    expect(html).toContain('9 de 12 correctas');
    expect(html).toContain('Ranking: 18 preguntas más para tu percentil');
  });

  it('names the period when the numbers are not all-time', () => {
    expect(render('en los últimos 7 días')).toContain('No practicaste Química en los últimos 7 días.');
  });
});

describe('DailyChart', () => {
  it('keeps the numbers in a table and tells a day without practice from a day at 0 %', () => {
    const html = renderToStaticMarkup(
      <DailyChart
        caption="Precisión por día"
        mark={{ value: 40, legend: 'La línea marca el 4.' }}
        days={[
          { date: '2025-05-11', accuracy: 0, totalQuestions: 0 },
          { date: '2025-05-12', accuracy: 0, totalQuestions: 3 },
        ]}
      />,
    );

    expect(html).toContain('<caption>Precisión por día</caption>');
    expect(html).toContain('<td>Sin práctica</td>');
    expect(html).toContain('<td>3 preguntas</td><td>0%</td>');
    expect(html).toContain('La línea marca el 4.');
    expect(html.match(/day-chart__bar"/g)).toHaveLength(1);
  });
});
