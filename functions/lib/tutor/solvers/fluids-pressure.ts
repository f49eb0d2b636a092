/**
 * Pressure under liquid columns as exam pages ask it part by part: an open tank, a pool, a lake or a
 * submarine's depth (the gauge pressure ρ·g·h, the absolute one with the atmosphere's, the force on the
 * bottom or on a hatch, how much it changes going to another depth, the water's volume, mass or weight), a
 * tank with a layer of oil over the water (the pressure at the boundary and at the bottom), a U-tube with
 * oil balancing water (the gauge pressure at the boundary's level, the difference between the free
 * surfaces) and an open mercury manometer (the gas's absolute pressure in mmHg). One question at a time;
 * every number of the statement must be one of the data read.
 */
import type { SolverReply } from './declaration.ts';
import { foldedStatement, num, questionOf, readDensities, readGravity, Taken } from './fluids-floating.ts';
import { fmt, relation } from './numbers.ts';
import { workedReply } from './reply.ts';

const NUM = String.raw`(\d+(?:[.,]\d+)*)`;
const LEN = String.raw`(mm|cm|dm|m)\b`;
const METRES: Record<string, number> = { mm: 0.001, cm: 0.01, dm: 0.1, m: 1 };
const metres = (value: string | undefined, unit: string | undefined) =>
  num(value) * (METRES[unit ?? ''] ?? Number.NaN);

const ATM = 101_325;

const said = (p: number) => `${relation(p)} ${fmt(p)} Pa`;

function reply(title: string, data: string[], steps: string[], answer: string): SolverReply {
  return {
    text: workedReply({
      title,
      data: data.join('; '),
      steps,
      answer,
      closing: '¿Por qué la presión en un líquido depende de la profundidad y no de la forma del recipiente?',
    }),
    certain: true,
  };
}

/** «presión atmosférica (es de) 101.300 Pa», «(1 atm = 101 300 Pa)»: taken, in Pa. */
function readAtmosphere(taken: Taken): { pa: number; oneAtm: number | undefined } | undefined {
  const equals = taken.take(new RegExp(`1 atm\\s*=\\s*${NUM}\\s*pa`));
  const named = taken.take(
    new RegExp(
      `presion atmosferica(?: es)?(?: de)?(?: normal)?\\s*(?:=\\s*)?${NUM}\\s*pa(?:\\s*\\(1 atm\\))?`,
    ),
  );
  const before = taken.take(new RegExp(`${NUM}\\s*pa\\s*\\(?de presion atmosferica`));
  const values = [...named, ...before].map((m) => num(m[1]));
  const oneAtm = equals.length ? num(equals[0]?.[1]) : undefined;
  if (values.length > 1 || equals.length > 1) return undefined;
  const pa = values[0] ?? oneAtm;
  return pa === undefined ? undefined : { pa, oneAtm };
}

type Asked = 'gauge' | 'absolute' | 'force' | 'change' | 'boundary' | 'mass' | 'weight' | 'volume' | 'atm';

function askedOf(question: string): Asked | undefined {
  const found: Asked[] = [];
  if (/fuerza/.test(question)) found.push('force');
  else if (
    /(?:disminuye|aumenta|cambia|varia|diferencia)[^?.]*presion|presion[^?.]*(?:disminuye|aumenta|cambia|varia)/.test(
      question,
    )
  )
    found.push('change');
  else if (/presion/.test(question)) {
    if (/separacion|interfa[sz]|limite entre|entre (?:el|los) (?:dos )?liquidos/.test(question))
      found.push('boundary');
    else if (/absoluta|total/.test(question)) found.push('absolute');
    else if (/hidrostatica|manometrica|del agua|que ejerce el (?:agua|liquido)/.test(question))
      found.push('gauge');
    if (/\ben (?:atm|atmosferas)\b/.test(question)) found.push('atm');
  } else if (/\bmasa\b|toneladas/.test(question)) found.push('mass');
  else if (/\bpeso\b|cuanto pesa/.test(question)) found.push('weight');
  else if (/volumen|cuantos litros/.test(question)) found.push('volume');
  if (found.length === 2 && found[1] === 'atm' && found[0] === 'absolute') return 'atm';
  return found.length === 1 ? found[0] : undefined;
}

