/**
 * Units, measurement errors and heat (#32), in words of our own: thermal expansion (a rail, a hole, a
 * sphere with γ, a ring on a shaft), the first law (heat in or out, work by or on the gas, p·ΔV),
 * calorimetry with changes of state and two c's named by their substance, the ice a warm water melts,
 * temperature scales (a reading, a change, where one scale reads k times the other), ideal gases with R
 * in J/(mol·K), conversions (a measure in two units, a ratio of units, a rectangle's area, a weight in
 * pounds) and errors combined by the course's rule (a sum, a product, a quotient). Some keep the setting
 * of a reading and change one thing (a datum missing, another unknown), so that a sure wrong result shows.
 * The kinds are those of the programmes the course follows (the sources below); statements, objects and
 * numbers are ours, every key worked out by hand and recomputed by `check`.
 */
import type { ExamStyleProblem } from '../../../../content/exam-style/schema.ts';
import { halfPercent, writtenSet } from './builders.ts';

const SOURCES = ['frt-fisica-2019', 'frt-fisica-cartilla', 'frvm-fisica-u1-2025'];

const { numeric, options } = writtenSet({
  subject: 'fisica',
  modelledOn: SOURCES,
  difficulty: 'medio',
  tolerance: halfPercent,
});

const EXPANSION = 'termodinamica.dilatacion';
const HEAT = 'termodinamica.calorimetria';
const SCALES = 'termodinamica.temperatura-escalas';
const GASES = 'termodinamica.gases-primer-principio';
const ERRORS = 'mecanica.errores-medicion';
const UNITS = 'mecanica.conversion-unidades';

const key = (value: number, unit: string, text: string) => ({ value, unit, text });

