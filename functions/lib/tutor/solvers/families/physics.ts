/**
 * Physics' solvers, in the offline engine's order: the narrower before the broader they resemble
 * (ADR 0050): a meeting (two bodies), a release from a moving platform and a projectile before
 * kinematics (one body, one dimension), an elevator before Newton and the pulley, the power against
 * friction (it asks a power) and the works on an incline before the incline, an incline before Newton
 * on a flat surface, power before work and energy; circular motion and the echo before kinematics,
 * which would read them as a straight line. Circuits, hydrostatics and calorimetry are a family of
 * their own, tried before this one (circuits-fluids-heat.ts).
 */

import { circularSolver } from '../circular.ts';
import { declareSolver, fromText } from '../declaration.ts';
import { dimensionalSolver } from '../dimensional.ts';
import { displacementSolver } from '../displacement.ts';
import { solveAtwood, solveInclinedPlane, solveNewton } from '../dynamics.ts';
import { echoSolver } from '../echo.ts';
import { elevatorSolver } from '../elevator.ts';
import { solveWorkEnergy } from '../energy.ts';
import { energyBalanceSolver } from '../energy-balance.ts';
import { forceSumSolver } from '../force-sum.ts';
import { frictionPowerSolver } from '../friction-power.ts';
import { inclineWorkSolver } from '../incline-work.ts';
import { solveKinematics } from '../kinematics.ts';
import { meetingSolver } from '../meeting.ts';
import { platformReleaseSolver } from '../platform-release.ts';
import { powerSolver } from '../power.ts';
import { projectileSolver } from '../projectile.ts';
import { staticsSolver } from '../statics.ts';

export const solvers = [
  dimensionalSolver,
  meetingSolver,
  platformReleaseSolver,
  projectileSolver,
  elevatorSolver,
  frictionPowerSolver,
  inclineWorkSolver,
  staticsSolver,
  circularSolver,
  echoSolver,
  displacementSolver,
  forceSumSolver,
  declareSolver({
    name: 'solve_pulley',
    offer: 'poleas',
    summary:
      "Two masses joined by a rope over a pulley: Atwood's machine (both hanging) or one on a table (with or without friction) and one hanging: acceleration and tension.",
    examples: [
      'máquina de Atwood con masas de 3 kg y 2 kg, calculá la aceleración y la tensión',
      'un bloque de 4 kg sobre una mesa horizontal sin rozamiento está unido por una polea a otro de 1 kg que cuelga',
    ],
    solve: fromText(solveAtwood),
  }),
  declareSolver({
    name: 'solve_inclined_plane',
    offer: 'planos inclinados',
    summary:
      'A body on an inclined plane, with or without friction: acceleration, normal force, the effect of a force parallel to the plane, or how far it goes when thrown up the plane. Pass the angle in degrees, the mass and μ.',
    examples: [
      'un bloque de 2 kg se deja deslizar por un plano inclinado de 30° sin rozamiento',
      'un cuerpo de 5 kg baja por un plano inclinado de 37° con coeficiente de rozamiento 0,2',
    ],
    solve: fromText(solveInclinedPlane),
  }),
  declareSolver({
    name: 'solve_newton',
    offer: 'leyes de Newton y rozamiento',
    summary:
      "Newton's second law on a horizontal surface: acceleration, force, weight or friction coefficient from F = m·a with kinetic friction μ·m·g (g = 9,8 m/s² unless given). Pass the statement with its mass, forces (N), acceleration and μ.",
    examples: [
      'un cuerpo de 5 kg es empujado con una fuerza de 20 N, ¿cuál es su aceleración?',
      '¿qué fuerza hay que aplicar a un bloque de 10 kg para que acelere a 2 m/s² si μ = 0,3?',
    ],
    solve: fromText(solveNewton),
  }),
  powerSolver,
  energyBalanceSolver,
  declareSolver({
    name: 'solve_work_energy',
    offer: 'trabajo y energía',
    summary:
      'Work of a force (W = F·d·cos α, lifting, friction), kinetic, potential and mechanical energy, and conservation of mechanical energy to find a speed or a height (g = 9,8 m/s² unless given).',
    examples: [
      '¿qué trabajo realiza una fuerza de 50 N que desplaza un cuerpo 10 m?',
      '¿cuál es la energía cinética de un auto de 1000 kg que va a 72 km/h?',
      'por conservación de la energía, ¿con qué velocidad llega al piso un cuerpo que se deja caer desde 20 m?',
    ],
    solve: fromText(solveWorkEnergy),
  }),
  declareSolver({
    name: 'solve_kinematics',
    offer: 'movimiento rectilíneo (MRU, MRUV, caída libre y tiro vertical)',
    summary:
      'Solves a one-dimensional motion word problem: uniform motion (MRU), uniformly accelerated motion (MRUV), free fall or a vertical throw (g = 9,8 m/s²). Pass the whole statement with its data and what is asked.',
    examples: [
      'un auto recorre 150 km en 2 h, ¿cuál es su velocidad?',
      'un auto pasa de 10 m/s a 30 m/s en 4 s, ¿cuál es su aceleración?',
      '¿cuánto tarda en caer una pelota que se deja caer desde 45 m?',
    ],
    solve: fromText(solveKinematics),
  }),
] as const;
