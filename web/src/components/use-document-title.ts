import { useEffect } from 'react';

/** Keeps the tab title right after client-side navigation (prerendered pages already carry it). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
