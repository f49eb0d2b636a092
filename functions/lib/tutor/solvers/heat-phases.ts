/**
 * Heat with a change of phase as exam pages ask it, one question at a time: water warmed to its boiling
 * point and then evaporated (all of it, or the grams the statement says), with the heat of each stage, the
 * total and the time a burner of a given rate takes; ice at 0 °C melted (its heat, in J or kJ when the
 * statement gives the calorie's joules); ice at 0 °C dropped into warm water (the heat to melt it, whether
 * it all melts, the equilibrium temperature). Every number of the statement must be one of the data read.
 * Tried by the calorimetry declaration (calorimetry.ts) when its own readings are not sure.
 */
import type { SolverReply } from './declaration.ts';
import { foldedStatement, num, questionOf, Taken } from './fluids-floating.ts';
import { fmt, relation } from './numbers.ts';
import { workedReply } from './reply.ts';

const NUM = String.raw`(\d+(?:[.,]\d+)*)`;
const MASS = String.raw`${NUM}\s*(kg|g)\b`;
const grams = (value: string | undefined, unit: string | undefined) =>
  num(value) * (unit === 'kg' ? 1000 : 1);

const eq = (value: number) => `${relation(value)} ${fmt(value)}`;

function reply(title: string, data: string[], steps: string[], answer: string, closing: string): SolverReply {
  return { text: workedReply({ title, data: data.join('; '), steps, answer, closing }), certain: true };
}

/** «c agua = 1 cal/g °C», «Lv = 540 cal/g», «Lf = 80 cal/g», «1 cal = 4,18 J»: taken. */
function readHeatData(taken: Taken) {
  const c = taken.take(
    new RegExp(
      `(?:c|calor especifico)(?: del)? agua\\s*[=:]?\\s*${NUM}\\s*cal\\s*/\\s*\\(?g\\s*[·.]?\\s*°\\s*c\\)?`,
    ),
  );
  const lv = taken.take(
    new RegExp(`(?:lv|l_v|calor (?:latente )?de vaporizacion)\\s*[=:]?\\s*${NUM}\\s*cal\\s*/\\s*g\\b`),
  );
  const lf = taken.take(
    new RegExp(`(?:lf|l_f|calor (?:latente )?de fusion)\\s*[=:]?\\s*${NUM}\\s*cal\\s*/\\s*g\\b`),
  );
  const joules = taken.take(new RegExp(`1 cal\\s*=\\s*${NUM}\\s*j\\b`));
  if (c.length > 1 || lv.length > 1 || lf.length > 1 || joules.length > 1) return undefined;
  return {
    c: c[0] ? num(c[0][1]) : undefined,
    lv: lv[0] ? num(lv[0][1]) : undefined,
    lf: lf[0] ? num(lf[0][1]) : undefined,
    joules: joules[0] ? num(joules[0][1]) : undefined,
  };
}

/**
 * A mass already at its change of phase («agua que ya está hirviendo a 100 °C», «hielo a 0 °C») that a
 * heater of a given power turns all to vapour or water: Q = m·L, t = Q/P, in the time unit asked (s, min).
 * L in J/kg or kJ/kg, the power in W or kW, the mass in kg, g or litres of water (1 L = 1 kg, said or not).
 */
