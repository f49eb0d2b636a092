import { LIGHT_SPEED as C, ELECTRONVOLT as EV, PLANCK as H } from '../../../../lib/science/constants.ts';
import { fmtNum, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { conRedondeo, eqSig, fmtSig, legible, numericOptions, pasos, texSci, texSig } from '../helpers.ts';

interface DecaimientoParams {
  modo: 'masa' | 'tiempo';
  isotopo: string;
  vidaMedia: number;
  unidad: string;
  masaInicial: number;
  periodos: number;
}

const SINGULAR: Record<string, string> = { días: 'día', años: 'año', horas: 'hora' };

const ISOTOPOS = [
  { isotopo: 'yodo-131', vidaMedia: 8, unidad: 'días' },
  { isotopo: 'radón-222', vidaMedia: 3.8, unidad: 'días' },
  { isotopo: 'fósforo-32', vidaMedia: 14, unidad: 'días' },
  { isotopo: 'cobalto-60', vidaMedia: 5.3, unidad: 'años' },
  { isotopo: 'estroncio-90', vidaMedia: 29, unidad: 'años' },
  { isotopo: 'cesio-137', vidaMedia: 30, unidad: 'años' },
  { isotopo: 'tecnecio-99m', vidaMedia: 6, unidad: 'horas' },
];
const MASAS = [10, 16, 20, 32, 40, 48, 50, 64, 80, 96, 100, 120, 160, 200, 240, 320];

/** Radioactive decay with a whole number of half-lives: mass left, or time elapsed. */
const decaimiento: Generator<DecaimientoParams> = {
  id: 'fis-fisica-moderna-gen-vida-media',
  subject: 'fisica',
  topic: 'fisica-moderna',
  difficulty: 'medio',
  subtopic: 'fisica-moderna.nucleo',
  params: (rng) => ({
    modo: rng.next() < 0.5 ? 'masa' : 'tiempo',
    ...rng.pick(ISOTOPOS),
    masaInicial: rng.pick(MASAS),
    periodos: rng.int(1, 6),
  }),
  build: ({ modo, isotopo, vidaMedia, unidad, masaInicial, periodos }, rng) => {
    const t = periodos * vidaMedia;
    const restante = masaInicial / 2 ** periodos;
    const datos = `Una muestra contiene ${masaInicial} g de ${isotopo}, un isótopo radiactivo cuya vida media es de ${fmtNum(vidaMedia)} ${unidad}.`;
    const cadena = Array.from({ length: periodos + 1 }, (_, i) => fmtSig(masaInicial / 2 ** i)).join(' → ');
    if (modo === 'masa') {
      const { options, correctAnswer } = numericOptions(
        rng,
        restante,
        [
          masaInicial * (1 - periodos / 2),
          masaInicial / (2 * periodos),
          masaInicial / 2 ** (periodos - 1),
          masaInicial - restante,
          masaInicial / 2 ** (periodos + 1),
        ].filter((value) => value > 0),
        (value) => `${fmtSig(value)} g`,
      );
      return {
        question: `${datos} ¿Qué masa de ${isotopo} queda sin desintegrar al cabo de ${fmtNum(t)} ${unidad}?`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            `Contá cuántas vidas medias pasaron: n = ${fmtNum(t)} / ${fmtNum(vidaMedia)} = ${periodos}.`,
            `En cada vida media queda la mitad de lo que había: ${cadena} g.`,
            String.raw`Con la fórmula: $m = m_0 \cdot \left(\frac{1}{2}\right)^{n} = \dfrac{${masaInicial}}{2^{${periodos}}} = \dfrac{${masaInicial}}{${2 ** periodos}} ${eqSig(restante)} ${texSig(restante)}$ g.`,
            `Ojo: lo que se desintegró son ${fmtSig(masaInicial - restante)} g; la pregunta pide lo que queda. Y el decaimiento no es lineal: no se pierde la misma masa en cada período.`,
          ],
          `${fmtSig(restante)} g.`,
        ),
      };
    }
    const { options, correctAnswer } = numericOptions(
      rng,
      t,
      [
        periodos,
        (masaInicial / restante) * vidaMedia,
        (periodos - 1) * vidaMedia,
        vidaMedia / 2 ** periodos,
        (periodos + 1) * vidaMedia,
      ],
      (value) => `${fmtSig(value)} ${fmtSig(value) === '1' ? (SINGULAR[unidad] ?? unidad) : unidad}`,
    );
    return {
      question: `${datos} ¿Cuánto tiempo tiene que pasar para que queden ${fmtSig(restante)} g sin desintegrar?`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          `Dividí sucesivamente por 2 hasta llegar a la masa pedida: ${cadena} g. Son ${periodos} ${periodos === 1 ? 'vida media' : 'vidas medias'}.`,
          String.raw`Equivale a resolver $\left(\frac{1}{2}\right)^{n} = \dfrac{${texSig(restante)}}{${masaInicial}}$, es decir, $2^{n} = ${2 ** periodos}$, así que $n = ${periodos}$.`,
          String.raw`Tiempo: $t = n \cdot T_{1/2} = ${periodos} \cdot ${texNum(vidaMedia)} = ${texNum(t)}$ ${unidad}.`,
          `Error típico: responder ${periodos} (la cantidad de vidas medias) sin multiplicar por la vida media.`,
        ],
        `${fmtNum(t)} ${unidad}.`,
      ),
    };
  },
  solve: ({ modo, vidaMedia, masaInicial, periodos }) => {
    // Exponential law with the decay constant λ = ln 2 / T½.
    const lambda = Math.LN2 / vidaMedia;
    if (modo === 'masa') return masaInicial * Math.exp(-lambda * periodos * vidaMedia);
    const restante = masaInicial / 2 ** periodos;
    return Math.log(masaInicial / restante) / lambda;
  },
};

