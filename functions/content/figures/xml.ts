/*
 * A strict reader for the figures' SVG, for the tests: it throws on anything that is not well-formed
 * XML (an unclosed or crossed tag, a bare "&" or "<", a repeated or unquoted attribute) and gives the
 * element tree, so a test can read what a figure draws.
 */

import { at } from '../../../shared/lib/must.ts';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/;

function decode(text: string, at: number): string {
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1))
    if (!ENTITY.test(text.slice(i))) throw new Error(`"&" sin escapar cerca de ${at + i}`);
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

export function parseXml(source: string): XmlElement {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(
      `XML mal formado (${why}) en la posición ${i}: …${source.slice(Math.max(0, i - 30), i + 30)}…`,
    );
  };
  const root: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  while (i < source.length) {
    const parent = at(stack, stack.length - 1, 'open element');
    if (source[i] !== '<') {
      const end = source.indexOf('<', i);
      const raw = source.slice(i, end === -1 ? source.length : end);
      if (raw.includes('>')) fail('">" suelto');
      parent.children.push(decode(raw, i));
      i += raw.length;
      continue;
    }
    if (source.startsWith('</', i)) {
      const name = NAME.exec(source.slice(i + 2))?.[0] ?? fail('cierre sin nombre');
      if (parent.name !== name) fail(`cierra </${name}> pero está abierto <${parent.name}>`);
      i += 2 + name.length;
      if (source[i] !== '>') fail('cierre sin ">"');
      i += 1;
      stack.pop();
      continue;
    }
    i += 1;
    const name = NAME.exec(source.slice(i))?.[0] ?? fail('etiqueta sin nombre');
    i += name.length;
    const element: XmlElement = { name, attributes: {}, children: [] };
    for (;;) {
      const space = /^\s*/.exec(source.slice(i))?.[0] ?? '';
      i += space.length;
      if (source.startsWith('/>', i)) {
        i += 2;
        parent.children.push(element);
        break;
      }
      if (source[i] === '>') {
        i += 1;
        parent.children.push(element);
        stack.push(element);
        break;
      }
      if (!space) fail('atributos sin espacio entre ellos');
      const attribute =
        /^([A-Za-z_:][\w.:-]*)="([^"<]*)"/.exec(source.slice(i)) ?? fail('atributo sin comillas');
      const [whole, key = '', value = ''] = attribute;
      if (key in element.attributes) fail(`atributo ${key} repetido`);
      element.attributes[key] = decode(value, i);
      i += whole.length;
    }
  }
  if (stack.length !== 1) fail(`<${stack[stack.length - 1]?.name}> sin cerrar`);
  const elements = root.children.filter((c): c is XmlElement => typeof c !== 'string');
  if (elements.length !== 1 || root.children.some((c) => typeof c === 'string' && c.trim()))
    fail('un único elemento raíz');
  return at(elements, 0, 'root element');
}

/** Every element of the tree, depth first, with the elements around it. */
export function* walk(
  element: XmlElement,
  ancestors: XmlElement[] = [],
): Generator<[XmlElement, XmlElement[]]> {
  yield [element, ancestors];
  for (const child of element.children)
    if (typeof child !== 'string') yield* walk(child, [...ancestors, element]);
}

export const textOf = (element: XmlElement): string =>
  element.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
