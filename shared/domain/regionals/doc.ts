import { subjectNames } from '../subjects.ts';
import { careerNames, isCareerId } from './careers.ts';
import { citedSources, type FactGroup, factsOf, sourcesOf } from './facts-of.ts';
import { missingSubtopics, regionals } from './index.ts';
import type { Fact, MonthRef, Regional } from './types.ts';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const month = (ref: MonthRef) =>
  `${MONTHS[ref.month - 1]} (${ref.year === 'anterior' ? 'año anterior al ingreso' : 'año de ingreso'})`;

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value === 'todas' ? 'todas las carreras' : value;
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'string' && isCareerId(v) ? careerNames[v] : show(v))).join(', ');
  const object = value as Record<string, unknown>;
  if ('min' in object && 'max' in object) return `${object.min} a ${object.max}`;
  if ('score' in object && 'outOf' in object) return `${object.score} de ${object.outOf}`;
  if ('from' in object || 'to' in object) {
    const { from, to } = object as { from?: MonthRef; to?: MonthRef };
    if (from && to)
      return from.month === to.month && from.year === to.year
        ? month(from)
        : `de ${month(from)} a ${month(to)}`;
    return from ? `desde ${month(from)} (fin no publicado)` : `hasta ${month(to!)} (inicio no publicado)`;
  }
  return JSON.stringify(value);
}

function cite(fact: Fact<unknown>, numbers: Map<string, number>): string {
  if (fact.source === null)
    return fact.fallback
      ? `${show(fact.value)} (respaldo: Seminario nacional; ${fact.note})`
      : `*sin fuente: ${fact.note}*`;
  const refs = sourcesOf(fact.source)
    .map((s) => `[${numbers.get(s.url)}]`)
    .join('');
  const value = fact.value === null ? 'no tiene' : show(fact.value);
  return `${value} ${refs}${fact.note ? ` (${fact.note})` : ''}`;
}

const GROUPS: readonly [FactGroup, string][] = [
  ['carreras', 'Carreras'],
  ['curso', 'Curso'],
  ['materias', 'Materias'],
  ['programa', 'Programa'],
  ['formato', 'Formato'],
  ['fechas', 'Fechas'],
];

function coverageRow(regional: Regional): string {
  const facts = factsOf(regional);
  const cells = GROUPS.map(([group]) => {
    const inGroup = facts.filter((f) => f.group === group);
    if (inGroup.length === 0) return '—';
    const sourced = inGroup.filter((f) => f.fact.source !== null).length;
    return `${sourced}/${inGroup.length}`;
  });
  const exams = regional.pastExams.length;
  return `| ${regional.code} | ${cells.join(' | ')} | ${exams} |`;
}

const FORMAT_FIELDS: Record<string, string> = {
  items: 'Ítems',
  optionsPerItem: 'Opciones por ítem',
  noneOfTheAbove: 'Última opción «ninguna es correcta»',
  openItems: 'Ítems abiertos',
  workingGraded: 'Se corrige el desarrollo',
  durationMinutes: 'Duración (minutos)',
  totalPoints: 'Puntaje total',
  passMark: 'Nota para aprobar',
  recovery: 'Recuperatorio',
};

