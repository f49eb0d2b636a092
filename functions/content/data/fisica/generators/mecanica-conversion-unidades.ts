import { approxEqual, fmtNum, round, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { eqDec, fmtSig, legible, numericOptions, pasos } from '../helpers.ts';

const r = String.raw;

const DECIMALES = ['al entero', 'a un decimal', 'a dos decimales', 'a tres decimales'];

/** The statement's rounding note when `value` shown with `decimals` decimals is not exact. */
function redondeoA(value: number, decimals: number): string {
  return approxEqual(round(value, decimals), value, 1e-9) ? '' : ` Redondeá ${DECIMALES[decimals]}.`;
}

type Inglesa =
  | { kind: 'pulgadas'; objeto: string; pulgadas: number }
  | { kind: 'pies'; quien: string; pies: number; pulgadas: number }
  | { kind: 'millas'; millas: number }
  | { kind: 'libras'; libras: number };

const PANTALLAS = [
  'La pantalla de un televisor',
  'La pantalla de un monitor',
  'Un caño de riego',
  'Una tabla de surf',
];
const QUIENES = ['un jugador de básquet', 'una jugadora de vóley', 'un boxeador', 'una atleta'];

/** Inches, feet and inches, miles per hour and pounds into SI units, with the equivalence given. */
const unidadesInglesas: Generator<Inglesa> = {
  id: 'fis-mecanica-gen-unidades-inglesas',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'facil',
  subtopic: 'mecanica.conversion-unidades',
  params: (rng) => {
    const kind = rng.pick(['pulgadas', 'pies', 'millas', 'libras'] as const);
    if (kind === 'pulgadas') return { kind, objeto: rng.pick(PANTALLAS), pulgadas: rng.int(10, 90) };
    if (kind === 'pies')
      return { kind, quien: rng.pick(QUIENES), pies: rng.int(5, 6), pulgadas: rng.int(1, 11) };
    if (kind === 'millas') return { kind, millas: 5 * rng.int(5, 16) };
    return { kind, libras: rng.int(2, 250) };
  },
  build: (p, rng) => {
    if (p.kind === 'pulgadas') {
      const cm = p.pulgadas * 2.54;
      const { options, correctAnswer } = numericOptions(
        rng,
        cm,
        [p.pulgadas / 2.54, p.pulgadas * 25.4, p.pulgadas * 0.254, p.pulgadas * 30.48],
        (value) => `${fmtNum(value, 2)} cm`,
      );
      return {
        question: `${p.objeto} mide ${p.pulgadas} pulgadas de largo. ¿Cuánto mide en centímetros? (1 pulgada = 2,54 cm)${redondeoA(cm, 2)}`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            r`Cada pulgada son 2,54 cm, así que se multiplica: $${p.pulgadas}\ \text{in} \cdot \dfrac{2{,}54\ \text{cm}}{1\ \text{in}} = ${texNum(cm, 2)}$ cm.`,
            'Control: el centímetro es más chico que la pulgada, así que el número tiene que crecer. Dividir por 2,54 da un valor menor y está mal.',
          ],
          `${fmtNum(cm, 2)} cm.`,
        ),
      };
    }
    if (p.kind === 'pies') {
      const totalPulgadas = 12 * p.pies + p.pulgadas;
      const metros = totalPulgadas * 0.0254;
      const { options, correctAnswer } = numericOptions(
        rng,
        metros,
        [(p.pies + p.pulgadas / 10) * 0.3048, p.pies * 0.3048, (10 * p.pies + p.pulgadas) * 0.0254],
        (value) => `${fmtNum(value, 3)} m`,
      );
      return {
        question: `En su ficha, ${p.quien} figura con ${p.pies} pies y ${p.pulgadas} ${p.pulgadas === 1 ? 'pulgada' : 'pulgadas'} de altura. ¿Cuánto mide en metros? (1 pie = 12 pulgadas; 1 pulgada = 2,54 cm)${redondeoA(metros, 3)}`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            `Pasá todo a pulgadas: ${p.pies} pies son ${p.pies} · 12 = ${12 * p.pies} pulgadas; con las otras ${p.pulgadas}, ${totalPulgadas} pulgadas.`,
            r`$${totalPulgadas} \cdot 2{,}54 = ${texNum(totalPulgadas * 2.54, 2)}$ cm $${eqDec(metros, 3)} ${texNum(metros, 3)}$ m.`,
            `Errores típicos: leer «${p.pies} pies y ${p.pulgadas} pulgadas» como ${fmtNum(p.pies + p.pulgadas / 10, 1)} pies (un pie tiene 12 pulgadas, no 10) u olvidarse de las pulgadas.`,
          ],
          `${fmtNum(metros, 3)} m.`,
        ),
      };
    }
    if (p.kind === 'millas') {
      const kmh = p.millas * 1.609;
      const { options, correctAnswer } = numericOptions(
        rng,
        kmh,
        [p.millas / 1.609, kmh / 3.6, kmh * 3.6, p.millas * 1.609 * 10],
        (value) => `${fmtNum(value, 1)} km/h`,
      );
      return {
        question: `Un cartel de una ruta de Estados Unidos limita la velocidad a ${p.millas} millas por hora. ¿Cuánto es en km/h? (1 milla ≈ 1,609 km)${redondeoA(kmh, 1)}`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            r`Solo cambia la unidad de longitud; la hora queda igual: $${p.millas}\ \dfrac{\text{mi}}{\text{h}} \cdot \dfrac{1{,}609\ \text{km}}{1\ \text{mi}} ${eqDec(kmh, 1)} ${texNum(kmh, 1)}$ km/h.`,
            'Errores típicos: dividir por 1,609 (la milla es más larga que el kilómetro, así que el número tiene que crecer) o pasar además a m/s sin que lo pidan.',
          ],
          `${fmtNum(kmh, 1)} km/h.`,
        ),
      };
    }
    const kg = p.libras * 0.4536;
    const { options, correctAnswer } = numericOptions(
      rng,
      kg,
      [p.libras / 0.4536, p.libras * 4.536, p.libras * 0.04536, kg * 9.8],
      (value) => `${fmtNum(value, 2)} kg`,
    );
    return {
      question: `La etiqueta de una bolsa de alimento para perros dice ${p.libras} lb. ¿Cuál es su masa en kilogramos? (1 lb ≈ 0,4536 kg)${redondeoA(kg, 2)}`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          r`La libra es una unidad de masa, como el kilogramo: $${p.libras}\ \text{lb} \cdot 0{,}4536\ \dfrac{\text{kg}}{\text{lb}} ${eqDec(kg, 2)} ${texNum(kg, 2)}$ kg.`,
          'Control: una libra es menos de medio kilo, así que los kilogramos tienen que ser menos de la mitad de las libras. Multiplicar por 9,8 daría el peso en newton, que no es lo que se pide.',
        ],
        `${fmtNum(kg, 2)} kg.`,
      ),
    };
  },
  solve: (p) => {
    // Another chain of factors for each case.
    if (p.kind === 'pulgadas') return (p.pulgadas / 12) * 30.48;
    if (p.kind === 'pies') return p.pies * 0.3048 + p.pulgadas * 0.0254;
    if (p.kind === 'millas') return ((p.millas * 1609) / 3600) * 3.6;
    return (p.libras * 453.6) / 1000;
  },
};

