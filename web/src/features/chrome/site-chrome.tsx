import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { chromeFor } from './chrome-rules.ts';
import { ContentFooter } from './content-footer.tsx';
import { CountdownBar } from './countdown-bar.tsx';
import { LandingHeader } from './landing-header.tsx';
import { PublicNavbar } from './public-navbar.tsx';
import { SiteFooter } from './site-footer.tsx';
import './chrome.css';

/** Countdown, header and footer around every page, as chromeFor decides for the current path. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const chrome = chromeFor(pathname);
  return (
    <>
      {chrome.countdown && <CountdownBar />}
      {chrome.header === 'public' && <PublicNavbar />}
      {chrome.header === 'landing' && <LandingHeader />}
      {children}
      {chrome.footer === 'site' && <SiteFooter />}
      {chrome.footer === 'content' && <ContentFooter />}
    </>
  );
}
