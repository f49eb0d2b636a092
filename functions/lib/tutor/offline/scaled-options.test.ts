import { describe, expect, it } from 'vitest';
import { workedReply } from '../solvers/reply.ts';
import { matchingOptions, optionsReply, type QuestionOption } from './reading.ts';

/** A worked reply with one bold result, as the solvers write them. */
const worked = (answer: string) =>
  workedReply({ title: 'Un problema', data: 'datos', steps: ['Plantear.'], answer, closing: '¿Te cierra?' });

const options = (...texts: string[]): QuestionOption[] =>
  texts.map((text, i) => ({ label: 'ABCDE'.charAt(i), text, none: /^ninguna/i.test(text) }));

const labels = (found: QuestionOption[]) => found.map((option) => option.label);

describe('options written in another unit of the same kind', () => {
  it('reads a result in J against options in kJ, MJ or mJ, with their case', () => {
    const kilo = options('0,9 kJ', '9 kJ', '90 J', '1,8 kJ', 'Ninguna');
    expect(labels(matchingOptions(worked('**Ec = 900 J**'), kilo))).toEqual(['A']);
    const mega = options('2 mJ', '2 MJ', '20 kJ', '200 J', 'Ninguna');
    expect(labels(matchingOptions(worked('**Ec = 2.000.000 J**'), mega))).toEqual(['B']);
    expect(labels(matchingOptions(worked('**W = 0,002 J**'), mega))).toEqual(['A']);
  });

  it('does not take «2,5 cm/s²» for a = 2,5 m/s², and finds 250 cm/s²', () => {
    const found = matchingOptions(
      worked('**a = 2,5 m/s²**'),
      options('250 cm/s²', '0,0025 m/s²', '25 cm/s²', '2,5 cm/s²', 'Ninguna'),
    );
    expect(labels(found)).toEqual(['A']);
  });

  it('reads forces in kgf and dyn against a result in N (1 kgf = 9,8 N, 1 dyn = 10⁻⁵ N)', () => {
    const kgf = options('49 kgf', '5 kgf', '0,5 kgf', '50 kgf', 'Ninguna');
    expect(labels(matchingOptions(worked('**T = 49 N**'), kgf))).toEqual(['B']);
    const dyn = options('2000 dyn', '200 dyn', '20 000 dyn', '2 dyn', 'Ninguna');
    expect(labels(matchingOptions(worked('**F = 0,02 N**'), dyn))).toEqual(['A']);
  });

  it('names the option in another unit, and «ninguna» when no option is the quantity', () => {
    const solve = () => ({ text: worked('**Ec = 900 J**'), certain: true });
    const named = optionsReply(
      'Un cuerpo de 2 kg va a 30 m/s. Su energía cinética es:\nA) 0,9 kJ\nB) 9 kJ\nC) 90 J\nD) 1,8 kJ\nE) Ninguna respuesta anterior es correcta',
      solve,
    );
    expect(named?.text).toContain('**A)** 0,9 kJ');
    const none = optionsReply(
      'Un cuerpo de 2 kg va a 30 m/s. Su energía cinética es:\nA) 9 kJ\nB) 0,09 kJ\nC) 90 J\nD) 1,8 kJ\nE) Ninguna respuesta anterior es correcta',
      solve,
    );
    expect(none?.text).not.toMatch(/\*\*[A-D]\)\*\*/);
  });
});

describe('a kgf where the statement takes g = 10 m/s²', () => {
  const withTen = 'Un cuerpo de 5 kg cuelga en reposo de una cuerda (g = 10 m/s²). La tensión es:';
  const withoutG = 'Un cuerpo de 5 kg cuelga en reposo de una cuerda. La tensión es:';

  it('reads «5 kgf» as 49 N or 50 N when the statement takes g = 10, as 49 N otherwise', () => {
    const kgf = options('5 kgf', '50 kgf', '0,5 kgf', '500 kgf', 'Ninguna');
    expect(labels(matchingOptions(worked('**T = 50 N**'), kgf, withTen))).toEqual(['A']);
    expect(labels(matchingOptions(worked('**T = 49 N**'), kgf, withTen))).toEqual(['A']);
    expect(labels(matchingOptions(worked('**T = 60 N**'), kgf, withTen))).toEqual([]);
    expect(labels(matchingOptions(worked('**T = 50 N**'), kgf, withoutG))).toEqual([]);
    expect(labels(matchingOptions(worked('**T = 49 N**'), kgf, withoutG))).toEqual(['A']);
  });
});
