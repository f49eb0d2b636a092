import { describe, expect, it } from 'vitest';
import { askedClause, readStatement } from './physics.ts';

const asked = (statement: string) => askedClause(readStatement(statement));

describe('askedClause: a last sentence of data after the question', () => {
  it('is not the question: the sentence before it is', () => {
    expect(
      asked(
        'Un bloque de 2 kg se suelta desde lo alto de una rampa de 5 m de largo inclinada 37°. Hallar la velocidad con que llega abajo. Datos: g = 10 m/s², sen 37° = 0,6, cos 37° = 0,8.',
      ),
    ).toContain('velocidad con que llega abajo');
  });

  it('reads «Considere g = 9,8 m/s².» closing a stem as data', () => {
    expect(
      asked(
        'Se deja caer una piedra desde 45 m. El tiempo que tarda en llegar al suelo es: Considere g = 9,8 m/s².',
      ),
    ).toContain('tiempo que tarda');
  });

  it('keeps a sentence that gives g and also asks', () => {
    expect(
      asked('Una piedra se lanza hacia arriba con 20 m/s. Considere g = 10 m/s² y calcule la altura máxima.'),
    ).toContain('calcule la altura maxima');
  });
});