type Unidad = 'm' | 'dm' | 'cm' | 'mm';
const EN_METROS: Record<Unidad, number> = { m: 1, dm: 0.1, cm: 0.01, mm: 0.001 };
/** How many of each unit make a decimetre. */
const POR_DM: Record<Unidad, number> = { m: 0.1, dm: 1, cm: 10, mm: 100 };

interface VolumenParams {
  recipiente: string;
  /** Sides in decimetres and the unit each is written in. */
  lados: readonly (readonly [number, Unidad])[];
}

const RECIPIENTES = [
  'Una pecera',
  'Un tanque de agua',
  'Una caja de cartón',
  'Un acuario',
  'Un cajón de madera',
];

const escrito = ([dm, unidad]: readonly [number, Unidad]) => round(dm * POR_DM[unidad], 3);
const ladoTexto = (lado: readonly [number, Unidad]) => `${fmtNum(escrito(lado), 2)} ${lado[1]}`;

/** A box whose sides come in m, dm, cm and mm: how many litres it holds. */
const volumenLitros: Generator<VolumenParams> = {
  id: 'fis-mecanica-gen-volumen-litros',
  subject: 'fisica',
  topic: 'mecanica',
  difficulty: 'medio',
  subtopic: 'mecanica.conversion-unidades',
  params: (rng) => {
    const unidades: Unidad[] = ['m', 'dm', 'cm', 'mm'];
    for (;;) {
      const lados = [rng.int(3, 20), rng.int(3, 20), rng.int(2, 15)].map(
        (dm) => [dm, rng.pick(unidades)] as const,
      );
      if (new Set(lados.map(([, unidad]) => unidad)).size >= 2) {
        return { recipiente: rng.pick(RECIPIENTES), lados };
      }
    }
  },
  build: ({ recipiente, lados }, rng) => {
    const [largo, ancho, alto] = lados as [
      readonly [number, Unidad],
      readonly [number, Unidad],
      readonly [number, Unidad],
    ];
    const litros = largo[0] * ancho[0] * alto[0];
    const sinConvertir = escrito(largo) * escrito(ancho) * escrito(alto);
    const { options, correctAnswer } = numericOptions(
      rng,
      litros,
      [sinConvertir, litros * 1000, litros / 1000, litros * 10, litros / 10],
      (value) => legible(value, 'L'),
    );
    return {
      question: `${recipiente} tiene forma de prisma rectangular: mide ${ladoTexto(largo)} de largo, ${ladoTexto(ancho)} de ancho y ${ladoTexto(alto)} de alto. ¿Cuántos litros le caben?`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          `Como 1 L = 1 dm³, conviene pasar los tres lados a decímetros: ${lados.map((lado) => `${ladoTexto(lado)} = ${lado[0]} dm`).join('; ')}.`,
          r`$V = ${largo[0]} \cdot ${ancho[0]} \cdot ${alto[0]} = ${texNum(litros, 0)}\ \text{dm}^3 = ${texNum(litros, 0)}$ L.`,
          'Errores típicos: multiplicar los números tal como están escritos, sin llevarlos a la misma unidad, o confundir litros con centímetros cúbicos (1 L = 1000 cm³).',
        ],
        `${fmtSig(litros)} L.`,
      ),
    };
  },
  solve: ({ lados }) =>
    // Sides in metres, volume in m³, then 1 m³ = 1000 L.
    lados.reduce((volume, [dm, unidad]) => volume * escrito([dm, unidad]) * EN_METROS[unidad], 1) * 1000,
};

/** Unit conversions (#31). */
export const generators: Generator[] = [unidadesInglesas, volumenLitros];
