import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tuningSet } from '../../../../content/exam-style/index.ts';
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { examStyleMessage } from '../../evaluation/exam-style.ts';
import { evaluationPrompts } from '../../evaluation/prompts.ts';
import { solveWithCuedFamilies } from '../load-solvers.ts';
import { declarationsFor, solverDeclarations, solverFamilies } from '../registry.ts';
import { solutionFrom } from '../solution.ts';
import { solveProblem } from '../solve-problem.ts';
import { familiesFor } from './cues.ts';
import { familyNames } from './names.ts';

/** Every written set (evaluation/written/), each module's problems, so that a new set is held here too. */
async function writtenProblems(): Promise<ExamStyleProblem[]> {
  const folder = new URL('../../evaluation/written/', import.meta.url);
  const sets = readdirSync(folder).filter((file) => /^[a-z0-9-]+(?<!\.testing|\.test)\.ts$/.test(file));
  const modules = await Promise.all(sets.map((file) => import(new URL(file, folder).href)));
  return modules.flatMap((module: Record<string, unknown>) =>
    Object.values(module).filter(Array.isArray).flat().filter(isProblem),
  );
}

function isProblem(value: unknown): value is ExamStyleProblem {
  return typeof value === 'object' && value !== null && 'statement' in value && 'format' in value;
}

/** Every problem we wrote or tune on; the held-out half stays out, as everywhere but the evaluation. */
const problems = [
  ...solverDeclarations.flatMap(({ examples }) => examples),
  ...evaluationPrompts.map(({ message }) => message),
  ...[...tuningSet, ...(await writtenProblems())].map(examStyleMessage),
];

describe('the families a message is tried with', () => {
  it('hold every solver once, in the engine order', () => {
    expect(familyNames.flatMap((family) => solverFamilies[family])).toEqual([...solverDeclarations]);
  });

  it('change no reply on any problem of our sets: a cue never hides the family that answers it', () => {
    const differing = problems.filter((problem) => {
      const everySolver = solutionFrom(problem, solverDeclarations);
      const cued = solveProblem(problem);
      return everySolver.text !== cued.text || everySolver.certain !== cued.certain;
    });
    expect(differing).toEqual([]);
  }, 300_000);

  it('always include measurement and math, and leave out a family whose words are absent', () => {
    expect(familiesFor('Resolvé x² − 5x + 6 = 0')).toEqual(['measurement', 'math']);
    expect(familiesFor('¿Cuántos moles hay en 36 g de agua?')).toContain('chemistry');
    // A molarity and an all-capitals formula, which the formula cue leaves out.
    expect(familiesFor('¿Qué masa de KOH se necesita para preparar 500 mL de solución 0,1 M?')).toContain(
      'chemistry',
    );
    expect(familiesFor('Un auto recorre 200 m en 10 s.')).not.toContain('chemistry');
    expect(familiesFor('Un auto parte del reposo y acelera a 2 m/s² durante 5 s.')).toEqual([
      'motion',
      'measurement',
      'math',
    ]);
    expect(familiesFor('Un bloque de 5 kg es empujado con una fuerza de 20 N.')).toContain('forces');
    expect(
      familiesFor('Una bala de 20 g a 400 m/s choca con un bloque de madera en reposo y se incrusta en él.'),
    ).toContain('energy');
    expect(familiesFor('Dos resistencias de 4 Ω y 6 Ω en serie se conectan a 20 V.')).toContain(
      'circuits-fluids-heat',
    );
    expect(familiesFor('Un cuerpo totalmente sumergido en agua recibe un empuje de 3 N.')).toContain(
      'circuits-fluids-heat',
    );
    expect(declarationsFor('Resolvé 2x + 3 = 7').every(({ name }) => name !== 'solve_kinematics')).toBe(true);
    expect(familiesFor('Resolvé 2x + 3 = 7')).toEqual(['measurement', 'math']);
    expect(familiesFor('Resolvé sen x = 1/2 en [0; 2π).')).toContain('geometry');
    expect(familiesFor('¿Cuál es el volumen de un cilindro de radio 3 cm y altura 10 cm?')).toContain(
      'geometry',
    );
    expect(familiesFor('Hallá el dominio de f(x) = √(4 − x²).')).toContain('functions');
    expect(familiesFor('Calculá (2 + 3i)(1 − i).')).toContain('functions');
    expect(familiesFor('Resolvé 2^(x + 1) = 16.')).toContain('functions');
    expect(familiesFor('Un auto parte del reposo y acelera a 2 m/s² durante 5 s.')).not.toContain(
      'functions',
    );
  });

  it('are what the loaded modules answer with, loading only the cued families', async () => {
    const message = 'Un auto parte del reposo y acelera a 2 m/s² durante 5 s. ¿Qué distancia recorre?';
    expect(await solveWithCuedFamilies(message)).toEqual(solveProblem(message));
  });
});
