import { ADMISSION_GUIDE_TITLE, admissionGuide } from '../../../shared/domain/admission-guide.ts';
import { ADMISSION_GUIDE_PATH } from '../../../shared/domain/admission-guide-path.ts';
import { nextIntake } from '../../../shared/domain/exam-calendar.ts';
import {
  type SubjectId,
  subjectIds,
  subjectNames,
  type TopicId,
  topicTitles,
} from '../../../shared/domain/subjects.ts';
import { syllabusMap } from '../../../shared/domain/syllabus-map/index.ts';
import { at } from '../../../shared/lib/must.ts';
import { plainText } from '../../../shared/math/formulas.ts';
import { loadCatalog } from '../../content/catalog.ts';
import type { MiniClass, SubjectSyllabus } from '../../content/schema.ts';
import { describeSource, type Passage, type PassageSource } from './provider.ts';
import { foldText } from './text.ts';

/** The part of a subject's content that retrieval reads; both the content bank and the catalog fit. */
export interface RetrievalContent {
  syllabus: SubjectSyllabus;
  miniClasses: readonly MiniClass[];
  exercises: readonly { id: string; topic: TopicId; question: string; explanation: string }[];
}

export type ContentLoader = (subject: SubjectId) => RetrievalContent;

export interface SearchOptions {
  /** How many passages to return (default 4). */
  limit?: number;
  /** Passages of one mini class or exercise at most (default 2), so a few sources are covered. */
  perSource?: number;
  /** The subject the student is looking at, if any: its passages rank a bit higher. */
  subject?: SubjectId;
  /**
   * Share of the question's words (or their synonyms and corrections) a passage must hold (default 0.5):
   * a passage that matches one word of a long question is not about it.
   */
  minCoverage?: number;
}

export interface TopicOverview {
  /** The syllabus's description of the topic. */
  syllabus?: string;
  /** Its mini classes, in the course's order. */
  miniClasses: PassageSource[];
}

export interface Retriever {
  search(query: string, options?: SearchOptions): Passage[];
  /** A whole topic at a glance: what the syllabus says of it and its mini classes. */
  topic(topic: TopicId): TopicOverview;
  /** Every passage of one mini class, in its order (paragraphs, then examples). */
  miniClass(id: string): Passage[];
  /**
   * Share (0–1) of the question's words that name something the course is about: its titles, section
   * labels and syllabus. "¿Quién es el mejor jugador del mundo?" shares a word or two with some passage,
   * but names nothing the course teaches.
   */
  courseShare(query: string): number;
  /** Milliseconds the index took to build, or undefined before the first search. */
  buildTime(): number | undefined;
}

// Spanish function words plus the chat's own filler ("explicame", "ayudame"): they match everything.
const stopwords = new Set(
  `a al algo algun alguna algunas alguno algunos ante antes asi aun bien cada casi como con contra cual
  cuales cuando de del desde donde dos el ella ellas ello ellos en entonces entre era eran es esa esas ese
  eso esos esta estan estas este esto estos fue fueron ha hace hacer han hasta hay la las le les lo los
  mas me mi mis mucho muy ni no nos o os otra otro otros para pero poco por porque pues que se segun
  ser si sin sobre son su sus tal tambien tan te tiene tienen tu tus un una unas uno unos vos y ya yo
  explicame explica explicar ayudame ayuda decime dime podes puedes quiero queria saber entiendo entender
  hola gracias favor significa significado concepto tema porfa che cosa cosas bueno usa uso
  cuanto cuanta cuantos cuantas tengo tenes necesito xq pq dice dicen acuerdo recuerdo
  frac dfrac tfrac text mathrm cdot sqrt left right quad times approx rightarrow begin end cases`
    .split(/\s+/)
    .filter(Boolean),
);

/** A light Spanish stemmer: folds plural and gender so "ácidos", "ácida" and "ácido" meet. */
function stem(token: string): string {
  if (token.length <= 3 || /\d/.test(token)) return token;
  let t = token;
  if (t.endsWith('ces') && t.length > 5) t = `${t.slice(0, -3)}z`;
  else if (t.endsWith('es') && t.length > 4 && !/[aeiou]es$/.test(t)) t = t.slice(0, -2);
  else if (t.endsWith('s')) t = t.slice(0, -1);
  if (t.length >= 4 && /[aeo]$/.test(t)) t = t.slice(0, -1);
  return t;
}

