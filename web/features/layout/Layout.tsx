import { useMemo, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DemoNotice } from './DemoNotice.tsx';
import { Footer } from './Footer.tsx';
import { OfflineNotice } from '../../shared/offline/OfflineNotice.tsx';
import { ScrollSettle } from './ScrollSettle.tsx';
import { useCloseOnEscape } from '../../components/close-on-escape.ts';
import { SidebarContext } from '../../shared/sidebar-context.ts';
import { TopBar } from './TopBar.tsx';

/** The demo notice (demo installations only), top bar, offline notice, routed content, footer. */
export function Layout() {
  const [open, setOpen] = useState(false);
  const sidebar = useMemo(() => ({ open, setOpen }), [open]);
  // The phone's sidebar covers the screen like a dialog: Escape closes it.
  useCloseOnEscape(open, () => setOpen(false));
  return (
    <SidebarContext.Provider value={sidebar}>
      <div className="app">
        <DemoNotice />
        <TopBar onToggleSidebar={() => setOpen(!open)} />
        <OfflineNotice />
        <main className="main">
          <Outlet />
        </main>
        <Footer />
      </div>
      {/* The window is the one scroll container (the dashboard's sidebar is sticky beside it): a new
          screen opens at its top, Back returns to where the person was; a list's own changes of
          page, filter or search keep their place (url-list.ts sets preventScrollReset). */}
      <ScrollRestoration />
      <ScrollSettle />
    </SidebarContext.Provider>
  );
}