export const physicsUnitsHeatProblems: readonly ExamStyleProblem[] = [
  numeric(
    16400,
    EXPANSION,
    'Un riel de acero de 12 m se coloca a 5 °C. ¿Cuánto se alarga en un día de 45 °C? Coeficiente de dilatación lineal del acero: 1,1 · 10⁻⁵ 1/°C.',
    key(0.00528, 'm', '0,00528 m'),
    () => 1.1e-5 * 12 * 40,
    'ΔL = α·L₀·ΔT = 1,1·10⁻⁵ · 12 · 40 = 0,00528 m.',
  ),
  numeric(
    16401,
    EXPANSION,
    'Una placa de cobre tiene un orificio de 4 cm de diámetro a 15 °C. Si se calienta hasta 265 °C, ¿cuánto aumenta el diámetro del orificio? (α = 1,7 · 10⁻⁵ °C⁻¹)',
    key(0.017, 'cm', '0,017 cm'),
    () => 1.7e-5 * 4 * 250,
    'El agujero se dilata como la chapa: ΔD = 1,7·10⁻⁵ · 4 · 250 = 0,017 cm.',
  ),
  numeric(
    16402,
    EXPANSION,
    'Un recipiente de vidrio de 500 cm³ a 10 °C se calienta hasta 60 °C. Con α = 9 · 10⁻⁶ 1/°C para el vidrio, ¿cuánto aumenta su volumen?',
    key(0.675, 'cm³', '0,675 cm³'),
    () => 3 * 9e-6 * 500 * 50,
    'γ = 3α = 2,7·10⁻⁵; ΔV = 2,7·10⁻⁵ · 500 · 50 = 0,675 cm³.',
  ),
  numeric(
    16403,
    EXPANSION,
    'Un buje de bronce tiene a 25 °C un diámetro interior de 4,000 cm y debe entrar en un eje de 4,009 cm. ¿A qué temperatura hay que calentar el buje? (α = 1,8 · 10⁻⁵ 1/°C)',
    key(150, '°C', '150 °C'),
    () => 25 + 0.009 / (1.8e-5 * 4),
    'ΔT = ΔD/(α·D₀) = 0,009/(1,8·10⁻⁵ · 4) = 125 °C; T = 25 + 125 = 150 °C.',
  ),
  numeric(
    16404,
    EXPANSION,
    'Una barra de aluminio mide 3 m a 20 °C. ¿Cuánto se alarga si se calienta hasta 80 °C?',
    key(0.00432, 'm', '0,00432 m (con α = 2,4·10⁻⁵ 1/°C)'),
    () => 2.4e-5 * 3 * 60,
    'Sin el coeficiente de dilatación del enunciado no se puede dar el número: con α = 2,4·10⁻⁵, ΔL = 0,00432 m.',
  ),
  numeric(
    16405,
    GASES,
    'Un gas absorbe 1500 J de calor y al expandirse realiza un trabajo de 600 J. ¿Cuál es la variación de su energía interna?',
    key(900, 'J', '900 J'),
    () => 1500 - 600,
    'ΔU = Q − W = 1500 − 600 = 900 J.',
  ),
  numeric(
    16406,
    GASES,
    'Se comprime un gas realizando sobre él un trabajo de 250 J; en el proceso el gas libera 400 J de calor. ¿Cuánto cambia su energía interna?',
    key(-150, 'J', '−150 J'),
    () => -400 - -250,
    'Q = −400 J, W = −250 J: ΔU = −400 − (−250) = −150 J.',
  ),
  numeric(
    16407,
    GASES,
    'Un gas se expande a presión constante de 150 kPa desde 0,02 m³ hasta 0,05 m³ y recibe 6000 J de calor. ¿Cuánto varía su energía interna?',
    key(1500, 'J', '1500 J'),
    () => 6000 - 150000 * 0.03,
    'W = p·ΔV = 150.000 · 0,03 = 4500 J; ΔU = 6000 − 4500 = 1500 J.',
  ),
  numeric(
    16408,
    GASES,
    '3 mol de un gas ideal ocupan 60 L a 127 °C. ¿Qué presión ejercen? Tomá R = 8,31 J/(mol·K).',
    key(166200, 'Pa', '166.200 Pa'),
    () => (3 * 8.31 * 400) / 0.06,
    'P = nRT/V = 3 · 8,31 · 400 / 0,06 = 166.200 Pa.',
  ),
  numeric(
    16409,
    HEAT,
    'Un trozo de aluminio de 0,2 kg a 150 °C se introduce en 0,5 kg de agua a 10 °C. Si c(aluminio) = 900 J/(kg·°C) y c(agua) = 4200 J/(kg·°C), ¿cuál es la temperatura final del conjunto?',
    key(21.05, '°C', '≈ 21,05 °C'),
    () => (0.2 * 900 * 150 + 0.5 * 4200 * 10) / (0.2 * 900 + 0.5 * 4200),
    'T = (180·150 + 2100·10)/(180 + 2100) = 48.000/2280 ≈ 21,05 °C.',
  ),
  numeric(
    16410,
    HEAT,
    '¿Cuánta energía se necesita para llevar 3 kg de hielo a −10 °C hasta agua líquida a 0 °C? Datos: c(hielo) = 2100 J/(kg·°C); calor latente de fusión = 334.000 J/kg.',
    key(1065000, 'J', '1.065.000 J'),
    () => 3 * 2100 * 10 + 3 * 334000,
    'Q = 3·2100·10 + 3·334.000 = 63.000 + 1.002.000 = 1.065.000 J.',
  ),
  numeric(
    16411,
    HEAT,
    'Hallá el calor necesario para llevar 50 g de agua a 40 °C hasta vapor a 100 °C. c del agua = 1 cal/(g·°C); calor latente de vaporización = 540 cal/g.',
    key(30000, 'cal', '30.000 cal'),
    () => 50 * 60 + 50 * 540,
    'Q = 50·1·60 + 50·540 = 3000 + 27.000 = 30.000 cal.',
  ),
  numeric(
    16412,
    HEAT,
    '¿Cuántos kg de hielo a 0 °C se funden si se los echa en 2 kg de agua a 50 °C y al final todo queda como agua a 0 °C? (c del agua = 4200 J/(kg·°C); calor latente de fusión = 336.000 J/kg)',
    key(1.25, 'kg', '1,25 kg'),
    () => (2 * 4200 * 50) / 336000,
    'm = 2·4200·50/336.000 = 420.000/336.000 = 1,25 kg.',
  ),
  numeric(
    16413,
    SCALES,
    '¿Cuántos grados Fahrenheit son 37 °C?',
    key(98.6, '°F', '98,6 °F'),
    () => (37 * 9) / 5 + 32,
    'T_F = 9/5 · 37 + 32 = 98,6 °F.',
  ),
  numeric(
    16414,
    SCALES,
    'Durante la tarde la temperatura bajó de 30 °C a 18 °C. ¿Cuánto bajó expresado en grados Fahrenheit?',
    key(21.6, '°F', '21,6 °F'),
    () => (12 * 9) / 5,
    'ΔT = 12 °C; en °F, 9/5 · 12 = 21,6 °F (sin el 32).',
  ),
  numeric(
    16415,
    SCALES,
    '¿A qué temperatura la lectura en grados Fahrenheit es el triple de la lectura en grados Celsius?',
    key(26.67, '°C', '≈ 26,67 °C'),
    () => 32 / (3 - 1.8),
    '9/5 T + 32 = 3T → T = 32/1,2 ≈ 26,67 °C.',
  ),
  numeric(
    16416,
    UNITS,
    'Una puerta mide 6 pies y 8 pulgadas de alto. ¿Cuánto es en centímetros? (1 pie = 12 pulgadas; 1 pulgada = 2,54 cm)',
    key(203.2, 'cm', '203,2 cm'),
    () => (6 * 12 + 8) * 2.54,
    '6 pies = 72 pulgadas; 80 pulgadas · 2,54 = 203,2 cm.',
  ),
  numeric(
    16417,
    UNITS,
    'Un surtidor entrega 0,6 m³ de combustible por minuto. ¿Cuántos litros por segundo son?',
    key(10, 'L/s', '10 L/s'),
    () => 600 / 60,
    '0,6 m³ = 600 L; 600 L / 60 s = 10 L/s.',
  ),
  numeric(
    16418,
    UNITS,
    'Una camioneta rinde 20 millas por galón. ¿Cuántos kilómetros recorre por litro? (1 milla ≈ 1,609 km; 1 galón ≈ 3,785 L)',
    key(8.502, 'km/L', '≈ 8,5 km/L'),
    () => (20 * 1.609) / 3.785,
    '20 · 1,609 / 3,785 ≈ 8,50 km/L.',
  ),
  numeric(
    16419,
    UNITS,
    'Un terreno rectangular mide 1,5 hm por 40 dam. ¿Cuál es su superficie en hectáreas?',
    key(6, 'ha', '6 ha'),
    () => (150 * 400) / 10000,
    '150 m · 400 m = 60.000 m² = 6 ha.',
  ),
  numeric(
    16420,
    UNITS,
    'Una valija pesa 44 lb según la balanza del aeropuerto. ¿Cuál es su peso en newton? (1 lb ≈ 0,4536 kg; usá g = 10 m/s²)',
    key(199.584, 'N', '≈ 199,6 N'),
    () => 44 * 0.4536 * 10,
    'm = 44 · 0,4536 = 19,9584 kg; P = m·g ≈ 199,6 N.',
  ),
  options(
    16421,
    ERRORS,
    'Dos varillas miden (25,4 ± 0,1) cm y (13,2 ± 0,2) cm. Puestas una a continuación de la otra, ¿cómo se informa la longitud total?',
    ['(38,6 ± 0,1) cm', '(38,6 ± 0,3) cm', '(38,6 ± 0,2) cm', '(38,6 ± 0,02) cm'],
    1,
    () => [25.4 + 13.2, 0.1 + 0.2],
    'En una suma los errores absolutos se suman: (38,6 ± 0,3) cm.',
  ),
  numeric(
    16422,
    ERRORS,
    'Una chapa rectangular mide (20,0 ± 0,2) cm por (8,0 ± 0,2) cm. ¿Cuál es el error relativo porcentual de su superficie?',
    key(3.5, '%', '3,5 %'),
    () => 100 * (0.2 / 20 + 0.2 / 8),
    'ε = 0,2/20 + 0,2/8 = 0,01 + 0,025 = 0,035 → 3,5 %.',
  ),
  numeric(
    16423,
    ERRORS,
    'Una persona camina (60,0 ± 0,5) m en (40,0 ± 0,5) s. ¿Cuál es el error relativo porcentual de su velocidad media?',
    key(2.083, '%', '≈ 2,08 %'),
    () => 100 * (0.5 / 60 + 0.5 / 40),
    'ε = 0,5/60 + 0,5/40 ≈ 0,00833 + 0,0125 = 0,0208 → 2,08 %.',
  ),
];
