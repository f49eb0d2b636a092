import { circuit } from '../../../figures/circuits.ts';
import { fmtNum, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { conRedondeo, eqSig, fmtSig, numericOptions, pasos, redondeo, texSig } from '../helpers.ts';

interface MixtoParams {
  pregunta: 'equivalente' | 'corriente';
  r1: number;
  r2: number;
  r3: number;
  v: number;
}

const RESISTENCIAS = [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30];
const TENSIONES = [6, 9, 12, 18, 24, 36, 48];

/** R1 in series with R2 ∥ R3: equivalent resistance or current from the source. */
const circuitoMixto: Generator<MixtoParams> = {
  id: 'fis-electricidad-gen-circuito-mixto',
  subject: 'fisica',
  topic: 'electricidad',
  difficulty: 'medio',
  subtopic: 'electricidad.circuitos-ohm',
  figure: ({ r1, r2, r3, v }) =>
    circuit({
      source: `${v} V`,
      elements: [{ resistor: `R1 = ${r1} Ω` }, { parallel: [`R2 = ${r2} Ω`, `R3 = ${r3} Ω`] }],
      alt: `Circuito: una fuente de ${v} V alimenta R1 = ${r1} Ω en serie con un paralelo de R2 = ${r2} Ω y R3 = ${r3} Ω.`,
    }),
  params: (rng) => ({
    pregunta: rng.next() < 0.5 ? 'equivalente' : 'corriente',
    r1: rng.int(1, 20),
    r2: rng.pick(RESISTENCIAS),
    r3: rng.pick(RESISTENCIAS),
    v: rng.pick(TENSIONES),
  }),
  build: ({ pregunta, r1, r2, r3, v }, rng) => {
    const rp = (r2 * r3) / (r2 + r3);
    const req = r1 + rp;
    const serie = r1 + r2 + r3;
    const todoParalelo = 1 / (1 / r1 + 1 / r2 + 1 / r3);
    const sinInvertir = r1 + (1 / r2 + 1 / r3);
    const enunciado = `Una resistencia R1 = ${r1} Ω está conectada en serie con un grupo de dos resistencias en paralelo, R2 = ${r2} Ω y R3 = ${r3} Ω. El conjunto se conecta a una fuente de ${v} V.`;
    const pasoParalelo = String.raw`Resolvé primero el paralelo: $R_p = \dfrac{R_2 R_3}{R_2 + R_3} = \dfrac{${r2} \cdot ${r3}}{${r2} + ${r3}} ${eqSig(rp)} ${texSig(rp)}\ \Omega$. Control: es menor que la menor de las dos.`;
    const pasoSerie = String.raw`Ese paralelo está en serie con R1: $R_{eq} = R_1 + R_p ${eqSig(rp)} ${r1} + ${texSig(rp)} ${eqSig(req)} ${texSig(req)}\ \Omega$.`;
    if (pregunta === 'equivalente') {
      const { options, correctAnswer } = numericOptions(
        rng,
        req,
        [serie, todoParalelo, sinInvertir, r1 + (r2 + r3) / 2],
        (value) => `${fmtSig(value)} Ω`,
      );
      return {
        question: `${enunciado} ¿Cuál es la resistencia equivalente del circuito?`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            pasoParalelo,
            pasoSerie,
            `Errores típicos: sumar las tres como si estuvieran en serie (${fmtSig(serie)} Ω) o sumar 1/R2 + 1/R3 y olvidarse de invertir.`,
          ],
          `${fmtSig(req)} Ω.`,
        ),
      };
    }
    const corriente = v / req;
    const { options, correctAnswer } = numericOptions(
      rng,
      corriente,
      [v / serie, v / todoParalelo, v / rp, v / sinInvertir],
      (value) => `${fmtSig(value)} A`,
    );
    return {
      question: `${enunciado} ¿Qué corriente entrega la fuente?`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          pasoParalelo,
          pasoSerie,
          String.raw`Ley de Ohm para todo el circuito: $I = \dfrac{V}{R_{eq}} ${eqSig(req)} \dfrac{${v}}{${texSig(req)}} ${eqSig(corriente)} ${texSig(corriente)}$ A.`,
          `Errores típicos: poner las tres en serie (${fmtSig(v / serie)} A) u olvidarse de R1 y dividir solo por el paralelo (${fmtSig(v / rp)} A).`,
        ],
        `${fmtSig(corriente)} A.`,
      ),
    };
  },
  solve: ({ pregunta, r1, r2, r3, v }) => {
    // Conductance of the parallel block; the current follows from V = I·R1 + I/G.
    const g = 1 / r2 + 1 / r3;
    if (pregunta === 'equivalente') return r1 + 1 / g;
    return (v * g) / (1 + r1 * g);
  },
};