// Words repeat a lot across the content: folding and stemming each distinct word once keeps the build fast.
const termCache = new Map<string, string | null>();

function term(word: string): string | null {
  let cached = termCache.get(word);
  if (cached === undefined) {
    const folded = /[^a-z0-9]/.test(word) ? foldText(word) : word;
    cached = folded.length < 2 || stopwords.has(folded) ? null : stem(folded);
    termCache.set(word, cached);
  }
  return cached;
}

function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 0xdf && code <= 0xff);
}

/** Calls `visit` with each search term of a text; a char loop, since this runs over the whole content. */
function forEachTerm(text: string, visit: (term: string) => void): void {
  const lower = text.toLowerCase();
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const inWord = i < lower.length && isWordChar(lower.charCodeAt(i));
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      const t = term(lower.slice(start, i));
      if (t) visit(t);
      start = -1;
    }
  }
}

/** Accent- and case-insensitive search terms of a text, without stopwords, stemmed. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  forEachTerm(text, (t) => tokens.push(t));
  return tokens;
}

/**
 * The words students use for what the course calls otherwise, abbreviations and clipped words
 * included: each group is one idea, and a question that names one member also finds the others.
 * Members are matched as whole words on the folded question ("ec." is "ec").
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['velocidad', 'rapidez'],
  ['mru', 'movimiento rectilineo uniforme'],
  ['mruv', 'movimiento rectilineo uniformemente variado', 'movimiento uniformemente acelerado'],
  ['mcu', 'movimiento circular uniforme'],
  ['ec', 'ecuacion'],
  ['inec', 'inecuacion', 'desigualdad'],
  ['trigo', 'trigonometria'],
  ['estequio', 'estequiometria'],
  ['log', 'logaritmo'],
  ['sen', 'seno'],
  ['cos', 'coseno'],
  ['tg', 'tangente'],
  ['baskara', 'bhaskara', 'resolvente'],
  ['factoreo', 'factorizar', 'factorizacion'],
  ['modulo', 'valor absoluto'],
  ['friccion', 'rozamiento'],
  ['peso molecular', 'masa molar'],
  ['cnpt', 'condiciones normales'],
  ['ppm', 'partes por millon'],
  ['tiro vertical', 'lanzamiento vertical'],
  // the entrance exam, in the words applicants ask about it
  ['examen', 'prueba', 'evaluacion'],
  ['entra', 'entran', 'toman', 'pesa', 'pesan', 'evaluan', 'preguntan'],
  ['empiezo', 'empezar', 'arranco', 'arrancar', 'comienzo', 'comenzar'],
  ['preparo', 'preparar', 'prepararme', 'preparacion'],
  ['aprueba', 'aprobar', 'apruebo', 'apruebe', 'aprobas'],
  ['desapruebo', 'repruebo', 'recuperatorio'],
  ['ingreso', 'seminario'],
  ['cuando', 'fecha', 'calendario'],
];

const synonymPatterns = synonymGroups.map((group) =>
  group.map((member) => ({
    pattern: new RegExp(`(^|[^a-z0-9])${member}($|[^a-z0-9])`),
    terms: tokenize(member),
  })),
);

/** One idea of the question: its own term and the others that say the same, each with its weight. */
interface Concept {
  terms: Map<string, number>;
  /** Words of a many-word synonym ("movimiento" of "movimiento rectilíneo uniforme"): evidence, not the idea. */
  loose: Set<string>;
  /** Whether the passage must hold it to cover the question (a number or a bonus idea need not). */
  counts: boolean;
}

/** How much a synonym counts next to the student's own word. */
const SYNONYM_WEIGHT = 0.9;
/** A corrected typo or a completed word: less sure than a synonym. */
const GUESS_WEIGHT = 0.7;