function phaseAtPower(folded: string, question: string): SolverReply | undefined {
  if (!/cuanto tarda|cuanto tiempo|que tiempo/.test(question)) return undefined;
  const boiling = /hirviendo|en ebullicion|ya hierve/.test(folded) && /evapor|vaporiz/.test(folded);
  const melting = /hielo/.test(folded) && /fund|derret/.test(folded);
  if (boiling === melting || /calorimetro|mezcl|hasta (?:los )?\d/.test(folded)) return undefined;
  // «la mitad», «el 20 %»: a part of the mass, not read here.
  if (/mitad|\bparte\b|tercio|cuarta|%|porcentaje/.test(folded)) return undefined;
  const taken = new Taken(folded);
  taken.take(boiling ? /(?:a|de) 100\s*°\s*c/ : /(?:a|de) 0\s*°\s*c/);
  const latent = taken.take(
    new RegExp(
      `(?:\\bl|calor (?:latente )?)\\s*(?:de )?(?:vaporizacion|fusion|l?v|l?f)?\\s*[=:]?\\s*${NUM}\\s*(kj|j)\\s*/\\s*kg\\b`,
    ),
  );
  const litre = taken.take(/1 l(?: de agua)?\s*=\s*1 kg/);
  const power = taken.take(new RegExp(`${NUM}\\s*(kw|w)\\b`));
  const mass = taken.take(new RegExp(`${NUM}\\s*(kg|g|litros?|l)\\b(?! de (?:vapor|potencia))`));
  const [l] = latent;
  const [p] = power;
  const [m] = mass;
  if (!taken.allRead || latent.length !== 1 || power.length !== 1 || mass.length !== 1 || !l || !p || !m)
    return undefined;
  const unit = m[2] ?? '';
  if (/^l/.test(unit) && !boiling && !litre.length) return undefined;
  const kg = num(m[1]) * (unit === 'g' ? 0.001 : 1);
  const perKg = num(l[1]) * (l[2] === 'kj' ? 1000 : 1);
  const watts = num(p[1]) * (p[2] === 'kw' ? 1000 : 1);
  const heat = kg * perKg;
  const t = heat / watts;
  if (!(t > 0) || Math.abs(t * watts - heat) > 1e-9 * heat) return undefined;
  const minutes = /minutos?|\bmin\b/.test(question) || /expresar en minutos|en minutos/.test(folded);
  const shown = minutes ? `${eq(t / 60)} min` : `${eq(t)} s`;
  return reply(
    boiling ? 'Evaporar agua con una potencia dada' : 'Fundir hielo con una potencia dada',
    [
      `m = ${fmt(kg, 4)} kg${/^l/.test(unit) ? ` (${fmt(num(m[1]))} L de agua)` : ''}`,
      `L = ${fmt(perKg)} J/kg`,
      `P = ${fmt(watts)} W`,
    ],
    [
      `Ya está a ${boiling ? '100 °C' : '0 °C'}: todo el calor se usa en el cambio de estado, Q = m · L = ${fmt(kg, 4)} · ${fmt(perKg)} ${eq(heat)} J.`,
      `La potencia es el calor por segundo: t = Q / P = ${fmt(heat)} / ${fmt(watts)} ${eq(t)} s${minutes ? ` = ${fmt(t)} / 60 ${eq(t / 60)} min` : ''}.`,
    ],
    `**t ${shown}**`,
    '¿Por qué la temperatura no cambia mientras dura el cambio de estado?',
  );
}

