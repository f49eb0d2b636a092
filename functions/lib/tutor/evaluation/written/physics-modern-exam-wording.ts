/**
 * Modern physics worded the way entrance exams word it (#32): the unit «Introducción a la física
 * moderna» that Argentine secondary and entrance courses teach — the photon's energy, frequency and
 * wavelength (in J and in eV), the photoelectric effect (the electrons' greatest kinetic energy, the
 * threshold frequency and wavelength, the stopping potential), Bohr's hydrogen atom (its levels and the
 * photons of a jump), radioactive decay by half-lives, E = m·c² and the time dilation of special
 * relativity. About two thirds are ordinary exam problems (five options with units, some keyed «Ninguna
 * de las anteriores»; numeric; in parts); about one third are near misses meant to catch a confident
 * wrong answer: the same settings with another question (the light's frequency when a work function in
 * eV is also given, the mass that decayed instead of the mass left, the traveller's time instead of the
 * Earth's, the work function from a threshold frequency), a result asked in another unit («en nm», «en
 * kWh», «en minutos», «en kJ»), a datum that changes the answer (light under the threshold) or a datum
 * missing. h = 6,63 · 10⁻³⁴ J·s, c = 3 · 10⁸ m/s and 1 eV = 1,6 · 10⁻¹⁹ J are given in some statements
 * and not in others (the keys use those values). Statements, objects and numbers are ours; every key was
 * worked by hand and is recomputed by `check`. The first 38 (10600…10637) were measured before any
 * solver change for them; the last 10 (10638…10647) were written after the first fixes, in other words
 * and numbers, and measured before any change for them.
 *
 * Sources, read 2026-11-30:
 * - https://github.com/danielzm05/Ingreso-UTN/blob/d860cb035bfa8af4ab8c0b818ff9ca66de71ad6c/src/assets/LandingExercises.js
 *   (first-term, final and make-up papers of a UTN regional, 2022–2025, as compiled by students: read
 *   for how they word a task — «Hallar…», «Determinar…», «Calcular…», the data after the question —
 *   not for their numbers);
 * - the kinds of question of the modern-physics unit of Argentine secondary and entrance courses,
 *   written from the authors' own knowledge.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { LIGHT_SPEED as C, ELECTRONVOLT as EV, PLANCK as H } from '../../../science/constants.ts';
import { writtenSet } from './builders.ts';

const EXAMS = 'utn-ingreso-parciales-2022-2025';

const { numeric, options, part, parts } = writtenSet({
  subject: 'fisica',
  modelledOn: [EXAMS],
  difficulty: 'medio',
  // One per cent of the key: the replies round, and the constants are given to three figures.
  tolerance: (value) => ({ absolute: Math.max(0.01, Math.abs(value) * 0.01) }),
});

const PHOTONS = 'fisica-moderna.fotones';
const ATOM = 'fisica-moderna.atomo-espectros';
const NUCLEUS = 'fisica-moderna.nucleo';
const RELATIVITY = 'fisica-moderna.relatividad';

/** The energy of a photon of wavelength λ (m), in J. */
const photonOfWavelength = (lambda: number) => (H * C) / lambda;
/** Hydrogen's level n, in eV. */
const level = (n: number) => -13.6 / n ** 2;
/** Time dilation's factor at a speed given as a fraction of c. */
const gamma = (beta: number) => 1 / Math.sqrt(1 - beta ** 2);