/** The question's ideas: each search term with the synonyms of the groups the question names. */
function conceptsOf(query: string): Concept[] {
  const folded = foldText(query);
  const concepts: Concept[] = [...new Set(tokenize(query))].map((t) => ({
    terms: new Map([[t, 1]]),
    loose: new Set<string>(),
    counts: !/^\d+$/.test(t),
  }));
  for (const group of synonymPatterns) {
    const named = group.filter((member) => member.pattern.test(folded));
    if (named.length === 0) continue;
    const own = concepts.filter((concept) =>
      named.some((member) => member.terms.some((t) => concept.terms.has(t))),
    );
    // A member made only of stopwords ("cuando") adds its synonyms as an idea of their own, as a bonus.
    const targets: Concept[] = own.length > 0 ? own : [{ terms: new Map(), loose: new Set(), counts: false }];
    if (own.length === 0) concepts.push(...targets);
    for (const concept of targets) {
      for (const member of group) {
        for (const t of member.terms) {
          if (concept.terms.has(t)) continue;
          concept.terms.set(t, SYNONYM_WEIGHT);
          if (member.terms.length > 1) concept.loose.add(t);
        }
      }
    }
  }
  return concepts;
}

interface Document {
  /** The content's own text, LaTeX included: indexing reads the words and skips the markup. */
  raw: string;
  /** Titles that describe the passage but are not part of its text. */
  heading: string;
  source: PassageSource;
  /** A syllabus entry's description alone, for a topic's overview. */
  summary?: string;
  /** The label a mini class paragraph starts with ("Isótopos:", "Ley de Ohm:"), as search terms. */
  section?: Set<string>;
  /** The first paragraph of a mini class, or its "Idea clave": where it says what the topic is. */
  opening?: boolean;
  /** "Errores comunes" and "Cómo resolver": about doing, not about what a thing is. */
  practical?: boolean;
  /** The paragraph's own terms, without the headings, read when a boost needs them. */
  ownTerms?: Set<string>;
}

/** Mini class paragraphs; a short one (a heading, a one-liner) joins the next so no passage is a stub. */
function paragraphs(contenido: string): string[] {
  const parts = contenido
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const merged: string[] = [];
  let pending = '';
  for (const part of parts) {
    pending = pending ? `${pending}\n${part}` : part;
    if (pending.length >= 160) {
      merged.push(pending);
      pending = '';
    }
  }
  if (pending) {
    if (merged.length > 0) merged[merged.length - 1] += `\n${pending}`;
    else merged.push(pending);
  }
  return merged;
}

/** What of a topic the entrance exam asks and how much it weighs, from the syllabus map. */
function examWeights(subject: SubjectId, topic: TopicId): string {
  const subtopics = syllabusMap[subject].find((entry) => entry.topic === topic)?.subtopics ?? [];
  if (subtopics.length === 0) return '';
  const parts = subtopics.map((subtopic) => `${subtopic.title} (${subtopic.weight} % de la materia)`);
  return ` En el examen de ingreso entra: ${parts.join('; ')}.`;
}

function documentsOf(subject: SubjectId, content: RetrievalContent): Document[] {
  const docs: Document[] = [];
  for (const topic of content.syllabus.topics) {
    docs.push({
      raw: `${topic.title}: ${topic.description} Subtemas: ${topic.outline.join('; ')}.${examWeights(subject, topic.id)}`,
      // What a student calls it: "el temario de trigonometría", "el programa de física".
      heading: `temario programa ${subjectNames[subject]}`,
      source: { subject, topic: topic.id, kind: 'temario', id: topic.id, title: topic.title },
      summary: topic.description,
    });
  }
  for (const miniClass of content.miniClasses) {
    const source: PassageSource = {
      subject,
      topic: miniClass.topic,
      kind: 'mini-clase',
      id: miniClass.id,
      title: miniClass.title,
    };
    const heading = `${miniClass.title} ${topicTitles[miniClass.topic]}`;
    paragraphs(miniClass.body).forEach((paragraph, i) => {
      // A label is a few words before a colon ("Ley de Ohm:"), not a sentence that ends in one.
      const lead = /^([^.:\n]{2,60}):(?:\s|$)/.exec(paragraph)?.[1];
      const label = lead && lead.trim().split(/\s+/).length <= 5 ? lead : undefined;
      const folded = lead ? foldText(lead) : '';
      docs.push({
        raw: paragraph,
        heading,
        source,
        ...(label ? { section: new Set(tokenize(label)) } : {}),
        ...(i === 0 || folded === 'idea clave' ? { opening: true } : {}),
        ...(/^(errores comunes|como resolver|como se pregunta|trampas)/.test(folded)
          ? { practical: true }
          : {}),
      });
    });
    for (const example of miniClass.examples) {
      docs.push({ raw: /^ejemplo/i.test(example) ? example : `Ejemplo: ${example}`, heading, source });
    }
  }
  for (const exercise of content.exercises) {
    docs.push({
      raw: `${exercise.question}\n${exercise.explanation}`,
      heading: topicTitles[exercise.topic],
      source: { subject, topic: exercise.topic, kind: 'ejercicio', id: exercise.id, title: exercise.id },
    });
  }
  return docs;
}

