import { describe, expect, it } from 'vitest';
import { plainText } from '../../../../../shared/math/formulas.ts';
import { contentBank } from '../../../../content/bank.ts';
import { tuningSet } from '../../../../content/exam-style/index.ts';
import { examStyleMessage } from '../../evaluation/exam-style.ts';
import { evaluationPrompts } from '../../evaluation/prompts.ts';
import { everyWrittenProblem } from '../../evaluation/written/every-set.ts';
import { solveWithCuedFamilies } from '../load-solvers.ts';
import { declarationsFor, solverDeclarations, solverFamilies } from '../registry.ts';
import { solutionFrom } from '../solution.ts';
import { solveProblem } from '../solve-problem.ts';
import { familiesFor } from './cues.ts';
import { familyNames } from './names.ts';

/** The bank's problems with a numeric or chosen answer, as plain text (written by us for the course). */
const bankProblems = Object.values(contentBank).flatMap(({ exercises }) =>
  exercises.flatMap((exercise) =>
    exercise.kind === 'multiple-choice' || exercise.kind === 'numeric' ? [plainText(exercise.question)] : [],
  ),
);

/** Every problem we wrote or tune on; the held-out half stays out, as everywhere but the evaluation. */
const problems = [
  ...solverDeclarations.flatMap(({ examples }) => examples),
  ...evaluationPrompts.map(({ message }) => message),
  ...bankProblems,
  ...[...tuningSet, ...(await everyWrittenProblem())].map(examStyleMessage),
];

describe('the families a message is tried with', () => {
  it('hold every solver once, in the engine order', () => {
    expect(familyNames.flatMap((family) => solverFamilies[family])).toEqual([...solverDeclarations]);
  });

  // Two declines may differ in the method they show; a result never: none hidden, none let through.
  it('change no result on any problem of our sets: a cue never hides the family that answers it', () => {
    const differing = problems.filter((problem) => {
      const everySolver = solutionFrom(problem, solverDeclarations);
      const cued = solveProblem(problem);
      return everySolver.certain !== cued.certain || (everySolver.certain && everySolver.text !== cued.text);
    });
    expect(differing).toEqual([]);
  }, 900_000);

  it('always include math, and leave out a family whose words are absent', () => {
    expect(familiesFor('Resolvé x² − 5x + 6 = 0')).toEqual(['math']);
    expect(familiesFor('¿Cuántos moles hay en 36 g de agua?')).toContain('chemistry');
    // A molarity and an all-capitals formula, which the formula cue leaves out.
    expect(familiesFor('¿Qué masa de KOH se necesita para preparar 500 mL de solución 0,1 M?')).toContain(
      'chemistry',
    );
    expect(familiesFor('Un auto recorre 200 m en 10 s.')).not.toContain('chemistry');
    // ADR 0113: motion-stages takes motion's cue.
    expect(familiesFor('Un auto parte del reposo y acelera a 2 m/s² durante 5 s.')).toEqual([
      'motion-stages',
      'motion',
      'math',
    ]);
    expect(familiesFor('Pasá 90 km/h a m/s.')).toContain('measurement');
    expect(familiesFor('¿Cuántos litros hay en 3,4 m³?')).toContain('measurement');
    expect(familiesFor('La densidad del aluminio es 2,7 g/cm³. ¿Cuánto vale en kg/m³?')).toContain(
      'measurement',
    );
    expect(familiesFor('Un bloque de 5 kg es empujado con una fuerza de 20 N.')).toContain('forces');
    expect(
      familiesFor('Una bala de 20 g a 400 m/s choca con un bloque de madera en reposo y se incrusta en él.'),
    ).toContain('energy');
    expect(familiesFor('Dos resistencias de 4 Ω y 6 Ω en serie se conectan a 20 V.')).toContain(
      'electricity',
    );
    expect(familiesFor('Un cuerpo totalmente sumergido en agua recibe un empuje de 3 N.')).toContain(
      'fluids-heat',
    );
    expect(declarationsFor('Resolvé 2x + 3 = 7').every(({ name }) => name !== 'solve_kinematics')).toBe(true);
    expect(familiesFor('Resolvé 2x + 3 = 7')).toEqual(['math']);
    expect(familiesFor('Si 3 kg de pan cuestan $ 1.200, ¿cuánto cuestan 5 kg?')).toContain('word-problems');
    expect(familiesFor('La suma de tres números consecutivos es 84. ¿Cuál es el mayor?')).toContain(
      'word-problems',
    );
    expect(familiesFor('Un ciclista a 20 km/h tarda 3 h. ¿Cuánto tardará si va a 30 km/h?')).toContain(
      'word-problems',
    );
    expect(familiesFor('Un bloque de 5 kg sube por un plano inclinado 30°.')).not.toContain('word-problems');
    expect(familiesFor('Resolvé sen x = 1/2 en [0; 2π).')).toContain('geometry');
    expect(familiesFor('¿Cuál es el volumen de un cilindro de radio 3 cm y altura 10 cm?')).toContain(
      'geometry',
    );
    // ADR 0113: quadratics takes the functions' cue.
    expect(familiesFor('Hallá el dominio de f(x) = √(4 − x²).')).toEqual(['functions', 'quadratics', 'math']);
    // ADR 0121: the complex numbers and the lines and vectors take one cue.
    expect(familiesFor('Calculá (2 + 3i)(1 − i).')).toEqual(['complex-numbers', 'lines-vectors', 'math']);
    expect(familiesFor('Hallá el módulo de v = (3; 4).')).toContain('lines-vectors');
    // ADR 0111: the exponential equations went with the polynomials, the figures and the power to their own.
    // ADR 0126: and then to a module of their own on the same cue.
    expect(familiesFor('Resolvé 2^(x + 1) = 16.')).toEqual([
      'functions',
      'quadratics',
      'polynomials',
      'exponential-log',
      'math',
    ]);
    expect(familiesFor('Dividí P(x) = x³ − 2x + 1 por (x − 1).')).toContain('polynomials');
    // «se denomina», as «se llama», asks a name.
    expect(familiesFor('El compuesto Ca(OH)₂ se denomina:')).toContain('chemistry-names');
    expect(familiesFor('¿Cuál es el volumen de un cilindro de radio 3 cm y altura 10 cm?')).toContain(
      'figures',
    );
    expect(familiesFor('¿Cuál es el área de un trapecio de bases 8 cm y 5 cm y altura 4 cm?')).not.toContain(
      'power',
    );
    expect(familiesFor('Una bomba de 2 kW eleva agua a 10 m. ¿Qué caudal en L/s?')).toContain('power');
    expect(familiesFor('Un auto de 1000 kg va a 72 km/h. ¿Cuál es su energía cinética?')).not.toContain(
      'power',
    );
    expect(familiesFor('Un auto parte del reposo y acelera a 2 m/s² durante 5 s.')).not.toContain(
      'functions',
    );
  });

  it('are what the loaded modules answer with, loading only the cued families', async () => {
    const message = 'Un auto parte del reposo y acelera a 2 m/s² durante 5 s. ¿Qué distancia recorre?';
    expect(await solveWithCuedFamilies(message)).toEqual(solveProblem(message));
  });
});
