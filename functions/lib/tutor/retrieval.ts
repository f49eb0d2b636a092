import { ADMISSION_GUIDE_TITLE, admissionGuide } from '../../../shared/domain/admission-guide.ts';
import { type SubjectId, subjectIds, type TopicId, topicTitles } from '../../../shared/domain/subjects.ts';
import { plainText } from '../../../shared/math/plain-math.ts';
import { loadCatalog } from '../../content/catalog.ts';
import type { MiniClass, SubjectSyllabus } from '../../content/schema.ts';
import type { Passage, PassageSource } from './provider.ts';
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
}

export interface Retriever {
  search(query: string, options?: SearchOptions): Passage[];
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

interface Document {
  /** The content's own text, LaTeX included: indexing reads the words and skips the markup. */
  raw: string;
  /** Titles that describe the passage but are not part of its text. */
  heading: string;
  source: PassageSource;
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

function documentsOf(subject: SubjectId, content: RetrievalContent): Document[] {
  const docs: Document[] = [];
  for (const topic of content.syllabus.topics) {
    docs.push({
      raw: `${topic.title}: ${topic.description} Subtemas: ${topic.outline.join('; ')}.`,
      heading: '',
      source: { subject, topic: topic.id, kind: 'temario', id: topic.id, title: topic.title },
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
    for (const paragraph of paragraphs(miniClass.body)) docs.push({ raw: paragraph, heading, source });
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
  lengths: Float64Array;
  averageLength: number;
  postings: Map<string, Posting>;
}

/** "Cómo es el ingreso", one document per paragraph, as of the moment the index is built. */
function guideDocuments(now: number): Document[] {
  return admissionGuide(now).flatMap((section) =>
    section.paragraphs.map((paragraph) => ({
      raw: paragraph,
      heading: `${ADMISSION_GUIDE_TITLE} ${section.title}`,
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
      if (posting.docs[last] === id) posting.counts[last] = (posting.counts[last] as number) + 1;
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
  return { docs, lengths, averageLength: total / Math.max(1, docs.length), postings };
}

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

function search(index: Index, query: string, options: SearchOptions): Passage[] {
  const { limit = 4, perSource = 2, subject } = options;
  const terms = [...new Set(tokenize(query))];
  const scores = new Float64Array(index.docs.length);
  const n = index.docs.length;
  for (const term of terms) {
    const posting = index.postings.get(term);
    if (!posting) continue;
    const idf = Math.log(1 + (n - posting.docs.length + 0.5) / (posting.docs.length + 0.5));
    for (let i = 0; i < posting.docs.length; i++) {
      const id = posting.docs[i] as number;
      const tf = posting.counts[i] as number;
      const norm = K1 * (1 - B + (B * (index.lengths[id] as number)) / index.averageLength);
      scores[id] = (scores[id] as number) + (idf * tf * (K1 + 1)) / (tf + norm);
    }
  }
  const ranked: { id: number; score: number }[] = [];
  scores.forEach((raw, id) => {
    if (raw <= 0) return;
    const doc = index.docs[id] as Document;
    const boost = subject && 'subject' in doc.source && doc.source.subject === subject ? SUBJECT_BOOST : 1;
    ranked.push({ id, score: raw * kindWeight[doc.source.kind] * boost });
  });
  ranked.sort((a, b) => b.score - a.score);

  const perSourceCount = new Map<string, number>();
  const passages: Passage[] = [];
  for (const { id, score } of ranked) {
    if (passages.length >= limit) break;
    const doc = index.docs[id] as Document;
    const key = `${doc.source.kind}:${doc.source.id}`;
    const seen = perSourceCount.get(key) ?? 0;
    if (seen >= perSource) continue;
    perSourceCount.set(key, seen + 1);
    // Only the passages a search returns pay for turning LaTeX into text.
    passages.push({ text: plainText(doc.raw), source: doc.source, score: Math.round(score * 1000) / 1000 });
  }
  return passages;
}

/** A BM25 search over the content; the index is built on the first search and kept. */
export function createRetriever(load: ContentLoader): Retriever {
  let index: Index | undefined;
  let took: number | undefined;
  return {
    search(query, options = {}) {
      if (!index) {
        const start = performance.now();
        index = buildIndex(load);
        took = performance.now() - start;
      }
      return search(index, query, options);
    },
    buildTime: () => took,
  };
}

let shared: Retriever | undefined;

/** Searches the catalog the Lambdas ship (CONTENT_DIR locally), once indexed per process. */
export function searchContent(query: string, options?: SearchOptions): Passage[] {
  shared ??= createRetriever(loadCatalog);
  return shared.search(query, options);
}