interface Posting {
  docs: number[];
  counts: number[];
}

interface Index {
  docs: Document[];
  /** The words the course is about: titles, section labels and the syllabus (its topics and the exam map). */
  vocabulary: Set<string>;
  lengths: Float64Array;
  averageLength: number;
  postings: Map<string, Posting>;
  /** Corrected spellings found so far: a misspelt term → the course's term, or null for none. */
  corrections: Map<string, string | null>;
}

/**
 * "Cómo es el ingreso", one document per paragraph, as of the moment the index is built. The next
 * intake's line says it is the next one, so "¿cuándo es el examen?" finds it first.
 */
function guideDocuments(now: number): Document[] {
  const next = nextIntake(now);
  return admissionGuide(now).flatMap((section) =>
    section.paragraphs.map((paragraph) => ({
      raw: paragraph,
      heading: `${ADMISSION_GUIDE_TITLE} ${section.title}${next && paragraph.startsWith(`${next.modality}, ingreso ${next.entryYear}`) ? ' próximo examen, el primero que viene' : ''}`,
      source: {
        kind: 'ingreso' as const,
        id: section.id,
        title: `${ADMISSION_GUIDE_TITLE}: ${section.title}`,
      },
    })),
  );
}

function buildIndex(load: ContentLoader): Index {
  const docs = [
    ...subjectIds.flatMap((subject) => documentsOf(subject, load(subject))),
    ...guideDocuments(Date.now()),
  ];
  const lengths = new Float64Array(docs.length);
  const postings = new Map<string, Posting>();
  let total = 0;
  docs.forEach((doc, id) => {
    let length = 0;
    const visit = (token: string) => {
      length++;
      let posting = postings.get(token);
      if (!posting) {
        posting = { docs: [], counts: [] };
        postings.set(token, posting);
      }
      const last = posting.docs.length - 1;
      if (posting.docs[last] === id) posting.counts[last] = at(posting.counts, last, 'posting count') + 1;
      else {
        posting.docs.push(id);
        posting.counts.push(1);
      }
    };
    forEachTerm(doc.heading, visit);
    forEachTerm(doc.raw, visit);
    lengths[id] = length;
    total += length;
  });
  const vocabulary = new Set<string>();
  for (const doc of docs) {
    if (doc.source.kind === 'ejercicio' || doc.source.kind === 'ingreso') continue;
    if (doc.source.kind === 'temario') for (const t of tokenize(doc.raw)) vocabulary.add(t);
    for (const t of tokenize(doc.heading)) vocabulary.add(t);
    for (const t of doc.section ?? []) vocabulary.add(t);
  }
  return {
    docs,
    lengths,
    averageLength: total / Math.max(1, docs.length),
    postings,
    corrections: new Map(),
    vocabulary,
  };
}

/** Edit distance with transpositions (optimal string alignment), or `max + 1` once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(previous, j) + 1, at(current, j - 1) + 1, at(previous, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, at(before, j - 2) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return at(previous, b.length);
}

/**
 * The course's term a student most likely meant by one it never uses: a typo one edit away (two for
 * long words: "ecuasion", "hipotenuza") or a clipped word ("estequio"). Typos seldom touch the first
 * two letters, so candidates share them; among equals, the most used term wins.
 */
