/**
 * es-AR formats made on first use. The first format a page makes loads the locale's data (tens of
 * milliseconds of script on a phone), which a page that shows no date or number while it loads should
 * not pay then; a module that only declares one must not make it.
 */
function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

export const dateFormat = (options: Intl.DateTimeFormatOptions): (() => Intl.DateTimeFormat) =>
  madeOnFirstUse(() => new Intl.DateTimeFormat('es-AR', options));

export const numberFormat = (options: Intl.NumberFormatOptions): (() => Intl.NumberFormat) =>
  madeOnFirstUse(() => new Intl.NumberFormat('es-AR', options));

const numericDate = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** '29/11/2026': an instant's date where the browser is, as es-AR writes it in figures. */
export const numericDateAr = (iso: string): string => numericDate().format(new Date(iso));
