/**
 * Work and energy, the mechanics' module tried after the forces (forces.ts), the power (power.ts, ADR 0111)
 * and the collisions, works on an incline and energy balances (energy-balance.ts, ADR 0112), and before
 * motion (motion.ts), in the offline engine's order (ADR 0050, ADR 0095): work and energy, the broadest,
 * then the readings of their own data.
 */
import { declareSolver, fromText } from '../declaration.ts';
import { solveWorkEnergy } from '../energy.ts';
import { kineticChangeSolver, leavesEnergyChange } from '../kinetic-change.ts';
import { withKiloFormsSolver } from '../physics.ts';
import { springSolver } from '../springs.ts';

// Results of a thousand joules or more also in kJ, so that an option written in kJ is found.
export const solvers = [
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
    solve: fromText(leavesEnergyChange(solveWorkEnergy)),
  }),
  // Last: they answer only their own data (a spring's two, a mass and its speeds), so they take nothing
  // the broader readings answer.
  withKiloFormsSolver(springSolver),
  kineticChangeSolver,
] as const;