function correction(index: Index, term: string): string | undefined {
  if (term.length < 4 || /\d/.test(term)) return undefined;
  const cached = index.corrections.get(term);
  if (cached !== undefined) return cached ?? undefined;
  const max = term.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  let bestCount = 0;
  let completion: string | undefined;
  let completionCount = 0;
  for (const [candidate, posting] of index.postings) {
    if (candidate[0] !== term[0] || candidate[1] !== term[1]) continue;
    const count = posting.docs.length;
    if (term.length >= 5 && candidate.length > term.length + 1 && candidate.startsWith(term)) {
      if (count > completionCount) {
        completion = candidate;
        completionCount = count;
      }
      continue;
    }
    const distance = editDistance(term, candidate, max);
    if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
      best = candidate;
      bestDistance = distance;
      bestCount = count;
    }
  }
  const found = best ?? completion;
  index.corrections.set(term, found ?? null);
  return found;
}

const accented: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'úü' };

const K1 = 1.2;
const B = 0.75;
// Explanations answer "what is…" better than exercise statements, which repeat the words of a question.
const kindWeight: Record<PassageSource['kind'], number> = {
  'mini-clase': 1,
  temario: 0.9,
  ejercicio: 0.75,
  ingreso: 1,
};
const SUBJECT_BOOST = 1.3;
const MIN_COVERAGE = 0.5;
/** A paragraph labelled with what the question asks about ("Isótopos:" for "¿qué es un isótopo?"). */
const SECTION_BOOST = 2;
/**
 * For "what is…" questions: the paragraph that introduces a topic, and one that defines the word asked
 * ("un mol contiene…", "la molaridad es…"), over tips, pitfalls and worked cases.
 */
const OPENING_BOOST = 1.3;
const DEFINES_BOOST = 1.5;
/** "La molaridad M es…", "Un mol contiene…", "Los isótopos son…": the word as a sentence's subject, then its verb. */
const definedBefore = String.raw`(?:^|[.:\n]\s*|\b(?:el|la|los|las|un|una)\s+)`;
const definedAfter = String.raw`(?:\s+\S+)?\s+(?:es|son|se define|se llama|se denomina|significa|representa|contiene|consiste|mide)\b`;
const PRACTICAL_PENALTY = 0.6;
const definitional =
  /^(?:(?:no (?:se|entiendo|entendi|tengo (?:idea|claro))|ni idea(?: de)?) )?(que|q|cual|cuales) (es|son|significa|significan|quiere decir)\b|\bque (dice|establece|enuncia)\b|definicion|a que se llama|para (que|q) (sirve|sirven)|no me acuerdo|^explica(me)?\b|^(el|la) \w+$|^(principio|ley|teorema) de/;

/** The question's ideas, with a likely correction for each word the course never uses. */
function resolvedConcepts(index: Index, query: string): Concept[] {
  const concepts = conceptsOf(query);
  for (const concept of concepts) {
    if ([...concept.terms.keys()].some((t) => index.postings.has(t))) continue;
    for (const t of [...concept.terms.keys()]) {
      const corrected = correction(index, t);
      if (corrected && !concept.terms.has(corrected)) concept.terms.set(corrected, GUESS_WEIGHT);
    }
  }
  return concepts;
}

/** Share of the question's words (synonyms and corrections included) that name something the course is about. */
function courseShare(index: Index, query: string): number {
  const counted = resolvedConcepts(index, query).filter((concept) => concept.counts);
  if (counted.length === 0) return 0;
  return (
    counted.filter((concept) => [...concept.terms.keys()].some((t) => index.vocabulary.has(t))).length /
    counted.length
  );
}

function idfOf(index: Index, term: string): number {
  const df = index.postings.get(term)?.docs.length;
  return df ? Math.log(1 + (index.docs.length - df + 0.5) / (df + 0.5)) : 0;
}

/**
 * BM25 of each passage, each idea scored once by its best term (a synonym adds evidence, not a second
 * match), and how many of the counted ideas it holds.
 */
