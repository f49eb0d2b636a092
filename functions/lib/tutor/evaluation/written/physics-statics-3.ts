/**
 * Statics, simple machines and hydrostatics in words of our own (#32), written after the readings of the
 * course bank's problems of these kinds were added (boards on two ends with a person given by its mass, a
 * mass hung at an end of a bar on one support, a wheelbarrow, loads on either side of one support, the
 * size of a resultant of parallel forces, three forces measured from «ese extremo», two points A and B,
 * trestles named by letters, a log carried by two people, one thread holding a light bar, a sign on a
 * hinged bar held by a cable, a wrench with the force at an angle, a diver's total pressure in atm, a
 * dynamometer under water, a density from two weighings, a U-tube, a movable pulley with a fixed one).
 * Each keeps a kind and changes the objects, numbers and wording, so that what is measured is the kind,
 * not the bank's sentence. The kinds are those of FRM's Seminario, Unidad 4, Estática, and of the
 * entrance courses' hydrostatics (read 2026-11-30:
 * https://github.com/Teksi75/pre_utn/blob/dd3d8096df65d12ad2e1aed3af8b75017264a744/material_canonico/F%C3%ADsica/4%20EST%C3%81TICA.pdf).
 * Statements, objects and numbers are ours; every key was worked out by hand and is recomputed by
 * `check`. Measured after the fixes, when written: 19/19, 0 wrong.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, writtenSet } from './builders.ts';

const EXAMS = ['frm-fisica-2025-estatica', 'utn-ingreso-parciales-2022-2025'];

const { numeric } = writtenSet({
  subject: 'fisica',
  modelledOn: EXAMS,
  difficulty: 'medio',
  tolerance: halfPercent,
});

const STATIC = 'mecanica.estatica';
const PARALLEL = 'mecanica.fuerzas-paralelas';
const PULLEYS = 'mecanica.tension-poleas';
const HYDRO = 'mecanica.hidrostatica';

export const physicsStatics3Problems: readonly ExamStyleProblem[] = [
  numeric(
    17600,
    STATIC,
    'Un tablón homogéneo de 5 m y 30 kg descansa sobre sus extremos. Un chico de 40 kg se para a 2 m del extremo izquierdo. ¿Qué fuerza hace el apoyo derecho? (g = 10 m/s²)',
    { value: 310, unit: 'N', text: '310 N' },
    () => (300 * 2.5 + 400 * 2) / 5,
    'Momentos respecto del apoyo izquierdo: R·5 = 300·2,5 + 400·2 = 1550 → R = 310 N.',
  ),
  numeric(
    17601,
    STATIC,
    'Una regla homogénea de 1 m y 300 g se apoya en un punto situado a 25 cm de su extremo izquierdo. ¿Qué masa hay que colgar del extremo izquierdo para que quede horizontal?',
    { value: 0.3, unit: 'kg', text: '0,3 kg' },
    () => (0.3 * 0.25) / 0.25,
    'El peso de la regla actúa a 25 cm del apoyo, del lado derecho; el extremo izquierdo está a 25 cm del otro lado: m·0,25 = 0,3·0,25 → m = 0,3 kg (g se cancela).',
  ),
  numeric(
    17602,
    STATIC,
    'Una carretilla con ladrillos pesa 900 N; su centro de gravedad queda a 50 cm del eje de la rueda y los mangos a 1,5 m del eje. ¿Qué fuerza vertical hay que hacer en los mangos para levantarla?',
    { value: 300, unit: 'N', text: '300 N' },
    () => (900 * 0.5) / 1.5,
    'Momentos respecto del eje de la rueda: F·1,5 = 900·0,5 → F = 300 N.',
  ),
  numeric(
    17603,
    STATIC,
    'Una varilla liviana se apoya en su centro. Del lado izquierdo cuelgan 4 kg a 25 cm y 2 kg a 50 cm. ¿Qué masa hay que colgar a 40 cm del lado derecho del apoyo para equilibrarla?',
    { value: 5, unit: 'kg', text: '5 kg' },
    () => (4 * 0.25 + 2 * 0.5) / 0.4,
    'Momentos respecto del apoyo: m·0,4 = 4·0,25 + 2·0,5 = 2 → m = 5 kg.',
  ),
  numeric(
    17604,
    PARALLEL,
    'Dos remolcadores tiran de un barco con fuerzas paralelas del mismo sentido de 1.500 N y 2.500 N. ¿Cuál es la intensidad de la resultante?',
    { value: 4000, unit: 'N', text: '4000 N' },
    () => 1500 + 2500,
    'Paralelas del mismo sentido: R = 1500 + 2500 = 4000 N.',
  ),
  numeric(
    17605,
    PARALLEL,
    'Sobre una puerta actúan dos fuerzas paralelas de sentidos contrarios, de 45 N y 120 N. ¿Cuál es el módulo de la resultante?',
    { value: 75, unit: 'N', text: '75 N' },
    () => 120 - 45,
    'Sentidos contrarios: R = 120 − 45 = 75 N, en el sentido de la mayor.',
  ),
  numeric(
    17606,
    PARALLEL,
    'Sobre una viga actúan tres fuerzas paralelas del mismo sentido: 50 N en un extremo, 30 N a 1 m de ese extremo y 20 N a 4 m. ¿A qué distancia del extremo de la fuerza de 50 N está la resultante?',
    { value: 1.1, unit: 'm', text: '1,1 m' },
    () => (30 * 1 + 20 * 4) / 100,
    'R = 100 N; momentos respecto de ese extremo: 100·x = 30·1 + 20·4 = 110 → x = 1,1 m.',
  ),
  numeric(
    17607,
    PARALLEL,
    'En el punto A de una varilla se aplica una fuerza de 90 N hacia abajo y en el punto B, a 40 cm de A, una de 30 N hacia arriba. ¿A qué distancia de A está aplicada la resultante?',
    { value: 0.2, unit: 'm', text: '0,2 m (20 cm, del lado de A, fuera de AB)' },
    () => (30 * 0.4) / (90 - 30),
    'R = 90 − 30 = 60 N hacia abajo; 60·x = 30·0,4 → x = 0,2 m de A, del lado opuesto a B.',
  ),
  numeric(
    17608,
    STATIC,
    'Un tablón homogéneo de 6 m y 300 N descansa sobre dos caballetes: uno en el extremo A y el otro a 4 m de A. Un obrero de 400 N se para a 4,5 m de A. ¿Qué fuerza hace el caballete del extremo A?',
    { value: 25, unit: 'N', text: '25 N' },
    () => 700 - (300 * 3 + 400 * 4.5) / 4,
    'Momentos respecto del caballete a 4 m: R_B·4 = 300·3 + 400·4,5 = 2700 → R_B = 675 N; R_A = 700 − 675 = 25 N.',
  ),
  numeric(
    17609,
    STATIC,
    'Dos obreros llevan una viga homogénea de 5 m y 1000 N: uno la sostiene en un extremo y el otro a 1 m del otro extremo. ¿Qué fuerza hace el obrero del extremo?',
    { value: 375, unit: 'N', text: '375 N' },
    () => 1000 - (1000 * 2.5) / 4,
    'Los apoyos están en 0 y 4 m; el peso en 2,5 m: F₂·4 = 1000·2,5 → F₂ = 625 N; el del extremo hace 1000 − 625 = 375 N.',
  ),
  numeric(
    17610,
    PARALLEL,
    'De una varilla liviana de 1,5 m cuelgan 20 N en un extremo, 50 N en el centro y 80 N en el otro extremo. ¿A qué distancia del extremo de los 20 N hay que sostenerla con un hilo para que quede horizontal?',
    { value: 1.05, unit: 'm', text: '1,05 m' },
    () => (50 * 0.75 + 80 * 1.5) / 150,
    'El hilo va donde actúa la resultante: 150·x = 50·0,75 + 80·1,5 = 157,5 → x = 1,05 m.',
  ),
  numeric(
    17611,
    STATIC,
    'Una maceta de 150 N cuelga del extremo libre de una barra horizontal de 1 m, de peso despreciable, articulada a la pared por el otro extremo. Un cable atado a ese mismo extremo forma 37° con la barra. ¿Cuál es la tensión del cable?',
    { value: 249.25, unit: 'N', text: '≈ 249,25 N' },
    () => 150 / Math.sin((37 * Math.PI) / 180),
    'Momentos respecto de la articulación: T·sen 37°·L = 150·L → T = 150/sen 37° ≈ 249,25 N.',
  ),
  numeric(
    17612,
    STATIC,
    'Para ajustar una rueda se necesita un momento de 90 N·m. Con una llave de 45 cm, empujando en su extremo con una fuerza que forma 60° con la llave, ¿qué fuerza hay que aplicar?',
    { value: 230.94, unit: 'N', text: '≈ 230,94 N' },
    () => 90 / (0.45 * Math.sin((60 * Math.PI) / 180)),
    'M = F·d·sen 60° → F = 90/(0,45·0,866) ≈ 230,94 N.',
  ),
  numeric(
    17613,
    HYDRO,
    'Un buceador desciende hasta 15 m en un lago de agua dulce (ρ = 1000 kg/m³). La presión atmosférica es de 101.300 Pa. ¿Cuántas atmósferas de presión total soporta? (g = 9,8 m/s²; 1 atm = 101.300 Pa)',
    { value: 2.45, unit: 'atm', text: '≈ 2,45 atm' },
    () => (101300 + 1000 * 9.8 * 15) / 101300,
    'p = 101.300 + 1000·9,8·15 = 248.300 Pa = 248.300/101.300 ≈ 2,45 atm.',
  ),
  numeric(
    17614,
    HYDRO,
    'Un cilindro de cobre de 4,45 kg (densidad 8900 kg/m³) cuelga de un dinamómetro y queda totalmente sumergido en agua. ¿Qué marca el dinamómetro? (g = 10 m/s²)',
    { value: 39.5, unit: 'N', text: '39,5 N' },
    () => 4.45 * 10 - 1000 * 10 * (4.45 / 8900),
    'V = 4,45/8900 = 0,0005 m³; E = 1000·10·0,0005 = 5 N; P = 44,5 N; marca 39,5 N.',
  ),
  numeric(
    17615,
    HYDRO,
    'Un trozo de metal pesa 54 N en el aire y 34 N sumergido completamente en agua. ¿Cuál es su densidad?',
    { value: 2700, unit: 'kg/m³', text: '2700 kg/m³' },
    () => (1000 * 54) / (54 - 34),
    'E = 54 − 34 = 20 N; ρ = ρ_agua·P/E = 1000·54/20 = 2700 kg/m³.',
  ),
  numeric(
    17616,
    HYDRO,
    'En un tubo en U con mercurio (13.600 kg/m³) se echa en una rama un líquido desconocido hasta que su columna mide 34 cm; el mercurio de la otra rama queda 2 cm por encima de la superficie de separación. ¿Cuál es la densidad del líquido desconocido?',
    { value: 800, unit: 'kg/m³', text: '800 kg/m³' },
    () => (13600 * 2) / 34,
    'Al nivel de la separación: ρ·34 = 13.600·2 → ρ = 800 kg/m³.',
  ),
  numeric(
    17617,
    PULLEYS,
    'Para sostener un balde de 24 kg se usa una polea móvil y la soga pasa luego por una polea fija; las poleas son ideales. ¿Con qué fuerza hay que tirar? (g = 10 m/s²)',
    { value: 120, unit: 'N', text: '120 N' },
    () => (24 * 10) / 2,
    'La móvil cuelga de dos tramos: 2F = 240 N → F = 120 N; la fija sólo cambia la dirección.',
  ),
  numeric(
    17618,
    STATIC,
    'Un listón homogéneo de 2 m y 50 N se apoya en un punto a 80 cm de su extremo derecho. ¿Qué masa hay que colgar del extremo derecho para que quede horizontal? (g = 10 m/s²)',
    { value: 1.25, unit: 'kg', text: '1,25 kg' },
    () => (50 * 0.2) / 0.8 / 10,
    'El peso actúa a 1 m del extremo izquierdo, 0,2 m a la izquierda del apoyo: F·0,8 = 50·0,2 → F = 12,5 N → m = 1,25 kg.',
  ),
];
