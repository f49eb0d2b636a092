import { refraction, sphericalMirror, thinLens } from '../../../figures/optics.ts';
import { fmtNum, texNum } from '../../../lib.ts';
import type { Generator } from '../../../schema.ts';
import { conRedondeo, eqSig, fmtSig, numericOptions, pasos, texSig } from '../helpers.ts';

interface LenteParams {
  elemento: 'lente convergente' | 'lente divergente' | 'espejo cóncavo' | 'espejo convexo';
  /** Focal length with its sign, in cm. */
  f: number;
  /** Object distance, in cm. */
  p: number;
}

const ELEMENTOS = ['lente convergente', 'lente divergente', 'espejo cóncavo', 'espejo convexo'] as const;

const signed = (value: number) => fmtSig(value).replace('-', '−');

function tamano(aumento: number): string {
  if (Math.abs(Math.abs(aumento) - 1) < 1e-9) return 'del mismo tamaño que el objeto';
  return Math.abs(aumento) > 1 ? 'más grande que el objeto' : 'más chica que el objeto';
}

/** Thin lens / spherical mirror equation: where the image forms and what it looks like. */
const ecuacionLentes: Generator<LenteParams> = {
  id: 'fis-optica-gen-lentes',
  subject: 'fisica',
  topic: 'optica',
  difficulty: 'medio',
  subtopic: 'optica.lentes-espejos',
  figure: ({ elemento, f, p }) => {
    const focal = Math.abs(f);
    const alt = `Un${elemento.startsWith('lente') ? 'a' : ''} ${elemento} de ${focal} cm de distancia focal, con sus focos marcados, y un objeto a ${p} cm.`;
    if (elemento === 'lente convergente' || elemento === 'lente divergente')
      return thinLens({ kind: f > 0 ? 'convergente' : 'divergente', focal, object: p, height: 3, alt });
    return sphericalMirror({ kind: f > 0 ? 'concavo' : 'convexo', focal, object: p, height: 3, alt });
  },
  params: (rng) => {
    const elemento = rng.pick(ELEMENTOS);
    const distancia = rng.int(4, 30);
    const f = elemento === 'lente convergente' || elemento === 'espejo cóncavo' ? distancia : -distancia;
    for (;;) {
      const p = rng.int(2, 90);
      if (Math.abs(p - f) >= 0.25 * Math.abs(f)) return { elemento, f, p };
    }
  },
  build: ({ elemento, f, p }, rng) => {
    const q = 1 / (1 / f - 1 / p);
    const aumento = -q / p;
    const esLente = elemento.startsWith('lente');
    const { options, correctAnswer } = numericOptions(
      rng,
      q,
      [-q, 1 / (1 / f + 1 / p), p - f, 1 / (1 / -f - 1 / p)],
      (value) => `q = ${signed(value)} cm`,
    );
    const real = q > 0;
    const lugar = real
      ? esLente
        ? 'del otro lado de la lente'
        : 'delante del espejo'
      : esLente
        ? 'del mismo lado que el objeto'
        : 'detrás del espejo';
    return {
      question: `Un objeto se coloca a ${p} cm de un${elemento.startsWith('lente') ? 'a' : ''} ${elemento} de ${Math.abs(f)} cm de distancia focal${f < 0 ? ' (en valor absoluto)' : ''}. ¿Dónde se forma la imagen? (Tomá q > 0 para imágenes reales y q < 0 para imágenes virtuales.)`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          `Con la convención de signos, ${elemento.endsWith('convergente') || elemento.endsWith('cóncavo') ? 'un sistema convergente tiene f > 0' : 'un sistema divergente tiene f < 0'}: f = ${signed(f)} cm y p = ${p} cm.`,
          String.raw`Despejá de $\dfrac{1}{f} = \dfrac{1}{p} + \dfrac{1}{q}$: $\dfrac{1}{q} = \dfrac{1}{${texNum(f)}} - \dfrac{1}{${p}} ${eqSig(1 / q, 3)} ${texSig(1 / q)}\ \text{cm}^{-1}$.`,
          `Invertí: $q ${eqSig(q)} ${texSig(q)}$ cm. ${real ? 'Es positiva: la imagen es real' : 'Es negativa: la imagen es virtual'} y se forma ${lugar}.`,
          String.raw`Aumento: $A = -\dfrac{q}{p} ${eqSig(aumento)} ${texSig(aumento)}$: la imagen es ${aumento < 0 ? 'invertida' : 'derecha'} y ${tamano(aumento)}.`,
          `Errores típicos: sumar las inversas en lugar de restarlas, perder el signo de q${f < 0 ? ' o usar f positiva en un sistema divergente' : ''}.`,
        ],
        `q = ${signed(q)} cm: imagen ${real ? 'real' : 'virtual'}, ${aumento < 0 ? 'invertida' : 'derecha'} y ${tamano(aumento)}.`,
      ),
    };
  },
  solve: ({ f, p }) => {
    // Newton's form: distances measured from the focal points satisfy x·x' = f².
    const x = p - f;
    return f + (f * f) / x;
  },
};