function scoreConcepts(
  index: Index,
  concepts: readonly Concept[],
): { scores: Float64Array; covered: Uint16Array } {
  const n = index.docs.length;
  const scores = new Float64Array(n);
  const covered = new Uint16Array(n);
  const best = new Float64Array(n);
  const touched: number[] = [];
  for (const concept of concepts) {
    for (const [term, weight] of concept.terms) {
      const posting = index.postings.get(term);
      if (!posting) continue;
      const idf = idfOf(index, term);
      for (let i = 0; i < posting.docs.length; i++) {
        const id = at(posting.docs, i, 'posting');
        const tf = at(posting.counts, i, 'posting count');
        const norm = K1 * (1 - B + (B * at(index.lengths, id, 'passage length')) / index.averageLength);
        const value = (weight * idf * tf * (K1 + 1)) / (tf + norm);
        const before = at(best, id, 'best score');
        if (before === 0) touched.push(id);
        if (value > before) best[id] = value;
      }
    }
    for (const id of touched) {
      scores[id] = at(scores, id, 'score') + at(best, id, 'best score');
      if (concept.counts) covered[id] = at(covered, id, 'coverage') + 1;
      best[id] = 0;
    }
    touched.length = 0;
  }
  return { scores, covered };
}

/** A sentence that defines one of these stems: "la molaridad M es", with or without accents. */
function definitionOf(stems: readonly string[]): RegExp | undefined {
  const words = stems.filter((t) => t.length >= 3 && /^[a-z]+$/.test(t));
  if (words.length === 0) return undefined;
  const loose = words.map((t) =>
    [...t].map((c) => (/[aeiou]/.test(c) ? `[${c}${accented[c]}]` : c)).join(''),
  );
  return new RegExp(String.raw`${definedBefore}(?:${loose.join('|')})[\p{L}]*${definedAfter}`, 'u');
}

/** What the shape of the question says about where its answer is, beyond the words it shares. */
interface Intent {
  /** The ideas the question asks about, without the loose words of many-word synonyms. */
  asked: string[][];
  /** Its most telling idea (the rarest word): "newton" in "segunda ley de Newton", not "ley". */
  key: string[];
  /** A "what is…" question, and the sentence that would define its key word. */
  whatIs: boolean;
  definition: RegExp | undefined;
  subject: SubjectId | undefined;
}

function intentOf(index: Index, query: string, concepts: readonly Concept[], subject?: SubjectId): Intent {
  const asked = concepts
    .filter((concept) => concept.counts)
    .map((concept) => [...concept.terms.keys()].filter((t) => !concept.loose.has(t)));
  const rarity = (terms: readonly string[]) => Math.max(0, ...terms.map((t) => idfOf(index, t)));
  const key = asked.reduce<string[]>((best, terms) => (rarity(terms) > rarity(best) ? terms : best), []);
  return {
    asked,
    key,
    whatIs: definitional.test(foldText(query).replace(/^[¿\s]+/, '')),
    definition: definitionOf(key),
    subject,
  };
}

const holds = (set: ReadonlySet<string>, terms: readonly string[]) => terms.some((t) => set.has(t));

/** How much the passage's place in its mini class and its wording fit the question's intent. */
function boostOf(doc: Document, intent: Intent): number {
  let boost =
    intent.subject && 'subject' in doc.source && doc.source.subject === intent.subject ? SUBJECT_BOOST : 1;
  const { section } = doc;
  if (
    section &&
    (holds(section, intent.key) || intent.asked.filter((terms) => holds(section, terms)).length >= 2)
  ) {
    // As much as the label is about the question: "Isótopos" all of it, "Velocidad y aceleración en el MAS" a third.
    const precision =
      [...section].filter((t) => intent.asked.some((terms) => terms.includes(t))).length / section.size;
    boost *= 1 + (SECTION_BOOST - 1) * precision;
  }
  if (!intent.whatIs) return boost;
  if (doc.opening) {
    doc.ownTerms ??= new Set(tokenize(doc.raw));
    if (holds(doc.ownTerms, intent.key)) boost *= OPENING_BOOST;
  }
  if (doc.practical) boost *= PRACTICAL_PENALTY;
  if (intent.definition?.test(doc.raw.toLowerCase())) boost *= DEFINES_BOOST;
  return boost;
}