/** Ordinary exam problems on photons and the photoelectric effect. */
const photons: readonly ExamStyleProblem[] = [
  options(
    10600,
    PHOTONS,
    'La energía de un fotón de luz cuya frecuencia es 5 · 10¹⁴ Hz es: (Dato: h = 6,63 · 10⁻³⁴ J·s)',
    ['3,32 · 10⁻¹⁹ J', '1,33 · 10⁻⁴⁸ J', '6,63 · 10⁻²⁰ J', '2,07 · 10⁻¹⁹ J'],
    0,
    () => [H * 5e14],
    'E = h·f = 6,63 · 10⁻³⁴ J·s · 5 · 10¹⁴ Hz ≈ 3,32 · 10⁻¹⁹ J.',
  ),
  numeric(
    10601,
    PHOTONS,
    'Calcular la energía, expresada en electronvoltios, de un fotón de luz verde de 500 nm de longitud de onda. Datos: h = 6,63 · 10⁻³⁴ J·s; c = 3 · 10⁸ m/s; 1 eV = 1,6 · 10⁻¹⁹ J.',
    { value: 2.49, unit: 'eV', text: '≈ 2,49 eV' },
    () => photonOfWavelength(500e-9) / EV,
    'E = h·c/λ = 6,63 · 10⁻³⁴ · 3 · 10⁸ / 5 · 10⁻⁷ ≈ 3,98 · 10⁻¹⁹ J; en eV: 3,98 · 10⁻¹⁹ / 1,6 · 10⁻¹⁹ ≈ 2,49 eV.',
  ),
  numeric(
    10602,
    PHOTONS,
    'Un fotón transporta una energía de 4,2 · 10⁻¹⁹ J. Hallar la frecuencia de la radiación. Considere h = 6,63 · 10⁻³⁴ J·s.',
    { value: 6.335e14, unit: 'Hz', text: '≈ 6,33 · 10¹⁴ Hz' },
    () => 4.2e-19 / H,
    'f = E/h = 4,2 · 10⁻¹⁹ / 6,63 · 10⁻³⁴ ≈ 6,33 · 10¹⁴ Hz.',
  ),
  options(
    10603,
    PHOTONS,
    '¿Cuál es la longitud de onda de un fotón de 3 eV? (h = 6,63 · 10⁻³⁴ J·s; c = 3 · 10⁸ m/s; 1 eV = 1,6 · 10⁻¹⁹ J)',
    ['663 nm', '207 nm', '414 nm', '4,14 nm'],
    2,
    () => [(photonOfWavelength(1) / (3 * EV)) * 1e9],
    'E = 3 · 1,6 · 10⁻¹⁹ = 4,8 · 10⁻¹⁹ J; λ = h·c/E = 1,989 · 10⁻²⁵ / 4,8 · 10⁻¹⁹ ≈ 4,14 · 10⁻⁷ m ≈ 414 nm.',
  ),
  parts(
    10604,
    PHOTONS,
    'Sobre una placa de sodio, cuya función trabajo es 2,3 eV, incide luz violeta de 400 nm. Datos: h = 6,63 · 10⁻³⁴ J·s; c = 3 · 10⁸ m/s; 1 eV = 1,6 · 10⁻¹⁹ J. Determinar:',
    [
      part('a', 'La energía de cada fotón incidente, en eV.', 3.108, 'eV', '≈ 3,11 eV'),
      part('b', 'La energía cinética máxima de los electrones emitidos, en eV.', 0.808, 'eV', '≈ 0,81 eV'),
      part('c', 'La frecuencia umbral del sodio.', 5.55e14, 'Hz', '≈ 5,55 · 10¹⁴ Hz'),
    ],
    () => [[photonOfWavelength(400e-9) / EV], [photonOfWavelength(400e-9) / EV - 2.3], [(2.3 * EV) / H]],
    'E = h·c/λ ≈ 4,97 · 10⁻¹⁹ J ≈ 3,11 eV; Ec máx = 3,11 − 2,3 ≈ 0,81 eV; f₀ = W/h = 3,68 · 10⁻¹⁹ / 6,63 · 10⁻³⁴ ≈ 5,55 · 10¹⁴ Hz.',
  ),
  options(
    10605,
    PHOTONS,
    'La función trabajo de un metal es 4,5 eV. La longitud de onda umbral para que se produzca efecto fotoeléctrico es aproximadamente: (h = 6,63 · 10⁻³⁴ J·s; c = 3 · 10⁸ m/s; 1 eV = 1,6 · 10⁻¹⁹ J)',
    ['442 nm', '138 nm', '276 nm', '2,76 nm'],
    2,
    () => [(photonOfWavelength(1) / (4.5 * EV)) * 1e9],
    'λ₀ = h·c/W = 1,989 · 10⁻²⁵ / 7,2 · 10⁻¹⁹ ≈ 2,76 · 10⁻⁷ m ≈ 276 nm.',
  ),
  numeric(
    10606,
    PHOTONS,
    'Se ilumina una superficie metálica, cuya función trabajo vale 3,2 · 10⁻¹⁹ J, con radiación de frecuencia 1,5 · 10¹⁵ Hz. Calcule la energía cinética máxima de los fotoelectrones. (h = 6,63 · 10⁻³⁴ J·s)',
    { value: 6.745e-19, unit: 'J', text: '≈ 6,75 · 10⁻¹⁹ J' },
    () => H * 1.5e15 - 3.2e-19,
    'h·f = 6,63 · 10⁻³⁴ · 1,5 · 10¹⁵ ≈ 9,95 · 10⁻¹⁹ J; Ec máx = 9,95 · 10⁻¹⁹ − 3,2 · 10⁻¹⁹ ≈ 6,75 · 10⁻¹⁹ J.',
  ),
  options(
    10607,
    PHOTONS,
    'La energía de un fotón cuya frecuencia es 6 · 10¹⁴ Hz, expresada en eV, es: (h = 6,63 · 10⁻³⁴ J·s; 1 eV = 1,6 · 10⁻¹⁹ J)',
    ['3,98 eV', '1,24 eV', '4,97 eV', '24,9 eV'],
    4,
    () => [(H * 6e14) / EV],
    'E = h·f ≈ 3,98 · 10⁻¹⁹ J = 3,98 · 10⁻¹⁹ / 1,6 · 10⁻¹⁹ ≈ 2,49 eV: ninguna de las opciones.',
  ),
  numeric(
    10608,
    PHOTONS,
    'Un puntero láser de 5 mW emite luz roja de 633 nm. ¿Cuántos fotones emite por segundo? Datos: h = 6,63 · 10⁻³⁴ J·s; c = 3 · 10⁸ m/s.',
    { value: 1.591e16, unit: 'fotones/s', text: '≈ 1,59 · 10¹⁶ fotones por segundo' },
    () => 5e-3 / photonOfWavelength(633e-9),
    'E = h·c/λ ≈ 3,14 · 10⁻¹⁹ J por fotón; N = P/E = 5 · 10⁻³ / 3,14 · 10⁻¹⁹ ≈ 1,59 · 10¹⁶ fotones/s.',
  ),
];

