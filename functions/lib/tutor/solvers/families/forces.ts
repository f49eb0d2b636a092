/**
 * Newton's classic readings, pulleys, the incline and a body on a flat floor, in the offline engine's
 * order: the pulley, then the incline before Newton on a flat surface (ADR 0050). The elevator, the ropes
 * outside a pulley, the several forces on one body and a simple machine in balance (pulleys and aparejos,
 * torno, screw, which the pulley's Atwood reading would take for bodies) are tried just before them
 * (ropes-and-bodies.ts), then a body at rest on an incline or let go down one (incline-slide.ts); statics
 * after (statics.ts), then work and energy (energy.ts) and motion. Circuits, hydrostatics and calorimetry
 * are a family of their own, tried before these (fluids-heat.ts): a mass on a piston is no body for Newton.
 */
import { declareSolver, fromText } from '../declaration.ts';
import { solveAtwood, solveInclinedPlane, solveNewton } from '../dynamics.ts';
import { withKiloFormsSolver } from '../physics.ts';

const declared = [
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
      "Newton's second law on a horizontal surface: acceleration, force, weight or friction coefficient from F = m·a with kinetic friction μ·m·g (g = 9,8 m/s² unless given); and the final speed of a body pushed along the floor (from rest or a given speed, the force horizontal or at an angle) by the work of each force. Pass the statement with its mass, forces (N), acceleration and μ.",
    examples: [
      'un cuerpo de 5 kg es empujado con una fuerza de 20 N, ¿cuál es su aceleración?',
      '¿qué fuerza hay que aplicar a un bloque de 10 kg para que acelere a 2 m/s² si μ = 0,3?',
    ],
    solve: fromText(solveNewton),
  }),
] as const;

// Results of a thousand newtons or more also in kN, so that an option written in kN is found.
const [pulley, incline, newton] = declared;
export const solvers = [
  withKiloFormsSolver(pulley),
  withKiloFormsSolver(incline),
  withKiloFormsSolver(newton),
] as const;
