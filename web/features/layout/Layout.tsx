import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { DemoNotice } from './DemoNotice.tsx';
import { Footer } from './Footer.tsx';
import { OfflineNotice } from '../offline/OfflineNotice.tsx';
import { SidebarContext } from './sidebar-context.ts';
import { TopBar } from './TopBar.tsx';

/** The demo notice (demo installations only), top bar, offline notice, routed content, footer. */
export function Layout() {
  const [open, setOpen] = useState(false);
  const sidebar = useMemo(() => ({ open, setOpen }), [open]);
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
    </SidebarContext.Provider>
  );
}