/** Ordinary exam problems on hydrogen, decay, E = m·c² and time dilation. */
const atomNucleusRelativity: readonly ExamStyleProblem[] = [
  parts(
    10609,
    ATOM,
    'En el modelo de Bohr, los niveles de energía del átomo de hidrógeno valen Eₙ = −13,6 eV/n². Se pide: (h = 6,63 · 10⁻³⁴ J·s; 1 eV = 1,6 · 10⁻¹⁹ J)',
    [
      part('a', 'La energía del nivel n = 3.', -1.511, 'eV', '≈ −1,51 eV'),
      part(
        'b',
        'La energía del fotón emitido cuando el electrón pasa del nivel 3 al nivel 2.',
        1.889,
        'eV',
        '≈ 1,89 eV',
      ),
      part('c', 'La frecuencia de ese fotón.', 4.558e14, 'Hz', '≈ 4,56 · 10¹⁴ Hz'),
    ],
    () => [[level(3)], [level(3) - level(2)], [((level(3) - level(2)) * EV) / H]],
    'E₃ = −13,6/9 ≈ −1,51 eV; E₂ = −3,4 eV; E = −1,51 − (−3,4) ≈ 1,89 eV ≈ 3,02 · 10⁻¹⁹ J; f = E/h ≈ 4,56 · 10¹⁴ Hz.',
  ),
  options(
    10610,
    ATOM,
    '¿Qué energía mínima hay que entregarle a un átomo de hidrógeno en su estado fundamental para ionizarlo?',
    ['3,4 eV', '10,2 eV', '1,51 eV', '13,6 eV'],
    3,
    () => [-level(1)],
    'Ionizar es llevar el electrón de n = 1 (E₁ = −13,6 eV) a n = ∞ (E = 0): hacen falta 13,6 eV.',
  ),
  numeric(
    10611,
    ATOM,
    'Determinar la energía que debe absorber el electrón de un átomo de hidrógeno para pasar del estado fundamental al primer estado excitado (Eₙ = −13,6 eV/n²).',
    { value: 10.2, unit: 'eV', text: '10,2 eV' },
    () => level(2) - level(1),
    'E₂ − E₁ = −3,4 − (−13,6) = 10,2 eV.',
  ),
  options(
    10612,
    NUCLEUS,
    'Se dispone de 80 g de un isótopo radiactivo cuyo período de semidesintegración es de 5 días. ¿Qué masa de ese isótopo queda al cabo de 15 días?',
    ['40 g', '10 g', '26,7 g', '20 g'],
    1,
    () => [80 / 2 ** 3],
    '15 días son 3 períodos: 80 → 40 → 20 → 10 g.',
  ),
  numeric(
    10613,
    NUCLEUS,
    'El yodo-131 tiene un período de semidesintegración de 8 días. ¿Qué porcentaje de una muestra queda sin desintegrar al cabo de 24 días?',
    { value: 12.5, unit: '%', text: '12,5 %' },
    () => 100 / 2 ** 3,
    '24 días son 3 períodos: (1/2)³ = 1/8 = 12,5 %.',
  ),
  numeric(
    10614,
    NUCLEUS,
    'Una muestra de 64 mg de un radioisótopo de período de semidesintegración 6 h se reduce a 4 mg. ¿Cuánto tiempo transcurrió?',
    { value: 24, unit: 'h', text: '24 h' },
    () => 6 * Math.log2(64 / 4),
    '64/4 = 16 = 2⁴: cuatro períodos, 4 · 6 h = 24 h.',
  ),
  numeric(
    10615,
    NUCLEUS,
    'Calcular la energía equivalente a una masa de 2 g, según la relación de Einstein. Considere c = 3 · 10⁸ m/s.',
    { value: 1.8e14, unit: 'J', text: '1,8 · 10¹⁴ J' },
    () => 0.002 * C ** 2,
    'E = m·c² = 0,002 kg · 9 · 10¹⁶ m²/s² = 1,8 · 10¹⁴ J.',
  ),
  options(
    10616,
    NUCLEUS,
    '¿Qué masa debe transformarse íntegramente en energía para obtener 9 · 10¹³ J? (c = 3 · 10⁸ m/s)',
    ['1 kg', '1 g', '0,3 g', '10 g'],
    1,
    () => [(9e13 / C ** 2) * 1000],
    'm = E/c² = 9 · 10¹³ / 9 · 10¹⁶ = 10⁻³ kg = 1 g.',
  ),
  numeric(
    10617,
    NUCLEUS,
    'El Sol irradia una potencia de aproximadamente 3,6 · 10²⁶ W. ¿Cuánta masa pierde por segundo? (c = 3 · 10⁸ m/s)',
    { value: 4e9, unit: 'kg', text: '4 · 10⁹ kg por segundo' },
    () => 3.6e26 / C ** 2,
    'En un segundo irradia 3,6 · 10²⁶ J; m = E/c² = 3,6 · 10²⁶ / 9 · 10¹⁶ = 4 · 10⁹ kg.',
  ),
  options(
    10618,
    RELATIVITY,
    'Una nave viaja a 0,8 c respecto de la Tierra. Según el reloj de a bordo, el viaje dura 6 años. ¿Cuánto dura el viaje medido desde la Tierra?',
    ['3,6 años', '10 años', '7,5 años', '4,8 años'],
    1,
    () => [6 * gamma(0.8)],
    'γ = 1/√(1 − 0,8²) = 1/0,6 ≈ 1,67; Δt = γ·Δt₀ = 6/0,6 = 10 años.',
  ),
  numeric(
    10619,
    RELATIVITY,
    'Hallar el factor de Lorentz γ para un cuerpo que se mueve a 0,6 c.',
    { value: 1.25, unit: '', text: 'γ = 1,25' },
    () => gamma(0.6),
    'γ = 1/√(1 − 0,36) = 1/0,8 = 1,25.',
  ),
  parts(
    10620,
    NUCLEUS,
    'Una muestra de 200 g de un material radiactivo se reduce a 50 g en 12 días. Se pide:',
    [
      part('a', 'El período de semidesintegración.', 6, 'días', '6 días'),
      part('b', 'La masa que quedará 6 días después (a los 18 días del comienzo).', 25, 'g', '25 g'),
    ],
    () => [[12 / Math.log2(200 / 50)], [200 / 2 ** 3]],
    '200 → 50 es dividir por 4 = 2²: dos períodos en 12 días, T = 6 días; 6 días más es otro período: 25 g.',
  ),
  numeric(
    10621,
    PHOTONS,
    'Una emisora de radio FM transmite con una potencia de 10 kW a una frecuencia de 100 MHz. Determinar el número de fotones que emite por segundo. (h = 6,63 · 10⁻³⁴ J·s)',
    { value: 1.508e29, unit: 'fotones/s', text: '≈ 1,51 · 10²⁹ fotones por segundo' },
    () => 1e4 / (H * 1e8),
    'E = h·f = 6,63 · 10⁻³⁴ · 10⁸ = 6,63 · 10⁻²⁶ J; N = P/E = 10⁴ / 6,63 · 10⁻²⁶ ≈ 1,51 · 10²⁹ fotones/s.',
  ),
  parts(
    10622,
    RELATIVITY,
    'Un astronauta viaja en una nave a 0,6 c respecto de la Tierra. Se pide:',
    [
      part('a', 'El factor γ.', 1.25, '', 'γ = 1,25'),
      part(
        'b',
        'Si para el astronauta transcurren 40 min, ¿cuántos minutos transcurren en la Tierra?',
        50,
        'min',
        '50 min',
      ),
    ],
    () => [[gamma(0.6)], [40 * gamma(0.6)]],
    'γ = 1/√(1 − 0,36) = 1,25; Δt = γ·Δt₀ = 1,25 · 40 min = 50 min.',
  ),
];