function search(index: Index, query: string, options: SearchOptions): Passage[] {
  const { limit = 4, perSource = 2, subject, minCoverage = MIN_COVERAGE } = options;
  const concepts = resolvedConcepts(index, query);
  const counted = concepts.filter((concept) => concept.counts).length;
  // A question of numbers alone has nothing to ground: the solvers answer it, not the content.
  if (counted === 0) return [];

  const { scores, covered } = scoreConcepts(index, concepts);
  const intent = intentOf(index, query, concepts, subject);
  const ranked: { id: number; score: number }[] = [];
  scores.forEach((raw, id) => {
    if (raw <= 0 || at(covered, id, 'coverage') / counted < minCoverage) return;
    const doc = at(index.docs, id, 'passage');
    ranked.push({ id, score: raw * kindWeight[doc.source.kind] * boostOf(doc, intent) });
  });
  ranked.sort((a, b) => b.score - a.score);

  const perSourceCount = new Map<string, number>();
  const passages: Passage[] = [];
  for (const { id, score } of ranked) {
    if (passages.length >= limit) break;
    const doc = at(index.docs, id, 'passage');
    const sourceKey = `${doc.source.kind}:${doc.source.id}`;
    const seen = perSourceCount.get(sourceKey) ?? 0;
    if (seen >= perSource) continue;
    perSourceCount.set(sourceKey, seen + 1);
    // Only the passages a search returns pay for turning LaTeX into text.
    passages.push({ text: plainText(doc.raw), source: doc.source, score: Math.round(score * 1000) / 1000 });
  }
  return passages;
}

function topicOverview(index: Index, topic: TopicId): TopicOverview {
  const miniClasses: PassageSource[] = [];
  let syllabus: string | undefined;
  for (const doc of index.docs) {
    const { source } = doc;
    if (source.kind === 'ingreso' || source.topic !== topic) continue;
    if (source.kind === 'temario') syllabus = doc.summary;
    if (source.kind === 'mini-clase' && !miniClasses.some((seen) => seen.id === source.id))
      miniClasses.push(source);
  }
  return { ...(syllabus ? { syllabus } : {}), miniClasses };
}

/** A BM25 search over the content; the index is built on the first search and kept. */
export function createRetriever(load: ContentLoader): Retriever {
  let index: Index | undefined;
  let took: number | undefined;
  const built = () => {
    if (!index) {
      const start = performance.now();
      index = buildIndex(load);
      took = performance.now() - start;
    }
    return index;
  };
  return {
    search: (query, options = {}) => search(built(), query, options),
    topic: (topic) => topicOverview(built(), topic),
    courseShare: (query) => courseShare(built(), query),
    miniClass: (id) =>
      built()
        .docs.filter((doc) => doc.source.kind === 'mini-clase' && doc.source.id === id)
        .map((doc) => ({ text: plainText(doc.raw), source: doc.source, score: 0 })),
    buildTime: () => took,
  };
}

let shared: Retriever | undefined;

/** The retriever over the catalog the Lambdas ship (CONTENT_DIR locally), indexed once per process. */
export function contentRetriever(): Retriever {
  shared ??= createRetriever(loadCatalog);
  return shared;
}

/** Searches the catalog the Lambdas ship (CONTENT_DIR locally), once indexed per process. */
export function searchContent(query: string, options?: SearchOptions): Passage[] {
  return contentRetriever().search(query, options);
}

/**
 * The page a source is read on, as a plain path: the chat renders no links (chat-markdown.ts), so the
 * student reads the path and finds the page.
 */
export function sourcePath(source: PassageSource): string {
  switch (source.kind) {
    case 'mini-clase':
      return `/content/educational/${source.subject}/mini-clase/${source.id}`;
    case 'ejercicio':
      return `/content/educational/${source.subject}/ejercicio/${source.id}`;
    case 'temario':
      return `/content/educational/${source.subject}?tab=temario`;
    case 'ingreso':
      return `${ADMISSION_GUIDE_PATH}#${source.id}`;
  }
}

/** "mini clase «Ecuaciones cuadráticas…» (/content/educational/matematicas/mini-clase/…)", markdown-free. */
export function sourceReference(source: PassageSource): string {
  return `${describeSource(source)} (${sourcePath(source)})`;
}