interface FotonParams {
  modo: 'energia' | 'longitud';
  /** Wavelength in nm ('energia') or photon energy in eV ('longitud'). */
  dato: number;
}

const region = (nm: number) => (nm < 400 ? 'ultravioleta' : nm <= 700 ? 'luz visible' : 'infrarrojo cercano');
const CONSTANTES = String.raw`($h = 6{,}63 \cdot 10^{-34}$ J·s; $c = 3 \cdot 10^{8}$ m/s; $1\ \text{eV} = 1{,}6 \cdot 10^{-19}$ J)`;

/** Photon energy in eV from its wavelength in nm, or the wavelength from the energy. */
const energiaFoton: Generator<FotonParams> = {
  id: 'fis-fisica-moderna-gen-energia-foton',
  subject: 'fisica',
  topic: 'fisica-moderna',
  difficulty: 'facil',
  subtopic: 'fisica-moderna.fotones',
  params: (rng) =>
    rng.next() < 0.6
      ? { modo: 'energia', dato: 5 * rng.int(40, 160) }
      : { modo: 'longitud', dato: rng.int(15, 60) / 10 },
  build: ({ modo, dato }, rng) => {
    if (modo === 'energia') {
      const lambda = dato * 1e-9;
      const joules = (H * C) / lambda;
      const ev = joules / EV;
      const { options, correctAnswer } = numericOptions(
        rng,
        ev,
        [joules, ev * 1e-9, 1 / ev, joules * EV],
        (value) => legible(value, 'eV'),
      );
      return {
        question: `¿Cuál es la energía, en electronvolt, de un fotón de ${dato} nm (${region(dato)})? ${CONSTANTES}`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            `Pasá la longitud de onda a metros: ${dato} nm $= ${texSci(lambda, 3)}$ m.`,
            String.raw`$E = \dfrac{h c}{\lambda} = \dfrac{6{,}63 \cdot 10^{-34} \cdot 3 \cdot 10^{8}}{${texSci(lambda, 3)}} \approx ${texSci(joules)}$ J.`,
            String.raw`Pasá a electronvolt dividiendo por $1{,}6 \cdot 10^{-19}$: $E \approx ${texSig(ev)}$ eV. Control con el atajo $E \approx 1240/\lambda$: $1240/${dato} \approx ${texSig(1240 / dato)}$ eV.`,
            'Errores típicos: dejar el resultado en joule con la unidad eV, dejar λ en nanómetros o multiplicar por 1,6·10⁻¹⁹ en lugar de dividir.',
          ],
          `≈ ${fmtSig(ev)} eV.`,
        ),
      };
    }
    const joules = dato * EV;
    const metros = (H * C) / joules;
    const nm = metros * 1e9;
    const { options, correctAnswer } = numericOptions(
      rng,
      nm,
      [((H * C) / dato) * 1e9, metros, 1240 * dato, (joules / (H * C)) * 1e-9],
      (value) => legible(value, 'nm'),
    );
    return {
      question: `Un fotón tiene una energía de ${fmtNum(dato)} eV. ¿Cuál es su longitud de onda, en nanómetros? ${CONSTANTES}`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          String.raw`Pasá la energía a joule: $E = ${texNum(dato)} \cdot 1{,}6 \cdot 10^{-19} = ${texSci(joules)}$ J.`,
          String.raw`De $E = \dfrac{hc}{\lambda}$ despejás $\lambda = \dfrac{hc}{E} = \dfrac{6{,}63 \cdot 10^{-34} \cdot 3 \cdot 10^{8}}{${texSci(joules)}} \approx ${texSci(metros)}$ m.`,
          String.raw`Pasá a nanómetros (1 nm $= 10^{-9}$ m): $\lambda \approx ${texSig(nm)}$ nm, ${region(nm)}. Control con el atajo: $1240/${texNum(dato)} \approx ${texSig(1240 / dato)}$ nm.`,
          'Errores típicos: no pasar los eV a joule, dejar el resultado en metros con la unidad nm o multiplicar por 1240 en lugar de dividir.',
        ],
        `≈ ${fmtSig(nm)} nm.`,
      ),
    };
  },
  solve: ({ modo, dato }) => {
    // Through the frequency: f = c/λ and E = h·f.
    if (modo === 'energia') {
      const f = C / (dato * 1e-9);
      return (H * f) / EV;
    }
    const f = (dato * EV) / H;
    return (C / f) * 1e9;
  },
};

