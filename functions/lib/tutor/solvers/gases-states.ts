/**
 * Two questions exam pages add to a gas taken between states, read before the general gas law
 * (gases.ts): the volume the same gas would take at normal conditions (0 °C and 1 atm) after it went
 * from a state given by its volume, temperature and pressure to a second one (either state gives the
 * same, and the reply shows both), and by what percentage the pressure rises when a closed gas (a tyre, a rigid tank) warms
 * at constant volume. Temperatures in kelvin as T = t + 273. Every number must be one of the data.
 */
import { foldedStatement, num, questionOf, Taken } from './fluids-floating.ts';
import { fmt, relation } from './numbers.ts';
import { workedReply } from './reply.ts';

const NUM = String.raw`(\d+(?:[.,]\d+)*)`;
const eq = (value: number) => `${relation(value)} ${fmt(value)}`;
const kelvin = (celsius: number) => celsius + 273;

function normalVolume(taken: Taken, question: string): string | undefined {
  if (!/condiciones normales|cnpt/.test(question) || !/volumen/.test(question)) return undefined;
  taken.take(/\(0\s*°\s*c y 1 atm\)|\(1 atm y 0\s*°\s*c\)/);
  const first = taken.take(
    new RegExp(`ocupa ${NUM}\\s*(l|litros|ml|cm³|dm³) a ${NUM}\\s*°\\s*c y ${NUM}\\s*atm`),
  );
  const warmed = taken.take(new RegExp(`(?:calienta|enfria) hasta ${NUM}\\s*°\\s*c`));
  const pressed = taken.take(new RegExp(`(?:comprime|expande|descomprime) hasta ${NUM}\\s*atm`));
  const [s] = first;
  // One state alone is the general law's (gases.ts); here the gas went through a second one too.
  if (!taken.allRead || first.length !== 1 || !s || warmed.length !== 1 || pressed.length !== 1)
    return undefined;
  if (/\?[^?]*\?|\by (?:cuant|cual|que|determin|calcul)/.test(question)) return undefined;
  const v1 = num(s[1]);
  const unit = s[2] === 'litros' ? 'l' : (s[2] ?? 'l');
  const t1 = kelvin(num(s[3]));
  const p1 = num(s[4]);
  if (!(v1 > 0) || !(t1 > 0) || !(p1 > 0)) return undefined;
  const v0 = v1 * (p1 / 1) * (273 / t1);
  const shown = unit === 'l' ? 'L' : unit;
  const steps = [
    `Temperatura en kelvin: ${s[3]} °C = ${fmt(t1)} K; en condiciones normales, 0 °C = 273 K y 1 atm.`,
    `Con la misma masa de gas, p₁ · V₁ / T₁ = p₀ · V₀ / T₀: V₀ = ${fmt(v1)} · (${fmt(p1)} / 1) · (273 / ${fmt(t1)}) ${eq(v0)} ${shown}.`,
  ];
  const [w] = warmed;
  const [c] = pressed;
  if (w && c) {
    const t2 = kelvin(num(w[1]));
    const p2 = num(c[1]);
    const v2 = (v1 * p1 * t2) / (t1 * p2);
    steps.push(
      `Desde el otro estado (${w[1]} °C = ${fmt(t2)} K, ${c[1]} atm, V₂ = ${fmt(v1)} · ${fmt(p1)} · ${fmt(t2)} / (${fmt(t1)} · ${fmt(p2)}) ${eq(v2)} ${shown}) sale lo mismo: ${fmt(v2)} · ${fmt(p2)} · 273 / ${fmt(t2)} ${eq((v2 * p2 * 273) / t2)} ${shown}.`,
    );
  }
  return workedReply({
    title: 'Volumen en condiciones normales',
    data: `V₁ = ${fmt(v1)} ${shown}; t₁ = ${s[3]} °C; p₁ = ${fmt(p1)} atm${w && c ? `; después ${w[1]} °C y ${c[1]} atm` : ''}`,
    steps,
    answer: `**V₀ ${eq(v0)} ${shown}**`,
    closing: '¿Por qué hay que pasar las temperaturas a kelvin antes de usar la ecuación general?',
  });
}

function pressureRise(taken: Taken, folded: string, question: string): string | undefined {
  if (!/porcentaje|por ciento/.test(question) || !/presion/.test(question) || !/aument|sub/.test(question))
    return undefined;
  if (!/volumen[^.]*(?:no cambia|constante|no varia)|(?:rigido|cerrado)/.test(folded)) return undefined;
  const start = taken.take(
    new RegExp(
      `(?:presion (?:absoluta )?de|a una presion de|infla a una presion de) ${NUM}\\s*atm (?:y )?a ${NUM}\\s*°\\s*c`,
    ),
  );
  const end = taken.take(new RegExp(`(?:llega a|sube a|pasa a|es de|aumenta a|hasta) ${NUM}\\s*°\\s*c`));
  const [s] = start;
  const [e] = end;
  if (!taken.allRead || start.length !== 1 || end.length !== 1 || !s || !e) return undefined;
  const p1 = num(s[1]);
  const t1 = kelvin(num(s[2]));
  const t2 = kelvin(num(e[1]));
  if (!(p1 > 0) || !(t1 > 0) || !(t2 > t1)) return undefined;
  const p2 = (p1 * t2) / t1;
  const rise = (t2 / t1 - 1) * 100;
  return workedReply({
    title: 'Gas a volumen constante',
    data: `p₁ = ${fmt(p1)} atm; t₁ = ${s[2]} °C; t₂ = ${e[1]} °C; volumen constante`,
    steps: [
      `En kelvin: T₁ = ${fmt(t1)} K, T₂ = ${fmt(t2)} K.`,
      `A volumen constante la presión es proporcional a T: p₂ = ${fmt(p1)} · ${fmt(t2)} / ${fmt(t1)} ${eq(p2)} atm.`,
      `Aumento relativo: (p₂ − p₁) / p₁ = ${fmt(t2)} / ${fmt(t1)} − 1 ${eq(rise / 100)}, es decir, ${fmt(rise)} %.`,
    ],
    answer: `**La presión aumentó ${relation(rise)} ${fmt(rise)} %**`,
    closing: '¿Por qué el porcentaje no depende de la presión inicial?',
  });
}

/** The worked text of one of these two questions; undefined otherwise. */
export function solveGasStates(problem: string): string | undefined {
  const folded = foldedStatement(problem);
  if (!/\bgas\b|\baire\b|neumatico/.test(folded)) return undefined;
  const question = questionOf(folded) ?? folded.split(/\.\s+/).at(-1) ?? '';
  return normalVolume(new Taken(folded), question) ?? pressureRise(new Taken(folded), folded, question);
}
