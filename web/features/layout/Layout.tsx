import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './Footer.tsx';
import { SidebarContext } from './sidebar-context.ts';
import { TopBar } from './TopBar.tsx';

/** Top bar, routed content, footer. */
export function Layout() {
  const [open, setOpen] = useState(false);
  const sidebar = useMemo(() => ({ open, setOpen }), [open]);
  return (
    <SidebarContext.Provider value={sidebar}>
      <div className="app">
        <TopBar onToggleSidebar={() => setOpen(!open)} />
        <main className="main">
          <Outlet />
        </main>
        <Footer />
      </div>
    </SidebarContext.Provider>
  );
}