function section(regional: Regional): string[] {
  const sources = citedSources(regional);
  const numbers = new Map(sources.map((s, i) => [s.url, i + 1]));
  const lines = [
    `## ${regional.code} · ${regional.name} (${regional.city})`,
    '',
    `- Curso de ingreso: ${cite(regional.course, numbers)}`,
    `- Carácter: ${cite(regional.character, numbers)}`,
    `- Carreras: ${cite(regional.careers, numbers)}`,
    `- Módulo de vida universitaria: ${cite(regional.universityLife, numbers)}`,
  ];
  for (const plan of regional.plans) {
    lines.push(`- Materias, para ${cite(plan.appliesTo, numbers)}:`);
    for (const declared of plan.subjects) {
      lines.push(`  - **${subjectNames[declared.subject]}** examinada: ${cite(declared.examined, numbers)}`);
      const programme = declared.programme;
      if (programme.basis === 'seminario-nacional')
        lines.push(`    - Programa: Seminario nacional (mapa del programa) — *${programme.note}*`);
      else {
        lines.push(`    - Programa de la regional, ${cite(programme.coverage, numbers)}`);
        for (const unit of programme.units) {
          const refs = sourcesOf(unit.source)
            .map((s) => `[${numbers.get(s.url)}]`)
            .join('');
          const topics = unit.topics
            .map((t) =>
              t.subtopics ? t.subtopics.map((id) => `\`${id}\``).join(', ') : `*falta: ${t.missingSubtopic}*`,
            )
            .join('; ');
          lines.push(
            `      - ${unit.number ? `Unidad ${unit.number}: ` : ''}${unit.title} ${refs} → ${topics}`,
          );
        }
      }
      for (const [field, label] of Object.entries(FORMAT_FIELDS)) {
        const fact = declared.format[field as keyof typeof declared.format];
        if (fact.source !== null) lines.push(`    - ${label}: ${cite(fact, numbers)}`);
      }
      const unknown = Object.values(declared.format).filter((f) => f.source === null).length;
      if (unknown > 0) lines.push(`    - Formato: ${unknown} de 9 datos sin fuente pública.`);
    }
  }
  if (regional.intakes.length > 0) {
    lines.push('- Ingresos:');
    for (const intake of regional.intakes) {
      lines.push(
        `  - ${intake.label} · cursada: ${cite(intake.course, numbers)} · exámenes: ${cite(intake.exams, numbers)}`,
      );
      for (const seen of intake.observed)
        lines.push(`    - ${seen.date}: ${seen.what} [${numbers.get(seen.source.url)}]`);
    }
  } else lines.push('- Ingresos: sin fuente pública sobre fechas o modalidades.');
  if (regional.pastExams.length > 0) {
    lines.push('- Exámenes publicados que leímos:');
    for (const exam of regional.pastExams)
      lines.push(
        `  - ${exam.date}, ${exam.title}: ${exam.items.length} ítems, ${exam.totalPoints} puntos [${numbers.get(exam.source.url)}]`,
      );
  }
  lines.push('', 'Fuentes:', '');
  for (const [i, s] of sources.entries())
    lines.push(
      `${i + 1}. ${s.title} (${s.kind}; leída el ${s.readOn}): <${s.url}>${s.note ? ` (${s.note})` : ''}`,
    );
  lines.push('');
  return lines;
}

/** docs/regionals.md, written from the declarations (never edited by hand). */
export function regionalsDoc(list: readonly Regional[] = regionals): string {
  const lines = [
    '# Facultades regionales: qué toma cada una en el ingreso',
    '',
    'Generado desde `shared/domain/regionals/` con `npx tsx functions/content/scripts/regionals-doc.ts`: no lo',
    'edites a mano. Cada dato cita la fuente pública donde lo leímos y la fecha de lectura; donde no hallamos',
    'ninguna lo dice, y si hace falta un valor usa el contenido del Seminario Universitario nacional (el mapa',
    'del programa, sin Química), marcado como respaldo. Ver docs/decisions/0067-regionals-as-sourced-data.md.',
    '',
    '## Cobertura',
    '',
    'Datos con fuente sobre datos declarados, por grupo; la última columna cuenta los exámenes publicados leídos.',
    '',
    `| Regional | ${GROUPS.map(([, title]) => title).join(' | ')} | Exámenes |`,
    `|---|${GROUPS.map(() => '---:').join('|')}|---:|`,
    ...list.map(coverageRow),
    '',
  ];
  for (const regional of list) lines.push(...section(regional));
  const missing = missingSubtopics(list);
  lines.push('## Temas sin subtema en el mapa del programa', '');
  for (const description of [...new Set(missing.map((m) => m.description))]) {
    const where = missing.filter((m) => m.description === description);
    lines.push(
      `- ${description}: ${where.map((m) => `${list.find((r) => r.id === m.regional)?.code}, ${m.where}`).join('; ')}`,
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