/** Near misses: the same settings with another question, another unit, a datum that changes the answer or one missing. */
const nearMisses: readonly ExamStyleProblem[] = [
  numeric(
    10623,
    PHOTONS,
    'Sobre un metal cuya función trabajo es de 2 eV incide luz de 500 nm de longitud de onda. ¿Cuál es la frecuencia de la luz incidente? (c = 3 · 10⁸ m/s; h = 6,63 · 10⁻³⁴ J·s; 1 eV = 1,6 · 10⁻¹⁹ J)',
    { value: 6e14, unit: 'Hz', text: '6 · 10¹⁴ Hz' },
    () => C / 500e-9,
    'La frecuencia de la luz sale de su longitud de onda: f = c/λ = 3 · 10⁸ / 5 · 10⁻⁷ = 6 · 10¹⁴ Hz (la función trabajo no interviene).',
  ),
  numeric(
    10624,
    NUCLEUS,
    'Un laboratorio guarda 120 g de un radioisótopo cuyo período de semidesintegración es de 10 años. ¿Cuántos gramos se habrán desintegrado al cabo de 30 años?',
    { value: 105, unit: 'g', text: '105 g' },
    () => 120 - 120 / 2 ** 3,
    'Quedan 120/2³ = 15 g; se desintegraron 120 − 15 = 105 g.',
  ),
  numeric(
    10625,
    RELATIVITY,
    'Una nave parte hacia una estrella lejana a 0,8 c. Según los relojes de la Tierra, el viaje dura 20 años. ¿Cuántos años envejece el astronauta durante el viaje?',
    { value: 12, unit: 'años', text: '12 años' },
    () => 20 / gamma(0.8),
    'El tiempo propio es el del astronauta: Δt₀ = Δt/γ = 20 · √(1 − 0,64) = 20 · 0,6 = 12 años.',
  ),
  numeric(
    10626,
    PHOTONS,
    'La frecuencia umbral de un metal es 5 · 10¹⁴ Hz. Calcule su función trabajo en eV. (h = 6,63 · 10⁻³⁴ J·s; 1 eV = 1,6 · 10⁻¹⁹ J)',
    { value: 2.072, unit: 'eV', text: '≈ 2,07 eV' },
    () => (H * 5e14) / EV,
    'W = h·f₀ = 6,63 · 10⁻³⁴ · 5 · 10¹⁴ ≈ 3,32 · 10⁻¹⁹ J ≈ 2,07 eV.',
  ),
  numeric(
    10627,
    NUCLEUS,
    '¿Qué energía, expresada en kWh, se obtendría si 1 mg de materia se transformara totalmente en energía? (c = 3 · 10⁸ m/s; 1 kWh = 3,6 · 10⁶ J)',
    { value: 25000, unit: 'kWh', text: '25 000 kWh' },
    () => (1e-6 * C ** 2) / 3.6e6,
    'E = m·c² = 10⁻⁶ kg · 9 · 10¹⁶ = 9 · 10¹⁰ J = 9 · 10¹⁰ / 3,6 · 10⁶ = 25 000 kWh.',
  ),
  numeric(
    10628,
    PHOTONS,
    'Un fotón tiene una energía de 3,315 · 10⁻¹⁹ J. Expresar su longitud de onda en nanómetros. (h = 6,63 · 10⁻³⁴ J·s; c = 3 · 10⁸ m/s)',
    { value: 600, unit: 'nm', text: '600 nm' },
    () => (photonOfWavelength(1) / 3.315e-19) * 1e9,
    'λ = h·c/E = 1,989 · 10⁻²⁵ / 3,315 · 10⁻¹⁹ = 6 · 10⁻⁷ m = 600 nm.',
  ),
  numeric(
    10629,
    NUCLEUS,
    'Un radioisótopo de uso médico tiene un período de semidesintegración de 90 s. ¿Cuánto tiempo debe pasar para que quede la dieciseisava parte de la muestra? Expresar el resultado en minutos.',
    { value: 6, unit: 'min', text: '6 min' },
    () => (4 * 90) / 60,
    '1/16 = (1/2)⁴: cuatro períodos, 4 · 90 s = 360 s = 6 min.',
  ),
  options(
    10630,
    PHOTONS,
    'Un metal tiene una función trabajo de 4 eV y se ilumina con luz de 500 nm. La energía cinética máxima de los electrones emitidos es: (h = 6,63 · 10⁻³⁴ J·s; c = 3 · 10⁸ m/s; 1 eV = 1,6 · 10⁻¹⁹ J)',
    ['1,51 eV', '6,49 eV', '2,49 eV', 'No se emiten electrones'],
    3,
    () => [photonOfWavelength(500e-9) / EV - 4],
    'Cada fotón lleva h·c/λ ≈ 2,49 eV, menos que los 4 eV de la función trabajo: no hay efecto fotoeléctrico.',
  ),
  options(
    10631,
    PHOTONS,
    'Se ilumina una placa metálica con luz ultravioleta de 250 nm. ¿Cuál es la energía cinética máxima de los electrones arrancados? (h = 6,63 · 10⁻³⁴ J·s; c = 3 · 10⁸ m/s; 1 eV = 1,6 · 10⁻¹⁹ J)',
    ['4,97 eV', '0 eV', '2,49 eV', 'No se puede determinar sin la función trabajo del metal'],
    3,
    () => [photonOfWavelength(250e-9) / EV],
    'Ec máx = h·f − W: sin la función trabajo (o la frecuencia umbral) del metal no se puede calcular; 4,97 eV es la energía del fotón, no la del electrón.',
  ),
  numeric(
    10632,
    ATOM,
    'El electrón de un átomo de hidrógeno absorbe un fotón y pasa del nivel n = 2 al nivel n = 4. Calcular la energía del fotón absorbido en joules. (Eₙ = −13,6 eV/n²; 1 eV = 1,6 · 10⁻¹⁹ J)',
    { value: 4.08e-19, unit: 'J', text: '4,08 · 10⁻¹⁹ J' },
    () => (level(4) - level(2)) * EV,
    'E = E₄ − E₂ = −0,85 − (−3,4) = 2,55 eV = 2,55 · 1,6 · 10⁻¹⁹ = 4,08 · 10⁻¹⁹ J.',
  ),
  numeric(
    10633,
    NUCLEUS,
    'Transcurridos tres períodos de semidesintegración, ¿qué porcentaje de los núcleos iniciales de una muestra se desintegró?',
    { value: 87.5, unit: '%', text: '87,5 %' },
    () => 100 - 100 / 2 ** 3,
    'Queda (1/2)³ = 12,5 %; se desintegró el 87,5 %.',
  ),
  numeric(
    10634,
    NUCLEUS,
    'En una reacción nuclear, la masa de los productos es 0,02 g menor que la de los reactivos. ¿Cuánta energía se libera? Expresar el resultado en kJ. (c = 3 · 10⁸ m/s)',
    { value: 1.8e9, unit: 'kJ', text: '1,8 · 10⁹ kJ' },
    () => (2e-5 * C ** 2) / 1000,
    'E = Δm·c² = 2 · 10⁻⁵ kg · 9 · 10¹⁶ = 1,8 · 10¹² J = 1,8 · 10⁹ kJ.',
  ),
  numeric(
    10635,
    PHOTONS,
    'Un metal de función trabajo 2 eV se ilumina con luz de 400 nm. ¿Cuál es el potencial de frenado de los fotoelectrones? (h = 6,63 · 10⁻³⁴ J·s; c = 3 · 10⁸ m/s; 1 eV = 1,6 · 10⁻¹⁹ J)',
    { value: 1.108, unit: 'V', text: '≈ 1,11 V' },
    () => photonOfWavelength(400e-9) / EV - 2,
    'Ec máx = h·c/λ − W ≈ 3,11 − 2 = 1,11 eV; el potencial de frenado es V = Ec/e ≈ 1,11 V.',
  ),
  options(
    10636,
    NUCLEUS,
    'Una muestra radiactiva tiene una masa inicial de 48 g. ¿Qué masa queda después de 20 días?',
    ['12 g', '24 g', '6 g', 'No se puede determinar sin el período de semidesintegración'],
    3,
    () => [48],
    'Sin el período de semidesintegración (o una constante de desintegración) no se sabe cuántos períodos son 20 días.',
  ),
  numeric(
    10637,
    RELATIVITY,
    'Para un observador terrestre, el reloj de una nave atrasa de modo que por cada hora de la nave transcurren 2 h en la Tierra. ¿A qué velocidad viaja la nave? Expresar el resultado en m/s. (c = 3 · 10⁸ m/s)',
    { value: 2.598e8, unit: 'm/s', text: '≈ 2,6 · 10⁸ m/s' },
    () => C * Math.sqrt(1 - 1 / 4),
    'γ = 2 → v = c·√(1 − 1/γ²) = 3 · 10⁸ · √0,75 ≈ 2,6 · 10⁸ m/s.',
  ),
];

