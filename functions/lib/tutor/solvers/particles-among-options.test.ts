import { describe, expect, it } from 'vitest';
import { mostMoleculesAmongOptions } from './particles-among-options.ts';

const options = (statement: string, ...choices: string[]) =>
  [
    statement,
    ...choices.map((c, i) => `${'ABCDE'[i]}) ${c}`),
    'E) Ninguna respuesta anterior es correcta',
  ].join('\n');

describe('mostMoleculesAmongOptions', () => {
  it('names the sample with the most moles, in grams or in moles', () => {
    const reply = mostMoleculesAmongOptions(
      options(
        '¿Cuál de estas muestras tiene más moléculas? (H = 1; O = 16; S = 32)',
        '32 g de O₂',
        '0,5 mol de SO₂',
        '18 g de H₂O',
        '2 g de H₂',
      ),
    );
    // O₂ 1 mol, SO₂ 0,5 mol, H₂O 1 mol, H₂ 1 mol: three tie, none proved alone.
    expect(reply).toBeUndefined();
    const clear = mostMoleculesAmongOptions(
      options(
        '¿Cuál de estas muestras tiene más moléculas? (H = 1; O = 16)',
        '32 g de O₂',
        '4 g de H₂',
        '9 g de H₂O',
        '0,5 mol de O₂',
      ),
    );
    expect(clear?.certain).toBe(true);
    expect(clear?.option).toBe('B');
    const fewest = mostMoleculesAmongOptions(
      options(
        'Indicar la muestra que contiene el menor número de moléculas:',
        '1 g de H₂',
        '1 g de CO₂',
        '1 g de CH₄',
        '1 g de NH₃',
      ),
    );
    expect(fewest?.option).toBe('B');
  });

  it('picks the right sample for random masses (seeded): the one whose m/M is largest', () => {
    let seed = 11;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const molar: Record<string, number> = { 'H₂O': 18, 'CO₂': 44, 'NH₃': 17, 'CH₄': 16 };
    for (let k = 0; k < 15; k++) {
      const masses = Object.keys(molar).map(() => 1 + Math.floor(60 * next()));
      const moles = Object.keys(molar).map((f, i) => (masses[i] ?? 0) / (molar[f] ?? 1));
      const best = moles.indexOf(Math.max(...moles));
      if (moles.filter((n) => Math.abs(n - (moles[best] ?? 0)) < 1e-9).length > 1) continue;
      const reply = mostMoleculesAmongOptions(
        options(
          '¿Cuál de las siguientes muestras contiene el mayor número de moléculas?',
          ...Object.keys(molar).map((f, i) => `${masses[i]} g de ${f}`),
        ),
      );
      expect(reply?.option).toBe('ABCD'[best]);
    }
  });

  it('declines atoms asked, a stray number in the stem, or an atomic mass no option uses', () => {
    const choices = ['10 g de H₂O', '10 g de CO₂', '10 g de NH₃', '10 g de CH₄'];
    expect(
      mostMoleculesAmongOptions(options('¿Cuál contiene el mayor número de átomos?', ...choices)),
    ).toBeUndefined();
    expect(
      mostMoleculesAmongOptions(options('¿Cuál de las muestras, a 25 °C, tiene más moléculas?', ...choices)),
    ).toBeUndefined();
    expect(
      mostMoleculesAmongOptions(
        options('¿Cuál tiene más moléculas? (H = 1; C = 12; N = 14; O = 16; S = 32)', ...choices),
      ),
    ).toBeUndefined();
  });
});
