/**
 * A pump raising water to a tank, as exam pages ask it one question at a time: the useful work, the useful
 * power (the rated power times the efficiency, or the work over the filling time), the efficiency, the power
 * it draws, the litres it raises a minute, the time to fill a tank and the energy drawn in kWh. The rated
 * power in W, kW, HP or CV (with the statement's HP or CV in watts), the height, the tank's volume, the
 * time and g; water is 1 kg a litre. Every number must be one of those data. Tried by the power
 * declaration (power.ts) when its own readings are not sure.
 */
import type { SolverReply } from './declaration.ts';
import { foldedStatement, num, questionOf, readGravity, Taken } from './fluids-floating.ts';
import { fmt, relation } from './numbers.ts';
import { workedReply } from './reply.ts';

const NUM = String.raw`(\d+(?:[.,]\d+)*)`;
const eq = (value: number, decimals = 2) => `${relation(value, decimals)} ${fmt(value, decimals)}`;
const SECONDS: Record<string, number> = {
  s: 1,
  segundo: 1,
  segundos: 1,
  min: 60,
  minuto: 60,
  minutos: 60,
  h: 3600,
  hora: 3600,
  horas: 3600,
};
const LITRES: Record<string, number> = { l: 1, litro: 1, litros: 1, 'm³': 1000, m3: 1000, 'm^3': 1000 };