/** Water warmed to 100 °C and evaporated: one stage's heat, the total, or the time at a burner's rate. */
function waterToSteam(folded: string, question: string): SolverReply | undefined {
  if (!/evapor/.test(folded) || /hielo|fusion|funde|condensa|vapor a|calorimetro|termo\b/.test(folded))
    return undefined;
  const taken = new Taken(folded);
  const data = readHeatData(taken);
  if (!data || data.lv === undefined || data.lf !== undefined || data.joules !== undefined) return undefined;
  const c = data.c ?? Number.NaN;
  if (!(c > 0)) return undefined;
  taken.take(/(?:a|hasta|hasta los) 100\s*°\s*c/);
  const water = taken.take(
    new RegExp(`${MASS} de agua(?: que estan| que esta)?(?: a| que estan a)? ${NUM}\\s*°\\s*c`),
  );
  const evaporated = taken.take(new RegExp(`(?:se evaporan|evaporar(?:se)?(?: los)?) ${MASS}(?: de agua)?`));
  const rate = taken.take(new RegExp(`${NUM}\\s*(cal|kcal)\\s*(?:por segundo|/\\s*s\\b|cada segundo)`));
  const [w] = water;
  // The evaporated grams said again in the question («evaporar los 300 g») are the same datum.
  const evaporatedGrams = new Set(evaporated.map((e) => grams(e[1], e[2])));
  if (!taken.allRead || water.length !== 1 || !w || evaporatedGrams.size > 1 || rate.length > 1)
    return undefined;
  const m = grams(w[1], w[2]);
  const t0 = num(w[3]);
  const whole = evaporated.length === 0;
  if (whole && !/por completo|totalmente|toda el agua|evaporarlos|evaporarla|evaporarlo/.test(folded))
    return undefined;
  const mv = whole ? m : grams(evaporated[0]?.[1], evaporated[0]?.[2]);
  if (!(m > 0) || !(mv > 0) || mv > m || !(t0 < 100)) return undefined;
  const q1 = m * c * (100 - t0);
  const q2 = mv * (data.lv ?? 0);
  const total = q1 + q2;
  const facts = [
    `m = ${fmt(m)} g de agua a ${fmt(t0)} °C`,
    `c = ${fmt(c)} cal/(g·°C)`,
    `Lv = ${fmt(data.lv ?? 0)} cal/g`,
  ];
  if (!whole) facts.push(`se evaporan ${fmt(mv)} g`);
  const warm = `Calentar hasta 100 °C: Q₁ = m · c · ΔT = ${fmt(m)} · ${fmt(c)} · (100 − ${fmt(t0)}) ${eq(q1)} cal.`;
  const boilStep = `Evaporar ${whole ? 'toda el agua' : `${fmt(mv)} g`} a 100 °C: Q₂ = m · Lv = ${fmt(mv)} · ${fmt(data.lv ?? 0)} ${eq(q2)} cal.`;
  const closing = '¿Por qué durante la ebullición la temperatura no sube aunque se siga entregando calor?';
  const title = 'Calentar y evaporar agua';
  const kcal = /kcal|kilocal/.test(question);
  const inUnit = (q: number) => (kcal ? `${eq(q / 1000)} kcal` : `${eq(q)} cal`);
  if (/cuanto tarda|cuanto tiempo|que tiempo|tiempo/.test(question)) {
    const [r] = rate;
    if (
      !r ||
      /calentar|llevar|hasta 100|evaporar(?:la|lo|los)?\b(?! todo)/.test(
        question.replace(/todo el proceso/, ''),
      )
    )
      return undefined;
    const perSecond = num(r[1]) * (r[2] === 'kcal' ? 1000 : 1);
    const t = total / perSecond;
    return reply(
      title,
      [...facts, `entrega ${fmt(perSecond)} cal/s`],
      [
        warm,
        boilStep,
        `Calor total: Q = ${fmt(q1)} + ${fmt(q2)} ${eq(total)} cal.`,
        `Tiempo: t = Q / (calor por segundo) = ${fmt(total)} / ${fmt(perSecond)} ${eq(t)} s.`,
      ],
      `**t ${eq(t)} s**`,
      closing,
    );
  }
  if (!/calor|energia/.test(question)) return undefined;
  if (/total|todo el proceso|en total/.test(question))
    return reply(
      title,
      facts,
      [warm, boilStep, `Total: Q = Q₁ + Q₂ ${eq(total)} cal.`],
      `**Q ${inUnit(total)}**`,
      closing,
    );
  const toBoil =
    /(?:llevar|calentar)[^?.]*(?:100|hervir|ebullicion)|hasta (?:los )?100|hasta que hierva/.test(question);
  const toSteam = /evapor/.test(question);
  if (toBoil === toSteam) return undefined;
  return toBoil
    ? reply(title, facts, [warm], `**Q₁ ${inUnit(q1)}**`, closing)
    : reply(title, facts, [boilStep], `**Q₂ ${inUnit(q2)}**`, closing);
}