/** A tank, a pool, a lake or a submarine: one liquid (or water under a layer of another) and one depth. */
function solveColumn(folded: string, question: string): SolverReply | undefined {
  const asked = askedOf(question);
  if (!asked) return undefined;
  const taken = new Taken(folded);
  const g = readGravity(taken);
  const atmosphere = readAtmosphere(taken);
  const densities = readDensities(taken);
  // The bottom's or the hatch's area, the container's floor.
  const square = taken.take(new RegExp(`(?:cuadrado|cuadrada) de ${NUM}\\s*${LEN} de lado`));
  const circle = taken.take(new RegExp(`circular de ${NUM}\\s*${LEN} de (diametro|radio)`));
  const floor = taken.take(new RegExp(`${NUM}\\s*${LEN} de largo(?:,| y) ${NUM}\\s*${LEN} de ancho`));
  // The depths: the water's (or the liquid's) and, over it, a layer of another liquid.
  // «Si asciende hasta 40 m de profundidad»: a second depth, said by a condition.
  const otherAt = new RegExp(
    `(?<=\\b(?:si|cuando)\\b[^.?]*(?:asciende|desciende|sube|baja|se sumerge|llega)[^.?]*)hasta (?:los |una profundidad de )?${NUM}\\s*${LEN}(?: de profundidad)?`,
  ).exec(folded);
  const other = otherAt ? taken.take(new RegExp(otherAt[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))) : [];
  const named = taken.take(
    new RegExp(`capa de (aceite|alcohol|nafta|kerosene|querosen) de ${NUM}\\s*${LEN} de espesor`),
  );
  // «una capa de 0,5 m de aceite»: the thickness before the liquid, read in the same order.
  const layer = named.length
    ? named
    : taken
        .take(new RegExp(`capa de ${NUM}\\s*${LEN} de (aceite|alcohol|nafta|kerosene|querosen)\\b`))
        .map(
          (m) =>
            Object.assign([m[0], m[3], m[1], m[2]], { index: m.index, input: m.input }) as RegExpExecArray,
        );
  const depthPatterns = [
    `hasta una (?:altura|profundidad) de ${NUM}\\s*${LEN}`,
    `hasta ${NUM}\\s*${LEN} de (?:profundidad|altura)`,
    `(?:a|de|una profundidad de) ${NUM}\\s*${LEN}(?: de profundidad)?(?= en el mar| de profundidad|[,.;)]| bajo| del| donde| en un| en el)`,
    `contiene ${NUM}\\s*${LEN} de agua`,
  ];
  const depths = taken.take(new RegExp(depthPatterns.join('|')));
  if (!taken.allRead || g === undefined) return undefined;
  const depthOf = (m: RegExpExecArray) => {
    for (let i = 1; i < m.length; i += 2) if (m[i] !== undefined) return metres(m[i], m[i + 1]);
    return Number.NaN;
  };
  const [depthMatch] = depths;
  if (depths.length !== 1 || !depthMatch) return undefined;
  const h = depthOf(depthMatch);
  if (!(h > 0)) return undefined;
  const liquids = densities.filter((d) => d.liquid);
  if (liquids.length !== densities.length) return undefined;
  const sea = /agua de mar|agua salada|\bel mar\b|\bmar\b/.test(folded);
  const oilLayer = layer[0];
  let rho = 1000;
  let rhoTop: number | undefined;
  const data: string[] = [];
  if (oilLayer) {
    if (densities.length !== 1 || sea || !/agua/.test(folded)) return undefined;
    rhoTop = densities[0]?.value;
  } else if (densities.length === 1) {
    rho = densities[0]?.value ?? Number.NaN;
  } else if (
    densities.length > 1 ||
    sea ||
    !/agua/.test(folded) ||
    /aceite|alcohol|mercurio|nafta/.test(folded)
  )
    return undefined;
  const top = oilLayer ? metres(oilLayer[2], oilLayer[3]) : 0;
  data.push(`h = ${fmt(h, 4)} m`, `ρ = ${fmt(rho)} kg/m³`, `g = ${fmt(g)} m/s²`);
  if (oilLayer) data.push(`capa de ${oilLayer[1]}: ${fmt(top, 4)} m, ρ = ${fmt(rhoTop ?? 0)} kg/m³`);
  if (atmosphere) data.push(`p₀ = ${fmt(atmosphere.pa)} Pa`);
  const pTop = (rhoTop ?? 0) * g * top;
  const gauge = pTop + rho * g * h;
  const gaugeSteps = oilLayer
    ? [
        `Presión de la capa de ${oilLayer[1]}: ρ · g · h = ${fmt(rhoTop ?? 0)} · ${fmt(g)} · ${fmt(top, 4)} ${said(pTop)}.`,
        `Le sumás la del agua: ${fmt(rho)} · ${fmt(g)} · ${fmt(h, 4)} ${said(rho * g * h)}; en el fondo, p = ${said(gauge)} (manométrica).`,
      ]
    : [
        `Presión del líquido (manométrica): p = ρ · g · h = ${fmt(rho)} · ${fmt(g)} · ${fmt(h, 4)} ${said(gauge)}.`,
      ];
  const title = 'Presión en un líquido';
  switch (asked) {
    case 'boundary':
      if (!oilLayer) return undefined;
      return reply(
        title,
        data,
        [
          `En la superficie de separación solo pesa la capa de ${oilLayer[1]}: p = ρ · g · h = ${fmt(rhoTop ?? 0)} · ${fmt(g)} · ${fmt(top, 4)}.`,
        ],
        `**p ${said(pTop)}**`,
      );
    case 'gauge':
      if (/superficie|separacion/.test(question) || !/fondo|esa profundidad|a esa|profundidad/.test(question))
        return undefined;
      return reply(title, data, gaugeSteps, `**p ${said(gauge)}**`);
    case 'absolute':
    case 'atm': {
      if (!atmosphere || !/fondo|esa profundidad/.test(question)) return undefined;
      const p = atmosphere.pa + gauge;
      const steps = [
        ...gaugeSteps,
        `Absoluta: se suma la atmosférica, p = ${fmt(atmosphere.pa)} + ${fmt(gauge)} ${said(p)}.`,
      ];
      if (asked === 'absolute') return reply(title, data, steps, `**p ${said(p)}**`);
      const oneAtm = atmosphere.oneAtm ?? ATM;
      if (atmosphere.oneAtm === undefined) return undefined;
      steps.push(`En atmósferas: ${fmt(p)} / ${fmt(oneAtm)} ${relation(p / oneAtm)} ${fmt(p / oneAtm)} atm.`);
      return reply(title, data, steps, `**p ${relation(p / oneAtm)} ${fmt(p / oneAtm)} atm**`);
    }
    case 'force': {
      // The liquid's own push: the statement must leave out the atmosphere, or say the liquid's alone.
      if (atmosphere && !/solo|debida a (?:esa|la) presion|del agua|hidrostatica/.test(question))
        return undefined;
      if (oilLayer) return undefined;
      let area: number;
      let areaStep: string;
      if (/fondo/.test(question) && square.length === 1 && circle.length === 0 && floor.length === 0) {
        const side = metres(square[0]?.[1], square[0]?.[2]);
        area = side * side;
        areaStep = `Área del fondo (cuadrado): A = ${fmt(side, 4)}² = ${fmt(area, 4)} m².`;
      } else if (/fondo/.test(question) && floor.length === 1 && square.length === 0 && circle.length === 0) {
        const a = metres(floor[0]?.[1], floor[0]?.[2]);
        const b = metres(floor[0]?.[3], floor[0]?.[4]);
        area = a * b;
        areaStep = `Área del fondo: A = ${fmt(a, 4)} · ${fmt(b, 4)} = ${fmt(area, 4)} m².`;
      } else if (
        /escotilla|ventana|tapa|compuerta|puerta/.test(question) &&
        circle.length === 1 &&
        square.length === 0
      ) {
        const d = metres(circle[0]?.[1], circle[0]?.[2]);
        const r = circle[0]?.[3] === 'radio' ? d : d / 2;
        area = Math.PI * r * r;
        areaStep = `Área circular: A = π · r² = π · ${fmt(r, 4)}² ${relation(area, 4)} ${fmt(area, 4)} m².`;
      } else return undefined;
      const f = gauge * area;
      return reply(
        title,
        data,
        [
          ...gaugeSteps,
          areaStep,
          `Fuerza: F = p · A = ${fmt(gauge)} · ${fmt(area, 4)} ${relation(f)} ${fmt(f)} N.`,
        ],
        `**F ${relation(f)} ${fmt(f)} N**`,
      );
    }
    case 'change': {
      // «Si asciende hasta 40 m de profundidad»: the new depth, read apart.
      if (other.length !== 1 || oilLayer) return undefined;
      const h2 = metres(otherAt?.[1], otherAt?.[2]);
      if (!(h2 > 0)) return undefined;
      const dp = rho * g * Math.abs(h - h2);
      const grows = h2 > h;
      if (!(grows ? /aumenta|varia|cambia|diferencia/ : /disminuye|varia|cambia|diferencia/).test(question))
        return undefined;
      return reply(
        title,
        data,
        [
          `La presión cambia con la diferencia de profundidad: Δp = ρ · g · Δh = ${fmt(rho)} · ${fmt(g)} · ${fmt(Math.abs(h - h2), 4)} ${said(dp)}.`,
        ],
        `**Δp ${said(dp)} (${grows ? 'aumenta' : 'disminuye'})**`,
      );
    }
    case 'mass':
    case 'weight':
    case 'volume': {
      if (floor.length !== 1 || oilLayer || square.length || circle.length) return undefined;
      if (/recipiente|pileta|tanque|piscina/.test(folded) === false) return undefined;
      const a = metres(floor[0]?.[1], floor[0]?.[2]);
      const b = metres(floor[0]?.[3], floor[0]?.[4]);
      const v = a * b * h;
      const m = rho * v;
      const steps = [
        `Volumen de agua: V = ${fmt(a, 4)} · ${fmt(b, 4)} · ${fmt(h, 4)} = ${fmt(v, 4)} m³ = ${fmt(v * 1000)} L.`,
      ];
      if (asked === 'volume')
        return reply('Agua en un recipiente', data, steps, `**V = ${fmt(v, 4)} m³ = ${fmt(v * 1000)} L**`);
      steps.push(
        `Masa: m = ρ · V = ${fmt(rho)} · ${fmt(v, 4)} ${relation(m)} ${fmt(m)} kg = ${fmt(m / 1000, 4)} t.`,
      );
      if (asked === 'mass')
        return reply(
          'Agua en un recipiente',
          data,
          steps,
          `**m ${relation(m)} ${fmt(m)} kg = ${fmt(m / 1000, 4)} t**`,
        );
      steps.push(`Peso: P = m · g = ${fmt(m)} · ${fmt(g)} ${relation(m * g)} ${fmt(m * g)} N.`);
      return reply('Agua en un recipiente', data, steps, `**P ${relation(m * g)} ${fmt(m * g)} N**`);
    }
  }
  return undefined;
}