export function solvePump(problem: string): SolverReply | undefined {
  const folded = foldedStatement(problem);
  // Water, named or held by a cistern, a well or a tank: no other liquid.
  if (!/\bbomba\b/.test(folded) || !/\bagua\b|cisterna|\bpozo\b|tanque/.test(folded)) return undefined;
  if (/aceite|nafta|petroleo|combustible|alcohol|mercurio|densidad (?!del agua)/.test(folded))
    return undefined;
  const question = questionOf(folded);
  if (!question) return undefined;
  const taken = new Taken(folded);
  const g = readGravity(taken);
  const units = taken.take(new RegExp(`1 (hp|cv)\\s*=\\s*${NUM}\\s*w\\b`));
  taken.take(
    /densidad del agua(?: es)?(?: de)?\s*(?:=\s*)?1 kg\s*\/\s*l\b|densidad del agua(?: es)?(?: de)?\s*(?:=\s*)?1\.?000 kg\s*\/\s*m(?:³|3|\^3)/,
  );
  const rated = taken.take(new RegExp(`bomba (?:de agua )?de ${NUM}\\s*(hp|cv|kw|w)\\b`));
  const efficiency = taken.take(new RegExp(`rendimiento (?:es )?(?:del|de) ${NUM}\\s*%`));
  const height = taken.take(
    new RegExp(
      `${NUM}\\s*m (?:mas arriba|por encima|de altura|sobre)|(?:a una altura de|ubicad[oa] a) ${NUM}\\s*m\\b`,
    ),
  );
  const volume = taken.take(
    new RegExp(`(?:tanque|deposito) (?:elevado )?de ${NUM}\\s*(litros?|l|m³|m3|m\\^3)(?: de capacidad)?`),
  );
  const time = taken.take(
    new RegExp(`(?:tarda|en|durante) ${NUM}\\s*(minutos?|min|segundos?|s|horas?|h)\\b`),
  );
  if (!taken.allRead || g === undefined || height.length !== 1 || rated.length > 1 || efficiency.length > 1)
    return undefined;
  if (volume.length > 1 || time.length > 1) return undefined;
  const [hm] = height;
  const h = num(hm?.[1] ?? hm?.[2]);
  const [r] = rated;
  const unitWatts = (unit: string) => {
    if (unit === 'w') return 1;
    if (unit === 'kw') return 1000;
    const said = units.find((u) => u[1] === unit);
    return said ? num(said[2]) : Number.NaN;
  };
  const ratedW = r ? num(r[1]) * unitWatts(r[2] ?? '') : undefined;
  if (r && !(ratedW && ratedW > 0)) return undefined;
  if (units.length > (r && /hp|cv/.test(r[2] ?? '') ? 1 : 0)) return undefined;
  const eta = efficiency[0] ? num(efficiency[0][1]) / 100 : undefined;
  if (eta !== undefined && !(eta > 0 && eta <= 1)) return undefined;
  const [v] = volume;
  const litres = v ? num(v[1]) * (LITRES[v[2] ?? ''] ?? Number.NaN) : undefined;
  const [tm] = time;
  const seconds = tm ? num(tm[1]) * (SECONDS[tm[2] ?? ''] ?? Number.NaN) : undefined;
  if (!(h > 0) || (litres !== undefined && !(litres > 0)) || (seconds !== undefined && !(seconds > 0)))
    return undefined;
  const data = [
    ...(ratedW === undefined ? [] : [`P = ${r?.[1]} ${r?.[2]?.toUpperCase()} = ${fmt(ratedW)} W`]),
    ...(eta === undefined ? [] : [`η = ${fmt(eta * 100)} %`]),
    `h = ${fmt(h)} m`,
    ...(litres === undefined ? [] : [`V = ${fmt(litres)} L (m = ${fmt(litres)} kg de agua)`]),
    ...(seconds === undefined ? [] : [`t = ${fmt(seconds)} s`]),
    `g = ${fmt(g)} m/s²`,
  ];
  const steps: string[] = [];
  const work = litres === undefined ? undefined : litres * g * h;
  const workStep = () =>
    steps.push(
      `Trabajo útil (la energía potencial que gana el agua): W = m · g · h = ${fmt(litres ?? 0)} · ${fmt(g)} · ${fmt(h)} ${eq(work ?? 0)} J.`,
    );
  // The useful power: from the filling when the work and the time are given, else the rated power's share.
  let useful: number | undefined;
  const usefulStep = () => {
    if (work !== undefined && seconds !== undefined) {
      workStep();
      useful = work / seconds;
      steps.push(`Potencia útil: P_útil = W / t = ${fmt(work)} / ${fmt(seconds)} ${eq(useful)} W.`);
    } else if (ratedW !== undefined && eta !== undefined) {
      useful = ratedW * eta;
      steps.push(`Potencia útil: P_útil = η · P = ${fmt(eta, 4)} · ${fmt(ratedW)} ${eq(useful)} W.`);
    }
    return useful;
  };
  let answer: string;
  if (/rendimiento|eficiencia/.test(question) && !/si (?:su|el) rendimiento/.test(question)) {
    if (eta !== undefined || ratedW === undefined || work === undefined || seconds === undefined)
      return undefined;
    const p = usefulStep() ?? 0;
    const share = p / ratedW;
    steps.push(`Rendimiento: η = P_útil / P = ${fmt(p)} / ${fmt(ratedW)} ${eq(share * 100)} %.`);
    answer = `**η ${eq(share * 100)} %**`;
  } else if (/trabajo/.test(question)) {
    if (work === undefined || !/util|realiza|hace|bomba/.test(question)) return undefined;
    workStep();
    answer = `**W ${eq(work)} J**`;
  } else if (/potencia/.test(question) && /util/.test(question)) {
    const p = usefulStep();
    if (p === undefined) return undefined;
    answer = `**P_útil ${eq(p)} W**`;
  } else if (/potencia/.test(question) && /consum|electrica|absorb|entrega el motor|total/.test(question)) {
    if (eta === undefined || ratedW !== undefined) return undefined;
    const p = usefulStep();
    if (p === undefined) return undefined;
    steps.push(`Potencia que consume: P = P_útil / η = ${fmt(p)} / ${fmt(eta, 4)} ${eq(p / eta)} W.`);
    answer = `**P ${eq(p / eta)} W**`;
  } else if (/energia/.test(question) && /kwh/.test(question)) {
    if (eta === undefined || ratedW !== undefined || seconds === undefined) return undefined;
    const p = usefulStep() ?? 0;
    const drawn = p / eta;
    const kwh = (drawn / 1000) * (seconds / 3600);
    steps.push(
      `Potencia que consume: P = P_útil / η ${eq(drawn)} W.`,
      `Energía: E = P · t = ${fmt(drawn / 1000, 4)} kW · ${fmt(seconds / 3600, 4)} h ${eq(kwh, 4)} kWh.`,
    );
    answer = `**E ${eq(kwh, 4)} kWh**`;
  } else if (/litros/.test(question) && /por (minuto|segundo|hora)/.test(question)) {
    if (litres !== undefined || seconds !== undefined) return undefined;
    const p = usefulStep();
    if (p === undefined) return undefined;
    const per = /por minuto/.test(question) ? 60 : /por hora/.test(question) ? 3600 : 1;
    const kgPerSecond = p / (g * h);
    steps.push(
      `Cada segundo sube una masa m/t = P_útil / (g · h) = ${fmt(p)} / (${fmt(g)} · ${fmt(h)}) ${eq(kgPerSecond, 4)} kg/s, es decir, ${fmt(kgPerSecond, 4)} L/s.`,
      ...(per === 1
        ? []
        : [
            `Por ${per === 60 ? 'minuto' : 'hora'}: ${fmt(kgPerSecond, 4)} · ${per} ${eq(kgPerSecond * per)} L.`,
          ]),
    );
    answer = `**Q ${eq(kgPerSecond * per)} L/${per === 60 ? 'min' : per === 3600 ? 'h' : 's'}**`;
  } else if (/cuanto tarda|cuanto tiempo|que tiempo/.test(question) && /llenar/.test(question)) {
    if (litres === undefined || seconds !== undefined) return undefined;
    const p = usefulStep();
    if (p === undefined) return undefined;
    workStep();
    const t = (work ?? 0) / p;
    steps.push(`Tiempo: t = W / P_útil = ${fmt(work ?? 0)} / ${fmt(p)} ${eq(t)} s (${fmt(t / 60)} min).`);
    answer = `**t ${eq(t)} s**`;
  } else return undefined;
  return {
    text: workedReply({
      title: 'Bomba que eleva agua',
      data: data.join('; '),
      steps,
      answer,
      closing: '¿Por qué la potencia que consume la bomba es mayor que la que aprovecha el agua?',
    }),
    certain: true,
  };
}