interface ConsumoParams {
  aparato: string;
  potencia: number;
  horas: number;
  dias: number;
  precio: number;
  pregunta: 'energia' | 'costo';
}

const APARATOS: { aparato: string; potencias: number[] }[] = [
  { aparato: 'Una lámpara LED', potencias: [9, 10, 12, 15] },
  { aparato: 'Un televisor', potencias: [80, 90, 100, 120, 150] },
  { aparato: 'Una computadora', potencias: [200, 250, 300, 350, 400] },
  { aparato: 'Un lavarropas', potencias: [500, 600, 700, 800] },
  { aparato: 'Una estufa eléctrica', potencias: [1000, 1250, 1500, 2000] },
  { aparato: 'Un aire acondicionado', potencias: [1100, 1300, 1500, 2200] },
];

/** Household consumption: kWh and cost from the power in W, hours per day and days. */
const consumo: Generator<ConsumoParams> = {
  id: 'fis-electricidad-gen-consumo',
  subject: 'fisica',
  topic: 'electricidad',
  difficulty: 'facil',
  subtopic: 'electricidad.potencia-energia',
  params: (rng) => {
    const { aparato, potencias } = rng.pick(APARATOS);
    return {
      aparato,
      potencia: rng.pick(potencias),
      horas: rng.int(1, 10),
      dias: rng.pick([10, 15, 20, 30]),
      precio: 10 * rng.int(5, 20),
      pregunta: rng.next() < 0.4 ? 'energia' : 'costo',
    };
  },
  build: ({ aparato, potencia, horas, dias, precio, pregunta }, rng) => {
    const kw = potencia / 1000;
    const horasTotales = horas * dias;
    const energia = kw * horasTotales;
    const costo = energia * precio;
    const uso = `${aparato} de ${fmtNum(potencia)} W funciona ${horas} ${horas === 1 ? 'hora' : 'horas'} por día durante ${dias} días.`;
    const pasosEnergia = [
      `Pasá la potencia a kilowatt: ${fmtNum(potencia)} W = ${fmtNum(kw, 3)} kW.`,
      `Tiempo total de uso: ${horas} h/día · ${dias} días = ${horasTotales} h.`,
      String.raw`Energía: $E = P \cdot t = ${texNum(kw, 3)}\ \text{kW} \cdot ${horasTotales}\ \text{h} = ${texNum(energia, 3)}$ kWh.`,
    ];
    if (pregunta === 'energia') {
      const { options, correctAnswer } = numericOptions(
        rng,
        energia,
        [potencia * horasTotales, kw * horas, kw * dias, (potencia * horasTotales) / 3600],
        (value) => `${fmtNum(value, 3)} kWh`,
      );
      return {
        question: `${uso} ¿Cuánta energía consume en ese período, en kWh?`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            ...pasosEnergia,
            `Si no pasás los W a kW obtenés ${fmtNum(potencia * horasTotales)}, que son Wh, no kWh: 1000 veces más.`,
          ],
          `${fmtNum(energia, 3)} kWh.`,
        ),
      };
    }
    const { options, correctAnswer } = numericOptions(
      rng,
      costo,
      [costo * 1000, kw * horas * precio, kw * dias * precio, energia],
      (value) => `${fmtNum(value, 2)} pesos`,
    );
    return {
      question: `${uso} Si el kWh cuesta ${precio} pesos, ¿cuánto cuesta la energía que consume en ese período?`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          ...pasosEnergia,
          String.raw`Costo: $${texNum(energia, 3)}\ \text{kWh} \cdot ${precio}\ \text{pesos/kWh} = ${texNum(costo, 2)}$ pesos.`,
          'Errores típicos: no pasar los W a kW (el costo da 1000 veces más) u olvidarse de multiplicar por las horas diarias o por los días.',
        ],
        `${fmtNum(costo, 2)} pesos.`,
      ),
    };
  },
  solve: ({ potencia, horas, dias, precio, pregunta }) => {
    // Energy in joules first, then 1 kWh = 3,6·10⁶ J.
    const joules = potencia * horas * 3600 * dias;
    const kwh = joules / 3.6e6;
    return pregunta === 'energia' ? kwh : kwh * precio;
  },
};