interface SnellParams {
  modo: 'refraccion' | 'limite';
  desde: string;
  hacia: string;
  n1: number;
  n2: number;
  angulo: number;
}

const MEDIOS = [
  { desde: 'del aire', hacia: 'al aire', n: 1 },
  { desde: 'del agua', hacia: 'al agua', n: 1.33 },
  { desde: 'de un acrílico', hacia: 'a un acrílico', n: 1.49 },
  { desde: 'de un vidrio común', hacia: 'a un vidrio común', n: 1.5 },
  { desde: 'de un vidrio denso', hacia: 'a un vidrio denso', n: 1.65 },
  { desde: 'del diamante', hacia: 'al diamante', n: 2.42 },
];
const ANGULOS = [15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70];
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const grados = (value: number) => `${fmtSig(value)}°`;

/** Snell's law: refraction angle, or critical angle for total internal reflection. */
const snell: Generator<SnellParams> = {
  id: 'fis-optica-gen-snell',
  subject: 'fisica',
  topic: 'optica',
  difficulty: 'dificil',
  subtopic: 'optica.refraccion',
  figure: ({ modo, desde, hacia, n1, n2, angulo }) =>
    modo === 'limite'
      ? undefined
      : refraction({
          incidence: angulo,
          n1,
          n2,
          media: [desde.replace(/^del? (la )?/, ''), hacia.replace(/^al? (la )?/, '')],
          refractedLabel: '?',
          alt: `Un rayo de luz pasa ${desde} (n = ${fmtNum(n1)}) ${hacia} (n = ${fmtNum(n2)}) con un ángulo de incidencia de ${angulo}° respecto de la normal; el ángulo de refracción es la incógnita.`,
        }),
  params: (rng) => {
    const modo = rng.next() < 0.65 ? 'refraccion' : 'limite';
    for (;;) {
      const a = rng.pick(MEDIOS);
      const b = rng.pick(MEDIOS);
      if (a.n === b.n) continue;
      if (modo === 'limite') {
        const [denso, otro] = a.n > b.n ? [a, b] : [b, a];
        return { modo, desde: denso.desde, hacia: otro.hacia, n1: denso.n, n2: otro.n, angulo: 0 };
      }
      const angulo = rng.pick(ANGULOS);
      if ((a.n * Math.sin(rad(angulo))) / b.n <= 0.95) {
        return { modo, desde: a.desde, hacia: b.hacia, n1: a.n, n2: b.n, angulo };
      }
    }
  },
  build: ({ modo, desde, hacia, n1, n2, angulo }, rng) => {
    const medios = `${desde} (n = ${fmtNum(n1)}) ${hacia} (n = ${fmtNum(n2)})`;
    if (modo === 'limite') {
      const seno = n2 / n1;
      const limite = deg(Math.asin(seno));
      const { options, correctAnswer } = numericOptions(
        rng,
        limite,
        [deg(Math.acos(seno)), deg(Math.atan(seno)), deg(Math.asin(1 / n1)), 90],
        grados,
      );
      return {
        question: `La luz pasa ${medios}. ¿A partir de qué ángulo de incidencia se produce la reflexión total interna?`,
        options,
        correctAnswer,
        explanation: pasos(
          [
            `La luz va de un medio de mayor índice a uno de menor índice, así que existe un ángulo límite: es el ángulo de incidencia para el cual el rayo refractado sale rasante, a 90°.`,
            String.raw`Ley de Snell con $\theta_2 = 90^\circ$: $${texNum(n1)} \cdot \operatorname{sen}\theta_L = ${texNum(n2)} \cdot \operatorname{sen} 90^\circ$, así que $\operatorname{sen}\theta_L = \dfrac{${texNum(n2)}}{${texNum(n1)}} \approx ${texNum(seno, 3)}$.`,
            String.raw`$\theta_L \approx ${texSig(limite)}^\circ$. Para ángulos de incidencia mayores, toda la luz se refleja.`,
            `Errores típicos: usar el coseno (${grados(deg(Math.acos(seno)))}) o la tangente en lugar del seno, o confundir el ángulo límite con los 90° del rayo refractado.`,
          ],
          `≈ ${grados(limite)}.`,
        ),
      };
    }
    const seno = (n1 * Math.sin(rad(angulo))) / n2;
    const refraccion = deg(Math.asin(seno));
    const invertido = (n2 * Math.sin(rad(angulo))) / n1;
    const { options, correctAnswer } = numericOptions(
      rng,
      refraccion,
      // A refraction angle is below 90°: candidates that are not, are not offered.
      [
        (n1 * angulo) / n2,
        invertido < 1 ? deg(Math.asin(invertido)) : Number.NaN,
        angulo,
        90 - refraccion,
        refraccion / 2,
        (refraccion + 90) / 2,
      ].filter((value) => value > 0 && value < 90),
      grados,
    );
    return {
      question: `Un rayo de luz pasa ${medios} con un ángulo de incidencia de ${angulo}° respecto de la normal. ¿Cuál es el ángulo de refracción?`,
      options,
      correctAnswer,
      explanation: pasos(
        [
          String.raw`Ley de Snell: $n_1 \operatorname{sen}\theta_1 = n_2 \operatorname{sen}\theta_2$, con $n_1 = ${texNum(n1)}$, $n_2 = ${texNum(n2)}$ y $\theta_1 = ${angulo}^\circ$.`,
          String.raw`$\operatorname{sen}\theta_2 = \dfrac{${texNum(n1)} \cdot \operatorname{sen} ${angulo}^\circ}{${texNum(n2)}} \approx \dfrac{${texNum(n1)} \cdot ${texNum(Math.sin(rad(angulo)), 3)}}{${texNum(n2)}} \approx ${texNum(seno, 3)}$.`,
          String.raw`$\theta_2 \approx ${texSig(refraccion)}^\circ$. ${n2 > n1 ? 'Pasa a un medio de mayor índice, así que se acerca a la normal.' : 'Pasa a un medio de menor índice, así que se aleja de la normal.'}`,
          `Errores típicos: aplicar la ley a los ángulos en lugar de a sus senos (${grados((n1 * angulo) / n2)}) o medir el ángulo desde la superficie (${grados(90 - refraccion)}).`,
        ],
        `≈ ${grados(refraccion)}.`,
      ),
    };
  },
  solve: ({ modo, n1, n2, angulo }) => {
    // Through the tangent: θ = atan(s / √(1 − s²)).
    const s = modo === 'limite' ? n2 / n1 : (n1 * Math.sin(rad(angulo))) / n2;
    return deg(Math.atan2(s, Math.sqrt(1 - s * s)));
  },
};

export const generators: Generator[] = [conRedondeo(ecuacionLentes), conRedondeo(snell)];