/** A U-tube with water and, poured in one branch, a lighter liquid that does not mix. */
function solveUTube(folded: string, question: string): SolverReply | undefined {
  const taken = new Taken(folded);
  const g = readGravity(taken);
  const densities = readDensities(taken);
  const light = taken.take(
    new RegExp(`columna de (aceite|alcohol|nafta|kerosene) (?:mide|de) ${NUM}\\s*${LEN}`),
  );
  const water = taken.take(new RegExp(`columna de agua (?:mide |de )?${NUM}\\s*${LEN}`));
  if (!taken.allRead || light.length !== 1 || water.length !== 1) return undefined;
  const hl = metres(light[0]?.[2], light[0]?.[3]);
  const hw = metres(water[0]?.[1], water[0]?.[2]);
  if (!(hl > hw) || !(hw > 0)) return undefined;
  // Only water's density may be given: the other's is what balances.
  if (densities.length > 1 || (densities[0] && Math.abs((densities[0]?.value ?? 0) - 1000) > 1e-9))
    return undefined;
  const data = [`columna de ${light[0]?.[1]}: ${fmt(hl, 4)} m`, `columna de agua: ${fmt(hw, 4)} m`];
  if (/desnivel|diferencia de (?:altura|nivel)/.test(question) && !/presion/.test(question)) {
    const d = hl - hw;
    const cm = /\bcm\b/.test(question) || d < 1;
    return reply(
      'Tubo en U con dos líquidos',
      data,
      [
        'Tomadas desde la superficie de separación, la columna más liviana es la más alta.',
        `Desnivel entre las superficies libres: Δh = ${fmt(hl, 4)} − ${fmt(hw, 4)} = ${fmt(d, 4)} m.`,
      ],
      cm ? `**Δh = ${fmt(d * 100)} cm**` : `**Δh = ${fmt(d, 4)} m**`,
    );
  }
  if (/presion/.test(question) && /separacion|interfa/.test(question) && g !== undefined) {
    const p = 1000 * g * hw;
    return reply(
      'Tubo en U con dos líquidos',
      [...data, 'ρ del agua = 1000 kg/m³', `g = ${fmt(g)} m/s²`],
      [
        'Al nivel de la superficie de separación, en la otra rama la presión es la de la columna de agua que queda por encima.',
        `p = ρ_agua · g · h = 1000 · ${fmt(g)} · ${fmt(hw, 4)} ${said(p)} (manométrica).`,
      ],
      `**p ${said(p)}**`,
    );
  }
  return undefined;
}

