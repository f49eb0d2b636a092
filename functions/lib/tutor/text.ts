/** Lower case without accents: "Ácido según Brønsted" → "acido segun bronsted". Keeps ñ → n too. */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/ø/g, 'o').normalize('NFD').replace(/\p{M}/gu, '');
}
