import { describe, expect, it } from 'vitest';
import { readReaction, solveBalancing, solveRedox } from './redox.ts';

const options = (statement: string, ...choices: string[]) =>
  [
    statement,
    ...choices.map((c, i) => `${'ABCDE'[i]}) ${c}`),
    'E) Ninguna respuesta anterior es correcta',
  ].join('\n');

describe('a redox reaction', () => {
  it('reads oxidation numbers of salts, oxoacids, bracketed and unbracketed ions (sum 0 checked)', () => {
    const reaction = readReaction('3 Cu + 8 HNO₃ → 3 Cu(NO₃)₂ + 2 NO + 4 H₂O');
    const numbers = reaction?.products.map((s) => Object.fromEntries(s.numbers));
    expect(numbers).toEqual([
      { Cu: 2, N: 5, O: -2 },
      { N: 2, O: -2 },
      { H: 1, O: -2 },
    ]);
    for (const s of [...(reaction?.reactants ?? []), ...(reaction?.products ?? [])]) {
      const sum = [...s.composition].reduce(
        (total, [e, n]) => total + (s.numbers.get(e) ?? Number.NaN) * n,
        0,
      );
      expect(sum, s.formula).toBe(0);
    }
    expect(Object.fromEntries(readReaction('Zn + CuSO₄ → ZnSO₄ + Cu')?.reactants[1]?.numbers ?? [])).toEqual({
      Cu: 2,
      S: 6,
      O: -2,
    });
  });

  it('names the right statement about a reaction', () => {
    const reply = solveRedox(
      options(
        'Para la reacción 2 KMnO₄ + 16 HCl → 2 KCl + 2 MnCl₂ + 5 Cl₂ + 8 H₂O, indique la afirmación correcta:',
        'el manganeso se oxida de +7 a +2',
        'el HCl actúa como agente reductor',
        'el cloro pasa de −1 a +1',
        'el KMnO₄ es el agente reductor',
      ),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('B');
  });

  it('weighs options of two claims joined by «y», the second with the subject of the first', () => {
    const reply = solveRedox(
      options(
        'Dada la reacción Mg + 2 HCl → MgCl₂ + H₂, señale la opción correcta.',
        'El Mg se reduce y el H⁺ es el agente oxidante',
        'El H⁺ gana un electrón y actúa como agente oxidante',
        'El ion cloruro se oxida a cloro gaseoso',
        'El Mg capta dos electrones del H⁺',
      ),
    );
    expect(reply?.certain).toBe(true);
    expect(reply?.option).toBe('B');
    // Every claim false: the «ninguna» option.
    const none = solveRedox(
      options(
        'En la reacción Fe + CuSO₄ → FeSO₄ + Cu, indique la opción correcta.',
        'El Fe se reduce y actúa como agente oxidante',
        'El Cu²⁺ pierde dos electrones',
        'El azufre se reduce',
        'El Cu²⁺ es el agente reductor',
      ),
    );
    expect(none?.option).toBe('E');
    // A count of electrons that is not one atom's change is not weighed.
    expect(
      solveRedox(
        options(
          'En la reacción Fe + CuSO₄ → FeSO₄ + Cu, indique la opción correcta.',
          'El Fe pierde tres electrones y actúa como agente reductor',
          'El Cu²⁺ pierde dos electrones',
          'El azufre se reduce',
          'El Cu²⁺ es el agente reductor',
        ),
      ),
    ).toBeUndefined();
  });

  it('reads states after the formulas and a reactant named by its element or ion', () => {
    const reply = solveRedox(
      options(
        'En la reacción Fe(s) + CuSO₄(aq) → FeSO₄(aq) + Cu(s), señale la afirmación correcta:',
        'El hierro se reduce y actúa como agente oxidante',
        'El ion cobre(II) gana dos electrones y actúa como agente oxidante',
        'El azufre cambia su número de oxidación de +6 a +4',
        'El hierro pasa de número de oxidación +2 a 0',
      ),
    );
    expect(reply?.option).toBe('B');
    expect(
      solveRedox(
        options(
          'En la reacción Zn + 2 HCl → ZnCl₂ + H₂, indique la opción correcta.',
          'El cinc gana electrones',
          'El cinc actúa como agente reductor',
          'El cloro se oxida',
          'El HCl es el agente reductor',
        ),
      )?.option,
    ).toBe('B');
  });

  it('names the change of the element reduced', () => {
    const reply = solveRedox(
      options(
        'En la reacción 3 Cu + 8 HNO₃ → 3 Cu(NO₃)₂ + 2 NO + 4 H₂O, el número de oxidación del nitrógeno que se reduce pasa de:',
        '+5 a +2',
        '+3 a +2',
        '+5 a +4',
        '−3 a +2',
      ),
    );
    expect(reply?.option).toBe('A');
  });

  it('answers the agents asked alone', () => {
    const reply = solveRedox(
      'Dada la reacción K2Cr2O7 + HCl → CrCl3 + KCl + Cl2 + H2O, indique el agente oxidante y el agente reductor.',
    );
    expect(reply?.text).toContain('**Agente oxidante: K₂Cr₂O₇; agente reductor: HCl**');
  });

  it('declines balancing, a statement it cannot read, and a reaction with no single oxidation and reduction', () => {
    expect(
      solveRedox(
        'Dada la reacción K2Cr2O7 + HCl → CrCl3 + KCl + Cl2 + H2O, indique el agente oxidante y balancee la ecuación.',
      ),
    ).toBeUndefined();
    expect(
      solveRedox(
        options(
          'Para la reacción 2 KMnO₄ + 16 HCl → 2 KCl + 2 MnCl₂ + 5 Cl₂ + 8 H₂O, indique la afirmación correcta:',
          'el manganeso se oxida de +7 a +2',
          'se transfieren 10 electrones',
          'el cloro pasa de −1 a +1',
          'el KMnO₄ es el agente reductor',
        ),
      ),
    ).toBeUndefined();
    // Not redox: nothing changes.
    expect(
      solveRedox('En la reacción HCl + NaOH → NaCl + H₂O, indique el agente oxidante y el agente reductor.'),
    ).toBeUndefined();
    // The same element both oxidized and reduced (disproportionation): no single pair of agents.
    expect(
      solveRedox(
        'En la reacción Cl₂ + 2 NaOH → NaCl + NaClO + H₂O, indique el agente oxidante y el agente reductor.',
      ),
    ).toBeUndefined();
  });

  it('answers the changes, what oxidizes and the agent of a part, with the masses left to other parts', () => {
    const reply = solveRedox(
      'El cobre reacciona con ácido nítrico concentrado según Cu + 4 HNO₃ → Cu(NO₃)₂ + 2 NO₂ + 2 H₂O. Se tratan 12,7 g de cobre con exceso de ácido. (Cu = 63,5) Indique qué elementos cambian su número de oxidación, cuál se oxida y cuál es el agente oxidante.',
    );
    expect(reply?.text).toContain('**Cambian Cu: 0 → +2 y N: +5 → +4**');
    expect(reply?.text).toContain('**Agente oxidante: HNO₃; agente reductor: Cu**');
    expect(
      solveRedox(
        'Cu + 4 HNO₃ → Cu(NO₃)₂ + 2 NO₂ + 2 H₂O. Indique el agente oxidante y calcule cuántos gramos de NO₂ se forman con 2 mol de Cu.',
      ),
    ).toBeUndefined();
  });

  it('balances an equation asked alone, and declines one with two balances or a mass asked too', () => {
    expect(
      solveBalancing('Dada la reacción K2Cr2O7 + HCl → CrCl3 + KCl + Cl2 + H2O:\nBalancee la ecuación.')
        ?.text,
    ).toContain('**K₂Cr₂O₇ + 14HCl → 2CrCl₃ + 2KCl + 3Cl₂ + 7H₂O**');
    expect(solveBalancing('Balancee H2 + O2 → H2O2 + H2O')).toBeUndefined();
    expect(
      solveBalancing('Balancee C3H8 + O2 → CO2 + H2O y calcule la masa de CO2 que forman 44 g de C3H8.'),
    ).toBeUndefined();
  });
});