/** An open-tube mercury manometer on a gas tank: the mercury's difference of level added or taken. */
function solveManometer(folded: string, question: string): SolverReply | undefined {
  const taken = new Taken(folded);
  const diff = taken.take(
    new RegExp(
      `(?:queda|esta|se encuentra|sube)? ?${NUM}\\s*(mm|cm) mas (alto|bajo) en la rama (abierta|(?:unida|conectada) al tanque)`,
    ),
  );
  const atm = taken.take(new RegExp(`presion atmosferica es (?:de )?${NUM}\\s*mmhg`));
  if (!taken.allRead || diff.length !== 1 || atm.length !== 1 || !/\bmercurio\b/.test(folded))
    return undefined;
  const [d] = diff;
  if (!d || !/absoluta/.test(question) || !/mmhg/.test(question)) return undefined;
  const mm = num(d[1]) * (d[2] === 'cm' ? 10 : 1);
  const openHigher = (d[3] === 'alto') === (d[4] === 'abierta');
  const p0 = num(atm[0]?.[1]);
  const p = openHigher ? p0 + mm : p0 - mm;
  return reply(
    'Manómetro de tubo abierto',
    [`desnivel del mercurio: ${fmt(mm)} mmHg`, `p₀ = ${fmt(p0)} mmHg`],
    [
      openHigher
        ? 'El mercurio queda más alto en la rama abierta: el gas empuja más que la atmósfera, se suma el desnivel.'
        : 'El mercurio queda más alto del lado del tanque: el gas empuja menos que la atmósfera, se resta el desnivel.',
      `p = ${fmt(p0)} ${openHigher ? '+' : '−'} ${fmt(mm)} = ${fmt(p)} mmHg.`,
    ],
    `**p = ${fmt(p)} mmHg**`,
  );
}

/** One question about a liquid column, a U-tube or a manometer; undefined when not read whole. */
export function solveLiquidPressure(problem: string): SolverReply | undefined {
  const folded = foldedStatement(problem);
  const question = questionOf(folded);
  if (!question) return undefined;
  if (/manometro/.test(folded)) return solveManometer(folded, question);
  if (/tubo en u/.test(folded)) return solveUTube(folded, question);
  if (
    /flota|sumerg|embolo|prensa|burbuja|\bgas\b|temperatura|°c|piston|empuje/.test(
      folded.replace(/flotando sobre (?:ella|el agua)/, ''),
    )
  )
    return undefined;
  return solveColumn(folded, question);
}