/** Written after the first fixes, in other words and numbers, and measured before any change for them. */
const laterBatch: readonly ExamStyleProblem[] = [
  options(
    10638,
    PHOTONS,
    'Un fotón de luz ultravioleta tiene una longitud de onda de 200 nm. Su energía es aproximadamente:',
    ['6,2 eV', '3,1 eV', '9,9 eV', '0,62 eV'],
    0,
    () => [photonOfWavelength(200e-9) / EV],
    'E = h·c/λ = 1,989 · 10⁻²⁵ / 2 · 10⁻⁷ ≈ 9,95 · 10⁻¹⁹ J ≈ 6,2 eV.',
  ),
  numeric(
    10639,
    PHOTONS,
    'Hallar la longitud de onda, en nm, de una radiación cuya frecuencia es 7,5 · 10¹⁴ Hz. (c = 3 · 10⁸ m/s)',
    { value: 400, unit: 'nm', text: '400 nm' },
    () => (C / 7.5e14) * 1e9,
    'λ = c/f = 3 · 10⁸ / 7,5 · 10¹⁴ = 4 · 10⁻⁷ m = 400 nm.',
  ),
  numeric(
    10640,
    NUCLEUS,
    'Una sustancia radiactiva tiene una vida media de 12 horas. Si inicialmente hay 1,6 kg, ¿cuántos gramos quedan al cabo de dos días?',
    { value: 100, unit: 'g', text: '100 g' },
    () => 1600 / 2 ** 4,
    'Dos días son 48 h, cuatro vidas medias: 1,6 kg / 2⁴ = 0,1 kg = 100 g.',
  ),
  numeric(
    10641,
    RELATIVITY,
    'Un muón tiene una vida media propia de 2,2 μs. Si se mueve a 0,99 c respecto del laboratorio, ¿cuánto vive según los relojes del laboratorio?',
    { value: 15.6, unit: 'μs', text: '≈ 15,6 μs' },
    () => 2.2 * gamma(0.99),
    'γ = 1/√(1 − 0,99²) ≈ 7,09; Δt = γ·Δt₀ ≈ 7,09 · 2,2 μs ≈ 15,6 μs.',
  ),
  options(
    10642,
    PHOTONS,
    'La frecuencia umbral de un metal es 6 · 10¹⁴ Hz. ¿Cuál es la longitud de onda umbral? (c = 3 · 10⁸ m/s)',
    ['500 nm', '600 nm', '5 nm', '2 · 10⁻¹⁵ m'],
    0,
    () => [(C / 6e14) * 1e9],
    'λ₀ = c/f₀ = 3 · 10⁸ / 6 · 10¹⁴ = 5 · 10⁻⁷ m = 500 nm.',
  ),
  numeric(
    10643,
    ATOM,
    'El electrón de un átomo de hidrógeno cae del nivel n = 4 al nivel n = 2. ¿Cuál es la longitud de onda del fotón emitido, en nm? (Eₙ = −13,6 eV/n²; h = 6,63 · 10⁻³⁴ J·s; c = 3 · 10⁸ m/s; 1 eV = 1,6 · 10⁻¹⁹ J)',
    { value: 487.5, unit: 'nm', text: '≈ 487,5 nm' },
    () => (photonOfWavelength(1) / ((level(4) - level(2)) * EV)) * 1e9,
    'E = E₄ − E₂ = −0,85 − (−3,4) = 2,55 eV = 4,08 · 10⁻¹⁹ J; λ = h·c/E = 1,989 · 10⁻²⁵ / 4,08 · 10⁻¹⁹ ≈ 4,875 · 10⁻⁷ m ≈ 487,5 nm.',
  ),
  numeric(
    10644,
    NUCLEUS,
    'Un reactor convierte en energía 2 g de masa por día. ¿Qué potencia media desarrolla? (c = 3 · 10⁸ m/s)',
    { value: 2.083e9, unit: 'W', text: '≈ 2,08 · 10⁹ W' },
    () => (2e-3 * C ** 2) / 86_400,
    'E = m·c² = 2 · 10⁻³ · 9 · 10¹⁶ = 1,8 · 10¹⁴ J por día; P = E/t = 1,8 · 10¹⁴ / 86 400 s ≈ 2,08 · 10⁹ W.',
  ),
  options(
    10645,
    PHOTONS,
    'Una lámpara de 100 W emite el 5 % de su potencia como luz de 550 nm. ¿Cuántos fotones de esa luz emite por segundo? (h = 6,63 · 10⁻³⁴ J·s; c = 3 · 10⁸ m/s)',
    ['2,77 · 10²⁰', '1,38 · 10¹⁹', '5,5 · 10¹⁸', '3,6 · 10¹⁹'],
    1,
    () => [5 / photonOfWavelength(550e-9)],
    'P útil = 5 % de 100 W = 5 W; E = h·c/λ ≈ 3,62 · 10⁻¹⁹ J; N = 5 / 3,62 · 10⁻¹⁹ ≈ 1,38 · 10¹⁹ fotones/s.',
  ),
  numeric(
    10646,
    NUCLEUS,
    'El período de semidesintegración del carbono-14 es de 5730 años. ¿Qué porcentaje de una muestra queda al cabo de 17 190 años?',
    { value: 12.5, unit: '%', text: '12,5 %' },
    () => 100 / 2 ** (17_190 / 5730),
    '17 190 / 5730 = 3 períodos: queda (1/2)³ = 12,5 %.',
  ),
  numeric(
    10647,
    RELATIVITY,
    'Un astronauta viaja a 0,6 c durante 8 años medidos en la Tierra. ¿Cuánto tiempo transcurre para el astronauta?',
    { value: 6.4, unit: 'años', text: '6,4 años' },
    () => 8 / gamma(0.6),
    'Δt₀ = Δt/γ = 8 · 0,8 = 6,4 años.',
  ),
];

export const physicsModernExamWordingProblems: readonly ExamStyleProblem[] = [
  ...photons,
  ...atomNucleusRelativity,
  ...nearMisses,
  ...laterBatch,
];