interface PotenciaRamaParams {
  r1: number;
  r2: number;
  r3: number;
  v: number;
}

/** R1 in series with R2 ∥ R3: the power one branch of the parallel dissipates. */
const potenciaRama: Generator<PotenciaRamaParams> = {
  id: 'fis-electricidad-gen-potencia-rama',
  subject: 'fisica',
  topic: 'electricidad',
  difficulty: 'dificil',
  subtopic: 'electricidad.circuitos-ohm',
  figure: ({ r1, r2, r3, v }) =>
    circuit({
      source: `${v} V`,
      elements: [{ resistor: `R1 = ${r1} Ω` }, { parallel: [`R2 = ${r2} Ω`, `R3 = ${r3} Ω`] }],
      alt: `Circuito: una fuente de ${v} V alimenta R1 = ${r1} Ω en serie con un paralelo de R2 = ${r2} Ω y R3 = ${r3} Ω.`,
    }),
  params: (rng) => {
    let r2 = rng.pick(RESISTENCIAS);
    let r3 = rng.pick(RESISTENCIAS);
    while (r3 === r2) r3 = rng.pick(RESISTENCIAS);
    if (r2 > r3) [r2, r3] = [r3, r2];
    return { r1: rng.int(1, 12), r2, r3, v: rng.pick(TENSIONES) };
  },
  build: ({ r1, r2, r3, v }, rng) => {
    const rp = (r2 * r3) / (r2 + r3);
    const req = r1 + rp;
    const i = v / req;
    const vp = i * rp;
    const p2 = (vp * vp) / r2;
    const { options, correctAnswer } = numericOptions(
      rng,
      p2,
      [i * i * r2, (vp * vp) / r3, (v * v) / r2, vp * i],
      (value) => `${fmtSig(value)} W`,
    );
    return {
      question: `Una resistencia R1 = ${r1} Ω está en serie con un paralelo formado por R2 = ${r2} Ω y R3 = ${r3} Ω, y el conjunto se conecta a una fuente de ${v} V. ¿Qué potencia disipa R2?${redondeo(p2)}`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          String.raw`Paralelo: $R_p = \dfrac{${r2} \cdot ${r3}}{${r2} + ${r3}} ${eqSig(rp)} ${texSig(rp)}\ \Omega$. Total: $R_{eq} = ${r1} + ${texSig(rp)} ${eqSig(req)} ${texSig(req)}\ \Omega$.`,
          String.raw`Corriente de la fuente: $I = \dfrac{${v}}{${texSig(req)}} ${eqSig(i)} ${texSig(i)}$ A. Tensión sobre el paralelo: $V_p = I \cdot R_p ${eqSig(vp)} ${texSig(vp)}$ V, la misma para R2 y R3.`,
          String.raw`Potencia en R2: $P_2 = \dfrac{V_p^2}{R_2} ${eqSig(p2)} \dfrac{${texSig(vp)}^2}{${r2}} ${eqSig(p2)} ${texSig(p2)}$ W.`,
          `Errores típicos: usar la corriente total en R2 (${fmtSig(i * i * r2)} W), que en realidad se reparte entre las dos ramas, o aplicarle a R2 la tensión completa de la fuente (${fmtSig((v * v) / r2)} W).`,
        ],
        `${fmtSig(p2)} W.`,
      ),
    };
  },
  solve: ({ r1, r2, r3, v }) => {
    // Current divider: the share of the source current that goes through R2 is R3/(R2 + R3).
    const i = v / (r1 + 1 / (1 / r2 + 1 / r3));
    const i2 = (i * r3) / (r2 + r3);
    return i2 * i2 * r2;
  },
};

export const generators: Generator[] = [conRedondeo(circuitoMixto), conRedondeo(consumo), potenciaRama];