interface FotoelectricoParams {
  metal: { nombre: string; trabajo: number };
  lambda: number;
}

const METALES = [
  { nombre: 'cesio', trabajo: 2.1 },
  { nombre: 'potasio', trabajo: 2.3 },
  { nombre: 'sodio', trabajo: 2.3 },
  { nombre: 'calcio', trabajo: 2.9 },
  { nombre: 'magnesio', trabajo: 3.7 },
  { nombre: 'zinc', trabajo: 4.3 },
];

/** Photoelectric effect: the largest kinetic energy of the electrons, in eV, from λ in nm. */
const fotoelectrico: Generator<FotoelectricoParams> = {
  id: 'fis-fisica-moderna-gen-fotoelectrico',
  subject: 'fisica',
  topic: 'fisica-moderna',
  difficulty: 'dificil',
  subtopic: 'fisica-moderna.fotones',
  params: (rng) => {
    for (;;) {
      const metal = rng.pick(METALES);
      const lambda = 10 * rng.int(20, 50);
      const foton = (H * C) / (lambda * 1e-9) / EV;
      if (foton - metal.trabajo >= 0.2) return { metal, lambda };
    }
  },
  build: ({ metal, lambda }, rng) => {
    const energiaJ = (H * C) / (lambda * 1e-9);
    const foton = energiaJ / EV;
    const ec = foton - metal.trabajo;
    const { options, correctAnswer } = numericOptions(
      rng,
      ec,
      [foton, foton + metal.trabajo, metal.trabajo, ec * 2],
      (value) => `${fmtSig(value)} eV`,
    );
    return {
      question: String.raw`Se ilumina una placa de ${metal.nombre}, cuya función trabajo es de ${fmtNum(metal.trabajo)} eV, con luz de ${lambda} nm. ¿Cuál es la energía cinética máxima de los electrones emitidos? ($h = 6{,}63 \cdot 10^{-34}$ J·s; $c = 3 \cdot 10^{8}$ m/s; $1\ \text{eV} = 1{,}6 \cdot 10^{-19}$ J; redondeá a tres cifras significativas.)`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          String.raw`Energía de cada fotón: $E = \dfrac{h c}{\lambda} = \dfrac{6{,}63 \cdot 10^{-34} \cdot 3 \cdot 10^{8}}{${lambda} \cdot 10^{-9}} \approx ${texSci(energiaJ)}$ J.`,
          String.raw`En electronvolt: $E = \dfrac{${texSci(energiaJ)}}{1{,}6 \cdot 10^{-19}} ${eqSig(foton)} ${texSig(foton)}$ eV.`,
          String.raw`Ecuación de Einstein: $E_{c,max} = E - \phi ${eqSig(ec)} ${texSig(foton)} - ${texNum(metal.trabajo)} ${eqSig(ec)} ${texSig(ec)}$ eV.`,
          `Errores típicos: dar la energía del fotón (${fmtSig(foton)} eV) sin restar la función trabajo, o sumarla en lugar de restarla.`,
        ],
        `${fmtSig(ec)} eV.`,
      ),
    };
  },
  solve: ({ metal, lambda }) => {
    // Through frequencies: f = c/λ, threshold f₀ = φ/h, then E = h·(f − f₀) in eV.
    const f = C / (lambda * 1e-9);
    const f0 = (metal.trabajo * EV) / H;
    return (H * (f - f0)) / EV;
  },
};

export const generators: Generator[] = [conRedondeo(decaimiento), conRedondeo(energiaFoton), fotoelectrico];
