/**
 * Chemistry's atoms and molecules, the chemistry tried first (ADR 0110): the particles of an atom or an
 * ion, its place in the table, bonds, quantum numbers, periodic trends, molecules and material systems, in
 * the offline engine's order. The pH, oxidation numbers, redox, formulas and names are a module of their
 * own tried right after on the same cue (chemistry-formulas.ts, ADR 0117); the amounts (chemistry.ts)
 * after them.
 */
import { solveAtomicParticles, solvePeriodicPlacement } from '../atoms.ts';
import { solveBondType } from '../bonds.ts';
import { declareSolver } from '../declaration.ts';
import { solveMaterialSystem } from '../material-systems.ts';
import { solveMolecule } from '../molecules.ts';
import { solveOuterConfiguration } from '../outer-configuration.ts';
import { solvePeriodicTrend } from '../periodic-trends.ts';
import { solvePolyatomicParticles } from '../polyatomic-particles.ts';
import { solveQuantumNumbers } from '../quantum-numbers.ts';
import { solveSpeciesTable } from '../species-table.ts';

export const solvers = [
  declareSolver({
    name: 'count_atomic_particles',
    offer: 'protones, neutrones y electrones de átomos, isótopos e iones',
    summary:
      'The protons, neutrons and electrons (or the mass or atomic number) of an atom, an isotope or a monatomic ion, from Z, A and the charge as the statement gives them ("⁵⁶Fe³⁺ (Z = 26)", "cloro-37", "un átomo neutro con 17 electrones y 18 neutrones").',
    examples: [
      'El ion ⁵⁶Fe³⁺ (Z = 26), ¿cuántos protones, neutrones y electrones tiene?',
      '¿Cuántos neutrones tiene el isótopo cloro-37, si el número atómico del cloro es 17?',
    ],
    solve: solveAtomicParticles,
  }),
  declareSolver({
    name: 'count_polyatomic_particles',
    offer: 'protones y electrones de iones poliatómicos y moléculas',
    summary:
      'The total protons or electrons of a polyatomic ion or a molecule from its formula and charge (SO₄²⁻, NH₄⁺, CO₂), with the atomic numbers of the table (or the same ones the statement gives).',
    examples: ['¿Cuántos electrones en total posee el anión sulfato, SO₄²⁻? (Z: S = 16; O = 8)'],
    solve: solvePolyatomicParticles,
  }),
  declareSolver({
    name: 'species_table_particles',
    offer: 'tablas de especies con Z y A: partículas e isoelectrónicas',
    summary:
      'A table of atoms and ions with their Z and A («| Especie | Z | A |»): the protons, neutrons and electrons of each and which are isoelectronic.',
    examples: [
      'Se dan las siguientes especies:\n| Especie | Z | A |\n| Na⁺ | 11 | 23 |\n| F⁻ | 9 | 19 |\n¿Cuántos protones, neutrones y electrones tiene cada una? ¿Cuáles son isoelectrónicas?',
    ],
    solve: solveSpeciesTable,
  }),
  declareSolver({
    name: 'place_in_periodic_table',
    offer: 'configuración electrónica, período y grupo',
    summary:
      "An element's electron configuration, period, group and last-level electrons from its atomic number Z (up to 54) or its configuration written in filling order.",
    examples: [
      'Un elemento tiene Z = 20. ¿En qué período y grupo está?',
      'La configuración 1s² 2s² 2p⁶ 3s² 3p⁵ corresponde a un elemento ubicado en:',
    ],
    solve: solvePeriodicPlacement,
  }),
  declareSolver({
    name: 'element_from_outer_configuration',
    offer: 'un elemento por su configuración externa',
    summary:
      'An element given by its outer configuration («configuración electrónica externa 4s² 4p¹»): its Z, the electrons of its ion X³⁺, the neutrons of an isotope of given mass number, its period and group.',
    examples: [
      'Un elemento representativo X tiene la configuración electrónica externa 4s² 4p¹. ¿Cuánto vale su número atómico?',
    ],
    solve: solveOuterConfiguration,
  }),
  declareSolver({
    name: 'bond_between_elements',
    offer: 'tipo de enlace entre dos elementos y fórmula del compuesto iónico',
    summary:
      'The bond two elements form (ionic, polar or nonpolar covalent) by metal/nonmetal and electronegativity difference, and the formula of the ionic compound of a main-group metal and nonmetal; an element may be given as X by its Z.',
    examples: [
      '¿Qué tipo de enlace forman el sodio y el cloro? Escriba la fórmula del compuesto que forman.',
    ],
    solve: solveBondType,
  }),
  declareSolver({
    name: 'quantum_numbers',
    offer: 'números cuánticos posibles y no posibles',
    summary:
      'Whether a set of quantum numbers (n, l, mₗ, mₛ) or (n, l, mₗ) is allowed; with the sets as options A) … E), which one is (or is not) possible.',
    examples: [
      '¿Cuál de los siguientes conjuntos de números cuánticos (n; l; mₗ; mₛ) NO es posible?\nA) (2; 1; 0; +½)\nB) (3; 2; −2; −½)\nC) (2; 2; 1; +½)\nD) (4; 0; 0; −½)\nE) Ninguna respuesta anterior es correcta',
    ],
    solve: solveQuantumNumbers,
  }),
  declareSolver({
    name: 'periodic_trends',
    offer: 'propiedades periódicas: energía de ionización, electronegatividad y radio',
    summary:
      'Compares main-group elements by first ionization energy, electronegativity or atomic radius (table values checked against the trend): which option has the largest or smallest, which option orders them; and the radii of isoelectronic ions. The options must be written as lines A) … E).',
    examples: [
      'Entre Na, Mg, Al y K, ¿cuál presenta la mayor primera energía de ionización?\nA) Na\nB) Mg\nC) Al\nD) K\nE) Ninguna respuesta anterior es correcta',
    ],
    solve: solvePeriodicTrend,
  }),
  declareSolver({
    name: 'molecule_shape_polarity',
    offer: 'estructuras de Lewis, geometría molecular (TRePEV) y polaridad',
    summary:
      "A small molecule with one central atom (CO₂, SO₂, NH₃, BF₃, PCl₃, CCl₄…): its Lewis structure's lone pairs, its molecular geometry by VSEPR and whether it is polar; which option is polar or nonpolar; which of some substances has the highest or lowest boiling point.",
    examples: [
      'Según la TRePEV, ¿qué geometría molecular tiene el dióxido de azufre (SO₂)?',
      '¿Cuál de las siguientes moléculas es polar?\nA) CCl₄\nB) BF₃\nC) CO₂\nD) NH₃\nE) Ninguna respuesta anterior es correcta',
    ],
    solve: solveMolecule,
  }),
  declareSolver({
    name: 'material_systems',
    offer: 'sistemas materiales: fases, componentes y propiedades intensivas',
    summary:
      'A material system of everyday materials (water, ice, dissolved salt or sugar, sand, iron filings, oil, alcohol): how many phases and components it has; and which option lists only intensive (or extensive) properties.',
    examples: [
      'Un vaso contiene agua con sal totalmente disuelta, dos cubitos de hielo y arena en el fondo. ¿Cuántas fases y cuántos componentes tiene el sistema?',
      '¿Cuál de las siguientes es una propiedad intensiva de la materia?\nA) la masa\nB) el volumen\nC) el peso\nD) la densidad\nE) Ninguna respuesta anterior es correcta',
    ],
    solve: solveMaterialSystem,
  }),
] as const;
