import { fmtNum, placeOptions, type Rng } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { pickNumericDistractors } from '../util.ts';

const tex = (value: number, decimals = 2) => fmtNum(value, decimals).replace(/,/g, '{,}');

/** Commercial reagents as sold (mass percentage and density at room temperature, rounded). */
interface Reactivo {
  nombre: string;
  formula: string;
  porcentaje: number;
  densidad: number;
  masaMolar: number;
}

const REACTIVOS: Reactivo[] = [
  { nombre: 'ácido clorhídrico', formula: 'HCl', porcentaje: 36.5, densidad: 1.18, masaMolar: 36.5 },
  { nombre: 'ácido sulfúrico', formula: 'H₂SO₄', porcentaje: 95, densidad: 1.83, masaMolar: 98 },
  { nombre: 'ácido nítrico', formula: 'HNO₃', porcentaje: 63, densidad: 1.38, masaMolar: 63 },
  { nombre: 'amoníaco', formula: 'NH₃', porcentaje: 25, densidad: 0.91, masaMolar: 17 },
  { nombre: 'ácido fosfórico', formula: 'H₃PO₄', porcentaje: 85, densidad: 1.69, masaMolar: 98 },
];

interface ComercialParams {
  reactivo: number;
  modo: 'molaridad' | 'volumen';
  volumenFinal: number;
  concentracion: number;
}

function respuesta({ reactivo, modo, volumenFinal, concentracion }: ComercialParams): number {
  const r = REACTIVOS[reactivo]!;
  // Independent route: molarity of the commercial reagent first, then C₁V₁ = C₂V₂.
  const molaridad = (r.densidad * r.porcentaje * 10) / r.masaMolar;
  if (modo === 'molaridad') return molaridad;
  return (concentracion * volumenFinal) / molaridad;
}

const comercial: Generator<ComercialParams> = {
  id: 'qui-soluciones-gen-reactivo-comercial',
  subject: 'quimica',
  topic: 'soluciones',
  difficulty: 'dificil',
  subtopic: 'soluciones.molaridad-ppm',
  params(rng: Rng) {
    for (;;) {
      const params: ComercialParams = {
        reactivo: rng.int(0, REACTIVOS.length - 1),
        modo: rng.next() < 0.2 ? 'molaridad' : 'volumen',
        volumenFinal: rng.pick([100, 250, 500, 1000]),
        concentracion: rng.pick([0.1, 0.2, 0.25, 0.5, 1, 2]),
      };
      // At least 1,5 mL: a volume a student can measure and two decimals within 0,5 %.
      if (respuesta(params) >= 1.5) return params;
    }
  },
  build({ reactivo, modo, volumenFinal, concentracion }, rng) {
    const r = REACTIVOS[reactivo]!;
    const datos = `${fmtNum(r.porcentaje, 1)} % m/m, densidad ${fmtNum(r.densidad)} g/mL; M(${r.formula}) = ${fmtNum(r.masaMolar, 1)} g/mol`;
    const w = r.porcentaje / 100;
    if (modo === 'molaridad') {
      const masaSolucion = 1000 * r.densidad;
      const masaSoluto = masaSolucion * w;
      const correcto = masaSoluto / r.masaMolar;
      const fmt = (x: number) => `${fmtNum(x, 2)} M`;
      const candidatos = [
        (1000 * w) / r.masaMolar,
        (r.densidad * r.porcentaje) / r.masaMolar,
        r.densidad,
        correcto / 2,
        masaSoluto / 1000,
      ];
      const distractores = pickNumericDistractors(fmt(correcto), candidatos.map(fmt), (k) =>
        fmt(correcto * (1 - 0.12 * k)),
      );
      const { options, correctAnswer } = placeOptions(rng, fmt(correcto), distractores);
      return {
        question: `El ${r.nombre} comercial tiene ${datos}. ¿Cuál es su molaridad? (Redondeá a dos decimales.)`,
        options,
        correctAnswer,
        explanation: [
          `PASO 1: Tomá 1 L (1000 mL) de reactivo: su masa es $1000 \\cdot ${tex(r.densidad)} = ${tex(masaSolucion)}$ g.`,
          `PASO 2: El ${fmtNum(r.porcentaje, 1)} % es soluto: $${tex(w, 3)} \\cdot ${tex(masaSolucion)} = ${tex(masaSoluto)}$ g de ${r.formula}.`,
          `PASO 3: Moles en ese litro: $${tex(masaSoluto)} / ${tex(r.masaMolar, 1)} = ${tex(correcto)}$ mol, así que la molaridad es ${fmt(correcto)}.`,
          'PASO 4: Errores típicos: olvidar la densidad (tomar 1 mL = 1 g), confundir la densidad con la concentración o usar el porcentaje sobre 100 mL.',
          `RESULTADO: ${fmt(correcto)}.`,
        ].join('\n'),
      };
    }
    const moles = (concentracion * volumenFinal) / 1000;
    const masaSoluto = moles * r.masaMolar;
    const masaSolucion = masaSoluto / w;
    const correcto = masaSolucion / r.densidad;
    const fmt = (x: number) => `${fmtNum(x, 2)} mL`;
    const candidatos = [masaSolucion, masaSoluto / r.densidad, masaSolucion * r.densidad, masaSoluto];
    const distractores = pickNumericDistractors(fmt(correcto), candidatos.map(fmt), (k) =>
      fmt(correcto * (1 + 0.2 * k)),
    );
    const { options, correctAnswer } = placeOptions(rng, fmt(correcto), distractores);
    return {
      question: `¿Qué volumen de ${r.nombre} comercial (${datos}) hay que medir para preparar ${volumenFinal} mL de solución ${fmtNum(concentracion, 2)} M? (Redondeá a dos decimales.)`,
      options,
      correctAnswer,
      explanation: [
        `PASO 1: Moles de soluto que necesitás: $n = ${tex(concentracion)}\\ \\text{M} \\cdot ${tex(volumenFinal / 1000, 3)}\\ \\text{L} = ${tex(moles, 4)}$ mol, es decir, $${tex(moles, 4)} \\cdot ${tex(r.masaMolar, 1)} = ${tex(masaSoluto, 3)}$ g de ${r.formula}.`,
        `PASO 2: El reactivo tiene ${fmtNum(r.porcentaje, 1)} g de ${r.formula} cada 100 g: la masa de reactivo es $${tex(masaSoluto, 3)} / ${tex(w, 3)} = ${tex(masaSolucion, 3)}$ g.`,
        `PASO 3: Volumen: $V = m / \\delta = ${tex(masaSolucion, 3)} / ${tex(r.densidad)} = ${tex(correcto)}$ mL. Se mide ese volumen y se lleva a ${volumenFinal} mL con agua${r.nombre.startsWith('ácido') ? ' (agregando siempre el ácido sobre el agua)' : ''}.`,
        'PASO 4: Errores típicos: tomar la masa de reactivo como si fuera un volumen, olvidar el porcentaje de pureza o multiplicar por la densidad en lugar de dividir.',
        `RESULTADO: ${fmt(correcto)}.`,
      ].join('\n'),
    };
  },
  solve: respuesta,
};

export const generators: Generator[] = [comercial as Generator];
