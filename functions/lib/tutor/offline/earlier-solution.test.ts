import { describe, expect, it } from 'vitest';
import type { SolverReply } from '../solvers/declaration.ts';
import { withEarlierSolution } from './earlier-solution.ts';
import { answerOfflineDetailed } from './engine.ts';
import type { PartAnswer } from './part-chains.ts';

const sure = (text: string): SolverReply => ({ text, certain: true });
const part = (label: string, question: string, reply?: SolverReply): PartAnswer => ({
  label,
  question,
  reply,
});

const statement =
  'Se disuelven 7,1 g de sulfato de sodio (Na₂SO₄) en agua hasta 500 mL. (Na = 23; S = 32; O = 16)';
const molarity = part(
  'a',
  '¿Cuál es la molaridad de la solución?',
  sure('## Molaridad\n\n**M = 0,1 mol/L (0,1 M)**'),
);
const ions = part('b', '¿Cuál es la concentración molar de iones sodio?', sure('**[Na⁺] = 0,2 M**'));
const diluted = part(
  'b',
  'Toda la solución se diluye con agua hasta 2 L. ¿Cuál es la nueva molaridad?',
  sure('## Dilución\n\n**C₂ = 0,025 M** (mol/L)'),
);

describe('withEarlierSolution', () => {
  it('writes «esa solución» with the statement’s solute and the molarity an earlier part found', () => {
    const question =
      'Se toman 25 mL de esa solución y se diluyen con agua hasta 100 mL. ¿Cuál es la nueva molaridad?';
    expect(withEarlierSolution(question, [molarity, ions], statement)).toEqual({
      problem:
        'Se toman 25 mL de una solución de Na₂SO₄ 0,1 M y se diluyen con agua hasta 100 mL. ¿Cuál es la nueva molaridad?',
      label: 'a',
      value: '0,1',
    });
  });

  it('takes the diluted solution for «la solución diluida», and keeps the masses only for a mass asked', () => {
    const neutralized =
      '40 mL de la solución diluida se neutralizan con HCl 0,05 M. ¿Qué volumen de ácido se gasta?';
    expect(withEarlierSolution(neutralized, [molarity, diluted], statement)?.problem).toBe(
      '40 mL de una solución de Na₂SO₄ 0,025 M se neutralizan con HCl 0,05 M. ¿Qué volumen de ácido se gasta?',
    );
    const weighed = '¿Cuántos gramos de soluto hay en 200 mL de la solución diluida?';
    expect(withEarlierSolution(weighed, [molarity, diluted], statement)?.problem).toBe(
      '¿Cuántos gramos de soluto hay en 200 mL de una solución de Na₂SO₄ 0,025 M? (Na = 23; S = 32; O = 16)',
    );
  });

  it('writes nothing when the reference could be either solution, no volume is taken, or no molarity is sure', () => {
    const either = 'Se toman 10 mL de esa solución y se llevan a 50 mL. ¿Cuál es la nueva molaridad?';
    expect(withEarlierSolution(either, [molarity, diluted], statement)).toBeUndefined();
    expect(withEarlierSolution('¿Cuál es el pH de la solución?', [molarity], statement)).toBeUndefined();
    const unsure = part('a', '¿Cuál es la molaridad de la solución?', {
      text: '**M = 0,1 M**',
      certain: false,
    });
    expect(withEarlierSolution(either, [unsure], statement)).toBeUndefined();
    // An ion's concentration is not the solution's.
    expect(withEarlierSolution(either, [ions], statement)).toBeUndefined();
    expect(withEarlierSolution(either, [molarity], 'Se prepara una solución en agua.')).toBeUndefined();
  });
});

describe('a page whose later part takes an earlier part’s solution', () => {
  const ask = (message: string) => answerOfflineDetailed({ message, passages: [] });

  it('dilutes the given solution, then neutralizes a volume of the diluted one', async () => {
    const reply = await ask(
      'Se dispone de 200 mL de una solución de hidróxido de sodio 1,5 M. (Na = 23; O = 16; H = 1)\n' +
        'a) ¿Cuántos gramos de NaOH hay disueltos?\n' +
        'b) Toda esa solución se diluye con agua hasta 600 mL. ¿Cuál es la nueva molaridad?\n' +
        'c) 30 mL de la solución diluida se neutralizan con HCl 0,2 M. ¿Qué volumen de ácido se gasta?',
    );
    expect(reply.text).toMatch(/12 g/);
    expect(reply.text).toMatch(/0,5 M/);
    expect(reply.text).toMatch(/Con la solución de b\), 0,5 M/);
    expect(reply.text).toMatch(/V = 75 mL/);
  });

  it('states nothing for the later part when the earlier molarity is not found', async () => {
    const reply = await ask(
      'Se dispone de una solución de hidróxido de sodio. (Na = 23; O = 16; H = 1)\n' +
        'a) ¿Qué es una solución diluida?\n' +
        'b) 30 mL de esa solución se neutralizan con HCl 0,2 M. ¿Qué volumen de ácido se gasta?',
    );
    expect(reply.text).not.toMatch(/Con la solución de/);
    expect(reply.text).not.toMatch(/\*\*V = \d/);
  });
});
