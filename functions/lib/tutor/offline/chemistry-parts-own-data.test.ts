import { describe, expect, it } from 'vitest';
import { answerOfflineDetailed } from './engine.ts';

const ask = (message: string) => answerOfflineDetailed({ message, passages: [] });

describe('a reaction in parts, each part with its own data (#32)', () => {
  it('answers the acid present in the solution apart from the metal another part uses', () => {
    const reply = ask(
      [
        'Se echan 5,6 g de hierro en 200 mL de ácido clorhídrico 1,5 M: Fe + 2 HCl → FeCl₂ + H₂. Datos: Fe = 56; H = 1; Cl = 35,5. Calcular:',
        'a) la masa de HCl presente en la solución',
        'b) la masa de FeCl₂ que se forma',
      ].join('\n'),
    );
    expect(reply.certain, reply.text).toBe(true);
    expect(reply.text).toContain('**m(HCl) = 10,95 g**');
    expect(reply.text).toMatch(/\*\*m\(FeCl₂\) = 12,7 g\*\*/);
  });

  it('answers a product from the gas collected, the sample said impure', () => {
    const reply = ask(
      [
        'Una muestra de 30 g de magnesio impuro reacciona con HCl en exceso y se desprenden 1 mol de H₂: Mg + 2 HCl → MgCl₂ + H₂ (Mg = 24; Cl = 35,5).',
        'a) Calcular la pureza de la muestra (%).',
        'b) Calcular la masa de MgCl₂ formada.',
      ].join('\n'),
    );
    expect(reply.text).toMatch(/pureza en Mg = 80 %/);
    expect(reply.text).toContain('95 g');
  });
});