/** Ice at 0 °C melted, alone or in warm water. */
function iceAtZero(folded: string, question: string): SolverReply | undefined {
  if (!/hielo/.test(folded) || /vapor|evapor|calorimetro de (?!capacidad)/.test(folded)) return undefined;
  const taken = new Taken(folded);
  const data = readHeatData(taken);
  if (!data || data.lf === undefined || data.lv !== undefined) return undefined;
  const ice = taken.take(new RegExp(`${MASS} de hielo a 0\\s*°\\s*c`));
  const water = taken.take(new RegExp(`${MASS} de agua a ${NUM}\\s*°\\s*c`));
  const [i] = ice;
  if (!taken.allRead || ice.length !== 1 || !i || water.length > 1) return undefined;
  const mi = grams(i[1], i[2]);
  const lf = data.lf;
  const melt = mi * lf;
  const closing = '¿Por qué el hielo se funde a temperatura constante?';
  const facts = [`${fmt(mi)} g de hielo a 0 °C`, `Lf = ${fmt(lf)} cal/g`];
  const meltStep = `Fundir el hielo: Q = m · Lf = ${fmt(mi)} · ${fmt(lf)} ${eq(melt)} cal.`;
  const [w] = water;
  if (!w) {
    if (!/fundir|derretir|funda|fusion/.test(question) || !/calor|energia/.test(question)) return undefined;
    const kj = /\bkj\b|kilojoule/.test(question);
    const inJ = /\bj\b|joule/.test(question) || kj;
    if (inJ !== (data.joules !== undefined) || data.c !== undefined) return undefined;
    if (!inJ) return reply('Fundir hielo', facts, [meltStep], `**Q ${eq(melt)} cal**`, closing);
    const j = melt * (data.joules ?? 0);
    return reply(
      'Fundir hielo',
      [...facts, `1 cal = ${fmt(data.joules ?? 0, 4)} J`],
      [
        meltStep,
        `En joules: ${fmt(melt)} · ${fmt(data.joules ?? 0, 4)} ${eq(j)} J${kj ? ` = ${fmt(j / 1000)} kJ` : ''}.`,
      ],
      kj ? `**Q ${eq(j / 1000)} kJ**` : `**Q ${eq(j)} J**`,
      closing,
    );
  }
  if (data.joules !== undefined) return undefined;
  const c = data.c ?? Number.NaN;
  const mw = grams(w[1], w[2]);
  const tw = num(w[3]);
  if (!(c > 0) || !(mw > 0) || !(tw > 0)) return undefined;
  const available = mw * c * tw;
  const allMelts = available >= melt;
  facts.push(`${fmt(mw)} g de agua a ${fmt(tw)} °C`, `c = ${fmt(c)} cal/(g·°C)`);
  const canGive = `Lo más que puede ceder el agua al bajar a 0 °C: ${fmt(mw)} · ${fmt(c)} · ${fmt(tw)} ${eq(available)} cal.`;
  const title = 'Hielo en agua tibia';
  const askedMelt = /fundir|funda|derretir|fusion/.test(question) && /calor/.test(question);
  const askedAll = /se funde todo|se derrite todo|funde todo|alcanza/.test(question);
  const askedT = /temperatura/.test(question);
  if (askedT && !askedMelt) {
    if (!allMelts)
      return reply(
        title,
        facts,
        [meltStep, canGive, 'No alcanza para fundirlo todo: queda hielo y agua juntos a 0 °C.'],
        '**T = 0 °C**',
        closing,
      );
    const t = (available - melt) / ((mw + mi) * c);
    return reply(
      title,
      facts,
      [
        meltStep,
        canGive,
        'Alcanza: todo el hielo se funde y después el agua de fusión se calienta junto con la otra.',
        `Calor cedido = calor absorbido: ${fmt(mw)} · ${fmt(c)} · (${fmt(tw)} − T) = ${fmt(melt)} + ${fmt(mi)} · ${fmt(c)} · (T − 0).`,
        `T = (${fmt(available)} − ${fmt(melt)}) / ((${fmt(mw)} + ${fmt(mi)}) · ${fmt(c)}) ${eq(t)} °C.`,
      ],
      `**T ${eq(t)} °C**`,
      closing,
    );
  }
  if (askedMelt && !askedT) {
    if (!askedAll && /\?[^?]*\?/.test(question)) return undefined;
    return reply(
      title,
      facts,
      askedAll
        ? [
            meltStep,
            canGive,
            allMelts ? 'Es más de lo que hace falta: se funde todo.' : 'No alcanza: no se funde todo.',
          ]
        : [meltStep],
      askedAll
        ? `**Q ${eq(melt)} cal; ${allMelts ? 'sí, se funde todo' : 'no se funde todo'}**`
        : `**Q ${eq(melt)} cal**`,
      closing,
    );
  }
  return undefined;
}

/** One question on heat with a change of phase; undefined when not read whole. */
export function solveHeatPhases(problem: string): SolverReply | undefined {
  const folded = foldedStatement(problem);
  // «El calor necesario para fundirlos, expresado en kJ, es (…):»: the last sentence asks.
  const question = questionOf(folded) ?? folded.split(/\.\s+/).at(-1);
  if (!question) return undefined;
  return phaseAtPower(folded, question) ?? waterToSteam(folded, question) ?? iceAtZero(folded, question);
}
