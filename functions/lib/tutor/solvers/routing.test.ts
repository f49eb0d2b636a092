import { describe, expect, it } from 'vitest';
import { answerOffline, answerOfflineDetailed } from '../offline/engine.ts';
import { declareSolver } from './declaration.ts';
import type { SolverName } from './registry.ts';
import { routeProblem } from './route.ts';

const ask = (message: string) => answerOffline({ message, passages: [] });

/** [what the student writes, the title of the reply that must answer it, a result it must contain] */
const problems: [string, string, string][] = [
  ['resolve 2x - 3 < 5', '## Inecuación lineal', 'x < 4'],
  ['(x-1)/(x+2) ≥ 0', '## Inecuación racional', 'x < -2 o x ≥ 1'],
  ['x^2 - 4 > 0', '## Inecuación cuadrática', 'x < -2 o x > 2'],
  ['|2x−3| < 5', '## Inecuación con módulo', '-1 < x < 4'],
  ['|2x-3| = 5', '## Ecuación con módulo', 'x = -1 y x = 4'],
  ['cuanto vale x si 2^(x+1)=16', '## Ecuación exponencial', 'x = 3'],
  ['log2(x) + log2(x-2) = 3', '## Ecuación logarítmica', 'x = 4'],
  ['sen x = 1/2', '## Ecuación trigonométrica', 'π/6'],
  ['2 sen² x − 1 = 0', '## Ecuación trigonométrica', '7π/4'],
  ['un triangulo rectangulo tiene catetos de 3 cm y 4 cm', '## Triángulo rectángulo', 'c = 5 cm'],
  ['factorizá x^2 - 5x + 6', '## Factorización', '(x - 2)(x - 3)'],
  ['simplificá (x^2 - 1)/(x - 1)', '## Simplificación de una expresión algebraica', 'x + 1, con x ≠ 1'],
  [
    'un cuerpo de 5 kg es empujado con una fuerza de 20 N, cual es su aceleracion?',
    '## Segunda ley de Newton',
    'a = 4 m/s²',
  ],
  [
    'un bloque de 2 kg se deja deslizar por un plano inclinado de 30° sin rozamiento',
    '## Plano inclinado sin rozamiento',
    'a = 4,9 m/s²',
  ],
  ['maquina de atwood con masas de 3 kg y 2 kg', '## Máquina de Atwood', 'a = 1,96 m/s²'],
  [
    'que trabajo realiza una fuerza de 50 N que desplaza un cuerpo 10 m',
    '## Trabajo de una fuerza',
    'W = 500 J',
  ],
  [
    'cual es la energia cinetica de un auto de 1000 kg que va a 72 km/h',
    '## Energía cinética',
    'Ec = 200.000 J',
  ],
  [
    'por conservacion de la energia, con que velocidad llega al piso un cuerpo que se deja caer desde 20 m',
    '## Conservación de la energía mecánica',
    'v ≈ 19,8 m/s',
  ],
  [
    'dos autos separados por 300 km salen al mismo tiempo uno hacia el otro a 60 km/h y 90 km/h, cuando y donde se encuentran?',
    '## Encuentro',
    't = 2 h',
  ],
  [
    'un auto sale a 60 km/h y 2 h despues sale otro del mismo punto a 90 km/h, cuando lo alcanza?',
    '## Encuentro',
    't = 4 h',
  ],
  ['cual es la molaridad de una solucion con 20 g de NaOH en 500 mL', '## Molaridad', 'M = 1 mol/L'],
  [
    'se toman 50 mL de una solucion 2 M y se diluyen hasta 200 mL, cual es la concentracion final',
    '## Dilución',
    'C₂ = 0,5 M',
  ],
  ['cuantas moleculas hay en 2 moles de agua', '## Número de Avogadro', '1,204 · 10²⁴'],
  ['que presion ejercen 2 moles de un gas en 10 L a 27 °C', '## Gases ideales', 'P = 4,92 atm'],
  ['que volumen ocupan 88 g de CO2 en CNPT', '## Gases ideales', 'V = 44,8 L'],
  ['que nombre tiene Fe2O3', '## Nomenclatura de Fe₂O₃', 'óxido de hierro (III)'],
  ['formula del acido sulfurico', '## Fórmula del ácido sulfúrico', 'H₂SO₄'],
];

describe('the offline tutor routes each new kind of problem to its solver', () => {
  it.each(problems)('%s', (message, title, result) => {
    const reply = ask(message);

    expect(reply.startsWith(title)).toBe(true);
    expect(reply).toContain(result);
    expect(reply).toMatch(/¿[^?]+\?/);
  });

  it('uses the markdown subset: balanced formulas, no code, tables, links or tags', () => {
    for (const [message] of problems) {
      const reply = ask(message);

      expect(reply).not.toMatch(/```|\|\s*---|\]\(|<\w+>/);
      expect((reply.match(/\$/g) ?? []).length % 2).toBe(0);
    }
  });

  it('still hands the old kinds to their solvers', () => {
    expect(ask('x^2 - 5x + 6 = 0')).toContain('## Ecuación cuadrática');
    expect(ask('se deja caer una piedra desde 20 m de altura, ¿con qué velocidad llega al suelo?')).toContain(
      '## Caída libre',
    );
    expect(ask('un auto recorre 150 km en 2 h, ¿cuál es su velocidad?')).toContain(
      '## Movimiento rectilíneo uniforme',
    );
    expect(ask('¿cuántos moles hay en 36 g de agua?')).toContain('## De gramos a moles');
    expect(ask('masa molar del H2SO4')).toContain('## Masa molar');
    expect(ask('pasá 90 km/h a m/s')).toContain('## Conversión de unidades');
  });
});

describe('a solver that is not sure', () => {
  const says = (name: SolverName, text: string, certain: boolean) =>
    declareSolver({
      name,
      offer: '',
      summary: '',
      examples: [],
      solve: (problem) => (problem.includes('7') ? { text, certain } : undefined),
    });

  it('gives way to a later solver that is certain, or to the same problem reworded', () => {
    const unsure = says('solve_kinematics', 'sin resultado', false);
    const sure = says('convert_units', 'con resultado', true);

    expect(routeProblem(['7 km'], [unsure, sure])).toEqual({
      text: 'con resultado',
      certain: true,
      solver: 'convert_units',
    });
    expect(routeProblem(['nada', '7 km'], [sure])).toMatchObject({ certain: true });
  });

  it('keeps the first unsure reply when no solver is certain, and skips a solver that throws', () => {
    const broken = declareSolver({
      name: 'solve_newton',
      offer: '',
      summary: '',
      examples: [],
      solve: () => {
        throw new Error('bug');
      },
    });
    const unsure = says('solve_kinematics', 'primero', false);
    const alsoUnsure = says('convert_units', 'segundo', false);

    expect(routeProblem(['7 km'], [broken, unsure, alsoUnsure])).toEqual({
      text: 'primero',
      certain: false,
      solver: 'solve_kinematics',
    });
    expect(routeProblem(['nada'], [unsure])).toBeUndefined();
  });

  it('is certain when it used every datum', () => {
    expect(
      answerOfflineDetailed({ message: 'maquina de atwood con masas de 3 kg y 2 kg', passages: [] }),
    ).toEqual({
      text: ask('maquina de atwood con masas de 3 kg y 2 kg'),
      certain: true,
    });
  });

  it('never calls an overview or a passage certain', () => {
    expect(answerOfflineDetailed({ message: '¿qué es un mol?', passages: [] }).certain).toBe(false);
  });
});
